//go:build !js

package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/coder/websocket"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"orbis/game/online"
)

// The bare server is a WebSocket server that does for a move only what any
// server of ours must: read it, put it on the disk, send it to every seat
// of its room. Against it, orbis loadtest --bare measures the least CPU a
// move can cost on a machine with this stack (Go, coder/websocket, a
// goroutine a connection, one file and a group fsync), which the real
// server's figures are read against.
//
// Its protocol: a connection's first message names its room ("room NAME");
// every message after it is a move, appended to the bare server's file
// and, once the round of writes it came in is on the disk, sent to every
// connection of the room, its sender's included.

const (
	bareRoomPrefix  = "room "
	bareMaxRoomName = 64
	bareMaxMove     = 1024
	bareWriteWait   = 10 * time.Second
	bareMaxQueued   = 100_000 // moves waiting for a round; a connection that would add more is closed
)

// bareServer holds the rooms, the moves waiting for the next round of
// writes, and the file they go to.
type bareServer struct {
	file    *os.File
	spacing time.Duration // the least time between the starts of two rounds
	always  bool          // each round is fsynced before its moves go out

	mu    sync.Mutex
	rooms map[string]*bareRoom
	queue []bareMove
	kick  chan struct{}
	moves prometheus.Counter
}

// bareRoom is the connections seated in one room, in the order they came.
type bareRoom struct {
	seats []*bareSeat
}

// bareSeat is one connection; its lock orders the writes to it.
type bareSeat struct {
	mu sync.Mutex
	c  *websocket.Conn
}

type bareMove struct {
	room *bareRoom
	msg  []byte
}

// cmdBareServer runs the bare server until it is interrupted.
func cmdBareServer(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis bare-server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8091", "where it listens: its WebSocket at /ws, its figures at /metrics")
	data := fs.String("data", "", "the directory of its file of moves (required; the file is made anew)")
	syncFlag := fs.String("sync", "always", "always (a round of moves is on the disk before any goes out) or every DURATION")
	spacing := fs.Duration("spacing", 10*time.Millisecond, "the least time between two rounds of writes (orbis server's at 1,000 moves a second)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 || *data == "" || *spacing < 0 {
		return usageError("want --data DIR, a --spacing of 0 or more and flags only")
	}
	every, err := parseSync(*syncFlag)
	if err != nil {
		return err
	}
	raiseOpenFiles()
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return fmt.Errorf("bare-server: listening at %s: %w", *addr, err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	fmt.Fprintf(stderr, "bare-server: WebSocket at ws://%s/ws, figures at http://%s/metrics\n", ln.Addr(), ln.Addr())
	return serveBare(ctx, ln, filepath.Join(*data, "bare-server-moves.log"), *spacing, every)
}

// serveBare serves the bare server on ln until ctx ends; moves go to path,
// fsynced each round (every 0) or every that often.
func serveBare(ctx context.Context, ln net.Listener, path string, spacing, every time.Duration) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("bare-server: the file of moves: %w", err)
	}
	defer f.Close()
	s := &bareServer{file: f, spacing: spacing, always: every == 0, rooms: map[string]*bareRoom{}, kick: make(chan struct{}, 1),
		moves: prometheus.NewCounter(prometheus.CounterOpts{Name: "orbis_moves_total", Help: "Moves the bare server stored and sent."})}
	reg := prometheus.NewRegistry()
	reg.MustRegister(s.moves,
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "orbis_rooms_open", Help: "Rooms with a connection in them."}, func() float64 {
			s.mu.Lock()
			defer s.mu.Unlock()
			return float64(len(s.rooms))
		}),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	mux := http.NewServeMux()
	mux.HandleFunc("/ws", s.serveWS)
	mux.Handle("/metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	hs := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	rounds := make(chan error, 1)
	go func() {
		rounds <- s.run(ctx, every)
		cancel() // a disk that fails ends the serving too
	}()
	go func() {
		<-ctx.Done()
		_ = hs.Close()
	}()
	if err := hs.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("bare-server: serving: %w", err)
	}
	return <-rounds
}

// serveWS seats a connection in the room its first message names and
// queues each move it sends after.
func (s *bareServer) serveWS(w http.ResponseWriter, r *http.Request) {
	c, err := websocket.Accept(w, r, nil)
	if err != nil {
		return
	}
	c.SetReadLimit(bareMaxMove)
	ctx := context.Background()
	_, hello, err := c.Read(ctx)
	name, ok := strings.CutPrefix(string(hello), bareRoomPrefix)
	if err != nil || !ok || name == "" || len(name) > bareMaxRoomName {
		c.Close(websocket.StatusPolicyViolation, "the first message is room NAME")
		return
	}
	seat := &bareSeat{c: c}
	room, ok := s.sit(name, seat)
	if !ok {
		c.Close(websocket.StatusPolicyViolation, "the room is full")
		return
	}
	defer s.leave(name, room, seat)
	for {
		_, msg, err := c.Read(ctx)
		if err != nil {
			return
		}
		s.mu.Lock()
		behind := len(s.queue) >= bareMaxQueued
		if !behind {
			s.queue = append(s.queue, bareMove{room, msg})
		}
		s.mu.Unlock()
		if behind {
			c.Close(websocket.StatusTryAgainLater, "the bare server's disk is behind")
			return
		}
		select {
		case s.kick <- struct{}{}:
		default:
		}
	}
}

// sit seats a connection in the named room, made if new; a room holds as
// many seats as an online room at most.
func (s *bareServer) sit(name string, seat *bareSeat) (*bareRoom, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	room := s.rooms[name]
	if room == nil {
		room = &bareRoom{}
		s.rooms[name] = room
	}
	if len(room.seats) >= online.MaxSeats {
		return room, false
	}
	room.seats = append(room.seats, seat)
	return room, true
}

// leave takes a connection out of its room, and the room out once empty.
func (s *bareServer) leave(name string, room *bareRoom, seat *bareSeat) {
	s.mu.Lock()
	defer s.mu.Unlock()
	// In place: a round copies a room's seats under the lock it holds here.
	room.seats = slices.DeleteFunc(room.seats, func(st *bareSeat) bool { return st == seat })
	if len(room.seats) == 0 && s.rooms[name] == room {
		delete(s.rooms, name)
	}
	_ = seat.c.CloseNow()
}

// run writes the queued moves a round at a time, rounds spacing apart at
// least: one write and one fsync a round, then each move to its room.
func (s *bareServer) run(ctx context.Context, every time.Duration) error {
	var syncs <-chan time.Time
	if every > 0 {
		t := time.NewTicker(every)
		defer t.Stop()
		syncs = t.C
	}
	var buf []byte
	var began time.Time
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-syncs:
			if err := s.file.Sync(); err != nil {
				return fmt.Errorf("bare-server: fsync: %w", err)
			}
			continue
		case <-s.kick:
		}
		if wait := s.spacing - time.Since(began); wait > 0 {
			time.Sleep(wait)
		}
		began = time.Now()
		s.mu.Lock()
		round := s.queue
		s.queue = nil
		s.mu.Unlock()
		buf = buf[:0]
		for _, m := range round {
			buf = append(append(buf, m.msg...), '\n')
		}
		if _, err := s.file.Write(buf); err != nil {
			return fmt.Errorf("bare-server: writing %d moves: %w", len(round), err)
		}
		if s.always {
			if err := s.file.Sync(); err != nil {
				return fmt.Errorf("bare-server: fsync: %w", err)
			}
		}
		s.send(ctx, round)
	}
}

// send hands each move of a round to every seat of its room; a seat that
// cannot take it within bareWriteWait is closed.
func (s *bareServer) send(ctx context.Context, round []bareMove) {
	wctx, cancel := context.WithTimeout(ctx, bareWriteWait)
	defer cancel()
	var seats []*bareSeat
	for _, m := range round {
		s.mu.Lock()
		seats = append(seats[:0], m.room.seats...)
		s.mu.Unlock()
		for _, st := range seats {
			st.mu.Lock()
			if err := st.c.Write(wctx, websocket.MessageText, m.msg); err != nil {
				_ = st.c.CloseNow()
			}
			st.mu.Unlock()
		}
		s.moves.Inc()
	}
}
