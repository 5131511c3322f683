package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"orbis/game/online"
)

// A public table's life in the room: its entry in DocsMatch kept as the
// room stands and refreshed while a server has it open, its start when
// full, the fill offer after a wait, and the tables request's answer.

// seated follows a seat taken at a public table: a full table starts,
// one still waiting has its entry brought up to date.
func (s *Server) seated(ctx context.Context, r *room) {
	r.mu.Lock()
	public := r.doc.Public
	r.mu.Unlock()
	if !public {
		return
	}
	r.startWhenFull(ctx)
	s.publishTable(ctx, r)
	r.offerFill(s.cfg.Match.FillOfferAfter)
}

// publishTable writes a public room's entry as the room stands: its
// people (with their ratings), the seats claimed lately and not taken
// yet, and a new expiry; a room that began is taken out.
func (s *Server) publishTable(ctx context.Context, r *room) {
	r.mu.Lock()
	doc := r.doc
	seats := slices.Clone(doc.Seats)
	unlisted := r.matched.unlisted
	r.mu.Unlock()
	if !doc.Public || unlisted {
		return
	}
	docs, err := s.cfg.Store.Docs(DocsMatch)
	if err != nil {
		return
	}
	key := tableKey(doc.Game, len(seats), r.code)
	if !doc.Waiting || !hasOpenSeat(seats) {
		if err := docs.Delete(ctx, key, 0); err == nil {
			r.mu.Lock()
			r.matched.unlisted = true
			r.mu.Unlock()
		}
		return
	}
	for range 3 {
		old, err := s.readTable(ctx, docs, key)
		if err != nil && !errors.Is(err, ErrNoDoc) {
			s.log.Warn("a public table's entry", "key", key, "err", err)
			return
		}
		now := time.Now().UTC()
		t := tableDoc{Code: r.code, Game: doc.Game, Players: len(seats), Opened: doc.Created, Expires: now.Add(s.cfg.Match.TableTTL)}
		for _, sd := range seats {
			if sd.Kind != "human" {
				continue
			}
			ts := tableSeat{Profile: sd.Profile, Name: sd.Name, Rating: 1500}
			if i := slices.IndexFunc(old.doc.Seats, func(o tableSeat) bool { return o.Profile == sd.Profile && sd.Profile != "" }); i >= 0 {
				ts.Rating = old.doc.Seats[i].Rating
			} else if sd.Profile != "" {
				ts.Rating = s.ratingOf(ctx, doc.Game, sd.Profile).R
			}
			t.Seats = append(t.Seats, ts)
		}
		for _, o := range old.doc.Seats {
			if !o.Claimed.IsZero() && now.Sub(o.Claimed) < claimTTL && !t.holds(o.Profile) && len(t.Seats) < t.Players {
				t.Seats = append(t.Seats, o)
			}
		}
		data, err := json.Marshal(t)
		if err != nil {
			return
		}
		if old.rev == 0 {
			_, err = docs.Create(ctx, key, data)
		} else {
			_, err = docs.Update(ctx, key, data, old.rev)
		}
		if err == nil || !(errors.Is(err, ErrConflict) || errors.Is(err, ErrExists)) {
			if err != nil {
				s.log.Warn("writing a public table's entry", "key", key, "err", err)
			}
			return
		}
	}
}

// startWhenFull starts a public table whose every seat is taken: the game
// is dealt for its people, as a host's start would, and play begins.
func (r *room) startWhenFull(ctx context.Context) {
	r.write.Lock()
	defer r.write.Unlock()
	for range 3 {
		r.mu.Lock()
		full := !r.failed && !r.closed.Load() && r.doc.Public && r.doc.Waiting && !hasOpenSeat(r.doc.Seats)
		var (
			doc roomDoc
			err error
		)
		if full {
			doc, err = r.dealStartLocked(online.OpenSeatsDrop)
		}
		r.mu.Unlock()
		if !full {
			return
		}
		if err == nil {
			if err = r.store(ctx, doc, r.playedSteps(), r.begunLocked); err != nil {
				r.rollback(ctx, errors.Is(err, ErrConflict))
			}
		}
		if errors.Is(err, ErrConflict) {
			continue // another server changed the room: look again
		}
		if err != nil {
			r.srv.log.Error("starting a full public table", "room", r.code, "err", err)
			return
		}
		r.srv.log.Info("public table full: started", "room", r.code, "seats", len(doc.Seats))
		return
	}
}

// mayStartLocked says whether a seated connection may start a room that
// waits with these open seats: the host of a room of friends, anyone at a
// public table that was offered computers for its open seats, with them.
func (r *room) mayStartLocked(c *conn, openSeats string) error {
	switch {
	case !r.doc.Public && !r.doc.Seats[c.seat].Host:
		return refusal{online.ReasonNotHost, "only the player who made the room may start it"}
	case !r.doc.Public:
		return nil
	case !strings.HasPrefix(openSeats, "ai:"):
		return refusal{online.ReasonTooEarly, "a public table is played at its size: computers take its open seats, or it waits"}
	case time.Since(r.doc.Created) < r.srv.cfg.Match.FillOfferAfter:
		return refusal{online.ReasonTooEarly, "a public table starts by itself when full; computers are offered after a wait"}
	}
	return nil
}

// offerFill tells the people of a public table that waited past after
// that a computer may take each open seat (a fill_offer, once per
// connection); one of them accepts with a start.
func (r *room) offerFill(after time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !r.doc.Public || !r.doc.Waiting || time.Since(r.doc.Created) < after {
		return
	}
	open := 0
	for _, sd := range r.doc.Seats {
		if sd.Kind == "open" {
			open++
		}
	}
	for c := range r.conns {
		if r.matched.offered[c] {
			continue
		}
		if r.matched.offered == nil {
			r.matched.offered = map[*conn]bool{}
		}
		r.matched.offered[c] = true
		c.send(online.Message{Type: online.TypeFillOffer, Code: r.code, Players: open, OpenSeats: "ai:" + standInLevel})
	}
}

// keepTables refreshes the entries of the public tables this server has
// open, takes out those that began, and makes the fill offers due, every
// third of an entry's life until the server stops.
func (s *Server) keepTables() {
	defer s.work.Done()
	t := time.NewTicker(s.cfg.Match.TableTTL / 3)
	defer t.Stop()
	for {
		select {
		case <-s.ctx.Done():
			return
		case <-t.C:
		}
		s.mu.Lock()
		var public []*room
		for _, r := range s.rooms {
			public = append(public, r)
		}
		s.mu.Unlock()
		for _, r := range public {
			r.mu.Lock()
			keep := r.doc.Public && !r.matched.unlisted && !r.closed.Load()
			r.mu.Unlock()
			if keep {
				ctx, cancel := context.WithTimeout(s.ctx, 5*time.Second)
				s.publishTable(ctx, r)
				cancel()
				r.offerFill(s.cfg.Match.FillOfferAfter)
			}
		}
	}
}

// answerMatch answers a tables or a ratings request.
func (s *Server) answerMatch(ctx context.Context, c *conn, m online.Message) bool {
	var (
		answer online.Message
		err    error
	)
	switch m.Type {
	case online.TypeTables:
		answer, err = s.listTables(ctx, m.Game)
	case online.TypeRatings:
		answer, err = s.leaderboard(ctx, m.Game, m.Offset, c.profile.ID)
	}
	if err != nil {
		c.refuseFor(m.Seq, "answering", err, "type", m.Type)
		return false
	}
	answer.Type, answer.Seq = m.Type, m.Seq
	c.send(answer)
	return true
}

// listTables lists the public tables with open seats (of a game, or all),
// the longest waiting first.
func (s *Server) listTables(ctx context.Context, game string) (online.Message, error) {
	prefix := "t."
	if game != "" {
		if s.games[game] == nil {
			return online.Message{}, refusal{online.ReasonNoGame, fmt.Sprintf("no game %q here", game)}
		}
		prefix += game + "."
	}
	all, err := s.tables(ctx, prefix)
	if err != nil {
		return online.Message{}, err
	}
	slices.SortStableFunc(all, func(a, b storedTable) int { return a.doc.Opened.Compare(b.doc.Opened) })
	now := time.Now()
	out := []online.PublicTable{}
	for _, t := range all {
		if t.doc.open() == 0 {
			continue
		}
		pt := online.PublicTable{Code: t.doc.Code, Game: t.doc.Game, Players: t.doc.Players, Open: t.doc.open(), Waited: int(now.Sub(t.doc.Opened) / time.Second)}
		for _, ts := range t.doc.Seats {
			pt.Seats = append(pt.Seats, online.TablePlace{Name: ts.Name, Rating: int(math.Round(ts.Rating))})
		}
		if out = append(out, pt); len(out) == online.MaxTablesListed {
			break
		}
	}
	return online.Message{Game: game, Tables: out}, nil
}
