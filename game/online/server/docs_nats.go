package server

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
)

// natsDocs is a bucket of documents on a JetStream KV bucket of its own,
// written like the rooms: tried again through a cluster's election, and
// synced to the disk (the embedded server's group commit) before a write
// returns.
type natsDocs struct {
	s      *natsStore
	name   string
	bucket string
	kv     jetstream.KeyValue
}

// docBucketNames are the KV buckets of the documents, as the embedded
// server names their streams' directories (KV_<bucket>).
func docBucketNames() []string {
	names := make([]string, len(docBuckets))
	for i, n := range docBuckets {
		names[i] = "orbis-" + n
	}
	return names
}

// openDocBuckets creates or binds every bucket of documents.
func openDocBuckets(ctx context.Context, s *natsStore, nc *nats.Conn, replicas int) (map[string]*natsDocs, error) {
	js, err := jetstream.New(nc)
	if err != nil {
		return nil, fmt.Errorf("store: nats: jetstream: %w", err)
	}
	out := map[string]*natsDocs{}
	for _, name := range docBuckets {
		bucket := "orbis-" + name
		cfg := jetstream.KeyValueConfig{
			Bucket:       bucket,
			Description:  "orbis " + name,
			History:      1,
			MaxValueSize: MaxSmallDoc + 4<<10, // the headers count too
			Storage:      jetstream.FileStorage,
			Replicas:     replicas,
		}
		kv, err := createOrBind(ctx, js, cfg)
		if err != nil {
			return nil, err
		}
		out[name] = &natsDocs{s: s, name: name, bucket: bucket, kv: kv}
	}
	return out, nil
}

// Docs returns the store's bucket of that name.
func (s *natsStore) Docs(name string) (Docs, error) {
	if err := checkDocBucket(name); err != nil {
		return nil, err
	}
	d := s.docs[name]
	if d == nil {
		return nil, fmt.Errorf("store: bucket %s is not open", name)
	}
	return d, nil
}

func (d *natsDocs) Get(ctx context.Context, key string) ([]byte, uint64, error) {
	if err := checkDocKey(d.name, key); err != nil {
		return nil, 0, err
	}
	e, err := d.kv.Get(ctx, key)
	switch {
	case err == nil:
		return e.Value(), e.Revision(), nil
	case errors.Is(err, jetstream.ErrKeyNotFound), errors.Is(err, jetstream.ErrKeyDeleted):
		return nil, 0, fmt.Errorf("store: %s %s: %w", d.name, key, ErrNoDoc)
	}
	return nil, 0, fmt.Errorf("store: %s %s: get: %w", d.name, key, err)
}

func (d *natsDocs) Create(ctx context.Context, key string, doc []byte) (uint64, error) {
	if err := checkDocKey(d.name, key); err != nil {
		return 0, err
	}
	if err := checkDocSize(d.name, key, doc); err != nil {
		return 0, err
	}
	rev, err := d.s.write(ctx, d.kv, "create", key, doc, func(ctx context.Context) (uint64, error) {
		return d.kv.Create(ctx, key, doc)
	})
	switch {
	case err == nil:
		return rev, nil
	case errors.Is(err, jetstream.ErrKeyExists):
		return 0, fmt.Errorf("store: %s %s: %w", d.name, key, ErrExists)
	}
	return 0, fmt.Errorf("store: %s %s: create: %w", d.name, key, err)
}

func (d *natsDocs) Update(ctx context.Context, key string, doc []byte, rev uint64) (uint64, error) {
	if err := checkDocKey(d.name, key); err != nil {
		return 0, err
	}
	if err := checkDocSize(d.name, key, doc); err != nil {
		return 0, err
	}
	if rev == 0 {
		return 0, fmt.Errorf("store: %s %s: update needs the revision read, got 0", d.name, key)
	}
	next, err := d.s.write(ctx, d.kv, "save", key, doc, func(ctx context.Context) (uint64, error) {
		return d.kv.Update(ctx, key, doc, rev)
	})
	switch {
	case err == nil:
		return next, nil
	case isWrongRevision(err):
		return 0, fmt.Errorf("store: %s %s: revision %d: %w (%v)", d.name, key, rev, ErrConflict, err)
	}
	return 0, fmt.Errorf("store: %s %s: update: %w", d.name, key, err)
}

func (d *natsDocs) Delete(ctx context.Context, key string, rev uint64) error {
	if err := checkDocKey(d.name, key); err != nil {
		return err
	}
	var opts []jetstream.KVDeleteOpt
	if rev != 0 {
		opts = append(opts, jetstream.LastRevision(rev))
	}
	_, err := d.s.write(ctx, d.kv, "delete", key, nil, func(ctx context.Context) (uint64, error) {
		return 0, d.kv.Delete(ctx, key, opts...)
	})
	switch {
	case err == nil:
		return nil
	case isWrongRevision(err):
		// A delete tried again after one that timed out finds it done.
		if _, _, gerr := d.Get(ctx, key); errors.Is(gerr, ErrNoDoc) {
			return nil
		}
		return fmt.Errorf("store: %s %s: revision %d: %w (%v)", d.name, key, rev, ErrConflict, err)
	}
	return fmt.Errorf("store: %s %s: delete: %w", d.name, key, err)
}

func (d *natsDocs) Keys(ctx context.Context, prefix string) ([]string, error) {
	if _, ok := ctx.Deadline(); !ok {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, listWait)
		defer cancel()
	}
	filter := ">"
	if i := strings.LastIndexByte(prefix, '.'); i >= 0 {
		// Whole tokens narrow the listing on the server; the rest is cut here.
		filter = prefix[:i+1] + ">"
	}
	lister, err := d.kv.ListKeysFiltered(ctx, filter)
	if err != nil {
		return nil, fmt.Errorf("store: %s: keys: %w", d.name, err)
	}
	defer lister.Stop()
	var keys []string
	for k := range lister.Keys() {
		if strings.HasPrefix(k, prefix) {
			keys = append(keys, k)
		}
	}
	if ctx.Err() != nil {
		return nil, fmt.Errorf("store: %s: keys: %w", d.name, ctx.Err())
	}
	slices.Sort(keys)
	return keys, nil
}
