//go:build !js

package cli

import (
	"bytes"
	"strings"
	"testing"
)

// TestFPSWantsAGameAndItsSeats: orbis fps watches the game --game names,
// its seats bounded by that game's MaxPlayers; a wrong word is a usage
// error (exit 2) before any window opens.
func TestFPSWantsAGameAndItsSeats(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"--game", "orbit", "--players", "7"}, "--players 1..6 for Orbit"},
		{[]string{"--game", "orbit", "--players", "0"}, "--players 1..6 for Orbit"},
		{[]string{"--game", "orbit", "--ai", "expert"}, "--ai easy|medium|hard"},
		{[]string{"--game", "orbis", "--players", "5"}, "--players 2..4 for Orbis"},
		{[]string{"--players", "1"}, "--players 2..4 for Orbis"},
		{[]string{"--game", "chess"}, "orbis or orbit"},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			var out, errs bytes.Buffer
			if code := Run("fps", tc.args, &out, &errs); code != 2 || !strings.Contains(errs.String(), tc.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errs.String(), tc.want)
			}
		})
	}
}
