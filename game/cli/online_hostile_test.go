//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/server"
)

// raw is a client that writes whatever a test wants.
type raw struct {
	t  *testing.T
	ws *websocket.Conn
}

func dialRaw(t *testing.T, url string) *raw {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(online.MaxServerMessage)
	t.Cleanup(func() { _ = ws.CloseNow() })
	return &raw{t, ws}
}

func (r *raw) write(s string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return r.ws.Write(ctx, websocket.MessageText, []byte(s))
}

// await reads until a message of one of the types comes.
func (r *raw) await(types ...string) (online.Message, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		_, data, err := r.ws.Read(ctx)
		if err != nil {
			return online.Message{}, err
		}
		var m online.Message
		if err := json.Unmarshal(data, &m); err != nil {
			return m, err
		}
		for _, ty := range types {
			if m.Type == ty {
				return m, nil
			}
		}
	}
}

// refusedWith sends a message and wants a refusal for the reason.
func (r *raw) refusedWith(msg, reason string) {
	r.t.Helper()
	if err := r.write(msg); err != nil {
		r.t.Fatal(err)
	}
	m, err := r.await(online.TypeRefused)
	if err != nil {
		r.t.Fatalf("%s: no refusal: %v", msg, err)
	}
	if m.Reason != reason {
		r.t.Fatalf("%s: refused for %q (%s), want %q", msg, m.Reason, m.Detail, reason)
	}
}

// TestHostileClients: a client can act only for its own seat and only on
// the table as it stands; garbage, floods and huge frames get an error or
// lose the sender its connection, and the server goes on for everyone else.
func TestHostileClients(t *testing.T) {
	_, url := testServer(t, server.Config{JoinsPerMinute: 600})
	clients := seatTable(t, url, "orbis", 2)
	code, token, _ := clients[0].Seat()
	_, guestToken, _ := clients[1].Seat()

	// The host's second connection: the same seat, by its token.
	host := dialRaw(t, url)
	if err := host.write(fmt.Sprintf(`{"v":3,"type":"resume","code":%q,"token":%q}`, code, token)); err != nil {
		t.Fatal(err)
	}
	state, err := host.await(online.TypeState)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(state.View), `"seed"`) {
		t.Fatal("a seat's view holds the seed")
	}
	toAct := state.ToAct
	other := 1 - toAct
	var legal []string
	clients[toAct].With(func(m online.Match, _ []online.SeatState, _ int64) { legal = m.Legal() })

	// Acting for the other seat: the connection's seat is the only one it plays.
	actor := map[int]string{0: token, 1: guestToken}
	wrong := dialRaw(t, url)
	if err := wrong.write(fmt.Sprintf(`{"v":3,"type":"resume","code":%q,"token":%q}`, code, actor[other])); err != nil {
		t.Fatal(err)
	}
	if _, err := wrong.await(online.TypeState); err != nil {
		t.Fatal(err)
	}
	wrong.refusedWith(fmt.Sprintf(`{"v":3,"type":"act","step":%d,"actions":[%q]}`, state.Step, legal[0]), online.ReasonNotYourTurn)
	// An action the rules refuse, a made-up one, and an old table.
	right := dialRaw(t, url)
	if err := right.write(fmt.Sprintf(`{"v":3,"type":"resume","code":%q,"token":%q}`, code, actor[toAct])); err != nil {
		t.Fatal(err)
	}
	if _, err := right.await(online.TypeState); err != nil {
		t.Fatal(err)
	}
	right.refusedWith(fmt.Sprintf(`{"v":3,"type":"act","step":%d,"actions":["end"]}`, state.Step), online.ReasonIllegal)
	right.refusedWith(fmt.Sprintf(`{"v":3,"type":"act","step":%d,"actions":["launch missiles"]}`, state.Step), online.ReasonIllegal)
	right.refusedWith(fmt.Sprintf(`{"v":3,"type":"act","step":%d,"actions":[%q]}`, state.Step+5, legal[0]), online.ReasonStale)
	// A move played, then the same message again: the table has moved on.
	move := fmt.Sprintf(`{"v":3,"type":"act","step":%d,"actions":[%q]}`, state.Step, legal[0])
	if err := right.write(move); err != nil {
		t.Fatal(err)
	}
	if _, err := right.await(online.TypeStep); err != nil {
		t.Fatalf("a legal move was not played: %v", err)
	}
	right.refusedWith(move, online.ReasonStale)

	// Joining: a code of no room, a wrong token, a full room.
	stranger := dialRaw(t, url)
	stranger.refusedWith(`{"v":3,"type":"join","code":"ZZZZZZZZ","name":"Eve"}`, online.ReasonNoRoom)
	stranger.refusedWith(fmt.Sprintf(`{"v":3,"type":"resume","code":%q,"token":"%s"}`, code, strings.Repeat("ab", 16)), online.ReasonBadToken)
	stranger.refusedWith(fmt.Sprintf(`{"v":3,"type":"join","code":%q,"name":"Eve"}`, code), online.ReasonRoomFull)
	// Garbage, another version, a binary frame.
	stranger.refusedWith(`{"v":1,`, online.ReasonBadMessage)
	stranger.refusedWith(`{"v":7,"type":"ping"}`, online.ReasonVersion)
	stranger.refusedWith(`{"v":3,"type":"act","step":0,"actions":["end"]}`, online.ReasonNotJoined)

	// A flood: refused, then cut off.
	flood := dialRaw(t, url)
	for range 200 {
		if flood.write(`{"v":3,"type":"ping"}`) != nil {
			break
		}
	}
	sawLimit := false
	for {
		m, err := flood.await(online.TypeRefused)
		if err != nil {
			break // cut off
		}
		sawLimit = sawLimit || m.Reason == online.ReasonRateLimit
	}
	if !sawLimit {
		t.Fatal("a flood of 200 messages was never rate limited")
	}
	// A huge frame: the connection is closed.
	huge := dialRaw(t, url)
	_ = huge.write(`{"v":3,"type":"ping","name":"` + strings.Repeat("x", 1<<20) + `"}`)
	if _, err := huge.await(online.TypePong); websocket.CloseStatus(err) != websocket.StatusMessageTooBig {
		t.Fatalf("a 1 MiB frame: %v, want the connection closed as too big", err)
	}

	// The game goes on for its players, back on their seats: each resume
	// above took a seat from the connection before it, for good.
	for i, c := range clients {
		code, token, _ := c.Seat()
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		back, err := online.Dial(ctx, url, onlineViews(), online.Message{Type: online.TypeResume, Code: code, Token: token})
		cancel()
		if err != nil {
			t.Fatalf("seat %d comes back: %v", i, err)
		}
		t.Cleanup(back.Close)
		clients[i] = back
	}
	clients[0].Drop()
	if err := playOutErr(clients, "easy"); err != nil {
		t.Fatalf("after the attacks the game does not go on: %v", err)
	}
}

// TestJoinsAreRateLimited: guessing codes from one address is slowed to
// the server's limit.
func TestJoinsAreRateLimited(t *testing.T) {
	_, url := testServer(t, server.Config{JoinsPerMinute: 5})
	c := dialRaw(t, url)
	limited := 0
	for i := range 12 {
		if err := c.write(fmt.Sprintf(`{"v":3,"type":"join","code":"ZZZZZZ%02d","name":"Eve"}`, i)); err != nil {
			t.Fatal(err)
		}
		m, err := c.await(online.TypeRefused)
		if err != nil {
			t.Fatal(err)
		}
		if m.Reason == online.ReasonRateLimit {
			limited++
		}
	}
	if limited < 6 {
		t.Fatalf("%d of 12 guesses were rate limited at 5 a minute", limited)
	}
}

// playOutErr plays the clients' game to its end.
func playOutErr(clients []*online.Client, level string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	errs := make(chan error, len(clients))
	for i, c := range clients {
		go func() { errs <- c.PlayAs(ctx, level, uint64(i)) }()
	}
	var first error
	for range clients {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	return first
}

// TestForeignOriginsAreRefused: a page of another site cannot open the
// server's WebSocket in its visitor's browser; the server's own pages and
// the origins it was given can.
func TestForeignOriginsAreRefused(t *testing.T) {
	_, url := testServer(t, server.Config{OriginPatterns: []string{"friends.example"}})
	host := "http://" + url[len("ws://"):len(url)-len("/ws")]
	for origin, ok := range map[string]bool{"http://evil.example": false, "http://friends.example": true, host: true} {
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		ws, resp, err := websocket.Dial(ctx, url, &websocket.DialOptions{HTTPHeader: http.Header{"Origin": {origin}}})
		cancel()
		if (err == nil) != ok {
			t.Fatalf("origin %s: connected %v, want %v (%v)", origin, err == nil, ok, err)
		}
		if err == nil {
			_ = ws.CloseNow()
		} else if resp != nil && resp.StatusCode != http.StatusForbidden {
			t.Fatalf("origin %s: status %d, want 403", origin, resp.StatusCode)
		}
	}
}
