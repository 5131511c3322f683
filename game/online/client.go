package online

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"
)

// Client is one seat's connection to a server. It keeps the seat's view of
// the game in step with the steps the server sends, and after a dropped
// connection comes back by itself with the seat's token: the table is sent
// again and nothing is lost. It is safe for concurrent use.
type Client struct {
	url   string
	games map[string]Viewer
	ctx   context.Context
	stop  context.CancelFunc
	done  chan struct{}

	mu       sync.Mutex
	ws       socket
	code     string
	token    string
	game     string
	seat     int
	match    Match // nil until the first state
	table    []SeatState
	deadline int64
	scores   []int
	wentBack *WentBack  // the server lost moves of this game
	waiting  bool       // the room waits for its host's start
	rated    ratedTable // the room's rating, as its last state said (client_match.go)
	maxSeats int        // the most seats a room of the server takes, as joined said
	watching bool       // a spectator: no seat, nothing to act (watch.go)
	inbox    []Message
	rematch  string // the finished game's rematch, as the server named it
	told     bool   // the server told of the rematch while the client sat at the finished table
	moves    int    // rooms moved to by a rematch (client_rematch.go)
	seq      uint64
	sent     time.Time // the last message written: the client pings only after keepAlive of silence
	drops    int       // connections lost and made again
	err      error
	changed  chan struct{}
	// The profile it signs in as on each connection (nil: none), the
	// server's answer, and why it plays without one (client_profile.go).
	identity   Identity
	profile    *ProfileInfo
	profileErr error
	// Turn notifications (client_turn.go): the room's seconds a turn, as
	// its state said (0 for none), and who is called after each message.
	turnLimit int
	onChange  func()
}

// ErrOffline is returned while the connection is being made again.
var ErrOffline = errors.New("online: not connected")

// Refused is a server's refusal, as an error.
type Refused struct{ Reason, Detail string }

func (r *Refused) Error() string { return fmt.Sprintf("online: refused (%s): %s", r.Reason, r.Detail) }

// SeatLost ends a client whose seat the server took from its connection:
// played on another device (ByeOtherDevice), given to someone else by the
// host (ByeRemoved), or left (ByeLeft). The client does not come back by
// itself after it: a player on another device would take the seat back,
// and the two would take it from each other without end.
type SeatLost struct{ Reason, Detail string }

func (s *SeatLost) Error() string {
	return fmt.Sprintf("online: the seat is gone (%s): %s", s.Reason, s.Detail)
}

// ErrRoomFailed ends a client whose room failed on the server (its game's
// code panicked there): the server refuses the room until it restarts, so
// coming back would only be refused again. A room_failed refusal is one.
var ErrRoomFailed = errors.New("online: the room failed on the server (its log says why)")

// Is makes a room_failed refusal an ErrRoomFailed.
func (r *Refused) Is(target error) bool {
	return target == ErrRoomFailed && r.Reason == ReasonRoomFailed
}

// ended reports whether err ends a client for good: it does not come back
// by itself after the seat is gone, the room is gone, or the room failed.
func ended(err error) bool {
	var (
		lost *SeatLost
		ref  *Refused
	)
	return errors.As(err, &lost) || errors.Is(err, ErrRoomFailed) ||
		errors.As(err, &ref) && (ref.Reason == ReasonNoRoom || ref.Reason == ReasonBadToken || ref.Reason == ReasonNoWatch)
}

// Dial connects to a server's WebSocket URL ("ws://host:8080/ws"), sends
// hello (a create, join or resume) and returns once the seat is taken and
// the table has come.
func Dial(ctx context.Context, url string, games []Viewer, hello Message) (*Client, error) {
	return DialAs(ctx, url, games, hello, nil)
}

// DialAs is Dial signed in as a profile on every connection, before the
// hello (nil: none): see client_profile.go.
func DialAs(ctx context.Context, url string, games []Viewer, hello Message, id Identity) (*Client, error) {
	c := &Client{url: url, games: map[string]Viewer{}, done: make(chan struct{}), changed: make(chan struct{}, 1), seat: -1, identity: id}
	for _, g := range games {
		c.games[g.ID()] = g
	}
	c.ctx, c.stop = context.WithCancel(context.Background())
	ws, err := c.enter(ctx, hello)
	if err != nil {
		c.stop()
		return nil, err
	}
	go c.run(ws)
	for {
		c.mu.Lock()
		ready, err := c.match != nil, c.err
		c.mu.Unlock()
		if err != nil || ready {
			if err != nil {
				c.Close()
			}
			return c, err
		}
		select {
		case <-ctx.Done():
			c.Close()
			return nil, ctx.Err()
		case <-c.changed:
		}
	}
}

// enter opens a connection and takes the seat hello asks for.
func (c *Client) enter(ctx context.Context, hello Message) (socket, error) {
	ws, err := dial(ctx, c.url)
	if err != nil {
		return nil, fmt.Errorf("online: connecting to %s: %w", c.url, err)
	}
	if err := c.signIn(ctx, ws, hello.Name); err != nil {
		ws.Close()
		return nil, err
	}
	c.mu.Lock()
	c.seq++
	hello.Seq = c.seq
	c.mu.Unlock()
	if err := writeMessage(ctx, ws, hello); err != nil {
		ws.Close()
		return nil, err
	}
	for {
		m, err := readMessage(ctx, ws)
		if err != nil {
			ws.Close()
			return nil, err
		}
		switch m.Type {
		case TypeJoined, TypeWatching:
			c.mu.Lock()
			c.code, c.token, c.game, c.seat, c.ws, c.maxSeats = m.Code, m.Token, m.Game, m.Seat, ws, m.MaxSeats
			c.watching = m.Type == TypeWatching
			c.mu.Unlock()
			return ws, nil
		case TypeRefused:
			ws.Close()
			return nil, &Refused{m.Reason, m.Detail}
		}
	}
}

// run reads the server's messages and, when the connection drops, makes
// it again until Close.
func (c *Client) run(ws socket) {
	defer close(c.done)
	for {
		if err := c.read(ws); closeStatus(err) == RoomFailedClose && !ended(c.Err()) {
			c.fail(fmt.Errorf("%w: %w", ErrRoomFailed, err)) // its refusal was lost
		}
		if c.ctx.Err() != nil || ended(c.Err()) {
			return // closed, the seat gone or the room: no coming back by itself
		}
		ws = c.reconnect()
		if ws == nil {
			return
		}
	}
}

// read handles messages until the connection ends, pinging meanwhile; it
// returns how it ended.
func (c *Client) read(ws socket) error {
	ctx, cancel := context.WithCancel(c.ctx)
	defer cancel()
	go func() {
		t := time.NewTimer(keepAlive)
		defer t.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
				if wait := c.pingDue(); wait > 0 {
					t.Reset(wait)
					continue
				}
				_ = c.Send(Message{Type: TypePing})
				t.Reset(keepAlive)
			}
		}
	}()
	for {
		m, err := readMessage(ctx, ws)
		if err != nil {
			c.mu.Lock()
			if c.ws == ws {
				c.ws = nil
			}
			c.mu.Unlock()
			ws.Close()
			return err
		}
		c.take(m)
	}
}

// reconnect makes the connection again with the seat's token, waiting a
// little longer after each failure; nil once the client is closed, or the
// server's refusal ends it (see ended).
func (c *Client) reconnect() socket {
	wait := 100 * time.Millisecond
	for c.ctx.Err() == nil {
		c.mu.Lock()
		hello := Message{Type: TypeResume, Code: c.code, Token: c.token}
		if c.watching {
			hello = Message{Type: TypeWatch, Code: c.code}
		}
		c.mu.Unlock()
		ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
		ws, err := c.enter(ctx, hello)
		cancel()
		if err == nil {
			c.mu.Lock()
			c.drops++
			c.mu.Unlock()
			return ws
		}
		if ended(err) {
			c.fail(err)
			return nil
		}
		select {
		case <-c.ctx.Done():
		case <-time.After(wait + rand.N(wait/2)):
		}
		wait = min(2*wait, 3*time.Second)
	}
	return nil
}

// take keeps the view in step with a server's message, then tells the
// watcher (OnChange) with no lock held.
func (c *Client) take(m Message) {
	c.takeAll(m)
	c.mu.Lock()
	f := c.onChange
	c.mu.Unlock()
	if f != nil {
		f()
	}
}

func (c *Client) takeAll(m Message) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if m.Type == TypeSteps { // read as the step messages it stands for
		for i, st := range m.Steps {
			one := Message{V: m.V, Type: TypeStep, Step: m.Step + i, Seat: st.Seat, Action: st.Action, ToAct: m.ToAct}
			if st.For != 0 {
				one.For = &st.For
			}
			c.takeLocked(one)
		}
		return
	}
	c.takeLocked(m)
}

// takeLocked keeps the view in step with one message (c.mu held).
func (c *Client) takeLocked(m Message) {
	switch m.Type {
	case TypeState:
		g := c.games[m.Game]
		if g == nil {
			c.err = fmt.Errorf("online: the server plays %q, which this client does not have", m.Game)
			break
		}
		match, err := g.OpenView(m.View)
		if err != nil {
			c.err = fmt.Errorf("online: the server's table: %w", err)
			break
		}
		c.match, c.table, c.deadline, c.scores, c.wentBack, c.waiting = match, m.Table, m.Deadline, m.Scores, m.WentBack, m.Waiting
		c.turnLimit = m.TurnLimit
		if m.Rematch != "" && m.Rematch != c.rematch {
			c.rematch, c.told = m.Rematch, false
		}
		c.rated = ratedTable{rated: m.Rated, public: m.Public, changes: m.Changes}
	case TypeStep:
		switch {
		case c.match == nil || m.Step <= c.match.Steps():
			return // a step the table already shows
		case m.Step > c.match.Steps()+1:
			c.sendLocked(Message{Type: TypeSync}) // a step was missed: ask for the table
			return
		}
		if err := c.match.Follow(m.StepOf()); err != nil {
			c.sendLocked(Message{Type: TypeSync})
			return
		}
	case TypeTable:
		c.table, c.deadline = m.Table, m.Deadline
		if c.waiting && !m.Waiting { // begun: the game was dealt again, which a state brings
			c.sendLocked(Message{Type: TypeSync})
		}
	case TypeJoined, TypeRematch:
		c.rematchLocked(m)
	case TypeBye:
		c.err = &SeatLost{m.Reason, m.Detail}
	case TypeRefused:
		if m.Reason == ReasonRoomFailed {
			c.err = &Refused{m.Reason, m.Detail}
		}
	}
	c.inbox = append(c.inbox, m)
	select {
	case c.changed <- struct{}{}:
	default:
	}
}

func (c *Client) fail(err error) {
	c.mu.Lock()
	c.err = err
	c.mu.Unlock()
	select {
	case c.changed <- struct{}{}:
	default:
	}
}

// Send sends a message; ErrOffline while the connection is made again.
func (c *Client) Send(m Message) error {
	_, err := c.Request(m)
	return err
}

// Request sends a message and returns its number, which the server's
// answer (a refusal) carries.
func (c *Client) Request(m Message) (uint64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	err := c.sendLocked(m)
	return c.seq, err
}

// keepAlive is the longest a client stays silent: the server closes a
// connection that says nothing for two minutes, and proxies cut idle
// ones, so a client with nothing to say pings.
const keepAlive = 30 * time.Second

// pingDue is how long until the client has been silent for keepAlive;
// zero or less when it has.
func (c *Client) pingDue() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	return keepAlive - time.Since(c.sent)
}

func (c *Client) sendLocked(m Message) error {
	if c.ws == nil {
		return ErrOffline
	}
	c.sent = time.Now()
	c.seq++
	m.Seq = c.seq
	ctx, cancel := context.WithTimeout(c.ctx, 10*time.Second)
	defer cancel()
	return writeMessage(ctx, c.ws, m)
}

// Act sends a unit of actions for the seat, played on the table as it
// stands at step.
func (c *Client) Act(step int, actions []string) error {
	return c.Send(Message{Type: TypeAct, Step: step, Actions: actions})
}

// Start begins the room, which waits for its host's: the seats still
// open are played by computers of the level ("medium"), or dropped when
// level is "". It returns the request's number, which a refusal carries.
func (c *Client) Start(level string) (uint64, error) {
	open := OpenSeatsDrop
	if level != "" {
		open = "ai:" + level
	}
	return c.Request(Message{Type: TypeStart, OpenSeats: open})
}

// Waiting reports whether the room waits for its host's start: its table
// is a stand-in until then, and nobody acts.
func (c *Client) Waiting() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.waiting
}

// MaxSeats is the most seats a room of the server takes, as it said
// when the seat was taken (0 from a server that did not say).
func (c *Client) MaxSeats() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.maxSeats
}

// Changed is signalled after every message that changed something.
func (c *Client) Changed() <-chan struct{} { return c.changed }

// Drain returns the messages since the last call, oldest first.
func (c *Client) Drain() []Message {
	c.mu.Lock()
	defer c.mu.Unlock()
	out := c.inbox
	c.inbox = nil
	return out
}

// Seat returns the room's code, the seat's token and number.
func (c *Client) Seat() (code, token string, seat int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.code, c.token, c.seat
}

// URL is the server's WebSocket URL the client dialled.
func (c *Client) URL() string { return c.url }

// Game is the id of the game the room plays.
func (c *Client) Game() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.game
}

// With calls f with the seat's view of the game, the table and the
// deadline, under the client's lock: f must be quick and keep nothing.
func (c *Client) With(f func(m Match, table []SeatState, deadline int64)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	f(c.match, c.table, c.deadline)
}

// WentBack says, after a state that said so, that the server lost the
// last moves of the game: play went on from the steps it kept.
func (c *Client) WentBack() *WentBack {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.wentBack == nil {
		return nil
	}
	wb := *c.wentBack
	return &wb
}

// Err returns what ended the client, if anything did.
func (c *Client) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Reconnects is how many times the connection was made again.
func (c *Client) Reconnects() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.drops
}

// Connected reports whether the client holds a connection now: false
// while it makes one again after a drop, and once it is over.
func (c *Client) Connected() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ws != nil
}

// Drop closes the connection as a network would, for tests: the client
// makes it again.
func (c *Client) Drop() {
	c.mu.Lock()
	ws := c.ws
	c.ws = nil // offline from now, not once the reader hears of the close
	c.mu.Unlock()
	if ws != nil {
		ws.Close()
	}
}

// Close ends the connection for good.
func (c *Client) Close() {
	c.stop()
	c.Drop()
	select {
	case <-c.done:
	case <-time.After(5 * time.Second):
	}
}

func writeMessage(ctx context.Context, ws socket, m Message) error {
	data, err := Encode(m)
	if err != nil {
		return err
	}
	return ws.Write(ctx, data)
}

func readMessage(ctx context.Context, ws socket) (Message, error) {
	var m Message
	data, err := ws.Read(ctx)
	if err != nil {
		return m, err
	}
	return DecodeResponse(data)
}

// ServerMaxSeats asks a server, without taking a seat, the most seats a
// room of it takes: a host chooses a room's size within it.
func ServerMaxSeats(ctx context.Context, url string) (int, error) {
	ws, err := dial(ctx, url)
	if err != nil {
		return 0, fmt.Errorf("online: connecting to %s: %w", url, err)
	}
	defer ws.Close()
	if err := writeMessage(ctx, ws, Message{Type: TypePing, Seq: 1}); err != nil {
		return 0, err
	}
	for {
		m, err := readMessage(ctx, ws)
		if err != nil {
			return 0, err
		}
		switch m.Type {
		case TypePong:
			return m.MaxSeats, nil
		case TypeRefused:
			return 0, &Refused{m.Reason, m.Detail}
		}
	}
}

// QueryGames asks a server whose turn it is in games a player holds seats
// of, without taking a seat: the answer's entries follow the refs' order.
func QueryGames(ctx context.Context, url string, refs []GameRef) ([]GameRef, error) {
	ws, err := dial(ctx, url)
	if err != nil {
		return nil, fmt.Errorf("online: connecting to %s: %w", url, err)
	}
	defer ws.Close()
	if err := writeMessage(ctx, ws, Message{Type: TypeGames, Seq: 1, Games: refs}); err != nil {
		return nil, err
	}
	for {
		m, err := readMessage(ctx, ws)
		if err != nil {
			return nil, err
		}
		switch m.Type {
		case TypeGames:
			return m.Games, nil
		case TypeRefused:
			return nil, &Refused{m.Reason, m.Detail}
		}
	}
}
