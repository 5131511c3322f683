//go:build !js

package orbis

import (
	"bytes"
	"context"
	"encoding/json"
	"log"
	"os"
	"reflect"
	"slices"
	"strings"
	"testing"

	"orbis/game"
	"orbis/rules/orbis/analysis"
)

// TestAKeptGameShowsItsAnalysisAgain: a game analysed from its final score
// is kept with its analysis; reopened from the games kept, the viewer
// shows that analysis, its marks on the slider and its panel, instead of
// offering Analyse again.
func TestAKeptGameShowsItsAnalysisAgain(t *testing.T) {
	env := reviewEnv(t, "en")
	m, err := demoMatch(env, 2, 4, true, false)
	if err != nil {
		t.Fatal(err)
	}
	over := newGameOver(New(), env, m) // keeps the game
	if _, err := over.Review(env, false); err != nil {
		t.Fatal(err)
	}
	v := over.viewer
	v.an.opts = quickAnalysis
	v.startAnalysis(env)
	finishAnalysis(t, env, v)
	kept, err := env.KeptGames()
	if err != nil || len(kept) != 1 {
		t.Fatalf("%d games kept, %v", len(kept), err)
	}
	data, err := env.ReadKept(kept[0])
	if err != nil {
		t.Fatal(err)
	}
	r := openReview(t, env, data)
	switch {
	case r.an.state() != analysisDone || !reflect.DeepEqual(r.an.report, v.an.report):
		t.Fatalf("reopened, the game's analysis is in state %d, the same %v", r.an.state(), reflect.DeepEqual(r.an.report, v.an.report))
	case slices.Contains(extraIDs(r), btnAnalyse) || !slices.Contains(extraIDs(r), btnAnalysisPanel) || !r.an.open:
		t.Errorf("reopened: buttons %v, panel open %v; want the analysis shown, not Analyse", extraIDs(r), r.an.open)
	case len(r.bar.Marks) != len(r.an.report.Decisions):
		t.Errorf("reopened: %d marks for %d decisions", len(r.bar.Marks), len(r.an.report.Decisions))
	}
}

// TestABrokenKeptAnalysisOffersAnalyseAgain: an analysis kept with a game
// that cannot be read, or is not of that game, is left aside with a line
// in the log, and the viewer offers Analyse as for a game never analysed.
func TestABrokenKeptAnalysisOffersAnalyseAgain(t *testing.T) {
	env := reviewEnv(t, "en")
	record := append(finishedRecord(t, env, 2, 4), '\n')
	rec, err := analysis.Parse(record)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := analysis.Analyse(context.Background(), rec, quickAnalysis, nil)
	if err != nil {
		t.Fatal(err)
	}
	rep.Decisions[0].Seat = 7
	otherSeats, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	var logged bytes.Buffer
	log.SetOutput(&logged)
	t.Cleanup(func() { log.SetOutput(os.Stderr) })
	for name, content := range map[string][]byte{
		"not a report":            []byte(`{"format":"orbis-record"}`),
		"a seat the game has not": otherSeats,
	} {
		t.Run(name, func(t *testing.T) {
			env := reviewEnv(t, "en")
			if err := env.KeepGame(game.KeptGame{Game: "orbis", Names: []string{"a", "b"}}, record); err != nil {
				t.Fatal(err)
			}
			if err := env.KeepAnalysis(record, content); err != nil {
				t.Fatal(err)
			}
			logged.Reset()
			r := openReview(t, env, record)
			if r.an.state() != analysisIdle || !slices.Contains(extraIDs(r), btnAnalyse) {
				t.Errorf("state %d, buttons %v; want Analyse offered", r.an.state(), extraIDs(r))
			}
			if !strings.Contains(logged.String(), "left aside") {
				t.Errorf("the log says %q", logged.String())
			}
		})
	}
}
