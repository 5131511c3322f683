package server

import (
	"bytes"
	"encoding/json"
	"fmt"

	"orbis/game/online"
	"orbis/game/session"
)

// A room's steps are kept apart from its record: the document holds the
// record as dealt, which no move rewrites, and the steps played since
// (seat and action text each), appended in the order stored. The game is
// assembled when the room is read (openDoc): the record's replay, then its
// steps. A document stored whole before (its record holding every step,
// no steps) reads as it is. A write encodes only the steps that are new:
// the record and the steps stored before are kept encoded (docEncoding).

// openDoc replays a room's game: its record, then the steps after it,
// each run of one seat's steps played as a unit as the room played them
// (the table's steps come of them, as they did). Any Match does: the
// rules' contract needs nothing more.
func openDoc(g online.Ruleset, doc roomDoc) (online.Match, error) {
	m, err := g.Open(doc.Record)
	if err != nil || len(doc.Steps) == 0 {
		return m, err
	}
	base := m.Steps()
	for i := 0; i < len(doc.Steps); {
		seat := doc.Steps[i].Seat
		if seat == session.Table { // the table's own: made by the unit before it
			i++
			continue
		}
		var unit []string
		for ; i < len(doc.Steps) && doc.Steps[i].Seat == seat; i++ {
			unit = append(unit, doc.Steps[i].Action)
		}
		if _, err := m.Play(seat, unit); err != nil {
			return nil, fmt.Errorf("the steps kept after the record, at step %d: %w", base+i, err)
		}
	}
	for i, st := range m.History(base) {
		if i >= len(doc.Steps) || st != doc.Steps[i] {
			return nil, fmt.Errorf("the steps kept after the record: step %d replays as seat %d %q: %w", base+i+1, st.Seat, st.Action, online.ErrBadRecord)
		}
	}
	if m.Steps() != base+len(doc.Steps) {
		return nil, fmt.Errorf("the steps kept after the record: %d replay as %d: %w", len(doc.Steps), m.Steps()-base, online.ErrBadRecord)
	}
	return m, nil
}

// docEncoding is a stored document's record and steps as encodeDoc writes
// them, kept for the room's next write; the zero value keeps nothing.
type docEncoding struct {
	record []byte // compacted
	steps  []byte // the steps' JSON objects, comma-separated
	n      int    // the steps encoded
	of     *byte  // the record they belong to (its first byte)
}

// encodeDoc writes a room's document as json.Marshal would, but compacts
// the record itself: json.Marshal checks a RawMessage with its full JSON
// scanner, which was a sixth of the server's time per move. The record is
// the rules' own output or was read as valid JSON, so only its whitespace
// outside strings needs to go.
func encodeDoc(doc roomDoc) ([]byte, error) {
	data, _, err := encodeDocWith(doc, docEncoding{})
	return data, err
}

// encodeDocWith is encodeDoc reusing what enc holds of the document's
// record and first steps (steps are only ever appended); it returns the
// encoding to keep for the next write.
func encodeDocWith(doc roomDoc, enc docEncoding) ([]byte, docEncoding, error) {
	record, steps := doc.Record, doc.Steps
	doc.Record, doc.Steps = nil, nil
	head, err := json.Marshal(doc)
	const tail = `"record":null}` // the record follows the head
	if err != nil || len(record) == 0 || !bytes.HasSuffix(head, []byte(tail)) {
		doc.Record, doc.Steps = record, steps
		data, err := json.Marshal(doc)
		return data, docEncoding{}, err
	}
	if enc.of != &record[0] || enc.n > len(steps) {
		enc = docEncoding{record: appendCompactJSON(nil, record), of: &record[0]}
	}
	for _, st := range steps[enc.n:] {
		b, err := json.Marshal(st)
		if err != nil {
			return nil, docEncoding{}, err
		}
		if len(enc.steps) > 0 {
			enc.steps = append(enc.steps, ',')
		}
		enc.steps = append(enc.steps, b...)
	}
	enc.n = len(steps)
	out := make([]byte, 0, len(head)+len(enc.record)+len(enc.steps)+16)
	out = append(out, head[:len(head)-len("null}")]...)
	out = append(out, enc.record...)
	if len(steps) > 0 {
		out = append(out, `,"steps":[`...)
		out = append(out, enc.steps...)
		out = append(out, ']')
	}
	return append(out, '}'), enc, nil
}

// OpenStored replays the game of a room's document as a Store keeps it,
// with g its game: for tools and tests that read a store directly.
func OpenStored(g online.Ruleset, data []byte) (online.Match, error) {
	var doc roomDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("a room's document: %w", err)
	}
	return openDoc(g, doc)
}
