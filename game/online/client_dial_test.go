package online_test

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server"
)

// TestDialSaysWhichBoundRefusedIt: a server at its bound of connections
// from one address refuses the next with 429, a full one with 503; the
// client's error carries which, and the server's words.
func TestDialSaysWhichBoundRefusedIt(t *testing.T) {
	tests := []struct {
		name   string
		limits server.ConnLimits
		status int
		words  string
	}{
		{"one address's bound", server.ConnLimits{PerAddr: 1}, http.StatusTooManyRequests, "too many connections from your address (1)"},
		{"the server's bound", server.ConnLimits{Max: 1}, http.StatusServiceUnavailable, "the server is full (1 connections)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			store := server.NewMemoryStore()
			srv, err := server.New(server.Config{Games: []online.Ruleset{onlinetest.Game(10)}, Store: store, Conns: tc.limits,
				Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
			if err != nil {
				t.Fatal(err)
			}
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			served := make(chan error, 1)
			go func() { served <- srv.Serve(ctx, ln, "", "") }()
			defer func() { cancel(); <-served; _ = store.Close() }()
			url := "ws://" + ln.Addr().String() + "/ws"
			games := []online.Viewer{onlinetest.Game(10)}
			first, err := online.Dial(ctx, url, games, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana",
				Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
			if err != nil {
				t.Fatal(err)
			}
			defer first.Close()
			code, _, _ := first.Seat()
			_, err = online.Dial(ctx, url, games, online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
			var refused *online.DialRefused
			if !errors.As(err, &refused) || refused.Status != tc.status || !strings.Contains(refused.Detail, tc.words) {
				t.Fatalf("the join over the bound: %v; want HTTP %d saying %q", err, tc.status, tc.words)
			}
		})
	}
}
