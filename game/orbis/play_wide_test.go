package orbis

import (
	"testing"

	"orbis/game"
	"orbis/game/table/tabletest"
	"orbis/input"
	board "orbis/render/orbis"
	"orbis/rules/orbis/ai"
)

// TestAWideTableIsHitWhereDrawn: on a 2560×1080 window the table is laid
// out on the wide canvas, and a pointer on what is drawn there (the end
// turn button at the right edge, a slot of the pyramid, a tile of the
// display, a rival's slot) hits it; a tile picked stays picked as the
// window is made 1280×800, where the table is the desktop's again, and
// wide once more.
func TestAWideTableIsHitWhereDrawn(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}, {Name: "Cy", Level: ai.Easy}}, 0, 4, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	resize := func(w, h float64) {
		t.Helper()
		tabletest.Resize(t, env, p, w, h)
		if p.layout.W != w || p.layout.Frame != *env.Frame() {
			t.Fatalf("%v×%v: the table is laid out for %v×%v", w, h, p.layout.W, p.layout.H)
		}
	}
	hits := func(what string, x, y float64, want input.Target) {
		t.Helper()
		if got := p.Hit(env, x, y); got.Kind != want.Kind || got.Index != want.Index || got.Sub != want.Sub {
			t.Errorf("%s at (%.0f, %.0f): hit %+v, want %+v", what, x, y, got, want)
		}
	}
	resize(2560, 1080)
	l := p.layout
	if l.Extra() <= 0 || l.X(l.DW) != 2560 {
		t.Fatalf("the table's canvas is %v wide, to %v: not the wide screen's", l.DW, l.X(l.DW))
	}
	end := l.Buttons[board.BtnEndTurn]
	if end.X+end.W < 2560-l.Px(40) {
		t.Errorf("end turn ends at %v, not by the window's right edge", end.X+end.W)
	}
	hits("end turn", end.X+end.W/2, end.Y+end.H/2, input.Target{Kind: board.Button, Index: int(board.BtnEndTurn)})
	slot := l.Seats[0].Slots[7]
	hits("slot 7", slot.CX, slot.CY, input.Target{Kind: board.Slot, Index: 7})
	rival := l.Seats[2].Slots[3]
	hits("a rival's slot", rival.CX, rival.CY, input.Target{Kind: board.SeatSlot, Index: 2, Sub: 3})
	tile := l.Display[4]
	hits("display tile 4", tile.CX, tile.CY-tile.R/2, input.Target{Kind: board.DisplayTile, Index: 4})
	if _, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: board.DisplayTile, Index: 4}}}); err != nil {
		t.Fatal(err)
	}
	picked := p.turn.Selected
	if picked.Kind != board.DisplayTile {
		t.Fatalf("a click on display tile 4 picked %+v", picked)
	}
	resize(1280, 800)
	desk := board.LayoutIn(*env.Frame(), 3, 0, false, false)
	desk.Reading = p.layout.Reading
	if *p.layout != *desk || p.layout.Extra() != 0 || p.layout.X(0) != 0 {
		t.Errorf("at 1280×800 the table is not the desktop's")
	}
	resize(2560, 1080)
	if p.turn.Selected != picked {
		t.Errorf("after 1280×800 and back the tile picked is %+v, was %+v", p.turn.Selected, picked)
	}
	hits("end turn again", end.X+end.W/2, end.Y+end.H/2, input.Target{Kind: board.Button, Index: int(board.BtnEndTurn)})
}
