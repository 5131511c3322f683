package saves

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/gametest"
)

// reviewed is a game with a viewer: "ok" opens in it, "other" is another
// game's, anything else is broken.
type reviewed struct{ gametest.Plain }

func (g *reviewed) ID() string { return "reviewed" }

func (g *reviewed) Review(_ *game.Env, data []byte) (game.Scene, error) {
	switch string(data) {
	case "ok":
		return &gametest.Still{}, nil
	case "other":
		return nil, game.ErrNotThisGame
	}
	return nil, errors.New("broken")
}

// ledger is a game for the saves' tests whose save is a line of its own:
// "<id> <turn>" resumes at that turn, "<id> over" is a finished game,
// another game's line is ErrNotThisGame and anything else is broken.
type ledger struct{ id string }

func (g *ledger) ID() string                        { return g.id }
func (g *ledger) Name() string                      { return strings.ToUpper(g.id) }
func (g *ledger) Tagline(*game.Env) string          { return g.id }
func (g *ledger) Setup(*game.Env) game.Scene        { return &gametest.Still{} }
func (g *ledger) Ornament(*game.Env, *ebiten.Image) {}
func (g *ledger) Rules() []game.RuleSection         { return nil }

func (g *ledger) Resume(_ *game.Env, save []byte) (game.Saved, error) {
	id, rest, ok := strings.Cut(string(save), " ")
	switch {
	case !ok:
		return nil, errors.New("not a ledger")
	case id != g.id:
		return nil, game.ErrNotThisGame
	case rest == "over":
		return nil, game.ErrFinished
	}
	turn, err := strconv.Atoi(rest)
	if err != nil {
		return nil, fmt.Errorf("the turn %q: %w", rest, err)
	}
	return ledgerSaved{game: g.id, turn: turn}, nil
}

type ledgerSaved struct {
	game string
	turn int
}

func (s ledgerSaved) Summary(*game.Env) string { return fmt.Sprintf("turn %d", s.turn) }

func (s ledgerSaved) Scene(_ *game.Env, slot game.SaveSlot) game.Scene {
	return &ledgerTable{slot: slot, turn: s.turn}
}

// ledgerTable is a ledger game resumed: where it goes on saving, and where
// it was left.
type ledgerTable struct {
	gametest.Still
	slot game.SaveSlot
	turn int
}

func ledgerSave(game string, turn int) []byte { return fmt.Appendf(nil, "%s %d", game, turn) }

// stores are the stores the game runs on: a folder, and memory as a
// browser's localStorage.
var stores = []string{"file", "memory"}

// ledgerEnv is an environment with the two ledger games, alpha and beta,
// on a store.
func ledgerEnv(t *testing.T, store string) *game.Env {
	t.Helper()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&ledger{id: "alpha"}, &ledger{id: "beta"}}})
	if err != nil {
		t.Fatal(err)
	}
	if store == "memory" {
		game.UseMemoryStore(env)
	}
	return env
}

// slots are the slots of the games in progress, in the list's order.
func slots(t *testing.T, env *game.Env) []game.SaveSlot {
	t.Helper()
	list, err := env.Unfinished()
	if err != nil {
		t.Fatal(err)
	}
	var s []game.SaveSlot
	for _, u := range list {
		s = append(s, u.Slot)
	}
	return s
}
