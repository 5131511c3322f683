package server

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// TestNATSRestart is what keeps rooms over a server restart: the embedded
// server's files hold them.
func TestNATSRestart(t *testing.T) {
	t.Parallel()
	dir, ctx := t.TempDir(), t.Context()
	s, err := OpenNATS(ctx, NATSOptions{DataDir: dir, Logger: testLogger(t)})
	if err != nil {
		t.Fatal(err)
	}
	rev, err := s.Create(ctx, code(1), []byte("kept"))
	if err == nil {
		rev, err = s.Save(ctx, code(1), []byte("kept, saved"), rev)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("Close = %v", err)
	}

	s = openEmbedded(t, dir, 0)
	doc, got, err := s.Load(ctx, code(1))
	if err != nil || string(doc) != "kept, saved" || got != rev {
		t.Fatalf("Load after restart = %q, %d, %v; want %q at %d", doc, got, err, "kept, saved", rev)
	}
	if codes, err := s.Rooms(ctx); err != nil || fmt.Sprint(codes) != fmt.Sprint([]string{code(1)}) {
		t.Fatalf("Rooms after restart = %v, %v", codes, err)
	}
	// Revisions go on from where they were.
	if next, err := s.Save(ctx, code(1), []byte("again"), rev); err != nil || next <= rev {
		t.Fatalf("Save after restart = %d, %v", next, err)
	}
}

func TestNATSOptions(t *testing.T) {
	t.Parallel()
	if _, err := OpenNATS(t.Context(), NATSOptions{}); err == nil {
		t.Error("OpenNATS without URL or data directory succeeded")
	}
	if _, err := OpenNATS(t.Context(), NATSOptions{DataDir: t.TempDir(), Replicas: -1}); err == nil {
		t.Error("OpenNATS with -1 replicas succeeded")
	}
	// Nothing listens on port 1; the connect error must say where.
	_, err := OpenNATS(t.Context(), NATSOptions{URL: "nats://user:secret@127.0.0.1:1"})
	if err == nil || !strings.Contains(err.Error(), "127.0.0.1:1") || strings.Contains(err.Error(), "secret") {
		t.Errorf("OpenNATS(unreachable) = %v; want an error naming the address, not the password", err)
	}
	// Replicas 3 on the embedded server falls back to the one copy it can keep.
	s := openEmbeddedOpts(t, NATSOptions{DataDir: t.TempDir(), Replicas: 3})
	if _, err := s.Create(t.Context(), code(1), []byte("x")); err != nil {
		t.Fatal(err)
	}
}

func openEmbeddedOpts(t *testing.T, o NATSOptions) Store {
	t.Helper()
	s, err := OpenNATS(t.Context(), o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { closeStore(t, s) })
	return s
}

func TestIsWrongRevision(t *testing.T) {
	for _, tt := range []struct {
		err  error
		want bool
	}{
		{fmt.Errorf("x: %w", jetstream.ErrKeyRevisionMismatch), true},
		{&jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeStreamWrongLastSequence}, true},
		{fmt.Errorf("x: %w", &jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeStreamWrongLastSequenceConstant}), true},
		{&jetstream.APIError{Code: 503, ErrorCode: jetstream.JSErrCodeJetStreamNotEnabled}, false},
		{jetstream.ErrKeyNotFound, false},
		{context.DeadlineExceeded, false},
	} {
		if got := isWrongRevision(tt.err); got != tt.want {
			t.Errorf("isWrongRevision(%v) = %v; want %v", tt.err, got, tt.want)
		}
	}
}

// TestIsUnavailable: what a write tries again is a cluster that cannot
// answer yet, never a refusal of the write itself.
func TestIsUnavailable(t *testing.T) {
	for _, tt := range []struct {
		err  error
		want bool
	}{
		{fmt.Errorf("x: %w", context.DeadlineExceeded), true},
		{nats.ErrTimeout, true},
		{jetstream.ErrNoStreamResponse, true},
		{fmt.Errorf("x: %w", nats.ErrNoResponders), true},
		{&jetstream.APIError{Code: 503, ErrorCode: jetstream.JSErrCodeJetStreamNotEnabled}, true},
		{jetstream.ErrKeyRevisionMismatch, false},
		{&jetstream.APIError{Code: 400, ErrorCode: jetstream.JSErrCodeStreamWrongLastSequence}, false},
		{jetstream.ErrKeyExists, false},
		{context.Canceled, false},
	} {
		if got := isUnavailable(tt.err); got != tt.want {
			t.Errorf("isUnavailable(%v) = %v; want %v", tt.err, got, tt.want)
		}
	}
}

func TestRedact(t *testing.T) {
	got := redact("nats://a:pw@h1:4222,nats://h2:4222,tok@h3")
	if want := "nats://***@h1:4222,nats://h2:4222,***@h3"; got != want {
		t.Errorf("redact = %q; want %q", got, want)
	}
}

// TestRoomsAreForgottenAfterAWhile: the rooms' bucket lets a room go 90
// days after its last change, so that finished and abandoned games do not
// fill the store.
func TestRoomsAreForgottenAfterAWhile(t *testing.T) {
	s := openEmbedded(t, t.TempDir(), 0)
	st, err := s.(*natsStore).kv.Status(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.TTL() != roomsKeptFor || roomsKeptFor < 30*24*time.Hour {
		t.Fatalf("the rooms live %v after their last change, want %v (a month at least)", st.TTL(), roomsKeptFor)
	}
}
