package orbis

import "math/rand/v2"

// Observation is what one seat may know: everything but the order of the
// piles. Their sizes and the set of unseen tiles per level stay known.
type Observation struct {
	state State // piles sorted by tile id: a canonical order, not the real one
	seat  uint8
}

// Observe returns seat's observation of the state.
func (s *State) Observe(seat int) Observation {
	o := Observation{state: *s, seat: uint8(seat)}
	for l := range o.state.pileTop {
		pile := o.state.pile[o.state.pileTop[l]:o.state.pileEnd[l]]
		// Insertion sort: piles are short, and it allocates nothing.
		for i := 1; i < len(pile); i++ {
			for j := i; j > 0 && pile[j] < pile[j-1]; j-- {
				pile[j], pile[j-1] = pile[j-1], pile[j]
			}
		}
	}
	return o
}

// Seat returns the observing seat.
func (o *Observation) Seat() int { return int(o.seat) }

// Public returns the observed state. Its piles are in a canonical order, not
// the real one, so drawing from them is meaningless: sample an order with
// Determinize before playing ahead.
func (o *Observation) Public() State { return o.state }

// Determinize returns a state consistent with the observation, with each
// pile in an order drawn from r.
func (o *Observation) Determinize(r *rand.Rand) State {
	s := o.state
	for l := range s.pileTop {
		pile := s.pile[s.pileTop[l]:s.pileEnd[l]]
		for i := len(pile) - 1; i > 0; i-- {
			j := r.IntN(i + 1)
			pile[i], pile[j] = pile[j], pile[i]
		}
	}
	return s
}
