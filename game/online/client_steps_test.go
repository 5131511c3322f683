package online_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
)

// The client against a scripted server: each connection's script is what
// the server says after the hello, and what it reads back.

// safetyNet only turns a hang into a failure; no assertion is timed.
const safetyNet = 10 * time.Second

// scripted serves connection n (from 1) with scripts[n-1], after reading
// its hello into hellos; a connection past the scripts is closed.
func scripted(t *testing.T, hellos chan<- online.Message, scripts ...func(ctx context.Context, ws *websocket.Conn)) (url string, dials *atomic.Int32) {
	t.Helper()
	dials = &atomic.Int32{}
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n := int(dials.Add(1))
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		ctx := r.Context()
		hello, err := readFrom(ctx, ws)
		if err != nil || n > len(scripts) {
			return
		}
		if hellos != nil {
			hellos <- hello
		}
		scripts[n-1](ctx, ws)
	}))
	t.Cleanup(hs.Close)
	return "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws", dials
}

func readFrom(ctx context.Context, ws *websocket.Conn) (online.Message, error) {
	_, data, err := ws.Read(ctx)
	if err != nil {
		return online.Message{}, err
	}
	var m online.Message
	err = json.Unmarshal(data, &m)
	return m, err
}

// countView is a view of the count game of 10 moves for two seats.
func countView(actions ...string) json.RawMessage {
	view, _ := json.Marshal(map[string]any{"seats": []online.SeatInfo{{Kind: "human"}, {Kind: "human"}}, "length": 10, "actions": append([]string{}, actions...)})
	return view
}

// seatAt seats a connection: joined, then the table after the moves.
func seatAt(ctx context.Context, ws *websocket.Conn, moves int) {
	send(ctx, ws, online.Message{Type: online.TypeJoined, Code: "K9E81GJR", Token: "tok", Game: onlinetest.ID})
	send(ctx, ws, online.Message{Type: online.TypeState, Game: onlinetest.ID, Step: moves, View: countView(slices.Repeat([]string{onlinetest.Move}, moves)...)})
}

// holdOpen keeps a connection until the client lets it go.
func holdOpen(ctx context.Context, ws *websocket.Conn) {
	for {
		if _, err := readFrom(ctx, ws); err != nil {
			return
		}
	}
}

func dialCount(t *testing.T, url string) (*online.Client, error) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	c, err := online.Dial(ctx, url, []online.Viewer{onlinetest.Game(10)}, online.Message{Type: online.TypeJoin, Code: "K9E81GJR", Name: "Ann"})
	if err == nil {
		t.Cleanup(c.Close)
	}
	return c, err
}

// until drains the client's messages until one that done accepts; it
// returns every message drained, in order.
func until(t *testing.T, c *online.Client, done func(online.Message) bool) []online.Message {
	t.Helper()
	var got []online.Message
	for {
		for _, m := range c.Drain() {
			got = append(got, m)
			if done(m) {
				return got
			}
		}
		select {
		case <-c.Changed():
		case <-online.Finished(c):
			t.Fatalf("the client stopped: %v", c.Err())
		case <-time.After(safetyNet):
			t.Fatalf("no such message; drained %v", got)
		}
	}
}

func typed(typ string) func(online.Message) bool {
	return func(m online.Message) bool { return m.Type == typ }
}

func TestClientFollowsTheSteps(t *testing.T) {
	url, _ := scripted(t, nil, func(ctx context.Context, ws *websocket.Conn) {
		seatAt(ctx, ws, 0)
		send(ctx, ws, online.Message{Type: online.TypeStep, Step: 1, Seat: 0, Action: onlinetest.Move})
		send(ctx, ws, online.Message{Type: online.TypeStep, Step: 1, Seat: 0, Action: onlinetest.Move}) // again: the table shows it
		send(ctx, ws, online.Message{Type: online.TypeStep, Step: 2, Seat: 1, Action: onlinetest.Move})
		send(ctx, ws, online.Message{Type: online.TypeTable, Table: []online.SeatState{{Name: "Ann", Kind: "human", Here: true}, {Name: "Bo", Kind: "human"}}})
		holdOpen(ctx, ws)
	})
	c, err := dialCount(t, url)
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, m := range until(t, c, typed(online.TypeTable)) {
		kinds = append(kinds, m.Type+" "+strconv.Itoa(m.Step))
	}
	if want := []string{"state 0", "step 1", "step 2", "table 0"}; !slices.Equal(kinds, want) {
		t.Errorf("messages %v, want %v (the repeated step left out)", kinds, want)
	}
	c.With(func(m online.Match, table []online.SeatState, _ int64) {
		want := []online.Step{{Seat: 0, Action: onlinetest.Move}, {Seat: 1, Action: onlinetest.Move}}
		if !slices.Equal(m.History(0), want) || m.ToAct() != 0 || len(table) != 2 || table[1].Name != "Bo" {
			t.Errorf("the view: %v, seat %d to act, table %v", m.History(0), m.ToAct(), table)
		}
	})
	if code, token, seat := c.Seat(); code != "K9E81GJR" || token != "tok" || seat != 0 || c.Game() != onlinetest.ID {
		t.Errorf("seat %q %q %d of %q", code, token, seat, c.Game())
	}
}

func TestClientAsksForTheTableAgain(t *testing.T) {
	tests := []struct {
		name string
		step online.Message
	}{
		{"a step missed", online.Message{Type: online.TypeStep, Step: 2, Seat: 1, Action: onlinetest.Move}},
		{"a step of the seat not to act", online.Message{Type: online.TypeStep, Step: 1, Seat: 1, Action: onlinetest.Move}},
		{"a step the rules refuse", online.Message{Type: online.TypeStep, Step: 1, Seat: 0, Action: "jump"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			asked := make(chan online.Message, 1)
			url, _ := scripted(t, nil, func(ctx context.Context, ws *websocket.Conn) {
				seatAt(ctx, ws, 0)
				send(ctx, ws, tc.step)
				m, err := readFrom(ctx, ws)
				if err == nil {
					asked <- m
				}
				send(ctx, ws, online.Message{Type: online.TypeState, Game: onlinetest.ID, Step: 2, View: countView(onlinetest.Move, onlinetest.Move)})
				holdOpen(ctx, ws)
			})
			c, err := dialCount(t, url)
			if err != nil {
				t.Fatal(err)
			}
			select {
			case m := <-asked:
				if m.Type != online.TypeSync {
					t.Fatalf("the client sent %q, want sync", m.Type)
				}
			case <-time.After(safetyNet):
				t.Fatal("the client sent nothing")
			}
			until(t, c, func(m online.Message) bool { return m.Type == online.TypeState && m.Step == 2 })
			c.With(func(m online.Match, _ []online.SeatState, _ int64) {
				if m.Steps() != 2 {
					t.Errorf("the view has %d steps after the table came again, want 2", m.Steps())
				}
			})
		})
	}
}

func TestAByeEndsTheClientForGood(t *testing.T) {
	url, dials := scripted(t, nil, func(ctx context.Context, ws *websocket.Conn) {
		seatAt(ctx, ws, 0)
		if _, err := readFrom(ctx, ws); err != nil { // the client is seated: its ping came
			return
		}
		send(ctx, ws, online.Message{Type: online.TypeBye, Reason: online.ByeOtherDevice, Detail: "played elsewhere"})
		_ = ws.Close(websocket.StatusNormalClosure, "")
	})
	c, err := dialCount(t, url)
	if err != nil {
		t.Fatal(err)
	}
	if err := c.Send(online.Message{Type: online.TypePing}); err != nil {
		t.Fatal(err)
	}
	waitStopped(t, c)
	var lost *online.SeatLost
	if !errors.As(c.Err(), &lost) || lost.Reason != online.ByeOtherDevice || dials.Load() != 1 {
		t.Errorf("ended with %v after %d connections; want the seat lost to another device, once", c.Err(), dials.Load())
	}
	if err := c.Send(online.Message{Type: online.TypePing}); !errors.Is(err, online.ErrOffline) {
		t.Errorf("a send after the end: %v, want ErrOffline", err)
	}
}

func TestDialRefusals(t *testing.T) {
	tests := []struct {
		name   string
		script func(ctx context.Context, ws *websocket.Conn)
		want   func(err error) bool
	}{
		{"the hello refused", func(ctx context.Context, ws *websocket.Conn) {
			send(ctx, ws, online.Message{Type: online.TypeRefused, Reason: online.ReasonNoRoom, Detail: "no room with this code"})
		}, func(err error) bool {
			var ref *online.Refused
			return errors.As(err, &ref) && ref.Reason == online.ReasonNoRoom
		}},
		{"a game the client has not", func(ctx context.Context, ws *websocket.Conn) {
			send(ctx, ws, online.Message{Type: online.TypeJoined, Code: "K9E81GJR", Token: "tok", Game: "chess"})
			send(ctx, ws, online.Message{Type: online.TypeState, Game: "chess", View: countView()})
			holdOpen(ctx, ws)
		}, func(err error) bool { return err != nil && strings.Contains(err.Error(), `"chess"`) }},
		{"a table that cannot be read", func(ctx context.Context, ws *websocket.Conn) {
			send(ctx, ws, online.Message{Type: online.TypeJoined, Code: "K9E81GJR", Token: "tok", Game: onlinetest.ID})
			send(ctx, ws, online.Message{Type: online.TypeState, Game: onlinetest.ID, View: json.RawMessage(`{"seats":[]}`)})
			holdOpen(ctx, ws)
		}, func(err error) bool { return errors.Is(err, online.ErrBadRecord) }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			url, _ := scripted(t, nil, tc.script)
			if _, err := dialCount(t, url); !tc.want(err) {
				t.Errorf("Dial: %v", err)
			}
		})
	}
}

func TestADroppedConnectionResumesTheSeat(t *testing.T) {
	hellos := make(chan online.Message, 2)
	url, _ := scripted(t, hellos, func(ctx context.Context, ws *websocket.Conn) {
		seatAt(ctx, ws, 0)
		_ = ws.CloseNow() // as a network drops it
	}, func(ctx context.Context, ws *websocket.Conn) {
		seatAt(ctx, ws, 1)
		holdOpen(ctx, ws)
	})
	c, err := dialCount(t, url)
	if err != nil {
		t.Fatal(err)
	}
	until(t, c, func(m online.Message) bool { return m.Type == online.TypeState && m.Step == 1 })
	first, again := <-hellos, <-hellos
	if first.Type != online.TypeJoin || again.Type != online.TypeResume || again.Code != "K9E81GJR" || again.Token != "tok" {
		t.Errorf("hellos %q then %q (%s, %s): want a join, then a resume with the seat's code and token", first.Type, again.Type, again.Code, again.Token)
	}
	if c.Reconnects() != 1 || c.Err() != nil {
		t.Errorf("%d reconnects, %v", c.Reconnects(), c.Err())
	}
	c.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m.Steps() != 1 {
			t.Errorf("the view after coming back has %d steps, want the server's 1", m.Steps())
		}
	})
}

func TestQueryGames(t *testing.T) {
	refs := []online.GameRef{{Code: "K9E81GJR", Token: "tok"}, {Code: "ZZZZZZZZ", Token: "old"}}
	answer := []online.GameRef{{Code: "K9E81GJR", Game: onlinetest.ID, Seat: 1, ToAct: 1, Step: 3}, {Code: "ZZZZZZZZ", Gone: true}}
	asked := make(chan online.Message, 1)
	url, _ := scripted(t, asked, func(ctx context.Context, ws *websocket.Conn) {
		send(ctx, ws, online.Message{Type: online.TypeGames, Games: answer})
		holdOpen(ctx, ws)
	})
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	got, err := online.QueryGames(ctx, url, refs)
	if err != nil || !slices.EqualFunc(got, answer, func(a, b online.GameRef) bool {
		return a.Code == b.Code && a.ToAct == b.ToAct && a.Gone == b.Gone && a.Step == b.Step
	}) {
		t.Fatalf("QueryGames: %v, %v", got, err)
	}
	if q := <-asked; q.Type != online.TypeGames || len(q.Games) != 2 || q.Games[1].Token != "old" {
		t.Errorf("the query sent %+v", q)
	}

	url, _ = scripted(t, nil, func(ctx context.Context, ws *websocket.Conn) {
		send(ctx, ws, online.Message{Type: online.TypeRefused, Reason: online.ReasonRateLimit, Detail: "slow down"})
	})
	var ref *online.Refused
	if _, err := online.QueryGames(ctx, url, refs); !errors.As(err, &ref) || ref.Reason != online.ReasonRateLimit {
		t.Errorf("a refused query: %v", err)
	}
}
