package server

import (
	"errors"
	"testing"
	"time"

	"github.com/nats-io/nats.go/jetstream"
)

// TestKVUpdaterReadsJetStreamsAnswers: a taken write's answer gives its
// sequence without decoding; any other form is decoded as nats.go does,
// a wrong revision as kv.Update reports it.
func TestKVUpdaterReadsJetStreamsAnswers(t *testing.T) {
	u := newKVUpdater(nil, "orbis-rooms")
	for _, c := range []struct {
		answer   string
		seq      uint64
		mismatch bool // a wrong revision
		invalid  bool // no answer JetStream gives
	}{
		{answer: `{"stream":"KV_orbis-rooms","seq":42}`, seq: 42},
		{answer: `{"stream":"KV_orbis-rooms","seq":18446744073709551615}`, seq: 1<<64 - 1},
		{answer: `{"stream":"KV_orbis-rooms","domain":"hub","seq":7}`, seq: 7},
		{answer: `{"stream":"KV_orbis-rooms","seq":8,"duplicate":true}`, seq: 8},
		{answer: `{"stream":"KV_orbis-rooms", "seq": 9}`, seq: 9},
		{answer: `{"error":{"code":400,"err_code":10071,"description":"wrong last sequence: 3"},"stream":"KV_orbis-rooms","seq":0}`, mismatch: true},
		{answer: `{"error":{"code":400,"err_code":10164,"description":"wrong last sequence"}}`, mismatch: true},
		{answer: `{"stream":"KV_orbis-rooms","seq":}`, invalid: true},
		{answer: `{"stream":"KV_orbis-rooms","seq":18446744073709551616}`, invalid: true},
		{answer: `{"seq":5}`, invalid: true},
		{answer: ``, invalid: true},
	} {
		seq, err := u.answer([]byte(c.answer))
		switch {
		case c.mismatch:
			if !errors.Is(err, jetstream.ErrKeyRevisionMismatch) || !isWrongRevision(err) {
				t.Errorf("%s: %d, %v; want a wrong revision", c.answer, seq, err)
			}
		case c.invalid:
			if !errors.Is(err, jetstream.ErrInvalidJSAck) {
				t.Errorf("%s: %d, %v; want %v", c.answer, seq, err, jetstream.ErrInvalidJSAck)
			}
		case err != nil || seq != c.seq:
			t.Errorf("%s: %d, %v; want %d", c.answer, seq, err, c.seq)
		}
	}
	plain := []byte(`{"stream":"KV_orbis-rooms","seq":123456}`)
	if n := testing.AllocsPerRun(100, func() { _, _ = u.answer(plain) }); n != 0 {
		t.Errorf("reading a taken write's answer allocates %v times", n)
	}
}

// TestNATSSaveAllocates: a room's write to the embedded store, NATS's
// work included, allocates 40 times (61 through nats.go's kv.Update, its
// answer decoded with encoding/json and a context an attempt): every
// allocation a move is the collector's work too.
func TestNATSSaveAllocates(t *testing.T) {
	ctx := t.Context()
	s, err := OpenNATS(ctx, NATSOptions{DataDir: t.TempDir(), Logger: testLogger(t), SyncEvery: time.Hour})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	doc := make([]byte, 6<<10) // a room's document, about
	for i := range doc {
		doc[i] = 'a'
	}
	rev, err := s.Create(ctx, code(1), doc)
	if err != nil {
		t.Fatal(err)
	}
	n := testing.AllocsPerRun(100, func() {
		if rev, err = s.Save(ctx, code(1), doc, rev); err != nil {
			t.Fatal(err)
		}
	})
	if n > 48 {
		t.Errorf("a Save allocates %v times; want 48 at most", n)
	}
}
