//go:build !js

package cli

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// startBare serves the bare server on a free port until the test ends; it
// returns the WebSocket's URL and the file of moves.
func startBare(t *testing.T) (url, file string) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	file = filepath.Join(t.TempDir(), "moves.log")
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serveBare(ctx, ln, file, time.Millisecond, 0) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("the bare server: %v", err)
		}
	})
	return "ws://" + ln.Addr().String() + "/ws", file
}

// TestTheBareServerIsMeasured: the load test against the bare server plays its rooms
// in turn, times every move to every seat, reads the bare server's own figures,
// and every move it timed is in the bare server's file.
func TestTheBareServerIsMeasured(t *testing.T) {
	url, file := startBare(t)
	cfg := loadConfig{Rooms: 3, Players: 2, Duration: time.Second, Seed: 1, URL: url}
	rep, err := runBareLoad(context.Background(), cfg, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Moves == 0 || len(rep.Errors) != 0 {
		t.Fatalf("%d moves, errors %v %v", rep.Moves, rep.Errors, rep.Examples)
	}
	if rep.Reaches != int(rep.Moves) || rep.ReachP50 <= 0 || rep.ReachP99 < rep.ReachP50 || rep.LatencyP50 <= 0 || rep.LatencyP50 > rep.ReachP50 {
		t.Errorf("%d moves, %d reaches: reach p50 %.2f, p99 %.2f ms, latency p50 %.2f ms", rep.Moves, rep.Reaches, rep.ReachP50, rep.ReachP99, rep.LatencyP50)
	}
	if rep.ServerFigures != "" || rep.ServerMoves < float64(rep.Moves) || rep.ServerCPUPerMove <= 0 || rep.ServerRooms != 3 {
		t.Errorf("the bare server's figures: %q, %.0f moves (the clients timed %d), %.3f ms a move, %.0f rooms", rep.ServerFigures, rep.ServerMoves, rep.Moves, rep.ServerCPUPerMove, rep.ServerRooms)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if stored := bytes.Count(data, append(bareMoveMessage, '\n')); stored < int(rep.Moves) {
		t.Errorf("the file holds %d moves, the clients timed %d", stored, rep.Moves)
	}
}

// TestTheBareServerRefusesWhatItCannotSeat: a connection that does not name
// its room first, or comes to a full room, is closed with a reason.
func TestTheBareServerRefusesWhatItCannotSeat(t *testing.T) {
	url, _ := startBare(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	closedWith := func(first string) (websocket.StatusCode, string) {
		t.Helper()
		c, _, err := websocket.Dial(ctx, url, nil)
		if err != nil {
			t.Fatal(err)
		}
		defer c.CloseNow()
		if err := c.Write(ctx, websocket.MessageText, []byte(first)); err != nil {
			t.Fatal(err)
		}
		_, _, err = c.Read(ctx)
		var ce websocket.CloseError
		if !errors.As(err, &ce) {
			return -1, ""
		}
		return ce.Code, ce.Reason
	}
	for _, first := range []string{"hello", "room ", "room " + string(bytes.Repeat([]byte("x"), bareMaxRoomName+1))} {
		if code, reason := closedWith(first); code != websocket.StatusPolicyViolation || reason == "" {
			t.Errorf("first message %.20q: closed with %v %q, want a policy violation with a reason", first, code, reason)
		}
	}
	var seated []*websocket.Conn
	defer func() {
		for _, c := range seated {
			c.CloseNow()
		}
	}()
	for range online.MaxSeats {
		c, _, err := websocket.Dial(ctx, url, nil)
		if err != nil {
			t.Fatal(err)
		}
		seated = append(seated, c)
		if err := c.Write(ctx, websocket.MessageText, []byte("room full")); err != nil {
			t.Fatal(err)
		}
	}
	// The bare server seats a connection before it reads its moves: each one's
	// own move coming back to it says it holds its seat.
	for i, c := range seated {
		if err := c.Write(ctx, websocket.MessageText, fmt.Appendf(nil, "move %d", i)); err != nil {
			t.Fatal(err)
		}
	}
	for i, c := range seated {
		for want := fmt.Appendf(nil, "move %d", i); ; {
			_, got, err := c.Read(ctx)
			if err != nil {
				t.Fatalf("seat %d waiting for its move: %v", i, err)
			}
			if bytes.Equal(got, want) {
				break
			}
		}
	}
	if code, _ := closedWith("room full"); code != websocket.StatusPolicyViolation {
		t.Errorf("a seat beyond %d: closed with %v, want a policy violation", online.MaxSeats, code)
	}
}
