package orbis

import "fmt"

// TileStatus says how a pyramid tile counts at the end.
type TileStatus uint8

// Tile statuses in a score breakdown.
const (
	StatusEmpty       TileStatus = iota // nothing in the slot (only before the end)
	StatusScored                        // unconditional CP
	StatusValidated                     // a conditional tile whose condition holds
	StatusCancelled                     // a Village, Volcano or Irrigation not validated at placement
	StatusForestShort                   // a Forest with too few matching neighbours
	StatusWilderness                    // face down: -1 CP (0 with Idleness)
)

var statusNames = [...]string{"empty", "scored", "validated", "cancelled", "forest_short", "wilderness"}

// String returns the status name used in JSON breakdowns.
func (t TileStatus) String() string {
	if int(t) < len(statusNames) {
		return statusNames[t]
	}
	return fmt.Sprintf("status(%d)", uint8(t))
}

// TileScore is one pyramid slot in a breakdown.
type TileScore struct {
	Tile   TileID
	Status TileStatus
	CP     int   // what the slot adds to the total
	Have   uint8 // Forest: matching neighbours
	Need   uint8 // Forest: neighbours needed
}

// Breakdown is one player's score, part by part.
type Breakdown struct {
	Tiles             [PyramidSlots]TileScore
	TileCP            int // CP of the face-up tiles that count
	Wilderness        int // number of Wilderness tiles
	WildernessPenalty int // 0 or negative
	TempleSymbols     int
	HighestMystic     int
	TempleToken       int // value of the token taken, 0 for none
	God               God
	GodCP             int
	GodMet            bool // the god's condition holds (or it has none)
	Total             int
	Worshippers       int
	Rank              int // 1 for the winners; tied players share a place
	// Validated counts the tiles of each effect that count: validated
	// conditional tiles, and every face-up tile of the other effects.
	Validated [SacredStone + 1]uint8
}

// Result is the score of every player.
type Result struct {
	Players [MaxPlayers]Breakdown
	N       int
}

// Score computes every player's score as it stands; at the end of the game
// it is the final score. Mid-game it is the provisional score: Forests
// counted on their current neighbours, temple tokens given out as if the
// game ended now.
func (s *State) Score() Result {
	r := Result{N: int(s.numPlayers)}
	for p := range r.N {
		s.scoreTiles(p, &r.Players[p])
	}
	s.giveTempleTokens(&r)
	for p := range r.N {
		s.scoreGod(p, &r)
	}
	for p := range r.N {
		b := &r.Players[p]
		b.Total = b.TileCP + b.WildernessPenalty + b.TempleToken + b.GodCP
		b.Worshippers = s.seats[p].Realm.Total()
	}
	for p := range r.N {
		r.Players[p].Rank = 1
		for q := range r.N {
			bp, bq := &r.Players[p], &r.Players[q]
			if bq.Total > bp.Total || bq.Total == bp.Total && bq.Worshippers > bp.Worshippers {
				bp.Rank++
			}
		}
	}
	return r
}

// scoreTiles fills the tile part of a breakdown.
func (s *State) scoreTiles(p int, b *Breakdown) {
	seat := &s.seats[p]
	pyr := &seat.Pyramid
	b.God = seat.God
	for slot := range PyramidSlots {
		pl := pyr[slot]
		ts := &b.Tiles[slot]
		ts.Tile = pl.Tile
		switch {
		case pl.Empty():
			ts.Status = StatusEmpty
			continue
		case pl.Wild:
			ts.Status = StatusWilderness
			b.Wilderness++
			if seat.God != Idleness {
				ts.CP = -1
				b.WildernessPenalty--
			}
			continue
		}
		t := &s.set.tiles[pl.Tile]
		if t.Color == White && int(t.Mystic) > b.HighestMystic {
			b.HighestMystic = int(t.Mystic)
		}
		ts.Status = StatusScored
		if t.Effect.Conditional() {
			ts.Status = StatusValidated
		}
		switch {
		case pl.Cancelled:
			ts.Status = StatusCancelled
		case t.Effect == Forest:
			g := &geometry[slot]
			for _, n := range g.neighbours[:g.numNeigh] {
				if pyr.colorsOf(s.set, n)&t.ForestColors != 0 {
					ts.Have++
				}
			}
			ts.Need = t.Amount
			if ts.Have < ts.Need {
				ts.Status = StatusForestShort
			}
		}
		if ts.Status == StatusScored || ts.Status == StatusValidated {
			ts.CP = int(t.CP)
			b.TileCP += ts.CP
			b.Validated[t.Effect]++
			if t.Effect == Temple {
				b.TempleSymbols += int(t.Amount)
			}
		}
	}
}

// giveTempleTokens hands out the temple tokens: most temple symbols first,
// ties to the highest mystic value, then to seat order from the start player.
func (s *State) giveTempleTokens(r *Result) {
	var order [MaxPlayers]int
	n := 0
	for i := range r.N {
		p := (int(s.startPlayer) + i) % r.N
		if r.Players[p].TempleSymbols > 0 {
			order[n] = p
			n++
		}
	}
	ahead := func(a, b *Breakdown) bool {
		return a.TempleSymbols > b.TempleSymbols ||
			a.TempleSymbols == b.TempleSymbols && a.HighestMystic > b.HighestMystic
	}
	// Insertion sort keeps seat order among full ties and allocates nothing.
	for i := 1; i < n; i++ {
		for j := i; j > 0 && ahead(&r.Players[order[j]], &r.Players[order[j-1]]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for i := range min(n, int(s.numTemp)) {
		r.Players[order[i]].TempleToken = int(s.temples[i])
	}
}

// scoreGod fills the god part of player p's breakdown.
func (s *State) scoreGod(p int, r *Result) {
	b := &r.Players[p]
	most := func(e Effect) bool {
		mine := b.Validated[e]
		if mine == 0 {
			return false
		}
		for q := range r.N {
			if r.Players[q].Validated[e] > mine {
				return false
			}
		}
		return true
	}
	switch b.God {
	case NoGod:
		return
	case Love:
		b.GodMet, b.GodCP = true, loveCP
	case Apprentice:
		b.GodMet, b.GodCP = true, apprenticeCP
	case Idleness:
		b.GodMet, b.GodCP = true, idlenessCP
	case Death:
		b.GodMet = !s.seats[p].GodCancelled
	case Oceans:
		b.GodMet = most(Irrigation)
	case Fire:
		b.GodMet = most(Volcano)
	case Nature:
		b.GodMet = most(Forest)
	case Harvests:
		b.GodMet = most(Village)
	case Technology:
		b.GodMet = true
		for q := range r.N {
			if r.Players[q].Wilderness < b.Wilderness {
				b.GodMet = false
			}
		}
	case Equilibrium:
		b.GodMet = b.Validated[Village] > 0 && b.Validated[Temple] > 0 && b.Validated[Volcano] > 0
	}
	if b.GodMet && b.GodCP == 0 {
		b.GodCP = godBonus
		if b.God == Death {
			b.GodCP = deathCP
		}
	}
}
