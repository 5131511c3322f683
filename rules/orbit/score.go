package orbit

// Breakdown is one captain's score, part by part.
type Breakdown struct {
	Goals     [int(NumShapes) - 1]int // the circle, the triangle, the square
	Hexes     int                     // the current values of the ring's hexes
	Penalty   int                     // solo: subtracted for the countermands
	Total     int
	Resources int // water + ore + gold: the tie-break
	Rank      int // 1 for the winners
}

// Score is every captain's breakdown; provisional until the game is over.
type Score struct {
	Players [MaxCaptains]Breakdown // the first N
	N       int
}

// Score computes every captain's score as the game stands.
func (s *State) Score() Score {
	var sc Score
	sc.N = int(s.n)
	for seat := range sc.N {
		sc.Players[seat] = s.breakdown(seat)
	}
	for i := range sc.N {
		rank := 1
		for j := range sc.N {
			a, b := &sc.Players[i], &sc.Players[j]
			if b.Total > a.Total || b.Total == a.Total && b.Resources > a.Resources {
				rank++
			}
		}
		sc.Players[i].Rank = rank
	}
	return sc
}

// ScoreOf is one captain's breakdown without its rank: cheaper than Score
// where only one seat's points are wanted.
func (s *State) ScoreOf(seat int) Breakdown { return s.breakdown(seat) }

func (s *State) breakdown(seat int) Breakdown {
	p := s.at(seat)
	var b Breakdown
	for pos := range int(p.RingLen) {
		b.Hexes += p.Value(s.kit, pos)
	}
	for r := range NumResources {
		b.Resources += int(p.Track[r])
	}
	for i, id := range p.Goals {
		b.Goals[i] = s.goalPoints(p, s.kit.Hexes[id].Goal)
	}
	if s.n == 1 {
		b.Penalty = s.kit.PenaltyFor(int(p.Countermands))
	}
	b.Total = b.Goals[0] + b.Goals[1] + b.Goals[2] + b.Hexes - b.Penalty
	return b
}

// goalPoints is what a goal scores for a captain.
func (s *State) goalPoints(p *Player, g Goal) int {
	n := int(p.RingLen)
	body := func(pos int) Body { return s.kit.Hexes[p.Ring[pos].ID].Body }
	count := 0
	switch g.Shape {
	case Circle:
		count = int(p.Track[g.Resource])
	case Triangle:
		for pos := range n {
			if body(pos) == g.Body {
				count++
			}
		}
	case Square:
		// Each pair of neighbours in the ring counts once.
		for pos := range n {
			a, b := body(pos), body((pos+1)%n)
			if a == g.Body && b == g.Other || a == g.Other && b == g.Body {
				count++
			}
		}
	}
	if g.Max > 0 {
		count = min(count, int(g.Max))
	}
	return count * int(g.Points)
}
