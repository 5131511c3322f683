package server

import (
	"bytes"
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync"
	"time"

	"orbis/game/online"
)

// roomDoc is a room as the store keeps it: the full record is the game.
type roomDoc struct {
	V         int             `json:"v"`
	Game      string          `json:"game"`
	Created   time.Time       `json:"created"`
	Seats     []seatDoc       `json:"seats"`
	TurnLimit int             `json:"turn_limit,omitempty"` // seconds
	TurnSince time.Time       `json:"turn_since"`           // when the seat to act began its turn
	Record    json.RawMessage `json:"record"`
}

// seatDoc is a seat: who plays it, and the hash of its secret once taken.
type seatDoc struct {
	Name  string `json:"name"`
	Kind  string `json:"kind"` // human, open or ai:<level>
	Token string `json:"token,omitempty"`
}

const docVersion = 1

// room is a room a connection of this server is in: its document, the
// match replayed from it, and the connections at its table.
type room struct {
	srv  *Server
	code string
	game online.Ruleset

	mu       sync.Mutex
	doc      roomDoc
	rev      uint64
	match    online.Match
	conns    map[*conn]int // the seat each connection plays
	thinking bool          // a computer turn is under way
	timer    *time.Timer   // the turn limit of the seat to act
	stop     context.CancelFunc
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
	switch m.Type {
	case online.TypeCreate:
		r, seat, token, err = s.create(ctx, m)
	case online.TypeJoin:
		if r, err = s.open(ctx, m.Code); err == nil {
			seat, token, err = r.join(ctx, m.Name)
		}
	case online.TypeResume:
		if r, err = s.open(ctx, m.Code); err == nil {
			seat, err = r.resume(m.Token)
			token = m.Token
		}
	}
	if err != nil {
		var ref refusal
		if !errors.As(err, &ref) {
			s.log.Error("entering a room", "type", m.Type, "code", m.Code, "err", err)
			ref = refusal{online.ReasonInternal, "the server could not do it; try again"}
		}
		c.refuse(m.Seq, ref.reason, ref.detail)
		return false
	}
	c.room, c.seat = r, seat
	c.send(online.Message{Type: online.TypeJoined, Seq: m.Seq, Code: r.code, Seat: seat, Token: token, Game: r.game.ID()})
	r.arrive(c)
	s.log.Info("seat taken", "type", m.Type, "room", r.code, "seat", seat, "addr", c.addr)
	return true
}

// refusal is an error a client reads: a reason and its details.
type refusal struct{ reason, detail string }

func (r refusal) Error() string { return r.reason + ": " + r.detail }

// create deals a new game and stores its room under a fresh code.
func (s *Server) create(ctx context.Context, m online.Message) (*room, int, string, error) {
	g := s.games[m.Game]
	if g == nil {
		return nil, 0, "", refusal{online.ReasonNoGame, fmt.Sprintf("no game %q here", m.Game)}
	}
	if lo, hi := g.Seats(); len(m.Seats) < lo || len(m.Seats) > hi {
		return nil, 0, "", refusal{online.ReasonBadMessage, fmt.Sprintf("%s seats %d to %d players", m.Game, lo, hi)}
	}
	token := newToken()
	host := -1
	doc := roomDoc{V: docVersion, Game: m.Game, Created: time.Now().UTC(), TurnLimit: m.TurnLimit, TurnSince: time.Now().UTC()}
	infos := make([]online.SeatInfo, len(m.Seats))
	for i, st := range m.Seats {
		sd := seatDoc{Name: st.Name, Kind: st.Kind}
		switch {
		case st.Kind == "human" && host < 0:
			host, sd.Name, sd.Token = i, m.Name, hashToken(token)
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
		doc.Seats = append(doc.Seats, sd)
		infos[i] = online.SeatInfo{Name: sd.Name, Kind: sd.Kind}
	}
	if host < 0 {
		return nil, 0, "", refusal{online.ReasonBadMessage, "one seat must be the host's (human)"}
	}
	record, err := g.Deal(infos, rand.Uint64())
	if err != nil {
		return nil, 0, "", refusal{online.ReasonBadMessage, err.Error()}
	}
	doc.Record = record
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
			return nil, 0, "", err
		}
		r, err := s.adopt(code, doc, rev)
		return r, host, token, err
	}
	return nil, 0, "", errors.New("no free room code after 5 draws")
}

// open returns a room, loading it from the store if no connection of this
// server is in it.
func (s *Server) open(ctx context.Context, code string) (*room, error) {
	s.mu.Lock()
	r := s.rooms[code]
	s.mu.Unlock()
	if r != nil {
		return r, nil
	}
	data, rev, err := s.cfg.Store.Load(ctx, code)
	if errors.Is(err, ErrNoRoom) {
		return nil, refusal{online.ReasonNoRoom, "no room with this code"}
	}
	if err != nil {
		return nil, err
	}
	var doc roomDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		return nil, fmt.Errorf("room %s: its document: %w", code, err)
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
	m, err := g.Open(doc.Record)
	if err != nil {
		return nil, fmt.Errorf("room %s: %w", code, err)
	}
	s.mu.Lock()
	if r := s.rooms[code]; r != nil { // another connection opened it meanwhile
		s.mu.Unlock()
		return r, nil
	}
	ctx, stop := context.WithCancel(s.ctx)
	r := &room{srv: s, code: code, game: g, doc: doc, rev: rev, match: m, conns: map[*conn]int{}, stop: stop}
	s.rooms[code] = r
	s.mu.Unlock()
	if err := s.cfg.Store.Watch(ctx, code, r.changed); err != nil {
		s.log.Error("watching a room", "room", code, "err", err)
	}
	r.mu.Lock()
	r.next()
	r.mu.Unlock()
	return r, nil
}

// join gives a newcomer the first open seat.
func (r *room) join(ctx context.Context, name string) (int, string, error) {
	token := newToken()
	for range 3 {
		r.mu.Lock()
		seat := -1
		for i, sd := range r.doc.Seats {
			if sd.Kind == "open" {
				seat = i
				break
			}
		}
		if seat < 0 {
			r.mu.Unlock()
			return 0, "", refusal{online.ReasonRoomFull, "every seat is taken"}
		}
		doc := r.doc
		doc.Seats = append([]seatDoc(nil), r.doc.Seats...)
		doc.Seats[seat] = seatDoc{Name: name, Kind: "human", Token: hashToken(token)}
		err := r.save(ctx, doc)
		r.mu.Unlock()
		if errors.Is(err, ErrConflict) {
			continue // someone else changed the room: look again
		}
		if err != nil {
			return 0, "", err
		}
		r.broadcastTable()
		return seat, token, nil
	}
	return 0, "", refusal{online.ReasonBusy, "the room is busy; try again"}
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
	return 0, refusal{online.ReasonBadToken, "this token has no seat in the room"}
}

// save stores a changed document (the lock held); the room takes it on,
// or after a conflict what another server stored.
func (r *room) save(ctx context.Context, doc roomDoc) error {
	err := r.store(ctx, doc)
	if errors.Is(err, ErrConflict) {
		r.reloadLocked(ctx)
	}
	return err
}

// store writes a changed document over the room's revision and takes it
// on (the lock held); it leaves the room as it was when that fails.
func (r *room) store(ctx context.Context, doc roomDoc) error {
	data, err := encodeDoc(doc)
	if err != nil {
		return fmt.Errorf("room %s: its document: %w", r.code, err)
	}
	rev, err := r.srv.cfg.Store.Save(ctx, r.code, data, r.rev)
	if err != nil {
		return err
	}
	r.doc, r.rev = doc, rev
	return nil
}

// reloadLocked reads the room again after another server changed it.
func (r *room) reloadLocked(ctx context.Context) {
	data, rev, err := r.srv.cfg.Store.Load(ctx, r.code)
	if err == nil {
		r.takeLocked(data, rev)
	}
}

// encodeDoc writes a room's document as json.Marshal would, but compacts
// the record itself: json.Marshal checks a RawMessage with its full JSON
// scanner, which was a sixth of the server's time per move. The record is
// the rules' own output or was read as valid JSON, so only its whitespace
// outside strings needs to go.
func encodeDoc(doc roomDoc) ([]byte, error) {
	record := doc.Record
	doc.Record = nil
	head, err := json.Marshal(doc)
	const tail = `"record":null}` // the record is the document's last field
	if err != nil || len(record) == 0 || !bytes.HasSuffix(head, []byte(tail)) {
		doc.Record = record
		return json.Marshal(doc)
	}
	out := make([]byte, 0, len(head)+len(record))
	out = append(out, head[:len(head)-len("null}")]...)
	out = appendCompactJSON(out, record)
	return append(out, '}'), nil
}

// appendCompactJSON appends valid JSON without the whitespace between its
// tokens.
func appendCompactJSON(out, data []byte) []byte {
	inString, escaped := false, false
	for _, b := range data {
		switch {
		case inString:
			switch {
			case escaped:
				escaped = false
			case b == '\\':
				escaped = true
			case b == '"':
				inString = false
			}
		case b == '"':
			inString = true
		case b == ' ', b == '\t', b == '\n', b == '\r':
			continue
		}
		out = append(out, b)
	}
	return out
}
