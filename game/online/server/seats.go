package server

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// Who plays a seat once its player is gone from it during a game: the
// computer that plays an absent seat's turn when its time runs out.
const standInLevel = "medium"

// Chat is limited per seat, whatever the connections a seat has: a
// player says a few phrases at once, then one every two seconds.
const (
	chatsPerSecond = 0.5
	chatBurst      = 5
)

// seatedLocked reports whether a connection still plays its seat here:
// one that lost it (another device, the host, a leave) acts no more,
// even before its close is through.
func (r *room) seatedLocked(c *conn) bool {
	_, ok := r.conns[c]
	return ok
}

// startedLocked reports whether the game has begun: a seat has played,
// or the host started a room that waited (its seats are dealt). Before
// that, the host may still remove players, and a seat given up is open
// again.
func (r *room) startedLocked() bool {
	if r.doc.Limit > 0 && !r.doc.Waiting {
		return true
	}
	for _, st := range r.match.History(0) {
		if st.Seat >= 0 {
			return true
		}
	}
	return false
}

// displaceLocked makes c the one connection of its seat: an older one is
// told the seat is played on another device and closed. Its client does
// not come back by itself after that, so two devices never take a seat
// from each other in turn.
func (r *room) displaceLocked(c *conn) {
	for other, seat := range r.conns {
		if other != c && seat == c.seat {
			r.evictLocked(other, online.ByeOtherDevice, "playing on another device")
		}
	}
}

// newerHoldsLocked reports whether a connection the server took after c
// plays c's seat already. A client that waited too long for its resume
// dials again; the first attempt, answered late, must not then take the
// seat from the second and leave the client with a closed connection.
func (r *room) newerHoldsLocked(c *conn) bool {
	for other, seat := range r.conns {
		if other != c && seat == c.seat && c.seat != spectatorSeat && other.serial > c.serial {
			return true
		}
	}
	return false
}

// evictRevokedLocked closes the connections whose token is no longer
// their seat's: the host removed them, or gave the seat to the computer
// (on this server or on another that shares the store). A token that is
// another seat's now (a start dropped the open seats before it) has its
// connection closed without a bye: its client comes back by itself and is
// told its seat.
func (r *room) evictRevokedLocked() {
	for c, seat := range r.conns {
		if seat >= 0 && seat < len(r.doc.Seats) && r.doc.Seats[seat].Token == c.token {
			continue
		}
		if seat == spectatorSeat { // holds no seat to lose
			continue
		}
		if r.tokenSeatLocked(c.token) >= 0 {
			delete(r.conns, c)
			delete(r.owed, c)
			c.end(websocket.StatusTryAgainLater, "the game began: your seat has another number")
			continue
		}
		if seat >= 0 && seat < len(r.doc.Seats) && r.doc.Seats[seat].Kind == "human" && c.seatProfile != "" && r.doc.Seats[seat].Profile == c.seatProfile {
			// Still this profile's seat with a new token: it took the seat back on another device (reclaim).
			r.evictLocked(c, online.ByeOtherDevice, "playing on another device")
			continue
		}
		r.evictLocked(c, online.ByeRemoved, "the host gave the seat to someone else")
	}
}

// tokenSeatLocked is the seat whose token's hash is h, or -1.
func (r *room) tokenSeatLocked(h string) int {
	for i, sd := range r.doc.Seats {
		if h != "" && sd.Token == h {
			return i
		}
	}
	return -1
}

// evictLocked takes a connection from the table and closes it, once the
// bye that says why is sent (the state lock held).
func (r *room) evictLocked(c *conn, reason, detail string) {
	delete(r.conns, c)
	delete(r.owed, c)
	c.send(online.Message{Type: online.TypeBye, Reason: reason, Detail: detail})
	c.end(websocket.StatusCode(online.ByeClose), detail)
}

// say passes a phrase to the table unless the seat has said too much,
// or the connection no longer plays it.
func (r *room) say(c *conn, m online.Message) bool {
	r.mu.Lock()
	seated := r.seatedLocked(c)
	r.mu.Unlock()
	if !seated {
		c.refuse(m.Seq, online.ReasonNotJoined, "this connection plays no seat any more")
		return false
	}
	if !r.srv.chats.allow(fmt.Sprintf("%s/%d", r.code, c.seat), time.Now()) {
		c.refuse(m.Seq, online.ReasonRateLimit, "too many phrases: wait a little")
		return false
	}
	r.chat(c, m.Phrase)
	return true
}

// changeSeat carries out a leave, a remove or a to_computer: the room is
// stored with the seat changed and its token revoked, in order with the
// room's other writes; the connections that played the seat are closed,
// the table hears of it, and the computer takes the seat if it is to act.
func (r *room) changeSeat(ctx context.Context, c *conn, m online.Message) bool {
	r.write.Lock()
	defer r.write.Unlock()
	for range 3 {
		seat := -1
		doc, err := r.edited(func(doc *roomDoc) (err error) {
			seat, err = r.seatChangeLocked(c, m, doc)
			return err
		})
		if err == nil {
			err = r.store(ctx, doc, r.step, func() {
				if m.Type == online.TypeLeave {
					r.evictLocked(c, online.ByeLeft, "you left your seat")
				}
				r.evictRevokedLocked()
				r.broadcastTableLocked()
				r.next()
			})
		}
		if errors.Is(err, ErrConflict) {
			r.reload(ctx) // another server changed the room: look again
			continue
		}
		if err != nil {
			c.refuseFor(m.Seq, "changing a seat", err, "type", m.Type, "room", r.code)
			return false
		}
		r.srv.log.Info("seat changed", "type", m.Type, "room", r.code, "by", c.seat, "seat", seat, "kind", doc.Seats[seat].Kind)
		return true
	}
	c.refuse(m.Seq, online.ReasonBusy, "the room is busy; try again")
	return false
}

// seatChangeLocked checks a seat request against the room as it stands
// and changes a copy of its document (the state lock held); it returns
// the seat changed.
func (r *room) seatChangeLocked(c *conn, m online.Message, doc *roomDoc) (int, error) {
	started := r.startedLocked()
	switch {
	case !r.seatedLocked(c):
		return 0, refusal{online.ReasonNotJoined, "this connection plays no seat any more"}
	case r.match.Over():
		return 0, refusal{online.ReasonOver, "the game is over"}
	case m.Type == online.TypeLeave:
		noteLeft(doc, c.seat, started)
		doc.Seats[c.seat] = vacant(doc.Seats[c.seat], c.seat, started)
		return c.seat, nil
	case !doc.Seats[c.seat].Host:
		return 0, refusal{online.ReasonNotHost, "only the player who made the room may change another's seat"}
	case m.Seat == c.seat || m.Seat < 0 || m.Seat >= len(doc.Seats):
		return 0, refusal{online.ReasonBadSeat, fmt.Sprintf("seat %d is not another seat of the room", m.Seat+1)}
	}
	target := doc.Seats[m.Seat]
	switch m.Type {
	case online.TypeRemove:
		switch {
		case target.Kind != "human":
			return 0, refusal{online.ReasonBadSeat, fmt.Sprintf("no player sits at seat %d", m.Seat+1)}
		case started:
			return 0, refusal{online.ReasonStarted, "the game has begun: give an absent player's seat to the computer instead"}
		}
		doc.Seats[m.Seat] = vacant(target, m.Seat, false)
	case online.TypeToComputer:
		switch {
		case target.Kind != "human" && target.Kind != "open":
			return 0, refusal{online.ReasonBadSeat, fmt.Sprintf("a computer plays seat %d already", m.Seat+1)}
		case r.hereLocked(m.Seat):
			return 0, refusal{online.ReasonPlayerHere, fmt.Sprintf("the player of seat %d is here: it is theirs to leave", m.Seat+1)}
		}
		noteLeft(doc, m.Seat, started)
		doc.Seats[m.Seat] = seatDoc{Name: target.Name, Kind: "ai:" + standInLevel}
	default:
		return 0, refusal{online.ReasonBadMessage, "not a seat request"}
	}
	return m.Seat, nil
}

// vacant is a seat its player left: open again before the first move,
// the computer's once the game has begun (it keeps the player's name).
func vacant(sd seatDoc, seat int, started bool) seatDoc {
	if started {
		return seatDoc{Name: sd.Name, Kind: "ai:" + standInLevel}
	}
	return seatDoc{Name: openSeatName(seat), Kind: "open"}
}

// hereLocked reports whether a connection of this server plays the seat.
func (r *room) hereLocked(seat int) bool {
	for _, s := range r.conns {
		if s == seat {
			return true
		}
	}
	return false
}

// openSeatName is the name of a seat nobody has taken ("Seat 3"): the
// clients say it in their language.
func openSeatName(seat int) string { return fmt.Sprintf("Seat %d", seat+1) }
