package orbis

import "slices"

// View returns the record as every seat may know it: no seed, and each
// pile's undrawn tiles in a canonical order (by id) rather than the real
// one; what was drawn stays where it was. A client replays a view to the
// same observation as the full record, and follows the server's draws.
func (r *Record) View() *Record {
	v := *r
	v.Seed = nil
	v.Players = slices.Clone(r.Players)
	v.Actions = slices.Clone(r.Actions)
	drawn := [3]int{}
	pileOf := map[TileID]int{}
	for l, pile := range r.Setup.Piles {
		for _, id := range pile {
			pileOf[id] = l
		}
	}
	for _, a := range r.Actions {
		if a.Kind == KindDraw {
			if l, ok := pileOf[TileID(a.Pos)]; ok {
				drawn[l]++
			}
		}
	}
	for l, pile := range r.Setup.Piles {
		p := slices.Clone(pile)
		n := min(drawn[l], len(p))
		slices.Sort(p[n:])
		v.Setup.Piles[l] = p
	}
	return &v
}

// Follow plays a step as the seats see it happen: as Apply, since a draw
// may take any tile of the pile due, and a view's pile holds the same
// tiles in another order.
func (s *State) Follow(a Action) error { return s.Apply(a) }

// Reveals reports whether an action shows more than its words: in Orbis
// none does, the draws name their tile.
func Reveals(Action) bool { return false }
