package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"orbis/game/online"
)

// A rematch is a finished game's people in a new room of the same game,
// the seats turned by one (seat i of the finished game is seat i+1 of
// the new), its computers at their levels, its turn limit and options.
//
// The finished room's document names the rematch's code once, set by
// compare-and-set: whoever asks first, on whichever server, draws it, and
// everyone after gets the same room. The new room's people seats are
// reserved for the holders of the finished seats' tokens (or their
// profiles): each takes theirs with a fresh token when they ask. The
// people at the finished table when it is made are sent a rematch notice
// (their client asks at once); the others see it in the finished room's
// state when they come back.

// rematch answers a rematch request: the connection's seat in the
// finished room (its own, or the one code and token name) takes its seat
// in the rematch, made if it is not yet, and the connection moves there.
func (s *Server) rematch(ctx context.Context, c *conn, m online.Message) bool {
	old, oldSeat, err := s.finishedSeat(ctx, c, m)
	if err == nil {
		err = old.checkOver()
	}
	var code string
	made := false
	if err == nil {
		code, made, err = old.rematchCode(ctx, c)
	}
	var (
		nr    *room
		seat  int
		token string
	)
	if err == nil {
		nr, err = s.rematchRoom(ctx, old, code, c.key)
	}
	if err == nil {
		old.mu.Lock()
		sd := old.doc.Seats[oldSeat]
		old.mu.Unlock()
		seat, token, err = nr.claim(ctx, sd.Token, sd.Profile)
	}
	if err != nil {
		if old != nil && c.room != old {
			s.drop(old) // opened for this request only
		}
		c.refuseFor(m.Seq, "a rematch", err, "room", m.Code)
		return false
	}
	if c.room == old { // the connection leaves the finished table for the new one
		c.room, c.seat, c.token = nil, -1, ""
		old.leave(c)
	}
	if made {
		old.tellRematch()
	}
	s.drop(old)
	s.profileSeated(ctx, c, nr, seat, hashToken(token)) // a signed-in person's games list it
	s.log.Info("rematch", "room", old.code, "rematch", nr.code, "seat", seat, "made", made, "addr", c.addr)
	return s.seatAt(ctx, c, m.Seq, nr, seat, token)
}

// finishedSeat is the room a rematch is asked of and the asker's seat in
// it: the connection's own seat there, or the seat code and token name,
// or, without a token, the seat of the profile the connection signed in
// as. A room it opens is let go of by the caller.
func (s *Server) finishedSeat(ctx context.Context, c *conn, m online.Message) (*room, int, error) {
	if c.room != nil {
		if c.room.code != m.Code {
			return nil, 0, refusal{online.ReasonBadMessage, "this connection has a seat in another room"}
		}
		return c.room, c.seat, nil
	}
	if m.Token != "" {
		r, seat, err := s.resumeSeat(ctx, m.Code, m.Token)
		if err != nil && r != nil {
			s.drop(r)
		}
		return r, seat, err
	}
	if c.profile.ID == "" {
		return nil, 0, refusal{online.ReasonBadToken, "a rematch names the seat's token, or comes from its profile signed in"}
	}
	r, err := s.open(ctx, m.Code)
	if err != nil {
		return nil, 0, err
	}
	r.mu.Lock()
	seat := -1
	for i, sd := range r.doc.Seats {
		if sd.Profile == c.profile.ID && sd.Kind == "human" {
			seat = i
			break
		}
	}
	r.mu.Unlock()
	if seat < 0 {
		s.drop(r)
		return nil, 0, errNoSeat
	}
	return r, seat, nil
}

// checkOver refuses a rematch of a game still being played.
func (r *room) checkOver() error {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.match.Over() {
		return refusal{online.ReasonNotOver, "the game is not over: a rematch follows its final score"}
	}
	return nil
}

// rematchCode is the code of the room's rematch: the one its document
// names, or a new one it is made to name by compare-and-set (made), once
// the asker's address may open a room.
func (r *room) rematchCode(ctx context.Context, c *conn) (code string, made bool, err error) {
	r.mu.Lock()
	code = r.doc.Rematch
	r.mu.Unlock()
	if code != "" {
		return code, false, nil
	}
	if err := r.srv.mayCreate(ctx, c); err != nil {
		return "", false, err
	}
	drawn := newCode()
	err = r.update(ctx, func(doc *roomDoc) error {
		if doc.Rematch == "" { // another server's may have come first
			doc.Rematch = drawn
		}
		code = doc.Rematch
		return nil
	})
	return code, err == nil && code == drawn, err
}

// mayCreate refuses a room an address may not open now: too many a
// minute, too many unfinished, or the store nearly full.
func (s *Server) mayCreate(ctx context.Context, c *conn) error {
	if !s.creates.allow(c.key, time.Now()) {
		return refusal{online.ReasonRateLimit, "too many new rooms: wait a minute"}
	}
	if err := s.unfinished.admit(c.key, s.cfg.Limits); err != nil {
		return err
	}
	if s.usage.nearlyFull(ctx, s.cfg.Store, s.log) {
		return errServerFull
	}
	return nil
}

// rematchRoom opens the rematch of old under code, storing it first when
// nobody has yet (the server that named the code may have stopped before
// it did); by is the address key it counts under when made here.
func (s *Server) rematchRoom(ctx context.Context, old *room, code, by string) (*room, error) {
	for range 3 {
		r, err := s.open(ctx, code)
		var ref refusal
		if errors.As(err, &ref) && ref.reason == online.ReasonNoRoom {
			r, err = s.storeRematch(ctx, old, code, by)
			if errors.Is(err, ErrExists) {
				continue // another server stored it meanwhile: open it
			}
		}
		if err != nil {
			return nil, err
		}
		r.mu.Lock()
		of := r.doc.RematchOf
		r.mu.Unlock()
		if of != old.code {
			s.drop(r)
			return nil, fmt.Errorf("room %s: its rematch's code %s is another room's", old.code, code)
		}
		return r, nil
	}
	return nil, refusal{online.ReasonBusy, "the rematch is being made; try again"}
}

// storeRematch deals the rematch of old and stores it under code.
func (s *Server) storeRematch(ctx context.Context, old *room, code, by string) (*room, error) {
	old.mu.Lock()
	doc, infos := rematchDoc(old.doc, old.code, time.Now().UTC())
	old.mu.Unlock()
	g := s.games[doc.Game]
	if g == nil {
		return nil, fmt.Errorf("room %s: a game this server does not have: %q", old.code, doc.Game)
	}
	record, err := g.Deal(infos, rand.Uint64())
	if err != nil {
		return nil, fmt.Errorf("room %s: dealing its rematch: %w", old.code, err)
	}
	doc.Record = record
	dealt, err := g.Open(record)
	if err != nil {
		return nil, fmt.Errorf("room %s: its rematch's record: %w", old.code, err)
	}
	doc.By, doc.Summary = by, summaryOf(dealt)
	data, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	rev, err := s.cfg.Store.Create(ctx, code, data)
	if err != nil {
		return nil, storeRefusal(err)
	}
	r, err := s.adopt(code, doc, rev)
	if err != nil {
		return nil, err
	}
	r.mu.Lock()
	r.noteLocked()
	r.mu.Unlock()
	s.unfinished.add(by)
	r.noteIndexNow(ctx)
	return r, nil
}

// rematchDoc is the document of a finished room's rematch, before its
// deal: the seats turned by one, each person's seat reserved for the
// holder of the finished seat's token and its profile, the computers at
// their levels, the turn limit and the options the same; and the seats
// as the deal takes them.
func rematchDoc(old roomDoc, oldCode string, now time.Time) (roomDoc, []online.SeatInfo) {
	doc := roomDoc{V: docVersion, Game: old.Game, Created: now, TurnLimit: old.TurnLimit, TurnSince: now, Saves: 1,
		Limit: old.Limit, RematchOf: oldCode,
		// The host's choices hold for the rematch: a rated game's is rated,
		// a watched one's may be watched. A public table's rematch is the
		// same people's own room, not a public table.
		Rated: old.Rated, Spectators: old.Spectators}
	if old.Limit > 0 {
		doc.Limit = max(old.Limit, len(old.Seats)) // begun at once: it takes nobody new
	}
	n := len(old.Seats)
	doc.Seats = make([]seatDoc, n)
	infos := make([]online.SeatInfo, n)
	for i, sd := range old.Seats {
		to := (i + 1) % n
		next := seatDoc{Name: sd.Name, Kind: sd.Kind, Host: sd.Host}
		switch {
		case sd.Kind == "human":
			next.Reserved, next.Profile = sd.Token, sd.Profile
		case sd.Kind == "open" || !strings.HasPrefix(sd.Kind, "ai:"):
			next = seatDoc{Name: openSeatName(to), Kind: "open"}
		}
		doc.Seats[to] = next
		infos[to] = online.SeatInfo{Name: next.Name, Kind: next.Kind}
	}
	return doc, infos
}

// claim gives the seat of the rematch reserved for a finished seat (the
// hash of its token, or its profile) a fresh token: the seat and the
// token. A seat claimed before is claimed again (another device of the
// same person): the token it had is no longer its.
func (r *room) claim(ctx context.Context, oldHash, profile string) (int, string, error) {
	token := newToken()
	seat := -1
	err := r.update(ctx, func(doc *roomDoc) error {
		seat = reservedSeat(doc.Seats, oldHash, profile)
		if seat < 0 {
			return refusal{online.ReasonBadSeat, "no seat of the rematch waits for you: the computer plays yours"}
		}
		doc.Seats[seat].Token = hashToken(token)
		return nil
	})
	if err != nil {
		return 0, "", err
	}
	return seat, token, nil
}

// reservedSeat is the person's seat of a rematch reserved for the token
// hash or the profile, or -1.
func reservedSeat(seats []seatDoc, oldHash, profile string) int {
	for i, sd := range seats {
		if sd.Kind == "human" && (oldHash != "" && sd.Reserved == oldHash || profile != "" && sd.Profile == profile) {
			return i
		}
	}
	return -1
}

// seatAt seats a connection in a room at a seat whose token it holds:
// joined, then the table; a room let go of meanwhile is opened again.
func (s *Server) seatAt(ctx context.Context, c *conn, seq uint64, r *room, seat int, token string) bool {
	var err error
	for tries := 0; ; tries++ {
		c.room, c.seat, c.token = r, seat, hashToken(token)
		joined := online.Message{Type: online.TypeJoined, Seq: seq, Code: r.code, Seat: seat, Token: token, Game: r.game.ID(), MaxSeats: s.cfg.MaxRoomSeats}
		if r.arrive(c, joined) {
			return true
		}
		c.room, c.seat, c.token = nil, -1, ""
		if tries == 2 {
			c.refuse(seq, online.ReasonBusy, "the room is busy; try again")
			return false
		}
		if r, err = s.open(ctx, r.code); err == nil {
			seat, err = r.resume(token)
		}
		if err != nil {
			s.log.Error("seating a rematch", "room", r.code, "err", err)
			c.refuse(seq, online.ReasonInternal, "the server could not do it; try again")
			return false
		}
	}
}

// tellRematch tells the room's connections of this server that its
// rematch is made: their clients ask for their seats in it.
func (r *room) tellRematch() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.tellRematchLocked()
}

func (r *room) tellRematchLocked() {
	if r.doc.Rematch == "" {
		return
	}
	for c := range r.conns {
		c.send(online.Message{Type: online.TypeRematch, Code: r.doc.Rematch})
	}
}

// allowProfileLookup takes one try from the bucket of the profile the
// connection signed in as, beside its address's: a person's rematches
// count the same from every address. A connection not signed in passes.
func (c *conn) allowProfileLookup(seq uint64) bool {
	if c.profile.ID == "" || c.srv.lookups.allow("profile:"+c.profile.ID, time.Now()) {
		return true
	}
	c.refuse(seq, online.ReasonRateLimit, "too many tries to find rooms: wait a minute")
	return false
}
