//go:build !js

package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"orbis/assets"
)

// TestArenaJSONKeepsItsFields: `orbis arena --json` keeps the shape other
// tools read (games, players[] with ai, win_rate, mean_think_ms), with the
// 95th percentile of the think times beside them.
func TestArenaJSONKeepsItsFields(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Run("arena", []string{"--ai", "expert,easy", "--iterations", "30", "--games", "2", "--workers", "1", "--json"}, &out, &errs); code != 0 {
		t.Fatalf("arena exits %d: %s", code, errs.String())
	}
	var res struct {
		Games   int `json:"games"`
		Players []struct {
			AI          string   `json:"ai"`
			WinRate     *float64 `json:"win_rate"`
			MeanThinkMS *float64 `json:"mean_think_ms"`
			P95ThinkMS  *float64 `json:"p95_think_ms"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out.Bytes(), &res); err != nil || res.Games != 2 || len(res.Players) != 2 {
		t.Fatalf("arena JSON %s (%v)", out.String(), err)
	}
	for _, p := range res.Players {
		if p.AI == "" || p.WinRate == nil || p.MeanThinkMS == nil || p.P95ThinkMS == nil {
			t.Errorf("player %+v lacks a field: %s", p, out.String())
		}
	}
}

// TestLadderTinyRuns: tiny ladders of both games print their tables and
// share one file, each rewriting only its own section.
func TestLadderTinyRuns(t *testing.T) {
	file := filepath.Join(t.TempDir(), "ladder.md")
	ratings := filepath.Join(t.TempDir(), "ladder.json")
	runs := []struct {
		game   string
		args   []string
		levels []string
	}{
		{"orbis", []string{"--ladder", "--iterations", "hard=30,expert=20", "--games", "2", "--workers", "1", "--out", file, "--ratings", ratings}, []string{"easy", "medium", "hard", "expert", "vesta", "demeter", "etna"}},
		{"orbit", []string{"--ladder", "--game", "orbit", "--iterations", "2", "--games", "2", "--out", file, "--ratings", ratings}, []string{"easy", "medium", "hard"}},
		{"orbis", []string{"--ladder", "--ai", "easy,medium,etna", "--games", "2", "--seed", "4", "--iterations", "expert=20", "--out", file, "--ratings", ratings}, []string{"easy", "medium", "etna"}},
	}
	for _, r := range runs {
		var out, errs bytes.Buffer
		if code := Run("arena", r.args, &out, &errs); code != 0 {
			t.Fatalf("%v exits %d: %s", r.args, code, errs.String())
		}
		for _, want := range append([]string{"| anchor |", "Think p95 ms", "Pairwise results", "orbis arena " + strings.Join(r.args, " ")}, r.levels...) {
			if !strings.Contains(out.String(), want) {
				t.Errorf("%v: the output lacks %q:\n%s", r.args, want, out.String())
			}
		}
	}
	doc, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	text := string(doc)
	orbis, orbit := strings.Index(text, "## Orbis\n"), strings.Index(text, "## Orbit\n")
	if !strings.HasPrefix(text, "# The computer players' ladder") || orbis < 0 || orbit < orbis ||
		strings.Count(text, "## Orbis\n") != 1 || strings.Count(text, "## Orbit\n") != 1 {
		t.Fatalf("the file's sections are wrong:\n%s", text)
	}
	if strings.Contains(text[orbis:orbit], "| expert |") || !strings.Contains(text[orbis:orbit], "--seed 4") || !strings.Contains(text[orbit:], "| hard |") {
		t.Errorf("the second Orbis ladder did not replace the first, or lost Orbit's:\n%s", text)
	}
	// The ratings setup shows: each game's last ladder, as the game reads it.
	data, err := os.ReadFile(ratings)
	if err != nil {
		t.Fatal(err)
	}
	lad, err := assets.ParseLadder(data)
	if err != nil {
		t.Fatal(err)
	}
	orbisRatings, orbitRatings := lad.Games["orbis"].Ratings, lad.Games["orbit"].Ratings
	if len(orbisRatings) != 3 || orbisRatings["etna"].Games != 4 || orbisRatings["easy"].Elo != 1000 || len(orbitRatings) != 3 || orbitRatings["hard"].Games != 4 {
		t.Errorf("the ratings file reads Orbis %v, Orbit %v", orbisRatings, orbitRatings)
	}
	var out, errs bytes.Buffer
	if code := Run("arena", []string{"--ladder", "--game", "orbit", "--ai", "easy,medium", "--games", "2", "--json"}, &out, &errs); code != 0 {
		t.Fatalf("ladder --json exits %d: %s", code, errs.String())
	}
	var res struct {
		Game   string `json:"game"`
		Games  int    `json:"games"`
		Levels []struct {
			Level string     `json:"level"`
			Elo   *float64   `json:"elo"`
			CI95  [2]float64 `json:"elo_ci95"`
			Games int        `json:"games"`
			P95   *float64   `json:"p95_think_ms"`
		} `json:"levels"`
		PairScore [][]float64 `json:"pair_score"`
	}
	if err := json.Unmarshal(out.Bytes(), &res); err != nil || res.Game != "orbit" || len(res.Levels) != 2 || res.Levels[1].Elo == nil || res.Levels[1].Games != 2 || len(res.PairScore) != 2 {
		t.Fatalf("ladder JSON %s (%v)", out.String(), err)
	}
}

func TestLadderRefusesWrongWords(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string
		code int // 2 for wrong words, 1 for a flag's value the flag package refuses
	}{
		{"odd games", []string{"--ladder", "--games", "3"}, "even number", 2},
		{"players", []string{"--ladder", "--players", "3", "--games", "2"}, "2-player", 2},
		{"a budget for Orbit", []string{"--ladder", "--game", "orbit", "--budget", "1s", "--games", "2"}, "no time budget", 2},
		{"per-level iterations for Orbit", []string{"--ladder", "--game", "orbit", "--iterations", "hard=3", "--games", "2"}, "one count", 2},
		{"rollouts for Orbis", []string{"--ladder", "--rollouts", "3", "--games", "2"}, "Orbit's", 2},
		{"one rung", []string{"--ladder", "--ai", "hard", "--games", "2"}, "two levels", 2},
		{"unknown level", []string{"--ladder", "--ai", "easy,grandmaster", "--games", "2"}, "grandmaster", 2},
		{"out without ladder", []string{"--out", "x.md"}, "--out goes with --ladder", 2},
		{"ratings nowhere", []string{"--ladder", "--games", "2", "--out", "x.md", "--ratings", "nowhere/ladder.json"}, "no such folder", 2},
		{"bad iterations", []string{"--iterations", "hard=lots"}, "level=count", 1},
		{"unknown game", []string{"--ladder", "--game", "go", "--games", "2"}, "orbis or orbit", 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := Run("arena", tt.args, &out, &errs); code != tt.code || !strings.Contains(errs.String(), tt.want) {
				t.Fatalf("exit %d, stderr %q: want %d and %q", code, errs.String(), tt.code, tt.want)
			}
		})
	}
}

func TestReplaceSection(t *testing.T) {
	const intro = "# Ladder\n\nHow it is made.\n\n## Method\n\nElo.\n"
	tests := []struct {
		name, doc, title, body, want string
	}{
		{"first section", intro, "Orbit", "## Orbit\n\nnew\n", intro + "\n## Orbit\n\nnew\n"},
		{"before a later game", intro + "\n## Orbit\n\nold\n", "Orbis", "## Orbis\n\nnew\n", intro + "\n## Orbis\n\nnew\n\n## Orbit\n\nold\n"},
		{"in place", intro + "\n## Orbis\n\nold\n\n## Orbit\n\nkept\n", "Orbis", "## Orbis\n\nnew\n", intro + "\n## Orbis\n\nnew\n\n## Orbit\n\nkept\n"},
		{"the last", intro + "\n## Orbis\n\nkept\n\n## Orbit\n\nold\nlines\n", "Orbit", "## Orbit\n\nnew\n", intro + "\n## Orbis\n\nkept\n\n## Orbit\n\nnew\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := replaceSection(tt.doc, tt.title, tt.body); got != tt.want {
				t.Errorf("got\n%q\nwant\n%q", got, tt.want)
			}
		})
	}
}
