//go:build !js

package orbis

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/table/tabletest"
	"orbis/rules/orbis/analysis"
)

// TestReviewAndAnalysisSayRoundsAsTheTable: the viewer's bar, the
// analysis' panel, its marks on the slider and its key moments' buttons
// name a turn as the table and its log do, by its round and whose turn it
// is, and agree with the table's top at every position: never "Turn 23"
// where the table says "Round 12 of 15", nor round 11 in the bar where the
// table says round 12.
func TestReviewAndAnalysisSayRoundsAsTheTable(t *testing.T) {
	env := testEnv(t)
	r := analysedReview(t, env, 3, 4)
	rep, err := analysis.Analyse(context.Background(), r.Rec, quickAnalysis, nil)
	if err != nil {
		t.Fatal(err)
	}
	r.takeReport(rep)
	r.an.tab = tabTurn
	update(t, env, r, nil)
	turnCount := regexp.MustCompile(`(?i)\bturn \d`)
	for pos := 1; pos <= r.bar.Len; pos++ {
		r.bar.Seek(pos)
		update(t, env, r, nil)
		// The table's top says "Round R of 15 · X to play" of this state.
		if round := r.States[pos].Round(); !strings.Contains(r.bar.Head, fmt.Sprintf(" · Round %d · ", round)) {
			t.Fatalf("position %d: the bar says %q where the table says round %d", pos, r.bar.Head, round)
		}
	}
	if len(rep.Decisions) == 0 || len(r.bar.Marks) != len(rep.Decisions) {
		t.Fatalf("%d marks for %d decisions", len(r.bar.Marks), len(rep.Decisions))
	}
	for i, d := range rep.Decisions {
		m := r.bar.Marks[i]
		words := env.T("orbis.log.turn", d.Round, r.Names[d.Seat]) // "Round 12 · Ada", as the log heads a turn
		r.bar.Seek(m.Pos)
		update(t, env, r, nil)
		panel := sketchText(&r.an.sketch)
		switch {
		case r.States[m.Pos].Round() != d.Round || r.States[m.Pos].CurrentPlayer() != d.Seat:
			t.Errorf("decision %d (%s): its mark shows round %d, seat %d", i, words, r.States[m.Pos].Round(), r.States[m.Pos].CurrentPlayer())
		case !strings.HasPrefix(m.Tip, words):
			t.Errorf("decision %d: the mark says %q, want it to begin %q", i, m.Tip, words)
		case m.Pos > 0 && !strings.HasSuffix(r.bar.Head, words): // at the deal the bar says so
			t.Errorf("decision %d: the bar says %q, the analysis %q", i, r.bar.Head, words)
		case !strings.Contains(panel, words):
			t.Errorf("decision %d: the panel does not say %q:\n%s", i, words, panel)
		case turnCount.MatchString(panel + m.Tip + r.bar.Head):
			t.Errorf("decision %d: a count of every seat's turns: %q %q %q", i, r.bar.Head, m.Tip, panel)
		}
	}
	update(t, env, r, press(btnTabPlayers))
	for i, m := range rep.KeyMoments {
		b := r.an.sketch.moments[i]
		if want := env.T("orbis.analysis_view.go_turn", m.Round); b.Label != want {
			t.Errorf("key moment %d (round %d): its button says %q, want %q", i, m.Round, b.Label, want)
		}
	}
}

// TestReviewShowsEveryLineWhole: in every language and window, a phone,
// a tablet (whose bar grows by the lines it needs) or the desktop,
// the bar shows the line on every action of games of 3 and 4 players whole
// (wrapped, closer where it must), never cut short with "…".
func TestReviewShowsEveryLineWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("shows every position of two games in twelve windows and four languages")
	}
	for _, lang := range assets.Languages() {
		t.Run(lang, func(t *testing.T) {
			env := reviewEnv(t, lang)
			for _, players := range []int{3, 4} {
				r := openReview(t, env, finishedRecord(t, env, players, 7))
				tabletest.CheckEveryLineWhole(t, env, asShared(r), game.FitWindows)
			}
		})
	}
}
