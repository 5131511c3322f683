//go:build !js

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAnalyseAndHintsSayWhatTheySaid: the headless analysis of a record
// and a hint trial print, word for word, what they printed before the
// analysis left its words to the game (testdata/words, written then); the
// hint trial's line of think times, which the clock decides, aside.
func TestAnalyseAndHintsSayWhatTheySaid(t *testing.T) {
	dir := filepath.Join("testdata", "words")
	tests := []struct {
		name, golden string
		args         []string
	}{
		{"analyse", "analyse.txt", []string{filepath.Join(dir, "game.json"), "--iterations", "300", "--seed", "3"}},
		{"hints", "hints.txt", []string{"--games", "2", "--iterations", "200", "--judge-iterations", "300", "--workers", "1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want, err := os.ReadFile(filepath.Join(dir, tt.golden))
			if err != nil {
				t.Fatal(err)
			}
			var out, errs bytes.Buffer
			if code := Run(tt.name, tt.args, &out, &errs); code != 0 {
				t.Fatalf("%s exits %d: %s", tt.name, code, errs.String())
			}
			var kept []string
			for _, line := range strings.SplitAfter(out.String(), "\n") {
				if !strings.HasPrefix(line, "hint think time:") {
					kept = append(kept, line)
				}
			}
			if got := strings.Join(kept, ""); got != string(want) {
				t.Errorf("%s says\n%s\nwant\n%s", tt.name, got, want)
			}
		})
	}
}
