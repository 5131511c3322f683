package server

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"path"
	"strings"
	"sync"
	"time"

	"orbis/game/online"
)

// How fresh the machine's own addresses are kept. They are looked up at
// start and again, on a check, once a minute (an address the machine lost
// stops counting), or sooner when an origin's address is not among them
// but was 5 s ago no more (a laptop that has just joined a network is
// known within seconds, while a stream of foreign addresses costs one
// lookup every 5 s at most).
const (
	ownAddrsFresh = time.Minute
	ownAddrsRetry = 5 * time.Second
	// originLogEvery is how often one refused origin is logged.
	originLogEvery = time.Minute
	originLogKeep  = 1024 // origins remembered for that; then forgotten at once
)

// originGuard decides which browser pages may open the WebSocket. A
// browser sends the page's Origin; coder/websocket would accept an Origin
// equal to the request's Host, but a site that rebinds its DNS name to
// this server's address sends both as its own name. So an origin passes
// only by what the server itself knows: its own addresses (a page opened
// by an address cannot be rebound), localhost, or a name its operator
// gave with --origin. A client that sends no Origin is not a browser page
// and passes.
type originGuard struct {
	names []originName
	// ownAddrs looks up the machine's interface addresses.
	ownAddrs func() ([]net.Addr, error)
	now      func() time.Time
	log      *slog.Logger

	mu     sync.Mutex
	own    map[netip.Addr]bool
	looked time.Time
	logged map[string]time.Time // when each refused origin was last logged
}

// originName is one --origin: an address (with a port or not), or a host
// name pattern (path.Match: "*.example.com"), with a port or not.
type originName struct {
	addr netip.Addr
	port string
	glob string
}

func newOriginGuard(patterns []string, log *slog.Logger) (*originGuard, error) {
	g := &originGuard{ownAddrs: net.InterfaceAddrs, now: time.Now, log: log, logged: map[string]time.Time{}}
	for _, p := range patterns {
		n, err := parseOriginName(p)
		if err != nil {
			return nil, err
		}
		g.names = append(g.names, n)
	}
	g.mu.Lock()
	g.lookOwn()
	g.mu.Unlock()
	return g, nil
}

// parseOriginName reads an --origin: "example.com", "*.example.com",
// "example.com:8443", "https://example.com", "192.0.2.7", "[2001:db8::7]:8080".
func parseOriginName(p string) (originName, error) {
	s := strings.ToLower(strings.TrimSpace(p))
	if _, rest, ok := strings.Cut(s, "://"); ok {
		s = strings.TrimSuffix(rest, "/")
	}
	if s == "" || strings.ContainsAny(s, "/\\@") {
		return originName{}, fmt.Errorf("--origin %q: want a host name or pattern, e.g. orbis.example.com or *.example.com", p)
	}
	if a, err := netip.ParseAddr(strings.Trim(s, "[]")); err == nil {
		return originName{addr: a.Unmap()}, nil
	}
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return originName{addr: ap.Addr().Unmap(), port: fmt.Sprint(ap.Port())}, nil
	}
	if _, err := path.Match(s, ""); err != nil {
		return originName{}, fmt.Errorf("--origin %q: %w", p, err)
	}
	return originName{glob: s}, nil
}

// allows reports whether a page of origin (an Origin header; "" for a
// client that is no browser page) may open the WebSocket, and the host
// its operator would name with --origin when it may not.
func (g *originGuard) allows(origin string) (ok bool, host string) {
	if origin == "" {
		return true, ""
	}
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || (u.Path != "" && u.Path != "/") {
		return false, "" // "null" (a sandboxed or file: page) and the like
	}
	host, port := strings.ToLower(u.Hostname()), u.Port()
	if host == "localhost" {
		return true, host
	}
	addr, err := netip.ParseAddr(host)
	isAddr := err == nil && addr.Zone() == ""
	if isAddr {
		addr = addr.Unmap()
		if addr.IsLoopback() || g.isOwn(addr) {
			return true, host
		}
	}
	for _, n := range g.names {
		if n.port != "" && n.port != port {
			continue
		}
		if n.addr.IsValid() {
			if isAddr && n.addr == addr {
				return true, host
			}
			continue
		}
		if m, _ := path.Match(n.glob, host); m {
			return true, host
		}
		if m, _ := path.Match(n.glob, host+":"+port); m && port != "" {
			return true, host
		}
	}
	return false, host
}

// isOwn reports whether addr is one of the machine's interface addresses.
func (g *originGuard) isOwn(addr netip.Addr) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	age := g.now().Sub(g.looked)
	if age > ownAddrsFresh || (!g.own[addr] && age > ownAddrsRetry) {
		g.lookOwn()
	}
	return g.own[addr]
}

// lookOwn looks the machine's addresses up again; on an error it keeps
// the ones it had. g.mu is held.
func (g *originGuard) lookOwn() {
	g.looked = g.now()
	addrs, err := g.ownAddrs()
	if err != nil {
		g.log.Warn("looking up this machine's addresses for the WebSocket origin check", "err", err)
		return
	}
	own := map[netip.Addr]bool{}
	for _, a := range addrs {
		var ip net.IP
		switch a := a.(type) {
		case *net.IPNet:
			ip = a.IP
		case *net.IPAddr:
			ip = a.IP
		}
		if addr, ok := netip.AddrFromSlice(ip); ok {
			own[addr.Unmap().WithZone("")] = true
		}
	}
	g.own = own
}

// shouldLog reports whether a refusal of origin is to be logged now: once
// a minute per origin, so that a page knocking again and again cannot
// fill the log.
func (g *originGuard) shouldLog(origin string) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	now := g.now()
	if last, ok := g.logged[origin]; ok && now.Sub(last) < originLogEvery {
		return false
	}
	if len(g.logged) >= originLogKeep {
		clear(g.logged)
	}
	g.logged[origin] = now
	return true
}

// checkOrigin lets a WebSocket upgrade through when its origin passes;
// otherwise it answers 403, saying what the operator can do, and logs it.
func (s *Server) checkOrigin(w http.ResponseWriter, r *http.Request) bool {
	origin := r.Header.Get("Origin")
	ok, host := s.origins.allows(origin)
	if ok {
		return true
	}
	fix := "no --origin can allow it"
	if host != "" {
		fix = "start the server with --origin " + host + " if its pages are opened by that name (its own addresses and localhost need nothing)"
	}
	if s.origins.shouldLog(origin) {
		s.log.Info("websocket refused: the page's origin is not this server's", "origin", origin, "addr", r.RemoteAddr, "fix", fix)
	}
	http.Error(w, fmt.Sprintf("This server does not accept WebSockets from pages of %s: %s.", origin, fix), http.StatusForbidden)
	return false
}

// originStatus says whether an origin (?origin=, else the request's
// Origin) may open the WebSocket: what a page whose WebSocket failed to
// open asks, since the browser hid the refusal's answer from it.
func (s *Server) originStatus(w http.ResponseWriter, r *http.Request) {
	origin := r.Header.Get("Origin")
	if origin == "" {
		origin = r.URL.Query().Get("origin")
	}
	ok, host := s.origins.allows(origin)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	_ = json.NewEncoder(w).Encode(online.OriginStatus{Origin: origin, Allowed: ok, Host: host})
}
