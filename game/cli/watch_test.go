//go:build !js

package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/server"
	orbisrules "orbis/rules/orbis"
	orbitrules "orbis/rules/orbit"
)

// spectatorLog is a bare spectator's connection: every message the server
// sent it, as it came.
type spectatorLog struct {
	mu   sync.Mutex
	raw  [][]byte
	over chan struct{} // closed at the state with the final scores
}

// watchRaw watches a room with a bare WebSocket and keeps what it is sent.
func watchRaw(t *testing.T, url, code string) *spectatorLog {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(online.MaxServerMessage)
	t.Cleanup(func() { _ = ws.CloseNow() })
	hello, _ := online.Encode(online.Message{Type: online.TypeWatch, Seq: 1, Code: code})
	if err := ws.Write(ctx, websocket.MessageText, hello); err != nil {
		t.Fatal(err)
	}
	s := &spectatorLog{over: make(chan struct{})}
	go func() {
		for {
			_, data, err := ws.Read(context.Background())
			if err != nil {
				return
			}
			s.mu.Lock()
			s.raw = append(s.raw, data)
			s.mu.Unlock()
			if m, err := online.DecodeResponse(data); err == nil && m.Type == online.TypeState && len(m.Scores) > 0 {
				close(s.over)
				return
			}
		}
	}()
	return s
}

// waitOver waits for the game's end as the spectator saw it.
func (s *spectatorLog) waitOver(t *testing.T) [][]byte {
	t.Helper()
	select {
	case <-s.over:
	case <-time.After(3 * time.Minute):
		t.Fatal("the spectator never saw the game end")
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.raw)
}

// hostWatched opens a room of game that may be watched: the host's seat
// and a computer's; the host's client is returned with the room's code.
func hostWatched(t *testing.T, url, game string) (*online.Client, string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	host, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeCreate, Game: game, Name: "Host",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}, Spectators: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(host.Close)
	code, _, _ := host.Seat()
	return host, code
}

// checkNothingHidden compares every message a spectator got with the full
// record the server kept: each view it was sent is the rules' view of the
// full record as it stood then (no seed, no dice, what was not drawn yet
// in a canonical order), at least one of them hides an order the full
// record holds, no message holds the seed, and its steps are the game's.
func checkNothingHidden(t *testing.T, game string, raw [][]byte, full []byte) {
	t.Helper()
	history, seed, err := recordSteps(game, full)
	if err != nil {
		t.Fatal(err)
	}
	hid, states, last := false, 0, 0
	step := func(n int, action string) {
		if n < 1 || n > len(history) || history[n-1] != action {
			t.Errorf("the spectator's step %d is %q, not the game's", n, action)
		}
	}
	for i, data := range raw {
		if seed != "" && bytes.Contains(data, []byte(seed)) {
			t.Errorf("message %d holds the seed %s: %s", i+1, seed, data)
		}
		m, err := online.DecodeResponse(data)
		if err != nil {
			t.Fatalf("message %d: %v", i+1, err)
		}
		switch m.Type {
		case online.TypeWatching:
			if m.Seat != -1 || m.Token != "" {
				t.Errorf("watching: seat %d, token %q", m.Seat, m.Token)
			}
		case online.TypeState:
			states++
			if m.Seat != -1 {
				t.Errorf("a spectator's state names seat %d", m.Seat)
			}
			want, real, err := viewAt(game, full, m.View)
			if err != nil {
				t.Fatalf("state %d: %v", states, err)
			}
			if !bytes.Equal(want, m.View) {
				t.Errorf("state %d's view is not the rules' view of the record at its step:\n got %s\nwant %s", states, m.View, want)
			}
			hid = hid || !bytes.Equal(real, m.View)
			last = m.Step
		case online.TypeStep:
			step(m.Step, m.Action)
		case online.TypeSteps:
			for i, st := range m.Steps {
				step(m.Step+i, st.Action)
			}
		}
	}
	if states == 0 || !hid {
		t.Errorf("%d states, one hiding an order of the full record: %v (a test that cannot fail)", states, hid)
	}
	t.Logf("%d messages, %d states, %d steps", len(raw), states, len(history))
	if last != len(history) || last == 0 {
		t.Errorf("the spectator's last state is at step %d, the game has %d", last, len(history))
	}
}

// recordSteps reads a full record's actions and its seed's digits.
func recordSteps(game string, full []byte) ([]string, string, error) {
	var actions []string
	var seed *uint64
	switch game {
	case "orbis":
		rec, _, err := orbisrules.ParseRecord(full)
		if err != nil {
			return nil, "", err
		}
		for _, a := range rec.Actions {
			actions = append(actions, a.String())
		}
		seed = rec.Seed
	case "orbit":
		rec, err := orbitrules.ReadView(full)
		if err != nil {
			return nil, "", err
		}
		for _, a := range rec.Actions {
			actions = append(actions, a.String())
		}
		seed = rec.Seed
	}
	if seed == nil {
		return actions, "", fmt.Errorf("the full record has no seed")
	}
	return actions, fmt.Sprint(*seed), nil
}

// viewAt is, for a view a spectator got, the rules' view of the full
// record cut at the view's step, and the full record cut there, each
// written as a view is.
func viewAt(game string, full, view []byte) (want, real []byte, err error) {
	switch game {
	case "orbis":
		rec, _, err := orbisrules.ParseRecord(full)
		if err != nil {
			return nil, nil, err
		}
		v, _, err := orbisrules.ParseRecord(view)
		if err != nil {
			return nil, nil, err
		}
		cut := *rec
		cut.Actions = rec.Actions[:len(v.Actions)]
		if want, err = cut.View().Marshal(); err != nil {
			return nil, nil, err
		}
		real, err = cut.Marshal()
		return compact(want), compact(real), err
	case "orbit":
		rec, err := orbitrules.ReadView(full)
		if err != nil {
			return nil, nil, err
		}
		v, err := orbitrules.ReadView(view)
		if err != nil {
			return nil, nil, err
		}
		cut := *rec
		cut.Actions = rec.Actions[:len(v.Actions)]
		if rec.By != nil {
			cut.By = rec.By[:len(v.Actions)]
		}
		cv, err := cut.View()
		if err != nil {
			return nil, nil, err
		}
		if want, err = cv.Marshal(); err != nil {
			return nil, nil, err
		}
		real, err = cut.Marshal()
		return compact(want), compact(real), err
	}
	return nil, nil, fmt.Errorf("no game %q", game)
}

func compact(data []byte) []byte {
	var b bytes.Buffer
	if err := json.Compact(&b, data); err != nil {
		return data
	}
	return b.Bytes()
}

// TestSpectatorSeesNothingHidden: a spectator of a game of each game gets
// the table, the steps and the end, and nothing of what the full record
// hides from the seats.
func TestSpectatorSeesNothingHidden(t *testing.T) {
	for _, game := range []string{"orbis", "orbit"} {
		t.Run(game, func(t *testing.T) {
			store, url := testServer(t, server.Config{})
			host, code := hostWatched(t, url, game)
			spec := watchRaw(t, url, code)
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			if err := host.PlayAs(ctx, "easy", 1); err != nil {
				t.Fatal(err)
			}
			raw := spec.waitOver(t)
			full, err := keptMatch(t, store, code, game).Record()
			if err != nil {
				t.Fatal(err)
			}
			checkNothingHidden(t, game, raw, full)
		})
	}
}

// TestWatchCommandOverARealServer: `orbis watch --json` follows a game on
// a real server process to its end, printing every step of the game the
// server kept and its final scores, and exits 0; a bare spectator beside
// it sees nothing hidden.
func TestWatchCommandOverARealServer(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary and runs a server")
	}
	p := startServerProcess(t)
	host, code := hostWatched(t, p.url(), "orbis")
	spec := watchRaw(t, p.url(), code)
	var out, errs bytes.Buffer
	watch := exec.Command(p.bin, "watch", "--server", p.addr, "--code", code, "--json")
	watch.Stdout, watch.Stderr = &out, &errs
	if err := watch.Start(); err != nil {
		t.Fatal(err)
	}
	// The watcher is in before the host plays: it prints every step as it comes.
	for deadline := time.Now().Add(30 * time.Second); watchers(host) < 2; time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the watcher never came\n%s", errs.String())
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	if err := host.PlayAs(ctx, "easy", 1); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- watch.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("orbis watch: %v\n%s", err, errs.String())
		}
	case <-time.After(time.Minute):
		_ = watch.Process.Kill()
		t.Fatalf("orbis watch did not end with the game\n%s", out.String())
	}
	raw := spec.waitOver(t)
	host.Close()
	p.stop()
	kept := keptMatch(t, p.store(), code, "orbis")
	full, err := kept.Record()
	if err != nil {
		t.Fatal(err)
	}
	checkNothingHidden(t, "orbis", raw, full)

	var events []watchEvent
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		var ev watchEvent
		if err := json.Unmarshal([]byte(line), &ev); err != nil {
			t.Fatalf("a line that is not JSON: %q", line)
		}
		events = append(events, ev)
	}
	if len(events) < 2 || events[0].Type != "watching" || events[0].Code != online.ShowCode(code) || events[len(events)-1].Type != "over" {
		t.Fatalf("the watcher printed %d events: %s", len(events), out.String())
	}
	var printed []online.Step
	for _, ev := range events {
		if ev.Type == "step" {
			if ev.Step != len(printed)+1 || ev.Seat == nil {
				t.Fatalf("step %d printed as %+v", len(printed)+1, ev)
			}
			printed = append(printed, online.Step{Seat: *ev.Seat, Action: ev.Action})
		}
	}
	if !slices.Equal(printed, kept.History(0)) {
		t.Fatalf("the watcher printed %d steps, the server kept %d (or others)", len(printed), kept.Steps())
	}
	if got := events[len(events)-1].Scores; !slices.Equal(got, kept.Scores()) {
		t.Fatalf("the watcher's final scores %v, the server's %v", got, kept.Scores())
	}
}

// watchers is the most spectators of the host's room a table or state
// it got since the last call said.
func watchers(host *online.Client) int {
	n := 0
	for _, m := range host.Drain() {
		if m.Type == online.TypeTable || m.Type == online.TypeState {
			n = max(n, m.Watchers)
		}
	}
	return n
}
