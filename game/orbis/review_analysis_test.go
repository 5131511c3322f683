//go:build !js

package orbis

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"orbis/assets"
	"orbis/game"
	"orbis/game/table"
	"orbis/input"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// quickAnalysis are the tests' searches: few iterations, a fixed seed.
var quickAnalysis = analysis.Options{Iterations: 300, TimelineIterations: 64, Seed: 5}

// analysedReview opens a finished game of players, seat 0 a person, with
// quick analysis options.
func analysedReview(t *testing.T, env *game.Env, players int, seed uint64) *review {
	t.Helper()
	r := openReview(t, env, finishedRecord(t, env, players, seed))
	r.an.opts = quickAnalysis
	return r
}

// finishAnalysis updates the viewer until its analysis ends, and returns
// the progress it showed on the way.
func finishAnalysis(t *testing.T, env *game.Env, r *review) (seen [][2]int) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for r.an.state() == analysisRunning {
		if time.Now().After(deadline) {
			t.Fatalf("the analysis did not end in a minute: %d of %d", r.an.done, r.an.total)
		}
		update(t, env, r, nil)
		seen = append(seen, [2]int{r.an.done, r.an.total})
		time.Sleep(2 * time.Millisecond)
	}
	return seen
}

// sketchText is every text the analysis draws, lines joined by spaces.
func sketchText(s *sketch) string {
	return strings.Join(s.Texts(), " ")
}

func extraIDs(r *review) []int {
	var ids []int
	for _, b := range r.bar.Extra {
		ids = append(ids, b.ID)
	}
	return ids
}

// TestAnalysisStartsProgressesAndCompletes: Analyse starts the analysis
// of the game shown with the table usable; the progress grows to the
// whole; the report is the analysis package's for the same record and
// options; the marks on the slider and the panel show it.
func TestAnalysisStartsProgressesAndCompletes(t *testing.T) {
	env := reviewEnv(t, "en")
	r := analysedReview(t, env, 4, 7)
	update(t, env, r, press(btnAnalyse))
	if r.an.state() != analysisRunning || r.Resting() || !slices.Contains(extraIDs(r), btnCancelAnalysis) {
		t.Fatalf("Analyse: state %d, resting %v, buttons %v; want it running, a Cancel button", r.an.state(), r.Resting(), extraIDs(r))
	}
	if !strings.Contains(sketchText(&r.an.sketch), "Analysing…") {
		t.Errorf("no progress shown: %q", sketchText(&r.an.sketch))
	}
	update(t, env, r, key(input.KeyLeft, false)) // the table stays usable
	if r.bar.Pos != r.bar.Len-1 || r.seen != replayed(t, r.Rec, r.bar.Len-1) {
		t.Errorf("while analysing, a step back shows %d", r.bar.Pos)
	}
	seen := finishAnalysis(t, env, r)
	last := seen[len(seen)-1]
	if last[1] == 0 || last[0] != last[1] {
		t.Fatalf("the progress ended at %d of %d", last[0], last[1])
	}
	for i := 1; i < len(seen); i++ {
		if seen[i][0] < seen[i-1][0] {
			t.Fatalf("the progress went back: %v", seen)
		}
	}
	want, err := analysis.Analyse(context.Background(), r.Rec, quickAnalysis, nil)
	if err != nil {
		t.Fatal(err)
	}
	rep := r.an.report
	if !reflect.DeepEqual(rep, want) {
		t.Fatal("the viewer's report differs from the analysis package's for the same record and options")
	}
	if !r.an.open || !slices.Contains(extraIDs(r), btnAnalysisPanel) {
		t.Errorf("done: panel open %v, buttons %v", r.an.open, extraIDs(r))
	}
	// A mark per rated decision, at its turn's start, coloured by class;
	// the key moments flagged.
	if len(r.bar.Marks) != len(rep.Decisions) || len(rep.Decisions) == 0 {
		t.Fatalf("%d marks for %d decisions", len(r.bar.Marks), len(rep.Decisions))
	}
	keys := 0
	for i, d := range rep.Decisions {
		m := r.bar.Marks[i]
		st := &r.States[m.Pos]
		c, _ := lookOf(d.Class)
		_, key := r.an.moment[d.Turn]
		if st.Turn()+1 != d.Turn || st.CurrentPlayer() != d.Seat || m.Color != c || m.Key != key {
			t.Errorf("decision %d (turn %d, seat %d, %v): mark at turn %d, seat %d, colour %v, key %v",
				i, d.Turn, d.Seat, d.Class, st.Turn()+1, st.CurrentPlayer(), m.Color, m.Key)
		}
		if key {
			keys++
		}
	}
	if keys != len(rep.KeyMoments) {
		t.Errorf("%d key marks for %d key moments", keys, len(rep.KeyMoments))
	}
	// Each mark clicked shows its decision in the panel.
	update(t, env, r, press(btnTabTurn))
	for i, d := range rep.Decisions {
		update(t, env, r, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindReviewMark, Index: i}}})
		if r.bar.Pos != r.bar.Marks[i].Pos {
			t.Fatalf("mark %d clicked: at %d, want %d", i, r.bar.Pos, r.bar.Marks[i].Pos)
		}
		text := sketchText(&r.an.sketch)
		want := []string{env.T("orbis.log.turn", d.Round, r.Names[d.Seat]), env.Say(SayClass(d.Class)), env.Say(SayChoice(d.Played))}
		if !d.Forced {
			want = append(want, env.Say(SayChoice(d.Best)),
				env.T("orbis.analysis_view.estimate", signedDecimal(env, d.PlayedMargin), percent(d.WinPlayed)),
				env.T("orbis.analysis_view.estimate", signedDecimal(env, d.BestMargin), percent(d.WinBest)),
				env.T("orbis.analysis_view.lost", game.Decimal(env, d.Cost), percent(d.WinLost)))
		}
		for _, w := range want {
			if !strings.Contains(text, w) {
				t.Errorf("decision %d: the panel does not say %q:\n%s", i, w, text)
			}
		}
	}
	// The players' figures and the key moments, each a button to its turn.
	update(t, env, r, press(btnTabPlayers))
	text := sketchText(&r.an.sketch)
	for _, ps := range rep.Players {
		acc := env.T("analysis.cli.pair", env.T("analysis.label.accuracy"), game.Decimal(env, ps.Accuracy))
		if strings.Contains(text, acc) != ps.Analysed {
			t.Errorf("%s (analysed %v): accuracy %q shown %v", ps.Name, ps.Analysed, acc, !ps.Analysed)
		}
	}
	if len(rep.KeyMoments) == 0 {
		t.Fatal("the test game has no key moment")
	}
	for i, m := range rep.KeyMoments {
		if !strings.Contains(text, env.Say(SayKeyMoment(&m))) {
			t.Errorf("key moment %d not told: %q", i, env.Say(SayKeyMoment(&m)))
		}
	}
	for i, m := range rep.KeyMoments {
		update(t, env, r, press(btnTabPlayers))
		update(t, env, r, press(btnMoment+i))
		if r.turnAt(r.bar.Pos) != m.Turn || r.bar.Pos != r.an.turnPos[m.Turn] || r.an.tab != tabTurn {
			t.Errorf("key moment %d (turn %d): at %d (turn %d), tab %d", i, m.Turn, r.bar.Pos, r.turnAt(r.bar.Pos), r.an.tab)
		}
	}
	// The chart: a line per seat in each of its two plots.
	if got := r.an.sketch.Lines(); got != 2*len(r.Names) {
		t.Errorf("%d lines on the chart, want %d", got, 2*len(r.Names))
	}
	update(t, env, r, press(btnAnalysisPanel))
	if r.an.open || !r.an.sketch.Empty() {
		t.Error("the panel's switch does not close it")
	}
}

// TestAnalysisCancelStopsIt: Cancel stops the analysis at once, its
// goroutines end, and the viewer goes on as before; it can start again.
func TestAnalysisCancelStopsIt(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 4, 3)) // the default, long analysis
	r.bar.Seek(r.bar.Turns[12])
	update(t, env, r, press(btnAnalyse))
	run := r.an.run
	update(t, env, r, nil)
	pos := r.bar.Pos
	update(t, env, r, press(btnCancelAnalysis))
	if r.an.state() != analysisIdle || r.an.run != nil || !slices.Contains(extraIDs(r), btnAnalyse) {
		t.Fatalf("cancelled: state %d, buttons %v", r.an.state(), extraIDs(r))
	}
	waitCancelled(t, run, "Cancel")
	if r.bar.Pos != pos || r.seen != replayed(t, r.Rec, pos) || !r.Resting() || r.bar.Marks != nil {
		t.Errorf("after Cancel: at %d (was %d), resting %v, %d marks", r.bar.Pos, pos, r.Resting(), len(r.bar.Marks))
	}
	update(t, env, r, key(input.KeyRight, false))
	if r.bar.Pos != pos+1 || r.seen != replayed(t, r.Rec, pos+1) {
		t.Errorf("after Cancel a step forward shows %d", r.bar.Pos)
	}
	r.an.opts = quickAnalysis // and again, to the end
	update(t, env, r, press(btnAnalyse))
	finishAnalysis(t, env, r)
	if r.an.report == nil {
		t.Fatalf("analysed again after a cancel: %v", env.Say(r.an.problem))
	}
	// Closing the viewer stops an analysis under way.
	r2 := openReview(t, env, finishedRecord(t, env, 2, 3))
	update(t, env, r2, press(btnAnalyse))
	run = r2.an.run
	update(t, env, r2, key(input.KeyCancel, false))
	if r2.an.run != nil {
		t.Error("closing the viewer leaves its analysis running")
	}
	waitCancelled(t, run, "the viewer closed")
}

// waitCancelled waits for a cancelled analysis' goroutines to end, and
// checks that the cancel stopped them rather than the analysis running to
// its end. The minute only turns a hang into a failure.
func waitCancelled(t *testing.T, run analysisRun, after string) {
	t.Helper()
	g, ok := run.(interface{ Ended() <-chan struct{} })
	if !ok {
		return
	}
	select {
	case <-g.Ended():
	case <-time.After(time.Minute):
		t.Fatalf("the analysis' goroutines still run a minute after %s", after)
	}
	done, total, ended := run.Poll()
	if _, err := run.Result(); !ended || !errors.Is(err, context.Canceled) || done >= total {
		t.Errorf("after %s the analysis ended %v with %v, %d of %d turns searched: it was not stopped", after, ended, err, done, total)
	}
}

// TestAnalysisRatesTheRightSeats: a save of a game in progress is
// analysed as far as it goes, for its person's seat only; a record of
// computers only for every seat.
func TestAnalysisRatesTheRightSeats(t *testing.T) {
	env := reviewEnv(t, "en")
	m, err := demoMatch(env, 3, 2, false, false)
	if err != nil {
		t.Fatal(err)
	}
	save := openReview(t, env, newPlay(New(), env, m, game.SpeedInstant).SaveData())
	computers, _, err := rules.ParseRecord(finishedRecord(t, env, 3, 2))
	if err != nil {
		t.Fatal(err)
	}
	computers.Players[0].Kind = "ai:hard"
	all, err := newReview(New(), env, computers)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name  string
		r     *review
		seats []int
		over  bool
	}{
		{"a save in progress", save, []int{0}, false},
		{"computers only", all, []int{0, 1, 2}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := tt.r
			r.an.opts = quickAnalysis
			update(t, env, r, press(btnAnalyse))
			finishAnalysis(t, env, r)
			rep := r.an.report
			if rep == nil || rep.Over != tt.over {
				t.Fatalf("no report, or over %v: %v", rep != nil && rep.Over, env.Say(r.an.problem))
			}
			var rated []int
			for _, ps := range rep.Players {
				if ps.Analysed {
					rated = append(rated, ps.Seat)
				}
			}
			marked := map[int]bool{}
			for _, mk := range r.bar.Marks {
				marked[r.States[mk.Pos].CurrentPlayer()] = true
			}
			if !slices.Equal(rated, tt.seats) || len(marked) != len(tt.seats) {
				t.Errorf("analysed seats %v, marks for %d seats; want %v", rated, len(marked), tt.seats)
			}
		})
	}
}

// TestAnalysisSteppedRunnerMatchesTheGoroutines: the browser's runner,
// stepped a slice at a time, gives the report the desktop's goroutines
// give for the same record and seed.
func TestAnalysisSteppedRunnerMatchesTheGoroutines(t *testing.T) {
	env := reviewEnv(t, "en")
	data := finishedRecord(t, env, 3, 9)
	rec, _, err := rules.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	report := func(stepped bool) *analysis.Report {
		run, err := runAnalysis(rec, quickAnalysis, stepped)
		if err != nil {
			t.Fatal(err)
		}
		steps := 0
		for {
			_, _, ended := run.Poll()
			if ended {
				break
			}
			steps++
			if !stepped {
				time.Sleep(time.Millisecond)
			}
		}
		if stepped && steps < 2 {
			t.Errorf("the stepped runner finished in %d polls: it does not yield the frame", steps)
		}
		rep, err := run.Result()
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	if a, b := report(true), report(false); !reflect.DeepEqual(a, b) {
		t.Error("the stepped and the goroutines' reports differ for the same seed")
	}
}

// TestAnalysisRefusesABrokenRecord: a record the analysis cannot read is
// refused with the viewer's words, and the viewer goes on.
func TestAnalysisRefusesABrokenRecord(t *testing.T) {
	env := reviewEnv(t, "en")
	data := finishedRecord(t, env, 2, 6)
	rec, _, err := rules.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	rec.Players = append(rec.Players, rules.PlayerInfo{Name: "Stray", Kind: "human"}) // three names, two seats
	r, err := newReview(New(), env, rec)
	if err != nil {
		t.Fatal(err)
	}
	update(t, env, r, press(btnAnalyse))
	if r.an.state() != analysisRefused || r.an.problem.Key != "review.broken" || !r.an.open {
		t.Fatalf("a broken record: state %d, problem %+v, open %v", r.an.state(), r.an.problem, r.an.open)
	}
	if text := sketchText(&r.an.sketch); !strings.Contains(text, strings.Fields(env.T("review.broken"))[0]) {
		t.Errorf("the panel does not say why: %q", text)
	}
	update(t, env, r, key(input.KeyHome, false))
	if r.bar.Pos != 0 || r.seen != replayed(t, r.Rec, 0) {
		t.Error("the viewer does not go on after the refusal")
	}
}

// TestAnalysisFromTheFinalScore: Analyse on the final score opens the
// viewer with the analysis running, and the same viewer, report and all,
// each time after.
func TestAnalysisFromTheFinalScore(t *testing.T) {
	env := reviewEnv(t, "en")
	m, err := demoMatch(env, 2, 4, true, false)
	if err != nil {
		t.Fatal(err)
	}
	over := newGameOver(New(), env, m)
	click := func(id int) game.Change {
		c, err := over.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: id}}})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := click(table.BtnAnalyse); c == game.Stay || over.viewer == nil || over.viewer.an.state() != analysisRunning {
		t.Fatal("Analyse on the final score does not open the viewer analysing")
	}
	v := over.viewer
	v.cancelAnalysis()
	v.an.opts = quickAnalysis
	v.startAnalysis(env)
	finishAnalysis(t, env, v)
	click(table.BtnReview)
	if over.viewer != v || v.an.report == nil {
		t.Error("the viewer opened again lost its analysis")
	}
}

// TestAnalysisKeyboardReachesItsButtons: Tab reaches Analyse, Cancel, the
// panel's switch, its tabs and the key moments, and Enter presses them.
func TestAnalysisKeyboardReachesItsButtons(t *testing.T) {
	env := reviewEnv(t, "en")
	r := analysedReview(t, env, 4, 7)
	tabTo := func(id int) {
		t.Helper()
		for range 40 {
			update(t, env, r, []input.Intent{{Kind: input.KeyNext, Amount: 1}})
			if r.bar.Focus() == id {
				update(t, env, r, []input.Intent{{Kind: input.KeyConfirm}})
				return
			}
		}
		t.Fatalf("Tab never reaches button %d among %v", id, extraIDs(r))
	}
	tabTo(btnAnalyse)
	if r.an.state() != analysisRunning {
		t.Fatal("Enter on Analyse does not start it")
	}
	tabTo(btnCancelAnalysis)
	if r.an.state() != analysisIdle {
		t.Fatal("Enter on Cancel does not stop it")
	}
	tabTo(btnAnalyse)
	finishAnalysis(t, env, r)
	tabTo(btnTabPlayers)
	if r.an.tab != tabPlayers {
		t.Fatal("Enter on the players' tab does not open it")
	}
	tabTo(btnMoment)
	if m := r.an.report.KeyMoments[0]; r.turnAt(r.bar.Pos) != m.Turn {
		t.Errorf("Enter on the first key moment: turn %d, want %d", r.turnAt(r.bar.Pos), m.Turn)
	}
	tabTo(btnTabTurn)
	tabTo(btnAnalysisPanel)
	if r.an.open {
		t.Error("Enter on the panel's switch does not close it")
	}
}

// analysisScreens are the analysis' screens: running, refused, and done on
// either tab at a key moment and at the end, a 4-player game analysed for
// every seat (the longest panel) and one for one person.
func analysisScreens(t *testing.T, env *game.Env, reports map[uint64]*analysis.Report) map[string]game.Scene {
	t.Helper()
	out := map[string]game.Scene{}
	for _, seed := range []uint64{7, 8} {
		data := finishedRecord(t, env, 4, seed)
		if seed == 8 { // a record of computers only: every seat is analysed
			rec, _, err := rules.ParseRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			rec.Players[0].Kind = "ai:medium"
			if data, err = rec.Marshal(); err != nil {
				t.Fatal(err)
			}
		}
		rep := reports[seed]
		if rep == nil {
			rec, _, err := rules.ParseRecord(data)
			if err != nil {
				t.Fatal(err)
			}
			if rep, err = analysis.Analyse(context.Background(), rec, quickAnalysis, nil); err != nil {
				t.Fatal(err)
			}
			reports[seed] = rep
		}
		for _, at := range []string{"moment", "end"} {
			for _, tab := range []int{tabTurn, tabPlayers} {
				r := openReview(t, env, data)
				r.takeReport(rep)
				r.an.tab = tab
				if at == "moment" && len(rep.KeyMoments) > 0 {
					r.showTurn(rep.KeyMoments[0].Turn)
				}
				update(t, env, r, nil)
				if at == "end" { // the last key mark's tip, the longest
					hoverLastKeyMark(t, env, r)
				}
				out[fmt.Sprintf("analysis-%d-%s-%d", seed, at, tab)] = r
			}
		}
	}
	running := openReview(t, env, finishedRecord(t, env, 2, 5))
	update(t, env, running, press(btnAnalyse))
	running.cancelAnalysis() // the progress stays drawn, at 59 of 60 turns
	running.an.run = stillRun{}
	running.an.done, running.an.total = 59, 60
	running.an.built = analysisKey{}
	running.refreshAnalysis(env)
	out["analysis-running"] = running
	rec, _, err := rules.ParseRecord(finishedRecord(t, env, 2, 6))
	if err != nil {
		t.Fatal(err)
	}
	rec.Players = append(rec.Players, rules.PlayerInfo{Name: "Stray"})
	refused, err := newReview(New(), env, rec)
	if err != nil {
		t.Fatal(err)
	}
	update(t, env, refused, press(btnAnalyse))
	out["analysis-refused"] = refused
	return out
}

// hoverLastKeyMark rests the pointer on the slider's last key mark.
func hoverLastKeyMark(t *testing.T, env *game.Env, r *review) {
	t.Helper()
	f := env.Frame()
	w := r.bar.Words
	for i := len(r.bar.Marks) - 1; i >= 0; i-- {
		if m := r.bar.Marks[i]; m.Key {
			x := f.X(w.X + 64 + (w.W-128)*float64(m.Pos)/float64(r.bar.Len))
			y := f.Y(w.Y + w.H - 30)
			over := r.Hit(env, x, y)
			if over.Kind != game.KindReviewMark {
				t.Fatalf("key mark %d is hit as %+v", i, over)
			}
			update(t, env, r, []input.Intent{{Kind: input.Hover, Over: over, X: x, Y: y}})
			return
		}
	}
}

// TestAnalysisFitsInEveryLanguage draws the analysis' screens in every
// language at 1280×800, 1920×1080 and 1920×1080 at 150 %, and fails where
// a text is drawn beyond its room.
func TestAnalysisFitsInEveryLanguage(t *testing.T) {
	reports := map[uint64]*analysis.Report{}
	for _, lang := range assets.Languages() {
		for _, fc := range fitCases {
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Scale: fc.scale, Games: []game.Game{New()}})
			if err != nil {
				t.Fatal(err)
			}
			env.SetSize(fc.w, fc.h)
			over := game.Overflows(env, analysisScreens(t, env, reports), 2)
			if len(over) > 0 {
				t.Errorf("%s at %.0f×%.0f, %d%%: %d texts overflow:\n%s", lang, fc.w, fc.h, fc.scale, len(over), strings.Join(over, "\n"))
			}
		}
	}
}

// stillRun is an analysis that stays where it is, for a picture of one
// under way.
type stillRun struct{}

func (stillRun) Poll() (int, int, bool)            { return 59, 60, false }
func (stillRun) Result() (*analysis.Report, error) { return nil, context.Canceled }
func (stillRun) Cancel()                           {}
