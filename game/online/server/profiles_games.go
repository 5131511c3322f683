package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"orbis/game/online"
)

// "My games" follows the profile. Each profile has an index of its
// seats, games.<id> in DocsProfiles, newest first, changed by
// compare-and-set when a signed-in connection takes a seat (create, join,
// resume, reclaim). A `games` request with no list from a signed-in
// connection answers the index's games, each from its room's summary as
// any `games` answer is; a room gone, or a seat no longer the profile's,
// leaves the index then, and a finished game is marked so. The index
// keeps maxProfileGames seats: a new one pushes out the oldest finished
// game first, then the oldest.
//
// The answer carries no token: the server keeps only a token's hash. A
// device that has no token of a seat (another device took it, or the
// game was begun elsewhere) takes the seat back with `reclaim`: the
// server gives the seat a new token and the old one is revoked, so the
// other device's connection is closed with bye other_device as when a
// token is resumed on another device, and that device, signed in as
// well, may reclaim it in turn (the person's own choice, never by
// itself).

// maxProfileGames is how many seats a profile's index keeps.
const maxProfileGames = online.MaxGamesAsked

// profileGames is a profile's index of its seats, newest first.
type profileGames struct {
	Games []profileGame `json:"games"`
}

type profileGame struct {
	Code string `json:"code"`
	Game string `json:"game"`
	Seat int    `json:"seat"`
	At   int64  `json:"at"` // Unix seconds the seat was taken
	Over bool   `json:"over,omitempty"`
}

// editGames changes a profile's index by compare-and-set; edit reports
// whether it changed anything.
func (b *profileBook) editGames(ctx context.Context, id string, edit func(g *profileGames) bool) error {
	for range 3 {
		var g profileGames
		data, rev, err := b.docs.Get(ctx, gamesKey(id))
		switch {
		case errors.Is(err, ErrNoDoc):
			rev = 0
		case err != nil:
			return err
		default:
			if err := json.Unmarshal(data, &g); err != nil {
				return fmt.Errorf("profile %s: its games: %w", id, err)
			}
		}
		if !edit(&g) {
			return nil
		}
		if data, err = json.Marshal(g); err != nil {
			return err
		}
		if rev == 0 {
			_, err = b.docs.Create(ctx, gamesKey(id), data)
		} else {
			_, err = b.docs.Update(ctx, gamesKey(id), data, rev)
		}
		if errors.Is(err, ErrConflict) || errors.Is(err, ErrExists) {
			continue
		}
		return err
	}
	return fmt.Errorf("profile %s: its games: %w", id, ErrConflict)
}

// noteGame puts a seat first in the profile's index.
func (b *profileBook) noteGame(ctx context.Context, id string, pg profileGame) error {
	return b.editGames(ctx, id, func(g *profileGames) bool {
		g.Games = slices.DeleteFunc(g.Games, func(e profileGame) bool { return e.Code == pg.Code && e.Seat == pg.Seat })
		g.Games = slices.Insert(g.Games, 0, pg)
		for len(g.Games) > maxProfileGames {
			drop := len(g.Games) - 1
			for i := len(g.Games) - 1; i >= 0; i-- {
				if g.Games[i].Over {
					drop = i
					break
				}
			}
			g.Games = slices.Delete(g.Games, drop, drop+1)
		}
		return true
	})
}

// profileKeyType keys the signed-in profile in a request's context, for
// the seat a create or join gives.
type profileKeyType struct{}

// withProfile is ctx for a request of a connection signed in as id.
func withProfile(ctx context.Context, id string) context.Context {
	if id == "" {
		return ctx
	}
	return context.WithValue(ctx, profileKeyType{}, id)
}

// profileIn is the profile id a request's context carries, "" for none.
func profileIn(ctx context.Context) string {
	id, _ := ctx.Value(profileKeyType{}).(string)
	return id
}

// profileSeated notes a seat a signed-in connection took (its token's
// hash) in its profile's index, and records the profile on a resumed seat
// that had none, before the client is told the seat. Neither failing costs the seat: the log says so.
func (s *Server) profileSeated(ctx context.Context, c *conn, r *room, seat int, token string) {
	id := c.profile.ID
	if id == "" {
		return
	}
	err := r.update(ctx, func(doc *roomDoc) error {
		if seat >= len(doc.Seats) || doc.Seats[seat].Profile != "" || doc.Seats[seat].Token != token {
			return errUnchanged
		}
		doc.Seats[seat].Profile = id
		return nil
	})
	if err != nil && !errors.Is(err, errUnchanged) {
		s.log.Warn("recording a seat's profile", "room", r.code, "seat", seat, "profile", id, "err", err)
	}
	if err := s.book.noteGame(ctx, id, profileGame{Code: r.code, Game: r.game.ID(), Seat: seat, At: time.Now().Unix()}); err != nil {
		s.log.Warn("noting a profile's game", "room", r.code, "profile", id, "err", err)
	}
}

// errUnchanged stops an update that has nothing to change.
var errUnchanged = errors.New("unchanged")

// profileGames answers a signed-in connection's `games` with no list:
// its profile's seats, from the index, each as the room's summary tells.
func (s *Server) profileGames(ctx context.Context, c *conn, m online.Message) {
	id := c.profile.ID
	var index profileGames
	data, _, err := s.book.docs.Get(ctx, gamesKey(id))
	if err == nil {
		err = json.Unmarshal(data, &index)
	}
	if err != nil && !errors.Is(err, ErrNoDoc) {
		s.log.Error("reading a profile's games", "profile", id, "err", err)
		c.refuse(m.Seq, online.ReasonInternal, "the server could not read your games; try again")
		return
	}
	out := []online.GameRef{}
	gone, over := map[string]bool{}, map[string]bool{}
	for _, e := range index.Games {
		ref, ok, err := s.profileSeat(ctx, id, e)
		if err != nil {
			s.log.Warn("looking a profile's game up", "room", e.Code, "err", err)
			ok, ref = true, online.GameRef{Code: e.Code, Game: e.Game, Seat: e.Seat, Over: e.Over}
		}
		if !ok {
			gone[e.Code] = true
			continue
		}
		if ref.Over && !e.Over {
			over[e.Code] = true
		}
		out = append(out, ref)
	}
	c.send(online.Message{Type: online.TypeGames, Seq: m.Seq, Games: out})
	if len(gone)+len(over) == 0 {
		return
	}
	err = s.book.editGames(ctx, id, func(g *profileGames) bool {
		g.Games = slices.DeleteFunc(g.Games, func(e profileGame) bool { return gone[e.Code] })
		for i := range g.Games {
			g.Games[i].Over = g.Games[i].Over || over[g.Games[i].Code]
		}
		return true
	})
	if err != nil {
		s.log.Warn("updating a profile's games", "profile", id, "err", err)
	}
}

// profileSeat is the answer's entry of a seat in the index; ok is false
// when the room is gone or the seat is no longer the profile's.
func (s *Server) profileSeat(ctx context.Context, id string, e profileGame) (online.GameRef, bool, error) {
	data, _, head, err := s.loadHead(ctx, e.Code)
	if errors.Is(err, ErrNoRoom) {
		return online.GameRef{}, false, nil
	}
	if err != nil {
		return online.GameRef{}, false, err
	}
	if e.Seat < 0 || e.Seat >= len(head.Seats) || head.Seats[e.Seat].Profile != id || head.Seats[e.Seat].Kind != "human" {
		return online.GameRef{}, false, nil
	}
	return s.refOfHead(ctx, e.Code, data, head, e.Seat)
}

// reclaim takes back, on this connection, a seat the signed-in profile
// holds in a room (the request's code): see the top of this file.
func (c *conn) reclaim(ctx context.Context, m online.Message) bool {
	if c.room != nil {
		c.refuse(m.Seq, online.ReasonBadMessage, "this connection already has a seat")
		return false
	}
	if _, err := c.current(ctx); err != nil {
		c.refuseProfile(m, err)
		return false
	}
	if !c.allowLookup(m.Seq) {
		return false
	}
	if !c.srv.book.lim.changes.allow(c.profile.ID, time.Now()) {
		c.refuse(m.Seq, online.ReasonRateLimit, "this profile took seats back too often: wait an hour")
		return false
	}
	return c.srv.enter(ctx, c, m)
}

// errNotYours refuses a reclaim of a room where the profile holds no
// seat, whether the room exists or not.
var errNotYours = refusal{online.ReasonBadToken, "your profile holds no seat in a room of this code"}

// reclaimSeat gives the profile's seat in a room a new token, revoking
// the old one, and returns it.
func (s *Server) reclaimSeat(ctx context.Context, c *conn, code string) (*room, int, string, error) {
	r, err := s.open(ctx, code)
	var ref refusal
	if errors.As(err, &ref) && ref.reason == online.ReasonNoRoom {
		return nil, 0, "", errNotYours
	}
	if err != nil {
		return nil, 0, "", err
	}
	token, seat := newToken(), -1
	err = r.update(ctx, func(doc *roomDoc) error {
		seat = slices.IndexFunc(doc.Seats, func(sd seatDoc) bool { return sd.Kind == "human" && sd.Profile == c.profile.ID })
		if seat < 0 {
			return errNotYours
		}
		doc.Seats[seat].Token = hashToken(token)
		return nil
	})
	if err != nil {
		s.drop(r) // unless someone is in it
		return nil, 0, "", err
	}
	s.log.Info("seat taken back by its profile", "room", code, "seat", seat, "profile", c.profile.ID, "addr", c.addr)
	return r, seat, token, nil
}
