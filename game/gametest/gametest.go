// Package gametest has what the tests of the shell's rooms share: a game
// with nothing to play, a scene that stays as it is, and a click on a
// button.
package gametest

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
)

// Teacher is a game with a tutorial and nothing to play: Setup and
// Tutorial open a Still scene, and count how often they were asked for.
type Teacher struct{ Taught, Setups int }

func (g *Teacher) ID() string                                   { return "test" }
func (g *Teacher) Name() string                                 { return "TEST" }
func (g *Teacher) Tagline(*game.Env) string                     { return "a test" }
func (g *Teacher) Setup(*game.Env) game.Scene                   { g.Setups++; return &Still{} }
func (g *Teacher) Resume(*game.Env, []byte) (game.Saved, error) { return nil, game.ErrNotThisGame }
func (g *Teacher) Ornament(*game.Env, *ebiten.Image)            {}
func (g *Teacher) Rules() []game.RuleSection                    { return nil }
func (g *Teacher) Tutorial(*game.Env) game.Scene                { g.Taught++; return &Still{} }

// Still is a scene that changes nothing and draws nothing.
type Still struct{}

func (s *Still) Update(*game.Env, []input.Intent) (game.Change, error) { return game.Stay, nil }
func (s *Still) Draw(*game.Env, *ebiten.Image)                         {}
func (s *Still) Hit(*game.Env, float64, float64) input.Target          { return input.Target{} }
func (s *Still) Draggable(input.Target) bool                           { return false }

// Click is a click on a menu's button.
func Click(id int) []input.Intent {
	return []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: id}}}
}

// Plain is a game without a tutorial and nothing to play; Setup counts
// how often it was asked for.
type Plain struct{ Setups int }

func (g *Plain) ID() string                                   { return "plain" }
func (g *Plain) Name() string                                 { return "PLAIN" }
func (g *Plain) Tagline(*game.Env) string                     { return "another test" }
func (g *Plain) Setup(*game.Env) game.Scene                   { g.Setups++; return &Still{} }
func (g *Plain) Resume(*game.Env, []byte) (game.Saved, error) { return nil, game.ErrNotThisGame }
func (g *Plain) Ornament(*game.Env, *ebiten.Image)            {}
func (g *Plain) Rules() []game.RuleSection {
	return []game.RuleSection{{Title: "rules.title", Body: "rules.close"}}
}
