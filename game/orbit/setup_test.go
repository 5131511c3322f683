package orbit

import (
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/setup"
	"orbis/rules/orbit/ai"
)

// TestSetupOffersOrbitsLevels: Orbit's setup offers its captains' levels,
// Easy to Hard, and no rivals; every level offered is one its captains
// play.
func TestSetupOffersOrbitsLevels(t *testing.T) {
	spec := New().seatSetup()
	if spec.TopLevel != game.LevelHard || len(spec.Rivals) != 0 {
		t.Errorf("Orbit offers levels up to %d and %d rivals; want Hard and none", spec.TopLevel, len(spec.Rivals))
	}
	for l := game.LevelEasy; l <= spec.TopLevel; l++ {
		if _, err := ai.NewPlayer(ai.Config{Level: ai.Level(l)}); err != nil {
			t.Errorf("level %d offered: %v", l, err)
		}
	}
}

// TestSetupOfSixFits: six seats, each with its rating, fit in every
// language at 1280×800 and at 1920×1080 with the texts at 150%.
func TestSetupOfSixFits(t *testing.T) {
	for _, lang := range assets.Languages() {
		for _, fc := range []struct {
			w, h  float64
			scale int
		}{{1280, 800, 100}, {1920, 1080, 150}} {
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Scale: fc.scale, Games: []game.Game{New()}})
			if err != nil {
				t.Fatal(err)
			}
			env.SetSize(fc.w, fc.h)
			seats := []game.SeatChoice{{}, {Level: game.LevelEasy}, {Level: game.LevelMedium}, {Level: game.LevelHard}, {Level: game.LevelHard}, {Level: game.LevelMedium}}
			scenes := map[string]game.Scene{"setup-6p": setup.NewWith(env, New().seatSetup(), seats)}
			if over := game.Overflows(env, scenes, 1); len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}
