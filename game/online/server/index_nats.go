package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

const (
	// indexBucket holds one small entry per unfinished room, by code.
	indexBucket = "orbis-index"
	// builtKey marks an index made from the rooms; no room code is
	// written in lower case.
	builtKey = "built"
	// DefaultStoreMaxBytes is the rooms bucket's size limit unless told
	// otherwise: tens of thousands of finished games.
	DefaultStoreMaxBytes = 1 << 30
)

// openIndexBucket creates the index bucket or binds to the one there. Its
// entries live as long as a room does since its last change: an entry is
// written no later than its room, so it never outlives it.
func openIndexBucket(ctx context.Context, nc *nats.Conn, replicas int) (jetstream.KeyValue, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("store: nats: jetstream: %w", err)
	}
	cfg := jetstream.KeyValueConfig{
		Bucket:       indexBucket,
		Description:  "orbis unfinished rooms: who made them, when their clock runs out",
		History:      1,
		MaxValueSize: 1 << 10,
		Storage:      jetstream.FileStorage,
		Replicas:     replicas,
		TTL:          roomsKeptFor,
	}
	return createOrBind(ctx, js, cfg)
}

// createOrBind creates a KV bucket or binds to the one there as it is,
// waiting out a cluster that cannot answer yet.
func createOrBind(ctx context.Context, js jetstream.JetStream, cfg jetstream.KeyValueConfig) (jetstream.KeyValue, error) {
	var kv jetstream.KeyValue
	err := untilAnswered(ctx, func(ctx context.Context) (err error) {
		if kv, err = js.CreateKeyValue(ctx, cfg); errors.Is(err, jetstream.ErrBucketExists) {
			kv, err = js.KeyValue(ctx, cfg.Bucket)
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("store: nats: bucket %s: %w", cfg.Bucket, err)
	}
	return kv, nil
}

// limitRooms sets the rooms bucket's size limit when it has none or a
// smaller one: servers started with other limits end up with the largest
// rather than taking it from each other. The bucket's stream is updated
// as it is but for the limit.
func limitRooms(ctx context.Context, nc *nats.Conn, maxBytes int64, log *slog.Logger) error {
	js, err := jetstream.New(nc)
	if err != nil {
		return fmt.Errorf("store: nats: jetstream: %w", err)
	}
	stream, err := js.Stream(ctx, "KV_"+roomsBucket)
	if err != nil {
		return fmt.Errorf("store: nats: bucket %s: %w", roomsBucket, err)
	}
	cfg := stream.CachedInfo().Config
	if maxBytes <= 0 || (cfg.MaxBytes > 0 && cfg.MaxBytes >= maxBytes) {
		if cfg.MaxBytes > 0 && cfg.MaxBytes != maxBytes {
			log.Info("store: rooms bucket's size limit kept as it is", "bucket", roomsBucket, "max_bytes", cfg.MaxBytes, "asked", maxBytes)
		}
		return nil
	}
	cfg.MaxBytes = maxBytes
	if _, err := js.UpdateStream(ctx, cfg); err != nil {
		return fmt.Errorf("store: nats: bucket %s: a size limit of %d bytes: %w", roomsBucket, maxBytes, err)
	}
	return nil
}

// isFull reports a write refused because the bucket holds its MaxBytes.
// JetStream answers it with 503, as it does a cluster that cannot answer
// yet: it must be told apart before a write is tried again.
func isFull(err error) bool {
	var api *jetstream.APIError
	return errors.As(err, &api) && strings.Contains(api.Description, "maximum bytes exceeded")
}

func (s *natsStore) Note(ctx context.Context, code string, e IndexEntry) error {
	if err := checkCode(code); err != nil {
		return err
	}
	data, err := json.Marshal(e)
	if err != nil {
		return err
	}
	if _, err := s.write(ctx, s.idx, "index", code, data, func(ctx context.Context) (uint64, error) {
		return s.idx.Put(ctx, code, data)
	}); err != nil {
		return fmt.Errorf("store: index: room %s: %w", code, err)
	}
	return nil
}

func (s *natsStore) Forget(ctx context.Context, code string) error {
	if err := checkCode(code); err != nil {
		return err
	}
	if err := s.idx.Delete(ctx, code); err != nil && !errors.Is(err, jetstream.ErrKeyNotFound) {
		return fmt.Errorf("store: index: room %s: forget: %w", code, err)
	}
	return nil
}

// Entries reads the index with one watch of every key's latest entry.
func (s *natsStore) Entries(ctx context.Context) (map[string]IndexEntry, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, listWait)
		defer cancel()
	}
	w, err := s.idx.WatchAll(ctx, jetstream.IgnoreDeletes())
	if err != nil {
		return nil, fmt.Errorf("store: index: %w", err)
	}
	defer func() { _ = w.Stop() }()
	out := map[string]IndexEntry{}
	for {
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("store: index: %w", ctx.Err())
		case e, ok := <-w.Updates():
			if !ok {
				return nil, errors.New("store: index: the watch ended early")
			}
			if e == nil { // every key's entry is in
				return out, nil
			}
			if checkCode(e.Key()) != nil {
				continue // the built mark, or a key of something else
			}
			var ie IndexEntry
			if err := json.Unmarshal(e.Value(), &ie); err != nil {
				s.log.Warn("store: index: an entry that cannot be read", "room", e.Key(), "err", err)
				continue
			}
			out[e.Key()] = ie
		}
	}
}

func (s *natsStore) Built(ctx context.Context) (bool, error) {
	_, err := s.idx.Get(ctx, builtKey)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, jetstream.ErrKeyNotFound), errors.Is(err, jetstream.ErrKeyDeleted):
		return false, nil
	}
	return false, fmt.Errorf("store: index: %w", err)
}

func (s *natsStore) SetBuilt(ctx context.Context) error {
	// The mark lapses with the bucket's TTL like an entry: a server started
	// that long after makes the index again, a load of every room.
	if _, err := s.idx.Put(ctx, builtKey, []byte("1")); err != nil {
		return fmt.Errorf("store: index: %w", err)
	}
	return nil
}

// Usage is the rooms bucket's bytes and limit.
func (s *natsStore) Usage(ctx context.Context) (used, limit int64, err error) {
	st, err := s.kv.Status(ctx)
	if err != nil {
		return 0, 0, fmt.Errorf("store: usage: %w", err)
	}
	return int64(st.Bytes()), max(st.Config().MaxBytes, 0), nil
}
