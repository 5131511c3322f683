//go:build !js

package orbis

import (
	"fmt"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
)

// phoneScenes are the table's scenes a phone or a tablet shows laid out
// for itself, with the players at the table.
var phoneScenes = []struct {
	demo    string
	players int
}{{"play", 2}, {"play", 3}, {"play", 4}, {"choice", 2}, {"exchange", 2}, {"wild", 2}, {"hint", 2}, {"notice", 2}, {"drawer", 2}, {"drawer", 4},
	{"tutorial", 2}, {"tutorial-rows", 2}, {"tutorial-god", 2}, {"tutorial-exchange", 2}}

// notYet are the windows whose layouts are still being made: their
// figures are measured and logged, not held.
var notYet = map[game.Window]bool{}

// TestTheTableKeepsTheFloorsOnPhones lays the table out at every window of
// game.FitWindows in every language, at every player count, with a choice,
// an exchange, the Wilderness asked, a hint, a notice and the tutorial's
// lessons: no text beyond its box, every text at least 12 CSS px, every
// target at least 44 (a finger's) or 24 (a mouse's).
func TestTheTableKeepsTheFloorsOnPhones(t *testing.T) {
	if testing.Short() {
		t.Skip("draws the table at twelve sizes in four languages")
	}
	for _, lang := range assets.Languages() {
		for _, w := range game.FitWindows {
			t.Run(lang+"/"+w.String(), func(t *testing.T) {
				env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{New()}})
				if err != nil {
					t.Fatal(err)
				}
				env.SetWindow(w.W, w.H, 1)
				g := New()
				scenes := map[string]game.Scene{}
				for _, sc := range phoneScenes {
					s, err := g.Demo(env, sc.demo, sc.players, 7)
					if err != nil {
						t.Fatalf("%s: %v", sc.demo, err)
					}
					scenes[fmt.Sprintf("%s %dp", sc.demo, sc.players)] = s
				}
				over, figures := game.Fit(env, scenes, 2)
				if len(over) > 0 && !notYet[w] {
					t.Errorf("%d texts overflow:\n%s", len(over), strings.Join(over, "\n"))
				}
				for _, f := range figures {
					if f.MinFont == 0 {
						t.Errorf("%s: no text measured", f.Scene)
					}
					if testing.Verbose() && lang == "en" {
						t.Log(f)
					}
				}
				if !w.Touch() {
					// The desktop keeps its pixels: its worshippers (16 px
					// wide at 1280×800) and log rows (18 px) stay below a
					// mouse's 24; its texts are held to 12 above.
					t.Logf("the desktop's targets: %v", figures["play 2p"])
					for _, f := range figures {
						if f.MinFont < game.MinFontCSS {
							t.Errorf("%v", f)
						}
					}
					return
				}
				if below := game.BelowFloors(w, figures); len(below) > 0 && !notYet[w] {
					t.Errorf("%s", strings.Join(below, "\n"))
				}
			})
		}
	}
}

// TestTheTableMeasuresItsTextsInEveryEnvironment: one game drawing its table
// in a second environment (each test of the screens makes its own) draws
// with that environment's renderer, so that its texts are measured: the
// table once kept the first one's, and the fit test read "smallest text 0".
func TestTheTableMeasuresItsTextsInEveryEnvironment(t *testing.T) {
	g := New()
	for i := range 2 {
		env := testEnv(t)
		env.SetWindow(390, 844, 1)
		p, err := g.Demo(env, "play", 2, 7)
		if err != nil {
			t.Fatal(err)
		}
		if _, figures := game.Fit(env, map[string]game.Scene{"play": p}, 2); figures["play"].MinFont == 0 {
			t.Errorf("environment %d: the table's texts are not measured", i+1)
		}
	}
}
