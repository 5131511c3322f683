package orbis

import (
	"math/rand/v2"
	"slices"
	"testing"

	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// nextIntents chooses what a simple player would do with the mouse and keys
// in the current state: the intents, not the rules actions.
func nextIntents(t *testing.T, m *match, turn *Turn, step int) []input.Intent {
	s := m.State()
	seat := s.CurrentPlayer()
	click := func(kind int, i int) input.Intent {
		tg := input.Target{Kind: kind, Index: i}
		return input.Intent{Kind: input.Click, Target: tg, Over: tg}
	}
	switch {
	case turn.Panel.Kind != NoPanel:
		if !turn.Panel.Complete() {
			t.Fatalf("step %d: the pre-filled %v panel is incomplete: %+v", step, turn.Panel.Kind, turn.Panel)
		}
		return []input.Intent{click(board.Button, int(board.BtnConfirm))}
	case s.Phase() == rules.PhaseFinish:
		return []input.Intent{{Kind: input.KeyConfirm}}
	case s.Phase() == rules.PhasePlace:
		// A tile in hand (its question cancelled, or its take redone): a
		// click on one of its slots.
		faceUp, wild := s.Placements(-1)
		if faceUp == 0 {
			faceUp = wild
		}
		return []input.Intent{click(board.Slot, faceUp.Slots()[0])}
	case s.Phase() == rules.PhaseChoose && s.Seat(seat).RegionCount == rules.RegionTiles:
		// The god turn: a click selects, a second click takes.
		return []input.Intent{click(board.GodTile, 0), click(board.GodTile, 0)}
	case s.Phase() == rules.PhaseChoose:
		// Every third turn click-click, otherwise drag and drop.
		for pos := range rules.DisplaySize {
			if s.Display(pos) == rules.NoTile {
				continue
			}
			faceUp, wild := s.Placements(pos)
			slots := faceUp
			if slots == 0 || step%5 == 0 {
				slots = wild
			}
			slot := slots.Slots()[0]
			tile := input.Target{Kind: board.DisplayTile, Index: pos}
			target := input.Target{Kind: board.Slot, Index: slot}
			if step%3 == 0 {
				return []input.Intent{click(board.DisplayTile, pos), click(board.Slot, slot)}
			}
			return []input.Intent{
				{Kind: input.DragStart, Target: tile, Over: tile},
				{Kind: input.DragMove, Target: tile, Over: target},
				{Kind: input.Drop, Target: tile, Over: target},
			}
		}
	}
	t.Fatalf("step %d: no idea what to do in phase %v", step, s.Phase())
	return nil
}

func TestFullGameThroughIntents(t *testing.T) {
	for _, players := range []int{2, 3, 4} {
		seats := make([]SeatConfig, players)
		for i := range seats {
			seats[i] = SeatConfig{Name: string(rune('A' + i))}
		}
		m, err := newMatch(seats, 0, uint64(40+players), false)
		if err != nil {
			t.Fatal(err)
		}
		var turn Turn
		turn.Reset(m)
		undone := false
		for step := 0; !m.State().IsOver(); step++ {
			if step > 5000 {
				t.Fatal("the game does not end")
			}
			// Once, take a turn back mid-way, step by step, to its start,
			// and play it again step by step.
			if seat := m.State().CurrentPlayer(); !undone && m.Sess.CanUndo(seat) && m.State().Turn() == 7 {
				before, steps := *m.State(), len(m.Sess.TurnSteps())
				undos := 0
				for m.Sess.CanUndo(seat) {
					if !turn.Handle(m, input.Intent{Kind: input.KeyUndo}) {
						t.Fatal("Ctrl+Z did not take a step back")
					}
					undos++
				}
				if len(m.Sess.TurnSteps()) != 0 || undos == 0 || steps == 0 || m.State().Phase() != rules.PhaseChoose {
					t.Fatalf("Ctrl+Z %d times did not take the turn back to its start (%d steps left)", undos, len(m.Sess.TurnSteps()))
				}
				for range undos {
					if !turn.Handle(m, input.Intent{Kind: input.KeyRedo}) {
						t.Fatal("Ctrl+Shift+Z did not play a step again")
					}
				}
				if *m.State() != before {
					t.Fatal("redoing every step taken back does not give the turn back as it was")
				}
				undone = true
				continue
			}
			for _, in := range nextIntents(t, m, &turn, step) {
				turn.Handle(m, in)
			}
			if turn.Err {
				t.Fatalf("step %d: refused: %v", step, turn.Refused)
			}
		}
		if !undone {
			t.Fatal("the undo was never tried")
		}
		st, err := m.Record().Replay()
		if err != nil || !st.IsOver() {
			t.Fatalf("the record does not replay: %v", err)
		}
		for p := range players {
			if st.Seat(p).RegionCount != rules.RegionTiles || st.Seat(p).God == rules.NoGod {
				t.Fatalf("seat %d ends incomplete", p)
			}
		}
	}
}

func TestRefusedDropChangesNothing(t *testing.T) {
	m, _ := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, 3, false)
	var turn Turn
	turn.Reset(m)
	before := *m.State()
	tile := input.Target{Kind: board.DisplayTile, Index: 0}
	// Slot (1,0) needs two tiles beneath: refused.
	turn.Handle(m, input.Intent{Kind: input.DragStart, Target: tile})
	turn.Handle(m, input.Intent{Kind: input.Drop, Target: tile, Over: input.Target{Kind: board.Slot, Index: 5}})
	if *m.State() != before || len(m.Record().Actions) != 0 {
		t.Fatal("a refused drop changed the match")
	}
	if !turn.Err || turn.Message.Empty() || turn.Refused == nil {
		t.Fatal("a refused drop says nothing")
	}
	if got, want := testEnv(t).Say(turn.Message), "A tile at row 2, column 1 needs two tiles beneath it."; got != want {
		t.Errorf("the refused drop says %q, want %q", got, want)
	}
	// A drop outside the pyramid cancels silently.
	turn.Handle(m, input.Intent{Kind: input.DragStart, Target: tile})
	turn.Handle(m, input.Intent{Kind: input.Drop, Target: tile})
	if *m.State() != before {
		t.Fatal("a drop outside changed the match")
	}
}

// TestDropBeyondTheBaseRow: a tile dropped on the end beyond a base row
// that touches column 0 goes there and shifts the pyramid; an end that is
// not open takes a drop as a drop elsewhere, without a refusal.
func TestDropBeyondTheBaseRow(t *testing.T) {
	m, _ := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, 3, false)
	var turn Turn
	turn.Reset(m)
	drag := func(pos, target int) bool {
		tile := input.Target{Kind: board.DisplayTile, Index: pos}
		over := input.Target{Kind: board.Slot, Index: target}
		turn.Handle(m, input.Intent{Kind: input.DragStart, Target: tile})
		turn.Handle(m, input.Intent{Kind: input.DragMove, Target: tile, Over: over})
		return turn.Handle(m, input.Intent{Kind: input.Drop, Target: tile, Over: over})
	}
	before := *m.State()
	if drag(0, rules.BaseLeft) || *m.State() != before || turn.Err {
		t.Fatalf("a drop beyond an empty base row was not ignored (refusal %v)", turn.Refused)
	}
	turn.AsWild = true
	if !drag(0, 0) {
		t.Fatalf("the first tile did not go into (0,0): %v", turn.Refused)
	}
	first := m.State().PyramidOf(0)[0].Tile
	endTurn := func() {
		for m.State().Phase() != rules.PhaseChoose {
			if turn.Panel.Kind != NoPanel {
				turn.Handle(m, input.Intent{Kind: input.Click, Target: input.Target{Kind: board.Button, Index: int(board.BtnConfirm)}})
				continue
			}
			turn.Handle(m, input.Intent{Kind: input.KeyConfirm})
		}
	}
	endTurn()
	turn.AsWild = true
	if !drag(0, 2) { // seat 1's own base
		t.Fatalf("seat 1 could not place: %v", turn.Refused)
	}
	endTurn()
	turn.AsWild = true
	if !drag(4, rules.BaseLeft) {
		t.Fatalf("the drop beyond column 0 was refused: %v", turn.Refused)
	}
	pyr := m.State().PyramidOf(0)
	if pyr[1].Tile != first || pyr[0].Empty() {
		t.Fatalf("the pyramid did not shift: (0,0) %+v, (0,1) %+v", pyr[0], pyr[1])
	}
	actions := m.Record().Actions
	if got := actions[len(actions)-1].String(); got != "wild 0,-1" {
		t.Errorf("the placement is recorded as %q, want \"wild 0,-1\"", got)
	}
}

// exchangePosition plays random legal moves of a game of people until the
// seat to act could take a display tile face up only after an exchange. It
// returns the match, the display position and the slot.
func exchangePosition(t *testing.T, seed uint64) (*match, int, int) {
	t.Helper()
	m, err := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 5))
	var legal []rules.Action
	for !m.State().IsOver() {
		s := m.State()
		if s.Phase() == rules.PhaseChoose {
			for pos := range rules.DisplaySize {
				if s.Display(pos) == rules.NoTile {
					continue
				}
				if slots, _ := s.ExchangePlacements(pos); slots != 0 {
					return m, pos, slots.Slots()[0]
				}
			}
		}
		legal = s.LegalActions(legal[:0])
		if err := m.Sess.Submit(s.CurrentPlayer(), legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatalf("seed %d: no position wants an exchange", seed)
	return nil, 0, 0
}

// TestTakeExchangePayPlace: a tile dropped where it goes face up only after
// an exchange is taken, the exchange is offered with its colours chosen,
// and confirming it pays for the tile and places it there; each is a step
// of its own, taken back one by one.
func TestTakeExchangePayPlace(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		m, pos, slot := exchangePosition(t, seed)
		var turn Turn
		turn.Reset(m)
		s := m.State()
		seat := s.CurrentPlayer()
		_, plan := s.ExchangePlacements(pos)
		tile, realm := s.Display(pos), s.RealmOf(seat)
		from := input.Target{Kind: board.DisplayTile, Index: pos}
		over := input.Target{Kind: board.Slot, Index: slot}
		faceUp, exchange, _ := turn.Highlights(s)
		if faceUp != 0 || exchange != 0 {
			t.Fatalf("seed %d: slots lit before a tile is in hand", seed)
		}
		turn.Handle(m, input.Intent{Kind: input.DragStart, Target: from})
		if _, exchange, _ = turn.Highlights(s); !exchange.Has(slot) {
			t.Fatalf("seed %d: slot %d is not lit as needing an exchange", seed, slot)
		}
		turn.Handle(m, input.Intent{Kind: input.Drop, Target: from, Over: over})
		if s.Phase() != rules.PhasePlace || turn.Panel.Kind != PanelExchange || !turn.Panel.Complete() ||
			turn.Panel.From != plan.From[0] || turn.Panel.To != plan.To[0] || turn.Err {
			t.Fatalf("seed %d: after the drop: phase %v, panel %+v, refusal %v", seed, s.Phase(), turn.Panel, turn.Refused)
		}
		if realm := s.RealmOf(seat); realm[plan.From[0]] < 3 {
			t.Fatalf("seed %d: something was spent before the exchange was confirmed", seed)
		}
		// Enter confirms the exchange offered; more may follow.
		for turn.Panel.Kind == PanelExchange {
			if !turn.Handle(m, input.Intent{Kind: input.KeyConfirm}) {
				t.Fatalf("seed %d: Enter did not confirm the exchange: %v", seed, turn.Refused)
			}
		}
		landing, _ := rules.Landing(slot)
		if pl := s.PyramidOf(seat)[landing]; pl.Tile != tile || pl.Wild {
			t.Fatalf("seed %d: the tile is not face up where it was dropped: %+v", seed, pl)
		}
		for turn.Panel.Kind == PanelPay { // the multicolour part, pre-filled
			turn.Handle(m, input.Intent{Kind: input.KeyConfirm})
		}
		kinds := []rules.Kind{}
		for _, st := range m.Sess.TurnSteps() {
			kinds = append(kinds, st.Action.Kind)
		}
		if len(kinds) < 3 || kinds[0] != rules.KindTakeTile || kinds[1] != rules.KindExchange || !slices.Contains(kinds, rules.KindPlace) {
			t.Fatalf("seed %d: the turn's steps are %v, want take, exchange, …, place", seed, kinds)
		}
		// Step by step back: the placement, the exchange, the take.
		for _, want := range []rules.Phase{rules.PhasePlace, rules.PhasePlace, rules.PhaseChoose} {
			for m.Sess.CanUndo(seat) && len(m.Sess.TurnSteps()) > 0 && m.Sess.TurnSteps()[len(m.Sess.TurnSteps())-1].Action.Kind == rules.KindPay {
				turn.Handle(m, input.Intent{Kind: input.KeyUndo})
			}
			if !turn.Handle(m, input.Intent{Kind: input.KeyUndo}) || s.Phase() != want {
				t.Fatalf("seed %d: undo left the %v phase, want %v", seed, s.Phase(), want)
			}
		}
		if s.Display(pos) != tile || s.RealmOf(seat) != realm {
			t.Fatalf("seed %d: undoing the turn's steps did not put back the tile and the worshippers", seed)
		}
		// And forward again, step by step, to the tile face up where it was dropped.
		for m.Sess.CanRedo(seat) {
			if !turn.Handle(m, input.Intent{Kind: input.KeyRedo}) {
				t.Fatalf("seed %d: redo refused while the session can redo", seed)
			}
		}
		if pl := s.PyramidOf(seat)[landing]; pl.Tile != tile || pl.Wild {
			t.Fatalf("seed %d: redoing the steps did not place the tile again: %+v", seed, pl)
		}
	}
}

// TestCancelTheExchangeOffered: Esc or Cancel on the exchange a drop
// offered spends nothing and leaves the tile in hand, no slot pending.
func TestCancelTheExchangeOffered(t *testing.T) {
	for _, cancel := range []input.Intent{{Kind: input.KeyCancel}, {Kind: input.Click, Target: input.Target{Kind: board.Button, Index: int(board.BtnDecline)}}} {
		m, pos, slot := exchangePosition(t, 2)
		var turn Turn
		turn.Reset(m)
		from := input.Target{Kind: board.DisplayTile, Index: pos}
		turn.Handle(m, input.Intent{Kind: input.DragStart, Target: from})
		turn.Handle(m, input.Intent{Kind: input.Drop, Target: from, Over: input.Target{Kind: board.Slot, Index: slot}})
		s := m.State()
		realm := s.RealmOf(s.CurrentPlayer())
		if turn.Panel.Kind != PanelExchange || turn.Pending.Kind != board.Slot {
			t.Fatalf("no exchange offered after the drop: panel %v, pending %+v", turn.Panel.Kind, turn.Pending)
		}
		turn.Handle(m, cancel)
		if turn.Panel.Kind == PanelExchange || turn.Pending.Kind != board.None {
			t.Errorf("%v: the exchange is still offered (panel %v, pending %+v)", cancel.Kind, turn.Panel.Kind, turn.Pending)
		}
		if s.Phase() != rules.PhasePlace || s.RealmOf(s.CurrentPlayer()) != realm {
			t.Errorf("%v: the cancel changed the game: phase %v", cancel.Kind, s.Phase())
		}
	}
}

// TestConfirmEndOfTurn: with the option on, the first End turn (or Enter)
// asks, the second ends the turn; anything else in between takes the
// question back.
func TestConfirmEndOfTurn(t *testing.T) {
	m, err := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	var turn Turn
	turn.Reset(m)
	for step := 0; m.State().Phase() != rules.PhaseFinish; step++ {
		for _, in := range nextIntents(t, m, &turn, step) {
			turn.Handle(m, in)
		}
	}
	endButton := input.Target{Kind: board.Button, Index: int(board.BtnEndTurn)}
	endClick := input.Intent{Kind: input.Click, Target: endButton, Over: endButton}
	elsewhere := input.Intent{Kind: input.Click, Target: input.Target{Kind: board.DisplayTile, Index: 0}}
	first := m.State().Turn()
	tests := []struct {
		name     string
		in       input.Intent
		asked    bool
		turnEnds bool
	}{
		{"the first End turn asks", endClick, true, false},
		{"a click elsewhere takes it back", elsewhere, false, false},
		{"Enter asks again", input.Intent{Kind: input.KeyConfirm}, true, false},
		{"Esc takes it back", input.Intent{Kind: input.KeyCancel}, false, false},
		{"End turn asks", endClick, true, false},
		{"End turn again ends the turn", endClick, false, true},
	}
	for _, tc := range tests {
		turn.ConfirmEnd = true
		turn.Handle(m, tc.in)
		if turn.AskedEnd != tc.asked || (m.State().Turn() != first) != tc.turnEnds {
			t.Fatalf("%s: asked %v, turn %d (from %d)", tc.name, turn.AskedEnd, m.State().Turn(), first)
		}
		if tc.asked && turn.Message.Empty() {
			t.Errorf("%s: nothing says why the turn did not end", tc.name)
		}
	}
	// Without the option, one End turn ends the turn.
	var other Turn
	other.Reset(m)
	for step := 0; m.State().Phase() != rules.PhaseFinish; step++ {
		for _, in := range nextIntents(t, m, &other, step) {
			other.Handle(m, in)
		}
	}
	second := m.State().Turn()
	other.Handle(m, endClick)
	if m.State().Turn() == second {
		t.Error("without the option, End turn asked")
	}
}
