//go:build !js

package cli

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// exchangeTurn is a game saved where the person (seat 0, against a
// computer) can take display tile Pos, exchange once and put it face up in
// Slot; after that exchange the tile would go to Wild only as a Wilderness.
type exchangeTurn struct {
	Record    *rules.Record
	Pos, Slot int
	Exchange  rules.Action
	Wild      int
}

// findExchangeTurn plays random legal moves of two-player games until the
// person's turn offers such a tile.
func findExchangeTurn(t *testing.T) exchangeTurn {
	t.Helper()
	players := []rules.PlayerInfo{{Name: "Ada", Kind: "human"}, {Name: "Basil", Kind: "ai:medium"}}
	var legal []rules.Action
	for seed := uint64(1); seed < 200; seed++ {
		s, su, err := rules.NewGame(rules.Config{Players: 2, Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		rec := rules.NewRecord(players, &seed, su)
		r := rand.New(rand.NewPCG(seed, 19))
		for s.Turn() < 12 {
			if s.Turn() >= 2 && s.CurrentPlayer() == 0 && s.Phase() == rules.PhaseChoose {
				if et, ok := exchangeOffered(&s); ok {
					et.Record = rec
					return et
				}
			}
			legal = s.LegalActions(legal[:0])
			a := legal[r.IntN(len(legal))]
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			rec.Actions = append(rec.Actions, a)
		}
	}
	t.Fatal("no game of seeds 1 to 199 offers a tile that needs one exchange")
	return exchangeTurn{}
}

// exchangeOffered looks for a display tile of the state that goes face up
// in a slot after one exchange, and another slot that would then take it
// only as a Wilderness.
func exchangeOffered(s *rules.State) (exchangeTurn, bool) {
	for pos := range rules.DisplaySize {
		if s.Display(pos) == rules.NoTile {
			continue
		}
		faceUp, _ := s.Placements(pos)
		exchange, plan := s.ExchangePlacements(pos)
		if plan.N != 1 {
			continue
		}
		for _, slot := range (exchange &^ faceUp).Slots() {
			after := *s
			x := rules.Exchange(plan.From[0], plan.To[0])
			if slot >= rules.PyramidSlots || after.Apply(rules.TakeTile(pos)) != nil || after.Apply(x) != nil {
				continue
			}
			up, wild := after.Placements(-1)
			more, _ := after.ExchangePlacements(-1)
			for _, w := range (wild &^ up &^ more).Slots() {
				if w != slot && w < rules.PyramidSlots {
					return exchangeTurn{Pos: pos, Slot: slot, Exchange: x, Wild: w}, true
				}
			}
		}
	}
	return exchangeTurn{}, false
}

// TestEndToEndExchangeAndUndo resumes a saved game with real mouse clicks,
// drags a tile where it goes face up only after an exchange, confirms the
// exchange offered with Enter, then goes back and forth step by step with
// Ctrl+Z, Ctrl+Shift+Z and the Undo and Redo buttons, places the tile as a
// Wilderness elsewhere with the exchange kept, and reads the turn back from
// the autosave: each step of it shows that one undo or redo happened.
func TestEndToEndExchangeAndUndo(t *testing.T) {
	if testing.Short() {
		t.Skip("starts the game in a window")
	}
	et := findExchangeTurn(t)
	data, err := et.Record.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	d := startDesktop(t, func(home string) {
		if err := os.MkdirAll(filepath.Join(home, "orbis"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(home, "orbis", "autosave.json"), data, 0o644); err != nil {
			t.Fatal(err)
		}
	})
	l := board.NewLayout(1280, 800, 2, 0)
	button := func(b board.ButtonID) {
		r := l.Buttons[b]
		d.click(r.X+r.W/2, r.Y+r.H/2)
	}
	d.click(640, 457) // title: Continue (game/title.go: titleTop + 2 titleStep)
	time.Sleep(500 * time.Millisecond)
	from, to, wild := l.Display[et.Pos], l.Seats[0].Target(et.Slot), l.Seats[0].Target(et.Wild)

	d.drag(from.CX, from.CY, to.CX, to.CY, 10) // take: the exchange is offered
	d.key("Return")                            // exchange, and the tile goes face up
	d.key("ctrl+z")                            // back: the placement
	button(board.BtnUndo)                      // back: the exchange
	button(board.BtnRedo)                      // the exchange again
	d.key("ctrl+z", "ctrl+shift+z")            // back and forth once more
	d.click(wild.CX, wild.CY)                  // the tile in hand as a Wilderness: asked, the first Return confirms
	var actions []string
	for range 6 {
		d.key("Return")
		if actions = savedActions(t, d.autosave()); len(actions) > len(et.Record.Actions) && ends(actions) > ends(savedStrings(et.Record)) {
			break
		}
	}
	turn := actions[min(len(actions), len(et.Record.Actions)):]
	r, c := rules.SlotRowCol(et.Wild)
	want := []string{rules.TakeTile(et.Pos).String(), et.Exchange.String(), rules.PlaceWild(et.Wild).String()}
	if len(turn) < 4 || !slices.Equal(turn[:3], want) || !slices.Contains(turn, "end") {
		t.Fatalf("the turn saved is %v, want it to start %v (row %d, column %d) and end\ngame output:\n%s", turn, want, r, c, d.logs.String())
	}
}

// savedStrings is a record's actions as the autosave writes them.
func savedStrings(rec *rules.Record) []string {
	out := make([]string, len(rec.Actions))
	for i, a := range rec.Actions {
		out[i] = a.String()
	}
	return out
}
