//go:build !js

package cli

import (
	"fmt"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/games"
)

// floorScenes are the scenes the floors are measured on, each game's and
// the shell's (the screenshot command's names), with the players at the
// table for each.
var floorScenes = map[string][]struct {
	scene   string
	players int
}{
	"orbis": {{"title", 2}, {"setup", 2}, {"setup", 4}, {"options", 2}, {"rules", 2}, {"stats", 2}, {"lobby", 2},
		{"play", 2}, {"play", 3}, {"play", 4}, {"tutorial", 2}, {"legend", 2}, {"choice", 2}, {"volcano", 2}, {"exchange", 2}, {"wild", 2}, {"hint", 2},
		{"gameover", 4}, {"pause", 2}, {"review", 2}, {"analysis", 2}, {"reviewpicker", 2}, {"continue", 2}, {"inprogress", 2}, {"deletegame", 2}, {"rivals", 4},
		{"originrefused", 2}, {"server_full", 2}, {"too_many_rooms", 2}, {"invite", 3}, {"chat", 3}, {"seats", 4}, {"seatsask", 4},
		{"seatsguest", 4}, {"lost", 4}, {"toomanyconns", 2}, {"connsfull", 2}, {"roomfailed", 2}, {"offline", 2},
		{"replayopening", 2}, {"replaynotover", 2}, {"hostsetup", 4}, {"watching", 2}, {"quickmatch", 2},
		{"profile", 2}, {"profilereplace", 2}, {"profilesignout", 2}, {"mygames", 2}, {"overrated", 3}, {"overrating", 3}},
	"orbit": {{"title", 1}, {"setup", 6}, {"setup", 1}, {"rules", 1}, {"play", 1}, {"play", 6}, {"order", 2}, {"scout", 2}, {"buy", 2}, {"zap", 2}, {"log", 1},
		{"gameover", 3}, {"pause", 6}, {"review", 2}, {"analysis", 3}, {"reviewpicker", 2}, {"roomsize", 2}, {"waitingroom", 2}, {"waitingguest", 2},
		{"play", 24}, {"captains", 24}, {"gameover", 24}, {"tutorial", 1}, {"tutorial-buy", 1}, {"review", 8}, {"analysis", 8}, {"hostsetup", 6}, {"watching", 3},
		{"overrated", 3}, {"overrating", 3}, {"overrated", 24}, {"overrating", 24}},
}

// printPending are the games whose pieces print words under the floor on
// some layout, logged until their art draws them at 12 px or leaves them
// to the tooltips: none now (Orbis' tiles print at the floor or not at
// all since their art took one: Sprites.SetFloor). Every game's print is held.
var printPending = map[string]bool{}

// TestEveryScreenKeepsTheFloors measures the smallest text and the
// smallest target of every scene of both games at every window of
// game.FitWindows, from a phone upright to a wide screen, in every
// language: a scene that lays itself out for the window (game.Responsive)
// keeps the floors (text 12 CSS px, targets 44 by touch and 24 by mouse)
// and draws no text beyond its room; the figures of the others are logged
// (-v) until they are laid out for phones too. Each scene is made once and
// taken through the windows in turn, as a window resized or a phone
// turned does: its layout must follow (Restyle).
func TestEveryScreenKeepsTheFloors(t *testing.T) {
	if testing.Short() {
		t.Skip("draws every scene at twelve sizes in four languages")
	}
	for _, lang := range assets.Languages() {
		t.Run(lang, func(t *testing.T) {
			t.Parallel() // the languages share nothing: two cores measure two
			keepsTheFloors(t, lang)
		})
	}
}

func keepsTheFloors(t *testing.T, lang string) {
	smallest := make([]windowSmallest, len(game.FitWindows)) // what -v reports
	defer func() {
		for i, w := range game.FitWindows {
			t.Logf("%s %v: smallest text %.1f (%s), print %.1f (%s), target %.1f (%s)", lang, w,
				smallest[i].font.size, smallest[i].font.scene, smallest[i].print.size, smallest[i].print.scene, smallest[i].target.size, smallest[i].target.scene)
		}
	}()
	for _, e := range games.All() {
		g := e.Game
		for _, sc := range floorScenes[g.ID()] {
			name := fmt.Sprintf("%s %s %dp", g.ID(), sc.scene, sc.players)
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{g}})
			if err != nil {
				t.Fatal(err)
			}
			first := game.FitWindows[0]
			env.SetWindow(first.W, first.H, 1)
			s := &shot{game: g, scene: sc.scene, players: sc.players, seed: 7}
			scene, err := s.first(env)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if scene == nil {
				scene = game.Title(env)
			}
			r, responsive := scene.(game.Responsive)
			if responsive = responsive && r.Responsive(); !responsive && lang != "en" {
				continue // its figures are logged once, in English
			}
			for i, w := range game.FitWindows {
				env.SetWindow(w.W, w.H, 1)
				over, figures := game.Fit(env, map[string]game.Scene{name: scene}, 2)
				if !responsive {
					t.Logf("not yet laid out for any window: %v: %v", w, figures[name])
					continue
				}
				smallest[i].keep(name, figures[name])
				if len(over) > 0 {
					t.Errorf("%s at %v: %d texts overflow:\n%s", lang, w, len(over), strings.Join(over, "\n"))
				}
				if f := figures[name]; f.MinPrint > 0 && f.MinPrint < game.MinFontCSS {
					if !printPending[g.ID()] {
						t.Errorf("%s: %v: words printed on a piece under %d px", lang, f, game.MinFontCSS)
					} else {
						t.Logf("print on a piece under the floor, pending: %v", f)
					}
				}
				if below := game.BelowFloors(w, figures); len(below) > 0 {
					t.Errorf("%s: %s", lang, strings.Join(below, "\n"))
				}
			}
		}
	}
}

// windowSmallest is the smallest text, print and target found at one
// window over every scene, and the scene each was found in.
type windowSmallest struct{ font, print, target sizeIn }

type sizeIn struct {
	size  float64
	scene string
}

func (s *sizeIn) keep(size float64, scene string) {
	if size > 0 && (s.size == 0 || size < s.size) {
		s.size, s.scene = size, scene
	}
}

func (w *windowSmallest) keep(scene string, f game.Figures) {
	w.font.keep(f.MinFont, scene)
	w.print.keep(f.MinPrint, scene)
	w.target.keep(f.MinTarget, scene)
}
