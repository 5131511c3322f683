package server

import "time"

// Mark is what a server last acknowledged of a room: how many times the
// room had been stored (its document's own count, which never goes back,
// unlike a stream's sequence after damage), its steps and its revision
// then. Marks are kept apart from the rooms, so that damage to the rooms'
// files leaves them: a room stored fewer times than its mark says is one
// whose store lost what the server had acknowledged.
type Mark struct {
	Saves uint64 `json:"n"`
	Steps int    `json:"s"`
	Rev   uint64 `json:"r"`
	At    int64  `json:"t"` // Unix seconds of the save
}

// after reports whether m marks a later save of its room than old.
func (m Mark) after(old Mark) bool { return m.Saves > old.Saves }

// expired reports whether the room of a mark this old may have been
// forgotten by the store (roomsKeptFor after its last change), a day
// early to be safe: such a room missing is no loss.
func (m Mark) expired(now time.Time) bool {
	return now.Sub(time.Unix(m.At, 0)) > roomsKeptFor-24*time.Hour
}

// LostData is what a store reports it lost itself: JetStream keeps, in a
// stream's state, the sequences (a room's revisions) it could not
// recover from its files.
type LostData struct {
	Revisions []uint64
	Bytes     uint64
}
