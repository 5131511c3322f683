package server

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"sync"
	"time"
)

// connLimiter counts the server's TCP connections, in all and per address,
// and its WebSockets per client address. A new connection over a bound
// first takes the place of an idle keep-alive connection (of its own
// address, for the bound per address); when there is none it is refused:
// it is answered with why (429 or 503) and closed.
type connLimiter struct {
	lim       ConnLimits
	refusals  *sparseLog
	acceptErr *sparseLog
	slow      *sparseLog // clients dropped for not reading

	mu       sync.Mutex
	total    int
	byAddr   map[string]*addrConns
	idle     map[*trackedConn]struct{} // keep-alive connections between requests
	refusing int                       // refused connections being told why
	ws       map[string]int            // WebSockets per client address
	// proxies are the trusted reverse proxies: a proxy's connections carry
	// many clients, each counted by its own address in limitWS instead.
	proxies []netip.Prefix
	// A WebSocket silent this long is closed, and one whose message takes
	// longer to write (idleTimeout and writeTimeout; tests shorten them).
	idleAfter, writeWithin time.Duration
}

// addrConns are one address's connections.
type addrConns struct {
	n    int
	idle map[*trackedConn]struct{}
}

func newConnLimiter(lim ConnLimits, log *slog.Logger) *connLimiter {
	return &connLimiter{lim: lim, byAddr: map[string]*addrConns{}, idle: map[*trackedConn]struct{}{}, ws: map[string]int{},
		idleAfter: idleTimeout, writeWithin: writeTimeout,
		refusals:  newSparseLog(log, slog.LevelWarn, slowLogEvery),
		acceptErr: newSparseLog(log, slog.LevelWarn, slowLogEvery),
		slow:      newSparseLog(log, slog.LevelWarn, slowLogEvery)}
}

// trackedConn is a connection the limiter counts. Each write must make
// progress within the write timeout: a client that stops reading a file
// or a message is cut off, however long the whole answer takes.
type trackedConn struct {
	net.Conn
	lim  *connLimiter
	key  string // its address's, as the limits count it
	gone bool   // released; guarded by lim.mu
	// A refused connection is answered with this status and text.
	status  int
	refusal string
}

func (c *trackedConn) Write(p []byte) (int, error) {
	_ = c.Conn.SetWriteDeadline(time.Now().Add(c.lim.lim.WriteTimeout))
	return c.Conn.Write(p)
}

func (c *trackedConn) Close() error {
	c.lim.release(c)
	return c.Conn.Close()
}

// limitListener is a listener whose connections the limiter admits.
type limitListener struct {
	net.Listener
	lim *connLimiter
}

// listener wraps the server's listener in the limiter.
func (l *connLimiter) listener(ln net.Listener) net.Listener {
	return &limitListener{Listener: ln, lim: l}
}

// Accept hands the HTTP server the next connection admitted or to be told
// why not. Its errors (too many open files, above all) are logged at Warn,
// a line at most every few seconds; the HTTP server retries after a pause.
func (ll *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := ll.Listener.Accept()
		if err != nil {
			if !errors.Is(err, net.ErrClosed) {
				ll.lim.acceptErr.write("accepting a connection", "addr", ll.Addr().String(), "err", err)
			}
			return nil, err
		}
		if tc := ll.lim.admit(c); tc != nil {
			return tc, nil
		}
	}
}

// admit counts a new connection in, making room by closing an idle one
// where it must; it returns the connection refused (to be told why) when
// there is no room, and nil when it closed it at once.
func (l *connLimiter) admit(c net.Conn) *trackedConn {
	peer := peerAddr(c.RemoteAddr())
	tc := &trackedConn{Conn: c, lim: l, key: addrKey(peer)}
	var victim *trackedConn
	l.mu.Lock()
	a := l.byAddr[tc.key]
	switch {
	case a != nil && a.n >= l.lim.PerAddr && !inPrefixes(peer, l.proxies):
		if victim = anyOf(a.idle); victim == nil {
			tc.status, tc.refusal = http.StatusTooManyRequests,
				fmt.Sprintf("too many connections from your address (%d): close some and try again", l.lim.PerAddr)
		}
	case l.total >= l.lim.Max:
		if victim = anyOf(l.idle); victim == nil {
			tc.status, tc.refusal = http.StatusServiceUnavailable,
				fmt.Sprintf("the server is full (%d connections): try again later", l.lim.Max)
		}
	}
	if victim != nil {
		l.forgetLocked(victim)
	}
	shut := false
	switch {
	case tc.refusal == "":
		if a == nil {
			a = &addrConns{idle: map[*trackedConn]struct{}{}}
			l.byAddr[tc.key] = a
		}
		a.n++
		l.total++
	case l.refusing < refusalSlots:
		l.refusing++
	default:
		shut = true
	}
	l.mu.Unlock()
	if victim != nil {
		_ = victim.Close() // the HTTP server sees it end and lets it go
	}
	if tc.refusal != "" {
		l.refusals.write("connection refused", "addr", tc.key, "why", tc.refusal)
	}
	if shut {
		_ = c.Close()
		return nil
	}
	return tc
}

// anyOf returns one of a set's connections, or nil.
func anyOf(set map[*trackedConn]struct{}) *trackedConn {
	for c := range set {
		return c
	}
	return nil
}

// release counts a connection out as it closes.
func (l *connLimiter) release(c *trackedConn) {
	l.mu.Lock()
	l.forgetLocked(c)
	l.mu.Unlock()
}

func (l *connLimiter) forgetLocked(c *trackedConn) {
	if c.gone {
		return
	}
	c.gone = true
	if c.refusal != "" {
		l.refusing--
		return
	}
	l.total--
	delete(l.idle, c)
	if a := l.byAddr[c.key]; a != nil {
		delete(a.idle, c)
		if a.n--; a.n <= 0 {
			delete(l.byAddr, c.key)
		}
	}
}

// connState follows the HTTP server's connections: an idle keep-alive one
// is the first to go when a new one needs its place.
func (l *connLimiter) connState(nc net.Conn, st http.ConnState) {
	c := trackedOf(nc)
	if c == nil || c.refusal != "" {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	a := l.byAddr[c.key]
	if c.gone || a == nil {
		return
	}
	if st == http.StateIdle {
		l.idle[c], a.idle[c] = struct{}{}, struct{}{}
	} else {
		delete(l.idle, c)
		delete(a.idle, c)
	}
}

// trackedOf finds the limiter's connection under the HTTP server's (a TLS
// connection wraps it).
func trackedOf(nc net.Conn) *trackedConn {
	for nc != nil {
		switch c := nc.(type) {
		case *trackedConn:
			return c
		case interface{ NetConn() net.Conn }:
			nc = c.NetConn()
		default:
			return nil
		}
	}
	return nil
}

type trackedKey struct{}

// connContext puts a request's connection where the handlers find it.
func (l *connLimiter) connContext(ctx context.Context, nc net.Conn) context.Context {
	if c := trackedOf(nc); c != nil {
		ctx = context.WithValue(ctx, trackedKey{}, c)
	}
	return ctx
}

func trackedFrom(ctx context.Context) *trackedConn {
	c, _ := ctx.Value(trackedKey{}).(*trackedConn)
	return c
}

// refuseOverLimit answers every request of a refused connection with why
// it was refused, and closes it.
func refuseOverLimit(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c := trackedFrom(r.Context()); c != nil && c.refusal != "" {
			refuseHTTP(w, c.status, c.refusal)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// wsHandler serves a WebSocket's request; it calls done once, when the
// WebSocket is over (at once when it refuses it), which may be long after
// it returned.
type wsHandler func(w http.ResponseWriter, r *http.Request, done func())

// limitWS counts a client's WebSockets by its address as the limits see it
// (behind a proxy, not the proxy's), refuses one too many before the
// upgrade, and gives the WebSocket a small kernel send buffer. A WebSocket
// counts until its handler says it is over.
func (s *Server) limitWS(next wsHandler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		key := addrKey(s.clientAddr(r))
		l := s.lim
		l.mu.Lock()
		ok := l.ws[key] < l.lim.PerAddr
		if ok {
			l.ws[key]++
		}
		l.mu.Unlock()
		if !ok {
			why := fmt.Sprintf("too many connections from your address (%d): close some and try again", l.lim.PerAddr)
			l.refusals.write("websocket refused", "addr", key, "why", why)
			refuseHTTP(w, http.StatusTooManyRequests, why)
			return
		}
		done := func() {
			l.mu.Lock()
			if l.ws[key]--; l.ws[key] <= 0 {
				delete(l.ws, key)
			}
			l.mu.Unlock()
		}
		if c := trackedFrom(r.Context()); c != nil {
			if tcp, ok := c.Conn.(*net.TCPConn); ok {
				_ = tcp.SetWriteBuffer(wsSendBuffer)
			}
		}
		next(w, r, done)
	})
}

// refuseHTTP answers a request with a status and why, and closes its
// connection.
func refuseHTTP(w http.ResponseWriter, status int, why string) {
	w.Header().Set("Connection", "close")
	w.Header().Set("Retry-After", "30")
	http.Error(w, why, status)
}
