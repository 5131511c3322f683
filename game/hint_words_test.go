package game

import (
	"strings"
	"testing"

	"orbis/rules"
	"orbis/rules/ai"
)

// TestHintWords words every kind of reason, with every effect and both
// plural forms, and checks no message is missing or misformatted.
func TestHintWords(t *testing.T) {
	a, err := NewApp(Options{ConfigDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	byEffect := map[rules.Effect]*rules.Tile{}
	cat := rules.Catalogue()
	for i := range cat {
		if byEffect[cat[i].Effect] == nil {
			byEffect[cat[i].Effect] = &cat[i]
		}
	}
	type check struct {
		reason ai.Reason
		want   []string
	}
	checks := []check{
		{ai.Reason{Kind: ai.ReasonFinish}, []string{"Finish the turn"}},
		{ai.Reason{Kind: ai.ReasonGod, God: rules.Love, Worth: 6}, []string{"Goddess of Love", "about 6 CP"}},
		{ai.Reason{Kind: ai.ReasonGodLast, God: rules.Death, Worth: 4}, []string{"pyramid is complete", "about 4 CP"}},
	}
	for effect, tile := range byEffect {
		name := tileName(a, tile)
		for _, n := range []int{0, 1, 3} {
			checks = append(checks,
				check{ai.Reason{Kind: ai.ReasonWild, Tile: tile, Row: 0, Col: 4, Worshippers: n}, []string{name, "Wilderness at row 1, column 5"}},
				check{ai.Reason{Kind: ai.ReasonFaceUp, Tile: tile, Row: 1, Col: 2, Worshippers: n, ForestReady: n == 1}, []string{name, "face up at row 2, column 3"}})
		}
		if effect == rules.Farm {
			checks = append(checks, check{ai.Reason{Kind: ai.ReasonFaceUp, Tile: tile}, []string{a.T("color."+tile.EffectColor.String()) + " costs are free"}})
		}
	}
	for _, c := range checks {
		got := hintWords(a, c.reason)
		if got == "" || strings.Contains(got, "{") || strings.Contains(got, "%!") {
			t.Errorf("%+v: %q", c.reason, got)
			continue
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%+v: %q does not say %q", c.reason, got, w)
			}
		}
	}
	if got := hintWords(a, ai.Reason{Kind: ai.ReasonFaceUp, Tile: byEffect[rules.Village], Worshippers: 1}); !strings.Contains(got, "for 1 worshipper:") {
		t.Errorf("the singular is not used: %q", got)
	}
}
