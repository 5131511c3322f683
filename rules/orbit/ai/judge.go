package ai

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"

	"orbis/rules/orbit"
)

// A Judge weighs a seat's choices at one decision as Hard's search does,
// for the post-game analysis: Medium's best candidates (and the move
// played, where it is not among them) each played out on decks dealt
// again from what the seat could see, every seat then playing the quick
// policy, every candidate meeting the same deals and dice. It keeps, for
// each candidate, every seat's final scores and wins, so that the analysis
// reads both the cost of a decision and each seat's expected final score.
// Its rollouts run a slice at a time (Rollouts), so that a caller on one
// thread can keep drawing frames; the same seed and number of rollouts give
// the same tallies however they are sliced. Not safe for concurrent use.
type Judge struct {
	t       *thinker
	rng     *rand.Rand
	pcg     rand.PCG
	rollPCG rand.PCG
	roll    *rand.Rand
	obs     orbit.Observation
	cands   []plan
	tallies []Tally
	choices int    // how many ways the seat had (before the cut to the best)
	played  int    // rollouts played so far
	dropped []bool // candidates no longer played out (Keep)
}

// Tally is what a candidate's rollouts came to: sums over the rollouts on
// which it could be played.
type Tally struct {
	Actions  []orbit.Action // the candidate: an order, an answer or a whole follow
	Rollouts int            // on which it was played
	Margin   float64        // the seat's final score less the best other's (its own, solo)
	Scores   []float64      // every seat's final score
	Wins     []float64      // every seat's share of the win: 1, or 1/k for k tied
	Dropped  bool           // no longer played out (Keep)
}

// NewJudge makes a judge.
func NewJudge() *Judge {
	j := &Judge{t: newThinker()}
	j.rng = rand.New(&j.pcg)
	j.roll = rand.New(&j.rollPCG)
	return j
}

// Start sets up the weighing of the decision the observation's seat faces:
// the best k of Medium's candidates (k 0: none) and the extras (the move
// played), each an order, an answer to the Emperor or a whole follow up to
// the seat's next wait. With no candidate at all, the position itself is
// weighed: a single empty candidate, every seat's expected final score.
func (j *Judge) Start(obs *orbit.Observation, seed uint64, k int, extras ...[]orbit.Action) error {
	j.pcg.Seed(seed, 0x1d9e)
	j.obs, j.played, j.choices = *obs, 0, 0
	j.cands = j.cands[:0]
	if k > 0 {
		s := obs.Determinize(j.rng)
		seat := obs.Seat()
		if !s.MayAct(seat) {
			return fmt.Errorf("orbit judge: seat %d is not to act: %w", seat, orbit.ErrNotToAct)
		}
		var all []plan
		switch s.Phase() {
		case orbit.PhaseOrder, orbit.PhaseAccept:
			all = j.t.choices(&s, Hard)
		case orbit.PhaseFollow:
			all = j.t.follows(&s, seat, 10)
		}
		j.choices = len(all)
		j.cands = append(j.cands, all[:min(k, len(all))]...)
	}
	for _, acts := range extras {
		if len(acts) > maxPlan {
			return fmt.Errorf("orbit judge: a choice of %d actions; a decision has at most %d: %w", len(acts), maxPlan, orbit.ErrIllegal)
		}
		if slices.IndexFunc(j.cands, func(p plan) bool { return slices.Equal(p.acts[:p.n], acts) }) >= 0 {
			continue
		}
		var p plan
		p.n = copy(p.acts[:], acts)
		j.cands = append(j.cands, p)
	}
	if len(j.cands) == 0 {
		j.cands = append(j.cands, plan{})
	}
	pub := obs.Public()
	n := pub.NumPlayers()
	j.tallies = j.tallies[:0]
	j.dropped = j.dropped[:0]
	for _, p := range j.cands {
		j.dropped = append(j.dropped, false)
		j.tallies = append(j.tallies, Tally{Actions: slices.Clone(p.acts[:p.n]), Scores: make([]float64, n), Wins: make([]float64, n)})
	}
	return nil
}

// Choices is how many ways the seat had to decide, as Medium lists them
// (before the cut to the best k): 1 says the decision was forced.
func (j *Judge) Choices() int { return j.choices }

// Played is how many rollouts of each candidate have been played.
func (j *Judge) Played() int { return j.played }

// Tallies are the candidates' tallies so far; valid until the next Start.
func (j *Judge) Tallies() []Tally { return j.tallies }

// Rollouts plays every candidate out n more times, each time on a new deal
// that all of them meet.
func (j *Judge) Rollouts(ctx context.Context, n int) error {
	seat := j.obs.Seat()
	for range n {
		if err := ctx.Err(); err != nil {
			return err
		}
		deal := j.obs.Determinize(j.rng)
		a, b := j.rng.Uint64(), j.rng.Uint64()
		for i := range j.cands {
			if j.dropped[i] {
				continue
			}
			c, tl := &j.cands[i], &j.tallies[i]
			s := deal
			j.rollPCG.Seed(a, b)
			ok := true
			for _, act := range c.acts[:c.n] {
				if s.ApplyFor(seat, act) != nil {
					ok = false
					break
				}
			}
			if !ok {
				continue // not playable on this deal: its tally counts the others
			}
			j.t.rollout(&s, j.roll)
			tl.Rollouts++
			tl.Margin += finalMargin(&s, seat)
			tallyEnd(&s, tl)
		}
		j.played++
	}
	return nil
}

// Keep stops playing out all but the n candidates whose games have ended
// best so far (by the mean margin) and the one given (the move played,
// whatever its games): a race, in which the rollouts left go to the moves
// still in question. A dropped candidate keeps its tally.
func (j *Judge) Keep(n int, also []orbit.Action) {
	order := make([]int, 0, len(j.tallies))
	for i, tl := range j.tallies {
		if !j.dropped[i] && tl.Rollouts > 0 {
			order = append(order, i)
		}
	}
	mean := func(i int) float64 { return j.tallies[i].Margin / float64(j.tallies[i].Rollouts) }
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(mean(b), mean(a)) })
	for rank, i := range order {
		if rank >= n && !slices.Equal(j.tallies[i].Actions, also) {
			j.dropped[i], j.tallies[i].Dropped = true, true
		}
	}
}

// tallyEnd adds a finished game's scores and wins to a tally: the win
// shared among the seats tied first (by points, then resources).
func tallyEnd(s *orbit.State, tl *Tally) {
	bestTotal, bestRes, tied := -1<<30, -1<<30, 0
	for seat := range s.NumPlayers() {
		b := s.ScoreOf(seat)
		tl.Scores[seat] += float64(b.Total)
		switch {
		case b.Total > bestTotal || b.Total == bestTotal && b.Resources > bestRes:
			bestTotal, bestRes, tied = b.Total, b.Resources, 1
		case b.Total == bestTotal && b.Resources == bestRes:
			tied++
		}
	}
	for seat := range s.NumPlayers() {
		if b := s.ScoreOf(seat); b.Total == bestTotal && b.Resources == bestRes {
			tl.Wins[seat] += 1 / float64(tied)
		}
	}
}
