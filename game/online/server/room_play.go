package server

import (
	"context"
	"encoding/json"
	"errors"
	"slices"
	"strings"

	"orbis/game/online"
	"orbis/game/session"
)

// arrive seats a connection at the table, tells it so (joined) and sends
// it the game; false when the room was let go of meanwhile.
func (r *room) arrive(c *conn, joined online.Message) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.closed.Load() {
		return false
	}
	if r.newerHoldsLocked(c) {
		// The seat's device connected again meanwhile: this older
		// connection was given up (a resume slower than its client's wait).
		r.evictLocked(c, online.ByeOtherDevice, "playing on another device")
		return true
	}
	r.displaceLocked(c)
	r.conns[c] = c.seat
	c.send(joined)
	r.sendStateLocked(c)
	r.broadcastTableLocked()
	return true
}

// leave takes a connection from the table; a room nobody of this server
// is in, and with no computer turn under way, is let go.
func (r *room) leave(c *conn) {
	if r.leaveLocked(c) {
		r.srv.drop(r)
	}
}

// leaveLocked takes the connection from the table and tells the others;
// it reports whether the room is idle.
func (r *room) leaveLocked(c *conn) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.conns, c)
	delete(r.owed, c)
	if len(r.conns) == 0 && len(r.thinking) == 0 {
		return true
	}
	r.broadcastTableLocked()
	return false
}

// leaveIfIdle lets go of a room the sweep opened, unless a computer turn
// is under way (it lets go of the room when done) or a player came.
func (r *room) leaveIfIdle() {
	r.srv.drop(r)
}

// drop lets go of a room that nobody here is in. The room is marked
// closed under its own lock, then forgotten under the server's: the two
// are never held together, and neither across the store.
func (s *Server) drop(r *room) {
	if !r.closeIfIdle() {
		return
	}
	r.stop()
	s.mu.Lock()
	if s.rooms[r.code] == r {
		delete(s.rooms, r.code)
	}
	s.mu.Unlock()
}

// closeIfIdle closes a room nobody is in and with no computer turn under
// way; it reports whether it did.
func (r *room) closeIfIdle() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	if len(r.conns) != 0 || len(r.thinking) != 0 || r.closed.Load() || r.writing {
		return false // a writer storing units lets go of the room once done
	}
	r.closed.Store(true)
	if r.timer != nil {
		r.timer.Stop()
		r.timer = nil
	}
	return true
}

// act plays a unit of actions for the connection's seat on the room's
// match at once, and stores it with the units that arrive while the
// room's write is under way (room_commit.go): its steps reach the table
// once stored. The room's other requests, and the connection's own next
// ones, are answered meanwhile.
func (r *room) act(_ context.Context, c *conn, m online.Message) bool {
	if !r.mayAct(c, m) {
		return false
	}
	undo := r.personPlays()
	lead, err := r.playAhead(c, m.Seq, c.seat, m.Actions)
	if err != nil {
		undo()
		var ref refusal
		if !errors.As(err, &ref) {
			r.srv.log.Error("playing", "room", r.code, "seat", c.seat, "err", err)
			ref = refusal{online.ReasonInternal, "the server could not keep the move; try again"}
		}
		c.refuse(m.Seq, ref.reason, ref.detail)
		return false
	}
	if lead {
		r.writeBehind()
	}
	return true
}

// mayAct refuses an act that does not fit the table (the room's write
// held).
func (r *room) mayAct(c *conn, m online.Message) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case r.failed:
		c.refuse(m.Seq, errRoomFailed.reason, errRoomFailed.detail)
	case !r.seatedLocked(c):
		c.refuse(m.Seq, online.ReasonNotJoined, "this connection plays no seat any more")
	case r.match.Over():
		c.refuse(m.Seq, online.ReasonOver, "the game is over")
	case m.Step > r.match.Steps() || r.match.Moved(m.Step, c.seat):
		// At once, the other seats' steps since leave this seat's as it was.
		c.refuse(m.Seq, online.ReasonStale, "the table has moved on")
		r.sendStateLocked(c)
	case !slices.Contains(r.match.Acting(nil), c.seat):
		c.refuse(m.Seq, online.ReasonNotYourTurn, "it is not your seat's turn")
	default:
		return true
	}
	return false
}

// play plays a seat's unit for the computer and has it stored with the
// units played meanwhile, by the room's writer once the caller lets go of
// the room's write; then the computer or the clock takes the next seats.
// An error is the rules' refusal; a write that fails is logged by the
// writer.
func (r *room) play(_ context.Context, seat int, actions []string) error {
	lead, err := r.playAhead(nil, 0, seat, actions)
	if err != nil {
		return err
	}
	if lead {
		r.writeBehind()
	}
	return nil
}

// reopenLocked makes the match the stored game's again.
func (r *room) reopenLocked() {
	r.enc = docEncoding{}
	m, err := openDoc(r.game, r.doc)
	if err != nil { // the record was opened when it was stored: not expected
		r.srv.log.Error("a room's stored record", "room", r.code, "err", err)
		return
	}
	r.match = m
}

// settleLocked ends a pending write, kept or not: the connections that
// asked for the table meanwhile get it now.
func (r *room) settleLocked() {
	if !r.pending || r.writing || len(r.unstored) > 0 {
		return
	}
	r.pending = false
	for c := range r.owed {
		if _, here := r.conns[c]; here {
			r.sendStateLocked(c)
		}
	}
	r.owed = nil
	if r.tableOwed {
		r.tableOwed = false
		r.broadcastTableLocked()
	}
}

// changed takes on a revision of the room from the store's watch.
func (r *room) changed(data []byte, rev uint64) {
	defer r.contain("the room's watch")
	r.write.Lock()
	defer r.write.Unlock()
	r.takeOn(r.srv.ctx, data, rev)
}

// takeOn takes on a revision of the room another server stored, if it is
// newer (the room's write held): the table hears of it, and the computer
// or the clock takes the seat to act.
func (r *room) takeOn(ctx context.Context, data []byte, rev uint64) {
	r.mu.Lock()
	old := r.closed.Load() || rev <= r.rev
	known := r.doc
	r.mu.Unlock()
	if old {
		return // this server's own change, or an old one
	}
	// The parts it names are read with no lock held; only this room's
	// writers wait, on its write.
	doc, err := assemble(ctx, r.srv.cfg.Store, r.code, data, &known)
	r.mu.Lock()
	defer r.mu.Unlock()
	if err != nil {
		r.srv.log.Error("a room's document", "room", r.code, "rev", rev, "err", err)
		return
	}
	if r.closed.Load() || rev <= r.rev {
		return
	}
	r.takeLocked(doc, rev)
	r.evictRevokedLocked()
	r.broadcastTableLocked()
	if known.Changes == nil && r.doc.Changes != nil {
		// Another server counted the rated game: its final score here
		// shows the ratings' change too.
		for c := range r.conns {
			r.sendStateLocked(c)
		}
	}
	if known.Rematch == "" {
		r.tellRematchLocked() // another server made the rematch
	}
	r.next()
}

// takeLocked takes on a document another server stored, and sends the
// table the steps it had not seen.
func (r *room) takeLocked(doc roomDoc, rev uint64) {
	m, err := r.followDoc(doc)
	if err != nil {
		r.srv.log.Error("a room's record", "room", r.code, "rev", rev, "err", err)
		return
	}
	from := r.step
	r.refuseUnstoredLocked() // played on a game that another server's replaces
	r.doc, r.rev, r.match, r.step, r.enc = doc, rev, m, m.Steps(), docEncoding{}
	if m.Steps() < from {
		for c := range r.conns {
			r.sendStateLocked(c)
		}
		return
	}
	r.announceLocked(from, m.Steps())
}

// announceLocked sends every connection the steps from number from up
// to to, stored together, as one message (encoded once for all); after a
// step that shows more than its words, the view again.
func (r *room) announceLocked(from, to int) {
	steps := r.match.History(from)
	steps = steps[:min(max(to-from, 0), len(steps))]
	if len(steps) == 0 {
		return
	}
	var data []byte
	if len(steps) == 1 { // one step goes as it always did
		st := steps[0]
		var forSeat *int
		if st.Seat == session.Table && r.match.AtOnce() {
			forSeat = &st.For
		}
		data = online.EncodeStep(from+1, st.Seat, st.Action, r.match.ToAct(), forSeat)
	} else {
		var err error
		if data, err = online.Encode(online.Message{Type: online.TypeSteps, Step: from + 1, Steps: steps, ToAct: r.match.ToAct()}); err != nil {
			r.srv.log.Error("encoding a message", "type", online.TypeSteps, "err", err)
			return
		}
	}
	resend := false
	for _, st := range steps {
		resend = resend || r.match.Reveals(st)
	}
	for c := range r.conns {
		c.enqueue(data)
	}
	if resend || r.match.Over() {
		for c := range r.conns {
			r.sendStateLocked(c)
		}
	}
}

// sendStateLocked sends a connection the table as its seat may know it.
func (r *room) sendStateLocked(c *conn) {
	if r.pending { // the match is ahead of the store: answered when it settles
		if r.owed == nil {
			r.owed = map[*conn]bool{}
		}
		r.owed[c] = true
		return
	}
	view, err := r.match.View()
	if err != nil {
		r.srv.log.Error("a room's view", "room", r.code, "err", err)
		c.send(online.Message{Type: online.TypeRefused, Reason: online.ReasonInternal, Detail: "the table cannot be shown"})
		return
	}
	msg := online.Message{Type: online.TypeState, Code: r.code, Game: r.game.ID(), Seat: r.conns[c], Step: r.match.Steps(),
		View: json.RawMessage(view), ToAct: r.match.ToAct(), Acting: r.actingLocked(), Deadline: r.deadlineLocked(), Table: r.tableLocked(), Waiting: r.doc.Waiting}
	if r.match.Over() {
		msg.Scores, msg.Changes = r.match.Scores(), r.doc.Changes
	}
	msg.Watchers = r.watchersLocked()
	msg.Rated, msg.Public = r.doc.Rated, r.doc.Public
	if wb := r.doc.WentBack; wb != nil {
		msg.WentBack = &online.WentBack{Had: wb.Had, Kept: wb.Kept}
	}
	msg.Rematch = r.doc.Rematch
	msg.TurnLimit = r.doc.TurnLimit
	c.send(msg)
}

func (r *room) tableLocked() []online.SeatState {
	here := make([]bool, len(r.doc.Seats))
	for _, seat := range r.conns {
		if seat >= 0 && seat < len(here) {
			here[seat] = true
		}
	}
	out := make([]online.SeatState, len(r.doc.Seats))
	for i, sd := range r.doc.Seats {
		out[i] = online.SeatState{Name: sd.Name, Kind: sd.Kind, Here: here[i] || strings.HasPrefix(sd.Kind, "ai:"), Host: sd.Host}
	}
	return out
}

func (r *room) broadcastTableLocked() {
	if r.pending { // sent when the write settles, with the seat to act then
		r.tableOwed = true
		return
	}
	msg := online.Message{Type: online.TypeTable, Table: r.tableLocked(), ToAct: r.match.ToAct(), Acting: r.actingLocked(), Deadline: r.deadlineLocked(), Waiting: r.doc.Waiting}
	msg.Watchers = r.watchersLocked()
	for c := range r.conns {
		c.send(msg)
	}
}

// sync sends a connection the table again.
func (r *room) sync(c *conn) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.sendStateLocked(c)
}

// chat passes a canned phrase to the table.
func (r *room) chat(c *conn, phrase string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for other := range r.conns {
		other.send(online.Message{Type: online.TypeChat, Seat: c.seat, Phrase: phrase})
	}
}
