package orbis

import (
	"cmp"
	"testing"

	"orbis/assets"
	"orbis/game"
)

// TestTableTextsFit: in every language, at 1280×800 and 1920×1080, every
// lesson of the tutorial fits above the pyramid and the legend fits its
// panel.
func TestTableTextsFit(t *testing.T) {
	for _, lang := range assets.Languages() {
		t.Run(lang, func(t *testing.T) { tableTextsFit(t, lang) })
	}
}

func tableTextsFit(t *testing.T, lang string) {
	for _, size := range [][2]float64{{1280, 800}, {1920, 1080}} {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{New()}})
		if err != nil {
			t.Fatal(err)
		}
		env.SetSize(size[0], size[1])
		text := env.Text()
		// The buttons: TestEveryScreenFitsInEveryLanguage.
		// Every lesson of the tutorial fits the box above the pyramid.
		p := New().Tutorial(env).(*play)
		l := p.layout
		for _, ls := range lessons {
			for _, key := range []string{ls.Key, cmp.Or(ls.Touch, ls.Key)} { // clicked, and tapped on a tablet
				lines := text.Wrap(env.T(key), 14*l.S, l.Panel.W-28*l.S)
				if h := 28*l.S + 20*l.S + float64(len(lines)+1)*19*l.S; h > l.Panel.H+l.Seats[l.Active].Slots[13].R*1.2 {
					t.Errorf("%v: the lesson %s takes %.0f px, above the pyramid there are %.0f", size, key, h, l.Panel.H)
				}
			}
		}
		// The legend's lines fit its panel.
		lg := newLegend(New(), env, p.m.State().Tiles())
		y := legendY + 70
		for _, row := range lg.rows {
			y += max(44, 19*float64(len(row.text))+8) + 6
		}
		if y > legendY+legendH {
			t.Errorf("%v: the legend's rows end at %.0f, its panel at %.0f", size, y, legendY+legendH)
		}
	}
}
