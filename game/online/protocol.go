package online

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Version is the protocol's version: every message carries it, and a
// message of another version is refused with ReasonVersion. Version 2:
// several seats may act at once (Orbit's captains following an order): a
// state and a table name them (acting), a table's step names the seat it
// is for (for), and a seat's act is stale only when the table moved for
// that seat; a room may wait for its host's start (create's limit, start,
// waiting, max_seats); the steps stored together come as one message
// (steps). Version 3: people online together (profiles, the quick match
// and its public tables, ratings, spectators, rematch).
const Version = 3

// Limits of what a client may send.
const (
	MaxClientMessage = 16 << 10 // bytes: a unit of actions is a few hundred
	MaxServerMessage = 4 << 20  // bytes: a view of a long game is tens of KiB
	MaxActions       = 64       // actions in one unit
	MaxActionLen     = 64
	MaxNameLen       = 24            // characters of a player's name
	MaxSeats         = 255           // the protocol's bound; a game and a server set their own
	MaxTurnLimit     = 7 * 24 * 3600 // seconds: a week per turn
	MaxGamesAsked    = 50
)

// The kinds of messages. A client sends the first group, the server the
// second.
const (
	TypeCreate = "create" // open a room: game, seats, name, turn_limit, limit (seats up to: the room waits for a start)
	TypeJoin   = "join"   // take an open seat: code, name
	TypeResume = "resume" // come back to one's seat: code, token
	TypeAct    = "act"    // play a unit: step (the steps seen), actions
	TypeChat   = "chat"   // say a canned phrase
	TypePing   = "ping"
	TypeSync   = "sync"  // send me the table again
	TypeGames  = "games" // whose turn it is in my games: games (code, token)
	TypeLeave  = "leave" // give up my seat: the computer plays it, or before the first move it is open again

	// The host's say over the other seats: the seat that created the room.
	TypeRemove     = "remove"      // before the first move: seat (a player's) is open again
	TypeToComputer = "to_computer" // seat (open, or its player away): the computer plays it from now on
	TypeStart      = "start"       // a room that waits begins: open_seats ("ai:<level>" plays them, or "drop")

	// A finished game's rematch (rematch.go on the server): asked with
	// code and token (the seat in the finished room; token may be left out
	// by a connection signed in to the seat's profile), answered with a
	// joined of the new room; the server sends it as a notice, code the
	// new room's, to the finished room's connections once it is made.
	TypeRematch = "rematch"

	// Spectators and shared replays (the server's watch.go).
	TypeWatch    = "watch"    // watch a room without a seat: code; answered by watching, then state, steps, table, chat
	TypeWatching = "watching" // the connection watches: code, game; it acts, chats and sits nowhere
	TypeReplay   = "replay"   // a finished game's record as anyone may see it: code; the answer: code, game, view, scores

	TypeJoined  = "joined"  // the seat is yours: code, seat, token, game, max_seats
	TypeState   = "state"   // the table as your seat may know it: view, step, table, to_act, went_back, waiting
	TypeStep    = "step"    // one more step: step (its number), seat, action; a table's step in a game played at once: for
	TypeSteps   = "steps"   // several steps stored together: step (the first's number), steps (seat, action, for each)
	TypeTable   = "table"   // who sits where and who is here; waiting
	TypeRefused = "refused" // seq, reason, detail
	TypePong    = "pong"
	TypeBye     = "bye" // this connection has no seat any more: reason, detail; then it closes
)

// The kinds of messages of profiles (profile_protocol.go, docs/profiles.md).
const (
	TypeChallenge     = "challenge"      // a client asks for one; the server's answer: challenge, the one to sign
	TypeRegister      = "register"       // a new profile: proof (id, key, replace, signature, replace_signature), name
	TypeSignIn        = "sign_in"        // proof (id, generation, signature)
	TypeReplaceKey    = "replace_key"    // proof (id, generation, key, signature by the replacing key)
	TypeRename        = "rename"         // name
	TypeDeleteProfile = "delete_profile" // the signed-in profile is deleted; its games keep the name they had
	TypeReclaim       = "reclaim"        // code: the signed-in profile's seat there, on this connection, with a new token
	TypeProfile       = "profile"        // the server's answer: profile (id, name, generation; deleted)
)

// Reasons a request is refused.
const (
	ReasonBadMessage  = "bad_message"
	ReasonVersion     = "version"
	ReasonNoGame      = "no_game"
	ReasonNoRoom      = "no_room"
	ReasonRoomFull    = "room_full"
	ReasonBadToken    = "bad_token"
	ReasonNotJoined   = "not_joined"
	ReasonNotYourTurn = "not_your_turn"
	ReasonIllegal     = "illegal"
	ReasonStale       = "stale"
	ReasonOver        = "over"
	ReasonRateLimit   = "rate_limited"
	ReasonBusy        = "busy"
	ReasonInternal    = "internal"
	ReasonBadName     = "bad_name"    // the name has no visible letter or digit
	ReasonNotHost     = "not_host"    // only the room's host may change another's seat
	ReasonBadSeat     = "bad_seat"    // no such seat, or not one that can be changed so
	ReasonStarted     = "started"     // the game has begun: nobody is removed any more, and a room the host started takes nobody new
	ReasonPlayerHere  = "player_here" // the seat's player is connected: it is theirs to leave
	ReasonRoomFailed  = "room_failed" // the room failed on this server (its code panicked): refused until the server restarts
	// The server's limits: its storage is full or it holds as many rooms
	// as it takes; the address has as many unfinished rooms as it may.
	ReasonServerFull   = "server_full"
	ReasonTooManyRooms = "too_many_rooms"
	ReasonNotOver      = "not_over" // a rematch of a game not finished yet
)

// Reasons of profiles' requests.
const (
	ReasonNoChallenge   = "no_challenge"   // ask for a challenge first: each is answered once, within 2 minutes
	ReasonBadOrigin     = "bad_origin"     // the server does not know the name it was dialed by as its own
	ReasonBadSignature  = "bad_signature"  // the signature does not verify: forged, another key, or another challenge
	ReasonNoProfile     = "no_profile"     // no profile of this id here
	ReasonOldKey        = "old_key"        // a key of an older generation than the one in use (generation)
	ReasonProfileExists = "profile_exists" // a profile of this id is registered already: sign in
	ReasonNotSignedIn   = "not_signed_in"  // sign in first
)

// Reasons of the rooms that wait for their host's start, and of their
// size.
const (
	ReasonWaiting      = "waiting"        // the room waits for its host's start: nobody acts yet
	ReasonTooManySeats = "too_many_seats" // more seats than the server's cap (max_seats)
)

// Reasons of spectators and shared replays.
const (
	ReasonNoWatch           = "no_watch"            // the room's host does not let it be watched
	ReasonTooManySpectators = "too_many_spectators" // the room has as many spectators as the server takes (or this address as many as it may)
	ReasonSpectator         = "spectator"           // a spectator acts, chats and takes no seat
)

// Reasons of a bye: the client does not come back by itself after one.
const (
	ByeOtherDevice = "other_device" // the seat was taken up again on another connection
	ByeRemoved     = "removed"      // the host removed the player, or gave the seat to the computer
	ByeLeft        = "left"         // the player left the seat
)

// ByeClose is the WebSocket close status a bye's connection ends with:
// in the range applications define, so that a client tells it from a
// dropped connection even when the bye itself was lost.
const ByeClose = 4001

// RoomFailedClose is the WebSocket close status (1011, an internal error)
// a failed room's connections end with: a client does not come back after
// it, even when the room_failed refusal before it was lost.
const RoomFailedClose = 1011

// Phrases are the chat's canned sentences, by catalogue key: players talk
// in each other's language, and nobody can send what a table should not
// show.
var Phrases = []string{"hello", "good_luck", "well_played", "thanks", "thinking", "back_soon", "oops", "rematch"}

// Message is every message of the protocol, one JSON object; Type says
// which fields it uses.
type Message struct {
	V         int             `json:"v"`
	Type      string          `json:"type"`
	Seq       uint64          `json:"seq,omitempty"` // a request's number; its answer carries it
	Game      string          `json:"game,omitempty"`
	Code      string          `json:"code,omitempty"`
	Token     string          `json:"token,omitempty"`
	Name      string          `json:"name,omitempty"`
	Seat      int             `json:"seat"`
	Seats     []SeatInfo      `json:"seats,omitempty"`
	TurnLimit int             `json:"turn_limit,omitempty"` // seconds a seat may take before a computer plays for it; 0: no limit
	Limit     int             `json:"limit,omitempty"`      // create: seats up to this many, open until the host's start; 0: the seats given, dealt at once
	MaxSeats  int             `json:"max_seats,omitempty"`  // joined, pong: the most seats a room of this server takes
	Waiting   bool            `json:"waiting,omitempty"`    // state, table: the room waits for its host's start
	OpenSeats string          `json:"open_seats,omitempty"` // start: who takes the seats still open, "ai:<level>" or "drop"
	Step      int             `json:"step,omitempty"`
	Actions   []string        `json:"actions,omitempty"`
	Action    string          `json:"action,omitempty"`
	Steps     []Step          `json:"steps,omitempty"` // a steps message's steps, the first numbered step
	Phrase    string          `json:"phrase,omitempty"`
	View      json.RawMessage `json:"view,omitempty"`
	ToAct     int             `json:"to_act"`
	Acting    []int           `json:"acting,omitempty"`   // in a state and a table: every seat that may act now, when several may
	For       *int            `json:"for,omitempty"`      // in a step: the seat a table's step is for, in a game played at once
	Deadline  int64           `json:"deadline,omitempty"` // Unix seconds the seat to act has left, 0: none
	Table     []SeatState     `json:"table,omitempty"`
	Scores    []int           `json:"scores,omitempty"`
	Games     []GameRef       `json:"games,omitempty"`
	WentBack  *WentBack       `json:"went_back,omitempty"` // in a state: the server lost moves of this game
	Rematch   string          `json:"rematch,omitempty"`   // in a state of a finished game: its rematch's room code
	Reason    string          `json:"reason,omitempty"`
	Detail    string          `json:"detail,omitempty"`
	// Profiles: the challenge to sign, a client's proof, the server's
	// answer naming the profile, and the generation in use (old_key).
	Challenge  *Challenge   `json:"challenge,omitempty"`
	Proof      *Proof       `json:"proof,omitempty"`
	Profile    *ProfileInfo `json:"profile,omitempty"`
	Generation uint32       `json:"generation,omitempty"`

	// Spectators (create): the room may be watched; Watchers (state,
	// table): how many watch it on this server.
	Spectators bool `json:"spectators,omitempty"`
	Watchers   int  `json:"watchers,omitempty"`
	// The quick match and the ratings (protocol_match.go).
	Players int            `json:"players,omitempty"` // quick: the table's size
	Rated   bool           `json:"rated,omitempty"`   // create: the host's choice; joined, state: the room is rated
	Public  bool           `json:"public,omitempty"`  // joined, state: a public table (the quick match's)
	Offset  int            `json:"offset,omitempty"`  // ratings: the leaderboard's rows from this rank on (0 the best)
	Tables  []PublicTable  `json:"tables,omitempty"`  // tables: the public tables with open seats
	Rows    []RatingRow    `json:"rows,omitempty"`    // ratings: the leaderboard's rows
	Mine    *RatingRow     `json:"mine,omitempty"`    // ratings: the asker's own row, when signed in and rated
	Changes []RatingChange `json:"changes,omitempty"` // state of a rated game over: each rated seat's rating before and after
}

// SeatState is a seat as the table shows it.
type SeatState struct {
	Name string `json:"name"`
	Kind string `json:"kind"`           // human, open or ai:<level>
	Here bool   `json:"here"`           // a player's connection is open
	Host bool   `json:"host,omitempty"` // the seat that created the room: it may change the others'
}

// WentBack says that the server's store lost the last moves of a game:
// it had taken Had steps, kept Kept, and play went on from there.
type WentBack struct {
	Had  int `json:"had"`
	Kept int `json:"kept"`
}

// GameRef names one of my games; the server's answer adds whose turn it is.
type GameRef struct {
	Code  string   `json:"code"`
	Token string   `json:"token,omitempty"`
	Game  string   `json:"game,omitempty"`
	Seat  int      `json:"seat"`
	ToAct int      `json:"to_act"`
	Step  int      `json:"step"`
	Over  bool     `json:"over,omitempty"`
	Gone  bool     `json:"gone,omitempty"` // no such room (any more), or not this token's
	Names []string `json:"names,omitempty"`
	// TurnLimit is the room's seconds a turn (0: none): a game of an hour
	// or more a turn tells its player of their turn (docs/protocol.md,
	// "Turn notifications"). Added in version 3's answers; older ones lack it.
	TurnLimit int `json:"turn_limit,omitempty"`
	// Acting are the seats that may act now in a game played at once, of
	// whom ToAct is the first; empty otherwise (and in older answers).
	Acting []int `json:"acting,omitempty"`
}

// YourTurn reports whether the game waits for this seat: its turn, or
// one of the seats acting at once.
func (g GameRef) YourTurn() bool {
	return !g.Gone && !g.Over && g.Seat >= 0 && (g.ToAct == g.Seat || slices.Contains(g.Acting, g.Seat))
}

// ErrMessage is wrapped by every error about a message that cannot be
// read.
var ErrMessage = errors.New("bad message")

// Encode writes a message, with the protocol's version.
func Encode(m Message) ([]byte, error) {
	m.V = Version
	return json.Marshal(m)
}

// DecodeRequest reads a client's message and checks it: its size, its
// version, its type and every field its type uses. Whatever it returns
// without an error is safe to act on.
func DecodeRequest(data []byte) (Message, error) {
	var m Message
	if len(data) > MaxClientMessage {
		return m, fmt.Errorf("%w: %d bytes, at most %d", ErrMessage, len(data), MaxClientMessage)
	}
	if !decodePlain(data, &m) {
		// A message of its own for json, which would take m to the heap
		// for every message, the plain ones too (600 bytes each).
		slow := new(Message)
		if err := json.Unmarshal(data, slow); err != nil {
			return *slow, fmt.Errorf("%w: %w", ErrMessage, err)
		}
		m = *slow
	}
	if m.V != Version {
		return m, fmt.Errorf("%w: version %d, this server speaks %d", ErrVersion, m.V, Version)
	}
	return m, m.check()
}

// ErrVersion is the error of a message of another protocol version.
var ErrVersion = fmt.Errorf("%w: another version", ErrMessage)

// check validates the fields a request's type uses.
func (m *Message) check() error {
	bad := func(format string, args ...any) error {
		return fmt.Errorf("%w: %s: %s", ErrMessage, m.Type, fmt.Sprintf(format, args...))
	}
	switch m.Type {
	case TypeCreate:
		if m.Game == "" || len(m.Game) > 16 {
			return bad("no game")
		}
		if len(m.Seats) < 1 || len(m.Seats) > MaxSeats {
			return bad("%d seats", len(m.Seats))
		}
		if m.Limit != 0 && (m.Limit < len(m.Seats) || m.Limit > MaxSeats) {
			return bad("a limit of %d seats for %d seats given", m.Limit, len(m.Seats))
		}
		for i := range m.Seats {
			if err := checkSeat(&m.Seats[i]); err != nil {
				return bad("seat %d: %v", i+1, err)
			}
		}
		if m.TurnLimit < 0 || m.TurnLimit > MaxTurnLimit {
			return bad("a turn limit of %d s", m.TurnLimit)
		}
		if m.Public {
			return bad("a public table is opened by the quick match, not by create")
		}
		return m.checkName()
	case TypeJoin:
		if err := m.checkCode(bad); err != nil {
			return err
		}
		return m.checkName()
	case TypeResume:
		if err := m.checkCode(bad); err != nil {
			return err
		}
		return checkToken(m.Token, bad)
	case TypeRematch:
		if err := m.checkCode(bad); err != nil {
			return err
		}
		if m.Token == "" { // the seat's profile, signed in, names it
			return nil
		}
		return checkToken(m.Token, bad)
	case TypeAct:
		if m.Step < 0 {
			return bad("step %d", m.Step)
		}
		if len(m.Actions) == 0 || len(m.Actions) > MaxActions {
			return bad("%d actions", len(m.Actions))
		}
		for _, a := range m.Actions {
			if a == "" || len(a) > MaxActionLen || !printable(a) {
				return bad("an action of %d bytes", len(a))
			}
		}
	case TypeChat:
		for _, p := range Phrases {
			if p == m.Phrase {
				return nil
			}
		}
		return bad("no phrase %q", m.Phrase)
	case TypeWatch, TypeReplay:
		return m.checkCode(bad)
	case TypePing, TypeSync, TypeLeave:
	case TypeRemove, TypeToComputer:
		if m.Seat < 0 || m.Seat >= MaxSeats {
			return bad("seat %d", m.Seat)
		}
	case TypeStart:
		if m.OpenSeats != OpenSeatsDrop && !isComputer(m.OpenSeats) {
			return bad("open seats %q: drop or ai:<level>", m.OpenSeats)
		}
	case TypeGames:
		if len(m.Games) > MaxGamesAsked {
			return bad("%d games", len(m.Games))
		}
		for i := range m.Games {
			code, err := ParseCode(m.Games[i].Code)
			if err != nil {
				return bad("%v", err)
			}
			m.Games[i].Code = code
			if err := checkToken(m.Games[i].Token, bad); err != nil {
				return err
			}
		}
	case TypeChallenge, TypeRegister, TypeSignIn, TypeReplaceKey, TypeRename, TypeDeleteProfile, TypeReclaim:
		return m.checkProfile(bad)
	default:
		if handled, err := m.checkMatch(); handled {
			return err
		}
		return bad("unknown type")
	}
	return nil
}

func (m *Message) checkCode(bad func(string, ...any) error) error {
	code, err := ParseCode(m.Code)
	if err != nil {
		return bad("%v", err)
	}
	m.Code = code
	return nil
}

// checkSeat: a seat the host sets is theirs (human), open for a friend, or
// a computer's. A name the table could not show is dropped: the server
// names the seat.
func checkSeat(s *SeatInfo) error {
	switch {
	case s.Kind == "human", s.Kind == "open":
	case isComputer(s.Kind):
	default:
		return fmt.Errorf("kind %q", s.Kind)
	}
	if s.Name != "" {
		name, err := NormalName(s.Name)
		if err != nil {
			name = ""
		}
		s.Name = name
	}
	return nil
}

// isComputer: a computer seat's kind, ai:<level>.
func isComputer(kind string) bool {
	return strings.HasPrefix(kind, "ai:") && len(kind) <= 16 && printable(kind)
}

// OpenSeatsDrop is a start's open_seats that drops the seats still open:
// the game is dealt for the seats taken.
const OpenSeatsDrop = "drop"

// ClockAbove is the most seats a room may have without a turn clock (a
// table at one screen's): in a larger one an absent captain would hold up
// everyone.
const ClockAbove = 6

// checkName makes the sender's name the one the table shows (NormalName);
// a name with nothing visible in it is refused with ErrName.
func (m *Message) checkName() error {
	name, err := NormalName(m.Name)
	if err != nil {
		return fmt.Errorf("%s: %w", m.Type, err)
	}
	m.Name = name
	return nil
}

func checkToken(token string, bad func(string, ...any) error) error {
	if b, err := hex.DecodeString(token); err != nil || len(b) != 16 {
		return bad("a token is 32 hex digits")
	}
	return nil
}

// printable: valid UTF-8 without control characters.
func printable(s string) bool {
	if !utf8.ValidString(s) {
		return false
	}
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// DecodeResponse reads a server's message. A client trusts its server as
// far as the view goes, which it replays with the rules all the same.
func DecodeResponse(data []byte) (Message, error) {
	var m Message
	if len(data) > MaxServerMessage {
		return m, fmt.Errorf("%w: %d bytes, at most %d", ErrMessage, len(data), MaxServerMessage)
	}
	if err := json.Unmarshal(data, &m); err != nil {
		return m, fmt.Errorf("%w: %w", ErrMessage, err)
	}
	if m.V > Version {
		return m, fmt.Errorf("%w: version %d, this client speaks %d", ErrServerNewer, m.V, Version)
	}
	if m.V != Version {
		return m, fmt.Errorf("%w: version %d, this client speaks %d", ErrVersion, m.V, Version)
	}
	return m, nil
}

// ErrServerNewer is the error of a server's message of a newer version
// than the client's: the client is the older, as a page the browser kept
// from before the server's update; it must be updated (reloaded).
var ErrServerNewer = fmt.Errorf("%w: the server is newer", ErrVersion)

// StepOf is the step a step message carries.
func (m Message) StepOf() Step {
	st := Step{Seat: m.Seat, Action: m.Action}
	if m.For != nil {
		st.For = *m.For
	}
	return st
}
