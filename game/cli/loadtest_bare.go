//go:build !js

package cli

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"runtime"
	"sync"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// bareMoveMessage is what a bare server's client sends for a move: an
// Orbis step as orbis server sends it to the seats.
var bareMoveMessage = online.EncodeStep(17, 1, "place 1,2", 0, nil)

// bareLoadRoom is one room of the bare server: its seats' connections,
// which move in turn, each after thinking about cfg.Think.
type bareLoadRoom struct {
	cfg   loadConfig
	stats *loadStats
	rng   *rand.Rand
	conns []*websocket.Conn
}

// runBareLoad is the load test against orbis bare-server at cfg.URL: the
// same rooms, seats, thinking and window as against orbis server, each
// move a message the bare server stores and sends to every seat.
func runBareLoad(ctx context.Context, cfg loadConfig, progress io.Writer) (loadReport, error) {
	rep := loadReport{Rooms: cfg.Rooms, Clients: cfg.Rooms * cfg.Players, Game: "bare", OpenFilesMax: raiseOpenFiles(), Think: cfg.Think.Seconds()}
	if err := rep.enoughOpenFiles(1); err != nil {
		return rep, err
	}
	page, scrapeErr := metricsURL(cfg.URL)
	var atOpen serverFigures
	if scrapeErr == nil {
		atOpen, scrapeErr = scrapeServer(ctx, page, cfg.MetricsKey)
	}
	st := &loadStats{errs: map[string]int{}, examples: map[string]string{}}
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	rooms := make([]*bareLoadRoom, cfg.Rooms)
	began := time.Now()
	for i := range rooms {
		rooms[i] = &bareLoadRoom{cfg: cfg, stats: st, rng: rand.New(rand.NewPCG(cfg.Seed, uint64(i)))}
	}
	openingAtMost(len(rooms), func(i int) {
		if err := rooms[i].open(lctx, fmt.Sprintf("load-%d", i)); err != nil && lctx.Err() == nil {
			st.failedWith("open error", err)
		}
	})
	defer closeBareRooms(rooms)
	rep.OpenSeconds = time.Since(began).Seconds()
	if err := ctx.Err(); err != nil {
		return rep, fmt.Errorf("loadtest: interrupted while opening rooms: %w", err)
	}
	if errs := st.errorMap(); len(errs) > 0 {
		return rep, fmt.Errorf("loadtest: the bare server's rooms at %s would not open: %v", cfg.URL, errs)
	}
	fmt.Fprintf(progress, "loadtest: %d rooms of the bare server open in %.1f s; playing for %s\n", cfg.Rooms, rep.OpenSeconds, cfg.Duration)
	start := make(chan struct{})
	var playing sync.WaitGroup
	for _, r := range rooms {
		playing.Go(func() { r.play(lctx, start) })
	}
	if err := timeWindow(ctx, cfg, st, start, page, atOpen, scrapeErr, &rep); err != nil {
		return rep, err
	}
	heap, _, rss := memNow()
	rep.HeapInUse, rep.RSS = float64(heap)/(1<<20), float64(rss)/(1<<20)
	rep.Goroutines = runtime.NumGoroutine()
	cancel()
	closeBareRooms(rooms) // a client blocked in a read ends with its connection
	playing.Wait()
	st.fill(&rep)
	return rep, nil
}

// open connects the room's seats and names the room to the bare server.
func (r *bareLoadRoom) open(ctx context.Context, name string) error {
	ctx, cancel := context.WithTimeout(ctx, dialTimeout)
	defer cancel()
	for range r.cfg.Players {
		c, _, err := websocket.Dial(ctx, r.cfg.URL, nil)
		if err != nil {
			return fmt.Errorf("loadtest: the bare server at %s: %w", r.cfg.URL, err)
		}
		r.conns = append(r.conns, c)
		if err := c.Write(ctx, websocket.MessageText, []byte(bareRoomPrefix+name)); err != nil {
			return fmt.Errorf("loadtest: naming the room to the bare server: %w", err)
		}
	}
	return nil
}

// play moves the room's seats in turn until ctx ends: the seat to move
// thinks, sends, and the move is timed until its sender has it (latency)
// and every seat has it (reach).
func (r *bareLoadRoom) play(ctx context.Context, start <-chan struct{}) {
	select {
	case <-ctx.Done():
		return
	case <-start:
	}
	think := time.NewTimer(0)
	defer think.Stop()
	for turn := 0; ; turn = (turn + 1) % len(r.conns) {
		if r.cfg.Think > 0 {
			think.Reset(thinkingTime(r.rng, r.cfg.Think))
			select {
			case <-ctx.Done():
				return
			case <-think.C:
			}
		}
		sent := time.Now()
		if err := r.conns[turn].Write(ctx, websocket.MessageText, bareMoveMessage); err != nil {
			r.failed(ctx, err)
			return
		}
		var latency time.Duration
		for i := range r.conns {
			c := r.conns[(turn+i)%len(r.conns)] // the sender's first
			if _, _, err := c.Read(ctx); err != nil {
				r.failed(ctx, err)
				return
			}
			if i == 0 {
				latency = time.Since(sent)
			}
		}
		reach := time.Since(sent)
		if r.stats.counting.Load() {
			r.stats.moves.Add(1)
			r.stats.mu.Lock()
			r.stats.latencies = append(r.stats.latencies, latency)
			r.stats.reaches = append(r.stats.reaches, reach)
			r.stats.mu.Unlock()
		}
	}
}

// failed counts a broken room, unless the run is over.
func (r *bareLoadRoom) failed(ctx context.Context, err error) {
	if ctx.Err() == nil {
		r.stats.failedWith("client error", fmt.Errorf("loadtest: a room of the bare server: %w", err))
	}
}

func closeBareRooms(rooms []*bareLoadRoom) {
	for _, r := range rooms {
		for _, c := range r.conns {
			_ = c.CloseNow()
		}
	}
}
