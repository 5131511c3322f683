//go:build !js

package cli

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"
	"time"

	"orbis/game/online"
)

// loadRoom is one room's clients: a host who creates it and guests who
// join; when its game ends it opens a new room, so the load stays even.
type loadRoom struct {
	cfg     loadConfig
	url     string
	stats   *loadStats
	rng     *rand.Rand // seeds its clients' moves; used by its own goroutine only
	clients []*online.Client
	turns   *turnClock  // the current game's turns, as its clients see them
	reach   *reachClock // the current game's acts, until every client has each
}

// dialTimeout bounds a client's connection and seat.
const dialTimeout = 30 * time.Second

// open seats a new room's clients; on a failure it counts why and leaves
// the room without clients.
func (r *loadRoom) open(parent context.Context) {
	r.clients = nil
	ctx, cancel := context.WithTimeout(parent, dialTimeout)
	defer cancel()
	seats := []online.SeatInfo{{Kind: "human"}}
	for i := range r.cfg.Players - 1 {
		kind := "open"
		if i >= r.cfg.Players-1-r.cfg.Computers {
			kind = "ai:medium"
		}
		seats = append(seats, online.SeatInfo{Kind: kind})
	}
	// A room of more than six seats has a turn clock: an hour's never runs
	// out in a run.
	host, err := online.Dial(ctx, r.url, onlineViews(), online.Message{Type: online.TypeCreate, Game: r.cfg.Game, Name: "Load 1", Seats: seats, TurnLimit: 3600})
	if err != nil {
		if parent.Err() == nil { // the run's end is no failure
			r.stats.failedWith("create "+kind(err), err)
		}
		return
	}
	clients := []*online.Client{host}
	code, _, _ := host.Seat()
	for i := 1; i < r.cfg.Players-r.cfg.Computers; i++ {
		c, err := online.Dial(ctx, r.url, onlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: fmt.Sprintf("Load %d", i+1)})
		if err != nil {
			if parent.Err() == nil {
				r.stats.failedWith("join "+kind(err), err)
			}
			for _, c := range clients {
				c.Close()
			}
			return
		}
		clients = append(clients, c)
	}
	r.clients = clients
}

// run plays the room's games until ctx ends, opening a new room after
// each game; the first game waits for start.
func (r *loadRoom) run(ctx context.Context, start <-chan struct{}) {
	for ctx.Err() == nil {
		if r.clients == nil {
			r.open(ctx)
			if r.clients == nil {
				select { // the server refused or failed: not a busy loop
				case <-ctx.Done():
				case <-time.After(time.Second):
				}
				continue
			}
		}
		gctx, cancel := context.WithCancel(ctx)
		var wg sync.WaitGroup
		r.turns, r.reach = newTurnClock(len(r.clients), r.stats), newReachClock(len(r.clients), r.stats)
		for _, c := range r.clients {
			p := &loadPlayer{c: c, stats: r.stats, rng: rand.New(rand.NewPCG(r.rng.Uint64(), r.rng.Uint64())), turns: r.turns, reach: r.reach, think: r.cfg.Think}
			wg.Go(func() {
				if err := p.play(gctx, start); err != nil {
					r.stats.failedWith("client "+kind(err), err)
					cancel() // the others would wait for this seat forever
				}
			})
		}
		wg.Wait()
		cancel()
		if ctx.Err() != nil {
			// The clients are closed with the others' at the end; their
			// comebacks count all the same.
			for _, c := range r.clients {
				r.stats.reconnects.Add(int64(c.Reconnects()))
			}
			return
		}
		if r.stats.counting.Load() {
			r.stats.games.Add(1)
		}
		for _, c := range r.clients {
			r.stats.reconnects.Add(int64(c.Reconnects()))
			c.Close()
		}
		r.clients = nil
	}
}

// loadPlayer is a scripted client: a random legal action whenever its
// seat is to act, timed until the step it made comes back.
type loadPlayer struct {
	c     *online.Client
	stats *loadStats
	rng   *rand.Rand
	turns *turnClock
	reach *reachClock
	seen  int // the steps whose arrival the turn clock has heard of
	heard int // the steps whose arrival the reach clock has heard of

	think   time.Duration // about how long it waits before an act
	readyAt time.Time     // when it acts, once it thought; zero: not thinking

	comebacks int // the client's reconnects when it last looked
}

// thinkingTime is how long a seat thinks before its next act: between
// half and one and a half times think, as rng has it.
func thinkingTime(rng *rand.Rand, think time.Duration) time.Duration {
	return think/2 + time.Duration(rng.Int64N(int64(think)))
}

// answerWait is how long an action may go unanswered before it counts as
// lost and the seat acts again.
const answerWait = 10 * time.Second

// play plays the seat until the game is over or ctx ends.
func (p *loadPlayer) play(ctx context.Context, start <-chan struct{}) error {
	select {
	case <-ctx.Done():
		return nil
	case <-start:
	}
	_, _, seat := p.c.Seat()
	tick := time.NewTicker(time.Second) // a missed signal costs a tick, not the game
	defer tick.Stop()
	pending, sent := -1, time.Time{}
	sentOn := 0 // the client's reconnects when it sent its last act
	for {
		for _, m := range p.c.Drain() {
			if m.Type == online.TypeRefused {
				// An act sent before the connection broke may have been
				// stored all the same: its replay after the comeback is stale.
				if m.Reason != online.ReasonStale || p.c.Reconnects() == sentOn {
					p.stats.failedWith("refused:"+m.Reason, errors.New(m.Detail))
				}
				if pending >= 0 {
					p.reach.refused(pending + 1)
				}
				pending = -1 // refused: act again on the table as it now stands
			}
		}
		if err := p.c.Err(); err != nil {
			return err
		}
		var (
			steps int
			over  bool
			back  bool // the seat's pending act came back (or the table moved for it)
			legal []string
		)
		now := time.Now()
		p.c.With(func(m online.Match, _ []online.SeatState, _ int64) {
			steps, over = m.Steps(), m.Over()
			legal = m.LegalFor(seat)
			back = pending >= 0 && m.Moved(pending, seat)
			p.seen = p.turns.saw(m, p.seen, now)
			p.heard = p.reach.saw(m, p.heard, now)
		})
		if n := p.c.Reconnects(); n != p.comebacks {
			// An act lost with the connection is no answer owed: the
			// client is back, with the table as the server kept it.
			p.comebacks = n
			if pending >= 0 && !back {
				p.reach.refused(pending + 1)
				pending = -1
			}
		}
		switch {
		case back:
			if p.stats.counting.Load() {
				p.stats.moves.Add(1)
				p.stats.mu.Lock()
				p.stats.latencies = append(p.stats.latencies, now.Sub(sent))
				p.stats.mu.Unlock()
			}
			pending = -1
		case pending >= 0 && now.Sub(sent) > answerWait && p.c.Connected():
			// Unanswered on a live connection: an act lost while the client
			// comes back is forgotten at its comeback, above.
			p.stats.failedWith("unanswered", fmt.Errorf("loadtest: seat %d's act at step %d: no answer in %s (reconnects %d)", seat, pending, answerWait, p.c.Reconnects()))
			pending = -1
		}
		if over {
			return nil
		}
		var wake <-chan time.Time // the end of its thinking
		if pending < 0 && len(legal) > 0 && p.think > 0 {
			if p.readyAt.IsZero() {
				p.readyAt = now.Add(thinkingTime(p.rng, p.think))
			}
			if wait := p.readyAt.Sub(now); wait > 0 {
				wake = time.After(wait)
				legal = nil // not yet
			}
		}
		if pending < 0 && len(legal) > 0 {
			p.readyAt = time.Time{}
			pending, sent, sentOn = steps, time.Now(), p.c.Reconnects()
			p.reach.sending(steps+1, sent)
			err := p.c.Act(steps, []string{legal[p.rng.IntN(len(legal))]})
			switch {
			case errors.Is(err, online.ErrOffline):
				p.reach.refused(steps + 1)
				pending = -1 // the client is connecting again; the table comes with it
			case err != nil && ctx.Err() == nil:
				// The connection broke under the write: the client makes it
				// again (or fails, and Err says so), and the seat acts anew.
				p.reach.refused(steps + 1)
				pending = -1
			}
		}
		select {
		case <-ctx.Done():
			return nil
		case <-p.c.Changed():
		case <-tick.C:
		case <-wake:
		}
	}
}
