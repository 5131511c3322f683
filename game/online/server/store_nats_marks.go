package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

const (
	// marksStream keeps the marks: a stream of its own, so in files of
	// its own, apart from the rooms' bucket.
	marksStream  = "orbis-marks"
	marksSubject = "orbis.marks"
	// marksChunk bounds the marks of one message, well under the 1 MiB a
	// NATS server takes by default (about 7,000 rooms a message).
	marksChunk = 256 << 10
	// marksCompactAt is how many bytes of batches make the stream be
	// written again as one snapshot of every room's latest mark (or twice
	// the last snapshot, when that is more).
	marksCompactAt = 1 << 20
)

// natsMarks keeps the marks in a stream: each message holds the marks of
// one batch, a later message's mark of a room replacing an earlier one's;
// once the batches outgrow a snapshot, a snapshot replaces them all.
type natsMarks struct {
	stream jetstream.Stream
	rooms  jetstream.Stream // the rooms bucket's stream, for its state
	js     jetstream.JetStream
	log    *slog.Logger

	// alone: no other server writes marks here (natsStore.alone), so
	// known holds every batch since the last snapshot.
	alone bool

	mu       sync.Mutex // one writer at a time: batches and snapshots keep their order
	known    map[string]Mark
	read     uint64 // the last sequence read into known
	since    int    // bytes written since the last snapshot
	snapshot int    // bytes of the last snapshot
}

// marksMsg is one message of the marks stream.
type marksMsg struct {
	Marks map[string]Mark `json:"marks"`
}

// openMarks creates the marks stream or binds to the one there.
func openMarks(ctx context.Context, nc *nats.Conn, replicas int, log *slog.Logger) (*natsMarks, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("store: nats: jetstream: %w", err)
	}
	cfg := jetstream.StreamConfig{
		Name:        marksStream,
		Description: "what orbis servers acknowledged of each room",
		Subjects:    []string{marksSubject},
		Storage:     jetstream.FileStorage,
		Replicas:    replicas,
	}
	var st jetstream.Stream
	err = untilAnswered(ctx, func(ctx context.Context) (err error) {
		st, err = js.CreateStream(ctx, cfg)
		if errors.Is(err, jetstream.ErrStreamNameAlreadyInUse) {
			st, err = js.Stream(ctx, marksStream)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: nats: stream %s: %w", marksStream, err)
	}
	var rooms jetstream.Stream
	err = untilAnswered(ctx, func(ctx context.Context) (err error) {
		rooms, err = js.Stream(ctx, "KV_"+roomsBucket)
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: nats: the stream of bucket %s: %w", roomsBucket, err)
	}
	return &natsMarks{stream: st, rooms: rooms, js: js, log: log, known: map[string]Mark{}}, nil
}

func (s *natsStore) PutMarks(ctx context.Context, marks map[string]Mark) error {
	return s.marks.put(ctx, marks)
}

func (s *natsStore) Marks(ctx context.Context) (map[string]Mark, error) {
	return s.marks.all(ctx)
}

// Lost reads the rooms stream's state: the sequences JetStream could not
// recover are the revisions of rooms it lost.
func (s *natsStore) Lost(ctx context.Context) (*LostData, error) {
	info, err := s.marks.rooms.Info(ctx)
	if err != nil {
		return nil, fmt.Errorf("store: the rooms' stream: %w", err)
	}
	ld := info.State.Lost
	if ld == nil || (len(ld.Msgs) == 0 && ld.Bytes == 0) {
		return nil, nil
	}
	return &LostData{Revisions: slices.Clone(ld.Msgs), Bytes: ld.Bytes}, nil
}

// put writes a batch, then a snapshot if the batches outgrew the last.
func (m *natsMarks) put(ctx context.Context, marks map[string]Mark) error {
	if len(marks) == 0 {
		return nil
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if _, _, err := m.publish(ctx, marks); err != nil {
		return err
	}
	maps.Copy(m.known, marks)
	if m.since > max(marksCompactAt, 2*m.snapshot) {
		if err := m.compact(ctx); err != nil {
			// The batches are all there: the next write tries again.
			m.log.Warn("store: marks: writing a snapshot", "err", err)
		}
	}
	return nil
}

// publish writes marks in messages of at most marksChunk bytes and
// returns the first and the last one's sequence.
func (m *natsMarks) publish(ctx context.Context, marks map[string]Mark) (first, last uint64, err error) {
	codes := slices.Sorted(maps.Keys(marks))
	for len(codes) > 0 {
		chunk := marksMsg{Marks: map[string]Mark{}}
		size := 0
		for len(codes) > 0 && size < marksChunk {
			chunk.Marks[codes[0]] = marks[codes[0]]
			size += len(codes[0]) + 64 // a mark's JSON is under 64 bytes
			codes = codes[1:]
		}
		data, err := json.Marshal(chunk)
		if err != nil {
			return 0, 0, fmt.Errorf("store: marks: %w", err)
		}
		ack, err := m.js.Publish(ctx, marksSubject, data, jetstream.WithExpectStream(marksStream))
		if err != nil {
			return 0, 0, fmt.Errorf("store: marks: %w", err)
		}
		if first == 0 {
			first = ack.Sequence
		}
		last = ack.Sequence
		m.since += len(data)
	}
	return first, last, nil
}

// all reads every mark there is: this server's and other servers'.
func (m *natsMarks) all(ctx context.Context) (map[string]Mark, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	read, last, size, err := m.fold(ctx, 0)
	if err != nil {
		return nil, err
	}
	m.known, m.read, m.since = read, last, size
	m.snapshot = len(read) * 48 // about what a snapshot of them takes
	return maps.Clone(read), nil
}

// fold reads the marks after sequence from, in order, a later mark of a
// room replacing an earlier one's. A message that cannot be read (damaged
// files) is left out: its marks are older than what follows, or missing,
// and a missing mark only sees less.
func (m *natsMarks) fold(ctx context.Context, from uint64) (marks map[string]Mark, last uint64, size int, err error) {
	info, err := m.stream.Info(ctx)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("store: marks: %w", err)
	}
	marks = map[string]Mark{}
	st := info.State
	for seq := max(from+1, st.FirstSeq); seq <= st.LastSeq; seq++ {
		msg, err := m.stream.GetMsg(ctx, seq)
		if errors.Is(err, jetstream.ErrMsgNotFound) {
			continue
		}
		if err != nil {
			if ctx.Err() != nil {
				return nil, 0, 0, fmt.Errorf("store: marks: message %d: %w", seq, err)
			}
			m.log.Warn("store: marks: a message cannot be read", "seq", seq, "err", err)
			continue
		}
		var mm marksMsg
		if err := json.Unmarshal(msg.Data, &mm); err != nil {
			m.log.Warn("store: marks: a message cannot be read", "seq", seq, "err", err)
			continue
		}
		for code, mk := range mm.Marks {
			if checkCode(code) == nil {
				marks[code] = mk
			}
		}
		last, size = seq, size+len(msg.Data)
	}
	return marks, max(last, from), size, nil
}

// compact writes one snapshot of every room's latest mark, other servers'
// batches since the last read included, and purges what came before it.
// A batch another server writes between the read and the purge is lost:
// its rooms keep older marks, which only see less.
func (m *natsMarks) compact(ctx context.Context) error {
	if !m.alone { // alone, reading its own batches back was most of a snapshot's work
		newer, _, _, err := m.fold(ctx, m.read)
		if err != nil {
			return err
		}
		maps.Copy(m.known, newer)
	}
	now := time.Now()
	maps.DeleteFunc(m.known, func(_ string, mk Mark) bool { return mk.expired(now) })
	since := m.since
	m.since = 0
	first, last, err := m.publish(ctx, m.known)
	if err != nil {
		m.since += since
		return err
	}
	size := m.since
	if first > 0 {
		if err := m.stream.Purge(ctx, jetstream.WithPurgeSequence(first)); err != nil {
			m.since += since
			return fmt.Errorf("store: marks: purge before %d: %w", first, err)
		}
		m.read = last
	}
	m.since, m.snapshot = 0, size
	return nil
}

// listRooms lists the rooms from the stream's index of subjects. A key
// listing would read every room's last message, and one damaged message
// holds it up until its deadline (seen: 30 s with 2 KB of noise in a
// block); the index answers at once, damaged rooms included, and Load
// tells those apart.
func (s *natsStore) listRooms(ctx context.Context) ([]string, error) {
	prefix := "$KV." + roomsBucket + "."
	// One token: a room's parts (CODE.n, store_parts.go) are no rooms.
	info, err := s.marks.rooms.Info(ctx, jetstream.WithSubjectFilter(prefix+"*"))
	if err != nil {
		return nil, fmt.Errorf("store: rooms: %w", err)
	}
	codes := make([]string, 0, len(info.State.Subjects))
	for subj := range info.State.Subjects {
		code := strings.TrimPrefix(subj, prefix)
		// Keys put there by something else are no rooms of ours.
		if code == healthKey {
			continue
		}
		if checkCode(code) != nil {
			s.log.Debug("store: rooms: skipping a key that is no room code", "key", clip(code))
			continue
		}
		codes = append(codes, code)
	}
	slices.Sort(codes)
	return codes, nil
}
