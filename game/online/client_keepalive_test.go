package online

import (
	"context"
	"testing"
	"time"
)

// writtenSocket is a socket that keeps what is written and reads nothing.
type writtenSocket struct{ writes int }

func (s *writtenSocket) Read(ctx context.Context) ([]byte, error) {
	<-ctx.Done()
	return nil, ctx.Err()
}
func (s *writtenSocket) Write(context.Context, []byte) error { s.writes++; return nil }
func (s *writtenSocket) Close()                              {}

// TestAClientPingsOnlyAfterSilence: any message the client writes puts
// its next ping off by keepAlive; one silent that long pings at once.
func TestAClientPingsOnlyAfterSilence(t *testing.T) {
	ws := &writtenSocket{}
	c := &Client{ctx: context.Background(), ws: ws}
	if due := c.pingDue(); due > 0 {
		t.Fatalf("a client that never wrote pings in %v, not at once", due)
	}
	if err := c.Act(3, []string{"x"}); err != nil {
		t.Fatal(err)
	}
	if ws.writes != 1 {
		t.Fatalf("%d writes for one act", ws.writes)
	}
	if due := c.pingDue(); due < keepAlive-time.Second {
		t.Fatalf("the next ping is due in %v after an act, not about %v", due, keepAlive)
	}
	c.mu.Lock()
	c.sent = time.Now().Add(-keepAlive - time.Millisecond)
	c.mu.Unlock()
	if due := c.pingDue(); due > 0 {
		t.Fatalf("a client silent for %v pings in %v, not at once", keepAlive, due)
	}
}
