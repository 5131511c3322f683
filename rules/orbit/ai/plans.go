package ai

import (
	"cmp"
	"slices"

	"orbis/rules/orbit"
)

// maxPlan is the longest plan: two follows, then done.
const maxPlan = 3

// plan is what a captain does at one decision: an order, an answer to the
// Emperor, or a whole follow (one or two actions, then done).
type plan struct {
	acts [maxPlan]orbit.Action
	n    int
	val  float64 // what it is worth, by the evaluation that chose it
}

func (p *plan) actions(dst []orbit.Action) []orbit.Action { return append(dst, p.acts[:p.n]...) }

// thinker holds a captain's buffers: nothing is allocated while thinking.
type thinker struct {
	legal  [2][]orbit.Action
	plans  []plan
	scored []plan
	// shortSighted values a position by its points now and little else,
	// blind to the others (Easy).
	shortSighted bool
	// While a seat's follows are weighed (rivalOf, -1 for none), the best
	// of the others' worth: a follow touches only its own seat's kit, so a
	// hundred captains' worth is weighed once, not once a plan.
	rivalOf int
	rival   float64
}

// value is what the thinker makes of a position for a seat.
func (t *thinker) value(s *orbit.State, seat int, left float64) float64 {
	switch {
	case !t.shortSighted && seat == t.rivalOf && s.Simultaneous():
		return worth(s, seat, left) - rivalWeight*t.rival
	case !t.shortSighted:
		return margin(s, seat, left)
	}
	b := s.ScoreOf(seat)
	return float64(b.Total) + 0.2*float64(b.Resources)
}

func newThinker() *thinker {
	return &thinker{legal: [2][]orbit.Action{make([]orbit.Action, 0, 128), make([]orbit.Action, 0, 128)},
		plans: make([]plan, 0, 1024), scored: make([]plan, 0, 1024), rivalOf: -1}
}

// stillFollowing reports whether the seat is still to act in the follow.
func stillFollowing(s *orbit.State, seat int) bool {
	return !s.IsOver() && s.Status(seat) == orbit.SeatFollowing
}

// follows appends every way a seat can follow the order (one
// follow, or two, each ending with done where a choice remains), valued by
// the seat's margin after it. firstOnly keeps the second follow to the
// best few first ones (widen > 0: how many).
func (t *thinker) follows(s *orbit.State, seat, widen int) []plan {
	left := turnsLeft(s)
	t.plans = t.plans[:0]
	t.weighRivals(s, seat, left)
	defer func() { t.rivalOf = -1 }()
	t.legal[0] = s.LegalActionsFor(seat, t.legal[0][:0])
	for _, a := range t.legal[0] {
		after := *s
		if after.ApplyFor(seat, a) != nil {
			continue
		}
		p := plan{n: 1}
		p.acts[0] = a
		if stillFollowing(&after, seat) {
			p.acts[1], p.n = orbit.Done(), 2
			done := after
			_ = done.ApplyFor(seat, orbit.Done())
			p.val = t.value(&done, seat, left)
		} else {
			p.val = t.value(&after, seat, left)
		}
		t.plans = append(t.plans, p)
	}
	sortPlans(t.plans)
	first := len(t.plans)
	if widen > 0 {
		first = min(first, widen)
	}
	for i := range first {
		base := t.plans[i]
		if base.n != 2 || base.acts[1].Kind != orbit.KindDone {
			continue
		}
		after := *s
		_ = after.ApplyFor(seat, base.acts[0])
		t.legal[1] = after.LegalActionsFor(seat, t.legal[1][:0])
		for _, b := range t.legal[1] {
			if b.Kind == orbit.KindDone {
				continue
			}
			again := after
			if again.ApplyFor(seat, b) != nil {
				continue
			}
			p := plan{n: 2}
			p.acts[0], p.acts[1] = base.acts[0], b
			if stillFollowing(&again, seat) { // cannot be: two follows end it
				continue
			}
			p.val = t.value(&again, seat, left)
			t.plans = append(t.plans, p)
		}
	}
	sortPlans(t.plans)
	return t.plans
}

// sortPlans orders plans best first; equal ones keep their order, so a
// choice is reproducible.
func sortPlans(ps []plan) {
	slices.SortStableFunc(ps, func(a, b plan) int { return cmp.Compare(b.val, a.val) })
}
