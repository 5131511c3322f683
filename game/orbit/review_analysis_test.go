//go:build !js

package orbit

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/input"
	"orbis/rules/orbit/analysis"
)

// quickAnalysis is a cheap analysis for the viewer's tests: its shape, not
// its judgement.
var quickAnalysis = analysis.Options{Rollouts: 4, Candidates: 3, Seed: 1}

// analyseButtonOf is the viewer's Analyse button as laid out: its label,
// whether it may be pressed, whether it is shown.
func analyseButtonOf(r *review) (label string, enabled, ok bool) {
	for _, b := range r.menu {
		if b.ID == btnReviewAnalyse {
			return b.Label, b.Enabled, true
		}
	}
	return "", false, false
}

// TestTheViewerAnalysesAndKeepsIt: the viewer's Analyse runs the analysis
// while the table stays usable; once done, every rated decision is a mark
// on the slider in its class's colour (the key moments flagged), the words
// of a decision's position say its class, the end says each captain's
// accuracy, its chart opens (the button its switch), and the game reopened
// from the games kept shows the analysis again without running it.
func TestTheViewerAnalysesAndKeepsIt(t *testing.T) {
	env := reviewEnv(t, "en")
	m, err := demoMatch(env, 2, 3, func(*match) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	m.Keep(env)
	kept, err := env.KeptGames()
	if err != nil || len(kept) != 1 {
		t.Fatalf("%d games kept, %v", len(kept), err)
	}
	data, err := env.ReadKept(kept[0])
	if err != nil {
		t.Fatal(err)
	}
	r := openReview(t, env, data)
	if label, enabled, ok := analyseButtonOf(r); !ok || !enabled || label != "Analyse" {
		t.Fatalf("the viewer offers %q (enabled %v, shown %v), not Analyse", label, enabled, ok)
	}
	r.an.opts = quickAnalysis
	press := []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: btnReviewAnalyse}}}
	if _, err := r.Update(env, press); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(2 * time.Minute); r.an.report == nil; time.Sleep(5 * time.Millisecond) {
		if time.Now().After(deadline) || r.an.run == nil && r.an.report == nil {
			t.Fatal("the analysis never finished")
		}
		if _, err := r.Update(env, nil); err != nil {
			t.Fatal(err)
		}
	}
	rep := r.an.report
	if len(r.bar.Marks) != len(rep.Decisions) || len(rep.Decisions) == 0 {
		t.Fatalf("%d marks for %d decisions", len(r.bar.Marks), len(rep.Decisions))
	}
	keys := 0
	for i, mk := range r.bar.Marks {
		d := rep.Decisions[i]
		if mk.Pos != d.Step || mk.Tip == "" {
			t.Errorf("mark %d at %d (%q) for the decision at step %d", i, mk.Pos, mk.Tip, d.Step)
		}
		if mk.Key {
			keys++
		}
	}
	if keys != len(rep.KeyMoments) {
		t.Errorf("%d marks flagged for %d key moments", keys, len(rep.KeyMoments))
	}
	d := rep.Decisions[0]
	r.bar.Seek(d.Step)
	r.refresh(env)
	if !strings.Contains(r.bar.Line, env.Say(sayClass(d.Class))) {
		t.Errorf("the words of the first decision's position do not say its class %v: %q", d.Class, r.bar.Line)
	}
	r.bar.Seek(r.bar.Len)
	r.refresh(env)
	if !strings.Contains(r.bar.Line, "Accuracy: ") {
		t.Errorf("the end's words do not say the accuracy: %q", r.bar.Line)
	}
	if label, _, shown := analyseButtonOf(r); !shown || label != "Chart" || !r.an.chart.shown() {
		t.Errorf("once analysed the button says %q (shown %v), the chart shown %v: want the chart's switch, the chart open", label, shown, r.an.chart.shown())
	}
	if _, err := r.Update(env, press); err != nil {
		t.Fatal(err)
	}
	if r.an.chart.shown() || !r.an.chart.sketch.Empty() {
		t.Error("the chart's switch pressed, the chart is still shown")
	}

	again := openReview(t, env, data)
	if !reflect.DeepEqual(again.an.report, rep) || len(again.bar.Marks) != len(rep.Decisions) {
		t.Fatal("reopened, the game does not show the analysis kept with it")
	}
	if label, _, shown := analyseButtonOf(again); !shown || label != "Chart" || !again.an.chart.shown() {
		t.Errorf("reopened, the button says %q (shown %v), the chart shown %v: want the chart's switch, the chart open", label, shown, again.an.chart.shown())
	}
}

// TestTheViewerStopsItsAnalysis: a second press of the button stops the
// analysis under way, and Analyse is offered again.
func TestTheViewerStopsItsAnalysis(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 3, 5))
	r.an.opts = analysis.Options{Seed: 1} // the full analysis: it runs long enough to be stopped
	press := []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: btnReviewAnalyse}}}
	for _, want := range []string{"0%", "Analyse"} {
		if _, err := r.Update(env, press); err != nil {
			t.Fatal(err)
		}
		if label, _, _ := analyseButtonOf(r); !strings.HasPrefix(label, want) {
			t.Fatalf("after a press the button says %q, not %q", label, want)
		}
	}
	if r.an.run != nil || r.an.report != nil || slices.ContainsFunc(r.bar.Marks, func(game.ReviewMark) bool { return true }) {
		t.Error("a stopped analysis left something behind")
	}
}
