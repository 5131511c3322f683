//go:build !js

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"orbis/game/headless"
	"orbis/game/online"
	"orbis/game/online/server"
)

// onlineGames are the games a server's rooms play: the registry's online
// ones.
func onlineGames() []online.Ruleset {
	var out []online.Ruleset
	for _, f := range withFeature(func(f headless.Features) bool { return f.Online != nil }) {
		out = append(out, f.Online())
	}
	return out
}

// cmdServer runs the authoritative server of network play until it is
// interrupted: rooms in NATS JetStream (embedded, or a cluster's with
// --nats), WebSocket at /ws, /healthz, and the web build at /.
func cmdServer(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", ":8080", "address to listen on")
	data := fs.String("data", "orbis-data", "directory of the embedded NATS server's storage")
	natsURL := fs.String("nats", "", "NATS URL(s) of a cluster to share with other servers, instead of the embedded one")
	replicas := fs.Int("replicas", 1, "copies of each room in a NATS cluster (3 for a three-node cluster)")
	web := fs.String("web", "dist/web", "directory of the web build served beside the game")
	cert := fs.String("tls-cert", "", "TLS certificate file (with --tls-key)")
	key := fs.String("tls-key", "", "TLS key file")
	origins := fs.String("origin", "", "comma-separated host names (or patterns, *.example.com) by which browsers open this server's page, besides its addresses and localhost")
	joins := fs.Int("join-rate", 30, "rooms one address may look up a minute: creates, joins, resumes and games messages, and each room a games message does not find (raise for load tests)")
	trust := fs.String("trust-proxy", "", "comma-separated CIDR prefixes of reverse proxies whose X-Forwarded-For or Forwarded header names the client (no one's by default)")
	creates := fs.Int("create-rate", 4, "rooms one address may create a minute")
	openRooms := fs.Int("open-rooms", 20, "unfinished rooms one address may have created (an IPv6 address counts as its /64)")
	maxRooms := fs.Int("max-rooms", 10000, "unfinished rooms in all; past it new rooms are refused as server_full")
	maxSeats := fs.Int("max-seats", server.DefaultMaxRoomSeats, "the most seats a room may have, people and computers (each game its own range; at most 255)")
	maxSpectators := fs.Int("max-spectators", server.DefaultMaxSpectators, "the most connections that may watch one room on this server (one address a quarter of them)")
	roomThink := fs.Duration("room-think", time.Minute, "thinking a room's computer seats may do an hour; then they play at the cheapest level until it refills")
	maxBytes := fs.Int64("store-max-bytes", server.DefaultStoreMaxBytes, "size limit of the rooms in the store, in bytes (new rooms stop at nine tenths; 0: no limit)")
	msgs := fs.Int("message-rate", 20, "messages a connection may send a second")
	think := fs.Duration("think", 5*time.Second, "the longest a computer seat thinks")
	level := fs.String("log-level", "info", "log level: debug, info, warn or error")
	conns := connFlags(fs)
	profiles := profileFlags(fs)
	match := matchFlags(fs)
	healthToken := fs.String("health-token", "", "a secret that lets a request with \"Authorization: Bearer SECRET\" read /healthz?detail (the rooms the check at start found damaged) and /metrics (the server's figures, for Prometheus) from anywhere; without it only loopback may")
	sync := fs.String("sync", "always", syncUsage)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 || (*cert == "") != (*key == "") {
		return usageError("want flags only, and --tls-cert with --tls-key")
	}
	tuneServerGC()
	syncEvery, err := parseSync(*sync)
	if err != nil {
		return err
	}
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(*level)); err != nil {
		return usageError("--log-level: %v", err)
	}
	trusted, err := server.ParseTrustedProxies(*trust)
	if err != nil {
		return usageError("--trust-proxy: %v", err)
	}
	log := slog.New(slog.NewJSONHandler(stderr, &slog.HandlerOptions{Level: lv}))
	if *natsURL == "" { // the embedded NATS keeps the rooms in --data
		if err := server.CheckDataOutsideWeb(*web, *data); err != nil {
			return err
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	store, err := server.OpenNATS(ctx, server.NATSOptions{URL: *natsURL, DataDir: *data, Logger: log, Replicas: *replicas, MaxBytes: *maxBytes,
		SyncEvery: syncEvery})
	if err != nil {
		return fmt.Errorf("storage: %w", err)
	}
	defer store.Close()
	var patterns []string
	for _, o := range strings.Split(*origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			patterns = append(patterns, o)
		}
	}
	ladders, err := onlineLadders()
	if err != nil {
		return err
	}
	srv, err := server.New(server.Config{Games: onlineGames(), Store: store, Logger: log, WebDir: *web,
		Match: match(), Ladders: ladders,
		OriginPatterns: patterns, TrustedProxies: trusted, JoinsPerMinute: *joins, MessagesPerSecond: *msgs, ThinkBudget: *think, Conns: conns(),
		Profiles: profiles(),
		Limits:   server.Limits{CreatesPerMinute: *creates, OpenRoomsPerAddress: *openRooms, MaxOpenRooms: *maxRooms, RoomThinkPerHour: *roomThink, MaxRoomSeats: *maxSeats, MaxSpectators: *maxSpectators}, HealthToken: *healthToken})
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	return srv.Serve(ctx, ln, *cert, *key)
}

// syncUsage explains --sync of orbis server and orbis loadtest.
const syncUsage = "when the embedded NATS server flushes its files to the disk (fsync): always (every write is on the disk before it is acknowledged; writes that come together share an fsync) or every DURATION (e.g. 1m: a power cut may lose what was acknowledged since)"

// parseSync reads --sync: "always" is 0, else a positive duration.
func parseSync(s string) (time.Duration, error) {
	if s == "always" {
		return 0, nil
	}
	d, err := time.ParseDuration(s)
	if err != nil || d <= 0 {
		return 0, usageError("--sync always or a positive duration (e.g. 1m), not %q", s)
	}
	return d, nil
}

// onlineViews are the same games as a client follows them.
func onlineViews() []online.Viewer {
	var out []online.Viewer
	for _, g := range onlineGames() {
		out = append(out, g)
	}
	return out
}
