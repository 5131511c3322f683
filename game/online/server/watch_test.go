package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/netip"
	"strings"
	"testing"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// createWatched opens a tally room of a host and an open seat that the
// host lets be watched (or not), and returns its code once the host has
// the table.
func (c *wsClient) createWatched(spectators bool, seats ...string) string {
	c.t.Helper()
	infos := make([]online.SeatInfo, len(seats))
	for i, k := range seats {
		infos[i] = online.SeatInfo{Kind: k}
	}
	c.send(online.Message{Type: online.TypeCreate, Game: "tally", Name: "Host", Seats: infos, Spectators: spectators})
	j := c.await(online.TypeJoined, nil)
	c.await(online.TypeState, nil)
	return j.Code
}

// dialAs dials the server as a client a trusted proxy names addr.
func dialAs(t *testing.T, ts *testServer, addr string) *wsClient {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(ts.url, "http")+"/ws", &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {addr}}})
	if err != nil {
		t.Fatalf("dial: %v", err)
	}
	return wrapClient(t, ws)
}

// TestWatchNeedsTheHostsLeave: a room is watched only if its host let it
// be; a code of no room is refused as no room.
func TestWatchNeedsTheHostsLeave(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 10})
	host := dialClient(t, ts)
	private := host.createWatched(false, "human", "open")
	for _, tc := range []struct {
		code, want string
	}{
		{private, online.ReasonNoWatch},
		{"ZZZZ-ZZZZ", online.ReasonNoRoom},
	} {
		c := dialClient(t, ts)
		seq := c.send(online.Message{Type: online.TypeWatch, Code: tc.code})
		m := c.await(online.TypeRefused, nil)
		if m.Seq != seq || m.Reason != tc.want {
			t.Errorf("watching %s: refused %q (seq %d), want %q (seq %d)", tc.code, m.Reason, m.Seq, tc.want, seq)
		}
	}
}

// TestSpectatorFollowsAndDoesNothing: a spectator gets the table with no
// seat, the steps and the chat as they come, and the table counts it; it
// may not act, chat, start, leave or take a seat; when it goes the table
// counts it no more.
func TestSpectatorFollowsAndDoesNothing(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 10})
	host := dialClient(t, ts)
	code := host.createWatched(true, "human", "open")
	guest := dialClient(t, ts)
	guest.join(code)

	spec := dialClient(t, ts)
	spec.send(online.Message{Type: online.TypeWatch, Code: code})
	w := spec.await(online.TypeWatching, nil)
	if w.Code != code || w.Game != "tally" || w.Seat != spectatorSeat || w.Token != "" {
		t.Fatalf("watching: %+v", w)
	}
	st := spec.await(online.TypeState, nil)
	if st.Seat != spectatorSeat || st.Watchers != 1 || len(st.Table) != 2 {
		t.Fatalf("the spectator's state: seat %d, %d watchers, %d seats", st.Seat, st.Watchers, len(st.Table))
	}
	host.await(online.TypeTable, func(m online.Message) bool { return m.Watchers == 1 })

	host.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 2"}})
	if m := spec.await(online.TypeStep, stepAt(1)); m.Seat != 0 || m.Action != "add 2" {
		t.Fatalf("the spectator saw step 1 as %+v", m)
	}
	host.send(online.Message{Type: online.TypeChat, Phrase: "hello"})
	if m := spec.await(online.TypeChat, nil); m.Seat != 0 || m.Phrase != "hello" {
		t.Fatalf("the spectator heard %+v", m)
	}

	for _, m := range []online.Message{
		{Type: online.TypeAct, Step: 1, Actions: []string{"add 1"}},
		{Type: online.TypeChat, Phrase: "hello"},
		{Type: online.TypeStart, OpenSeats: online.OpenSeatsDrop},
		{Type: online.TypeLeave},
		{Type: online.TypeToComputer, Seat: 1},
		{Type: online.TypeJoin, Code: code, Name: "Sneak"},
		{Type: online.TypeWatch, Code: code},
		{Type: online.TypeRematch, Code: code},
		{Type: online.TypeReclaim, Code: code},
	} {
		seq := spec.send(m)
		r := spec.await(online.TypeRefused, nil)
		if r.Seq != seq || (r.Reason != online.ReasonSpectator && r.Reason != online.ReasonBadMessage) {
			t.Errorf("a spectator's %s: refused %q (seq %d of %d)", m.Type, r.Reason, r.Seq, seq)
		}
	}
	spec.send(online.Message{Type: online.TypeSync})
	if st := spec.await(online.TypeState, nil); st.Step != 1 || st.Seat != spectatorSeat {
		t.Fatalf("the spectator's sync: step %d, seat %d", st.Step, st.Seat)
	}
	guest.send(online.Message{Type: online.TypeAct, Step: 1, Actions: []string{"add 3"}})
	spec.await(online.TypeStep, stepAt(2))

	_ = spec.ws.Close(websocket.StatusNormalClosure, "")
	host.await(online.TypeTable, func(m online.Message) bool { return m.Watchers == 0 })
}

// TestTooManySpectators: a room takes as many spectators as the server
// lets it, and one address a quarter of them.
func TestTooManySpectators(t *testing.T) {
	loopback := netip.MustParsePrefix("127.0.0.0/8")
	ts := startServerWith(t, Config{Games: []online.Ruleset{&tally{goal: 10}}, Store: NewMemoryStore(),
		Limits: Limits{MaxSpectators: 8}, TrustedProxies: []netip.Prefix{loopback}})
	host := dialClient(t, ts)
	code := host.createWatched(true, "human", "open")
	watch := func(c *wsClient) online.Message {
		c.send(online.Message{Type: online.TypeWatch, Code: code})
		for {
			m := c.next()
			if m.Type == online.TypeWatching || m.Type == online.TypeRefused {
				return m
			}
		}
	}
	// One address: two of eight.
	for i := range 3 {
		m := watch(dialAs(t, ts, "203.0.113.1"))
		if want := i < 2; (m.Type == online.TypeWatching) != want {
			t.Fatalf("the address's spectator %d: %s %s", i+1, m.Type, m.Reason)
		}
		if i == 2 && m.Reason != online.ReasonTooManySpectators {
			t.Fatalf("the address's third spectator is refused %q", m.Reason)
		}
	}
	// Others, to eight in all.
	for i := range 7 {
		m := watch(dialAs(t, ts, netip.AddrFrom4([4]byte{198, 51, 100, byte(i + 1)}).String()))
		if want := i < 6; (m.Type == online.TypeWatching) != want {
			t.Fatalf("spectator %d of the room: %s %s", i+3, m.Type, m.Reason)
		}
		if i == 6 && m.Reason != online.ReasonTooManySpectators {
			t.Fatalf("the room's ninth spectator is refused %q", m.Reason)
		}
	}
}

// TestReplayOnlyOnceOver: a game under way has no replay, by request or
// by link; once over, both give its view (no seed) and its scores.
func TestReplayOnlyOnceOver(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 4})
	host := dialClient(t, ts)
	code := host.createWatched(false, "human", "open")
	guest := dialClient(t, ts)
	guest.join(code)
	get := func(code string) (int, []byte) {
		resp, err := http.Get(ts.url + "/replay/" + code)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, body
	}

	asker := dialClient(t, ts)
	asker.send(online.Message{Type: online.TypeReplay, Code: code})
	if m := asker.await(online.TypeRefused, nil); m.Reason != online.ReasonNotOver {
		t.Fatalf("a replay of a game under way: %q", m.Reason)
	}
	if status, body := get(code); status != http.StatusConflict || strings.Contains(string(body), "steps") {
		t.Fatalf("GET /replay of a game under way: %d %s", status, body)
	}
	if status, _ := get("ZZZZ-ZZZZ"); status != http.StatusNotFound {
		t.Fatalf("GET /replay of no room: %d", status)
	}
	if status, _ := get("nonsense!"); status != http.StatusBadRequest {
		t.Fatalf("GET /replay of a malformed code: %d", status)
	}

	host.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 3"}})
	guest.await(online.TypeStep, stepAt(1))
	guest.send(online.Message{Type: online.TypeAct, Step: 1, Actions: []string{"add 1"}})
	host.await(online.TypeState, func(m online.Message) bool { return len(m.Scores) > 0 })

	asker.send(online.Message{Type: online.TypeReplay, Code: strings.ToLower(code)})
	m := asker.await(online.TypeReplay, nil)
	var rec tallyRecord
	if err := json.Unmarshal(m.View, &rec); err != nil {
		t.Fatal(err)
	}
	if m.Code != code || m.Game != "tally" || len(m.Scores) != 2 || len(rec.Steps) != 2 || rec.Seed != 0 {
		t.Fatalf("the replay: %+v, its record %+v", m, rec)
	}
	status, body := get(code)
	if status != http.StatusOK || string(body) != string(m.View) {
		t.Fatalf("GET /replay of the finished game: %d %s, want %s", status, body, m.View)
	}
}

// TestSpectatorTakesNoRematch: a spectator of a finished game asking for
// its rematch is refused, and the room goes on for its players (a seat of
// -1 taken on would have failed it).
func TestSpectatorTakesNoRematch(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 4})
	host := dialClient(t, ts)
	code := host.createWatched(true, "human", "open")
	guest := dialClient(t, ts)
	guest.join(code)
	spec := dialClient(t, ts)
	spec.send(online.Message{Type: online.TypeWatch, Code: code})
	spec.await(online.TypeState, nil)
	host.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 3"}})
	guest.await(online.TypeStep, stepAt(1))
	guest.send(online.Message{Type: online.TypeAct, Step: 1, Actions: []string{"add 1"}})
	spec.await(online.TypeState, func(m online.Message) bool { return len(m.Scores) > 0 })

	seq := spec.send(online.Message{Type: online.TypeRematch, Code: code})
	if m := spec.await(online.TypeRefused, nil); m.Seq != seq || m.Reason != online.ReasonSpectator {
		t.Fatalf("a spectator's rematch: refused %q (seq %d of %d)", m.Reason, m.Seq, seq)
	}
	host.send(online.Message{Type: online.TypeSync})
	if m := host.await(online.TypeState, nil); len(m.Scores) != 2 {
		t.Fatalf("the host's table after a spectator's rematch: %+v", m)
	}
}
