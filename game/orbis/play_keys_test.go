package orbis

import (
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// TestKeyboardPlaysWholeTurns plays a hot-seat game by the keys alone (Tab
// to move the focus, Space to act on it) for several turns: taking tiles,
// placing them, confirming what the choices ask, ending each turn.
func TestKeyboardPlaysWholeTurns(t *testing.T) {
	_, m, p, press := keyTable(t)
	// tabTo moves the focus with Tab to the first thing want accepts.
	tabTo := func(want func(board.Target) bool) bool {
		for range len(p.focusable) + 2 {
			if want(p.focus) {
				return true
			}
			press(input.KeyNext, 1)
		}
		return want(p.focus)
	}
	kind := func(k int) func(board.Target) bool { return func(f board.Target) bool { return f.Kind == k } }
	button := func(b board.ButtonID) func(board.Target) bool {
		return func(f board.Target) bool { return f == board.Target{Kind: board.Button, Index: int(b)} }
	}
	press(input.KeyNext, 0) // a first Update fills what can be focused
	for step := 0; m.State().Turn() < 8; step++ {
		if step > 400 {
			t.Fatalf("turn %d does not end by the keys (phase %v, panel %v)", m.State().Turn(), m.State().Phase(), p.turn.Panel.Kind)
		}
		s := m.State()
		switch {
		case p.turn.Panel.Kind != NoPanel:
			if !tabTo(button(board.BtnConfirm)) {
				t.Fatalf("the %v choice's Confirm cannot be reached by Tab", p.turn.Panel.Kind)
			}
		case s.Phase() == rules.PhaseFinish:
			if !tabTo(button(board.BtnEndTurn)) {
				t.Fatal("End turn cannot be reached by Tab")
			}
		case p.turn.Selected.Kind != board.None || s.Phase() == rules.PhasePlace:
			if !tabTo(kind(board.Slot)) {
				t.Fatal("no slot for the tile in hand can be reached by Tab")
			}
		default:
			if !tabTo(kind(board.DisplayTile)) {
				t.Fatal("no display tile can be reached by Tab")
			}
		}
		if p.focusRing().W == 0 {
			t.Errorf("step %d: the focus on %+v is not shown", step, p.focus)
		}
		press(input.KeyActivate, 0)
		if p.turn.Err {
			t.Fatalf("step %d: refused: %v", step, p.turn.Refused)
		}
	}
}

// TestArrowsMoveTheFocusByDirection: from the display's middle tile, the
// arrows reach its neighbours, and Esc drops the focus before it opens the
// menu.
func TestArrowsMoveTheFocusByDirection(t *testing.T) {
	env, _, p, _ := keyTable(t)
	p.Update(env, nil)
	tile := func(pos int) board.Target { return board.Target{Kind: board.DisplayTile, Index: pos} }
	tests := []struct {
		key  input.Kind
		from int
		want board.Target
	}{
		{input.KeyUp, 4, tile(1)}, {input.KeyDown, 4, tile(7)}, {input.KeyLeft, 4, tile(3)}, {input.KeyRight, 4, tile(5)},
	}
	for _, tc := range tests {
		p.focus = tile(tc.from)
		p.Update(env, []input.Intent{{Kind: tc.key}})
		if p.focus != tc.want {
			t.Errorf("key %v from tile %d: focus on %+v, want %+v", tc.key, tc.from, p.focus, tc.want)
		}
	}
	ch, _ := p.Update(env, []input.Intent{{Kind: input.KeyCancel}})
	if p.focus.Kind != board.None || ch != game.Stay {
		t.Errorf("the first Esc should drop the focus (focus %+v)", p.focus)
	}
	if ch, _ := p.Update(env, []input.Intent{{Kind: input.KeyCancel}}); ch == game.Stay {
		t.Error("the second Esc should open the menu")
	}
}

// TestTabGoesWhereTheHeldTileCanGo: after Space on a display tile, Tab and
// Shift+Tab go to the slots lit for it, not to the other display tiles.
func TestTabGoesWhereTheHeldTileCanGo(t *testing.T) {
	env, _, p, press := keyTable(t)
	press(input.KeyNext, 0)
	for _, step := range []float64{1, -1} {
		tile := board.Target{Kind: board.DisplayTile, Index: 4}
		focusOn(t, env, p, tile)
		press(input.KeyActivate, 0)
		if p.turn.Selected != tile {
			t.Fatalf("Space on display tile 4 did not pick it up: %+v", p.turn.Selected)
		}
		lit := p.view.FaceUp | p.view.WildOnly | p.view.Exchange
		press(input.KeyNext, step)
		if p.focus.Kind != board.Slot || !lit.Has(p.focus.Index) {
			t.Errorf("Tab by %v from the tile picked up went to %+v, want one of its slots %v", step, p.focus, lit.Slots())
		}
		press(input.KeyCancel, 0) // the focus
		press(input.KeyCancel, 0) // the tile
	}
}

// TestTooltipLeavesWithItsFocus: the tooltip the focus shows goes when the
// focus goes (Esc, the thing acted on gone, a turn over), and what the
// pointer rests on is hovered again; the focus on End turn does not leave
// the button hovered into the next round.
func TestTooltipLeavesWithItsFocus(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "A"}, {Name: "Bot", Level: ai.Easy}}, 0, 11, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	update := func(ins ...input.Intent) {
		t.Helper()
		if _, err := p.Update(env, ins); err != nil {
			t.Fatal(err)
		}
	}
	update()
	tile := board.Target{Kind: board.DisplayTile, Index: 0}
	focusOn(t, env, p, tile)
	if p.view.Tooltip == "" || p.view.Hover != tile {
		t.Fatalf("the focus on a display tile shows no tooltip (hover %+v)", p.view.Hover)
	}
	update(input.Intent{Kind: input.KeyCancel})
	if p.view.Tooltip != "" || p.view.Hover.Kind != board.None {
		t.Errorf("Esc dropped the focus but its tooltip stays: %q over %+v", p.view.Tooltip, p.view.Hover)
	}
	// The pointer rests on the gods: their tooltip comes back once the
	// focus leaves.
	god := input.Target{Kind: board.GodTile, Index: 0}
	update(input.Intent{Kind: input.Hover, Over: god, X: 50, Y: 480})
	focusOn(t, env, p, tile)
	update(input.Intent{Kind: input.KeyCancel})
	if p.view.Hover != board.Target(god) || p.view.TipX != 50 {
		t.Errorf("with the focus gone, the hover is %+v at %v, want the pointer's god at 50", p.view.Hover, p.view.TipX)
	}
	update(input.Intent{Kind: input.Hover, Over: input.Target{}, X: 700, Y: 780})
	// The person's turn by the keys, ended with the focus on End turn.
	for step := 0; m.State().CurrentPlayer() == 0; step++ {
		if step > 100 {
			t.Fatalf("the turn does not end by the keys (phase %v)", m.State().Phase())
		}
		s := m.State()
		switch {
		case p.turn.Panel.Kind != NoPanel:
			focusOn(t, env, p, board.Target{Kind: board.Button, Index: int(board.BtnConfirm)})
		case s.Phase() == rules.PhaseFinish:
			focusOn(t, env, p, board.Target{Kind: board.Button, Index: int(board.BtnEndTurn)})
		case p.turn.Selected.Kind == board.None && s.Phase() == rules.PhaseChoose:
			focusOn(t, env, p, tile)
		default:
			update(input.Intent{Kind: input.KeyNext, Amount: 1}) // from the tile held: its first slot
		}
		update(input.Intent{Kind: input.KeyActivate})
	}
	for m.State().CurrentPlayer() != 0 {
		update() // the computer plays
	}
	update()
	if p.view.Hover.Kind != board.None || p.view.Tooltip != "" {
		t.Errorf("the person's next turn begins with %+v hovered (tooltip %q), where the focus was", p.view.Hover, p.view.Tooltip)
	}
}

// keyTable is a hot-seat table of two people, for the keyboard's tests,
// and a function that presses a key at it.
func keyTable(t *testing.T) (*game.Env, *match, *play, func(kind input.Kind, amount float64)) {
	t.Helper()
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, 11, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	press := func(kind input.Kind, amount float64) {
		t.Helper()
		if _, err := p.Update(env, []input.Intent{{Kind: kind, Amount: amount}}); err != nil {
			t.Fatal(err)
		}
	}
	return env, m, p, press
}
