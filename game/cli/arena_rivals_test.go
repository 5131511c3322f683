//go:build !js

package cli

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestArenaTakesRivals: a rival's id is an arena contestant like a level.
func TestArenaTakesRivals(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Run("arena", []string{"--ai", "vesta,hard", "--games", "2", "--iterations", "20", "--workers", "1", "--json"}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	var res struct {
		Players []struct {
			AI    string `json:"ai"`
			Seats int    `json:"seats"`
		} `json:"players"`
	}
	if err := json.Unmarshal(out.Bytes(), &res); err != nil || len(res.Players) != 2 || res.Players[0].AI != "vesta" || res.Players[0].Seats != 2 {
		t.Errorf("arena of Vesta and Hard: %s (%v)", out.String(), err)
	}
}
