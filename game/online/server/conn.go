package server

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// Limits of a connection.
const (
	sendQueue    = 256              // messages waiting to be written; a client further behind is dropped
	writeTimeout = 10 * time.Second // a client that takes longer to read is dropped
	idleTimeout  = 2 * time.Minute  // a client pings well within this
	strikesToGo  = 20               // refused messages in a row before the connection is closed
)

// profileRef names a signed-in person: their profile's id and display name.
type profileRef struct {
	ID   string
	Name string
	// Generation is the key it signed in with: a replaced key's
	// connection changes the profile no more (profiles.go).
	Generation uint32
}

// conn is one client's WebSocket: it reads requests one at a time and
// writes what its rooms send from a queue of its own.
type conn struct {
	srv  *Server
	ws   *websocket.Conn
	addr string          // the client's address, through a trusted proxy
	key  string          // the address its limits count under (an IPv6 address's /64)
	ctx  context.Context // ends when the connection is over, or the server
	done chan struct{}   // closed when the connection is over

	// serial is the connection's place in the order the server took them:
	// of two connections of one seat, the later holds it (arrive).
	serial uint64

	outMu    sync.Mutex
	out      outbox        // what waits to be written (conn_out.go)
	finished chan struct{} // closed once the connection is over and all is written

	// The seat this connection plays, once joined; touched by its reader only.
	room  *room
	seat  int
	token string // the hash of the seat's token, set before the room sees the connection
	// The profile it was signed in as when it took the seat, set with the
	// token: the room reads it, never c.profile, which its reader changes.
	seatProfile string

	// The profile the connection signed in as; zero until it does.
	profile profileRef
	// The challenge it was sent last, answered once (profiles.go), and
	// the host name it dialed (the challenge's origin).
	challenge *profile.Challenge
	host      string

	rate    bucket
	strikes int
	// heard is when the client's last message came, since the server's
	// born: a client that talks needs no ping (pinger).
	heard atomic.Int64
	// Bytes waiting in out or being written, their most, and whether the
	// client was dropped for being too far behind.
	queued, peak atomic.Int64
	dropped      atomic.Bool
	// The writer's deadline, made for its first write, and whether it
	// passed (conn_out.go).
	writeTimer *time.Timer
	writeLate  atomic.Bool
	// Why the server ends the connection, sent after what is queued: set
	// once, by end, before ending is closed.
	ending      chan struct{}
	endOnce     sync.Once
	closeCode   websocket.StatusCode
	closeReason string

	// The message the reader hands a worker and waits for (takeApart):
	// one at a time, in fields kept for the connection's life, not a
	// closure and a channel a message.
	taking   takeJob
	taken    chan struct{} // capacity 1: the worker is done with taking
	takeTask func()        // c.takeQueued
}

// serveWS upgrades a request to a WebSocket and serves it on a goroutine
// of its own: the handler returns, and with it net/http's request, its
// contexts and the deep stack its serving grew, which an idle connection
// held for its life. done is called when the WebSocket is over.
func (s *Server) serveWS(w http.ResponseWriter, r *http.Request, done func()) {
	if !s.checkOrigin(w, r) {
		done()
		return
	}
	serial := s.accepted.Add(1) // before the handshake's answer: a client dials again only after it
	ws, err := websocket.Accept(smallBuffers{w}, r, &websocket.AcceptOptions{InsecureSkipVerify: true /* checkOrigin has */, CompressionMode: websocket.CompressionDisabled})
	if err != nil {
		s.log.Debug("websocket refused", "addr", r.RemoteAddr, "err", err)
		done()
		return // Accept has answered
	}
	ws.SetReadLimit(online.MaxClientMessage)
	addr := s.clientAddr(r)
	// The request's context ends as the handler returns: the connection's
	// is the server's.
	ctx, cancel := context.WithCancel(s.ctx)
	c := &conn{srv: s, ws: ws, addr: addr.String(), key: addrKey(addr), ctx: ctx, done: make(chan struct{}), finished: make(chan struct{}), ending: make(chan struct{}), seat: -1, serial: serial,
		taken: make(chan struct{}, 1)}
	c.takeTask = c.takeQueued
	c.host = r.Host
	c.heard.Store(int64(time.Since(s.born))) // the handshake is the client's first word
	s.mu.Lock()
	s.conns++
	s.mu.Unlock()
	go c.run(cancel, done)
}

// run serves the connection until it is over, then lets it go.
func (c *conn) run(cancel context.CancelFunc, done func()) {
	s := c.srv
	defer done()
	defer func() {
		s.mu.Lock()
		s.conns--
		s.mu.Unlock()
	}()
	defer cancel()
	defer c.contain("serving a connection")
	// Reads and writes are bounded by timers of the connection, reset for
	// each message, and end with its context: a context and a timer a
	// read or a write cost a tenth of the server's memory and 3% of its CPU.
	pings := c.pinger(c.ctx)
	context.AfterFunc(c.ctx, func() {
		pings.Stop()
		_ = c.ws.CloseNow()
	})
	c.reader(c.ctx)
	close(c.done)
	if c.room != nil {
		c.room.leave(c)
	}
	c.kick()
	select { // the writer sends what is queued, and why the connection ends
	case <-c.finished:
	case <-time.After(time.Second):
	}
	_ = c.ws.CloseNow()
}

// reader handles requests until the client goes or misbehaves too often;
// one silent for idleTimeout is closed (a timer reset for each message).
func (c *conn) reader(ctx context.Context) {
	idleAfter := c.srv.lim.idleAfter
	idle := time.AfterFunc(idleAfter, func() { _ = c.ws.CloseNow() })
	defer idle.Stop()
	for {
		idle.Reset(idleAfter)
		typ, data, release, err := c.readMessage(context.Background()) // the timer and ctx close it
		idle.Stop()
		c.heard.Store(int64(time.Since(c.srv.born)))
		if err != nil {
			if ctx.Err() == nil && websocket.CloseStatus(err) == -1 {
				c.srv.log.Debug("connection ends", "addr", c.addr, "err", err)
			}
			if errors.Is(err, websocket.ErrMessageTooBig) {
				c.end(websocket.StatusMessageTooBig, "message too big")
			}
			return
		}
		over := c.takeApart(ctx, typ, data)
		release() // served: nothing holds the message any more
		if over {
			return
		}
	}
}

// take checks a message the reader read and serves it; it reports whether
// the connection is to end, the client having misbehaved too often.
func (c *conn) take(ctx context.Context, typ websocket.MessageType, data []byte) (over bool) {
	if !c.rate.take(time.Now(), float64(c.srv.cfg.MessagesPerSecond), float64(2*c.srv.cfg.MessagesPerSecond)) {
		c.refuse(0, online.ReasonRateLimit, "too many messages")
	} else if typ != websocket.MessageText {
		c.refuse(0, online.ReasonBadMessage, "messages are JSON text")
	} else if m, err := online.DecodeRequest(data); err != nil {
		reason := online.ReasonBadMessage
		if errors.Is(err, online.ErrVersion) {
			reason = online.ReasonVersion
		} else if errors.Is(err, online.ErrName) {
			reason = online.ReasonBadName
		}
		c.refuse(m.Seq, reason, err.Error())
	} else if c.serve(ctx, m) {
		c.strikes = 0
	}
	if c.strikes >= strikesToGo {
		c.srv.log.Warn("connection dropped for misbehaving", "addr", c.addr)
		c.end(websocket.StatusPolicyViolation, "too many bad messages")
		return true
	}
	return false
}

// end closes the connection with a reason once what is queued is written;
// the first reason given is the one sent. Any goroutine may call it.
func (c *conn) end(code websocket.StatusCode, reason string) {
	c.endOnce.Do(func() {
		c.closeCode, c.closeReason = code, reason
		close(c.ending)
		c.kick()
	})
}

// isEnding reports whether end was called; its reason may be read then.
func (c *conn) isEnding() bool { return isClosed(c.ending) }

func isClosed(ch chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// send queues a message; a client too far behind is dropped rather than
// let it hold a room up. It never blocks.
func (c *conn) send(m online.Message) {
	data, err := online.Encode(m)
	if err != nil {
		c.srv.log.Error("encoding a message", "type", m.Type, "err", err)
		return
	}
	c.enqueue(data)
}

// refuse answers a request with a reason; each refusal is a strike.
func (c *conn) refuse(seq uint64, reason, detail string) {
	c.strikes++
	c.send(online.Message{Type: online.TypeRefused, Seq: seq, Reason: reason, Detail: detail})
}

// refuseFor answers a request that failed: a refusal as it is, anything
// else (the store, a fault) logged with what was being done and said to
// the client as internal.
func (c *conn) refuseFor(seq uint64, doing string, err error, args ...any) {
	var ref refusal
	if !errors.As(err, &ref) {
		c.srv.log.Error(doing, append(args, "err", err)...)
		ref = refusal{online.ReasonInternal, "the server could not do it; try again"}
	}
	c.refuse(seq, ref.reason, ref.detail)
}

// handle carries out a checked request; it reports whether it was taken.
func (c *conn) handle(ctx context.Context, m online.Message) bool {
	if c.refuseSpectator(m) { // it holds no seat: nothing but the table again
		return false
	}
	switch m.Type {
	case online.TypePing:
		c.send(online.Message{Type: online.TypePong, Seq: m.Seq, MaxSeats: c.srv.cfg.MaxRoomSeats})
		return true
	case online.TypeCreate, online.TypeJoin, online.TypeResume, online.TypeQuick:
		if c.room != nil {
			c.refuse(m.Seq, online.ReasonBadMessage, "this connection already has a seat")
			return false
		}
		if !c.allowLookup(m.Seq) {
			return false
		}
		return c.srv.enter(ctx, c, m)
	case online.TypeWatch:
		return c.watch(ctx, m)
	case online.TypeReplay:
		return c.replay(ctx, m)
	case online.TypeGames:
		if !c.allowLookup(m.Seq) {
			return false
		}
		c.srv.myGames(ctx, c, m)
		return true
	case online.TypeChallenge, online.TypeRegister, online.TypeSignIn, online.TypeReplaceKey, online.TypeRename, online.TypeDeleteProfile:
		return c.serveProfile(ctx, m)
	case online.TypeReclaim:
		return c.reclaim(ctx, m)
	case online.TypeRematch:
		if !c.allowLookup(m.Seq) || !c.allowProfileLookup(m.Seq) {
			return false
		}
		return c.srv.rematch(ctx, c, m)
	case online.TypeTables, online.TypeRatings:
		if !c.allowLookup(m.Seq) {
			return false
		}
		return c.srv.answerMatch(ctx, c, m)
	}
	if c.room == nil {
		c.refuse(m.Seq, online.ReasonNotJoined, "join or resume a room first")
		return false
	}
	switch m.Type {
	case online.TypeAct:
		if c.room.waiting() {
			c.refuse(m.Seq, online.ReasonWaiting, "the host has not started the game yet")
			return false
		}
		return c.room.act(ctx, c, m)
	case online.TypeStart:
		return c.room.begin(ctx, c, m)
	case online.TypeChat:
		return c.room.say(c, m)
	case online.TypeLeave, online.TypeRemove, online.TypeToComputer:
		return c.room.changeSeat(ctx, c, m)
	case online.TypeSync:
		c.room.sync(c)
		return true
	}
	return false
}
