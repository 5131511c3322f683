package game

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// Game is a ruleset on the table, as the shell offers it: how a new game is
// set up, how a saved one is read back, and what the title shows of it.
type Game interface {
	// ID names the game, e.g. "orbis".
	ID() string
	// Name is the game's name as the title screen shows it, the same in
	// every language ("ORBIS").
	Name() string
	// Tagline is the line under the name on the title screen, in the
	// player's language.
	Tagline(env *Env) string
	// Setup returns the scene that sets up a new game.
	Setup(env *Env) Scene
	// Resume reads a saved game. ErrNotThisGame says the save is another
	// game's; ErrFinished that there is nothing left to play.
	Resume(env *Env, save []byte) (Saved, error)
	// Ornament draws the title screen's decoration behind its buttons.
	Ornament(env *Env, dst *ebiten.Image)
	// Rules are the game's rules, section by section, for the rules
	// overlay (F1).
	Rules() []RuleSection
}

// Teacher is a game with a first game that teaches itself: the title offers
// it, and the first time the application starts it is the first choice.
type Teacher interface {
	Tutorial(env *Env) Scene
}

// Welcomer is a Teacher whose first opening says its own welcome, in
// place of the title's words for the first game's.
type Welcomer interface {
	Welcome() Phrase
}

// RuleSection is one section of a game's rules: the catalogue keys of its
// title and its body (paragraphs separated by "\n").
type RuleSection struct{ Title, Body string }

// Saved is a game in progress read back from its save.
type Saved interface {
	// Summary says which game it is (the round or turn, the players), for
	// the title's Continue button and the list of games in progress.
	Summary(env *Env) string
	// Scene opens it where it was left, to go on saving in its slot.
	Scene(env *Env, slot SaveSlot) Scene
}

// Errors a Game's Resume returns for saves it cannot continue.
var (
	ErrNotThisGame = errors.New("the save is of another game")
	ErrFinished    = errors.New("the saved game is over")
)
