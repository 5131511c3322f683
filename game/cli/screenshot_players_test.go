//go:build !js

package cli

import (
	"io"
	"strings"
	"testing"
)

// TestScreenshotTakesACrowdOfCaptains: a picture of Orbit's table takes up
// to 100 captains (a person and computers: the many-captain table), no
// more; Orbis' pictures keep its table's 4 players. The limits are checked
// before a window opens.
func TestScreenshotTakesACrowdOfCaptains(t *testing.T) {
	for _, tc := range []struct {
		game, players, want string
	}{
		{"orbit", "101", "--players 1..100"},
		{"orbit", "0", "--players 1..100"},
		{"orbis", "5", "--players 2..4"},
	} {
		err := cmdScreenshot([]string{"--game", tc.game, "--players", tc.players, "--out", t.TempDir() + "/x.png"}, io.Discard)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s with %s players: %v, want a usage error naming %s", tc.game, tc.players, err, tc.want)
		}
	}
}
