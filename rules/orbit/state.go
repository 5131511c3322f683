package orbit

import "math/rand/v2"

// The table's limits.
const (
	MinPlayers = 1 // one player is the solo game
	MaxPlayers = 6
	Ships      = 3
	MarketSize = 3
	// MaxRing bounds the ring: the game ends after the turn in which a ring
	// reaches EndRing, and a turn adds at most two hexes.
	MaxRing    = 16
	EndRing    = 12
	MinRing    = 3  // a Zap does not take the ring below this
	TrackMax   = 10 // a resource of the tracker
	TrackStart = 2
	ScoutReach = 3 // a ship moves 1 to 3 steps
	MaxFollows = 2 // an order is followed once, and may be twice
	// MaxTurns ends a game that would go on for ever (docs/orbit/rulings.md
	// #14): orders that change nothing can repeat without end.
	MaxTurns    = 60
	NumOrders   = 4
	maxSetupTry = 1000
)

// Order is what the General orders.
type Order uint8

// The orders.
const (
	Scout Order = iota
	Mine
	Buy
	Zap
)

var orderNames = [NumOrders]string{"scout", "mine", "buy", "zap"}

func (o Order) String() string {
	if o < NumOrders {
		return orderNames[o]
	}
	return "order?"
}

// Phase is what the game waits for.
type Phase uint8

// The phases of a turn.
const (
	PhaseOrder  Phase = iota // the General gives an order (multiplayer)
	PhaseRoll                // solo: the table rolls 2d6 for the Emperor's order
	PhaseAccept              // solo: follow the rolled order, or countermand it
	PhaseFollow              // the seat to act follows the order, or has done
	PhaseRefill              // the table draws into the market of the seat that bought or zapped
	PhaseOver
)

// RingHex is a hex in a ring: which one, and how many times it has turned.
type RingHex struct {
	ID    HexID
	Turns uint8 // 0 as it enters; EdgeCount-1 when fully scouted
}

// Player is one captain's kit on the table.
type Player struct {
	Ring    [MaxRing]RingHex
	RingLen uint8
	Ships   [Ships]uint8 // the ring position each ship is at
	Track   [NumResources]uint8
	Goals   [int(NumShapes) - 1]HexID // the circle, the triangle and the square
	Market  [MarketSize]HexID
	Deck    [DeckHexes]HexID // Deck[DeckTop:DeckLen] from the top, hidden
	DeckTop uint8
	DeckLen uint8
	// Countermands: hexes put out of the game to countermand (solo).
	Countermands uint8
	// Gone marks the hexes out of the game (zapped, countermanded), a bit
	// per HexID: what a determinization must not deal again.
	Gone uint32
}

// DeckLeft is how many hexes the deck holds.
func (p *Player) DeckLeft() int { return int(p.DeckLen) - int(p.DeckTop) }

// Value is the current value of the ring hex at pos: its edge at the top.
func (p *Player) Value(k *Kit, pos int) int {
	h := p.Ring[pos]
	return int(k.Hexes[h.ID].Edges[h.Turns])
}

// CanTurn reports whether the ring hex at pos can turn once more.
func (p *Player) CanTurn(pos int) bool { return p.Ring[pos].Turns < EdgeCount-1 }

// State is a game of Orbit: a value whose copy is a clone.
type State struct {
	turnState                    // where the turn stands, as every seat sees it
	players   [MaxPlayers]Player // the captains' kits, decks included
	dice      rand.PCG           // solo: the Emperor's dice
}

// turnState is where the turn stands, which a State and its View share; its
// accessors serve both.
type turnState struct {
	kit     *Kit // shared, never changed
	n       uint8
	phase   Phase
	general uint8 // the seat giving this turn's order
	acting  uint8 // the seat following (or the General, in PhaseOrder)
	order   Order
	rolled  Order // solo: the Emperor's order this turn
	// followed is how many times the acting seat has followed the order;
	// ships it moved or mined with this turn (Scout and Mine use different
	// ships).
	followed  uint8
	usedShips uint8 // bit per ship
	turn      uint16
	over      bool
}

// Kit returns the kit the game is played with.
func (s *turnState) Kit() *Kit { return s.kit }

// NumPlayers is the number of captains.
func (s *turnState) NumPlayers() int { return int(s.n) }

// Solo reports whether this is the solo game.
func (s *turnState) Solo() bool { return s.n == 1 }

// Phase is what the game waits for.
func (s *turnState) Phase() Phase { return s.phase }

// General is the seat giving this turn's order.
func (s *turnState) General() int { return int(s.general) }

// Order is the order being followed (from PhaseFollow on).
func (s *turnState) Order() Order { return s.order }

// Rolled is the solo order the dice gave this turn.
func (s *turnState) Rolled() Order { return s.rolled }

// Followed is how many times the acting seat has followed the order.
func (s *turnState) Followed() int { return int(s.followed) }

// ShipUsed reports whether a ship has scouted or mined this follow.
func (s *turnState) ShipUsed(ship int) bool { return s.usedShips&(1<<ship) != 0 }

// Turn counts the turns (orders) played, from 0.
func (s *turnState) Turn() int { return int(s.turn) }

// IsOver reports whether the game has ended.
func (s *turnState) IsOver() bool { return s.over }

// CurrentPlayer is the seat to act, or -1 once the game is over. While the
// table rolls or refills it is the seat whose step that is.
func (s *turnState) CurrentPlayer() int {
	if s.over {
		return -1
	}
	return int(s.acting)
}

// Player returns a seat's kit on the table.
func (s *State) Player(seat int) *Player { return &s.players[seat] }
