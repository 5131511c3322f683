//go:build !js

package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"orbis/rules/orbit"
)

// humanRecord writes a 4-player record of random moves with seat 0 marked
// human, as a game against three computers would have it.
func humanRecord(t *testing.T) string {
	t.Helper()
	data, err := randomOrbis(4, 5, -1)
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	doc["players"].([]any)[0].(map[string]any)["kind"] = "human"
	if data, err = json.Marshal(doc); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "game.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

func TestAnalyseJSON(t *testing.T) {
	file := humanRecord(t)
	var out, errs bytes.Buffer
	if code := Run("analyse", []string{"--json", "--iterations", "400", "--seed", "3", file}, &out, &errs); code != 0 {
		t.Fatalf("analyse exits %d: %s", code, errs.String())
	}
	var rep struct {
		Version   int `json:"version"`
		Decisions []struct {
			Seat   int     `json:"seat"`
			Cost   float64 `json:"cost"`
			Class  string  `json:"class"`
			Played struct {
				Notation string `json:"notation"`
				Took     string `json:"took"`
			} `json:"played"`
			Best struct {
				Took string `json:"took"`
			} `json:"best"`
			WinLost *float64 `json:"win_lost"`
		} `json:"decisions"`
		Players []struct {
			Analysed bool    `json:"analysed"`
			Accuracy float64 `json:"accuracy"`
		} `json:"players"`
		Timeline   []json.RawMessage `json:"timeline"`
		KeyMoments []struct {
			Reason string `json:"reason"`
			Key    string `json:"key"`
		} `json:"key_moments"`
	}
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatalf("the report is no JSON: %v\n%s", err, out.String())
	}
	if rep.Version != 2 {
		t.Errorf("report version %d, want 2: the moves and moments as facts, not catalogue keys", rep.Version)
	}
	if len(rep.Decisions) != 15 || len(rep.Timeline) != 61 || len(rep.Players) != 4 {
		t.Fatalf("%d decisions, %d timeline points, %d players; want the human's 15, 60 turns and the end, 4",
			len(rep.Decisions), len(rep.Timeline), len(rep.Players))
	}
	for _, d := range rep.Decisions {
		if d.Seat != 0 || d.Class == "" || d.Played.Notation == "" || d.WinLost == nil || d.Played.Took == "" || d.Best.Took == "" {
			t.Errorf("decision %+v", d)
		}
	}
	if !rep.Players[0].Analysed || rep.Players[1].Analysed || rep.Players[0].Accuracy < 0 || rep.Players[0].Accuracy > 100 {
		t.Errorf("players %+v: seat 0 alone is analysed", rep.Players)
	}
	if len(rep.KeyMoments) == 0 {
		t.Error("no key moments in a game of random moves")
	}
	for _, m := range rep.KeyMoments {
		// The facts, for the game to phrase: a reason, no catalogue key.
		if m.Reason == "" || m.Key != "" {
			t.Errorf("key moment %+v", m)
		}
	}
}

func TestAnalyseText(t *testing.T) {
	file := humanRecord(t)
	var out, errs bytes.Buffer
	if code := Run("analyse", []string{file, "--iterations", "300"}, &out, &errs); code != 0 {
		t.Fatalf("analyse exits %d: %s", code, errs.String())
	}
	text := out.String()
	for _, want := range []string{"Post-game analysis", "\nRound 1 · ", "Your move: ", "Best move: ", "Cost: ", "Accuracy", "Key moments", "Random 2: not analysed"} {
		if !strings.Contains(text, want) {
			t.Errorf("the analysis does not say %q:\n%s", want, text)
		}
	}
	// The game's own words: rounds and whose turn, as the table and its log
	// say them, never a count of every seat's turns.
	if turn := regexp.MustCompile(`(?i)\bturn \d`).FindString(text); turn != "" {
		t.Errorf("the analysis counts turns (%q), not rounds:\n%s", turn, text)
	}
	if strings.Contains(text, "{") || strings.Contains(text, "%!") {
		t.Errorf("an unphrased key or a format error:\n%s", text)
	}
}

func TestAnalyseBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		file := filepath.Join(dir, name)
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return file
	}
	tests := []struct {
		name string
		args []string
		code int
		says string
	}{
		{"no file", nil, 2, "one record file"},
		{"two files", []string{"a.json", "b.json"}, 2, "one record file"},
		{"missing file", []string{filepath.Join(dir, "none.json")}, 1, "no such file"},
		{"broken JSON", []string{write("broken.json", `{"format": "orbis-record",`)}, 1, "not a record"},
		{"an Orbit record cut short", []string{write("orbit.json", `{"format": "orbit-record", "version": 3, "players": []}`)}, 1, "orbit record"},
		{"zero iterations", []string{"--iterations", "0", write("x.json", "{}")}, 2, "--iterations"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := Run("analyse", tt.args, &out, &errs); code != tt.code || !strings.Contains(errs.String(), tt.says) {
				t.Errorf("analyse %v: exit %d, %q; want exit %d saying %q", tt.args, code, errs.String(), tt.code, tt.says)
			}
		})
	}
}

// orbitRecordFile writes a 3-captain Orbit record of random moves, seat
// human marked "human" (-1: none), as orbis random --game orbit does.
func orbitRecordFile(t *testing.T, human int) string {
	t.Helper()
	data, err := randomOrbit(3, 7, -1)
	if err != nil {
		t.Fatal(err)
	}
	if !orbit.IsRecord(data) {
		t.Fatal("randomOrbit wrote no Orbit record")
	}
	if human >= 0 {
		var doc map[string]any
		if err := json.Unmarshal(data, &doc); err != nil {
			t.Fatal(err)
		}
		doc["players"].([]any)[human].(map[string]any)["kind"] = "human"
		if data, err = json.Marshal(doc); err != nil {
			t.Fatal(err)
		}
	}
	file := filepath.Join(t.TempDir(), "orbit.json")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return file
}

// TestAnalyseOrbit: orbis analyse takes an Orbit record (once refused as
// "only Orbis games can be analysed"): the JSON report in the shape of
// Orbis' (players, decisions, timeline, key moments), every seat's
// decisions when none is human, the human's alone otherwise, and the text
// in the game's words.
func TestAnalyseOrbit(t *testing.T) {
	tests := []struct {
		name  string
		human int
		rated []bool
	}{
		{"no human seat", -1, []bool{true, true, true}},
		{"one human seat", 2, []bool{false, false, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := Run("analyse", []string{"--json", "--iterations", "6", orbitRecordFile(t, tt.human)}, &out, &errs); code != 0 {
				t.Fatalf("analyse exits %d: %s", code, errs.String())
			}
			var rep struct {
				Format    string `json:"format"`
				Rollouts  int    `json:"rollouts"`
				Decisions []struct {
					Seat   int    `json:"seat"`
					Kind   string `json:"kind"`
					Class  string `json:"class"`
					Played struct {
						Notation string `json:"notation"`
					} `json:"played"`
				} `json:"decisions"`
				Players []struct {
					Analysed bool `json:"analysed"`
				} `json:"players"`
				Timeline []struct {
					Expected []float64 `json:"expected"`
				} `json:"timeline"`
				KeyMoments []struct {
					Reason string `json:"reason"`
				} `json:"key_moments"`
			}
			if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
				t.Fatalf("the report is no JSON: %v\n%s", err, out.String())
			}
			if rep.Format != "orbit-analysis" || rep.Rollouts != 6 || len(rep.Players) != 3 || len(rep.Timeline) < 2 || len(rep.KeyMoments) == 0 {
				t.Fatalf("report %q, %d rollouts, %d players, %d points, %d key moments", rep.Format, rep.Rollouts, len(rep.Players), len(rep.Timeline), len(rep.KeyMoments))
			}
			kinds := map[string]bool{}
			for _, d := range rep.Decisions {
				kinds[d.Kind] = true
				if !tt.rated[d.Seat] || d.Class == "" || d.Played.Notation == "" {
					t.Errorf("decision %+v", d)
				}
			}
			if !kinds["follow"] || !kinds["order"] {
				t.Errorf("the decisions rated are %v", kinds)
			}
			for seat, p := range rep.Players {
				if p.Analysed != tt.rated[seat] {
					t.Errorf("seat %d analysed %v", seat, p.Analysed)
				}
			}
		})
	}
	t.Run("text", func(t *testing.T) {
		var out, errs bytes.Buffer
		if code := Run("analyse", []string{orbitRecordFile(t, 0), "--iterations", "6"}, &out, &errs); code != 0 {
			t.Fatalf("analyse exits %d: %s", code, errs.String())
		}
		text := out.String()
		for _, want := range []string{"Post-game analysis", "\nTurn 1 · Random 1", "Your move: ", "Best move: ", " points", "Accuracy", "Key moments", "Random 2: not analysed"} {
			if !strings.Contains(text, want) {
				t.Errorf("the analysis does not say %q:\n%s", want, text)
			}
		}
		if strings.Contains(text, "{") || strings.Contains(text, "%!") {
			t.Errorf("an unphrased key or a format error:\n%s", text)
		}
	})
}
