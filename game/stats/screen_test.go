//go:build !js

package stats

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"orbis/assets"
	"orbis/game"
	"orbis/game/gametest"
	"orbis/input"
)

// talliedGame is a game whose results keep tallies, named with the
// longest names the test can think of.
type talliedGame struct{ gametest.Teacher }

func (g *talliedGame) ID() string   { return "tallied" }
func (g *talliedGame) Name() string { return "TALLIED" }

func (g *talliedGame) TallyCharts() []game.TallyChart {
	same := func(_ *game.Env, name string) string { return name }
	return []game.TallyChart{
		{Kind: "god", Title: "orbis.statistics.gods", Name: same, One: true, Names: []string{
			"Goddess of Idleness", "Apprentice Goddess", "God of Technology", "God of Equilibrium", "Goddess of Love",
			"God of the Oceans", "Goddess of Fire", "Goddess of Nature", "God of Harvests", "God of Death"}},
		{Kind: "goal", Title: "orbit.statistics.goals", Name: same, Mean: true, Names: []string{"Circle goal", "Triangle goal", "Square goal"}},
	}
}

// statsScreenEnv is an environment with the test games on the table.
func statsScreenEnv(t *testing.T, lang string, scale int) (*game.Env, string) {
	t.Helper()
	dir := t.TempDir()
	env, err := game.NewEnv(game.Options{ConfigDir: dir, Lang: lang, Scale: scale, Games: []game.Game{&talliedGame{}, &gametest.Teacher{}}, Screens: game.Screens{Stats: New}})
	if err != nil {
		t.Fatal(err)
	}
	return env, dir
}

// said reports whether the screen writes the text, on one line or
// wrapped over several.
func said(s *statsScreen, text string) bool {
	return strings.Contains(strings.Join(s.drawn.Texts(), " "), text)
}

// TestStatsScreenEmptyAndFull: an empty record says so kindly and draws
// no chart; a full one writes the figures and draws every chart; the
// layout follows the window and the tab.
func TestStatsScreenEmptyAndFull(t *testing.T) {
	env, _ := statsScreenEnv(t, "en", 100)
	empty := New(env).(*statsScreen)
	if bars, lines, dots := empty.drawn.Marks(); !empty.notice.Empty() || bars != 0 || lines != 0 || dots != 0 {
		t.Errorf("an empty record draws charts (%d bars, %d lines) or a notice %q", bars, lines, empty.notice.Key)
	}
	if !said(empty, env.T("statistics.empty", "TALLIED")) {
		t.Error("an empty record does not say so")
	}
	if ch, err := empty.Update(env, nil); err != nil || ch != game.Stay {
		t.Errorf("an idle Update changes the scenes (%v)", err)
	}

	full := Demo(env, 1).(*statsScreen)
	sum := full.stats.Summary("tallied")
	if _, lines, dots := full.drawn.Marks(); sum.Played == 0 || lines != 1 || dots != len(sum.Recent) {
		t.Fatalf("played %d: %d lines, %d dots for %d recent games", sum.Played, lines, dots, len(sum.Recent))
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
	if _, err := full.Update(env, gametest.Click(statTab+1)); err != nil || full.tab != 1 || said(full, env.T("orbis.statistics.gods")) || !said(full, env.T("statistics.chart.levels")) {
		t.Errorf("the second tab does not show the second game's record (%v)", err)
	}
}

// TestStatsScreenKeys: the keyboard goes through the tabs and Back, and
// Esc or Back returns to the title (game's TestTitleKeysReachTheStatistics:
// the keyboard reaches the statistics from the title).
func TestStatsScreenKeys(t *testing.T) {
	env, _ := statsScreenEnv(t, "en", 100)
	s := New(env).(*statsScreen)
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
	if ch, _ := s.Update(env, key(input.KeyCancel)); ch != game.Pop() {
		t.Error("Esc does not return to the title")
	}
	s.focus = statBack
	if ch, _ := s.Update(env, key(input.KeyActivate)); ch != game.Pop() {
		t.Error("Back does not return to the title")
	}
	if ch, _ := s.Update(env, gametest.Click(statBack)); ch != game.Pop() {
		t.Error("a click on Back does not return to the title")
	}
}

// TestStatsScreenSaysTheRecordWasUnreadable: a broken file is moved aside
// and the screen, which still opens, says where it went; so it does when
// a game's end found it broken earlier in the session.
func TestStatsScreenSaysTheRecordWasUnreadable(t *testing.T) {
	for _, when := range []string{"opening", "game end"} {
		env, dir := statsScreenEnv(t, "en", 100)
		if err := os.WriteFile(filepath.Join(dir, "stats.json"), []byte(`{"version":1,"games":[`), 0o644); err != nil {
			t.Fatal(err)
		}
		if when == "game end" {
			_ = env.RecordResult(result("tallied", seat("Ada", game.LevelHuman, 40, 1)))
		}
		s := New(env).(*statsScreen)
		kept, _ := filepath.Glob(filepath.Join(dir, "stats.unreadable-*.json"))
		if len(kept) != 1 || s.notice.Key != "statistics.unreadable" || !said(s, env.Say(s.notice)) {
			t.Fatalf("%s: kept %v, notice %+v", when, kept, s.notice)
		}
		if !strings.Contains(env.Say(s.notice), kept[0]) {
			t.Errorf("%s: the notice %q does not say where the file went", when, env.Say(s.notice))
		}
		if ch, err := s.Update(env, nil); err != nil || ch != game.Stay {
			t.Errorf("%s: the screen does not run (%v)", when, err)
		}
		if over := game.Overflows(env, map[string]game.Scene{"stats": s}, 1); len(over) > 0 {
			t.Errorf("%s: %s", when, strings.Join(over, "\n"))
		}
	}
}

// TestStatsScreenFitsInEveryLanguage draws the screen empty, full and
// with the unreadable notice in every language at 1280×800, 1920×1080
// and 1920×1080 at 150 %, and on phones and tablets upright and on their
// side, at 150 % too (the real games' names: game/cli's test).
func TestStatsScreenFitsInEveryLanguage(t *testing.T) {
	for _, lang := range assets.Languages() {
		for _, fc := range []struct {
			w, h  float64
			scale int
		}{{1280, 800, 100}, {1920, 1080, 100}, {1920, 1080, 150},
			{360, 640, 100}, {390, 844, 150}, {640, 360, 100}, {844, 390, 150}, {768, 1024, 100}, {1024, 768, 100}} {
			env, _ := statsScreenEnv(t, lang, fc.scale)
			env.SetSize(fc.w, fc.h)
			broken := Demo(env, 2).(*statsScreen)
			broken.notice = game.Say("statistics.unreadable", "/home/someone/.config/orbis/stats.unreadable-20261125-193000.json")
			broken.layout(env)
			second := Demo(env, 3).(*statsScreen)
			second.Update(env, gametest.Click(statTab+1))
			scenes := map[string]game.Scene{"empty": New(env), "full": Demo(env, 1), "broken": broken, "second": second}
			if over := game.Overflows(env, scenes, 1); len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}

// seat is a seat's result.
func seat(name string, level, score, rank int) game.SeatResult {
	return game.SeatResult{Name: name, Level: level, Score: score, Rank: rank}
}

// result is a finished game's result.
func result(id string, seats ...game.SeatResult) game.GameResult {
	return game.GameResult{Game: id, Ended: time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC), Seats: seats}
}
