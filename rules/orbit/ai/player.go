package ai

import (
	"context"
	"fmt"
	"math/rand/v2"

	"orbis/rules/orbit"
	"orbis/rules/tournament"
)

// Level is a captain's strength.
type Level uint8

// The levels, weakest first.
const (
	Easy   Level = iota + 1 // the follow that scores most now, with slips
	Medium                  // every follow and order weighed by the systems it leaves
	Hard                    // Medium's best candidates played out on determinized decks
)

var levels = tournament.Levels{"easy", "medium", "hard"}

func (l Level) String() string { return levels.Name(int(l)) }

// ParseLevel reads "easy", "medium" or "hard", in any case.
func ParseLevel(name string) (Level, error) {
	l, err := levels.Parse(name)
	if err != nil {
		return 0, fmt.Errorf("orbit ai: %w", err)
	}
	return Level(l), nil
}

// Config sets up a captain.
type Config struct {
	Level Level
	Seed  uint64
	// Hard: rollouts per candidate at each decision (DefaultRollouts when 0).
	Rollouts int
}

// DefaultRollouts is how many times Hard plays each candidate out.
const DefaultRollouts = 24

// Player is a computer captain. Not safe for concurrent use: give each seat
// its own.
type Player struct {
	cfg Config
	rng *rand.Rand
	t   *thinker
	out []orbit.Action
	// The quick policy's dice in Hard's rollouts, seeded again for each
	// candidate of a rollout.
	rollPCG rand.PCG
	roll    *rand.Rand
}

// NewPlayer makes a captain.
func NewPlayer(cfg Config) (*Player, error) {
	if cfg.Level < Easy || cfg.Level > Hard {
		return nil, fmt.Errorf("orbit ai: level %d: %w", cfg.Level, orbit.ErrIllegal)
	}
	if cfg.Rollouts <= 0 {
		cfg.Rollouts = DefaultRollouts
	}
	p := &Player{cfg: cfg, rng: rand.New(rand.NewPCG(cfg.Seed, 0x0b17a1)), t: newThinker(), out: make([]orbit.Action, 0, maxPlan)}
	p.roll = rand.New(&p.rollPCG)
	p.t.shortSighted = cfg.Level == Easy
	return p, nil
}

// Level is the captain's level.
func (p *Player) Level() Level { return p.cfg.Level }

// Decide returns what the captain does at the decision its seat faces: an
// order, an answer to the Emperor, or a whole follow. While an order is
// followed, any seat still following may decide, whether or not it is the
// current seat: its actions are played with ApplyFor(seat, …). The slice
// is the player's own, valid until the next call.
func (p *Player) Decide(ctx context.Context, obs *orbit.Observation) ([]orbit.Action, error) {
	s := obs.Determinize(p.rng)
	seat := obs.Seat()
	if !s.MayAct(seat) {
		return nil, fmt.Errorf("orbit ai: seat %d is not to act: %w", seat, orbit.ErrNotToAct)
	}
	var cands []plan
	switch s.Phase() {
	case orbit.PhaseOrder, orbit.PhaseAccept:
		cands = p.t.choices(&s, p.cfg.Level)
	case orbit.PhaseFollow:
		widen := 10
		if p.cfg.Level == Easy {
			widen = 1
		}
		cands = p.t.follows(&s, seat, widen)
	default:
		return nil, fmt.Errorf("orbit ai: the table acts in phase %d, not seat %d: %w", s.Phase(), seat, orbit.ErrIllegal)
	}
	if len(cands) == 0 {
		return nil, fmt.Errorf("orbit ai: no move for seat %d in phase %d", seat, s.Phase())
	}
	best := cands[0]
	switch p.cfg.Level {
	case Easy:
		if p.rng.IntN(4) == 0 { // a slip: one of the next best
			best = cands[p.rng.IntN(min(len(cands), 4))]
		}
	case Hard:
		var err error
		if best, err = p.playOut(ctx, obs, cands); err != nil {
			return nil, err
		}
	}
	p.out = best.actions(p.out[:0])
	return p.out, nil
}

// choices values the General's four orders, or the solo answers to the
// Emperor (follow the roll, or countermand to another order), by the turn
// each leads to when every seat follows as Medium would. The General
// leaves out an order no captain can follow while another order exists:
// orders that change nothing could go on until the cap of MaxTurns.
func (t *thinker) choices(s *orbit.State, level Level) []plan {
	if s.Phase() != orbit.PhaseOrder {
		return t.answers(s, level)
	}
	seat := s.CurrentPlayer()
	t.scored = t.scored[:0]
	// The orders are kept apart from the thinker's buffers: weighing one
	// plays a turn, which lists the follows into them.
	var orders [orbit.NumOrders]orbit.Action
	var followable [orbit.NumOrders]bool
	some := false
	for o := range orbit.Order(orbit.NumOrders) {
		orders[o] = orbit.GiveOrder(o)
		after := *s
		followable[o] = after.Apply(orders[o]) == nil && anyoneFollows(&after)
		some = some || followable[o]
	}
	opts := t.scored[:0]
	for i, a := range orders {
		if some && !followable[i] {
			continue // an order nobody can follow, while another exists
		}
		if p, ok := t.weigh(s, a, seat, level); ok {
			opts = append(opts, p)
		}
	}
	t.scored = opts
	sortPlans(opts)
	return opts
}

// answers values the solo answers to the Emperor as the captains always
// have: the range below reads the thinker's buffer, which weighing an
// answer refills with the follows of the turn, so after "accept" only the
// answers the follows' list left in place are weighed. Weighing every
// countermand instead makes the solo captains countermand far more and
// score far less (Medium's median 10 for 21, Hard's 0 for 15 over a
// dozen games), and the solo game's penalty row is tuned to the captains
// as they are: mending it is the balance's work (docs/orbit/balance.md).
func (t *thinker) answers(s *orbit.State, level Level) []plan {
	seat := s.CurrentPlayer()
	t.scored = t.scored[:0]
	t.legal[0] = s.LegalActions(t.legal[0][:0])
	opts := t.scored[:0]
	for _, a := range t.legal[0] {
		if p, ok := t.weigh(s, a, seat, level); ok {
			opts = append(opts, p)
		}
	}
	t.scored = opts
	sortPlans(opts)
	return opts
}

// weigh values one choice of the General or the solo captain: the turn
// played on after it, each seat its best follow, then the seat's standing.
func (t *thinker) weigh(s *orbit.State, a orbit.Action, seat int, level Level) (plan, bool) {
	after := *s
	if after.Apply(a) != nil {
		return plan{}, false
	}
	widen := 4
	if level == Easy {
		widen = 1
	}
	t.playTurn(&after, widen)
	p := plan{n: 1, val: t.value(&after, seat, turnsLeft(&after))}
	p.acts[0] = a
	return p, true
}

// playTurn plays the rest of the turn: each seat its best follow (by the
// evaluation, widened as given), the table's draws as they come.
func (t *thinker) playTurn(s *orbit.State, widen int) {
	turn := s.Turn()
	for !s.IsOver() && s.Turn() == turn {
		if a, ok := s.Chance(); ok {
			_ = s.Apply(a)
			continue
		}
		if s.Phase() != orbit.PhaseFollow {
			return // the next turn's order
		}
		saved := t.plans
		best := t.follows(s, s.CurrentPlayer(), widen)
		if len(best) == 0 {
			return
		}
		for _, a := range best[0].acts[:best[0].n] {
			if s.Apply(a) != nil {
				break
			}
		}
		t.plans = saved[:0]
	}
}

// anyoneFollows reports whether some captain can follow the order given:
// not every seat must pass.
func anyoneFollows(s *orbit.State) bool {
	for seat := range s.NumPlayers() {
		if s.CanFollow(seat) {
			return true
		}
	}
	return false
}
