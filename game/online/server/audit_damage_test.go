package server

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"orbis/game/online"
)

// TestAuditFindsDamagedStorage replays the damage of the issue on the
// embedded NATS store: rooms played, the server stopped (or its files
// copied as they are, as after kill -9), the last block of the rooms'
// stream emptied, cut in half or sprinkled with 2 KB of noise. JetStream
// then serves older revisions of some rooms and none of others, without
// a word; the server must report every such room by code, and only those.
func TestAuditFindsDamagedStorage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	played, tokens := playAndStop(t, filepath.Join(dir, "clean"), filepath.Join(dir, "crashed"))

	for _, tc := range []struct {
		name, from string
		damage     func(path string, size int64) error
	}{
		{"emptied", "clean", func(p string, _ int64) error { return os.Truncate(p, 0) }},
		{"cut in half", "clean", func(p string, size int64) error { return os.Truncate(p, size/2) }},
		{"2 KB of noise", "clean", func(p string, size int64) error { return sprinkle(p, size-6<<10) }},
		{"cut in half after kill -9", "crashed", func(p string, size int64) error { return os.Truncate(p, size/2) }},
		{"2 KB of noise after kill -9", "crashed", func(p string, size int64) error { return sprinkle(p, size/2) }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := filepath.Join(t.TempDir(), "data")
			if out, err := exec.Command("cp", "-a", filepath.Join(dir, tc.from), data).CombinedOutput(); err != nil {
				t.Fatalf("copying the data: %v: %s", err, out)
			}
			blk, size := lastBlock(t, data)
			if err := tc.damage(blk, size); err != nil {
				t.Fatal(err)
			}
			// A damaged message is found as it is read, and the block is then
			// read again from the disk: older revisions come back. What the
			// server opens is what a second reading sees.
			first := storedSteps(t, data, played)
			kept := storedSteps(t, data, played)
			if fmt.Sprint(first) != fmt.Sprint(kept) {
				t.Logf("read once: %v; read again: %v", first, kept)
			}
			want := map[string]string{}
			for code, n := range played {
				switch k, ok := kept[code]; {
				case !ok:
					want[code] = fmt.Sprintf("gone 0/%d", n)
				case k < n:
					want[code] = fmt.Sprintf("went_back %d/%d", k, n)
				}
			}
			if len(want) == 0 {
				t.Fatalf("the damage changed no room (kept %v): the test shows nothing", kept)
			}

			ts := startAuditServer(t, openEmbedded(t, data, 0), Config{})
			got := problemsOf(ts.audited(t))
			if fmt.Sprint(got) != fmt.Sprint(want) {
				t.Fatalf("reported %v;\nwant     %v", got, want)
			}
			detail := ts.detail(t)
			if probs := detail["audit"].(map[string]any)["problems"].([]any); len(probs) != len(want) {
				t.Errorf("/healthz?detail lists %d problems; want %d: %v", len(probs), len(want), detail)
			}
			if detail["store"] != "ok" {
				t.Errorf("/healthz?detail says the store is %v; want ok, as the plain page says", detail["store"])
			}
			t.Logf("%d of %d rooms reported: %v", len(want), len(played), want)
			for code, w := range want {
				if strings.HasPrefix(w, problemWentBack) {
					c := ts.dial(t, online.Message{Type: online.TypeResume, Code: code, Token: tokens[code]})
					if wb := c.WentBack(); wb == nil || wb.Kept != kept[code] || wb.Had != played[code] {
						t.Errorf("room %s: its player is told %+v; want had %d, kept %d", code, wb, played[code], kept[code])
					}
					break
				}
			}
		})
	}
}

// playAndStop plays rooms of the count game, a different number of moves
// each, moves of all rooms interleaved; copies the files as they are
// (crashed) once the marks are written, then stops the server and its
// store (clean). It returns each room's steps and its seat's token.
func playAndStop(t *testing.T, clean, crashed string) (played map[string]int, tokens map[string]string) {
	store, err := OpenNATS(t.Context(), NATSOptions{DataDir: clean, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	ts := startAuditServer(t, store, Config{})
	ts.audited(t)
	const rooms = 10
	var clients []*online.Client
	played, tokens = map[string]int{}, map[string]string{}
	for range rooms {
		clients = append(clients, ts.host(t))
	}
	for round := range 24 {
		for i, c := range clients {
			if round < 14+i {
				move(t, c)
			}
		}
	}
	for _, c := range clients {
		code, token, _ := c.Seat()
		played[code], tokens[code] = steps(c), token
	}
	waitFor(t, "the marks to be written", func() bool {
		ts.marks.mu.Lock()
		defer ts.marks.mu.Unlock()
		return len(ts.marks.pending) == 0
	})
	if err := ts.marks.flush(t.Context()); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command("cp", "-a", clean, crashed).CombinedOutput(); err != nil {
		t.Fatalf("copying the files as they are: %v: %s", err, out)
	}
	ts.stop()
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}
	return played, tokens
}

// lastBlock is the rooms' stream's last message block file, and its size.
func lastBlock(t *testing.T, data string) (string, int64) {
	t.Helper()
	blks, _ := filepath.Glob(filepath.Join(data, "jetstream", "$G", "streams", "KV_"+roomsBucket, "msgs", "*.blk"))
	best, bestN := "", -1
	for _, b := range blks {
		if n, err := strconv.Atoi(strings.TrimSuffix(filepath.Base(b), ".blk")); err == nil && n > bestN {
			best, bestN = b, n
		}
	}
	if best == "" {
		t.Fatalf("no message block under %s", data)
	}
	st, err := os.Stat(best)
	if err != nil {
		t.Fatal(err)
	}
	return best, st.Size()
}

// sprinkle writes 2 KB of noise (always the same) at offset at.
func sprinkle(path string, at int64) error {
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	noise := make([]byte, 2<<10)
	r := rand.New(rand.NewPCG(33, 1))
	for i := range noise {
		noise[i] = byte(r.Uint32())
	}
	_, err = f.WriteAt(noise, max(at, 0))
	return errors.Join(err, f.Close())
}

// storedSteps reads what a damaged store holds of each room: its steps,
// or nothing for a room it lost. Opening the store repairs its files as
// the server's own opening would.
func storedSteps(t *testing.T, data string, played map[string]int) map[string]int {
	t.Helper()
	s, err := OpenNATS(t.Context(), NATSOptions{DataDir: data, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	defer closeStore(t, s)
	kept := map[string]int{}
	for code := range played {
		doc, _, err := s.Load(t.Context(), code)
		if errors.Is(err, ErrNoRoom) {
			continue
		}
		if err != nil {
			t.Fatalf("room %s: %v", code, err)
		}
		var d struct {
			Record auditRecord   `json:"record"`
			Steps  []online.Step `json:"steps"`
		}
		if err := json.Unmarshal(doc, &d); err != nil {
			t.Fatalf("room %s: %v", code, err)
		}
		kept[code] = len(d.Record.Actions) + len(d.Steps)
	}
	return kept
}
