package orbit

import "math/rand/v2"

// Observation is what one seat may see: everything but the decks' order
// and the Emperor's dice.
type Observation struct {
	state State
	seat  int16
}

// Observe returns what a seat may see.
func (s *State) Observe(seat int) Observation {
	o := Observation{state: *s, seat: int16(seat)}
	o.state.unshare()
	for i := range max(int(s.n), MaxPlayers) {
		p := o.state.at(i)
		for j := range p.Deck {
			p.Deck[j] = NoHex
		}
	}
	o.state.dice = State{}.dice
	return o
}

// Seat is the seat the observation is for.
func (o *Observation) Seat() int { return int(o.seat) }

// Public returns the state as the seat sees it: the decks' hexes unknown
// (their counts are known), no dice.
func (o *Observation) Public() State { return o.state }

// Determinize returns a state the seat could be in: its observation with
// every deck dealt again at random from the hexes it may still hold (not
// in the ring, the market or the goals, not out of the game), and new dice.
// A search plays on such states.
func (o *Observation) Determinize(r *rand.Rand) State {
	s := o.state
	s.unshare() // its decks are dealt in place
	for seat := range int(s.n) {
		p := s.at(seat)
		seen := p.Gone
		for pos := range int(p.RingLen) {
			seen |= 1 << p.Ring[pos].ID
		}
		for _, id := range p.Market {
			if id != NoHex {
				seen |= 1 << id
			}
		}
		for _, id := range p.Goals {
			seen |= 1 << id
		}
		n := int(p.DeckTop)
		for id := StartHexes; id < KitHexes && n < int(p.DeckLen); id++ {
			if seen&(1<<id) == 0 {
				p.Deck[n] = HexID(id)
				n++
			}
		}
		deck := p.Deck[p.DeckTop:n]
		r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	}
	s.dice = *rand.NewPCG(r.Uint64(), r.Uint64())
	return s
}
