package server

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"time"

	"orbis/game/online"
)

// The quick match. A signed-in person asks for a table of a game and a
// size (quick); the server seats them at a public table of that game and
// size that waits for players of a close rating, the window widening
// with the table's wait, or opens one. A public table is a room that
// waits (create's limit) and starts by itself when its last seat is
// taken; it is rated. What the match needs lives in the store's DocsMatch
// bucket, a document per public table listing its people, so that every
// server of a cluster finds the same tables: a server claims a seat there
// with compare-and-set before it joins the room (the room's own
// compare-and-set still decides who sits), and a table's entry expires
// unless a live server that has the room open refreshes it.

// MatchLimits set the quick match up; a zero field takes its default.
type MatchLimits struct {
	// QuicksPerMinute is how many quick requests one profile may make a
	// minute (6, as many at once); an address is held to JoinsPerMinute.
	QuicksPerMinute int
	// FillOfferAfter is how long a public table waits for people before
	// its people are offered computers for the open seats (2 minutes).
	FillOfferAfter time.Duration
	// TableTTL is how long a public table's entry stays listed without a
	// live server refreshing it (45 s; refreshed every third of it).
	TableTTL time.Duration
	// TurnLimit is a public table's turn limit, after which the computer
	// plays an absent person's turn (2 minutes).
	TurnLimit time.Duration
}

// WithDefaults is the limits with each zero field at its default.
func (l MatchLimits) WithDefaults() MatchLimits {
	if l.QuicksPerMinute <= 0 {
		l.QuicksPerMinute = 6
	}
	if l.FillOfferAfter <= 0 {
		l.FillOfferAfter = 2 * time.Minute
	}
	if l.TableTTL <= 0 {
		l.TableTTL = 45 * time.Second
	}
	if l.TurnLimit <= 0 {
		l.TurnLimit = 2 * time.Minute
	}
	return l
}

// How far a table's people's rating may be from a newcomer's: the window
// starts at windowBase and widens by windowWiden every windowStep the
// table waits; after windowAll, anyone is welcome.
const (
	windowBase  = 150
	windowWiden = 50
	windowStep  = 10 * time.Second
	windowAll   = 2 * time.Minute
)

// claimTTL is how long a claimed seat, not yet taken in its room, holds:
// a server that died between the two leaves it for this long.
const claimTTL = 15 * time.Second

// maxWaitingTables is how many public tables one profile may wait at.
const maxWaitingTables = 3

// matchState is what a room keeps of the quick match and its rating
// (under the room's state lock).
type matchState struct {
	rating   bool           // a rating of its finished game is under way or done here
	unlisted bool           // its table's entry was taken out once it began
	offered  map[*conn]bool // the connections told of the fill offer
}

// tableDoc is a public table as DocsMatch keeps it, under tableKey.
type tableDoc struct {
	Code    string      `json:"code"`
	Game    string      `json:"game"`
	Players int         `json:"players"`
	Opened  time.Time   `json:"opened"`
	Expires time.Time   `json:"expires"` // a live server refreshes it; past it the table is not offered
	Seats   []tableSeat `json:"seats"`
}

// tableSeat is a person at a public table, or a seat claimed for one.
type tableSeat struct {
	Profile string    `json:"profile,omitempty"`
	Name    string    `json:"name"`
	Rating  float64   `json:"rating"`
	Claimed time.Time `json:"claimed,omitzero"` // a claim not yet seen in the room: it lapses after claimTTL
}

// open is the number of seats nobody holds or claims.
func (t tableDoc) open() int { return max(t.Players-len(t.Seats), 0) }

// fresh reports whether a live server refreshed the table lately.
func (t tableDoc) fresh(now time.Time) bool { return now.Before(t.Expires) }

// holds reports whether the profile sits at the table or claimed a seat.
func (t tableDoc) holds(profile string) bool {
	return slices.ContainsFunc(t.Seats, func(ts tableSeat) bool { return ts.Profile == profile })
}

// mean is the table's people's mean rating.
func (t tableDoc) mean() float64 {
	if len(t.Seats) == 0 {
		return 1500
	}
	sum := 0.0
	for _, ts := range t.Seats {
		sum += ts.Rating
	}
	return sum / float64(len(t.Seats))
}

// window is how far from the table's mean rating a newcomer may be, once
// it has waited this long.
func window(waited time.Duration) float64 {
	if waited >= windowAll {
		return math.Inf(1)
	}
	return windowBase + windowWiden*float64(waited/windowStep)
}

func tableKey(game string, players int, code string) string {
	return "t." + game + "." + strconv.Itoa(players) + "." + code
}

// storedTable is a table's document as read, with its key and revision.
type storedTable struct {
	key string
	rev uint64
	doc tableDoc
}

// tables reads the public tables whose keys begin with prefix; an entry
// long expired is taken out on the way (compare-and-set: a server that
// refreshed it meanwhile keeps it).
func (s *Server) tables(ctx context.Context, prefix string) ([]storedTable, error) {
	docs, err := s.cfg.Store.Docs(DocsMatch)
	if err != nil {
		return nil, err
	}
	keys, err := docs.Keys(ctx, prefix)
	if err != nil {
		return nil, err
	}
	now := time.Now()
	var out []storedTable
	for _, k := range keys {
		data, rev, err := docs.Get(ctx, k)
		if errors.Is(err, ErrNoDoc) {
			continue
		}
		if err != nil {
			return nil, err
		}
		var t tableDoc
		if err := json.Unmarshal(data, &t); err != nil {
			s.log.Warn("a public table's entry", "key", k, "err", err)
			continue
		}
		if !t.fresh(now) {
			if now.Sub(t.Expires) > s.cfg.Match.TableTTL {
				_ = docs.Delete(ctx, k, rev)
			}
			continue
		}
		out = append(out, storedTable{key: k, rev: rev, doc: t})
	}
	return out, nil
}

// quickSeat seats a signed-in person at a public table of the game and
// size they ask for, or opens one.
func (s *Server) quickSeat(ctx context.Context, c *conn, m online.Message) (*room, int, string, error) {
	if c.profile.ID == "" {
		return nil, 0, "", refusal{online.ReasonNotSignedIn, "sign in first: the quick match seats a profile"}
	}
	g := s.games[m.Game]
	if g == nil {
		return nil, 0, "", refusal{online.ReasonNoGame, fmt.Sprintf("no game %q here", m.Game)}
	}
	if err := s.checkRoomSize(g, online.Message{Game: m.Game, Limit: m.Players, TurnLimit: int(s.cfg.Match.TurnLimit / time.Second)}); err != nil {
		return nil, 0, "", err
	}
	if !s.quicks.allow(c.profile.ID, time.Now()) {
		return nil, 0, "", refusal{online.ReasonRateLimit, "too many quick matches: wait a minute"}
	}
	mine := s.ratingOf(ctx, m.Game, c.profile.ID)
	me := tableSeat{Profile: c.profile.ID, Name: c.profile.Name, Rating: mine.R}
	for range openWaits {
		r, seat, token, err := s.seatAtTable(ctx, m, me)
		if r != nil || err != nil {
			return r, seat, token, err
		}
		// No table fits: open one, one server and person at a time for a
		// game and size, so that two people who ask at once meet.
		unlock, err := s.lockOpening(ctx, m.Game, m.Players)
		if errors.Is(err, ErrExists) {
			select { // another opens a table: look again once it is listed
			case <-ctx.Done():
				return nil, 0, "", ctx.Err()
			case <-time.After(openPoll):
			}
			continue
		}
		if err != nil {
			return nil, 0, "", err
		}
		defer unlock()
		if r, seat, token, err := s.seatAtTable(ctx, m, me); r != nil || err != nil {
			return r, seat, token, err // a table was listed before the lock was taken
		}
		return s.openTable(ctx, c, m, me)
	}
	return nil, 0, "", refusal{online.ReasonBusy, "the quick match is busy; try again"}
}

// How a quick match waits for another's table to be opened: it looks
// again every openPoll, openWaits times at most; a lock older than
// openStale was left by a server that died.
const (
	openPoll  = 50 * time.Millisecond
	openWaits = 100
	openStale = 10 * time.Second
)

// lockOpening takes the lock of opening a public table of a game and
// size (a document created in DocsMatch: one holder in the cluster);
// ErrExists while another holds it. A lock left by a dead server is
// taken out once stale.
func (s *Server) lockOpening(ctx context.Context, game string, players int) (unlock func(), err error) {
	docs, err := s.cfg.Store.Docs(DocsMatch)
	if err != nil {
		return nil, err
	}
	key := "open." + game + "." + strconv.Itoa(players)
	stamp, _ := time.Now().UTC().MarshalText()
	rev, err := docs.Create(ctx, key, stamp)
	if errors.Is(err, ErrExists) {
		if data, old, gerr := docs.Get(ctx, key); gerr == nil {
			var at time.Time
			if at.UnmarshalText(data) != nil || time.Since(at) > openStale {
				_ = docs.Delete(ctx, key, old)
			}
		}
		return nil, err
	}
	if err != nil {
		return nil, err
	}
	return func() { _ = docs.Delete(context.WithoutCancel(ctx), key, rev) }, nil
}

// seatAtTable seats a person at the public table of the game and size
// that fits them best, if one does (nil room otherwise).
func (s *Server) seatAtTable(ctx context.Context, m online.Message, me tableSeat) (*room, int, string, error) {
	all, err := s.tables(ctx, "t.")
	if err != nil {
		return nil, 0, "", err
	}
	waiting := 0
	for _, t := range all {
		if t.doc.holds(me.Profile) {
			waiting++
		}
	}
	if waiting >= maxWaitingTables {
		return nil, 0, "", refusal{online.ReasonTooManyRooms, fmt.Sprintf("you wait at %d public tables already", waiting)}
	}
	now := time.Now()
	var fits []storedTable
	for _, t := range all {
		d := t.doc
		if d.Game == m.Game && d.Players == m.Players && d.open() > 0 && !d.holds(me.Profile) &&
			math.Abs(d.mean()-me.Rating) <= window(now.Sub(d.Opened)) {
			fits = append(fits, t)
		}
	}
	slices.SortStableFunc(fits, func(a, b storedTable) int { // the closest rating, then the longest wait
		return cmp.Or(cmp.Compare(math.Abs(a.doc.mean()-me.Rating), math.Abs(b.doc.mean()-me.Rating)), a.doc.Opened.Compare(b.doc.Opened))
	})
	for _, t := range fits {
		if !s.claim(ctx, t, me) {
			continue
		}
		r, err := s.open(ctx, t.doc.Code)
		var seat int
		var token string
		if err == nil {
			seat, token, err = r.join(ctx, me.Name)
		}
		if err == nil {
			return r, seat, token, nil
		}
		s.unclaim(ctx, t.key, me.Profile)
		var ref refusal
		if !errors.As(err, &ref) {
			return nil, 0, "", err
		}
		s.log.Info("a public table refused a quick match", "room", t.doc.Code, "reason", ref.reason)
	}
	return nil, 0, "", nil
}

// claim takes an open seat of a table for a person, by compare-and-set on
// its entry; false when it has none left, or is gone.
func (s *Server) claim(ctx context.Context, t storedTable, me tableSeat) bool {
	docs, err := s.cfg.Store.Docs(DocsMatch)
	if err != nil {
		return false
	}
	for range 3 {
		if t.doc.open() == 0 || t.doc.holds(me.Profile) || !t.doc.fresh(time.Now()) {
			return false
		}
		t.doc.Seats = append(t.doc.Seats, tableSeat{Profile: me.Profile, Name: me.Name, Rating: me.Rating, Claimed: time.Now().UTC()})
		data, err := json.Marshal(t.doc)
		if err != nil {
			return false
		}
		if _, err = docs.Update(ctx, t.key, data, t.rev); err == nil {
			return true
		}
		if !errors.Is(err, ErrConflict) {
			s.log.Warn("claiming a public table's seat", "key", t.key, "err", err)
			return false
		}
		if t, err = s.readTable(ctx, docs, t.key); err != nil {
			return false
		}
	}
	return false
}

// unclaim gives back a claimed seat whose room did not take its person.
func (s *Server) unclaim(ctx context.Context, key, profile string) {
	docs, err := s.cfg.Store.Docs(DocsMatch)
	if err != nil {
		return
	}
	for range 3 {
		t, err := s.readTable(ctx, docs, key)
		if err != nil {
			return
		}
		t.doc.Seats = slices.DeleteFunc(t.doc.Seats, func(ts tableSeat) bool { return ts.Profile == profile })
		data, _ := json.Marshal(t.doc)
		if _, err := docs.Update(ctx, key, data, t.rev); !errors.Is(err, ErrConflict) {
			return
		}
	}
}

func (s *Server) readTable(ctx context.Context, docs Docs, key string) (storedTable, error) {
	data, rev, err := docs.Get(ctx, key)
	if err != nil {
		return storedTable{}, err
	}
	var t tableDoc
	if err := json.Unmarshal(data, &t); err != nil {
		return storedTable{}, fmt.Errorf("public table %s: %w", key, err)
	}
	return storedTable{key: key, rev: rev, doc: t}, nil
}

// openTable opens a public table with the person in its first seat.
func (s *Server) openTable(ctx context.Context, c *conn, m online.Message, me tableSeat) (*room, int, string, error) {
	create := online.Message{Type: online.TypeCreate, Game: m.Game, Name: c.profile.Name, Seats: []online.SeatInfo{{Kind: "human"}},
		Limit: m.Players, TurnLimit: int(s.cfg.Match.TurnLimit / time.Second), Public: true}
	if m.Players == 1 {
		create.Limit = 0 // a table of one waits for nobody
	}
	r, seat, token, err := s.createRoom(ctx, c, create)
	if err != nil {
		return nil, 0, "", err
	}
	s.publishTable(ctx, r)
	s.log.Info("public table opened", "room", r.code, "game", m.Game, "players", m.Players)
	return r, seat, token, nil
}
