package game

import (
	"context"
	"time"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// thinker runs a computer seat's search in a goroutine, so the window keeps
// drawing while it thinks; or, stepped, a slice per frame on the game's own
// thread, where there is only one (a browser tab). It sees only the seat's
// observation.
type thinker struct {
	players [rules.MaxPlayers]*ai.Player
	results chan thought
	cancel  context.CancelFunc
	seat    int // thinking seat, -1 when idle
	turn    int
	started time.Time
	// stepped: each poll thinks for slice, then lets the frame go on.
	stepped  bool
	slice    time.Duration
	planning *ai.Thinking
}

// thinkSlice is a stepped search's share of a frame at 60 frames a second.
const thinkSlice = 10 * time.Millisecond

// thought is a finished search: the plan for one seat's turn.
type thought struct {
	seat, turn int
	plan       []rules.Action
	err        error
}

func newThinker(seats []SeatConfig, seed uint64) (*thinker, error) {
	// WebAssembly runs goroutines on one thread: a search there would
	// freeze the tab until it ends.
	th := &thinker{results: make(chan thought, 1), seat: -1, stepped: inBrowser, slice: thinkSlice}
	for i, s := range seats {
		if s.Human() {
			continue
		}
		p, err := ai.NewPlayer(ai.Config{Level: s.Level, Seed: seed*131 + uint64(i)})
		if err != nil {
			return nil, err
		}
		th.players[i] = p
	}
	return th, nil
}

// start begins thinking for the seat to act.
func (th *thinker) start(m *Match) {
	s := m.State()
	seat := s.CurrentPlayer()
	if seat < 0 || th.players[seat] == nil || th.seat >= 0 {
		return
	}
	obs := s.Observe(seat)
	player, turn := th.players[seat], s.Turn()
	th.seat, th.turn, th.started = seat, turn, time.Now()
	if th.stepped {
		var err error
		if th.planning, err = player.BeginTurn(&obs); err != nil {
			th.results <- thought{seat: seat, turn: turn, err: err}
		}
		return
	}
	ctx, cancel := context.WithCancel(context.Background())
	th.cancel = cancel
	go func() {
		plan, err := player.PlanTurn(ctx, &obs)
		th.results <- thought{seat: seat, turn: turn, plan: plan, err: err}
	}()
}

// poll returns a finished plan without waiting; a stepped search thinks
// for its slice first.
func (th *thinker) poll() (thought, bool) {
	if th.planning != nil {
		if !th.planning.Think(th.slice) {
			return thought{}, false
		}
		plan, err := th.planning.Plan()
		r := thought{seat: th.seat, turn: th.turn, plan: plan, err: err}
		th.planning, th.seat = nil, -1
		return r, true
	}
	select {
	case r := <-th.results:
		th.seat = -1
		return r, true
	default:
		return thought{}, false
	}
}

// thinking returns the seat thinking and for how long, or -1.
func (th *thinker) thinking() (int, time.Duration) {
	if th.seat < 0 {
		return -1, 0
	}
	return th.seat, time.Since(th.started)
}

// stop abandons any search under way and waits for it to return.
func (th *thinker) stop() {
	if th.seat < 0 {
		return
	}
	if th.stepped {
		th.planning = nil
		select {
		case <-th.results: // a refused start's error: nobody wants it now
		default:
		}
	} else {
		th.cancel()
		<-th.results
	}
	th.seat = -1
}
