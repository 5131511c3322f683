package server

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"orbis/game/online"
)

// arrive seats a connection at the table and sends it the game.
func (r *room) arrive(c *conn) {
	r.mu.Lock()
	r.conns[c] = c.seat
	r.sendStateLocked(c)
	r.mu.Unlock()
	r.broadcastTable()
}

// leave takes a connection from the table; a room nobody of this server
// is in, and with no computer turn under way, is let go.
func (r *room) leave(c *conn) {
	r.mu.Lock()
	delete(r.conns, c)
	idle := len(r.conns) == 0 && !r.thinking
	r.mu.Unlock()
	if idle {
		r.srv.drop(r)
		return
	}
	r.broadcastTable()
}

// leaveIfIdle lets go of a room the sweep opened, unless a computer turn
// is under way (it lets go of the room when done) or a player came.
func (r *room) leaveIfIdle() {
	r.mu.Lock()
	idle := len(r.conns) == 0 && !r.thinking
	r.mu.Unlock()
	if idle {
		r.srv.drop(r)
	}
}

// drop lets go of a room that nobody here is in.
func (s *Server) drop(r *room) {
	s.mu.Lock()
	r.mu.Lock()
	if len(r.conns) == 0 && !r.thinking && s.rooms[r.code] == r {
		delete(s.rooms, r.code)
		r.stop()
		if r.timer != nil {
			r.timer.Stop()
		}
	}
	r.mu.Unlock()
	s.mu.Unlock()
}

// act plays a unit of actions for the connection's seat.
func (r *room) act(ctx context.Context, c *conn, m online.Message) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case r.match.Over():
		c.refuse(m.Seq, online.ReasonOver, "the game is over")
		return false
	case m.Step != r.match.Steps():
		c.refuse(m.Seq, online.ReasonStale, "the table has moved on")
		r.sendStateLocked(c)
		return false
	case r.match.ToAct() != c.seat:
		c.refuse(m.Seq, online.ReasonNotYourTurn, "it is not your seat's turn")
		return false
	}
	if err := r.playLocked(ctx, c.seat, m.Actions); err != nil {
		var ref refusal
		if !errors.As(err, &ref) {
			r.srv.log.Error("playing", "room", r.code, "seat", c.seat, "err", err)
			ref = refusal{online.ReasonInternal, "the server could not keep the move; try again"}
		}
		c.refuse(m.Seq, ref.reason, ref.detail)
		return false
	}
	return true
}

// playLocked plays a seat's unit, stores the room and sends the steps to
// the table; then the computer or the clock takes the next seat. The unit
// is played on the room's match itself (replaying the record for a copy
// cost more than the rest of a move); a move the store does not keep is
// taken back by opening the stored record again.
func (r *room) playLocked(ctx context.Context, seat int, actions []string) error {
	from, before := r.match.Steps(), r.match.ToAct()
	if _, err := r.match.Play(seat, actions); err != nil {
		return refusal{online.ReasonIllegal, err.Error()} // Play keeps nothing of a refused unit
	}
	doc := r.doc
	var err error
	if doc.Record, err = r.match.Record(); err != nil {
		r.rollbackLocked(ctx, false)
		return err
	}
	if r.match.ToAct() != before {
		doc.TurnSince = time.Now().UTC()
	}
	if err := r.store(ctx, doc); err != nil {
		r.rollbackLocked(ctx, errors.Is(err, ErrConflict))
		if errors.Is(err, ErrConflict) {
			return refusal{online.ReasonStale, "another move came first"}
		}
		return err
	}
	r.announceLocked(from)
	r.next()
	return nil
}

// rollbackLocked takes back a move the store did not keep: the match is
// the stored record's again, then, after a conflict, the room takes on
// what another server stored.
func (r *room) rollbackLocked(ctx context.Context, conflict bool) {
	m, err := r.game.Open(r.doc.Record)
	if err != nil { // the record was opened when it was stored: not expected
		r.srv.log.Error("a room's stored record", "room", r.code, "err", err)
	} else {
		r.match = m
	}
	if conflict {
		r.reloadLocked(ctx)
	}
}

// changed takes on a revision of the room from the store's watch.
func (r *room) changed(data []byte, rev uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if rev <= r.rev {
		return // this server's own change, or an old one
	}
	r.takeLocked(data, rev)
	r.broadcastTableLocked()
	r.next()
}

// takeLocked takes on a document another server stored, and sends the
// table the steps it had not seen.
func (r *room) takeLocked(data []byte, rev uint64) {
	var doc roomDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		r.srv.log.Error("a room's document", "room", r.code, "rev", rev, "err", err)
		return
	}
	m, err := r.game.Open(doc.Record)
	if err != nil {
		r.srv.log.Error("a room's record", "room", r.code, "rev", rev, "err", err)
		return
	}
	from := r.match.Steps()
	r.doc, r.rev, r.match = doc, rev, m
	if m.Steps() < from {
		for c := range r.conns {
			r.sendStateLocked(c)
		}
		return
	}
	r.announceLocked(from)
}

// announceLocked sends every connection the steps from number from on;
// after a step that shows more than its words, the view again.
func (r *room) announceLocked(from int) {
	steps := r.match.History(from)
	resend := false
	for i, st := range steps {
		msg := online.Message{Type: online.TypeStep, Step: from + i + 1, Seat: st.Seat, Action: st.Action, ToAct: r.match.ToAct()}
		for c := range r.conns {
			c.send(msg)
		}
		resend = resend || r.match.Reveals(st)
	}
	if resend || r.match.Over() {
		for c := range r.conns {
			r.sendStateLocked(c)
		}
	}
}

// sendStateLocked sends a connection the table as its seat may know it.
func (r *room) sendStateLocked(c *conn) {
	view, err := r.match.View()
	if err != nil {
		r.srv.log.Error("a room's view", "room", r.code, "err", err)
		c.send(online.Message{Type: online.TypeRefused, Reason: online.ReasonInternal, Detail: "the table cannot be shown"})
		return
	}
	msg := online.Message{Type: online.TypeState, Code: r.code, Game: r.game.ID(), Seat: r.conns[c], Step: r.match.Steps(),
		View: json.RawMessage(view), ToAct: r.match.ToAct(), Deadline: r.deadlineLocked(), Table: r.tableLocked()}
	if r.match.Over() {
		msg.Scores = r.match.Scores()
	}
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
		out[i] = online.SeatState{Name: sd.Name, Kind: sd.Kind, Here: here[i] || strings.HasPrefix(sd.Kind, "ai:")}
	}
	return out
}

func (r *room) broadcastTable() {
	r.mu.Lock()
	r.broadcastTableLocked()
	r.mu.Unlock()
}

func (r *room) broadcastTableLocked() {
	msg := online.Message{Type: online.TypeTable, Table: r.tableLocked(), ToAct: r.match.ToAct(), Deadline: r.deadlineLocked()}
	for c := range r.conns {
		c.send(msg)
	}
}

// sync sends a connection the table again.
func (r *room) sync(c *conn) {
	r.mu.Lock()
	r.sendStateLocked(c)
	r.mu.Unlock()
}

// chat passes a canned phrase to the table.
func (r *room) chat(c *conn, phrase string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for other := range r.conns {
		other.send(online.Message{Type: online.TypeChat, Seat: c.seat, Phrase: phrase})
	}
}

// deadlineLocked is when the seat to act's time runs out, 0 for never.
func (r *room) deadlineLocked() int64 {
	seat := r.match.ToAct()
	if r.doc.TurnLimit <= 0 || seat < 0 || !r.humanLocked(seat) {
		return 0
	}
	return r.doc.TurnSince.Add(time.Duration(r.doc.TurnLimit) * time.Second).Unix()
}

func (r *room) humanLocked(seat int) bool {
	return seat >= 0 && seat < len(r.doc.Seats) && !strings.HasPrefix(r.doc.Seats[seat].Kind, "ai:")
}

// next sets the computer to work when a computer seat is to act, or the
// clock when a person's turn has a limit (the lock held).
func (r *room) next() {
	if r.timer != nil {
		r.timer.Stop()
		r.timer = nil
	}
	seat := r.match.ToAct()
	if seat < 0 || r.thinking {
		return
	}
	if !r.humanLocked(seat) {
		r.think(seat, strings.TrimPrefix(r.doc.Seats[seat].Kind, "ai:"))
		return
	}
	if d := r.deadlineLocked(); d != 0 {
		wait := time.Until(time.Unix(d, 0))
		if wait <= 0 { // ran out while nobody watched (the sweep opened the room)
			r.srv.log.Info("turn limit: the computer plays for the seat", "room", r.code, "seat", seat)
			r.think(seat, "medium")
			return
		}
		r.timer = time.AfterFunc(wait, func() {
			r.mu.Lock()
			defer r.mu.Unlock()
			if r.match.ToAct() == seat && r.deadlineLocked() == d && !r.thinking {
				r.srv.log.Info("turn limit: the computer plays for the seat", "room", r.code, "seat", seat)
				r.think(seat, "medium")
			}
		})
	}
}

// think plays a computer's turn for a seat in the background, from the
// seat's observation on a copy of the match (the lock held).
func (r *room) think(seat int, level string) {
	record, err := r.match.Record()
	if err != nil {
		r.srv.log.Error("a room's record", "room", r.code, "err", err)
		return
	}
	m, err := r.game.Open(record)
	if err != nil {
		r.srv.log.Error("a room's record", "room", r.code, "err", err)
		return
	}
	steps := r.match.Steps()
	r.thinking = true
	r.srv.work.Add(1)
	go func() {
		defer r.srv.work.Done()
		ctx, cancel := context.WithTimeout(r.srv.ctx, r.srv.cfg.ThinkBudget)
		actions, err := m.Decide(ctx, level, uint64(steps)*0x9e3779b97f4a7c15+uint64(seat))
		cancel()
		r.mu.Lock()
		r.thinking = false
		switch {
		case r.srv.ctx.Err() != nil:
		case err != nil:
			r.srv.log.Error("a computer's turn", "room", r.code, "seat", seat, "err", err)
		case r.match.Steps() != steps:
			r.next() // the table moved on meanwhile (another server played)
		default:
			if err := r.playLocked(r.srv.ctx, seat, actions); err != nil {
				r.srv.log.Warn("a computer's turn was not kept", "room", r.code, "seat", seat, "err", err)
				r.next()
			}
		}
		idle := len(r.conns) == 0 && !r.thinking
		r.mu.Unlock()
		if idle {
			r.srv.drop(r)
		}
	}()
}

// myGames answers whose turn it is in the games a player holds tokens of.
func (s *Server) myGames(ctx context.Context, c *conn, m online.Message) {
	out := make([]online.GameRef, len(m.Games))
	for i, g := range m.Games {
		out[i] = online.GameRef{Code: g.Code, Gone: true}
		data, _, err := s.cfg.Store.Load(ctx, g.Code)
		if err != nil {
			continue
		}
		var doc roomDoc
		if json.Unmarshal(data, &doc) != nil {
			continue
		}
		seat := -1
		for j, sd := range doc.Seats {
			if sd.Token == hashToken(g.Token) {
				seat = j
			}
		}
		game := s.games[doc.Game]
		if seat < 0 || game == nil {
			continue
		}
		match, err := game.Open(doc.Record)
		if err != nil {
			continue
		}
		names := make([]string, len(doc.Seats))
		for j, sd := range doc.Seats {
			names[j] = sd.Name
		}
		out[i] = online.GameRef{Code: g.Code, Game: doc.Game, Seat: seat, ToAct: match.ToAct(), Step: match.Steps(), Over: match.Over(), Names: names}
	}
	c.send(online.Message{Type: online.TypeGames, Seq: m.Seq, Games: out})
}
