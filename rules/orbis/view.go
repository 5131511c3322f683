package orbis

// View is what every seat may see of a game, and all a drawing needs: the
// display and its worshippers, the gods and temple tokens left, the seats'
// realms, pyramids, gods and reductions, and how many tiles each pile
// holds. It is its own type, not a State: the piles' tiles and their order
// are not in it, so nothing drawn from it can show them. A value of fixed
// arrays, comparable, copied without allocating.
type View struct {
	set         *TileSet
	numPlayers  uint8
	toAct       uint8
	turn        uint8
	phase       Phase
	display     [DisplaySize]TileID
	cubes       [DisplaySize]Cubes
	piles       [3]uint8 // tiles left in each level's pile
	gods        [NumGods]God
	numGods     uint8
	temples     [MaxPlayers]uint8
	numTemp     uint8
	seats       [MaxPlayers]Seat
	open        [MaxPlayers]SlotSet // where a tile may go in each pyramid, worked out once
	startPlayer uint8
}

// View returns what every seat may see of the state.
func (s *State) View() View {
	v := View{
		set: s.set, numPlayers: s.numPlayers, toAct: s.toAct, turn: s.turn, phase: s.phase,
		display: s.display, cubes: s.cubes, gods: s.gods, numGods: s.numGods,
		temples: s.temples, numTemp: s.numTemp, seats: s.seats, startPlayer: s.startPlayer,
	}
	for l := range v.piles {
		v.piles[l] = s.pileEnd[l] - s.pileTop[l]
	}
	for seat := range int(s.numPlayers) {
		v.open[seat] = openAmong(s.masks[seat].occ)
	}
	return v
}

// View returns what the observing seat, like every other, may see.
func (o *Observation) View() View { return o.state.View() }

// Tiles returns the game's tile set.
func (v *View) Tiles() *TileSet { return v.set }

// NumPlayers returns the number of seats.
func (v *View) NumPlayers() int { return int(v.numPlayers) }

// StartPlayer returns the seat that played first.
func (v *View) StartPlayer() int { return int(v.startPlayer) }

// CurrentPlayer returns the seat to act; after the end it returns -1.
func (v *View) CurrentPlayer() int {
	if v.phase == PhaseOver || v.numPlayers == 0 {
		return -1
	}
	return int(v.toAct)
}

// Phase returns the phase of the current turn.
func (v *View) Phase() Phase { return v.phase }

// IsOver reports whether the game has ended (the zero View, no game, has).
func (v *View) IsOver() bool { return v.phase == PhaseOver || v.set == nil }

// Turn returns the number of turns played so far by all players together.
func (v *View) Turn() int { return int(v.turn) }

// Round returns the round being played, 1 to 15 (15 once the game is over).
func (v *View) Round() int {
	if v.numPlayers == 0 {
		return 0
	}
	return min(int(v.turn)/int(v.numPlayers)+1, TurnsPerSeat)
}

// Display returns the tile at a display position, or NoTile.
func (v *View) Display(pos int) TileID { return v.display[pos] }

// DisplayCubes returns the worshippers on a display position.
func (v *View) DisplayCubes(pos int) Cubes { return v.cubes[pos] }

// PileSize returns the number of tiles left in the pile of a level (1-3).
func (v *View) PileSize(level int) int { return int(v.piles[level-1]) }

// GodCount returns how many gods are still on the table; GodAt(i) for i
// below it names them.
func (v *View) GodCount() int { return int(v.numGods) }

// GodAt returns the i-th god still on the table.
func (v *View) GodAt(i int) God { return v.gods[i] }

// TempleCount returns how many temple tokens are in play; TempleAt(i) for
// i below it gives their values, high to low.
func (v *View) TempleCount() int { return int(v.numTemp) }

// TempleAt returns the value of the i-th temple token in play.
func (v *View) TempleAt(i int) int { return int(v.temples[i]) }

// Seat returns a copy of a player's part of the table.
func (v *View) Seat(seat int) Seat { return v.seats[seat] }

// PyramidOf returns a copy of a seat's pyramid.
func (v *View) PyramidOf(seat int) Pyramid { return v.seats[seat].Pyramid }

// OpenSlots returns where a seat's pyramid may take a tile, of any colour
// (the open set of State.SlotsFor).
func (v *View) OpenSlots(seat int) SlotSet {
	if seat < 0 || seat >= int(v.numPlayers) {
		return 0
	}
	return v.open[seat]
}
