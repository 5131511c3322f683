//go:build !js

package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestRandomThenReplay(t *testing.T) {
	dir := t.TempDir()
	for _, players := range []string{"2", "3", "4"} {
		file := filepath.Join(dir, "game"+players+".json")
		var out, errs bytes.Buffer
		if code := Run("random", []string{"--players", players, "--seed", "7", "--out", file}, &out, &errs); code != 0 {
			t.Fatalf("random exits %d: %s", code, errs.String())
		}
		if code := Run("replay", []string{file}, &out, &errs); code != 0 {
			t.Fatalf("replay exits %d: %s", code, errs.String())
		}
		var report struct {
			Over    bool `json:"over"`
			Players []struct {
				Name        string          `json:"name"`
				Total       *int            `json:"total"`
				Rank        int             `json:"rank"`
				Worshippers *int            `json:"worshippers"`
				Breakdown   json.RawMessage `json:"breakdown"`
			} `json:"players"`
		}
		if err := json.Unmarshal(out.Bytes(), &report); err != nil {
			t.Fatalf("replay output is not JSON: %v\n%s", err, out.String())
		}
		if !report.Over || len(report.Players) != int(players[0]-'0') {
			t.Fatalf("%s players: report %+v", players, report)
		}
		for _, p := range report.Players {
			if p.Name == "" || p.Total == nil || p.Worshippers == nil || p.Rank < 1 || len(p.Breakdown) < 10 {
				t.Fatalf("incomplete player entry %+v", p)
			}
		}
	}
}

func TestRandomIsDeterministic(t *testing.T) {
	dir := t.TempDir()
	var files [2][]byte
	for i := range files {
		file := filepath.Join(dir, "g.json")
		if code := Run("random", []string{"--players", "3", "--seed", "42", "--out", file}, &bytes.Buffer{}, &bytes.Buffer{}); code != 0 {
			t.Fatal("random failed")
		}
		files[i], _ = os.ReadFile(file)
	}
	if !bytes.Equal(files[0], files[1]) {
		t.Fatal("the same seed gives different records")
	}
}

func TestReplayBadInput(t *testing.T) {
	dir := t.TempDir()
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	good, err := os.ReadFile("../../rules/orbis/testdata/game-2p.json")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		args []string
		code int
		want string
	}{
		{"truncated", []string{write("cut.json", string(good[:len(good)/2]))}, 1, "not a record"},
		{"illegal action", []string{write("ill.json", strings.Replace(string(good), `"end"`, `"take 12"`, 1))}, 1, "action "},
		{"binary junk", []string{write("junk.json", "\x00\xff\x13")}, 1, "not a record"},
		{"missing file", []string{filepath.Join(dir, "nope.json")}, 1, "no such file"},
		{"no file", nil, 2, "want exactly one record file"},
		{"two files", []string{"a", "b"}, 2, "want exactly one record file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errs bytes.Buffer
			code := Run("replay", tt.args, &out, &errs)
			if code != tt.code {
				t.Fatalf("exit %d, want %d (stderr %q)", code, tt.code, errs.String())
			}
			msg := errs.String()
			if !strings.Contains(msg, tt.want) || strings.Count(msg, "\n") != 1 {
				t.Fatalf("stderr %q: want one line containing %q", msg, tt.want)
			}
			if out.Len() != 0 {
				t.Fatalf("stdout not empty on error: %q", out.String())
			}
		})
	}
}

func TestUnknownCommand(t *testing.T) {
	var errs bytes.Buffer
	if code := Run("fly", nil, &bytes.Buffer{}, &errs); code != 2 || !strings.Contains(errs.String(), "unknown command") {
		t.Fatalf("exit %d, stderr %q", code, errs.String())
	}
}

// TestOrbitRandomThenReplay: Orbit games of random moves for 1 to 6
// players are written and replayed to their end.
func TestOrbitRandomThenReplay(t *testing.T) {
	dir := t.TempDir()
	for players := 1; players <= 6; players++ {
		file := filepath.Join(dir, "orbit.json")
		var out, errs bytes.Buffer
		n := string(rune('0' + players))
		if code := Run("random", []string{"--game", "orbit", "--players", n, "--seed", "9", "--out", file}, &out, &errs); code != 0 {
			t.Fatalf("%d players: random exits %d: %s", players, code, errs.String())
		}
		if code := Run("replay", []string{file}, &out, &errs); code != 0 {
			t.Fatalf("%d players: replay exits %d: %s", players, code, errs.String())
		}
		var report struct {
			Game    string `json:"game"`
			Over    bool   `json:"over"`
			Players []struct {
				Score *int `json:"score"`
				Rank  int  `json:"rank"`
			} `json:"players"`
		}
		if err := json.Unmarshal(out.Bytes(), &report); err != nil {
			t.Fatalf("replay output is not JSON: %v\n%s", err, out.String())
		}
		if report.Game != "orbit" || !report.Over || len(report.Players) != players || report.Players[0].Score == nil {
			t.Fatalf("%d players: report %+v", players, report)
		}
	}
	var errs bytes.Buffer
	if code := Run("random", []string{"--game", "go", "--out", filepath.Join(dir, "x")}, &bytes.Buffer{}, &errs); code == 0 || !strings.Contains(errs.String(), "orbis or orbit") {
		t.Errorf("an unknown game: exit %d, %q", code, errs.String())
	}
}

// TestOrbitArenaAndBalance: the arena keeps Orbis' JSON shape for Orbit's
// captains, and the balance report gives every level's solo scores.
func TestOrbitArenaAndBalance(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Run("arena", []string{"--game", "orbit", "--players", "3", "--ai", "hard,medium,easy", "--games", "3", "--rollouts", "2", "--json"}, &out, &errs); code != 0 {
		t.Fatalf("arena exits %d: %s", code, errs.String())
	}
	var res struct {
		Games   int `json:"games"`
		Players []struct {
			AI          string   `json:"ai"`
			WinRate     *float64 `json:"win_rate"`
			MeanThinkMS *float64 `json:"mean_think_ms"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out.Bytes(), &res); err != nil || res.Games != 3 || len(res.Players) != 3 || res.Players[0].WinRate == nil || res.Players[0].MeanThinkMS == nil {
		t.Fatalf("arena JSON %s (%v)", out.String(), err)
	}
	file := filepath.Join(t.TempDir(), "balance.md")
	if code := Run("balance", []string{"--game", "orbit", "--games", "4", "--rollouts", "2", "--out", file}, &out, &errs); code != 0 {
		t.Fatalf("balance exits %d: %s", code, errs.String())
	}
	report, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"## Solo scores", "### Easy", "### Medium", "### Hard", "| Commodore | 30 or more |"} {
		if !strings.Contains(string(report), want) {
			t.Errorf("the report lacks %q:\n%s", want, report)
		}
	}
}
