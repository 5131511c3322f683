// Package ai is Orbit's computer captains: Easy, a greedy captain with
// slips; Medium, who weighs every way to follow an order (and, as General,
// every order) by what it does to each system; Hard, who plays each of
// Medium's best candidates out many times on determinized decks and keeps
// the one that ends best. The hot path allocates nothing.
package ai

import (
	"orbis/rules/orbit"
)

// Weights of the position's worth beyond its points now, in points.
const (
	riseWeight     = 0.45 // a step of a hex's rise still to come, per turn left (capped)
	resourceWeight = 0.35 // a resource in the tracker, for what it will buy
	ringWeight     = 0.6  // a hex in the ring beyond the start, for the goals it may feed
)

// turnsLeft estimates the turns left in a game: its end comes when a deck
// runs out (a refill a turn or so) or a ring reaches 12.
func turnsLeft(s *orbit.State) float64 {
	left := min(40.0, float64(s.TurnsLeft()))
	for seat := range s.NumPlayers() {
		p := s.Player(seat)
		left = min(left, float64(p.DeckLeft())*0.8, float64(orbit.EndRing-int(p.RingLen))*2.5)
	}
	return max(left, 0)
}

// worth estimates a captain's final score from the state: the points now,
// and what the hexes, resources and ring can still become in the turns
// left.
func worth(s *orbit.State, seat int, left float64) float64 {
	sc := s.ScoreOf(seat)
	v := float64(sc.Total)
	p := s.Player(seat)
	k := s.Kit()
	soon := min(left/6, 1) // potential is worth more early
	for pos := range int(p.RingLen) {
		h := p.Ring[pos]
		rise := int(k.Hexes[h.ID].Edges[orbit.EdgeCount-1]) - p.Value(k, pos)
		v += riseWeight * float64(rise) * soon
	}
	// The circle's resource is in the points already, up to what the goal
	// counts; beyond that it is a resource like the others.
	circle := k.Hex(p.Goals[0]).Goal
	for r := range orbit.NumResources {
		n := int(p.Track[r])
		switch {
		case r != circle.Resource:
		case circle.Max > 0:
			n = max(0, n-int(circle.Max))
		case n < orbit.TrackMax:
			n = 0
		}
		v += resourceWeight * float64(n) * soon
	}
	v += ringWeight * float64(int(p.RingLen)-orbit.StartHexes) * soon
	return v
}

// rivalWeight is how much a rival's worth counts against one's own: less
// than all of it, so that a captain also grows when it cannot pull ahead
// (an order that helps everyone equally still helps).
const rivalWeight = 0.6

// margin is a seat's worth against the others': its own minus part of the
// best of theirs (a solo captain plays for its own score).
func margin(s *orbit.State, seat int, left float64) float64 {
	mine := worth(s, seat, left)
	if s.NumPlayers() == 1 {
		return mine
	}
	return mine - rivalWeight*bestRival(s, seat, left)
}

// bestRival is the best of the other seats' worth.
func bestRival(s *orbit.State, seat int, left float64) float64 {
	best := -1e9
	for other := range s.NumPlayers() {
		if other != seat {
			best = max(best, worth(s, other, left))
		}
	}
	return best
}

// weighRivals keeps the others' best worth for the seat's follows, when
// the seat follows with others (not solo, the order being followed).
func (t *thinker) weighRivals(s *orbit.State, seat int, left float64) {
	t.rivalOf = -1
	if s.NumPlayers() > 1 && s.Simultaneous() && !t.shortSighted {
		t.rivalOf, t.rival = seat, bestRival(s, seat, left)
	}
}
