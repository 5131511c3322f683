package orbis

import (
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestKeyboardPlaysWholeTurns plays a hot-seat game by the keys alone (Tab
// to move the focus, Space to act on it) for several turns: taking tiles,
// placing them, confirming what the choices ask, ending each turn.
func TestKeyboardPlaysWholeTurns(t *testing.T) {
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
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, 11, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
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
