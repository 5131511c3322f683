package orbis

import (
	"slices"
	"strings"
	"testing"

	"orbis/game"
	"orbis/input"
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
