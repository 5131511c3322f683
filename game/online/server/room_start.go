package server

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"orbis/game/online"
)

// A room created with a limit ("seats up to 24") waits for its host's
// start: people join its open seats, the host may give seats to the
// computer, and nobody acts. Its game is dealt for every seat meanwhile,
// so that a client has a table to open; the start deals it again for the
// seats as they are then, the open ones played by computers or dropped.

// hasOpenSeat reports whether a seat is still open for a join.
func hasOpenSeat(seats []seatDoc) bool {
	for _, sd := range seats {
		if sd.Kind == "open" {
			return true
		}
	}
	return false
}

// waiting reports whether the room waits for its host's start.
func (r *room) waiting() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.doc.Waiting
}

// begin carries out a host's start: the room is stored with its seats as
// the start makes them and a game dealt for them, in order with the
// room's other writes; then the table is sent again and play begins.
func (r *room) begin(ctx context.Context, c *conn, m online.Message) bool {
	r.write.Lock()
	defer r.write.Unlock()
	for range 3 {
		doc, err := r.beginAhead(c, m.OpenSeats)
		if err == nil {
			err = r.store(ctx, doc, r.playedSteps(), r.begunLocked)
			if err != nil {
				r.rollback(ctx, errors.Is(err, ErrConflict))
			}
		}
		if errors.Is(err, ErrConflict) {
			continue // another server changed the room: look again
		}
		if err != nil {
			c.refuseFor(m.Seq, "starting a room", err, "room", r.code)
			return false
		}
		r.srv.log.Info("room started", "room", r.code, "seats", len(doc.Seats), "open_seats", m.OpenSeats)
		return true
	}
	c.refuse(m.Seq, online.ReasonBusy, "the room is busy; try again")
	return false
}

// beginAhead checks a start against the room as it stands, deals the
// game for the seats it makes and plays it on the room's match, which is
// pending from then on (as a move's is); it returns the document to store.
func (r *room) beginAhead(c *conn, openSeats string) (roomDoc, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case r.failed:
		return roomDoc{}, errRoomFailed
	case !r.seatedLocked(c):
		return roomDoc{}, refusal{online.ReasonNotJoined, "this connection plays no seat any more"}
	case !r.doc.Waiting:
		return roomDoc{}, refusal{online.ReasonStarted, "the game in this room has begun"}
	}
	if err := r.mayStartLocked(c, openSeats); err != nil {
		return roomDoc{}, err
	}
	return r.dealStartLocked(openSeats)
}

// dealStartLocked deals the game for the seats a start with openSeats
// makes and plays it on the room's match, pending from then on; it
// returns the document to store (the state lock held).
func (r *room) dealStartLocked(openSeats string) (roomDoc, error) {
	seats, err := r.startSeats(openSeats)
	if err != nil {
		return roomDoc{}, err
	}
	infos := make([]online.SeatInfo, len(seats))
	for i, sd := range seats {
		infos[i] = online.SeatInfo{Name: sd.Name, Kind: sd.Kind}
	}
	record, err := r.game.Deal(infos, rand.Uint64())
	if err != nil {
		return roomDoc{}, refusal{online.ReasonBadMessage, err.Error()}
	}
	match, err := r.game.Open(record)
	if err != nil {
		return roomDoc{}, fmt.Errorf("room %s: the game dealt at its start: %w", r.code, err)
	}
	doc := r.doc
	doc.Seats, doc.Record, doc.Waiting, doc.TurnSince = seats, record, false, time.Now().UTC()
	doc.Steps, doc.Cuts, doc.RecordApart = nil, nil, false // a new game: none of the old one's steps
	r.match, r.pending = match, true
	return doc, nil
}

// startSeats are the room's seats as a start makes them: each still open
// played by a computer of the level asked ("ai:medium"), or dropped
// ("drop"), the seats taken keeping their order.
func (r *room) startSeats(openSeats string) ([]seatDoc, error) {
	level, fill := strings.CutPrefix(openSeats, "ai:")
	if fill && !r.game.ValidLevel(level) {
		return nil, refusal{online.ReasonBadMessage, fmt.Sprintf("no computer %q", openSeats)}
	}
	seats := slices.Clone(r.doc.Seats)
	if fill {
		for i, sd := range seats {
			if sd.Kind == "open" { // named beside the seats taken and those filled before it
				seats[i] = seatDoc{Name: uniqueName(level, seats, i), Kind: openSeats}
			}
		}
	}
	seats = slices.DeleteFunc(seats, func(sd seatDoc) bool { return sd.Kind == "open" })
	if lo, _ := r.game.Seats(); len(seats) < lo {
		return nil, refusal{online.ReasonBadSeat, fmt.Sprintf("%d seats are taken: %s is played by %d at least", len(seats), r.game.ID(), lo)}
	}
	return seats, nil
}

// begunLocked tells the table of a start the store kept (the state lock
// held): a connection whose seat moved (the open seats before it were
// dropped) comes back to it, the others get the new table, and play
// begins.
func (r *room) begunLocked() {
	r.evictRevokedLocked()
	for c := range r.conns {
		r.sendStateLocked(c)
	}
	r.broadcastTableLocked()
	r.next()
}
