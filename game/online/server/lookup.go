package server

import (
	"bytes"
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"orbis/game/online"
)

// Looking rooms up. Every request that looks a room up by its code
// (create, join, resume, games) takes one try from its address's lookup
// bucket (JoinsPerMinute a minute, as many at once); each room a request
// does not find (a code of no room, or a token of no seat in it) is a
// failed try, and a `games` message takes as many tries as it has failed
// entries when that is more than one. The lobby's `games` of the
// player's own rooms thus costs one try, while a `games` of 50 guessed
// codes spends the bucket below zero: the address then waits for it to
// refill as after 50 failed joins. A code of no room and a wrong token
// get the same answer after the same work: one load of the room's
// document and the token's hash compared with its seats.

// errNoSeat is the answer to a resume with a token of no seat, whether
// the room exists or not.
var errNoSeat = refusal{online.ReasonBadToken, "no seat of this token in a room of this code"}

// lookupDebt bounds how far below zero failed tries spend an address's
// bucket: one `games` message of guessed codes at most.
const lookupDebt = online.MaxGamesAsked

// allowLookup takes one try from the connection's address; it refuses
// the request when there is none.
func (c *conn) allowLookup(seq uint64) bool {
	if c.srv.lookups.allow(c.key, time.Now()) {
		return true
	}
	c.refuse(seq, online.ReasonRateLimit, "too many tries to find rooms: wait a minute")
	return false
}

// resumeSeat finds the seat a token holds in a room and opens the room.
// Only a seat found opens (replays) the room: a wrong token costs what a
// missing code does.
func (s *Server) resumeSeat(ctx context.Context, code, token string) (*room, int, error) {
	hash := hashToken(token)
	data, rev, head, err := s.loadHead(ctx, code)
	if err != nil && !errors.Is(err, ErrNoRoom) {
		return nil, 0, err
	}
	if seatOfHash(head.Seats, hash) < 0 {
		return nil, 0, errNoSeat
	}
	s.mu.Lock()
	r, failed := s.rooms[code], s.failed[code]
	s.mu.Unlock()
	if failed {
		return nil, 0, errRoomFailed
	}
	if r == nil || r.closed.Load() {
		doc, err := assemble(ctx, s.cfg.Store, code, data, nil)
		if err != nil {
			return nil, 0, err
		}
		if r, err = s.adopt(code, doc, rev); err != nil {
			return nil, 0, err
		}
	}
	seat, err := r.resume(token) // the room as it is now, which may have moved on
	return r, seat, err
}

// myGames answers whose turn it is in the games a player holds tokens of,
// each from its room's summary, without replaying the game.
func (s *Server) myGames(ctx context.Context, c *conn, m online.Message) {
	if len(m.Games) == 0 && c.profile.ID != "" { // the profile's games, from any device
		s.profileGames(ctx, c, m)
		return
	}
	out := make([]online.GameRef, len(m.Games))
	failed := 0
	for i, g := range m.Games {
		ref, found, err := s.gameRef(ctx, g)
		if err != nil {
			s.log.Warn("looking a game up", "room", g.Code, "err", err)
		}
		if !found {
			ref = online.GameRef{Code: g.Code, Gone: true}
			if err == nil {
				failed++
			}
		}
		out[i] = ref
	}
	c.send(online.Message{Type: online.TypeGames, Seq: m.Seq, Games: out})
	if failed > 1 { // the message itself took one try
		s.lookups.charge(c.key, failed-1, time.Now())
	}
}

// gameRef is one entry of a `games` answer: found is false for a code of
// no room and a token of no seat in it alike, and err says when the store
// could not tell.
func (s *Server) gameRef(ctx context.Context, g online.GameRef) (online.GameRef, bool, error) {
	hash := hashToken(g.Token)
	data, _, head, err := s.loadHead(ctx, g.Code)
	if errors.Is(err, ErrNoRoom) {
		err = nil
	}
	seat := seatOfHash(head.Seats, hash)
	if err != nil || seat < 0 {
		return online.GameRef{}, false, err
	}
	return s.refOfHead(ctx, g.Code, data, head, seat)
}

// refOfHead is a `games` answer's entry of a seat in a room whose
// document (data, its head read) the server loaded.
func (s *Server) refOfHead(ctx context.Context, code string, data []byte, head roomDoc, seat int) (online.GameRef, bool, error) {
	game := s.games[head.Game]
	if game == nil {
		return online.GameRef{}, false, fmt.Errorf("a game this server does not have: %q", head.Game)
	}
	sum := head.Summary
	if sum == nil { // stored before summaries: replayed until its next save
		doc, err := assemble(ctx, s.cfg.Store, code, data, nil)
		if err != nil {
			return online.GameRef{}, false, err
		}
		match, err := openDoc(game, doc)
		if err != nil {
			return online.GameRef{}, false, err
		}
		sum = summaryOf(match)
	}
	names := make([]string, len(head.Seats))
	for j, sd := range head.Seats {
		names[j] = sd.Name
	}
	return online.GameRef{Code: code, Game: head.Game, Seat: seat, ToAct: sum.ToAct, Acting: sum.Acting, Step: sum.Steps, Over: sum.Over, Names: names, TurnLimit: head.TurnLimit}, true, nil
}

// seatOfHash is the seat whose token has this hash, -1 for none; it
// compares with every seat whatever it finds.
func seatOfHash(seats []seatDoc, hash string) int {
	seat := -1
	for i, sd := range seats {
		if sd.Token != "" && subtle.ConstantTimeCompare([]byte(sd.Token), []byte(hash)) == 1 {
			seat = i
		}
	}
	return seat
}

// loadHead loads a room's document and reads everything but its record
// (which it does not scan): a lookup costs the same for a game of any
// length. ErrNoRoom when there is none.
func (s *Server) loadHead(ctx context.Context, code string) ([]byte, uint64, roomDoc, error) {
	data, rev, err := s.cfg.Store.Load(ctx, code)
	if errors.Is(err, ErrNoRoom) {
		_, _ = decodeHead(decoyHead) // the reading a room's head costs, so that a missing room takes as long
	}
	if err != nil {
		return nil, 0, roomDoc{}, err
	}
	head, err := decodeHead(data)
	if err != nil {
		return nil, 0, roomDoc{}, fmt.Errorf("room %s: its document: %w", code, err)
	}
	return data, rev, head, nil
}

// decoyHead is a room's document as a missing room is read in its place:
// a head of two seats, and a record decodeHead does not read.
var decoyHead = []byte(`{"v":1,"game":"orbis","created":"2026-01-01T00:00:00Z","seats":[` +
	`{"name":"Player one","kind":"human","token":"` + strings.Repeat("0", 64) + `","host":true},` +
	`{"name":"Player two","kind":"human","token":"` + strings.Repeat("0", 64) + `"}],` +
	`"turn_since":"2026-01-01T00:00:00Z","summary":{"to_act":0,"steps":0},"by":"192.0.2.1","record":{}}`)

// decodeHead reads a room's document up to its record, the last field:
// the fields before it are read as json.Unmarshal reads them, and the
// record is not even scanned.
func decodeHead(data []byte) (roomDoc, error) {
	var doc roomDoc
	at := recordAt(data)
	if at < 0 { // no record where this server writes it: the document as it is
		return doc, json.Unmarshal(data, &doc)
	}
	head := bytes.TrimRight(data[:at], " \t\r\n,")
	head = append(head[:len(head):len(head)], '}') // a copy: data stays as it is
	if err := json.Unmarshal(head, &doc); err != nil || doc.Game == "" {
		// Not as this server writes documents: the record came first.
		doc = roomDoc{}
		return doc, json.Unmarshal(data, &doc)
	}
	return doc, nil
}

// recordAt is where the key of a document's top-level "record" begins,
// -1 when there is none; it reads only the bytes before it.
func recordAt(data []byte) int {
	var q jsonQuotes
	depth, start := 0, 0
	for i, b := range data {
		switch q.next(b) {
		case opensString:
			start = i
		case closesString:
			// A key, not a value, is followed by a colon.
			if depth == 1 && string(data[start:i+1]) == `"record"` && bytes.HasPrefix(bytes.TrimLeft(data[i+1:], " \t\r\n"), []byte(":")) {
				return start
			}
		case outsideString:
			switch b {
			case '{', '[':
				depth++
			case '}', ']':
				depth--
			}
		}
	}
	return -1
}
