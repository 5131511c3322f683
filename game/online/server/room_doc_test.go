package server

import (
	"bytes"
	"encoding/json"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
)

// TestEncodeDocMatchesMarshal: a room's document written with its record
// compacted by hand reads back as json.Marshal's, byte for byte where no
// string holds characters json.Marshal escapes for HTML.
func TestEncodeDocMatchesMarshal(t *testing.T) {
	records := []string{
		"{\n  \"a\": [\n    1,\n    2\n  ],\n  \"b\": {\"c\" : \"x y\\\"z\\\\\"}\t}\r\n",
		`{"name":"a \"quoted\"\\ name, \\\\","list":[ ],"n":null}`,
		`{"html":"<b> & </b>","u":"\u00e9 é"}`,
		"  []  ",
	}
	for _, rec := range records {
		doc := roomDoc{V: docVersion, Game: "orbis", Created: time.Unix(1, 0).UTC(), TurnLimit: 60,
			Seats: []seatDoc{{Name: "A <b>", Kind: "human", Token: "ab"}, {Name: "B", Kind: "open"}}, Record: json.RawMessage(rec)}
		got, err := encodeDoc(doc)
		if err != nil {
			t.Fatal(err)
		}
		want, err := json.Marshal(doc)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.ContainsAny([]byte(rec), "<>&") && !bytes.Equal(got, want) {
			t.Errorf("record %q:\n got %s\nwant %s", rec, got, want)
		}
		var a, b any
		if err := json.Unmarshal(got, &a); err != nil {
			t.Fatalf("record %q: %s does not read: %v", rec, got, err)
		}
		_ = json.Unmarshal(want, &b)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("record %q reads otherwise:\n got %s\nwant %s", rec, got, want)
		}
	}
}

// TestACompactRecordIsEncodedWithoutACopy: the encoding a room keeps for
// its next write holds a record already compact (as the rules deal it) by
// the record itself, not a second copy of it for the room's life; one
// with spaces is compacted into a copy of its own.
func TestACompactRecordIsEncodedWithoutACopy(t *testing.T) {
	for _, tt := range []struct {
		record string
		shared bool
	}{
		{`{"deck":[1,2,3],"name":"a b"}`, true},
		{`{"deck": [1, 2, 3]}`, false},
	} {
		doc := roomDoc{V: docVersion, Game: "orbis", Seats: []seatDoc{{Name: "A", Kind: "human"}}, Record: json.RawMessage(tt.record)}
		_, enc, err := appendDocWith(nil, doc, docEncoding{})
		if err != nil {
			t.Fatal(err)
		}
		if shared := &enc.record[0] == &doc.Record[0]; shared != tt.shared {
			t.Errorf("record %s: the encoding kept shares its memory: %v; want %v", tt.record, shared, tt.shared)
		}
		if want := appendCompactJSON(nil, doc.Record); !bytes.Equal(enc.record, want) {
			t.Errorf("record %s: the encoding kept holds %s; want %s", tt.record, enc.record, want)
		}
	}
}

// bytesPerRun is how many bytes f allocates a call, on average of runs
// (testing.AllocsPerRun counts allocations, not their size).
func bytesPerRun(runs int, f func()) uint64 {
	f()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for range runs {
		f()
	}
	runtime.ReadMemStats(&after)
	return (after.TotalAlloc - before.TotalAlloc) / uint64(runs)
}

// TestARoomsWriteEncodesIntoItsBuffer: a room's document, written into a
// buffer used again, allocates no copy of itself or of its head (6 KiB a
// move, twice counted: by the allocation and by the collector), and reads
// as encodeDoc writes it.
func TestARoomsWriteEncodesIntoItsBuffer(t *testing.T) {
	record := json.RawMessage(`{"deal":"` + strings.Repeat("x", 6<<10) + `"}`)
	doc := roomDoc{V: docVersion, Game: "orbis", Created: time.Unix(1, 0).UTC(), TurnLimit: 60, TurnSince: time.Unix(2, 0).UTC(),
		Seats: []seatDoc{{Name: "A", Kind: "human", Token: "ab"}, {Name: "B", Kind: "human", Token: "cd"}}, Record: record}
	for i := range 40 {
		doc.Steps = append(doc.Steps, online.Step{Seat: i % 2, Action: "play 3 at 12"})
	}
	want, err := encodeDoc(doc)
	if err != nil {
		t.Fatal(err)
	}
	_, enc, err := appendDocWith(nil, doc, docEncoding{})
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 0, 2*len(want))
	var got []byte
	n := bytesPerRun(50, func() {
		if got, _, err = appendDocWith(buf[:0], doc, enc); err != nil {
			t.Fatal(err)
		}
	})
	if !bytes.Equal(got, want) {
		t.Errorf("written into a buffer:\n got %s\nwant %s", got, want)
	}
	if n > 1<<10 {
		t.Errorf("writing a %d-byte document into a buffer allocates %d bytes; want 1 KiB at most", len(want), n)
	}
}

// TestAWriteAppendsItsSteps: a room's write adds its steps to the
// document's own, not to a copy of every step played (a copy a move that
// grew with the game): the steps' memory is made anew only as it grows.
func TestAWriteAppendsItsSteps(t *testing.T) {
	g := &countGame{end: 200}
	s, url := limitsServer(t, g, nil, Config{})
	host, joined := create(t, url, "198.51.100.1", 0, "human", "ai:easy")
	s.mu.Lock()
	r := s.rooms[joined.Code]
	s.mu.Unlock()
	arrays := map[*online.Step]bool{}
	step := host.await(online.TypeState).Step
	for range 32 {
		host.send(online.Message{Type: online.TypeAct, Step: step, Actions: []string{"move"}})
		for toAct := 1; toAct != 0; { // the host's step, then the computer's
			m := host.await(online.TypeStep)
			step, toAct = m.Step, m.ToAct
		}
		r.mu.Lock()
		arrays[&r.doc.Steps[:1][0]] = true
		r.mu.Unlock()
	}
	r.mu.Lock()
	stored := len(r.doc.Steps)
	r.mu.Unlock()
	if stored != 64 {
		t.Fatalf("%d steps stored; want 64", stored)
	}
	if len(arrays) > 10 {
		t.Errorf("64 steps stored in %d arrays; want them grown, not copied every write", len(arrays))
	}
}
