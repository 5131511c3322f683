package server

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"
)

// Docs is a bucket of small documents by key, apart from the rooms: the
// profiles, the ratings, the quick match's tables. Like a room, a document
// has a revision that moves on every change, so that servers sharing a
// store change it by compare-and-set and never overwrite each other.
// A write is on the disk when it returns, like a room's.
type Docs interface {
	// Get returns a document and its revision; ErrNoDoc when there is none.
	Get(ctx context.Context, key string) (doc []byte, rev uint64, err error)
	// Create stores a new document; ErrExists when the key is taken.
	Create(ctx context.Context, key string, doc []byte) (rev uint64, err error)
	// Update replaces a document if its revision is still rev; ErrConflict
	// when another change came first: get it again and try again.
	Update(ctx context.Context, key string, doc []byte, rev uint64) (uint64, error)
	// Delete removes a document if its revision is still rev (0: whatever
	// it is); ErrConflict when another change came first. Deleting what is
	// not there is no error.
	Delete(ctx context.Context, key string, rev uint64) error
	// Keys lists the keys that begin with prefix ("" for all), in order.
	Keys(ctx context.Context, prefix string) ([]string, error)
}

// The buckets of documents a store keeps; Store.Docs opens one of these
// only (the embedded NATS server syncs each bucket's files, so each is
// known when the store opens).
const (
	DocsProfiles = "profiles" // a profile by id, and its display name's claim
	DocsRatings  = "ratings"  // a profile's rating in a game, and a game's rated mark
	DocsMatch    = "match"    // the quick match's public tables
)

// docBuckets lists the names Store.Docs takes.
var docBuckets = []string{DocsProfiles, DocsRatings, DocsMatch}

// Limits of a document and its key.
const (
	MaxDocKey   = 128      // bytes of a key
	MaxSmallDoc = 64 << 10 // bytes of a document: a profile or a table is well under a KiB
)

// ErrNoDoc is Docs.Get's answer for a key with no document.
var ErrNoDoc = errors.New("no such document")

// checkDocKey refuses keys NATS cannot keep: letters, digits and - _ =,
// in tokens separated by single dots.
func checkDocKey(bucket, key string) error {
	if key == "" || len(key) > MaxDocKey {
		return fmt.Errorf("store: %s: key of %d bytes (1 to %d)", bucket, len(key), MaxDocKey)
	}
	for _, tok := range strings.Split(key, ".") {
		if tok == "" {
			return fmt.Errorf("store: %s: key %q has an empty part", bucket, clip(key))
		}
		for i := 0; i < len(tok); i++ {
			c := tok[i]
			if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '-' || c == '_' || c == '=') {
				return fmt.Errorf("store: %s: key %q has %q", bucket, clip(key), c)
			}
		}
	}
	return nil
}

func checkDocSize(bucket, key string, doc []byte) error {
	if len(doc) > MaxSmallDoc {
		return fmt.Errorf("store: %s %s: %w: %d bytes, at most %d", bucket, key, ErrTooLarge, len(doc), MaxSmallDoc)
	}
	return nil
}

func checkDocBucket(name string) error {
	if !slices.Contains(docBuckets, name) {
		return fmt.Errorf("store: no bucket of documents named %q", name)
	}
	return nil
}

// memDocs is a bucket of documents in memory, the memory store's; its
// revisions come from the store's one sequence, as a stream's would.
type memDocs struct {
	name string
	m    *memStore
	mu   sync.Mutex
	docs map[string]memRoom
}

// Docs returns the memory store's bucket of that name.
func (m *memStore) Docs(name string) (Docs, error) {
	if err := checkDocBucket(name); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.docs == nil {
		m.docs = map[string]*memDocs{}
	}
	d := m.docs[name]
	if d == nil {
		d = &memDocs{name: name, m: m, docs: map[string]memRoom{}}
		m.docs[name] = d
	}
	return d, nil
}

// nextRev takes the store's next revision.
func (d *memDocs) nextRev() uint64 {
	d.m.mu.Lock()
	defer d.m.mu.Unlock()
	d.m.seq++
	return d.m.seq
}

func (d *memDocs) Get(ctx context.Context, key string) ([]byte, uint64, error) {
	if err := checkDocKey(d.name, key); err != nil {
		return nil, 0, err
	}
	if err := ctx.Err(); err != nil {
		return nil, 0, fmt.Errorf("store: %s %s: %w", d.name, key, err)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	e, ok := d.docs[key]
	if !ok {
		return nil, 0, fmt.Errorf("store: %s %s: %w", d.name, key, ErrNoDoc)
	}
	return slices.Clone(e.doc), e.rev, nil
}

func (d *memDocs) write(ctx context.Context, op, key string, doc []byte) error {
	if err := checkDocKey(d.name, key); err != nil {
		return err
	}
	if err := checkDocSize(d.name, key, doc); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("store: %s %s: %w", d.name, key, err)
	}
	return d.m.injected(ctx, op, "")
}

func (d *memDocs) Create(ctx context.Context, key string, doc []byte) (uint64, error) {
	if err := d.write(ctx, "create", key, doc); err != nil {
		return 0, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.docs[key]; ok {
		return 0, fmt.Errorf("store: %s %s: %w", d.name, key, ErrExists)
	}
	rev := d.nextRev()
	d.docs[key] = memRoom{doc: slices.Clone(doc), rev: rev}
	return rev, nil
}

func (d *memDocs) Update(ctx context.Context, key string, doc []byte, rev uint64) (uint64, error) {
	if err := d.write(ctx, "save", key, doc); err != nil {
		return 0, err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	e, ok := d.docs[key]
	if !ok || e.rev != rev {
		return 0, fmt.Errorf("store: %s %s: revision %d: %w", d.name, key, rev, ErrConflict)
	}
	next := d.nextRev()
	d.docs[key] = memRoom{doc: slices.Clone(doc), rev: next}
	return next, nil
}

func (d *memDocs) Delete(ctx context.Context, key string, rev uint64) error {
	if err := d.write(ctx, "delete", key, nil); err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	e, ok := d.docs[key]
	switch {
	case !ok:
		return nil
	case rev != 0 && e.rev != rev:
		return fmt.Errorf("store: %s %s: revision %d: %w", d.name, key, rev, ErrConflict)
	}
	delete(d.docs, key)
	return nil
}

func (d *memDocs) Keys(ctx context.Context, prefix string) ([]string, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("store: %s: %w", d.name, err)
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	var keys []string
	for k := range maps.Keys(d.docs) {
		if strings.HasPrefix(k, prefix) {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys, nil
}
