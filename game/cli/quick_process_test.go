//go:build !js

package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"orbis/game/online"
)

// TestTwoBotsMeetByQuickMatchOverTheServerProcess: over a real server
// process, two bots with profiles ask the quick match for an Orbis table
// of two at once, meet at one public table, play it to the end and are
// told their new ratings; the leaderboard shows both, rated once.
func TestTwoBotsMeetByQuickMatchOverTheServerProcess(t *testing.T) {
	p := startServerProcess(t)
	dir := t.TempDir()
	outs := make([]strings.Builder, 2)
	done := make(chan error, 2)
	for i, name := range []string{"Quickada", "Quickbea"} {
		go func() {
			done <- cmdBot([]string{"--server", p.addr, "--quick", "orbis:2", "--level", "easy",
				"--profile", filepath.Join(dir, name+".json"), "--name", name}, &outs[i], &outs[i])
		}()
	}
	for range 2 {
		if err := <-done; err != nil {
			t.Fatalf("orbis bot --quick: %v\n%s\n%s", err, outs[0].String(), outs[1].String())
		}
	}
	tables := map[string]bool{}
	for i := range outs {
		out := outs[i].String()
		at := strings.Index(out, "public table ")
		if at < 0 || !strings.Contains(out, "rating 1500 -> ") {
			t.Fatalf("bot %d said:\n%s", i+1, out)
		}
		tables[strings.Fields(out[at:])[2]] = true
	}
	if len(tables) != 1 {
		t.Fatalf("the bots sat at %d tables, want one: %v", len(tables), tables)
	}

	var board strings.Builder
	if err := cmdRatings([]string{"--server", p.addr, "--game", "orbis", "--json"}, &board, &board); err != nil {
		t.Fatalf("orbis ratings: %v\n%s", err, board.String())
	}
	var rows []online.RatingRow
	if err := json.Unmarshal([]byte(board.String()), &rows); err != nil {
		t.Fatalf("orbis ratings --json: %v\n%s", err, board.String())
	}
	if len(rows) != 2 || rows[0].Games != 1 || rows[1].Games != 1 || rows[0].Rating <= rows[1].Rating ||
		!strings.HasPrefix(rows[0].Name+rows[1].Name, "Quick") {
		t.Fatalf("the leaderboard: %+v", rows)
	}
}
