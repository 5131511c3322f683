package server

import (
	"context"
	"errors"
)

// Store keeps the rooms: each room's document (its record, seats and
// settings) under its code, with a revision that moves on every change.
// Several servers may share one store; the revision keeps them from
// overwriting each other.
type Store interface {
	// Create stores a new room. ErrExists when the code is taken.
	Create(ctx context.Context, code string, doc []byte) (rev uint64, err error)
	// Load returns a room's document and revision. ErrNoRoom when there is
	// none.
	Load(ctx context.Context, code string) (doc []byte, rev uint64, err error)
	// Save replaces a room's document if its revision is still rev.
	// ErrConflict when another change came first: load and try again.
	// It keeps no hold of doc once it returns (the caller writes the
	// next document into it).
	Save(ctx context.Context, code string, doc []byte, rev uint64) (uint64, error)
	// Watch calls f with new revisions of a room, whoever made them, until
	// ctx ends: in order, always the latest, but not every one when saves
	// come quickly (a room keeps one revision). It returns once the watch
	// is in place. A revision saved with the watch's author (withAuthor,
	// on both contexts) may be left out: its writer has it.
	Watch(ctx context.Context, code string, f func(doc []byte, rev uint64)) error
	// PutPart keeps a part of a room that no later write changes (its
	// record as dealt, a run of its steps) apart from its document, under
	// the room's code and a number its document names; it is on the disk
	// when PutPart returns, like a Save. A part put again is replaced.
	PutPart(ctx context.Context, code string, n int, data []byte) error
	// Part returns a room's part n. ErrNoRoom when there is none.
	Part(ctx context.Context, code string, n int) ([]byte, error)
	// Rooms lists the codes of the rooms kept.
	Rooms(ctx context.Context) ([]string, error)
	// PutMarks records, apart from the rooms and in one write, what the
	// server acknowledged of several rooms; a later call's mark of a room
	// replaces an earlier one's.
	PutMarks(ctx context.Context, marks map[string]Mark) error
	// Marks returns the latest mark of every room that has one.
	Marks(ctx context.Context) (map[string]Mark, error)
	// Lost reports the data the store knows it lost, nil for none.
	Lost(ctx context.Context) (*LostData, error)
	// Health reports whether the store takes writes now: nil, or what is
	// wrong, in a short sentence. It may answer from a write that ended
	// less than a second ago, never from a success older than a failure.
	Health(ctx context.Context) error
	// Docs returns a bucket of documents beside the rooms: DocsProfiles,
	// DocsRatings or DocsMatch.
	Docs(name string) (Docs, error)
	// Close lets go of the store (and stops an embedded NATS server).
	Close() error
}

// Errors of a Store.
var (
	ErrExists   = errors.New("a room with this code exists")
	ErrNoRoom   = errors.New("no such room")
	ErrConflict = errors.New("the room changed meanwhile")
)

// authorKey keys a write's author in a context (withAuthor).
type authorKey struct{}

// withAuthor names who writes and watches with ctx: a room passes itself
// to its Watch and its Saves, so that a store that tells its watches of
// its own writes need not tell the room of the revision it just saved,
// which it takes on as the save returns (and would wait for its write to
// ignore).
func withAuthor(ctx context.Context, author any) context.Context {
	return context.WithValue(ctx, authorKey{}, author)
}

// authorOf is ctx's author, nil for none.
func authorOf(ctx context.Context) any { return ctx.Value(authorKey{}) }
