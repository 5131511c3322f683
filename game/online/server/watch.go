package server

import (
	"context"
	"errors"
	"fmt"

	"orbis/game/online"
)

// Spectators. A room its host lets be watched (roomDoc.Spectators) takes
// connections that hold no seat: each is sent the table as a connection
// without a seat may know it, which is the game's view (the same for every
// seat: no seed, no dice, the undrawn tiles and hexes in a canonical
// order), then the steps, the table and the chat as they come. A spectator
// is one of the room's connections, at spectatorSeat: everything sent to
// the table reaches it, and it acts, chats and sits nowhere.

// spectatorSeat is a spectator's seat among a room's connections.
const spectatorSeat = -1

// DefaultMaxSpectators is how many connections may watch one room on a
// server when it is not told.
const DefaultMaxSpectators = 50

// spectating reports whether the connection watches a room.
func (c *conn) spectating() bool { return c.room != nil && c.seat == spectatorSeat }

// spectatorsPerAddr is how many of a room's spectators one address may be:
// a quarter of them, so that one address cannot keep the others out.
func (s *Server) spectatorsPerAddr() int { return max(1, s.cfg.MaxSpectators/4) }

// watch makes the connection a spectator of the room of m's code.
func (c *conn) watch(ctx context.Context, m online.Message) bool {
	if c.room != nil {
		c.refuse(m.Seq, online.ReasonBadMessage, "this connection already has a seat")
		return false
	}
	if !c.allowLookup(m.Seq) {
		return false
	}
	err := c.srv.watchRoom(ctx, c, m)
	if err != nil {
		c.refuseFor(m.Seq, "watching a room", err, "code", m.Code)
		return false
	}
	c.srv.log.Info("watching", "room", c.room.code, "addr", c.addr)
	return true
}

// watchRoom opens a room that may be watched and seats the connection
// among its spectators. A room its host keeps to the players is not
// opened (replayed) for the asking.
func (s *Server) watchRoom(ctx context.Context, c *conn, m online.Message) error {
	for range 3 {
		s.mu.Lock()
		r, failed := s.rooms[m.Code], s.failed[m.Code]
		s.mu.Unlock()
		if failed {
			return errRoomFailed
		}
		if r == nil || r.closed.Load() {
			_, _, head, err := s.loadHead(ctx, m.Code)
			if errors.Is(err, ErrNoRoom) {
				return refusal{online.ReasonNoRoom, "no room with this code"}
			}
			if err != nil {
				return err
			}
			if !head.Spectators {
				return errNoWatch
			}
			if r, err = s.open(ctx, m.Code); err != nil {
				return err
			}
		}
		watching := online.Message{Type: online.TypeWatching, Seq: m.Seq, Code: r.code, Game: r.game.ID(), Seat: spectatorSeat, MaxSeats: s.cfg.MaxRoomSeats}
		if ok, err := r.spectate(c, watching); ok || err != nil {
			return err
		}
		// Let go of meanwhile, as nobody was in it: open it again.
	}
	return refusal{online.ReasonBusy, "the room is busy; try again"}
}

var errNoWatch = refusal{online.ReasonNoWatch, "the host of this room does not let it be watched"}

// spectate seats a connection among the room's spectators, tells it so and
// sends it the table; false when the room was let go of meanwhile.
func (r *room) spectate(c *conn, watching online.Message) (bool, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case r.failed:
		return false, errRoomFailed
	case r.closed.Load():
		return false, nil
	case !r.doc.Spectators:
		return false, errNoWatch
	}
	all, mine := 0, 0
	for other, seat := range r.conns {
		if seat == spectatorSeat {
			all++
			if other.key == c.key {
				mine++
			}
		}
	}
	if all >= r.srv.cfg.MaxSpectators {
		return false, refusal{online.ReasonTooManySpectators, fmt.Sprintf("the room has %d spectators, as many as this server takes", all)}
	}
	if mine >= r.srv.spectatorsPerAddr() {
		return false, refusal{online.ReasonTooManySpectators, fmt.Sprintf("this address watches the room %d times, as often as it may", mine)}
	}
	c.room, c.seat, c.token = r, spectatorSeat, ""
	r.conns[c] = spectatorSeat
	c.send(watching)
	r.sendStateLocked(c)
	r.broadcastTableLocked()
	return true, nil
}

// watchersLocked is how many connections of this server watch the room.
func (r *room) watchersLocked() int {
	n := 0
	for _, seat := range r.conns {
		if seat == spectatorSeat {
			n++
		}
	}
	return n
}

// refuseSpectator refuses what a spectator may not do: anything but
// asking for the table again and pinging (a seat's request on a
// connection that holds none, a rematch of it included).
func (c *conn) refuseSpectator(m online.Message) bool {
	if !c.spectating() || m.Type == online.TypeSync || m.Type == online.TypePing {
		return false
	}
	c.refuse(m.Seq, online.ReasonSpectator, "a spectator acts, chats and changes no seat")
	return true
}
