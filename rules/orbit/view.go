package orbit

// View is what every seat may see of a game, and all a drawing needs: each
// captain's ring, ships, tracker, goals, market and how many hexes their
// deck holds, and where the turn stands. It is its own type, not a State:
// no deck's hexes, no deck's order and no dice are in it, so nothing drawn
// from it can show them. A value of fixed arrays, comparable, copied
// without allocating.
type View struct {
	kit       *Kit
	players   [MaxPlayers]PlayerView
	n         uint8
	phase     Phase
	general   uint8
	acting    uint8
	order     Order
	rolled    Order
	followed  uint8
	usedShips uint8
	turn      uint16
	over      bool
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
}

// View returns what every seat may see of the state.
func (s *State) View() View {
	v := View{
		kit: s.kit, n: s.n, phase: s.phase, general: s.general, acting: s.acting, order: s.order,
		rolled: s.rolled, followed: s.followed, usedShips: s.usedShips, turn: s.turn, over: s.over,
	}
	for i := range int(s.n) {
		p := &s.players[i]
		v.players[i] = PlayerView{
			Ring: p.Ring, RingLen: p.RingLen, Ships: p.Ships, Track: p.Track, Goals: p.Goals,
			Market: p.Market, Countermands: p.Countermands, deckLeft: uint8(p.DeckLeft()),
		}
	}
	return v
}

// View returns what the observing seat, like every other, may see.
func (o *Observation) View() View { return o.state.View() }

// Kit returns the kit the game is played with.
func (v *View) Kit() *Kit { return v.kit }

// NumPlayers is the number of captains.
func (v *View) NumPlayers() int { return int(v.n) }

// Solo reports whether this is the solo game.
func (v *View) Solo() bool { return v.n == 1 }

// Player returns what may be seen of a seat's kit.
func (v *View) Player(seat int) *PlayerView { return &v.players[seat] }

// Phase is what the game waits for.
func (v *View) Phase() Phase { return v.phase }

// General is the seat giving this turn's order.
func (v *View) General() int { return int(v.general) }

// Order is the order being followed (from PhaseFollow on).
func (v *View) Order() Order { return v.order }

// Rolled is the solo order the dice gave this turn.
func (v *View) Rolled() Order { return v.rolled }

// Followed is how many times the acting seat has followed the order.
func (v *View) Followed() int { return int(v.followed) }

// ShipUsed reports whether a ship has scouted or mined this follow.
func (v *View) ShipUsed(ship int) bool { return v.usedShips&(1<<ship) != 0 }

// Turn counts the turns (orders) played, from 0.
func (v *View) Turn() int { return int(v.turn) }

// IsOver reports whether the game has ended.
func (v *View) IsOver() bool { return v.over }

// CurrentPlayer is the seat to act, or -1 once the game is over.
func (v *View) CurrentPlayer() int {
	if v.over {
		return -1
	}
	return int(v.acting)
}

// DeckLeft is how many hexes the deck holds.
func (p *PlayerView) DeckLeft() int { return int(p.deckLeft) }

// Value is the current value of the ring hex at pos: its edge at the top.
func (p *PlayerView) Value(k *Kit, pos int) int {
	h := p.Ring[pos]
	return int(k.Hexes[h.ID].Edges[h.Turns])
}
