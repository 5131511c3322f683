package server

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	natsserver "github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// NATSOptions says where a NATS-backed Store keeps its rooms.
type NATSOptions struct {
	// URL of the NATS server or cluster, comma-separated; empty runs an
	// embedded server.
	URL string
	// DataDir is the embedded server's JetStream directory.
	DataDir string
	// Logger gets connection events and, at debug level, the embedded
	// server's log; nil logs nothing.
	Logger *slog.Logger
	// Replicas of the rooms bucket: 1 (the default), 3 on a cluster.
	Replicas int
	// ListenPort makes the embedded server accept TCP clients on all
	// interfaces (-1 picks a free port); 0 keeps it in-process only.
	ListenPort int
	// MaxBytes limits the rooms bucket's size (0: no limit); a write past
	// it fails with ErrFull.
	MaxBytes int64
	// SyncEvery is how often the embedded server flushes its files to the
	// disk (fsync); 0, the default, syncs every write before it is
	// acknowledged (many writes to one fsync), so a power cut loses no
	// move a player saw taken.
	SyncEvery time.Duration
}

const (
	// roomsBucket is the KV bucket holding room documents by code.
	roomsBucket = "orbis-rooms"
	// maxValueSize leaves room over MaxDocSize for the headers a KV write
	// carries, which JetStream counts against the limit too.
	maxValueSize = MaxDocSize + 16<<10
	// embeddedMaxPayload lets a whole MaxDocSize message through (the
	// NATS default is exactly 1 MiB, headers included).
	embeddedMaxPayload = 2 << 20
	// startWait bounds the embedded server's start.
	startWait = 10 * time.Second
	// closeWait bounds draining the connection on Close.
	closeWait = 5 * time.Second
	// writeTry bounds one attempt at a write: a healthy cluster answers in
	// milliseconds, but a write to a dead stream leader is never answered.
	writeTry = 2 * time.Second
	// writeWait bounds a write's attempts when the caller gave no deadline:
	// longer than a JetStream leader election (4 to 9 s) after a node dies.
	writeWait = 15 * time.Second
	// openTry and openWait bound the rooms bucket's opening, an attempt and
	// all of them: making a replicated stream takes a while.
	openTry  = 5 * time.Second
	openWait = 30 * time.Second
	// watchCheck is how long a watch may be quiet before the room's latest
	// revision is read directly: nats.go notices a consumer lost with a
	// NATS node only after its heartbeats have been missed for a while.
	watchCheck = 5 * time.Second
	// watchGrace is how long a watch has to deliver a revision a check
	// found before the check passes it on.
	watchGrace = time.Second
	// retryWait spaces a write's attempts and a lost watch's renewals.
	retryWait = 250 * time.Millisecond
	// listWait bounds Rooms when the caller gave no deadline, since a key
	// listing is a watch that would otherwise wait forever.
	listWait = 30 * time.Second
)

// natsStore is a Store on a JetStream KV bucket; revisions are the
// bucket's stream sequences.
type natsStore struct {
	log    *slog.Logger
	srv    *natsserver.Server // nil when connected to an outside NATS
	nc     *nats.Conn
	kv     jetstream.KeyValue
	update *kvUpdater         // kv's compare-and-set writes
	idx    jetstream.KeyValue // the index of unfinished rooms
	marks  *natsMarks
	docs   map[string]*natsDocs // by Docs name
	closed chan struct{}        // closed by the connection's closed handler

	watches   roomWatches        // the server's one watch of the rooms
	watchCtx  context.Context    // ends the rooms' watch
	watchStop context.CancelFunc // on Close

	health health
	fault  *fault     // of the embedded server's storage
	sync   *groupSync // of the embedded server's writes; nil when it syncs on an interval
	// alone: an embedded server that takes no connections, so this
	// store's writes are all the rooms' bucket gets, and its watches
	// hear of them from the writes themselves (natsStore.wrote).
	alone bool
	revs  knownRevs // a store alone checks its writes' revisions itself
	// plainSaves counts the saves a store alone checked itself, for the
	// tests.
	plainSaves atomic.Uint64
	stop       context.CancelFunc // ends mend and sync
	mended     sync.WaitGroup

	once     sync.Once
	closeErr error
}

// OpenNATS opens the rooms bucket on the NATS server at opts.URL or, when
// that is empty, on an embedded server storing in opts.DataDir.
func OpenNATS(ctx context.Context, opts NATSOptions) (Store, error) {
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	replicas := opts.Replicas
	switch {
	case replicas < 0:
		return nil, fmt.Errorf("store: nats: %d replicas", replicas)
	case replicas == 0:
		replicas = 1
	}

	s := &natsStore{log: log, closed: make(chan struct{}), fault: newFault()}
	s.watches = roomWatches{s: s, byCode: map[string][]*roomWatch{}}
	s.watchCtx, s.watchStop = context.WithCancel(context.Background())
	copts := []nats.Option{
		nats.Name("orbis server"),
		nats.ClosedHandler(func(*nats.Conn) { close(s.closed) }),
		nats.DrainTimeout(closeWait),
		nats.ErrorHandler(func(_ *nats.Conn, sub *nats.Subscription, err error) {
			subj := ""
			if sub != nil {
				subj = sub.Subject
			}
			log.Warn("nats: async error", "subject", subj, "err", err)
		}),
	}
	url := opts.URL
	if url == "" {
		if opts.DataDir == "" {
			return nil, errors.New("store: nats: embedded server needs a data directory")
		}
		if replicas > 1 {
			// One embedded server cannot hold more than one copy.
			log.Warn("store: embedded NATS keeps 1 replica", "asked", replicas)
			replicas = 1
		}
		srv, err := startEmbedded(opts, log, s.fault)
		if err != nil {
			return nil, err
		}
		s.srv, s.alone = srv, opts.ListenPort == 0
		url = srv.ClientURL()
		copts = append(copts, nats.InProcessServer(srv))
	} else {
		copts = append(copts,
			// Keep trying through a node's outage; the cluster's other
			// URLs, given or gossiped, are tried in turn.
			nats.MaxReconnects(-1),
			nats.ReconnectWait(time.Second),
			// Notice a dead node in ~30s rather than the default minutes.
			nats.PingInterval(10*time.Second),
			nats.MaxPingsOutstanding(3),
			nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
				// Closing disconnects too, with no error: nothing to warn of.
				if err != nil {
					log.Warn("nats: disconnected", "err", err)
				}
			}),
			nats.ReconnectHandler(func(nc *nats.Conn) {
				log.Info("nats: reconnected", "url", nc.ConnectedUrlRedacted())
			}),
		)
	}

	nc, err := nats.Connect(url, copts...)
	if err != nil {
		s.stopServer()
		return nil, fmt.Errorf("store: nats: connect to %s: %w", redact(url), err)
	}
	s.nc = nc
	if mp := nc.MaxPayload(); mp < maxValueSize {
		log.Warn("store: NATS max_payload is below the room document limit; large rooms will be refused",
			"max_payload", mp, "want", maxValueSize)
	}

	kv, err := openBucket(ctx, nc, replicas, log)
	if err != nil {
		s.Close()
		return nil, err
	}
	s.kv, s.update = kv, newKVUpdater(nc, roomsBucket)
	if err := limitRooms(ctx, nc, opts.MaxBytes, log); err != nil {
		s.Close()
		return nil, err
	}
	if s.idx, err = openIndexBucket(ctx, nc, replicas); err != nil {
		s.Close()
		return nil, err
	}
	if s.marks, err = openMarks(ctx, nc, replicas, log); err != nil {
		s.Close()
		return nil, err
	}
	s.marks.alone = s.alone
	if s.docs, err = openDocBuckets(ctx, s, nc, replicas); err != nil {
		s.Close()
		return nil, err
	}
	if s.srv != nil {
		bctx, stop := context.WithCancel(context.Background())
		s.stop = stop
		s.mended.Go(func() { s.mend(bctx, opts.DataDir) })
		if opts.SyncEvery <= 0 {
			if s.sync, err = newGroupSync(bctx, opts.DataDir, syncSpacing, maxSyncSpacing, append([]string{roomsBucket, indexBucket}, docBucketNames()...)...); err != nil {
				s.Close()
				return nil, err
			}
		}
	}
	log.Debug("store: nats ready", "url", nc.ConnectedUrlRedacted(), "embedded", s.srv != nil, "bucket", roomsBucket)
	return s, nil
}

// startEmbedded runs a JetStream server storing in opts.DataDir; the
// storage faults its log tells of go to f.
func startEmbedded(opts NATSOptions, log *slog.Logger, f *fault) (*natsserver.Server, error) {
	if err := os.MkdirAll(opts.DataDir, 0o750); err != nil {
		return nil, fmt.Errorf("store: embedded nats: data directory: %w", err)
	}
	sopts := &natsserver.Options{
		ServerName: "orbis-embedded",
		JetStream:  true,
		StoreDir:   opts.DataDir,
		DontListen: opts.ListenPort == 0,
		Port:       opts.ListenPort,
		MaxPayload: embeddedMaxPayload,
		NoSigs:     true, // the orbis server handles signals itself
		NoLog:      true, // its log goes through slogAdapter, which watches for faults
		// NATS allows 1,000 consumers a stream unless told otherwise; each
		// server sharing the store holds one on the rooms' stream, and a
		// listing of the rooms one more while it runs.
		JetStreamLimits: natsserver.JSLimitOpts{DefaultMaxConsumers: -1},
		// Every write is synced by groupSync unless an interval is asked
		// for; nats-server's own interval is 2 minutes when unset.
		SyncInterval: opts.SyncEvery,
	}
	srv, err := natsserver.NewServer(sopts)
	if err != nil {
		return nil, fmt.Errorf("store: embedded nats: %w", err)
	}
	srv.SetLoggerV2(slogAdapter{l: log, fault: f}, log.Enabled(context.Background(), slog.LevelDebug), false, false)
	srv.Start()
	if !srv.ReadyForConnections(startWait) {
		srv.Shutdown()
		srv.WaitForShutdown()
		return nil, fmt.Errorf("store: embedded nats: not ready after %s", startWait)
	}
	// A JetStream failure (say, an unusable directory) is only logged by
	// the server, which then runs on without it.
	if !srv.JetStreamEnabled() {
		srv.Shutdown()
		srv.WaitForShutdown()
		return nil, fmt.Errorf("store: embedded nats: JetStream did not start in %s", opts.DataDir)
	}
	return srv, nil
}

// openBucket creates the rooms bucket or binds to the one there.
// roomsKeptFor is how long a room outlives its last change: a game of
// a move a day keeps its room, one left for three months does not.
const roomsKeptFor = 90 * 24 * time.Hour

func openBucket(ctx context.Context, nc *nats.Conn, replicas int, log *slog.Logger) (jetstream.KeyValue, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("store: nats: jetstream: %w", err)
	}
	cfg := jetstream.KeyValueConfig{
		Bucket:       roomsBucket,
		Description:  "orbis rooms by code",
		History:      1,
		MaxValueSize: maxValueSize,
		Storage:      jetstream.FileStorage,
		Replicas:     replicas,
		// A room nobody has moved in for this long is forgotten: finished
		// games and abandoned ones do not pile up in the store for ever.
		TTL: roomsKeptFor,
	}
	var kv jetstream.KeyValue
	err = untilAnswered(ctx, func(ctx context.Context) (err error) {
		kv, err = js.CreateKeyValue(ctx, cfg)
		return err
	})
	if err == nil {
		return kv, nil
	}
	if !errors.Is(err, jetstream.ErrBucketExists) {
		return nil, fmt.Errorf("store: nats: bucket %s: %w", roomsBucket, err)
	}
	// Bind rather than update: servers started with other settings must
	// not fight over the bucket (say, scale it from 3 replicas to 1).
	err = untilAnswered(ctx, func(ctx context.Context) (err error) {
		kv, err = js.KeyValue(ctx, roomsBucket)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: nats: bucket %s: %w", roomsBucket, err)
	}
	if st, err := kv.Status(ctx); err == nil {
		have := st.Config()
		if have.MaxValueSize >= 0 && have.MaxValueSize < maxValueSize {
			log.Warn("store: rooms bucket limits values below the room document limit",
				"bucket", roomsBucket, "max_value_size", have.MaxValueSize, "want", maxValueSize)
		}
		if have.Replicas != replicas {
			log.Info("store: rooms bucket kept as it is", "bucket", roomsBucket,
				"replicas", have.Replicas, "asked", replicas)
		}
	}
	return kv, nil
}

// untilAnswered calls do, each time for at most openTry, until it is done
// or fails otherwise than by a cluster that cannot answer yet: a server
// started while a node is down waits out the JetStream leader election.
func untilAnswered(ctx context.Context, do func(context.Context) error) error {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, openWait)
		defer cancel()
	}
	for {
		actx, cancel := context.WithTimeout(ctx, openTry)
		err := do(actx)
		cancel()
		if err == nil || ctx.Err() != nil || !isUnavailable(err) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(retryWait):
		}
	}
}

func (s *natsStore) Create(ctx context.Context, code string, doc []byte) (uint64, error) {
	var created uint64 // the revision made, 0 unless it was
	if err := checkCode(code); err != nil {
		return 0, err
	}
	if err := checkDoc(code, doc); err != nil {
		return 0, err
	}
	if s.alone {
		_, done := s.revs.writing(code)
		defer func() { done(created) }()
	}
	rev, err := s.write(ctx, s.kv, "create", code, doc, func(ctx context.Context) (uint64, error) {
		return s.kv.Create(ctx, code, doc)
	})
	switch {
	case err == nil:
		created = rev
		s.wrote(ctx, code, doc, rev)
		return rev, nil
	case errors.Is(err, jetstream.ErrKeyExists):
		return 0, fmt.Errorf("store: room %s: %w", code, ErrExists)
	}
	return 0, fmt.Errorf("store: room %s: create: %w", code, err)
}

func (s *natsStore) Load(ctx context.Context, code string) ([]byte, uint64, error) {
	if err := checkCode(code); err != nil {
		return nil, 0, err
	}
	e, err := s.kv.Get(ctx, code)
	switch {
	case err == nil:
		return e.Value(), e.Revision(), nil
	case errors.Is(err, jetstream.ErrKeyNotFound), errors.Is(err, jetstream.ErrKeyDeleted):
		return nil, 0, fmt.Errorf("store: room %s: %w", code, ErrNoRoom)
	}
	return nil, 0, fmt.Errorf("store: room %s: load: %w", code, err)
}

func (s *natsStore) Save(ctx context.Context, code string, doc []byte, rev uint64) (uint64, error) {
	var saved uint64 // the revision made, 0 unless it was
	if err := checkCode(code); err != nil {
		return 0, err
	}
	if err := checkDoc(code, doc); err != nil {
		return 0, err
	}
	if err := checkRev(code, rev); err != nil {
		return 0, err
	}
	put := func(_ context.Context, try time.Duration) (uint64, error) {
		return s.update.update(code, doc, rev, try)
	}
	if s.alone {
		known, done := s.revs.writing(code)
		if known != 0 && known != rev {
			done(known)
			return 0, fmt.Errorf("store: room %s: revision %d: %w (the room is at %d)", code, rev, ErrConflict, known)
		}
		defer func() { done(saved) }()
		if known != 0 { // and known == rev
			s.plainSaves.Add(1)
			put = func(_ context.Context, try time.Duration) (uint64, error) {
				return s.update.put(code, doc, try)
			}
		}
	}
	next, err := s.writeTimed(ctx, s.kv, "save", code, doc, put)
	switch {
	case err == nil:
		saved = next
		s.wrote(ctx, code, doc, next)
		return next, nil
	case isWrongRevision(err):
		// The cause's text names the room's actual revision; keep it.
		return 0, fmt.Errorf("store: room %s: revision %d: %w (%v)", code, rev, ErrConflict, err)
	}
	return 0, fmt.Errorf("store: room %s: save: %w", code, err)
}

// write stores doc under code in kv with put, trying again while the cluster
// cannot answer (a node down, a stream leader being elected). An attempt
// that timed out may have been stored all the same: when a later attempt
// finds the key moved on, the document there is compared with doc.
func (s *natsStore) write(ctx context.Context, kv jetstream.KeyValue, op, code string, doc []byte, put func(context.Context) (uint64, error)) (uint64, error) {
	return s.writeTimed(ctx, kv, op, code, doc, func(ctx context.Context, try time.Duration) (uint64, error) {
		actx, cancel := context.WithTimeout(ctx, try)
		defer cancel()
		return put(actx)
	})
}

// writeTimed is write with a put given how long an attempt may wait, not
// a context of its own: a context an attempt was two allocations more a
// move, and a put that takes a timeout needs none. Nor does the write
// make one for its own deadline when the caller gave none (a room's
// writes): each wait in it is bounded otherwise, the fsync's by its
// round (groupSync.within).
func (s *natsStore) writeTimed(ctx context.Context, kv jetstream.KeyValue, op, code string, doc []byte, put func(ctx context.Context, try time.Duration) (uint64, error)) (uint64, error) {
	began := time.Now()
	deadline, ok := ctx.Deadline()
	if !ok {
		deadline = began.Add(writeWait)
	}
	for attempt := 1; ; attempt++ {
		if err := s.fault.waitMended(ctx, writeTry); err != nil {
			// A broken disk is mended in the background, maybe not for a
			// while: the write is refused now rather than hold its room.
			s.health.note(err)
			return 0, err
		}
		var rev uint64
		err := ctx.Err()
		if try := min(writeTry, time.Until(deadline)); err == nil && try > 0 {
			rev, err = put(ctx, try)
		} else if err == nil {
			err = context.DeadlineExceeded
		}
		if err == nil {
			err = s.syncedBucket(ctx, kv.Bucket())
		}
		if err == nil {
			s.health.note(nil)
			if attempt > 1 {
				s.log.Info("store: written on a later attempt", "op", op, "room", code, "attempts", attempt, "took", time.Since(began).Round(time.Millisecond).String())
			}
			return rev, nil
		}
		if attempt > 1 && (isWrongRevision(err) || errors.Is(err, jetstream.ErrKeyExists)) {
			if e, gerr := kv.Get(ctx, code); gerr == nil && bytes.Equal(e.Value(), doc) && s.syncedBucket(ctx, kv.Bucket()) == nil {
				s.log.Info("store: an attempt that timed out was written", "op", op, "room", code, "attempts", attempt, "took", time.Since(began).Round(time.Millisecond).String())
				return e.Revision(), nil
			}
		}
		if isFull(err) {
			err = fmt.Errorf("%w: %w", ErrFull, err)
			s.health.note(err)
			return 0, err
		}
		left := time.Until(deadline)
		if ctx.Err() != nil || left <= 0 || !isUnavailable(err) {
			s.health.note(err)
			return 0, err
		}
		s.log.Debug("store: cluster not answering; trying again", "op", op, "room", code, "attempt", attempt, "err", err)
		select {
		case <-ctx.Done():
			s.health.note(err)
			return 0, err
		case <-time.After(min(retryWait, left)):
		}
	}
}

// isUnavailable reports an error of a cluster that may answer shortly: no
// reply in time, no stream leader, JetStream (503) or the link down.
func isUnavailable(err error) bool {
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, nats.ErrTimeout) ||
		errors.Is(err, nats.ErrNoResponders) || errors.Is(err, jetstream.ErrNoStreamResponse) ||
		errors.Is(err, jetstream.ErrJetStreamNotEnabled) || errors.Is(err, nats.ErrConnectionReconnecting) {
		return true
	}
	var api *jetstream.APIError
	return errors.As(err, &api) && api.Code == 503
}

// isWrongRevision reports a failed compare-and-set. nats.go marks it with
// ErrKeyRevisionMismatch; the API codes are checked too in case a client
// path reports them bare: 10071 on one replica, 10164 on several.
func isWrongRevision(err error) bool {
	if errors.Is(err, jetstream.ErrKeyRevisionMismatch) {
		return true
	}
	var api *jetstream.APIError
	return errors.As(err, &api) &&
		(api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequence ||
			api.ErrorCode == jetstream.JSErrCodeStreamWrongLastSequenceConstant)
}

func (s *natsStore) Rooms(ctx context.Context) ([]string, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, listWait)
		defer cancel()
	}
	return s.listRooms(ctx)
}

func (s *natsStore) Close() error {
	s.once.Do(func() {
		s.watchStop()
		if s.stop != nil {
			s.stop()
			s.mended.Wait()
			if s.sync != nil {
				<-s.sync.done
				s.log.Info("store: writes synced to the disk", "writes", s.sync.writes.Load(), "fsyncs", s.sync.rounds.Load())
			}
		}
		if s.nc != nil {
			// Drain lets replies in flight and watch callbacks finish; on a
			// reconnecting connection it closes at once instead.
			if err := s.nc.Drain(); err != nil && !errors.Is(err, nats.ErrConnectionClosed) {
				s.log.Debug("store: nats drain", "err", err)
			}
			select {
			case <-s.closed:
			case <-time.After(closeWait + time.Second):
				s.nc.Close()
				s.closeErr = fmt.Errorf("store: close: nats connection did not drain in %s", closeWait)
			}
		}
		s.stopServer()
	})
	return s.closeErr
}

// stopServer shuts the embedded server down, if there is one, and waits so
// its files are closed before another can open the directory.
func (s *natsStore) stopServer() {
	if s.srv == nil {
		return
	}
	s.srv.Shutdown()
	s.srv.WaitForShutdown()
}

// redact hides credentials in connection URLs for error messages.
func redact(urls string) string {
	parts := strings.Split(urls, ",")
	for i, u := range parts {
		at := strings.LastIndexByte(u, '@')
		if at < 0 {
			continue
		}
		if sch := strings.Index(u, "://"); sch >= 0 && sch < at {
			parts[i] = u[:sch+3] + "***" + u[at:]
		} else {
			parts[i] = "***" + u[at:]
		}
	}
	return strings.Join(parts, ",")
}
