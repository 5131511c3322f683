package online_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server"
)

// TestClientStopsWhenItsRoomFailed: a room whose rules panic on the
// server fails there; its client ends with ErrRoomFailed and does not
// come back (the server would refuse the room until it restarts), where
// before it resumed every few seconds without end.
func TestClientStopsWhenItsRoomFailed(t *testing.T) {
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: []online.Ruleset{onlinetest.Failing(10, 2)}, Store: store,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	var dials atomic.Int32
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		dials.Add(1)
		srv.Handler().ServeHTTP(w, r)
	}))
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	c, err := online.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http")+"/ws", []online.Viewer{onlinetest.Game(10)},
		online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	if err := c.Act(0, []string{onlinetest.Move}); err != nil { // the computer's move after it panics
		t.Fatal(err)
	}
	waitStopped(t, c)
	if !errors.Is(c.Err(), online.ErrRoomFailed) || c.Reconnects() != 0 || dials.Load() != 1 {
		t.Fatalf("the client ended with %v after %d reconnects and %d dials; want ErrRoomFailed and no other dial", c.Err(), c.Reconnects(), dials.Load())
	}
}

// TestClientDoesNotComeBackToAFailedRoom: however a client learns that its
// room failed (the refusal and the close with status 1011, the close
// alone, or a resume refused after a dropped connection), it stops; a
// resume refused with internal is tried again.
func TestClientDoesNotComeBackToAFailedRoom(t *testing.T) {
	refuse := func(reason string) func(context.Context, *websocket.Conn) {
		return func(ctx context.Context, ws *websocket.Conn) {
			send(ctx, ws, online.Message{Type: online.TypeRefused, Reason: reason, Detail: "this room failed on the server"})
		}
	}
	closeFailed := func(_ context.Context, ws *websocket.Conn) {
		_ = ws.Close(online.RoomFailedClose, "the room failed on the server")
	}
	drop := func(_ context.Context, ws *websocket.Conn) { _ = ws.CloseNow() }
	tests := []struct {
		name   string
		after  []func(context.Context, *websocket.Conn) // what each connection gets after its hello: the first is seated first
		dials  int32                                    // connections made once it stopped (or made, for one that goes on)
		failed bool
	}{
		{"refused and closed with 1011", []func(context.Context, *websocket.Conn){func(ctx context.Context, ws *websocket.Conn) {
			refuse(online.ReasonRoomFailed)(ctx, ws)
			closeFailed(ctx, ws)
		}}, 1, true},
		{"closed with 1011, the refusal lost", []func(context.Context, *websocket.Conn){closeFailed}, 1, true},
		{"dropped, its resume refused", []func(context.Context, *websocket.Conn){drop, refuse(online.ReasonRoomFailed)}, 2, true},
		{"dropped, its resume refused with internal", []func(context.Context, *websocket.Conn){drop, refuse(online.ReasonInternal), refuse(online.ReasonInternal)}, 3, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var dials atomic.Int32
			hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				n := int(dials.Add(1))
				ws, err := websocket.Accept(w, r, nil)
				if err != nil {
					return
				}
				defer ws.CloseNow()
				ctx := r.Context()
				if _, _, err := ws.Read(ctx); err != nil || n > len(tc.after) {
					return
				}
				if n == 1 { // seated, then the room fails once the test says so
					seat(ctx, ws)
					if _, _, err := ws.Read(ctx); err != nil {
						return
					}
				}
				tc.after[n-1](ctx, ws)
				_, _, _ = ws.Read(ctx) // until the client lets go
			}))
			defer hs.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			c, err := online.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http")+"/ws", []online.Viewer{onlinetest.Game(10)},
				online.Message{Type: online.TypeResume, Code: "K9E81GJR", Token: "t"})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if err := c.Send(online.Message{Type: online.TypePing}); err != nil {
				t.Fatal(err)
			}
			if !tc.failed {
				for dials.Load() < tc.dials {
					select {
					case <-online.Finished(c):
						t.Fatalf("the client stopped after %d dials: %v", dials.Load(), c.Err())
					case <-ctx.Done():
						t.Fatalf("the client made %d connections, want %d", dials.Load(), tc.dials)
					case <-time.After(10 * time.Millisecond):
					}
				}
				return
			}
			waitStopped(t, c)
			if !errors.Is(c.Err(), online.ErrRoomFailed) || dials.Load() != tc.dials {
				t.Fatalf("the client ended with %v after %d connections; want ErrRoomFailed after %d", c.Err(), dials.Load(), tc.dials)
			}
		})
	}
}

// seat seats a resume as a server would: joined, then the table.
func seat(ctx context.Context, ws *websocket.Conn) {
	view, _ := json.Marshal(map[string]any{"seats": []online.SeatInfo{{Kind: "human"}, {Kind: "human"}}, "length": 10, "actions": []string{}})
	send(ctx, ws, online.Message{Type: online.TypeJoined, Code: "K9E81GJR", Token: "t", Game: onlinetest.ID})
	send(ctx, ws, online.Message{Type: online.TypeState, Game: onlinetest.ID, View: view})
}

func send(ctx context.Context, ws *websocket.Conn, m online.Message) {
	data, _ := online.Encode(m)
	_ = ws.Write(ctx, websocket.MessageText, data)
}

// waitStopped waits until a client stopped for good.
func waitStopped(t *testing.T, c *online.Client) {
	t.Helper()
	select {
	case <-online.Finished(c):
	case <-time.After(10 * time.Second):
		t.Fatalf("the client still comes back: %v after %d reconnects", c.Err(), c.Reconnects())
	}
}
