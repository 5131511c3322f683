//go:build !js

package game

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/input"
)

// talliedGame is a game whose results keep tallies, named with the
// longest names the test can think of.
type talliedGame struct{ plain }

func (g *talliedGame) ID() string   { return "tallied" }
func (g *talliedGame) Name() string { return "TALLIED" }

func (g *talliedGame) TallyCharts() []TallyChart {
	same := func(_ *Env, name string) string { return name }
	return []TallyChart{
		{Kind: "god", Title: "orbis.statistics.gods", Name: same, One: true, Names: []string{
			"Goddess of Idleness", "Apprentice Goddess", "God of Technology", "God of Equilibrium", "Goddess of Love",
			"God of the Oceans", "Goddess of Fire", "Goddess of Nature", "God of Harvests", "God of Death"}},
		{Kind: "goal", Title: "orbit.statistics.goals", Name: same, Mean: true, Names: []string{"Circle goal", "Triangle goal", "Square goal"}},
	}
}

// statsScreenEnv is an environment with the test games on the table.
func statsScreenEnv(t *testing.T, lang string, scale int) (*Env, string) {
	t.Helper()
	dir := t.TempDir()
	env, err := NewEnv(Options{ConfigDir: dir, Lang: lang, Scale: scale, Games: []Game{&talliedGame{}, &teacher{}}, Screens: Screens{Stats: NewStats}})
	if err != nil {
		t.Fatal(err)
	}
	return env, dir
}

// said reports whether the screen writes the text, on one line or
// wrapped over several.
func said(s *statsScreen, text string) bool {
	var all []string
	for _, l := range s.drawn.labels {
		all = append(all, l.text)
	}
	return strings.Contains(strings.Join(all, " "), text)
}

// TestStatsScreenEmptyAndFull: an empty record says so kindly and draws
// no chart; a full one writes the figures and draws every chart; the
// layout follows the window and the tab.
func TestStatsScreenEmptyAndFull(t *testing.T) {
	env, _ := statsScreenEnv(t, "en", 100)
	empty := NewStats(env).(*statsScreen)
	if !empty.notice.Empty() || len(empty.drawn.fills) != 0 || len(empty.drawn.lines) != 0 || len(empty.drawn.dots) != 0 {
		t.Errorf("an empty record draws charts (%d bars, %d lines) or a notice %q", len(empty.drawn.fills), len(empty.drawn.lines), empty.notice.Key)
	}
	if !said(empty, env.T("statistics.empty", "TALLIED")) {
		t.Error("an empty record does not say so")
	}
	if ch, err := empty.Update(env, nil); err != nil || ch.op != stay {
		t.Errorf("an idle Update changes the scenes (%v)", err)
	}

	full := StatsDemo(env, 1).(*statsScreen)
	sum := full.stats.Summary("tallied")
	if sum.Played == 0 || len(full.drawn.lines) != 1 || len(full.drawn.dots) != len(sum.Recent) {
		t.Fatalf("played %d: %d lines, %d dots for %d recent games", sum.Played, len(full.drawn.lines), len(full.drawn.dots), len(sum.Recent))
	}
	for _, key := range []string{"statistics.games", "statistics.win_rate", "statistics.best_streak", "statistics.chart.levels", "statistics.chart.players", "orbis.statistics.gods", "orbit.statistics.goals"} {
		if !said(full, env.T(key)) {
			t.Errorf("the full record does not write %s", key)
		}
	}
	if !said(full, "Goddess of Idleness") && !said(full, "God of Death") {
		t.Error("the favourites are not named")
	}

	env.SetSize(1920, 1080)
	if _, err := full.Update(env, nil); err != nil || full.laidOut.w != 1920 {
		t.Errorf("a new window size is not laid out (%v)", err)
	}
	// The second game keeps no tallies: its record has no favourites.
	if _, err := full.Update(env, click(statTab+1)); err != nil || full.tab != 1 || said(full, env.T("orbis.statistics.gods")) || !said(full, env.T("statistics.chart.levels")) {
		t.Errorf("the second tab does not show the second game's record (%v)", err)
	}
}

// TestStatsScreenKeys: the keyboard reaches the statistics from the title,
// goes through the tabs and Back, and Esc or Back returns to the title.
func TestStatsScreenKeys(t *testing.T) {
	env, _ := statsScreenEnv(t, "en", 100)
	ti := newTitle(env)
	var opened Change
	for range len(ti.menu) {
		ch, err := ti.Update(env, []input.Intent{{Kind: input.KeyNext, Amount: 1}})
		if err != nil {
			t.Fatal(err)
		}
		if ti.focus == btnStats {
			opened, _ = ti.Update(env, []input.Intent{{Kind: input.KeyActivate}})
			break
		}
		_ = ch
	}
	s, ok := opened.scene.(*statsScreen)
	if opened.op != push || !ok {
		t.Fatalf("Tab and Space on the title do not open the statistics: %+v", opened)
	}
	key := func(k input.Kind) []input.Intent { return []input.Intent{{Kind: k, Amount: 1}} }
	var reached []int
	for range 3 {
		if _, err := s.Update(env, key(input.KeyNext)); err != nil {
			t.Fatal(err)
		}
		reached = append(reached, s.focus)
	}
	if want := []int{statTab, statTab + 1, statBack}; !slices.Equal(reached, want) {
		t.Errorf("Tab reaches %v, want the tabs then Back %v", reached, want)
	}
	s.focus = statTab + 1
	if _, err := s.Update(env, key(input.KeyConfirm)); err != nil || s.tab != 1 {
		t.Errorf("Enter on the second tab shows tab %d (%v)", s.tab, err)
	}
	if ch, _ := s.Update(env, key(input.KeyCancel)); ch.op != pop {
		t.Error("Esc does not return to the title")
	}
	s.focus = statBack
	if ch, _ := s.Update(env, key(input.KeyActivate)); ch.op != pop {
		t.Error("Back does not return to the title")
	}
	if ch, _ := s.Update(env, click(statBack)); ch.op != pop {
		t.Error("a click on Back does not return to the title")
	}
}

// TestStatsScreenSaysTheRecordWasUnreadable: a broken file is moved aside
// and the screen, which still opens, says where it went; so it does when
// a game's end found it broken earlier in the session.
func TestStatsScreenSaysTheRecordWasUnreadable(t *testing.T) {
	for _, when := range []string{"opening", "game end"} {
		env, dir := statsScreenEnv(t, "en", 100)
		if err := os.WriteFile(filepath.Join(dir, statsFile), []byte(`{"version":1,"games":[`), 0o644); err != nil {
			t.Fatal(err)
		}
		if when == "game end" {
			_ = env.RecordResult(result("tallied", seat("Ada", LevelHuman, 40, 1)))
		}
		s := NewStats(env).(*statsScreen)
		kept, _ := filepath.Glob(filepath.Join(dir, "stats.unreadable-*.json"))
		if len(kept) != 1 || s.notice.Key != "statistics.unreadable" || !said(s, env.Say(s.notice)) {
			t.Fatalf("%s: kept %v, notice %+v", when, kept, s.notice)
		}
		if !strings.Contains(env.Say(s.notice), kept[0]) {
			t.Errorf("%s: the notice %q does not say where the file went", when, env.Say(s.notice))
		}
		if ch, err := s.Update(env, nil); err != nil || ch.op != stay {
			t.Errorf("%s: the screen does not run (%v)", when, err)
		}
		if over := Overflows(env, map[string]Scene{"stats": s}, 1); len(over) > 0 {
			t.Errorf("%s: %s", when, strings.Join(over, "\n"))
		}
	}
}

// TestStatsScreenFitsInEveryLanguage draws the screen empty, full and
// with the unreadable notice in every language at 1280×800, 1920×1080
// and 1920×1080 at 150 % (the real games' names: game/cli's test).
func TestStatsScreenFitsInEveryLanguage(t *testing.T) {
	for _, lang := range assets.Languages() {
		for _, fc := range []struct {
			w, h  float64
			scale int
		}{{1280, 800, 100}, {1920, 1080, 100}, {1920, 1080, 150}} {
			env, _ := statsScreenEnv(t, lang, fc.scale)
			env.SetSize(fc.w, fc.h)
			broken := StatsDemo(env, 2).(*statsScreen)
			broken.notice = Say("statistics.unreadable", "/home/someone/.config/orbis/stats.unreadable-20261125-193000.json")
			broken.layout(env)
			second := StatsDemo(env, 3).(*statsScreen)
			second.Update(env, click(statTab+1))
			scenes := map[string]Scene{"empty": NewStats(env), "full": StatsDemo(env, 1), "broken": broken, "second": second}
			if over := Overflows(env, scenes, 1); len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}
