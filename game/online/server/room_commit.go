package server

import (
	"context"
	"errors"
	"time"

	"orbis/game/online"
)

// Group commit. A unit is checked against the rules and played on the
// room's match as it arrives (refused at once if illegal), and stored with
// the units that arrived while the room's previous write was under way:
// one write, one round of the disk, for all of them. The first unit played
// while no write is under way makes its player's goroutine the room's
// writer, which stores what has been played until nothing is left. A unit
// is acknowledged (its steps sent to the table) only once stored; a write
// that fails takes back every unit not stored (the failed ones and those
// played after them on top) and refuses each: no acknowledged step is
// lost, and no table sees one that was not kept.

// played is a unit played on the match and not stored yet.
type played struct {
	c    *conn // the player's connection; nil for the computer
	seq  uint64
	seat int
	to   int // the match's steps after it
}

// playAhead plays a seat's unit on the room's match and queues it for the
// next write; it reports whether the caller is to write it (no write is
// under way). A refused unit leaves nothing.
func (r *room) playAhead(c *conn, seq uint64, seat int, actions []string) (lead bool, err error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed || r.closed.Load() {
		return false, errRoomFailed
	}
	from, before := r.match.Steps(), r.match.ToAct()
	if _, err := r.match.Play(seat, actions); err != nil {
		return false, refusal{online.ReasonIllegal, err.Error()} // Play keeps nothing of a refused unit
	}
	turned := r.match.ToAct() != before
	if r.match.AtOnce() { // at once, a step every seat saw starts the clock again
		turned = r.match.Moved(from, noSeat)
	}
	if turned {
		r.turnSince = time.Now().UTC()
	}
	r.unstored = append(r.unstored, played{c: c, seq: seq, seat: seat, to: r.match.Steps()})
	r.pending = true
	lead, r.writing = !r.writing, true
	return lead, nil
}

// writeBehind has the units played ahead stored by a goroutine of its
// own, so that the connection whose unit began the write reads on
// meanwhile (its next unit joins the next write). It holds the room's
// write for one write at a time: a computer's turn or a seat's change
// waiting for it comes in between. It is no work Close waits for: the
// server's context ends the write, which refuses its units.
func (r *room) writeBehind() {
	r.srv.workers.run(func() {
		defer r.contain("storing moves")
		for r.commitOne(r.srv.ctx) {
		}
		if r.idle() {
			r.srv.drop(r) // nobody came back while the units were stored
		}
	})
}

// idle reports whether nobody is in the room and no computer thinks in it.
func (r *room) idle() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.conns) == 0 && len(r.thinking) == 0
}

// commitOne stores the units played ahead and waiting, in one write (the
// room's write taken for it); false when none was waiting, and the
// writer's turn is over.
func (r *room) commitOne(ctx context.Context) bool {
	r.write.Lock()
	defer r.write.Unlock()
	doc, from, to, batch := r.nextBatch()
	if batch == nil {
		return false
	}
	began := time.Now()
	err := r.store(ctx, doc, to, func() {
		r.srv.metrics.stored(len(batch), time.Since(began))
		r.announceLocked(from, to)
		r.next()
	})
	if err != nil {
		r.takeBackUnstored(ctx, batch, err)
	}
	return true
}

// nextBatch takes the units waiting to be stored and the document that
// stores them, with the steps from and to they add; no units (nil) ends
// the writer's turn, and the table's requests that waited are answered.
func (r *room) nextBatch() (doc roomDoc, from, to int, batch []played) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.unstored) == 0 || r.failed {
		r.writing = false
		r.settleLocked()
		return roomDoc{}, 0, 0, nil
	}
	batch, r.unstored = r.unstored, nil
	from, to = r.step, batch[len(batch)-1].to
	doc = r.doc
	// Appended in place past the steps the room's document holds, which
	// nothing reads: the writer, one at a time, is the only one to append,
	// and a write that fails leaves them unread. A copy of every step a
	// write grew with the game.
	doc.Steps = append(doc.Steps, r.match.History(from)...)
	if !r.turnSince.IsZero() {
		doc.TurnSince, r.turnSince = r.turnSince, time.Time{}
	}
	return doc, from, to, batch
}

// takeBackUnstored makes the match the stored game's again after a write
// of batch failed, and refuses the batch's units and every unit played
// after them; after a conflict the room takes on what another server
// stored (the room's write held).
func (r *room) takeBackUnstored(ctx context.Context, batch []played, err error) {
	conflict := errors.Is(err, ErrConflict)
	var ref refusal
	switch {
	case conflict:
		ref = refusal{online.ReasonStale, "another move came first"}
	case !errors.As(err, &ref):
		ref = refusal{online.ReasonInternal, "the server could not keep the move; try again"}
	}
	r.mu.Lock()
	lost := append(batch, r.unstored...)
	r.unstored, r.turnSince = nil, time.Time{}
	r.reopenLocked()
	r.mu.Unlock()
	for _, p := range lost {
		if p.c == nil {
			r.srv.log.Warn("a computer's turn was not kept", "room", r.code, "seat", p.seat, "err", err)
			continue
		}
		if ref.reason == online.ReasonInternal {
			r.srv.log.Error("playing", "room", r.code, "seat", p.seat, "err", err)
		}
		// No strike: the store failed, not the player. (refuse counts
		// strikes on the connection's own goroutine, and this is not it.)
		p.c.send(online.Message{Type: online.TypeRefused, Seq: p.seq, Reason: ref.reason, Detail: ref.detail})
	}
	if conflict {
		r.reload(ctx)
	}
}

// refuseUnstoredLocked refuses the units played ahead when the room takes
// on another server's game in their place (the state lock held).
func (r *room) refuseUnstoredLocked() {
	for _, p := range r.unstored {
		if p.c != nil {
			p.c.send(online.Message{Type: online.TypeRefused, Seq: p.seq, Reason: online.ReasonStale, Detail: "another move came first"})
		}
	}
	r.unstored, r.turnSince = nil, time.Time{}
}

// playedSteps is the number of steps the room's match has played.
func (r *room) playedSteps() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.match.Steps()
}

// rollback takes back what was played ahead of a write the store did not
// keep other than units (a start; the room's write held): the match is
// the stored game's again, then, after a conflict, the room takes on
// what another server stored.
func (r *room) rollback(ctx context.Context, conflict bool) {
	r.mu.Lock()
	r.reopenLocked()
	r.settleLocked()
	r.mu.Unlock()
	if conflict {
		r.reload(ctx)
	}
}
