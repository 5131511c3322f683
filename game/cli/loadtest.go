//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"maps"
	"math/rand/v2"
	"net"
	"os"
	"os/signal"
	"runtime"
	"runtime/pprof"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"orbis/game/online"
	"orbis/game/online/server"
)

// loadConfig is what one load test runs.
type loadConfig struct {
	Rooms       int
	Players     int
	Computers   int // of the players, seats the server's Medium computer plays
	Game        string
	Duration    time.Duration
	Think       time.Duration // a client waits about this long before each act (0: none)
	URL         string        // "" runs a server in this process
	MetricsKey  string        // the server's health token, for its /metrics from afar
	Memory      bool          // the in-process server keeps its rooms in memory, not NATS
	SyncEvery   time.Duration // the embedded NATS's fsync interval; 0 syncs every write
	Profile     string        // a CPU profile of the timed window goes here
	HeapProfile string        // and a heap profile at its end
	Seed        uint64
	Log         *slog.Logger   // the in-process server's log
	LogLevel    *slog.LevelVar // raised once the window is over
}

// loadReport is what a load test measured, over the timed window only
// (after every room was open).
type loadReport struct {
	Rooms       int               `json:"rooms"`
	Clients     int               `json:"clients"`
	Game        string            `json:"game"`
	InProcess   bool              `json:"in_process"`
	OpenSeconds float64           `json:"open_seconds"` // opening every room, before the window
	Seconds     float64           `json:"seconds"`
	Moves       int64             `json:"moves"` // units a seat played and the server took
	MovesPerSec float64           `json:"moves_per_second"`
	Games       int64             `json:"games_finished"`
	LatencyP50  float64           `json:"latency_p50_ms"`
	LatencyP90  float64           `json:"latency_p90_ms"`
	LatencyP99  float64           `json:"latency_p99_ms"`
	LatencyMax  float64           `json:"latency_max_ms"`
	Reaches     int               `json:"reaches,omitempty"` // acts timed to every seat of their room
	ReachP50    float64           `json:"reach_p50_ms,omitempty"`
	ReachP99    float64           `json:"reach_p99_ms,omitempty"`
	ReachMax    float64           `json:"reach_max_ms,omitempty"`
	Think       float64           `json:"think_seconds,omitempty"`
	Turns       int               `json:"turns,omitempty"` // turns of seats acting at once, timed
	TurnP50     float64           `json:"turn_p50_ms,omitempty"`
	TurnP99     float64           `json:"turn_p99_ms,omitempty"`
	HeapPerRoom float64           `json:"heap_per_room_kib"` // in-process: server and clients together
	RSSPerRoom  float64           `json:"rss_per_room_kib"`
	LivePerRoom float64           `json:"live_heap_per_room_kib"` // the objects alone, without the spans' free room
	HeapInUse   float64           `json:"heap_in_use_mib"`
	RSS         float64           `json:"rss_mib"`
	Errors      map[string]int    `json:"errors"` // refusals by reason, failures by kind
	Examples    map[string]string `json:"error_examples,omitempty"`
	Reconnects  int64             `json:"reconnects"`
	CPUSeconds  float64           `json:"cpu_seconds"` // this process's, over the window
	CPUPerMove  float64           `json:"cpu_ms_per_move"`
	Goroutines  int               `json:"goroutines"`
	// The server's own figures (--url: its /metrics), over the window.
	ServerMoves      float64 `json:"server_moves,omitempty"`
	ServerCPUSeconds float64 `json:"server_cpu_seconds,omitempty"`
	ServerCPUPerMove float64 `json:"server_cpu_ms_per_move,omitempty"`
	ServerRooms      float64 `json:"server_rooms_open,omitempty"`
	ServerRSS        float64 `json:"server_rss_mib,omitempty"`
	ServerRSSPerRoom float64 `json:"server_rss_per_room_kib,omitempty"`
	ServerFigures    string  `json:"server_figures_error,omitempty"` // why there are none
	OpenFilesMax     uint64  `json:"open_files_limit"`
}

// cmdLoadtest opens many rooms of scripted clients, each playing random
// legal moves as fast as the server takes them, and reports the server's
// throughput, its action latency and its memory per room.
func cmdLoadtest(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	cfg := loadConfig{}
	fs.IntVar(&cfg.Rooms, "rooms", 1000, "rooms played at once")
	fs.IntVar(&cfg.Players, "players", 2, "seats per room: clients, and the --computers")
	fs.IntVar(&cfg.Computers, "computers", 0, "of the --players, seats the server's Medium computer plays (one seat at least is a client's)")
	fs.StringVar(&cfg.Game, "game", "orbis", "the game the rooms play: orbis or orbit")
	fs.DurationVar(&cfg.Duration, "duration", 60*time.Second, "how long the rooms play once all are open")
	fs.DurationVar(&cfg.Think, "think", 0, "each client waits a random time around this (half to one and a half times) before each act, as a person does; 0 acts at once")
	fs.StringVar(&cfg.MetricsKey, "metrics-token", "", "with --url from another machine: the server's health token, to read its /metrics")
	fs.StringVar(&cfg.URL, "url", "", "a server's WebSocket URL (ws://host:port/ws); none runs one in this process")
	store := fs.String("store", "nats", "the in-process server's store: nats (embedded, on disk) or memory")
	sync := fs.String("sync", "always", syncUsage)
	seed := fs.Uint64("seed", 1, "seed of the clients' random moves")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	profile := fs.String("cpuprofile", "", "write a CPU profile of the timed window to this file")
	heapProfile := fs.String("memprofile", "", "write a heap profile, every room open, to this file")
	bare := fs.Bool("bare", false, "the server at --url is orbis bare-server: each move a message it stores and sends to every seat (the least a move can cost)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 || cfg.Rooms < 1 || cfg.Players < 1 || cfg.Players > online.MaxSeats || cfg.Duration <= 0 || cfg.Think < 0 || cfg.Computers < 0 || cfg.Computers >= cfg.Players {
		return usageError("want --rooms N ≥ 1, --players 1 to %d, --computers fewer than the players and a positive --duration", online.MaxSeats)
	}
	if *store != "nats" && *store != "memory" {
		return usageError("--store nats or memory, not %q", *store)
	}
	every, err := parseSync(*sync)
	if err != nil {
		return err
	}
	cfg.Seed, cfg.Memory, cfg.SyncEvery, cfg.Profile, cfg.HeapProfile = *seed, *store == "memory", every, *profile, *heapProfile
	cfg.LogLevel = new(slog.LevelVar)
	cfg.LogLevel.Set(slog.LevelWarn)
	cfg.Log = slog.New(slog.NewTextHandler(stderr, &slog.HandlerOptions{Level: cfg.LogLevel}))
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	run := runLoad
	if *bare {
		if cfg.URL == "" || cfg.Computers > 0 {
			return usageError("--bare wants the --url of orbis bare-server, and no --computers")
		}
		run = runBareLoad
	}
	rep, err := run(ctx, cfg, stderr)
	if err != nil {
		return err
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	rep.write(stdout)
	return nil
}

// runLoad runs a load test and reports it; progress goes to progress.
func runLoad(ctx context.Context, cfg loadConfig, progress io.Writer) (loadReport, error) {
	rep := loadReport{Rooms: cfg.Rooms, Clients: cfg.Rooms * (cfg.Players - cfg.Computers), Game: cfg.Game, InProcess: cfg.URL == "", OpenFilesMax: raiseOpenFiles(), Think: cfg.Think.Seconds()}
	ends := 1 // a client's socket; in process the server's end of it too
	if rep.InProcess {
		ends = 2
	}
	if err := rep.enoughOpenFiles(ends); err != nil {
		return rep, err
	}
	url := cfg.URL
	if url == "" {
		stopServer, u, err := startLoadServer(ctx, cfg)
		if err != nil {
			return rep, err
		}
		defer stopServer()
		url = u
	}
	heap0, live0, rss0 := memNow()
	// Against a server of its own: its figures before the rooms open.
	var page string
	var atOpen serverFigures
	var scrapeErr error
	if !rep.InProcess {
		if page, scrapeErr = metricsURL(url); scrapeErr == nil {
			atOpen, scrapeErr = scrapeServer(ctx, page, cfg.MetricsKey)
		}
	}

	st := &loadStats{errs: map[string]int{}, examples: map[string]string{}}
	lctx, cancel := context.WithCancel(ctx)
	defer cancel()
	start := make(chan struct{})
	rooms := make([]*loadRoom, cfg.Rooms)
	began := time.Now()
	for i := range rooms {
		rooms[i] = &loadRoom{cfg: cfg, url: url, stats: st, rng: rand.New(rand.NewPCG(cfg.Seed, uint64(i)))}
	}
	openingAtMost(len(rooms), func(i int) { rooms[i].open(lctx) })
	rep.OpenSeconds = time.Since(began).Seconds()
	if err := ctx.Err(); err != nil {
		return rep, fmt.Errorf("loadtest: interrupted while opening rooms: %w", err)
	}
	open := 0
	for _, r := range rooms {
		if r.clients != nil {
			open++
		}
	}
	fmt.Fprintf(progress, "loadtest: %d of %d rooms open in %.1f s; playing for %s\n", open, cfg.Rooms, rep.OpenSeconds, cfg.Duration)
	if open == 0 {
		return rep, fmt.Errorf("loadtest: no room could be opened at %s: %v", url, st.errorMap())
	}

	var playing sync.WaitGroup
	for _, r := range rooms {
		playing.Go(func() { r.run(lctx, start) })
	}
	if err := timeWindow(ctx, cfg, st, start, page, atOpen, scrapeErr, &rep); err != nil {
		return rep, err
	}
	// Memory with every room still open and playing.
	heap1, live1, rss1 := memNow()
	if cfg.HeapProfile != "" {
		if err := writeHeapProfile(cfg.HeapProfile); err != nil {
			return rep, err
		}
	}
	rep.Goroutines = runtime.NumGoroutine()
	if cfg.LogLevel != nil {
		// Closing the clients cuts the server's moves in flight short: no news.
		cfg.LogLevel.Set(slog.LevelError + 1)
	}
	cancel()
	playing.Wait()
	closeAll(rooms)

	rep.HeapInUse, rep.RSS = float64(heap1)/(1<<20), float64(rss1)/(1<<20)
	if rep.InProcess {
		rep.HeapPerRoom = float64(int64(heap1)-int64(heap0)) / 1024 / float64(cfg.Rooms)
		rep.RSSPerRoom = float64(int64(rss1)-int64(rss0)) / 1024 / float64(cfg.Rooms)
		rep.LivePerRoom = float64(int64(live1)-int64(live0)) / 1024 / float64(cfg.Rooms)
	}
	st.fill(&rep)
	return rep, nil
}

// enoughOpenFiles says whether the process may open a socket for each of
// the report's clients, ends of it each, and some more.
func (rep *loadReport) enoughOpenFiles(ends int) error {
	if need := uint64(rep.Clients*ends + 256); rep.OpenFilesMax != 0 && rep.OpenFilesMax < need {
		return fmt.Errorf("loadtest: %d open files allowed, %d clients need about %d (ulimit -n)", rep.OpenFilesMax, rep.Clients, need)
	}
	return nil
}

// openingAtMost runs open for each of n rooms, a few dozen at a time, and
// waits for them all: every join is a store write, and thousands of
// handshakes at once only queue behind each other.
func openingAtMost(n int, open func(i int)) {
	var opening sync.WaitGroup
	sem := make(chan struct{}, 64)
	for i := range n {
		sem <- struct{}{}
		opening.Go(func() {
			defer func() { <-sem }()
			open(i)
		})
	}
	opening.Wait()
}

// timeWindow lets the clients play (closing start) for the window and
// measures it: its length, this process's CPU, the server's figures at its
// start and end (from page, when scrapeErr and the figures before the rooms
// opened, atOpen, leave any), and a CPU profile of it if asked for.
func timeWindow(ctx context.Context, cfg loadConfig, st *loadStats, start chan<- struct{}, page string, atOpen serverFigures, scrapeErr error, rep *loadReport) error {
	if cfg.Profile != "" {
		f, err := os.Create(cfg.Profile)
		if err != nil {
			return fmt.Errorf("loadtest: the profile: %w", err)
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return fmt.Errorf("loadtest: the profile %s: %w", cfg.Profile, err)
		}
		defer pprof.StopCPUProfile()
	}
	var atStart serverFigures
	if page != "" && scrapeErr == nil {
		atStart, scrapeErr = scrapeServer(ctx, page, cfg.MetricsKey)
	}
	cpu0 := cpuSeconds()
	t0 := time.Now()
	st.counting.Store(true)
	close(start)
	select {
	case <-ctx.Done():
	case <-time.After(cfg.Duration):
	}
	st.counting.Store(false)
	rep.Seconds = time.Since(t0).Seconds()
	rep.CPUSeconds = cpuSeconds() - cpu0
	if page != "" && scrapeErr == nil {
		var atEnd serverFigures
		if atEnd, scrapeErr = scrapeServer(ctx, page, cfg.MetricsKey); scrapeErr == nil {
			rep.serverCost(atOpen, atStart, atEnd)
		}
	}
	if scrapeErr != nil {
		rep.ServerFigures = scrapeErr.Error()
	}
	return nil
}

// startLoadServer runs a server on an embedded NATS store in a fresh
// directory, on a free port of 127.0.0.1.
func startLoadServer(ctx context.Context, cfg loadConfig) (stop func(), url string, err error) {
	dir, err := os.MkdirTemp("", "orbis-loadtest-")
	if err != nil {
		return nil, "", fmt.Errorf("loadtest: the store's directory: %w", err)
	}
	store := server.NewMemoryStore()
	if !cfg.Memory {
		if store, err = server.OpenNATS(ctx, server.NATSOptions{DataDir: dir, SyncEvery: cfg.SyncEvery}); err != nil {
			_ = os.RemoveAll(dir)
			return nil, "", fmt.Errorf("loadtest: the store: %w", err)
		}
	}
	// Every client comes from 127.0.0.1: the limits per address would
	// otherwise let 30 of them join and 4 create rooms a minute, and the
	// connections' bound per address 64 of them in. A few rooms alone on
	// the machine play faster than a person's 20 messages a second.
	srv, err := server.New(server.Config{Games: onlineGames(), Store: store, Logger: cfg.Log, JoinsPerMinute: 1 << 30, MessagesPerSecond: 1 << 20,
		Conns:  server.ConnLimits{Max: -1, PerAddr: -1},
		Limits: server.Limits{CreatesPerMinute: 1 << 30, OpenRoomsPerAddress: 1 << 30, MaxOpenRooms: 1 << 30}})
	if err != nil {
		_ = store.Close()
		_ = os.RemoveAll(dir)
		return nil, "", fmt.Errorf("loadtest: the server: %w", err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		_ = store.Close()
		_ = os.RemoveAll(dir)
		return nil, "", fmt.Errorf("loadtest: listening: %w", err)
	}
	sctx, cancel := context.WithCancel(context.Background())
	served := make(chan struct{})
	go func() { _ = srv.Serve(sctx, ln, "", ""); close(served) }()
	stop = func() {
		cancel()
		<-served
		_ = store.Close()
		_ = os.RemoveAll(dir)
	}
	return stop, "ws://" + ln.Addr().String() + "/ws", nil
}

func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("loadtest: the heap profile: %w", err)
	}
	if err := pprof.WriteHeapProfile(f); err != nil {
		f.Close()
		return fmt.Errorf("loadtest: the heap profile %s: %w", path, err)
	}
	return f.Close()
}

// memNow is the heap in use after a collection (whole spans), the live
// objects in it, and the resident set.
func memNow() (heap, live, rss uint64) {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapInuse, ms.HeapAlloc, vmRSS()
}

// vmRSS reads this process's resident set from /proc (0 where there is none).
func vmRSS() uint64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(data)) {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, _ := strconv.ParseUint(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// closeAll closes every room's clients, many at a time: a Close waits for
// its reader to end.
func closeAll(rooms []*loadRoom) {
	var wg sync.WaitGroup
	sem := make(chan struct{}, 256)
	for _, r := range rooms {
		for _, c := range r.clients {
			sem <- struct{}{}
			wg.Go(func() { c.Close(); <-sem })
		}
	}
	wg.Wait()
}

// loadStats are the counts of every client, over the timed window.
type loadStats struct {
	counting   atomic.Bool
	moves      atomic.Int64
	games      atomic.Int64
	reconnects atomic.Int64

	mu        sync.Mutex
	latencies []time.Duration
	turns     []time.Duration // at once: from an order to the last follow reaching every client
	reaches   []time.Duration // in turn: from an act's send to every client having it
	errs      map[string]int
	examples  map[string]string // kind: the first error of that kind
}

// failedWith counts a failure; the first of each kind is kept as an example.
func (st *loadStats) failedWith(kind string, err error) {
	st.mu.Lock()
	st.errs[kind]++
	if _, ok := st.examples[kind]; !ok && err != nil {
		st.examples[kind] = err.Error()
	}
	st.mu.Unlock()
}

func (st *loadStats) errorMap() map[string]int {
	st.mu.Lock()
	defer st.mu.Unlock()
	return maps.Clone(st.errs)
}

// kind names an error for the report: a refusal by its reason.
func kind(err error) string {
	var ref *online.Refused
	switch {
	case errors.As(err, &ref):
		return "refused:" + ref.Reason
	case errors.Is(err, context.DeadlineExceeded):
		return "timeout"
	}
	return "error"
}

func (st *loadStats) fill(rep *loadReport) {
	st.mu.Lock()
	lat, turns, reaches := st.latencies, st.turns, st.reaches
	rep.Errors = maps.Clone(st.errs)
	rep.Examples = maps.Clone(st.examples)
	st.mu.Unlock()
	rep.Moves = st.moves.Load()
	rep.Games = st.games.Load()
	rep.Reconnects = st.reconnects.Load()
	if rep.Seconds > 0 {
		rep.MovesPerSec = float64(rep.Moves) / rep.Seconds
	}
	if rep.Moves > 0 {
		rep.CPUPerMove = 1000 * rep.CPUSeconds / float64(rep.Moves)
	}
	slices.Sort(lat)
	ms := func(q float64) float64 {
		if len(lat) == 0 {
			return 0
		}
		return float64(lat[min(len(lat)-1, int(q*float64(len(lat))))]) / float64(time.Millisecond)
	}
	rep.LatencyP50, rep.LatencyP90, rep.LatencyP99, rep.LatencyMax = ms(0.50), ms(0.90), ms(0.99), ms(1)
	slices.Sort(reaches)
	if rep.Reaches = len(reaches); rep.Reaches > 0 {
		rep.ReachP50, rep.ReachP99, rep.ReachMax = quantileMs(reaches, 0.50), quantileMs(reaches, 0.99), quantileMs(reaches, 1)
	}
	slices.Sort(turns)
	rep.Turns = len(turns)
	if len(turns) > 0 {
		rep.TurnP50, rep.TurnP99 = quantileMs(turns, 0.50), quantileMs(turns, 0.99)
	}
}

// quantileMs is a quantile of sorted durations, in milliseconds.
func quantileMs(sorted []time.Duration, q float64) float64 {
	return float64(sorted[min(len(sorted)-1, int(q*float64(len(sorted))))]) / float64(time.Millisecond)
}

func (rep loadReport) write(w io.Writer) {
	where := "against " + "the server at --url"
	if rep.InProcess {
		where = "in process (server on embedded NATS, and the clients)"
	}
	fmt.Fprintf(w, "rooms %d, clients %d, game %s, %s\n", rep.Rooms, rep.Clients, rep.Game, where)
	fmt.Fprintf(w, "opened in %.1f s; played %.1f s; %d games finished\n", rep.OpenSeconds, rep.Seconds, rep.Games)
	fmt.Fprintf(w, "moves %d: %.0f moves/s\n", rep.Moves, rep.MovesPerSec)
	fmt.Fprintf(w, "action latency: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms\n", rep.LatencyP50, rep.LatencyP90, rep.LatencyP99, rep.LatencyMax)
	if rep.Reaches > 0 {
		fmt.Fprintf(w, "reach: p50 %.1f ms, p99 %.1f ms, max %.1f ms (%d acts, from the send to every seat of the room having it)\n", rep.ReachP50, rep.ReachP99, rep.ReachMax, rep.Reaches)
	}
	if rep.Think > 0 {
		fmt.Fprintf(w, "think: each client waits %.1f s on average before an act\n", rep.Think)
	}
	if rep.Turns > 0 { // the seats act at once: a turn is an order and every captain's follow
		fmt.Fprintf(w, "turn: p50 %.1f ms, p99 %.1f ms (%d turns, from the order to the last follow reaching every client)\n", rep.TurnP50, rep.TurnP99, rep.Turns)
	}
	fmt.Fprintf(w, "memory: heap in use %.1f MiB, RSS %.1f MiB", rep.HeapInUse, rep.RSS)
	if rep.InProcess {
		fmt.Fprintf(w, "; per room %.1f KiB heap in use (%.1f KiB live), %.1f KiB RSS", rep.HeapPerRoom, rep.LivePerRoom, rep.RSSPerRoom)
	}
	fmt.Fprintf(w, "\nCPU %.1f s over %.1f s (%.0f%% of a core), %.2f ms a move; %d goroutines; open files limit %d\n",
		rep.CPUSeconds, rep.Seconds, 100*rep.CPUSeconds/max(rep.Seconds, 1e-9), rep.CPUPerMove, rep.Goroutines, rep.OpenFilesMax)
	switch {
	case rep.ServerFigures != "":
		fmt.Fprintf(w, "server: no figures: %s\n", rep.ServerFigures)
	case !rep.InProcess:
		fmt.Fprintf(w, "server: CPU %.1f s, %.3f ms a move (%.0f moves stored); RSS %.1f MiB, %.1f KiB a room (%.0f rooms open)\n",
			rep.ServerCPUSeconds, rep.ServerCPUPerMove, rep.ServerMoves, rep.ServerRSS, rep.ServerRSSPerRoom, rep.ServerRooms)
	}
	keys := make([]string, 0, len(rep.Errors))
	for k := range rep.Errors {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, rep.Errors[k])
	}
	if len(parts) == 0 {
		parts = []string{"none"}
	}
	fmt.Fprintf(w, "errors: %s; reconnects %d\n", strings.Join(parts, ", "), rep.Reconnects)
	for _, k := range keys {
		if e := rep.Examples[k]; e != "" {
			fmt.Fprintf(w, "  %s, the first: %s\n", k, e)
		}
	}
}
