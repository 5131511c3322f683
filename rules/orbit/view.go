package orbit

// View is what every seat may see of a game, and all a drawing needs: each
// captain's ring, ships, tracker, goals, market and how many hexes their
// deck holds, and where the turn stands. It is its own type, not a State:
// no deck's hexes, no deck's order and no dice are in it, so nothing drawn
// from it can show them. A value of fixed arrays, comparable, copied
// without allocating.
//
// It holds every captain of a game of any size (MaxCaptains) in place:
// about 50 bytes each, 13 kB in all, copied when a view is made; nothing
// in a search copies it.
type View struct {
	turnState
	players [MaxCaptains]PlayerView
}

// PlayerView is what every seat may see of a captain's kit: the Player
// without the deck's hexes.
type PlayerView struct {
	Ring         [MaxRing]RingHex
	RingLen      uint8
	Ships        [Ships]uint8 // the ring position each ship is at
	Track        [NumResources]uint8
	Goals        [int(NumShapes) - 1]HexID // the circle, the triangle and the square
	Market       [MarketSize]HexID
	Countermands uint8 // hexes put out of the game to countermand (solo)
	deckLeft     uint8
	follow       seatFollow // where it stands in the follow of the order
}

// View returns what every seat may see of the state.
func (s *State) View() View {
	v := View{turnState: s.turnState}
	for i := range int(s.n) {
		p := s.at(i)
		v.players[i] = PlayerView{
			Ring: p.Ring, RingLen: p.RingLen, Ships: p.Ships, Track: p.Track, Goals: p.Goals,
			Market: p.Market, Countermands: p.Countermands, deckLeft: uint8(p.DeckLeft()), follow: p.follow,
		}
	}
	return v
}

// View returns what the observing seat, like every other, may see.
func (o *Observation) View() View { return o.state.View() }

// Player returns what may be seen of a seat's kit.
func (v *View) Player(seat int) *PlayerView { return &v.players[seat] }

// DeckLeft is how many hexes the deck holds.
func (p *PlayerView) DeckLeft() int { return int(p.deckLeft) }

// Value is the current value of the ring hex at pos: its edge at the top.
func (p *PlayerView) Value(k *Kit, pos int) int {
	h := p.Ring[pos]
	return int(k.Hexes[h.ID].Edges[h.Turns])
}
