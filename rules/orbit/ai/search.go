package ai

import (
	"context"
	"math/rand/v2"

	"orbis/rules/orbit"
)

// Hard's search: Medium's best candidates, each played out to the end of
// the game many times on decks dealt again from what the seat cannot see,
// every seat then playing a quick greedy policy. The candidate whose games
// end best, on average, is played.
const (
	hardCandidates = 6 // Medium's best few are searched
	rolloutSample  = 6 // the quick policy weighs this many actions at random
)

// playOut chooses among the best candidates by playing each out.
func (p *Player) playOut(ctx context.Context, obs *orbit.Observation, cands []plan) (plan, error) {
	k := min(len(cands), hardCandidates)
	var picked [hardCandidates]plan
	copy(picked[:], cands[:k]) // the thinker's buffers serve the rollouts
	if k == 1 {
		return picked[0], nil
	}
	var total [hardCandidates]float64
	seat := obs.Seat()
	for range p.cfg.Rollouts {
		if err := ctx.Err(); err != nil {
			return plan{}, err
		}
		// Every candidate meets the same deal and the same rolls of the
		// quick policy's dice: their difference is theirs, not luck's.
		deal := obs.Determinize(p.rng)
		a, b := p.rng.Uint64(), p.rng.Uint64()
		for i := range k {
			s := deal
			p.rollPCG.Seed(a, b)
			ok := true
			for _, a := range picked[i].acts[:picked[i].n] {
				if s.ApplyFor(seat, a) != nil {
					ok = false
					break
				}
			}
			if !ok {
				total[i] -= 1e6 // not playable on this deal: never chosen over one that is
				continue
			}
			p.t.rollout(&s, p.roll)
			total[i] += finalMargin(&s, seat)
		}
	}
	best := 0
	for i := 1; i < k; i++ {
		if total[i] > total[best] {
			best = i
		}
	}
	return picked[best], nil
}

// finalMargin is a seat's score against the best other's at the end (its
// own score, solo).
func finalMargin(s *orbit.State, seat int) float64 {
	mine := float64(s.ScoreOf(seat).Total)
	if s.NumPlayers() == 1 {
		return mine
	}
	best := -1e9
	for other := range s.NumPlayers() {
		if other != seat {
			best = max(best, float64(s.ScoreOf(other).Total))
		}
	}
	return mine - best
}

// rollout plays a game to its end with the quick policy: at each decision,
// the best by the evaluation of a few legal actions drawn at random.
func (t *thinker) rollout(s *orbit.State, rng *rand.Rand) {
	for !s.IsOver() {
		if a, ok := s.Chance(); ok {
			_ = s.Apply(a)
			continue
		}
		legal := s.LegalActions(t.legal[0][:0])
		t.legal[0] = legal
		if len(legal) == 1 {
			_ = s.Apply(legal[0])
			continue
		}
		seat, left := s.CurrentPlayer(), turnsLeft(s)
		if s.Phase() == orbit.PhaseOrder {
			_ = s.Apply(t.quickOrder(s, rng))
			continue
		}
		best, bestVal := legal[0], -1e18
		for range min(rolloutSample, len(legal)) {
			a := legal[rng.IntN(len(legal))]
			after := *s
			if after.Apply(a) != nil {
				continue
			}
			if v := margin(&after, seat, left); v > bestVal {
				best, bestVal = a, v
			}
		}
		_ = s.Apply(best)
	}
}

// quickOrder is the quick policy's General: the order under which its own
// best follow, among a few drawn at random, is worth the most.
func (t *thinker) quickOrder(s *orbit.State, rng *rand.Rand) orbit.Action {
	seat, left := s.CurrentPlayer(), turnsLeft(s)
	best, bestVal := orbit.GiveOrder(orbit.Scout), -1e18
	for o := range orbit.Order(orbit.NumOrders) {
		ordered := *s
		if ordered.Apply(orbit.GiveOrder(o)) != nil {
			continue
		}
		legal := ordered.LegalActions(t.legal[1][:0])
		t.legal[1] = legal
		for range min(rolloutSample, len(legal)) {
			after := ordered
			if after.Apply(legal[rng.IntN(len(legal))]) != nil {
				continue
			}
			if v := margin(&after, seat, left); v > bestVal {
				best, bestVal = orbit.GiveOrder(o), v
			}
		}
	}
	return best
}
