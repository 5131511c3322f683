package orbis

import (
	"slices"
	"strings"
	"testing"

	"orbis/game"
	"orbis/game/fluidtest"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	"orbis/rules/orbis/ai"
)

// TestLegendOpensFromTheTable: L and the top bar's button open the legend
// over the table, L, Esc or a click close it, and every tooltip says so.
func TestLegendOpensFromTheTable(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}}, 0, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	for _, in := range []input.Intent{{Kind: input.KeyLegend}, {Kind: input.Click, Target: input.Target{Kind: board.Button, Index: int(board.BtnLegend)}}} {
		change, err := p.Update(env, []input.Intent{in})
		if err != nil {
			t.Fatal(err)
		}
		if change == game.Stay {
			t.Fatalf("%+v opened nothing", in)
		}
	}
	lg := newLegend(New(), env, m.State().Tiles())
	if lg.sample == nil || len(lg.rows) < 8 || len(lg.parts) != 5 {
		t.Fatalf("the legend explains %d icons and %d parts of a tile (%v)", len(lg.rows), len(lg.parts), lg.sample)
	}
	for _, close := range []input.Kind{input.KeyLegend, input.KeyCancel, input.Click} {
		if change, _ := lg.Update(env, []input.Intent{{Kind: close}}); change == game.Stay {
			t.Errorf("intent %d does not close the legend", close)
		}
	}
	p.hover = p.layout.Hit(p.layout.Display[0].CX, p.layout.Display[0].CY-20, board.NoPanel, 0, nil)
	p.buildView(env)
	if p.view.Tooltip == "" || !slices.Contains(strings.Split(p.view.Tooltip, "\n"), env.T("orbis.tip.legend")) {
		t.Errorf("a tile's tooltip does not lead to the legend: %q", p.view.Tooltip)
	}
}

// TestLegendScrollsOnAPhone: on a phone the legend is laid out for the
// window, whatever the table beneath: its words wrapped to the phone's
// width, a Close button a finger presses, a drag on it scrolling it to its
// end; turned, it is laid out again within its ends.
func TestLegendScrollsOnAPhone(t *testing.T) {
	env := testEnv(t)
	env.SetWindow(390, 844, 1)
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}}, 0, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	lg := newLegend(New(), env, m.State().Tiles())
	if !lg.fluid {
		t.Fatal("the legend keeps the desktop's canvas on a phone")
	}
	env.Enter(lg)
	f := env.Frame()
	for _, row := range lg.rows {
		for _, line := range row.text {
			if w := env.Text().Width(line, f.Px(14), false) / f.S; w > legendColumn(f)-legendIconW {
				t.Errorf("%q is %.0f wide, its room %.0f", line, w, legendColumn(f)-legendIconW)
			}
		}
	}
	if bad := fluidtest.Misfits(f, lg.fl.close); len(bad) > 0 || len(lg.fl.close) != 1 {
		t.Fatalf("the Close button: %v", bad)
	}
	where := lg.Hit(env, 195, 400)
	if !lg.Draggable(where) {
		t.Fatal("a drag on the legend does not scroll it")
	}
	for range 30 {
		if _, err := lg.Update(env, []input.Intent{{Kind: input.DragStart, Target: where, Y: 600}, {Kind: input.DragMove, Target: where, Y: 300}}); err != nil {
			t.Fatal(err)
		}
	}
	if s := &lg.fl.scroll; !s.Scrolls() || s.Offset != s.Max() {
		t.Errorf("dragged up, the legend is at %.0f of %.0f", s.Offset, s.Max())
	}
	env.SetWindow(844, 390, 1)
	env.Enter(lg)
	lg.Restyle(env)
	if s := &lg.fl.scroll; s.Offset > s.Max() || lg.fl.close[0].Y > render.FluidTarget {
		t.Errorf("turned, the legend is at %.0f of %.0f, Close at %.0f", s.Offset, s.Max(), lg.fl.close[0].Y)
	}
	close := lg.Hit(env, f.X(lg.fl.close[0].X), f.Y(lg.fl.close[0].Y))
	if change, _ := lg.Update(env, []input.Intent{{Kind: input.Click, Target: close}}); change == game.Stay {
		t.Error("Close does not close the legend")
	}
}
