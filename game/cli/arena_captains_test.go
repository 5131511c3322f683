//go:build !js

package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestOrbitArenaOfTwelve: orbis arena --game orbit seats more captains
// than one screen does (the rules take up to 255), and says so when asked
// for more than that.
func TestOrbitArenaOfTwelve(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Run("arena", []string{"--game", "orbit", "--players", "12", "--ai", "medium,easy", "--games", "1", "--workers", "1", "--json"}, &out, &errs); code != 0 {
		t.Fatalf("arena of 12 exits %d: %s", code, errs.String())
	}
	var res struct {
		Players []struct {
			AI    string `json:"ai"`
			Seats int    `json:"seats"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out.Bytes(), &res); err != nil {
		t.Fatalf("arena JSON %s: %v", out.String(), err)
	}
	seats := 0
	for _, p := range res.Players {
		seats += p.Seats
	}
	if len(res.Players) != 2 || seats%12 != 0 || seats == 0 {
		t.Fatalf("arena of 12: %s", out.String())
	}
	errs.Reset()
	if code := Run("arena", []string{"--game", "orbit", "--players", "256", "--games", "1"}, &out, &errs); code != 2 || !strings.Contains(errs.String(), "1..255") {
		t.Errorf("arena of 256: exit %d, %q", code, errs.String())
	}
}
