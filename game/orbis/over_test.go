//go:build !js

package orbis

import (
	"slices"
	"strings"
	"testing"

	"orbis/game/table/tabletest"
	rules "orbis/rules/orbis"
)

// TestGameOverExplainsEveryTile: each player's card shows every tile with
// what it scored, a tooltip says why, the cards sit side by side inside the
// screen, and their lines fit them.
func TestGameOverExplainsEveryTile(t *testing.T) {
	env := testEnv(t)
	for players := rules.MinPlayers; players <= rules.MaxPlayers; players++ {
		m, err := demoMatch(env, players, 7, true, false)
		if err != nil {
			t.Fatal(err)
		}
		g := newGameOver(New(), env, m)
		if len(g.rows) != players {
			t.Fatalf("%d cards for %d players", len(g.rows), players)
		}
		f := env.Frame()
		for i, row := range g.rows {
			c := g.card(i)
			if c.X < 0 || c.X+c.W > 1280 || (i > 0 && c.X < g.card(i-1).X+g.card(i-1).W) {
				t.Errorf("%d players: card %d at %+v", players, i, c)
			}
			for _, line := range row.lines {
				if w := env.Text().Width(line, f.Px(13), false); w > f.Px(c.W-32)+0.5 {
					t.Errorf("%d players: the line %q is %.0f px wide on a card of %.0f", players, line, w, c.W)
				}
			}
			pyr := m.State().PyramidOf(row.seat)
			for slot := range rules.PyramidSlots {
				tip := g.tileTip(env, i, slot)
				if pyr[slot].Empty() != (tip == "") || tip != "" && !strings.Contains(tip, "CP") {
					t.Errorf("%d players, %s, slot %d: the tooltip reads %q", players, row.name, slot, tip)
				}
				h := g.tileHex(i, slot)
				if h.CX-h.R < c.X || h.CX+h.R > c.X+c.W {
					t.Errorf("%d players: slot %d of card %d sticks out of it", players, slot, i)
				}
			}
		}
	}
}

// TestGameOverOnPhones: the final score lays itself out for a phone, its
// cards one under another upright and scrolling, its buttons at the foot
// (see tabletest.CheckScoreOnPhones), for every table from two to four.
func TestGameOverOnPhones(t *testing.T) {
	for players := rules.MinPlayers; players <= rules.MaxPlayers; players++ {
		env := testEnv(t)
		env.SetSize(1280, 800)
		sc, err := New().Demo(env, "gameover", players, 7)
		if err != nil {
			t.Fatal(err)
		}
		g := sc.(*gameOver)
		desk := slices.Clone(g.final.Cards)
		tabletest.CheckScoreOnPhones(t, env, g, &g.final, desk)
		for i, row := range g.rows { // the lines wrapped for the desktop's card again
			for _, line := range row.lines {
				if w := env.Text().Width(line, env.Frame().Px(13), false); w > env.Frame().Px(g.card(i).W-32)+0.5 {
					t.Errorf("%d players, back on the desktop: %q is %.0f px wide on a card of %.0f", players, line, w, g.card(i).W)
				}
			}
		}
	}
}
