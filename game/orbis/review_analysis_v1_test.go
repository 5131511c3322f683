//go:build !js

package orbis

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
)

// keptV1 are analyses of the report's first format (version 1, whose
// moves and key moments were catalogue keys with their arguments), kept
// with their games by the game as it was: words.json is what the viewer
// then showed of them in every language. "synthetic" holds the three key
// moments no random game there said (a lower chance, the other god, the
// excess), written as that version wrote them.
var keptV1 = []struct{ analysis, record string }{
	{"game-4", "game-4"}, {"game-10", "game-10"}, {"game-16", "game-16"}, {"game-17", "game-17"},
	{"game-30", "game-30"}, {"synthetic", "game-4"},
}

// TestKeptVersion1AnalysesShowTheSameWords: a game kept with an analysis
// of the report's first format reopens with that analysis, and the viewer
// says of it word for word what it said before, in every language: each
// decision's moves, the panel of a turn with or without a key moment, the
// players' panel with the key moments, the slider's marks.
func TestKeptVersion1AnalysesShowTheSameWords(t *testing.T) {
	dir := filepath.Join("testdata", "analysis-v1")
	var words map[string]map[string]map[string]string
	data, err := os.ReadFile(filepath.Join(dir, "words.json"))
	if err == nil {
		err = json.Unmarshal(data, &words)
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range assets.Languages() {
		for _, kept := range keptV1 {
			t.Run(lang+"/"+kept.analysis, func(t *testing.T) {
				want := words[lang][kept.analysis]
				if len(want) == 0 {
					t.Fatalf("no words of %s in %s", kept.analysis, lang)
				}
				env := reviewEnv(t, lang)
				r := reopenKept(t, env, filepath.Join(dir, kept.record+".record.json"), filepath.Join(dir, kept.analysis+".analysis.json"))
				got := shownWords(t, env, r, want)
				for k, w := range want {
					if got[k] != w {
						t.Errorf("%s:\n got %q\nwant %q", k, got[k], w)
					}
				}
			})
		}
	}
}

// reopenKept keeps a record with an analysis, as the game does, and opens
// the record in the viewer, which shows that analysis.
func reopenKept(t *testing.T, env *game.Env, recordFile, analysisFile string) *review {
	t.Helper()
	record, err := os.ReadFile(recordFile)
	if err != nil {
		t.Fatal(err)
	}
	kept, err := os.ReadFile(analysisFile)
	if err != nil {
		t.Fatal(err)
	}
	if err := env.KeepGame(game.KeptGame{Game: "orbis", Names: []string{"a", "b"}}, record); err != nil {
		t.Fatal(err)
	}
	if err := env.KeepAnalysis(record, kept); err != nil {
		t.Fatal(err)
	}
	r := openReview(t, env, record)
	if r.an.state() != analysisDone {
		t.Fatalf("the kept analysis %s is not shown: state %d", analysisFile, r.an.state())
	}
	return r
}

// shownWords is what the viewer says of an analysis, under the names of
// words.json: "move-T" a decision's played and best moves, "turn-T" the
// panel at turn T, "players" the players' panel, "mark-I" a mark's tip.
func shownWords(t *testing.T, env *game.Env, r *review, want map[string]string) map[string]string {
	t.Helper()
	got := map[string]string{}
	r.an.tab = tabPlayers
	update(t, env, r, nil)
	got["players"] = sketchText(&r.an.sketch)
	for _, d := range r.an.report.Decisions {
		played, best := decisionMoves(env, r, d.Turn)
		got[fmt.Sprintf("move-%d", d.Turn)] = played + " | " + best
		if _, ok := want[fmt.Sprintf("turn-%d", d.Turn)]; !ok {
			continue
		}
		r.an.tab = tabTurn
		r.showTurn(d.Turn)
		update(t, env, r, nil)
		got[fmt.Sprintf("turn-%d", d.Turn)] = sketchText(&r.an.sketch)
	}
	for i, m := range r.bar.Marks {
		got[fmt.Sprintf("mark-%d", i)] = m.Tip
	}
	if strings.Contains(fmt.Sprint(got), "{}") {
		t.Errorf("a missing key: %v", got)
	}
	return got
}

// decisionMoves are the words of the played and the best move of the
// decision of a turn.
func decisionMoves(env *game.Env, r *review, turn int) (played, best string) {
	d := r.an.report.Decisions[r.an.decision[turn]]
	return env.Say(SayChoice(d.Played)), env.Say(SayChoice(d.Best))
}
