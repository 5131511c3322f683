// Package server is the authoritative server of network play: it alone
// holds each room's full record, sends every seat its view and the steps
// it may see, checks every action with the rules, and keeps the rooms in a
// Store (NATS JetStream) that several servers may share. It builds without
// cgo and without a display, and never into the browser's wasm.
package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"orbis/game/online"
	"orbis/game/online/rating"
)

// Config sets a server up.
type Config struct {
	Games  []online.Ruleset // the games its rooms may play
	Store  Store
	Logger *slog.Logger
	// WebDir is the browser build served beside the game ("" for none),
	// and Web what serves it; without Web, WebFiles(WebDir).
	WebDir string
	Web    http.Handler
	// OriginPatterns are the host names (or patterns, "*.example.com")
	// browser pages may open the WebSocket from, besides the machine's own
	// addresses and localhost (see originGuard).
	OriginPatterns []string
	// TrustedProxies are the reverse proxies whose X-Forwarded-For or
	// Forwarded header names the client: a request from anywhere else is
	// counted under its peer's address, whatever its headers say.
	TrustedProxies []netip.Prefix
	// JoinsPerMinute is how many times one address may look rooms up a
	// minute (create, join, resume, games; a failed entry of games counts
	// as one more): a load test raises it.
	JoinsPerMinute int
	// MessagesPerSecond is a connection's steady rate of messages.
	MessagesPerSecond int
	// ThinkBudget bounds a computer seat's turn.
	ThinkBudget time.Duration
	// Limits is what one address, and all of them, may make the server
	// store and compute.
	Limits
	// SweepEvery is how often rooms nobody is in are looked at for a turn
	// whose time ran out (30 s when zero).
	SweepEvery time.Duration
	// Conns bounds the connections: how many, how idle, how slow.
	Conns ConnLimits
	// HealthToken lets a request with "Authorization: Bearer TOKEN" read
	// /healthz?detail and /metrics from anywhere ("" for loopback only).
	HealthToken string
	// Profiles bounds the profiles' requests (profiles_limits.go).
	Profiles ProfileLimits
	// Match sets the quick match up (match.go); Ladders are the
	// computers' ratings by game, which rated games count them at
	// (ratings.go; a game without one rates people against people only).
	Match   MatchLimits
	Ladders map[string]rating.Ladder
}

// Server is an orbis server: rooms, connections and the store under them.
type Server struct {
	cfg        Config
	log        *slog.Logger
	games      map[string]online.Ruleset
	lookups    *limiter // per address key: creates, joins, resumes, games
	creates    *limiter // per address key: rooms made
	lim        *connLimiter
	chats      *limiter // per room seat
	index      Index    // unfinished rooms: who made them, when their clock runs out
	unfinished openTally
	usage      usage
	indexBuilt bool       // the index holds every stored room (under sweepMu)
	sweepMu    sync.Mutex // one sweep at a time

	mu    sync.Mutex
	rooms map[string]*room
	conns int
	// accepted numbers the connections in the order they came (conn.serial).
	accepted atomic.Uint64
	// born is the clock's origin for the times connections keep as numbers
	// (conn.heard): monotonic, where a wall clock's step would not be.
	born time.Time
	// workers runs requests, writes and store writes (workers.go).
	workers *workers

	failed map[string]bool // under mu: the rooms a panic ended (room_fail.go)

	ctx    context.Context // ends when the server stops
	cancel context.CancelFunc
	work   sync.WaitGroup // computer turns under way
	// workMu orders a computer turn's start with Close: none starts once
	// the server is closing, so Close waits for every one that did.
	workMu  sync.Mutex
	closing bool

	origins *originGuard // which browser pages may open the WebSocket

	marks   *marker      // what was acknowledged of each room
	report  *auditReport // what the check of the stored rooms found
	metrics *metrics     // its figures for the operator, at /metrics

	book   *profileBook // the profiles (profiles.go)
	quicks *limiter     // per profile: quick matches asked
	boards boards       // the leaderboards as last read
}

// New makes a server of a config.
func New(cfg Config) (*Server, error) {
	if cfg.Store == nil || len(cfg.Games) == 0 {
		return nil, errors.New("server: a store and at least one game are needed")
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewJSONHandler(os.Stderr, nil))
	}
	if cfg.JoinsPerMinute <= 0 {
		cfg.JoinsPerMinute = 30
	}
	if cfg.MessagesPerSecond <= 0 {
		cfg.MessagesPerSecond = 20
	}
	if cfg.SweepEvery <= 0 {
		cfg.SweepEvery = 30 * time.Second
	}
	if cfg.ThinkBudget <= 0 {
		cfg.ThinkBudget = 5 * time.Second
	}
	if cfg.Web == nil && cfg.WebDir != "" {
		cfg.Web = WebFiles(cfg.WebDir)
	}
	origins, err := newOriginGuard(cfg.OriginPatterns, cfg.Logger)
	if err != nil {
		return nil, err
	}
	cfg.Limits = cfg.Limits.withDefaults()
	cfg.Match = cfg.Match.WithDefaults()
	s := &Server{cfg: cfg, log: cfg.Logger, games: map[string]online.Ruleset{}, rooms: map[string]*room{}, failed: map[string]bool{}, origins: origins, born: time.Now(), workers: newWorkers(workerIdle)}
	for _, g := range cfg.Games {
		s.games[g.ID()] = g
	}
	s.metrics = newMetrics(s)
	s.lim = s.limitConns()
	s.lim.proxies = cfg.TrustedProxies
	s.lookups = newLimiter(float64(cfg.JoinsPerMinute)/60, float64(cfg.JoinsPerMinute))
	s.creates = newLimiter(float64(cfg.CreatesPerMinute)/60, float64(cfg.CreatesPerMinute))
	s.chats = newLimiter(chatsPerSecond, chatBurst)
	if s.book, err = newProfileBook(cfg.Store, cfg.Profiles); err != nil {
		return nil, err
	}
	s.quicks = newLimiter(float64(cfg.Match.QuicksPerMinute)/60, float64(cfg.Match.QuicksPerMinute))
	s.index, _ = cfg.Store.(Index)
	if s.index == nil { // a store without one: this process's rooms only
		s.index = newMemIndex()
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.marks, s.report = newMarker(cfg.Store, cfg.Logger), newAuditReport()
	s.work.Add(4)
	go s.keepTables()
	go s.sweep()
	go func() { defer s.work.Done(); s.marks.run(s.ctx) }()
	go s.audit()
	return s, nil
}

// Handler serves /healthz, the WebSocket at /ws and the web build at /.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", s.healthz)
	mux.HandleFunc("GET /metrics", s.serveMetrics)
	s.profiles(mux)
	mux.Handle("GET /ws", s.limitWS(s.serveWS))
	mux.HandleFunc("GET /ws"+online.OriginPath, s.originStatus)
	mux.HandleFunc("GET /replay/{code}", s.serveReplay)
	mux.HandleFunc("/", s.web)
	return refuseOverLimit(mux)
}

// Serve answers on a listener until ctx ends, then stops the rooms' work
// and closes the listener's connections.
func (s *Server) Serve(ctx context.Context, ln net.Listener, certFile, keyFile string) error {
	hs := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       s.cfg.Conns.ReadTimeout,
		IdleTimeout:       s.cfg.Conns.IdleTimeout,
		ConnState:         s.lim.connState,
		ConnContext:       s.lim.connContext,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(s.log.Handler(), slog.LevelDebug),
		BaseContext:       func(net.Listener) context.Context { return s.ctx },
	}
	ln = s.lim.listener(ln)
	done := make(chan error, 1)
	go func() {
		if certFile != "" {
			done <- hs.ServeTLS(ln, certFile, keyFile)
		} else {
			done <- hs.Serve(ln)
		}
	}()
	s.log.Info("serving", "addr", ln.Addr().String(), "tls", certFile != "", "web", s.cfg.WebDir)
	select {
	case err := <-done:
		s.Close()
		return err
	case <-ctx.Done():
	}
	s.Close()
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	_ = hs.Shutdown(shut)
	return nil
}

// Close stops the rooms' work and writes their last marks; the store is
// the caller's to close.
func (s *Server) Close() {
	s.workMu.Lock()
	s.closing = true
	s.workMu.Unlock()
	s.cancel()
	s.work.Wait()
	s.marks.close()
}

// startWork counts a computer turn as under way, unless the server is
// closing: then it starts none.
func (s *Server) startWork() bool {
	s.workMu.Lock()
	defer s.workMu.Unlock()
	if s.closing {
		return false
	}
	s.work.Add(1)
	return true
}

// healthWait bounds /healthz's look at the store.
const healthWait = 3 * time.Second

// healthz says whether the server can take moves: 503, and what is wrong
// in "store", when its store cannot take writes.
func (s *Server) healthz(w http.ResponseWriter, r *http.Request) {
	ctx, cancel := context.WithTimeout(r.Context(), healthWait)
	defer cancel()
	store, status := "ok", http.StatusOK
	if err := s.cfg.Store.Health(ctx); err != nil {
		store, status = strings.TrimPrefix(err.Error(), "store: "), http.StatusServiceUnavailable
	}
	s.mu.Lock()
	rooms, conns := len(s.rooms), s.conns
	s.mu.Unlock()
	page := map[string]any{"ok": status == http.StatusOK, "store": store,
		"protocol": online.Version, "rooms_open": rooms, "connections": conns}
	w.Header().Set("Content-Type", "application/json")
	if s.wantsDetail(r) {
		page["audit"] = s.report.json()
		w.Header().Set("Cache-Control", "no-store")
	}
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(page)
}

// web serves the browser build; without one, a page says how to make it
// (not where the server looked: a visitor has no business knowing).
func (s *Server) web(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if s.cfg.WebDir != "" {
		if st, err := os.Stat(filepath.Join(s.cfg.WebDir, "index.html")); err == nil && !st.IsDir() {
			s.cfg.Web.ServeHTTP(w, r)
			return
		}
	}
	setPageHeaders(w.Header())
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(http.StatusNotFound)
	fmt.Fprint(w, "This server has no web build.\nBuild it with ./build.sh web, or start the server with --web DIR.\nDesktop players join with the room code.\n")
}
