package server

import (
	"time"

	"orbis/game/online"
)

// roomLimits is what a room's document keeps for the server's limits:
// what a `games` lookup answers without replaying the game, who opened
// the room, whether a person has played in it, and its computers' think
// budget.
type roomLimits struct {
	// Summary is the game as it stands, written on every save; nil in a
	// document stored before it existed.
	Summary *roomSummary `json:"summary,omitempty"`
	// By is the address key of the connection that created the room.
	By string `json:"by,omitempty"`
	// Moved: a person has played a unit of their own here. The turn limit
	// hands a seat to the computer only then: a room nobody plays in never
	// has the server play it out.
	Moved bool `json:"moved,omitempty"`
	// Think is the computers' think budget left; nil for a full one.
	Think *thinkBudget `json:"think,omitempty"`
}

// roomSummary is a game's standing as `games` tells it.
type roomSummary struct {
	ToAct int  `json:"to_act"`
	Steps int  `json:"steps"`
	Over  bool `json:"over,omitempty"`
	// Acting are the seats that may act now in a game played at once
	// (Orbit's captains following an order), of whom ToAct is the first.
	Acting []int `json:"acting,omitempty"`
}

func summaryOf(m online.Match) *roomSummary {
	sum := &roomSummary{ToAct: m.ToAct(), Steps: m.Steps(), Over: m.Over()}
	if m.AtOnce() && !sum.Over {
		sum.Acting = m.Acting(nil)
	}
	return sum
}

// thinkBudget is a room's thinking time left, as of At: it refills at
// the server's RoomThinkPerHour up to that much.
type thinkBudget struct {
	Left time.Duration `json:"left"`
	At   time.Time     `json:"at"`
}

// cheapLevel is the level a room's computers play once its budget is
// spent: a few milliseconds a turn in both games.
const cheapLevel = "easy"

// spentThink is the think time a turn gets when the budget is spent and
// the game has no cheap level: searches stop at their deadline.
const spentThink = 50 * time.Millisecond

// thinkPlanLocked is how a computer seat of a level thinks now: at that
// level for at most the turn's budget while the room has thinking time
// left, at the cheap level when it has none.
func (r *room) thinkPlanLocked(level string, now time.Time) (string, time.Duration) {
	left := r.thinkLeftLocked(now)
	turn := min(r.srv.cfg.ThinkBudget, left)
	if left > spentThink {
		return level, turn
	}
	if level != cheapLevel && r.game.ValidLevel(cheapLevel) {
		return cheapLevel, r.srv.cfg.ThinkBudget
	}
	return level, spentThink
}

// thinkLeftLocked is the room's thinking time left, refilled to now.
func (r *room) thinkLeftLocked(now time.Time) time.Duration {
	perHour := r.srv.cfg.RoomThinkPerHour
	b := r.doc.Think
	if b == nil {
		return perHour
	}
	refill := time.Duration(float64(now.Sub(b.At)) / float64(time.Hour) * float64(perHour))
	return min(perHour, b.Left+max(refill, 0))
}

func (r *room) spendThinkLocked(took time.Duration, now time.Time) {
	r.doc.Think = &thinkBudget{Left: r.thinkLeftLocked(now) - took, At: now.UTC()}
}

// tookPartLocked: a person has played here, so the turn limit may hand
// an absent seat to the computer. A document stored before Moved existed
// (no summary yet) keeps the limit as it was.
func (r *room) tookPartLocked() bool {
	return r.doc.Moved || r.doc.Summary == nil
}

// summariseLocked writes the game's standing into a document about to be
// saved (the lock held; the room's match is the document's game). A
// document stored before summaries existed keeps its turn limit as it
// was: its players took part before.
func (r *room) summariseLocked(doc *roomDoc) {
	if doc.Summary == nil {
		doc.Moved = true
	}
	doc.Summary = summaryOf(r.match)
	if doc.Waiting {
		doc.Summary.ToAct = -1 // nobody acts before the start
	}
}

// spendThink takes a computer's turn's thinking from the room's budget
// (the room's write held); the document keeps it with the turn's save.
func (r *room) spendThink(took time.Duration) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.spendThinkLocked(took, time.Now())
}

// personPlays marks the room as one a person plays in before their move
// is stored with it (the room's write held); the undo it returns takes the
// mark back when the move is not kept, unless the room was read again.
func (r *room) personPlays() (undo func()) {
	r.mu.Lock()
	defer r.mu.Unlock()
	moved, rev := r.doc.Moved, r.rev
	r.doc.Moved = true
	return func() {
		r.mu.Lock()
		defer r.mu.Unlock()
		if r.rev == rev {
			r.doc.Moved = moved
		}
	}
}
