package server

import (
	"sync"
	"sync/atomic"
)

// knownRevs checks a Save's revision in the process, for a store alone
// (natsStore.alone): every write of the rooms' bucket is this store's,
// so the latest revision of a room it writes or watches is known here,
// and a write whose revision is that one goes to JetStream as a plain
// put. JetStream's own check (an expected last sequence of the key)
// loads the key's latest message from its block for each write: a
// twentieth of a loaded server's CPU and a copy of the document.
//
// A room's entry lives while a write of it is under way or a watch of
// it is open (refs), and every write holds its lock throughout: so while
// an entry lives, no write of its room goes past it, and what it knows is
// the room's latest revision. Where it knows none (0: a room not written
// since its entry came, or a write whose outcome is unknown), the write
// is JetStream's compare-and-set, as in a cluster.
type knownRevs struct {
	mu     sync.Mutex
	byCode map[string]*knownRev
	// epoch counts JetStream's restarts (natsStore.mend): a revision known
	// from before one is not trusted after it.
	epoch atomic.Uint64
}

type knownRev struct {
	mu    sync.Mutex // held through a write of the room
	rev   uint64     // the room's latest revision; 0 when not known (under mu)
	epoch uint64     // the restarts rev was known after (under mu)
	refs  int        // writes under way and watches open (under knownRevs.mu)
}

// known is the room's latest revision, if known since the store's last
// restart (under r.mu); 0 if not.
func (r *knownRev) known(k *knownRevs) uint64 {
	if r.epoch != k.epoch.Load() {
		return 0
	}
	return r.rev
}

// set keeps the room's latest revision, rev (0 for not known), as known
// by a write begun after epoch restarts (under r.mu).
func (r *knownRev) set(rev, epoch uint64) { r.rev, r.epoch = rev, epoch }

// forget has every revision known so far checked by JetStream again:
// JetStream restarted, and may have lost what it last acknowledged.
func (k *knownRevs) forget() { k.epoch.Add(1) }

// hold returns code's entry, made if need be, kept until let go.
func (k *knownRevs) hold(code string) *knownRev {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.byCode == nil {
		k.byCode = map[string]*knownRev{}
	}
	r := k.byCode[code]
	if r == nil {
		r = &knownRev{}
		k.byCode[code] = r
	}
	r.refs++
	return r
}

// writing holds code's entry for a write, locked: it returns the room's
// latest revision if known (0 if not), and done, which keeps the write's
// outcome (the revision it made, 0 when not known) and lets go.
func (k *knownRevs) writing(code string) (known uint64, done func(rev uint64)) {
	r := k.hold(code)
	r.mu.Lock()
	epoch := k.epoch.Load()
	return r.known(k), func(rev uint64) {
		r.set(rev, epoch)
		r.mu.Unlock()
		k.letGo(code, r)
	}
}

// letGo ends a hold; the last one forgets the room.
func (k *knownRevs) letGo(code string, r *knownRev) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if r.refs--; r.refs == 0 {
		delete(k.byCode, code)
	}
}

// held is how many rooms have an entry, for the tests.
func (k *knownRevs) held() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.byCode)
}
