//go:build !js

package online

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestDialSaysWhyRefused: a server's refusal before the upgrade (too many
// connections, a full server) reaches the dialler with the server's words.
func TestDialSaysWhyRefused(t *testing.T) {
	why := "too many connections from your address (64): close some and try again"
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		http.Error(w, why, http.StatusTooManyRequests)
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err := Dial(ctx, "ws"+strings.TrimPrefix(srv.URL, "http")+"/ws", nil, Message{Type: TypePing})
	if err == nil || !strings.Contains(err.Error(), why) || !strings.Contains(err.Error(), "429") {
		t.Fatalf("Dial: %v; want the status and %q", err, why)
	}
}

// TestDialTellsWhyItFailed: a dial's error says what a player can act on:
// the server's refusal (its status and words), a host with nothing on
// its port, a name no computer has; anything else stays as it was.
func TestDialTellsWhyItFailed(t *testing.T) {
	refusedConn := &url.Error{Op: "Get", URL: "http://127.0.0.1:1/ws", Err: &net.OpError{Op: "dial", Net: "tcp",
		Err: &os.SyscallError{Syscall: "connect", Err: syscall.ECONNREFUSED}}}
	noHost := &url.Error{Op: "Get", URL: "http://nosuch.invalid/ws", Err: &net.OpError{Op: "dial", Net: "tcp",
		Err: &net.DNSError{Err: "no such host", Name: "nosuch.invalid", IsNotFound: true}}}
	noDNS := &net.DNSError{Err: "server misbehaving", Name: "example.org", IsTemporary: true}
	full := &http.Response{StatusCode: http.StatusServiceUnavailable, Body: io.NopCloser(strings.NewReader("the server is full (10000 connections): try again later\n"))}
	page := &http.Response{StatusCode: http.StatusOK, Body: io.NopCloser(strings.NewReader(strings.Repeat("<p>a web page</p>", 100)))}
	tests := []struct {
		name string
		err  error
		resp *http.Response
		is   error
		want *DialRefused
	}{
		{"nothing on the port", refusedConn, nil, ErrNothingListens, nil},
		{"no such name", noHost, nil, ErrNoSuchHost, nil},
		{"no answer from the name service", noDNS, nil, nil, nil},
		{"a full server", errors.New("expected handshake response status code 101 but got 503"), full, nil,
			&DialRefused{Status: 503, Detail: "the server is full (10000 connections): try again later"}},
		{"a web page", errors.New("expected handshake response status code 101 but got 200"), page, nil,
			&DialRefused{Status: 200, Detail: strings.Repeat("<p>a web page</p>", 100)[:maxRefusalText]}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := dialError(tc.err, tc.resp)
			var refused *DialRefused
			switch {
			case tc.want != nil:
				if !errors.As(err, &refused) || *refused != *tc.want {
					t.Errorf("dialError = %v, want %v", err, tc.want)
				}
			case tc.is != nil:
				if !errors.Is(err, tc.is) || !errors.Is(err, tc.err) {
					t.Errorf("dialError = %v, want %v wrapping %v", err, tc.is, tc.err)
				}
			case err != tc.err:
				t.Errorf("dialError = %v, want %v as it was", err, tc.err)
			}
		})
	}

	// A port nothing listens on, for real.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if _, err := Dial(ctx, "ws://"+addr+"/ws", nil, Message{Type: TypePing}); !errors.Is(err, ErrNothingListens) {
		t.Errorf("dialling %s, where nothing listens: %v, want ErrNothingListens", addr, err)
	}
}
