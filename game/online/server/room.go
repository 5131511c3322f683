package server

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"orbis/game/online"
)

// roomDoc is a room as the store keeps it: the record as dealt (or, for a
// room stored before steps were kept apart, as it stood then) and the
// steps played since, appended; the game is the record with its steps
// (room_steps.go).
type roomDoc struct {
	V         int       `json:"v"`
	Game      string    `json:"game"`
	Created   time.Time `json:"created"`
	Seats     []seatDoc `json:"seats"`
	TurnLimit int       `json:"turn_limit,omitempty"` // seconds
	TurnSince time.Time `json:"turn_since"`           // when the seat to act began its turn
	Saves     uint64    `json:"saves,omitempty"`      // times stored: a room's own count, which never goes back
	WentBack  *wentBack `json:"went_back,omitempty"`  // the store lost moves of this room
	// Limit: the host asked for seats up to this many, and the room
	// takes nobody new once begun; Waiting: it waits for the host's
	// start (room_start.go), its game dealt for every seat meanwhile.
	Limit   int  `json:"limit,omitempty"`
	Waiting bool `json:"waiting,omitempty"`
	// Rematch is the code of this finished game's rematch, set once by
	// compare-and-set (rematch.go); RematchOf the finished room's, in the
	// rematch's own document.
	Rematch   string `json:"rematch,omitempty"`
	RematchOf string `json:"rematch_of,omitempty"`

	// Spectators: the room may be watched (its host's choice on create; a
	// public table of the quick match sets it too).
	Spectators bool `json:"spectators,omitempty"`

	// Public: a table of the quick match (match.go), which starts by
	// itself when full; Rated: its end changes its people's ratings
	// (ratings.go), and Changes says how, once it has.
	Public  bool                  `json:"public,omitempty"`
	Rated   bool                  `json:"rated,omitempty"`
	Changes []online.RatingChange `json:"changes,omitempty"`
	Left    []leftSeat            `json:"left,omitempty"` // the rated people who left their seat to a computer (ratings.go)
	roomLimits
	Cuts        []int           `json:"cuts,omitempty"`         // where each run of steps kept apart ends (room_steps.go)
	RecordApart bool            `json:"record_apart,omitempty"` // the record is kept apart, as part 0
	PartsAt     int64           `json:"parts_at,omitempty"`     // Unix seconds the oldest part was put
	Record      json.RawMessage `json:"record"`                 // after the head: encodeDoc and decodeHead count on it
	Steps       []online.Step   `json:"steps,omitempty"`        // played after the record, in the order stored
}

// seatDoc is a seat: who plays it, and the hash of its secret once taken.
type seatDoc struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"` // human, open or ai:<level>
	Token string `json:"token,omitempty"`
	Host  bool   `json:"host,omitempty"` // the seat that created the room
	// Profile is the id of the signed-in person who holds the seat: their
	// games and ratings follow it ("" for a computer, an open seat, or a
	// person who did not sign in).
	Profile string `json:"profile,omitempty"`
	// Reserved is, in a rematch, the hash of the token of the seat this
	// one follows in the finished game: its holder takes it (rematch.go).
	Reserved string `json:"reserved,omitempty"`
}

const docVersion = 1

// room is a room a connection of this server is in: its document, the
// match replayed from it, and the connections at its table.
//
// Two locks: write orders the room's store writes (a writer holds it from
// reading what it changes until the room has taken on what the store kept
// or refused), and mu guards the room's memory and is never held across
// the store. Only this room's writers wait on write, so a slow store slows
// only its own room; write is taken before mu, never while holding it.
// The document, revision and match change only with both held.
type room struct {
	srv  *Server
	code string
	game online.Ruleset

	write sync.Mutex
	// closed: let go of (nobody was in it) or failed; it takes nobody in
	// and sets no computer or clock going. Set with mu held.
	closed atomic.Bool

	mu       sync.Mutex
	doc      roomDoc
	rev      uint64
	match    online.Match
	step     int           // the steps the store holds
	enc      docEncoding   // the stored document's record and steps, encoded for the next write
	conns    map[*conn]int // the seat each connection plays
	thinking map[int]bool  // the seats whose computer turn is under way
	timer    *time.Timer   // the turn limit of the seat to act
	indexed  indexState    // what the index has of the room
	stop     context.CancelFunc
	failed   bool // a panic ended the room on this server (room_fail.go)
	// While moves are being stored, the match is ahead of the store: the
	// table's state and table messages wait for the writes to settle.
	pending   bool
	unstored  []played // units played on the match, not stored yet, in order
	writing   bool     // a writer stores the unstored units (room_commit.go)
	turnSince time.Time
	owed      map[*conn]bool // connections owed the state when it settles
	tableOwed bool
	matched   matchState // the quick match's and the rating's (match.go, ratings.go); under mu
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// enter creates, joins or resumes a room for a connection.
func (s *Server) enter(ctx context.Context, c *conn, m online.Message) bool {
	var (
		r     *room
		seat  int
		token string
		err   error
	)
	ctx = withProfile(ctx, c.profile.ID) // the seat records it (profiles_games.go)
	if c.profile.ID != "" {
		m.Name = c.profile.Name // a signed-in person sits under their display name
	}
	switch m.Type {
	case online.TypeReclaim:
		r, seat, token, err = s.reclaimSeat(ctx, c, m.Code)
	case online.TypeCreate:
		r, seat, token, err = s.createRoom(ctx, c, m)
	case online.TypeJoin:
		if r, err = s.open(ctx, m.Code); err == nil {
			seat, token, err = r.join(ctx, m.Name)
		}
	case online.TypeQuick:
		r, seat, token, err = s.quickSeat(ctx, c, m)
	case online.TypeResume:
		r, seat, err = s.resumeSeat(ctx, m.Code, m.Token)
		token = m.Token
	}
	if err == nil {
		s.profileSeated(ctx, c, r, seat, hashToken(token)) // before the client hears of the seat
	}
	for tries := 0; err == nil; tries++ {
		c.room, c.seat, c.token = r, seat, hashToken(token)
		c.seatProfile = c.profile.ID
		joined := online.Message{Type: online.TypeJoined, Seq: m.Seq, Code: r.code, Seat: seat, Token: token, Game: r.game.ID(), MaxSeats: s.cfg.MaxRoomSeats}
		if r.arrive(c, joined) {
			break
		}
		// Let go of meanwhile, as nobody was in it: open it again from the
		// store, where the seat is.
		c.room, c.seat = nil, -1
		if tries == 2 {
			err = refusal{online.ReasonBusy, "the room is busy; try again"}
			break
		}
		if r, err = s.open(ctx, r.code); err == nil {
			seat, err = r.resume(token)
		}
	}
	if err != nil {
		c.refuseFor(m.Seq, "entering a room", err, "type", m.Type, "code", m.Code)
		return false
	}
	s.log.Info("seat taken", "type", m.Type, "room", r.code, "seat", seat, "addr", c.addr)
	s.seated(ctx, r)
	return true
}

// refusal is an error a client reads: a reason and its details.
type refusal struct{ reason, detail string }

func (r refusal) Error() string { return r.reason + ": " + r.detail }

// create deals a new game and stores its room, opened by the address key
// by, under a fresh code.
func (s *Server) create(ctx context.Context, m online.Message, by string) (*room, int, string, error) {
	g := s.games[m.Game]
	if g == nil {
		return nil, 0, "", refusal{online.ReasonNoGame, fmt.Sprintf("no game %q here", m.Game)}
	}
	if err := s.checkRoomSize(g, m); err != nil {
		return nil, 0, "", err
	}
	token := newToken()
	host := -1
	doc := roomDoc{V: docVersion, Game: m.Game, Created: time.Now().UTC(), TurnLimit: m.TurnLimit, TurnSince: time.Now().UTC(), Saves: 1}
	doc.Spectators = m.Spectators
	infos := make([]online.SeatInfo, len(m.Seats))
	for i, st := range m.Seats {
		sd := seatDoc{Name: st.Name, Kind: st.Kind}
		switch {
		case st.Kind == "human" && host < 0:
			host, sd.Name, sd.Token, sd.Host = i, m.Name, hashToken(token), true
			sd.Profile = profileIn(ctx)
		case st.Kind == "human":
			sd.Kind = "open" // one seat is the host's; the others are for friends
		case strings.HasPrefix(st.Kind, "ai:"):
			if !g.ValidLevel(strings.TrimPrefix(st.Kind, "ai:")) {
				return nil, 0, "", refusal{online.ReasonBadMessage, fmt.Sprintf("seat %d: no computer %q", i+1, st.Kind)}
			}
			if sd.Name == "" {
				sd.Name = strings.TrimPrefix(st.Kind, "ai:")
			}
		}
		if sd.Name == "" {
			sd.Name = fmt.Sprintf("Seat %d", i+1)
		}
		if sd.Kind != "open" {
			sd.Name = uniqueName(sd.Name, doc.Seats, -1)
		}
		doc.Seats = append(doc.Seats, sd)
		infos[i] = online.SeatInfo{Name: sd.Name, Kind: sd.Kind}
	}
	if host < 0 {
		return nil, 0, "", refusal{online.ReasonBadMessage, "one seat must be the host's (human)"}
	}
	for i := len(doc.Seats); i < m.Limit; i++ { // seats up to the limit: open until the start
		doc.Seats = append(doc.Seats, seatDoc{Name: openSeatName(i), Kind: "open"})
		infos = append(infos, online.SeatInfo{Name: openSeatName(i), Kind: "open"})
	}
	doc.Limit, doc.Waiting = m.Limit, m.Limit > 0 && hasOpenSeat(doc.Seats)
	doc.Public, doc.Rated = m.Public, m.Rated || m.Public
	record, err := g.Deal(infos, rand.Uint64())
	if err != nil {
		return nil, 0, "", refusal{online.ReasonBadMessage, err.Error()}
	}
	doc.Record = record
	dealt, err := g.Open(record)
	if err != nil {
		return nil, 0, "", err
	}
	doc.By, doc.Summary = by, summaryOf(dealt)
	if doc.Waiting {
		doc.Summary.ToAct = -1 // nobody acts before the start
	}
	data, err := json.Marshal(doc)
	if err != nil {
		return nil, 0, "", err
	}
	for range 5 { // a taken code is drawn again: 40 bits make it rare
		code := newCode()
		rev, err := s.cfg.Store.Create(ctx, code, data)
		if errors.Is(err, ErrExists) {
			continue
		}
		if err != nil {
			return nil, 0, "", storeRefusal(err)
		}
		r, err := s.adopt(code, doc, rev)
		if err == nil {
			r.mu.Lock()
			r.noteLocked()
			r.mu.Unlock()
		}
		return r, host, token, err
	}
	return nil, 0, "", errors.New("no free room code after 5 draws")
}

// open returns a room, loading it from the store if no connection of this
// server is in it. The store is read with no lock held.
func (s *Server) open(ctx context.Context, code string) (*room, error) {
	s.mu.Lock()
	r, failed := s.rooms[code], s.failed[code]
	s.mu.Unlock()
	if failed {
		return nil, errRoomFailed
	}
	if r != nil && !r.closed.Load() {
		return r, nil
	}
	doc, rev, err := s.loadDoc(ctx, code)
	if errors.Is(err, ErrNoRoom) {
		return nil, refusal{online.ReasonNoRoom, "no room with this code"}
	}
	if err != nil {
		return nil, err
	}
	return s.adopt(code, doc, rev)
}

// adopt keeps a room open on this server and follows its changes in the
// store, whoever makes them.
func (s *Server) adopt(code string, doc roomDoc, rev uint64) (*room, error) {
	g := s.games[doc.Game]
	if g == nil {
		return nil, fmt.Errorf("room %s: a game this server does not have: %q", code, doc.Game)
	}
	m, err := openDoc(g, doc)
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", code, err)
	}
	s.mu.Lock()
	if s.failed[code] {
		s.mu.Unlock()
		return nil, errRoomFailed
	}
	if r := s.rooms[code]; r != nil && !r.closed.Load() { // another connection opened it meanwhile
		s.mu.Unlock()
		return r, nil
	}
	ctx, stop := context.WithCancel(s.ctx)
	r := &room{srv: s, code: code, game: g, doc: doc, rev: rev, match: m, step: m.Steps(), conns: map[*conn]int{}, stop: stop}
	s.rooms[code] = r
	s.mu.Unlock()
	if err := s.cfg.Store.Watch(withAuthor(ctx, r), code, r.changed); err != nil {
		s.log.Error("watching a room", "room", code, "err", err)
	}
	r.start()
	if r.hasFailed() {
		return nil, errRoomFailed
	}
	return r, nil
}

// start sets the computer or the clock going in a room just opened.
func (r *room) start() {
	defer r.contain("opening the room")
	r.write.Lock()
	defer r.write.Unlock()
	r.check(r.srv.ctx)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.next()
}

// join gives a newcomer the first open seat.
func (r *room) join(ctx context.Context, name string) (int, string, error) {
	token := newToken()
	seat := -1
	err := r.update(ctx, func(doc *roomDoc) error {
		if r.match.Over() {
			return refusal{online.ReasonOver, "the game in this room is over: it takes no new player"}
		}
		if doc.Limit > 0 && !doc.Waiting {
			return refusal{online.ReasonStarted, "the game in this room has begun: it takes no new player"}
		}
		seat = -1
		for i, sd := range doc.Seats {
			if sd.Kind == "open" {
				seat = i
				break
			}
		}
		if seat < 0 {
			return refusal{online.ReasonRoomFull, "every seat is taken"}
		}
		doc.Seats[seat] = seatDoc{Name: uniqueName(name, doc.Seats, seat), Kind: "human", Token: hashToken(token)}
		doc.Seats[seat].Profile = profileIn(ctx)
		return nil
	})
	if err != nil {
		return 0, "", err
	}
	return seat, token, nil
}

// resume finds the seat a token is the secret of.
func (r *room) resume(token string) (int, error) {
	h := hashToken(token)
	r.mu.Lock()
	defer r.mu.Unlock()
	for i, sd := range r.doc.Seats {
		if sd.Token != "" && subtle.ConstantTimeCompare([]byte(sd.Token), []byte(h)) == 1 {
			return i, nil
		}
	}
	return 0, errNoSeat
}

// update changes the room's document through the store, in order with
// the room's other writes: edit changes a copy of the document as it
// stands (the state lock held; an error from it stops the update with
// nothing stored). After another server's change it is tried again on
// what that server stored. The table hears of the change.
func (r *room) update(ctx context.Context, edit func(doc *roomDoc) error) error {
	r.write.Lock()
	defer r.write.Unlock()
	for range 3 {
		doc, err := r.edited(edit)
		if err != nil {
			return err
		}
		err = r.save(ctx, doc)
		if !errors.Is(err, ErrConflict) {
			return err
		}
	}
	return refusal{online.ReasonBusy, "the room is busy; try again"}
}

// edited is a copy of the room's document changed by edit.
func (r *room) edited(edit func(doc *roomDoc) error) (roomDoc, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.failed {
		return roomDoc{}, errRoomFailed
	}
	doc := r.doc
	doc.Seats = slices.Clone(r.doc.Seats)
	return doc, edit(&doc)
}

// save stores a changed document (the room's write held, not its state
// lock) and tells the table; after a conflict the room takes on what
// another server stored.
func (r *room) save(ctx context.Context, doc roomDoc) error {
	err := r.store(ctx, doc, r.step, r.broadcastTableLocked)
	if errors.Is(err, ErrConflict) {
		r.reload(ctx)
	}
	return err
}

// store writes a changed document over the room's revision (the room's
// write held, not its state lock) and, once the store kept it, takes it on
// and calls kept with the state lock held; steps is the number of steps
// the document holds. When the write fails it changes nothing.
func (r *room) store(ctx context.Context, doc roomDoc, steps int, kept func()) error {
	doc.Saves = r.doc.Saves + 1
	r.mu.Lock()
	if r.match.Steps() == steps { // not while units played since wait for the next write
		r.summariseLocked(&doc)
	}
	enc, stored := r.enc, r.doc
	r.mu.Unlock()
	if err := r.putParts(ctx, stored, &doc); err != nil {
		return storeRefusal(err)
	}
	buf := docBuffers.Get().(*[]byte)
	data, enc, err := appendDocWith(*buf, doc, enc)
	if err != nil {
		putDocBuffer(buf, data)
		return fmt.Errorf("room %s: its document: %w", r.code, err)
	}
	// The revision changes only with the room's write held: no lock is
	// needed to read it here, and none is held while the store works.
	rev, err := r.srv.cfg.Store.Save(withAuthor(ctx, r), r.code, data, r.rev)
	putDocBuffer(buf, data) // the store keeps none of it
	if err != nil {
		return storeRefusal(err)
	}
	r.keep(doc, rev, steps, enc, kept)
	r.noteIndex(ctx)
	return nil
}

// keep takes on a document the store kept, holding steps steps, and calls
// kept with the state lock held; the requests for the table that waited
// on the write are answered first.
func (r *room) keep(doc roomDoc, rev uint64, steps int, enc docEncoding, kept func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.doc, r.rev, r.step, r.enc = doc, rev, steps, enc
	r.noteLocked()
	r.settleLocked()
	if kept != nil {
		kept()
	}
}

// reload reads the room again after another server changed it (the
// room's write held, not its state lock).
func (r *room) reload(ctx context.Context) {
	data, rev, err := r.srv.cfg.Store.Load(ctx, r.code)
	if err == nil {
		r.takeOn(ctx, data, rev)
	}
}

// compactJSON is data without its whitespace outside strings: data itself
// when it has none, as a record the rules dealt (a room keeps it for its
// life, and a copy would be a second one).
func compactJSON(data []byte) []byte {
	var q jsonQuotes
	for _, b := range data {
		if q.next(b) == outsideString && (b == ' ' || b == '\t' || b == '\n' || b == '\r') {
			return appendCompactJSON(make([]byte, 0, len(data)), data)
		}
	}
	return data[:len(data):len(data)]
}

// appendCompactJSON appends valid JSON without the whitespace between its
// tokens.
func appendCompactJSON(out, data []byte) []byte {
	var q jsonQuotes
	for _, b := range data {
		if q.next(b) == outsideString && (b == ' ' || b == '\t' || b == '\n' || b == '\r') {
			continue
		}
		out = append(out, b)
	}
	return out
}

// jsonQuotes follows valid JSON a byte at a time to tell its strings from
// the rest, escapes included: the one scan the document's fast paths need.
type jsonQuotes struct{ in, escaped bool }

// Where a byte of JSON lies, as jsonQuotes.next tells it.
const (
	outsideString = iota
	opensString   // the opening quote
	insideString
	closesString // the closing quote
)

func (q *jsonQuotes) next(b byte) int {
	switch {
	case !q.in:
		if b == '"' {
			q.in = true
			return opensString
		}
		return outsideString
	case q.escaped:
		q.escaped = false
	case b == '\\':
		q.escaped = true
	case b == '"':
		q.in = false
		return closesString
	}
	return insideString
}
