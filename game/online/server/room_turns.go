package server

import (
	"context"
	"runtime"
	"strings"
	"time"

	"orbis/game/online"
)

// Who plays next: the computer seats to act decide in the background, and
// the turn clock hands a person's seat that ran out of time to the
// computer. In a game whose seats act at once (Orbit's follows) every seat
// to act is taken at the same time: a hundred computer captains follow in
// parallel, and one absent captain never holds up the others.

// deadlineLocked is when the time of the seats to act runs out, 0 for
// never: a turn's clock runs from when it began (at once: from the order
// every seat follows) while a person's seat is to act. The match is ahead
// of the store while units are being written, and so is its turn's start:
// the stored one made a person's turn that began since look run out, and
// the computer played it, and the next, until a write landed.
func (r *room) deadlineLocked() int64 {
	if r.doc.TurnLimit <= 0 || !r.tookPartLocked() || !r.personToActLocked() {
		return 0
	}
	return r.turnBeganLocked().Add(time.Duration(r.doc.TurnLimit) * time.Second).Unix()
}

// turnBeganLocked is when the turn of the match as played began: a unit
// not stored yet may have begun it.
func (r *room) turnBeganLocked() time.Time {
	if !r.turnSince.IsZero() {
		return r.turnSince
	}
	return r.doc.TurnSince
}

// personToActLocked reports whether a person's seat is to act.
func (r *room) personToActLocked() bool {
	for _, seat := range r.match.Acting(nil) {
		if r.humanLocked(seat) {
			return true
		}
	}
	return false
}

func (r *room) humanLocked(seat int) bool {
	return seat >= 0 && seat < len(r.doc.Seats) && !strings.HasPrefix(r.doc.Seats[seat].Kind, "ai:")
}

// next sets the computer to work for every computer seat to act, and the
// clock when a person's turn has a limit (the room's write and its state
// lock held).
func (r *room) next() {
	if r.timer != nil {
		r.timer.Stop()
	}
	r.rateIfOverLocked()
	if r.closed.Load() || r.match.Over() || r.doc.Waiting { // a room that waits for its start: nobody acts
		return
	}
	var computers []thinkSeat
	for _, seat := range r.match.Acting(nil) {
		if !r.humanLocked(seat) && !r.thinking[seat] {
			computers = append(computers, thinkSeat{seat, strings.TrimPrefix(r.doc.Seats[seat].Kind, "ai:")})
		}
	}
	d := r.deadlineLocked()
	if d != 0 && !time.Now().Before(time.Unix(d, 0)) { // ran out while nobody watched (the sweep opened the room)
		computers = append(computers, r.timedOutLocked()...)
		d = 0
	}
	r.think(computers)
	if d != 0 {
		// One timer a room, set again for each turn: a new one was a timer
		// and a closure a move.
		if wait := time.Until(time.Unix(d, 0)); r.timer == nil {
			r.timer = time.AfterFunc(wait, r.timeUp)
		} else {
			r.timer.Reset(wait)
		}
	}
}

// timedOutLocked are the person's seats to act the computer plays for now
// that their time ran out.
func (r *room) timedOutLocked() []thinkSeat {
	var out []thinkSeat
	for _, seat := range r.match.Acting(nil) {
		if r.humanLocked(seat) && !r.thinking[seat] {
			r.srv.log.Info("turn limit: the computer plays for the seat", "room", r.code, "seat", seat)
			out = append(out, thinkSeat{seat, "medium"})
		}
	}
	return out
}

// timeUp sets the computer to play for the seats whose time ran out,
// unless the turn moved on meanwhile. It waits for a write of the room
// under way: a seat's own move, kept or taken back. The room's one timer
// may have fired for a turn since moved on: only a limit that holds now
// and has passed plays.
func (r *room) timeUp() {
	defer r.contain("the turn limit")
	r.write.Lock()
	defer r.write.Unlock()
	r.mu.Lock()
	defer r.mu.Unlock()
	d := r.deadlineLocked()
	if !r.closed.Load() && d != 0 && !time.Now().Before(time.Unix(d, 0)) {
		r.think(r.timedOutLocked())
	}
}

// noSeat is no seat of the table: Moved(from, noSeat) asks whether a step
// since concerned every seat.
const noSeat = -2

// thinkSeat is a seat a computer is to play, at a level.
type thinkSeat struct {
	seat  int
	level string
}

// think plays the seats' turns as the computer in the background, each
// from the seat's observation: as many workers as the machine has cores,
// each deciding its seats one after another and playing each as it is
// decided (the room's write and its state lock held). A match that hands
// out a seat's decision (online.Decider) is read now, under the lock;
// another is copied for each worker.
func (r *room) think(seats []thinkSeat) {
	if len(seats) == 0 {
		return
	}
	steps := r.match.Steps()
	decider, direct := r.match.(online.Decider)
	var record []byte
	if !direct {
		var err error
		if record, err = r.match.Record(); err != nil {
			r.srv.log.Error("a room's record", "room", r.code, "err", err)
			return
		}
	}
	workers := min(len(seats), runtime.GOMAXPROCS(0))
	for w := range workers {
		var mine []thinkJob
		for i := w; i < len(seats); i += workers {
			mine = append(mine, thinkJob{thinkSeat: seats[i]})
			if direct {
				mine[len(mine)-1].decide = decider.DeciderFor(seats[i].seat)
			}
		}
		if !direct {
			m, err := r.game.Open(record)
			if err != nil {
				r.srv.log.Error("a room's record", "room", r.code, "err", err)
				return
			}
			for i := range mine {
				seat := mine[i].seat
				mine[i].decide = func(ctx context.Context, level string, seed uint64) ([]string, error) {
					return m.Decide(ctx, seat, level, seed)
				}
			}
		}
		if !r.srv.startWork() {
			return // the server is closing
		}
		for _, j := range mine {
			if r.thinking == nil {
				r.thinking = map[int]bool{}
			}
			r.thinking[j.seat] = true
		}
		go r.decide(steps, mine)
	}
}

// thinkJob is a seat's decision to make.
type thinkJob struct {
	thinkSeat
	decide func(ctx context.Context, level string, seed uint64) ([]string, error)
}

// decide makes a worker's decisions one after another, and plays each.
func (r *room) decide(steps int, seats []thinkJob) {
	defer r.srv.work.Done()
	defer r.contain("a computer's turn")
	for i, ts := range seats {
		r.mu.Lock()
		level, budget := r.thinkPlanLocked(ts.level, time.Now())
		r.mu.Unlock()
		began := time.Now()
		ctx, cancel := context.WithTimeout(r.srv.ctx, budget)
		actions, err := ts.decide(ctx, level, uint64(steps)*0x9e3779b97f4a7c15+uint64(ts.seat))
		cancel()
		if !r.thought(ts.seat, steps, actions, err, time.Since(began)) {
			for _, rest := range seats[i+1:] { // the room is closing: the others are not decided
				r.doneThinking(rest.seat, false)
			}
			return
		}
	}
}

// thought plays what the computer decided for a seat (after took of
// thinking, spent from the room's budget), in order with the room's other
// writes, unless the table moved on for the seat meanwhile; then the next
// turns begin, and a room nobody is in is let go once no computer thinks
// in it. It reports whether the worker goes on: the room is not closing.
func (r *room) thought(seat, steps int, actions []string, err error, took time.Duration) bool {
	r.write.Lock()
	defer r.write.Unlock()
	r.spendThink(took)
	play, again := r.mayPlay(seat, steps, err)
	if play {
		if err := r.play(r.srv.ctx, seat, actions); err != nil {
			r.srv.log.Warn("a computer's turn was not kept", "room", r.code, "seat", seat, "err", err)
		}
	}
	if r.doneThinking(seat, again) {
		r.srv.drop(r)
	}
	return !r.closed.Load() && r.srv.ctx.Err() == nil
}

// mayPlay reports whether a computer's decision is still to be played,
// and otherwise whether the next turn is to begin anyway.
func (r *room) mayPlay(seat, steps int, err error) (play, again bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	switch {
	case r.closed.Load() || r.srv.ctx.Err() != nil:
		return false, false
	case err != nil:
		r.srv.log.Error("a computer's turn", "room", r.code, "seat", seat, "err", err)
		return false, false
	case r.match.Moved(steps, seat):
		return false, true // the table moved on for the seat meanwhile (another server played)
	}
	return true, true
}

// doneThinking ends a computer's turn for a seat, begins the next if
// asked, and reports whether the room is idle.
func (r *room) doneThinking(seat int, again bool) bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	delete(r.thinking, seat)
	if again {
		r.next()
	}
	return len(r.conns) == 0 && len(r.thinking) == 0
}

// actingLocked is every seat to act, for a state or a table message of a
// game whose seats act at once; nil otherwise (to_act says it).
func (r *room) actingLocked() []int {
	if !r.match.AtOnce() {
		return nil
	}
	return r.match.Acting(nil)
}
