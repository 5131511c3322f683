package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"sync"
	"time"

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
//
// So that a write stays small however long the game, what no later write
// changes moves out of the document into parts of the room (Store.PutPart):
// a record of recordApartSize or more goes apart as part 0 with the first
// write once the game is under way (its record dealt for good: a room
// waiting for its start deals again), and once the steps after the last
// part number partSteps, they become a part of their own, named by the
// step they end at (roomDoc.Cuts). A part is put, and on the disk, before
// the document that names it is saved; its contents follow from the game
// so far, so a server that puts it again (a write that lost the
// compare-and-set) puts the same. In memory a room's document is whole
// (the record, every step); stored, it holds only what is not apart
// (appendDocWith), and is made whole again when read (assemble). The
// bucket forgets a key 90 days after its last write: parts older than
// partsRefresh are put again with the room's next write.
//
// An Orbis record is some 5 KiB of a 6 KiB document: kept in the
// document, every move wrote it again, and JetStream copied it four times
// more on its way to the disk and back to the server's watch.
const (
	partSteps       = 512
	recordApartSize = 1 << 10
	partsRefresh    = 30 * 24 * time.Hour
)

// openDoc replays a room's game: its record, then the steps after it.
// Any Match does: the rules' contract needs nothing more.
func openDoc(g online.Ruleset, doc roomDoc) (online.Match, error) {
	m, err := g.Open(doc.Record)
	if err != nil || len(doc.Steps) == 0 {
		return m, err
	}
	if err := playSteps(m, doc.Steps); err != nil {
		return nil, err
	}
	return m, nil
}

// playSteps plays on a match steps kept after its own, each run of one
// seat's steps as a unit, as the room played them (the table's steps come
// of them, as they did), and checks that they replay as kept.
func playSteps(m online.Match, steps []online.Step) error {
	base := m.Steps()
	for i := 0; i < len(steps); {
		seat := steps[i].Seat
		if seat == session.Table { // the table's own: made by the unit before it
			i++
			continue
		}
		var unit []string
		for ; i < len(steps) && steps[i].Seat == seat; i++ {
			unit = append(unit, steps[i].Action)
		}
		if _, err := m.Play(seat, unit); err != nil {
			return fmt.Errorf("the steps kept after the record, at step %d: %w", base+i, err)
		}
	}
	for i, st := range m.History(base) {
		if i >= len(steps) || st != steps[i] {
			return fmt.Errorf("the steps kept after the record: step %d replays as seat %d %q: %w", base+i+1, st.Seat, st.Action, online.ErrBadRecord)
		}
	}
	if m.Steps() != base+len(steps) {
		return fmt.Errorf("the steps kept after the record: %d replay as %d: %w", len(steps), m.Steps()-base, online.ErrBadRecord)
	}
	return nil
}

// followDoc brings a room's match to a document another server stored:
// when it only adds steps to the game the match plays (the room's steps
// all stored), they are played on it, not the whole game replayed (the
// state lock held).
func (r *room) followDoc(doc roomDoc) (online.Match, error) {
	n := len(r.doc.Steps)
	if len(r.unstored) == 0 && r.match.Steps() == r.step && len(doc.Steps) >= n &&
		slices.Equal(doc.Steps[:n], r.doc.Steps) && bytes.Equal(doc.Record, r.doc.Record) {
		err := playSteps(r.match, doc.Steps[n:])
		if err == nil {
			return r.match, nil
		}
		if m, err := openDoc(r.game, r.doc); err == nil {
			r.match = m // not left with part of the steps played
		}
	}
	return openDoc(r.game, doc)
}

// docEncoding is a stored document's record and steps as encodeDoc writes
// them, kept for the room's next write; the zero value keeps nothing.
type docEncoding struct {
	record []byte // compacted
	steps  []byte // the steps' JSON objects, comma-separated
	n      int    // the steps encoded
	from   int    // the step they begin at: those before are apart
	of     *byte  // the record they belong to (its first byte)
}

// encodeDoc writes a room's document as json.Marshal would, but compacts
// the record itself: json.Marshal checks a RawMessage with its full JSON
// scanner, which was a sixth of the server's time per move. The record is
// the rules' own output or was read as valid JSON, so only its whitespace
// outside strings needs to go.
func encodeDoc(doc roomDoc) ([]byte, error) {
	data, _, err := appendDocWith(nil, doc, docEncoding{})
	return data, err
}

// appendDocWith appends doc to out as encodeDoc writes it, reusing what
// enc holds of the document's record and first steps (steps are only
// ever appended); it returns the encoding to keep for the next write.
// What the document keeps apart (its record, its steps up to its last
// cut) is left out. The head is encoded into out itself: a write of a
// room into a buffer used again (docBuffer) allocates no copy of it.
func appendDocWith(out []byte, doc roomDoc, enc docEncoding) ([]byte, docEncoding, error) {
	record, steps := doc.Record, doc.Steps[lastCut(doc):]
	if doc.RecordApart {
		record = nullRecord
	}
	doc.Record, doc.Steps = nil, nil
	start := len(out)
	out, ok := appendHead(out, &doc) // ends in "record":null}, the record to follow
	if !ok || len(record) == 0 {
		doc.Record, doc.Steps = record, steps
		data, err := json.Marshal(doc)
		return append(out[:start], data...), docEncoding{}, err
	}
	if enc.of != &record[0] || enc.n > len(steps) || enc.from != lastCut(doc) {
		enc = docEncoding{record: compactJSON(record), of: &record[0], from: lastCut(doc)}
	}
	enc.steps = appendSteps(enc.steps, steps[enc.n:])
	enc.n = len(steps)
	out = slices.Grow(out[:len(out)-len("null}")], len(enc.record)+len(enc.steps)+16)
	out = append(out, enc.record...)
	if len(steps) > 0 {
		out = append(out, `,"steps":[`...)
		out = append(out, enc.steps...)
		out = append(out, ']')
	}
	return append(out, '}'), enc, nil
}

// docBuffers are buffers a room's write encodes its document into: the
// store copies what it is given, so one is free again once written. A
// buffer a room of its own would hold some 6 KiB a room for its life.
var docBuffers = sync.Pool{New: func() any { return new([]byte) }}

// maxDocBuffer is the largest buffer kept for another write: a rare huge
// document is not held on to.
const maxDocBuffer = 64 << 10

// putDocBuffer gives a buffer back once its document is written.
func putDocBuffer(b *[]byte, data []byte) {
	if cap(data) <= maxDocBuffer {
		*b = data[:0]
		docBuffers.Put(b)
	}
}

// nullRecord stands for a record kept apart: one array, so that the
// encoding kept for the next write is known as the same record's.
var nullRecord = json.RawMessage("null")

// appendSteps appends steps as JSON objects, comma-separated, as
// encoding/json writes an online.Step.
func appendSteps(out []byte, steps []online.Step) []byte {
	for _, st := range steps {
		if len(out) > 0 {
			out = append(out, ',')
		}
		out = append(out, `{"seat":`...)
		out = strconv.AppendInt(out, int64(st.Seat), 10)
		out = append(out, `,"action":`...)
		out = online.AppendJSONString(out, st.Action)
		if st.For != 0 {
			out = append(out, `,"for":`...)
			out = strconv.AppendInt(out, int64(st.For), 10)
		}
		out = append(out, '}')
	}
	return out
}

// lastCut is the number of steps a document keeps apart, in parts.
func lastCut(doc roomDoc) int {
	if len(doc.Cuts) == 0 {
		return 0
	}
	return doc.Cuts[len(doc.Cuts)-1]
}

// putParts moves apart, before doc is saved, the steps stored after the
// last part once they are partSteps (and a large record with the first
// such part), and puts again parts the bucket would soon forget; doc, the
// room's document to store, says so (the room's write held). stored is
// the document the store holds now.
func (r *room) putParts(ctx context.Context, stored roomDoc, doc *roomDoc) error {
	now := time.Now()
	if doc.PartsAt != 0 && now.Sub(time.Unix(doc.PartsAt, 0)) > partsRefresh {
		if err := r.putAgain(ctx, *doc); err != nil {
			return err
		}
		doc.PartsAt = now.Unix()
	}
	if !doc.RecordApart && !doc.Waiting && len(doc.Record) >= recordApartSize {
		if err := r.srv.cfg.Store.PutPart(ctx, r.code, 0, doc.Record); err != nil {
			return err
		}
		doc.RecordApart = true
		if doc.PartsAt == 0 {
			doc.PartsAt = now.Unix()
		}
	}
	from, to := lastCut(stored), len(stored.Steps)
	if to-from < partSteps || len(doc.Steps) < to {
		return nil
	}
	data, err := json.Marshal(doc.Steps[from:to])
	if err != nil {
		return err
	}
	if err := r.srv.cfg.Store.PutPart(ctx, r.code, to, data); err != nil {
		return err
	}
	doc.Cuts = append(slices.Clip(doc.Cuts), to)
	if doc.PartsAt == 0 {
		doc.PartsAt = now.Unix()
	}
	return nil
}

// putAgain puts every part of a document again.
func (r *room) putAgain(ctx context.Context, doc roomDoc) error {
	if doc.RecordApart {
		if err := r.srv.cfg.Store.PutPart(ctx, r.code, 0, doc.Record); err != nil {
			return err
		}
	}
	from := 0
	for _, cut := range doc.Cuts {
		data, err := json.Marshal(doc.Steps[from:cut])
		if err != nil {
			return err
		}
		if err := r.srv.cfg.Store.PutPart(ctx, r.code, cut, data); err != nil {
			return err
		}
		from = cut
	}
	return nil
}

// assemble reads a stored document and makes it whole: its record and
// steps kept apart are read back from its parts (those known already,
// from a whole document of the same room, are taken from it).
func assemble(ctx context.Context, store Store, code string, data []byte, known *roomDoc) (roomDoc, error) {
	var doc roomDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		return roomDoc{}, fmt.Errorf("room %s: its document: %w", code, err)
	}
	if doc.RecordApart {
		if known != nil && known.RecordApart {
			doc.Record = known.Record
		} else {
			rec, err := store.Part(ctx, code, 0)
			if err != nil {
				return roomDoc{}, fmt.Errorf("room %s: its record: %w", code, err)
			}
			doc.Record = rec
		}
	}
	if len(doc.Cuts) == 0 {
		return doc, nil
	}
	open := doc.Steps
	steps := make([]online.Step, 0, lastCut(doc)+len(open))
	from := 0
	for i, cut := range doc.Cuts {
		if known != nil && i < len(known.Cuts) && known.Cuts[i] == cut && len(known.Steps) >= cut {
			steps = append(steps, known.Steps[from:cut]...)
			from = cut
			continue
		}
		data, err := store.Part(ctx, code, cut)
		if err != nil {
			return roomDoc{}, fmt.Errorf("room %s: its steps to %d: %w", code, cut, err)
		}
		var part []online.Step
		if err := json.Unmarshal(data, &part); err != nil {
			return roomDoc{}, fmt.Errorf("room %s: its steps to %d: %w", code, cut, err)
		}
		if len(part) != cut-from {
			return roomDoc{}, fmt.Errorf("room %s: its steps to %d: %d, want %d: %w", code, cut, len(part), cut-from, online.ErrBadRecord)
		}
		steps = append(steps, part...)
		from = cut
	}
	doc.Steps = append(steps, open...)
	return doc, nil
}

// loadDoc loads a room's document, whole. ErrNoRoom when there is none.
func (s *Server) loadDoc(ctx context.Context, code string) (roomDoc, uint64, error) {
	data, rev, err := s.cfg.Store.Load(ctx, code)
	if err != nil {
		return roomDoc{}, 0, err
	}
	doc, err := assemble(ctx, s.cfg.Store, code, data, nil)
	return doc, rev, err
}

// OpenStored replays the game of a room a store keeps, with g its game:
// for tools and tests that read a store directly.
func OpenStored(ctx context.Context, store Store, g online.Ruleset, code string) (online.Match, error) {
	data, _, err := store.Load(ctx, code)
	if err != nil {
		return nil, err
	}
	doc, err := assemble(ctx, store, code, data, nil)
	if err != nil {
		return nil, err
	}
	return openDoc(g, doc)
}
