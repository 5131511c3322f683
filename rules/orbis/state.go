package orbis

import "fmt"

// Table sizes.
const (
	DisplaySize  = 9 // the 3x3 display, positions 0-8 row by row
	MaxPlayers   = 4
	MinPlayers   = 2
	RealmLimit   = 10 // worshippers a realm may hold at the end of a turn
	RegionTiles  = PyramidSlots
	TurnsPerSeat = RegionTiles + 1 // 14 region tiles and 1 god
	exchangeRate = 3
)

// Phase is the step of the current turn the next action belongs to.
type Phase uint8

// The phases of a turn. Exchanges are allowed in every phase of a seat's
// own turn, PhaseChoose to PhaseFinish.
const (
	PhaseChoose  Phase = iota // take a display tile or a god
	PhasePlace                // place the taken tile face up (paying) or as Wilderness
	PhasePay                  // pay the multicolour cost symbols, one at a time
	PhaseVillage              // discard the Village's worshippers, or decline
	PhaseVolcano              // destroy the Volcano's worshippers on the display, or decline
	PhaseGain                 // choose gained worshippers (Proselytism "any", Love)
	PhaseDeath                // discard Death's worshippers, or decline
	PhaseFinish               // discard down to 10, then end the turn
	PhaseDraw                 // the turn is over: chance draws the refill (Chance)
	PhaseOver                 // the game has ended
)

var phaseNames = [...]string{"choose", "place", "pay", "village", "volcano", "gain", "death", "finish", "draw", "over"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", uint8(p))
}

// Seat is one player's part of the state.
type Seat struct {
	Realm        Cubes
	Pyramid      Pyramid
	RegionCount  uint8
	God          God
	GodCancelled bool     // God of Death refused
	Reductions   ColorSet // reduction tokens from Farms
}

// turnState is what the engine remembers within a turn.
type turnState struct {
	pos  int8   // display position the tile was taken from, -1 on god turns
	tile TileID // the taken tile, NoTile on god turns
	slot int8   // where it was placed

	// Where the taken tile may go, worked out once when it is taken:
	// listing and checking placements are the hot path of a search; the
	// pyramid does not change until the tile is placed.
	placing      bool
	open, colour SlotSet
	cost         Cost  // the tile's cost for the seat: no reduction comes before it is paid
	remain       uint8 // multicolour symbols to pay, worshippers to discard or gain
	begun        bool  // a Village, Volcano or Death choice has started: no declining
	volc         Cost  // worshippers the Volcano still destroys
}

// State is the complete state of a game. It is a value: fixed arrays and
// small integers plus a pointer to the immutable tile set, so assigning a
// State clones it. The zero State is not a game; make one with NewGame or
// FromSetup.
type State struct {
	set         *TileSet
	numPlayers  uint8
	startPlayer uint8
	toAct       uint8 // the seat to act: (startPlayer + turn) mod numPlayers, kept rather than divided
	turn        uint8 // turns completed by all players together
	phase       Phase
	display     [DisplaySize]TileID
	cubes       [DisplaySize]Cubes
	// pile holds the three level piles one after another; pile l runs from
	// pileTop[l] (drawn next) to pileEnd[l].
	pile    [MaxTiles]TileID
	pileTop [3]uint8
	pileEnd [3]uint8
	gods    [NumGods]God // gods still on the table, numGods of them
	numGods uint8
	temples [MaxPlayers]uint8 // temple token values, high to low
	numTemp uint8
	seats   [MaxPlayers]Seat
	masks   [MaxPlayers]pyramidMasks // the seats' pyramids as bit masks, kept in step by place
	cur     turnState
}

// Tiles returns the game's tile set.
func (s *State) Tiles() *TileSet { return s.set }

// NumPlayers returns the number of seats.
func (s *State) NumPlayers() int { return int(s.numPlayers) }

// StartPlayer returns the seat that played first.
func (s *State) StartPlayer() int { return int(s.startPlayer) }

// CurrentPlayer returns the seat to act; after the end it returns -1.
func (s *State) CurrentPlayer() int {
	if s.phase == PhaseOver || s.numPlayers == 0 {
		return -1
	}
	return int(s.toAct)
}

// Phase returns the phase of the current turn.
func (s *State) Phase() Phase { return s.phase }

// IsOver reports whether every player has taken 15 turns. The zero State,
// which is no game, counts as over.
func (s *State) IsOver() bool { return s.phase == PhaseOver || s.set == nil }

// Turn returns the number of turns played so far by all players together.
func (s *State) Turn() int { return int(s.turn) }

// Round returns the round being played, 1 to 15 (15 once the game is over).
func (s *State) Round() int {
	if s.numPlayers == 0 {
		return 0
	}
	r := int(s.turn)/int(s.numPlayers) + 1
	return min(r, TurnsPerSeat)
}

// Display returns the tile at a display position, or NoTile.
func (s *State) Display(pos int) TileID { return s.display[pos] }

// DisplayCubes returns the worshippers on a display position.
func (s *State) DisplayCubes(pos int) Cubes { return s.cubes[pos] }

// PileSize returns the number of tiles left in the pile of a level (1-3).
func (s *State) PileSize(level int) int { return int(s.pileEnd[level-1] - s.pileTop[level-1]) }

// PileTiles returns the tiles left in a level's pile, next to be drawn
// first. In an Observation the order is canonical, not the real one.
func (s *State) PileTiles(level int) []TileID {
	l := level - 1
	return append([]TileID(nil), s.pile[s.pileTop[l]:s.pileEnd[l]]...)
}

// Gods returns the gods still on the table.
func (s *State) Gods() []God { return append([]God(nil), s.gods[:s.numGods]...) }

// GodAvailable reports whether g is still on the table.
func (s *State) GodAvailable(g God) bool {
	for _, have := range s.gods[:s.numGods] {
		if have == g {
			return true
		}
	}
	return false
}

// TempleTokens returns the values of the temple tokens in play, high to low.
func (s *State) TempleTokens() []int {
	out := make([]int, s.numTemp)
	for i := range out {
		out[i] = int(s.temples[i])
	}
	return out
}

// Seat returns a copy of a player's part of the state.
func (s *State) Seat(seat int) Seat { return s.seats[seat] }

// TakenTile returns the tile taken this turn and the display position it
// came from, or NoTile and -1 before a tile is taken or on a god turn.
func (s *State) TakenTile() (TileID, int) { return s.cur.tile, int(s.cur.pos) }

// Remaining returns how many worshippers the current choice still involves:
// multicolour symbols to pay, worshippers to discard, gain or destroy.
func (s *State) Remaining() int {
	if s.phase == PhaseVolcano {
		return s.cur.volc.Symbols()
	}
	if s.phase == PhaseFinish {
		return max(0, s.seats[s.CurrentPlayer()].Realm.Total()-RealmLimit)
	}
	return int(s.cur.remain)
}

// VolcanoNeeds returns the worshippers the pending Volcano still destroys.
func (s *State) VolcanoNeeds() Cost { return s.cur.volc }

// ChoiceBegun reports whether a Village, Volcano or Death choice has started,
// after which it can no longer be declined.
func (s *State) ChoiceBegun() bool { return s.cur.begun }

// syncMasks works the pyramid masks out again from the pyramids: after
// anything but place edits a pyramid (a test setting tiles directly).
func (s *State) syncMasks() {
	for i := range s.seats {
		s.masks[i] = pyramidMasks{}
		if s.set != nil {
			s.masks[i] = s.seats[i].Pyramid.masksOf(s.set)
		}
	}
}
