package orbis

import (
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	"orbis/rules/orbis/ai"
)

// TestInspectAnOpponent: a click on an opponent's panel draws its universe
// large, with the person's view and no move of theirs possible there; a
// click anywhere or Esc brings the person's own back.
func TestInspectAnOpponent(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}, {Name: "Cy", Level: ai.Easy}}, 0, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	update := func(in input.Intent) {
		t.Helper()
		if _, err := p.Update(env, []input.Intent{in}); err != nil {
			t.Fatal(err)
		}
	}
	click := func(kind, index int) input.Intent {
		return input.Intent{Kind: input.Click, Target: input.Target{Kind: kind, Index: index}}
	}
	update(click(board.SeatPanel, 2))
	if p.layout.Active != 2 || p.seenBy != 0 {
		t.Fatalf("looking at seat 3: seat %d drawn large, the view of seat %d", p.layout.Active, p.seenBy)
	}
	if p.view.FaceUp|p.view.Exchange|p.view.WildOnly != 0 || p.view.Status == "" {
		t.Errorf("another seat's slots are lit for a move, or nothing says whose universe this is (%q)", p.view.Status)
	}
	update(click(board.DisplayTile, 0)) // closes the look, selects nothing
	if p.layout.Active != 0 || p.turn.Selected.Kind != board.None {
		t.Fatalf("after a click: seat %d drawn large, %+v selected", p.layout.Active, p.turn.Selected)
	}
	update(click(board.SeatSlot, 1))
	if p.layout.Active != 1 {
		t.Fatalf("a click on a compact pyramid draws seat %d large", p.layout.Active)
	}
	update(input.Intent{Kind: input.KeyCancel})
	if p.layout.Active != 0 {
		t.Fatalf("Esc leaves seat %d drawn large", p.layout.Active)
	}
	update(input.Intent{Kind: input.KeyCancel}) // now the pause menu
	update(click(board.SeatPanel, 0))
	if p.inspect >= 0 {
		t.Error("a click on the person's own name opened a look at it")
	}
}
