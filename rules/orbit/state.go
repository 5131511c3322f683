package orbit

import (
	"math/rand/v2"
	"slices"
)

// The table's limits.
const (
	MinPlayers = 1 // one player is the solo game
	// MaxPlayers is the most captains a table at one screen seats, and the
	// captains a State holds in place (a copy of it copies them): a game of
	// more keeps the others in a store its copies share (see State).
	MaxPlayers = 6
	// MaxCaptains is the most captains a game takes: the rules say "1-∞",
	// and each captain plays a kit of their own, so only the seat's number
	// (a byte) bounds them.
	MaxCaptains = 255
	Ships       = 3
	MarketSize  = 3
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
	PhaseFollow              // the seats follow the order, each on its own (see SeatStatus)
	PhaseRefill              // the table draws into the market of the current seat, which bought or zapped
	PhaseOver
)

// SeatStatus is where a seat stands in the follow of an order. Every seat
// follows the order at the same time: a follow touches only the follower's
// own ring, ships, market, deck and tracker, so the seats' follows may be
// played in any interleaving and leave the same table.
type SeatStatus uint8

// The seats' statuses.
const (
	SeatIdle      SeatStatus = iota // no order is being followed: the General orders, the Emperor rolls, the game is over
	SeatFollowing                   // still following: the seat acts (a follow, a second, done or pass)
	SeatRefilling                   // has followed; the table refills its market from its own deck
	SeatFinished                    // has finished following this order
)

// seatFollow is a seat's follow of the order: its status, and (while it is
// not the current seat, see turnState) how many times it has followed and
// the ships it used.
type seatFollow struct {
	status    SeatStatus
	followed  uint8
	usedShips uint8
}

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
	// follow is the seat's follow of this turn's order.
	follow seatFollow
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

// State is a game of Orbit: a value whose copy is a clone. The first
// MaxPlayers captains' kits are held in place; the captains beyond them (a
// game of 7 or more) are in a store that copies share and nobody writes:
// a change to one of them makes a new store with a new kit for that seat
// (copy on write), so a copy is still a clone, a game of 2 to 6 costs no
// more than it did, and a game of 100 copies 100 pointers, not 100 kits.
type State struct {
	turnState                    // where the turn stands, as every seat sees it
	players   [MaxPlayers]Player // the first MaxPlayers captains' kits, decks included
	more      *crowd             // the captains from MaxPlayers on; nil in a game of MaxPlayers or fewer
	dice      rand.PCG           // solo: the Emperor's dice
}

// crowd holds the kits of the captains beyond MaxPlayers. Once a State
// holds it, it is never written: States share it.
type crowd struct{ seats []*Player }

// at returns a seat's kit to read; a seat beyond MaxPlayers is shared and
// must not be written through it.
func (s *State) at(seat int) *Player {
	if seat < MaxPlayers {
		return &s.players[seat]
	}
	return s.more.seats[seat-MaxPlayers]
}

// mut returns a seat's kit to write: beyond MaxPlayers, the State's own
// copy in a store of its own (the one it had stays as it was, for the
// copies that share it).
func (s *State) mut(seat int) *Player {
	if seat < MaxPlayers {
		return &s.players[seat]
	}
	c := &crowd{seats: slices.Clone(s.more.seats)}
	p := new(Player)
	*p = *c.seats[seat-MaxPlayers]
	c.seats[seat-MaxPlayers] = p
	s.more = c
	return p
}

// unshare gives the State a store of its own, every kit in it copied: a
// change to every seat (a determinization, an observation) then writes
// them in place with one allocation, before the State is copied.
func (s *State) unshare() {
	if s.more == nil {
		return
	}
	kits := make([]Player, len(s.more.seats))
	c := &crowd{seats: make([]*Player, len(kits))}
	for i, p := range s.more.seats {
		kits[i] = *p
		c.seats[i] = &kits[i]
	}
	s.more = c
}

// Equal reports whether two states are the same game at the same point.
// == says so of two states one comes from the other by copies and plays,
// in a game of MaxPlayers or fewer; Equal compares the kit (not where it
// is kept) and every captain's kit, however many.
func (s *State) Equal(o *State) bool {
	a, b := s.turnState, o.turnState
	a.kit, b.kit = nil, nil // the same kit, wherever it is kept
	if a != b || *s.kit != *o.kit || s.players != o.players || s.dice != o.dice || (s.more == nil) != (o.more == nil) {
		return false
	}
	if s.more == nil || s.more == o.more {
		return true
	}
	if len(s.more.seats) != len(o.more.seats) {
		return false
	}
	for i, p := range s.more.seats {
		if *p != *o.more.seats[i] {
			return false
		}
	}
	return true
}

// turnState is where the turn stands, which a State and its View share; its
// accessors serve both.
//
// While an order is followed, every seat follows it at once (SeatStatus);
// the current seat (acting) is the first still following or refilling in
// clockwise order from the General: the one a table at one screen lets act,
// the seat-by-seat order CurrentPlayer, LegalActions and Apply keep. Its
// follow so far is held here (followed, usedShips, and phase PhaseRefill
// while the table refills its market), every other seat's in its kit: one
// place for each, so any interleaving of the same follows leaves the same
// state.
type turnState struct {
	kit     *Kit // shared, never changed
	n       uint8
	phase   Phase
	general uint8 // the seat giving this turn's order
	acting  uint8 // the current seat: the General in PhaseOrder, see above in PhaseFollow
	order   Order
	rolled  Order // solo: the Emperor's order this turn
	// followed is how many times the current seat has followed the order;
	// ships it moved or mined with this turn (Scout and Mine use different
	// ships).
	followed  uint8
	usedShips uint8 // bit per ship
	// left counts the seats that have not finished following the order.
	left uint8
	turn uint16
	over bool
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

// Followed is how many times the current seat has followed the order.
func (s *turnState) Followed() int { return int(s.followed) }

// ShipUsed reports whether a ship of the current seat has scouted or mined
// this follow.
func (s *turnState) ShipUsed(ship int) bool { return s.usedShips&(1<<ship) != 0 }

// Turn counts the turns (orders) played, from 0.
func (s *turnState) Turn() int { return int(s.turn) }

// TurnsLeft is how many turns the game may still last before the cap of
// MaxTurns ends it (docs/orbit/rulings.md #14), counting the one being
// played: MaxTurns at the start, 1 in the last, 0 once over. A game
// usually ends sooner, when a ring or a deck does.
func (s *turnState) TurnsLeft() int {
	if s.over {
		return 0
	}
	return MaxTurns - int(s.turn)
}

// StillToFollow is how many seats have not finished following the order
// (0 outside PhaseFollow).
func (s *turnState) StillToFollow() int {
	if s.phase != PhaseFollow && s.phase != PhaseRefill {
		return 0
	}
	return int(s.left)
}

// IsOver reports whether the game has ended.
func (s *turnState) IsOver() bool { return s.over }

// CurrentPlayer is the seat to act, or -1 once the game is over. While the
// table rolls or refills it is the seat whose step that is. While an order
// is followed it is the current seat: the first, clockwise from the
// General, that has not finished (the seat-by-seat order of a table at one
// screen; ToAct gives every seat that may act).
func (s *turnState) CurrentPlayer() int {
	if s.over {
		return -1
	}
	return int(s.acting)
}

// Player returns a seat's kit on the table, to read.
func (s *State) Player(seat int) *Player { return s.at(seat) }
