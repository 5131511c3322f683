package server

import (
	"context"
	"math"
	"time"
)

// ConnLimits bounds a server's connections; a zero field takes its default.
type ConnLimits struct {
	// Max is how many connections (HTTP and WebSocket) the server holds at
	// once (10,000; -1 for all the open-file limit allows), lowered to what
	// its open-file limit leaves room for; PerAddr how many one address
	// holds (64; an IPv6 address by its /64; -1 for no bound but Max).
	Max, PerAddr int
	// IdleTimeout closes a keep-alive HTTP connection idle this long (60 s);
	// ReadTimeout bounds the reading of a request (30 s), WriteTimeout a
	// write to any connection that makes no progress (30 s).
	IdleTimeout, ReadTimeout, WriteTimeout time.Duration
	// PingEvery is how long a client may stay silent before its WebSocket
	// is pinged (30 s); one whose pong takes longer than PongWait (20 s:
	// more than a slow store write, during which the connection's reader
	// does not read) is closed.
	PingEvery, PongWait time.Duration
	// SendQueueBytes bounds the bytes waiting to be written to one client
	// (256 KiB, besides the 256 messages); a client further behind is dropped.
	SendQueueBytes int
}

// Defaults of ConnLimits.
const (
	defaultMaxConns     = 10_000
	defaultConnsPerAddr = 64
	defaultSendQueue    = 256 << 10
	// wsSendBuffer is the kernel's send buffer of a WebSocket: small, so
	// that a client who stops reading fills the queue, which is bounded
	// and counted, rather than megabytes of kernel memory.
	wsSendBuffer = 64 << 10
	// refusalSlots is how many refused connections may be open at once
	// while they are told why; beyond them a refused one is just closed.
	refusalSlots = 32
)

// withDefaults fills the zero fields in and lowers Max to fit under an
// open-file limit (0 when unknown); lowered says whether it had to.
func (l ConnLimits) withDefaults(openFiles uint64) (_ ConnLimits, lowered bool) {
	def := func(d *time.Duration, v time.Duration) {
		if *d <= 0 {
			*d = v
		}
	}
	fit := connsUnderFileLimit(openFiles)
	switch {
	case l.Max < 0 && fit > 0:
		l.Max = fit
	case l.Max < 0:
		l.Max = math.MaxInt
	case l.Max == 0:
		l.Max = defaultMaxConns
	}
	switch {
	case l.PerAddr < 0:
		l.PerAddr = math.MaxInt
	case l.PerAddr == 0:
		l.PerAddr = defaultConnsPerAddr
	}
	if l.SendQueueBytes <= 0 {
		l.SendQueueBytes = defaultSendQueue
	}
	def(&l.IdleTimeout, time.Minute)
	def(&l.ReadTimeout, 30*time.Second)
	def(&l.WriteTimeout, 30*time.Second)
	def(&l.PingEvery, 30*time.Second)
	def(&l.PongWait, 20*time.Second)
	if fit > 0 && l.Max > fit {
		l.Max, lowered = fit, true
	}
	return l, lowered
}

// connsUnderFileLimit is the most connections an open-file limit leaves
// room for (0 when the limit is unknown): the rest goes to the store's
// files and NATS's connections (64 and an eighth), and to the refused
// connections being told why.
func connsUnderFileLimit(openFiles uint64) int {
	if openFiles == 0 || openFiles > 1<<40 {
		return 0
	}
	n := int(openFiles) - 64 - int(openFiles/8) - refusalSlots
	return max(n, 1)
}

// limitConns sets the connection limits up as New begins.
func (s *Server) limitConns() *connLimiter {
	files := openFileLimit()
	asked := s.cfg.Conns.Max
	if asked == 0 {
		asked = defaultMaxConns
	}
	cl, lowered := s.cfg.Conns.withDefaults(files)
	s.cfg.Conns = cl
	if lowered {
		s.log.Warn("fewer connections than asked, to fit the open-file limit (raise it with ulimit -n)",
			"asked", asked, "max_conns", cl.Max, "open_files", files)
	}
	return newConnLimiter(cl, s.log)
}

// pinger pings a client silent for a while and closes the connection
// when its pong does not come in time: a peer gone without a word (a laptop shut,
// a cable pulled) does not hold a connection and its queue for minutes.
// The conn's reader is what takes the pongs in. A timer waits between
// pings, not a goroutine of each connection: a ping's goroutine lives from
// the ping to its pong. The caller stops the timer as ctx ends.
func (c *conn) pinger(ctx context.Context) *time.Timer {
	lim := c.srv.cfg.Conns
	// Made to wait for ever, then set going once t is known to the
	// function it runs.
	var t *time.Timer
	t = time.AfterFunc(math.MaxInt64, func() {
		// A client heard from lately is there: its ping waits until it
		// has been silent for PingEvery. A third of a loaded server's
		// frames were pings and pongs to clients that moved every 10 s.
		if quiet := time.Since(c.srv.born) - time.Duration(c.heard.Load()); quiet < lim.PingEvery {
			t.Reset(lim.PingEvery - quiet)
			return
		}
		pctx, cancel := context.WithTimeout(ctx, lim.PongWait)
		err := c.ws.Ping(pctx)
		cancel()
		switch {
		case ctx.Err() != nil:
		case err != nil:
			c.srv.log.Debug("no pong in time: connection closed", "addr", c.addr, "err", err)
			_ = c.ws.CloseNow()
		default:
			t.Reset(lim.PingEvery)
		}
	})
	t.Reset(lim.PingEvery)
	return t
}

// enqueue queues a message for the writer, or drops the client when the
// queue is full, in messages or in bytes; a message larger than the bound
// still goes alone into an empty queue. It never blocks.
func (c *conn) enqueue(data []byte) {
	n := int64(len(data))
	q := c.queued.Add(n)
	if q > int64(c.srv.cfg.Conns.SendQueueBytes) && q != n {
		c.queued.Add(-n)
		c.drop()
		return
	}
	switch queued, full := c.push(data); {
	case queued:
		for p := c.peak.Load(); q > p && !c.peak.CompareAndSwap(p, q); p = c.peak.Load() {
		}
	case full:
		c.queued.Add(-n)
		c.drop()
	default: // the connection is over
		c.queued.Add(-n)
	}
}

// written takes a message the writer is done with off the queue's count.
func (c *conn) written(data []byte) { c.queued.Add(-int64(len(data))) }

// drop closes a client too far behind, once: its queue's memory goes with it.
func (c *conn) drop() {
	if c.dropped.Swap(true) {
		return
	}
	c.srv.lim.slow.write("client too slow: dropped", "addr", c.addr, "queued_bytes", c.queued.Load(),
		"queued", c.outLen(), "peak_bytes", c.peak.Load(), "bound_bytes", c.srv.cfg.Conns.SendQueueBytes)
	_ = c.ws.CloseNow()
}

// slowLogEvery is the least time between two lines of one flooding event.
const slowLogEvery = 10 * time.Second
