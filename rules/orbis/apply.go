package orbis

import (
	"errors"
	"math/bits"
)

// ErrIllegal is wrapped by every error for an action that is malformed or not
// allowed in the current state.
var ErrIllegal = errors.New("illegal action")

// Apply plays one action. An illegal or malformed action returns a
// *Refusal (which wraps ErrIllegal) and leaves the state unchanged; Apply
// never panics.
func (s *State) Apply(a Action) error {
	if s.play(a) {
		return nil
	}
	if err := s.Check(a); err != nil {
		return err // checked again, to say why
	}
	s.apply(a) // not reached while play and check agree, as the tests hold them to
	return nil
}

// Check reports why an action is not legal now, as Apply would refuse it,
// without playing it; nil when it is legal.
func (s *State) Check(a Action) error {
	var why Refusal
	if !s.check(a, &why) {
		return why.of(a)
	}
	return nil
}

// of is the refusal of action a as an error. Only a refusal reaches the
// heap: a legal action allocates nothing.
func (r Refusal) of(a Action) error {
	r.Action = a
	return &r
}

// check explains why an action is not legal now; a Refusal with NoReason
// when it is. It must agree with LegalActions; the tests compare the two
// over the whole action space.
func (s *State) check(a Action, why *Refusal) bool {
	if s.set == nil {
		return refuse(why, Refusal{Reason: NotAGame})
	}
	if s.phase == PhaseOver {
		return refuse(why, Refusal{Reason: GameIsOver})
	}
	if !wellFormed(a.Kind, a.Pos, a.Color, a.From, a.Wild) {
		return refuse(why, Refusal{Reason: Malformed})
	}
	seat := s.seatToAct()
	if a.Kind == KindExchange {
		switch {
		case !s.phase.canExchange():
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		case !a.From.Valid() || !a.Color.Valid() || a.From == a.Color:
			return refuse(why, Refusal{Reason: ExchangeSameColors})
		case seat.Realm[a.From] < exchangeRate:
			return refuse(why, Refusal{Reason: ExchangeTooFew, Color: a.From, Have: int(seat.Realm[a.From])})
		case s.exchangeStrands(seat):
			return refuse(why, Refusal{Reason: ExchangeStrands, Phase: s.phase, Count: s.Remaining()})
		}
		return true
	}
	if (a.Kind == KindPay || a.Kind == KindDiscard || a.Kind == KindGain || a.Kind == KindDestroy) && !a.Color.Valid() {
		return refuse(why, Refusal{Reason: NotAWorshipperColor, Color: a.Color})
	}
	switch a.Kind {
	case KindTakeTile:
		switch {
		case s.phase != PhaseChoose:
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		case a.Pos >= DisplaySize || s.display[a.Pos] == NoTile:
			return refuse(why, Refusal{Reason: DisplayEmpty, Pos: int(a.Pos)})
		case seat.RegionCount >= RegionTiles:
			return refuse(why, Refusal{Reason: PyramidComplete})
		}
	case KindTakeGod:
		switch {
		case s.phase != PhaseChoose:
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		case seat.God != NoGod:
			return refuse(why, Refusal{Reason: GodAlreadyTaken, God: seat.God})
		case !s.GodAvailable(God(a.Pos)):
			return refuse(why, Refusal{Reason: GodNotOnTable, God: God(a.Pos)})
		}
	case KindPlace:
		if s.phase != PhasePlace {
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		}
		faceUp, wild := s.placements(seat, s.cur.tile, &seat.Realm)
		if a.Pos < PlaceTargets && (a.Wild && wild.Has(int(a.Pos)) || !a.Wild && faceUp.Has(int(a.Pos))) {
			break // the common case, from the same sets LegalActions lists
		}
		t := &s.set.tiles[s.cur.tile]
		if r := seat.Pyramid.placementRefusal(s.set, int(a.Pos), t.Color, a.Wild); r.Reason != NoReason {
			return refuse(why, r)
		}
		return refuse(why, Refusal{Reason: CannotPay, Tile: s.cur.tile, id: t.ID})
	case KindPay:
		switch {
		case s.phase != PhasePay:
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		case seat.Realm[a.Color] == 0:
			return refuse(why, Refusal{Reason: NoWorshipperInRealm, Color: a.Color})
		}
	case KindDiscard:
		switch {
		case s.phase != PhaseVillage && s.phase != PhaseDeath && s.phase != PhaseFinish:
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		case s.phase == PhaseFinish && seat.Realm.Total() <= RealmLimit:
			return refuse(why, Refusal{Reason: RealmWithinLimit, Have: seat.Realm.Total()})
		case seat.Realm[a.Color] == 0:
			return refuse(why, Refusal{Reason: NoWorshipperInRealm, Color: a.Color})
		}
	case KindGain:
		if s.phase != PhaseGain {
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		}
	case KindDestroy:
		switch {
		case s.phase != PhaseVolcano:
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		case a.Pos >= DisplaySize || int8(a.Pos) == s.cur.pos:
			return refuse(why, Refusal{Reason: NotAnotherDisplayTile, Pos: int(a.Pos)})
		case s.cubes[a.Pos][a.Color] == 0:
			return refuse(why, Refusal{Reason: NoWorshipperOnTile, Color: a.Color, Pos: int(a.Pos)})
		case s.cur.volc[a.Color] == 0 && s.cur.volc[AnyColor] == 0:
			return refuse(why, Refusal{Reason: VolcanoNeedsNoMore, Color: a.Color})
		}
	case KindDecline:
		switch {
		case s.phase != PhaseVillage && s.phase != PhaseVolcano && s.phase != PhaseDeath:
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		case s.cur.begun:
			return refuse(why, Refusal{Reason: ChoiceBegun})
		}
	case KindEndTurn:
		switch {
		case s.phase != PhaseFinish:
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		case seat.Realm.Total() > RealmLimit:
			return refuse(why, Refusal{Reason: RealmOverLimit, Have: seat.Realm.Total()})
		}
	case KindDraw:
		if s.phase != PhaseDraw {
			return refuse(why, Refusal{Reason: WrongPhase, Phase: s.phase})
		}
		if _, ok := s.pileIndex(TileID(a.Pos)); !ok {
			return refuse(why, Refusal{Reason: NotInPile, Tile: TileID(a.Pos)})
		}
	default:
		return refuse(why, Refusal{Reason: UnknownKind})
	}
	return true
}

// refuse records why an action is refused, when why is not nil, and
// reports it illegal: a legal action never builds a Refusal.
func refuse(why *Refusal, r Refusal) bool {
	if why != nil {
		*why = r
	}
	return false
}

// wellFormed reports whether the fields a kind does not use are zero, so
// that every legal move has exactly one representation.
//
// It takes the fields one by one: copying a whole Action (a value
// receiver) loads its bytes as one word just after they were stored one by
// one, a store-forwarding stall on the hottest path of the engine.
func wellFormed(kind Kind, pos uint8, color, from Color, isWild bool) bool {
	var wild uint8
	if isWild {
		wild = 1
	}
	var f fieldMasks // an unknown kind uses no field
	if int(kind) < len(kindFields) {
		f = kindFields[kind]
	}
	return pos&^f.pos|uint8(color)&^f.color|uint8(from)&^f.from|wild&^f.wild == 0
}

// fieldMasks marks the fields a kind of action uses (0xff) or leaves zero.
type fieldMasks struct{ pos, color, from, wild uint8 }

var kindFields = [...]fieldMasks{
	KindTakeTile: {pos: 0xff}, KindTakeGod: {pos: 0xff}, KindExchange: {color: 0xff, from: 0xff},
	KindPlace: {pos: 0xff, wild: 0xff}, KindPay: {color: 0xff}, KindDiscard: {color: 0xff}, KindGain: {color: 0xff},
	KindDestroy: {pos: 0xff, color: 0xff}, KindDecline: {}, KindEndTurn: {}, KindDraw: {pos: 0xff},
}

// play checks and carries out a legal action in one dispatch on its kind,
// the common case; it reports false, changing nothing, for any action check
// refuses, and Apply then asks check why. It must accept exactly what check
// accepts; the tests compare the two over the whole action space.
func (s *State) play(a Action) bool {
	if s.set == nil || !wellFormed(a.Kind, a.Pos, a.Color, a.From, a.Wild) {
		return false
	}
	// Every kind's phase below excludes PhaseOver.
	seat := s.seatToAct()
	switch a.Kind {
	case KindExchange:
		if !s.phase.canExchange() || !a.From.Valid() || !a.Color.Valid() || a.From == a.Color ||
			seat.Realm[a.From] < exchangeRate || s.exchangeStrands(seat) {
			return false
		}
		seat.Realm[a.From] -= exchangeRate
		seat.Realm[a.Color]++
	case KindTakeTile:
		if s.phase != PhaseChoose || a.Pos >= DisplaySize || s.display[a.Pos] == NoTile || seat.RegionCount >= RegionTiles {
			return false
		}
		s.takeTile(seat, int8(a.Pos))
	case KindTakeGod:
		if s.phase != PhaseChoose || seat.God != NoGod || !s.GodAvailable(God(a.Pos)) {
			return false
		}
		s.takeGod(seat, God(a.Pos))
	case KindPlace:
		if s.phase != PhasePlace || a.Pos >= PlaceTargets {
			return false
		}
		faceUp, wild := s.placements(seat, s.cur.tile, &seat.Realm)
		if a.Wild && !wild.Has(int(a.Pos)) || !a.Wild && !faceUp.Has(int(a.Pos)) {
			return false
		}
		s.place(seat, int8(a.Pos), a.Wild)
	case KindPay:
		if s.phase != PhasePay || !a.Color.Valid() || seat.Realm[a.Color] == 0 {
			return false
		}
		s.apply(a)
	case KindDiscard:
		if s.phase != PhaseVillage && s.phase != PhaseDeath && (s.phase != PhaseFinish || seat.Realm.Total() <= RealmLimit) ||
			!a.Color.Valid() || seat.Realm[a.Color] == 0 {
			return false
		}
		s.apply(a)
	case KindGain:
		if s.phase != PhaseGain || !a.Color.Valid() {
			return false
		}
		s.apply(a)
	case KindDestroy:
		if s.phase != PhaseVolcano || !a.Color.Valid() || a.Pos >= DisplaySize || int8(a.Pos) == s.cur.pos ||
			s.cubes[a.Pos][a.Color] == 0 || s.cur.volc[a.Color] == 0 && s.cur.volc[AnyColor] == 0 {
			return false
		}
		s.apply(a)
	case KindDecline:
		if s.phase != PhaseVillage && s.phase != PhaseVolcano && s.phase != PhaseDeath || s.cur.begun {
			return false
		}
		s.apply(a)
	case KindEndTurn:
		if s.phase != PhaseFinish || seat.Realm.Total() > RealmLimit {
			return false
		}
		s.endTurn()
	case KindDraw:
		if s.phase != PhaseDraw {
			return false
		}
		i, ok := s.pileIndex(TileID(a.Pos))
		if !ok {
			return false
		}
		s.drawAt(i)
	default:
		return false
	}
	return true
}

// apply carries out a checked action.
func (s *State) apply(a Action) {
	seat := s.seatToAct()
	switch a.Kind {
	case KindExchange:
		seat.Realm[a.From] -= exchangeRate
		seat.Realm[a.Color]++
	case KindTakeTile:
		s.takeTile(seat, int8(a.Pos))
	case KindTakeGod:
		s.takeGod(seat, God(a.Pos))
	case KindPlace:
		s.place(seat, int8(a.Pos), a.Wild)
	case KindPay:
		seat.Realm[a.Color]--
		if s.cur.remain--; s.cur.remain == 0 {
			s.resolveEffect(seat)
		}
	case KindDiscard:
		seat.Realm[a.Color]--
		if s.phase != PhaseFinish {
			s.cur.begun = true
			if s.cur.remain--; s.cur.remain == 0 {
				s.phase = PhaseFinish
			}
		}
	case KindGain:
		seat.Realm[a.Color]++
		if s.cur.remain--; s.cur.remain == 0 {
			s.phase = PhaseFinish
		}
	case KindDestroy:
		s.cubes[a.Pos][a.Color]--
		if s.cur.volc[a.Color] > 0 {
			s.cur.volc[a.Color]--
		} else {
			s.cur.volc[AnyColor]--
		}
		s.cur.begun = true
		if s.cur.volc == (Cost{}) {
			s.phase = PhaseFinish
		}
	case KindDecline:
		if s.phase == PhaseDeath {
			seat.GodCancelled = true
		} else {
			seat.Pyramid[s.cur.slot].Cancelled = true
		}
		s.phase = PhaseFinish
	case KindEndTurn:
		s.endTurn()
	case KindDraw:
		s.draw(TileID(a.Pos))
	}
}

// takeTile runs phases 1 and 2: generate worshippers around the tile, then
// collect those on it.
func (s *State) takeTile(seat *Seat, pos int8) {
	id := s.display[pos]
	color := s.set.tiles[id].Color
	for _, n := range displayNeighbours[pos] {
		if s.display[n] != NoTile {
			s.cubes[n][color]++
		}
	}
	// Written out: the compiler does not unroll loops over the colours.
	on := &s.cubes[pos]
	seat.Realm[Red] += on[Red]
	seat.Realm[Blue] += on[Blue]
	seat.Realm[Yellow] += on[Yellow]
	seat.Realm[Green] += on[Green]
	seat.Realm[White] += on[White]
	s.cubes[pos] = Cubes{}
	s.display[pos] = NoTile
	s.cur.pos, s.cur.tile = pos, id
	s.phase = PhasePlace
	s.beginPlacing(seat)
}

// takeGod takes a god off the table and starts its immediate effect.
func (s *State) takeGod(seat *Seat, g God) {
	for i := range s.numGods {
		if s.gods[i] == g {
			copy(s.gods[i:s.numGods], s.gods[i+1:s.numGods])
			s.numGods--
			break
		}
	}
	seat.God = g
	s.phase = PhaseFinish
	switch g {
	case Love:
		s.phase, s.cur.remain = PhaseGain, loveGain
	case Death:
		if seat.Realm.Total() >= deathDiscard {
			s.phase, s.cur.remain = PhaseDeath, deathDiscard
		} else {
			seat.GodCancelled = true
		}
	}
}

// place runs phases 3 and 4: pay the coloured part of the cost and put the
// tile in the pyramid. The multicolour part is paid symbol by symbol next.
func (s *State) place(seat *Seat, target int8, wild bool) {
	slot, shift := Landing(int(target))
	m := &s.masks[s.toAct&(MaxPlayers-1)]
	if shift != 0 {
		seat.Pyramid.shift(shift)
		m.shift(shift)
	}
	seat.Pyramid[slot] = Placed{Tile: s.cur.tile, Wild: wild}
	colors := allColors
	if !wild {
		colors = 1 << s.set.tiles[s.cur.tile].Color
	}
	m.add(slot, colors)
	seat.RegionCount++
	s.cur.slot = int8(slot)
	if wild {
		s.phase = PhaseFinish
		return
	}
	c := s.cur.cost
	if !s.cur.placing {
		c = effectiveCost(&s.set.tiles[s.cur.tile], seat.Reductions)
	}
	seat.Realm[Red] -= c[Red] // written out, as in takeTile
	seat.Realm[Blue] -= c[Blue]
	seat.Realm[Yellow] -= c[Yellow]
	seat.Realm[Green] -= c[Green]
	seat.Realm[White] -= c[White]
	if c[AnyColor] > 0 {
		s.phase, s.cur.remain = PhasePay, c[AnyColor]
		return
	}
	s.resolveEffect(seat)
}

// resolveEffect runs phase 5 for a tile placed face up and paid for.
func (s *State) resolveEffect(seat *Seat) {
	t := &s.set.tiles[s.cur.tile]
	placed := &seat.Pyramid[s.cur.slot]
	s.phase = PhaseFinish
	switch t.Effect {
	case Farm:
		seat.Reductions = seat.Reductions.With(t.EffectColor)
	case Village:
		if seat.Realm.Total() >= int(t.Amount) {
			s.phase, s.cur.remain, s.cur.begun = PhaseVillage, t.Amount, false
		} else {
			placed.Cancelled = true
		}
	case Volcano:
		if s.volcanoPossible(&t.VolcanoCubes, s.cur.pos) {
			s.phase, s.cur.volc, s.cur.begun = PhaseVolcano, t.VolcanoCubes, false
		} else {
			placed.Cancelled = true
		}
	case Irrigation:
		g := &geometry[s.cur.slot]
		placed.Cancelled = g.below[0] == noSlot ||
			!(seat.Pyramid.colorsOf(s.set, g.below[0]) | seat.Pyramid.colorsOf(s.set, g.below[1])).Has(t.EffectColor)
	case Proselytism:
		if t.EffectColor == AnyColor {
			s.phase, s.cur.remain = PhaseGain, t.Amount
		} else {
			seat.Realm[t.EffectColor] += t.Amount
		}
	}
}

// endTurn confirms the turn. Phase 7, the refill, is chance's step of its
// own (Chance, then Draw): it reveals a tile, so nothing before it needs to
// be revealed, and a server can keep the piles' order to itself. Without a
// refill to make the turn passes at once.
func (s *State) endTurn() {
	if s.cur.pos >= 0 && s.pileLevel() >= 0 && int(s.turn)+1 < TurnsPerSeat*int(s.numPlayers) {
		s.phase = PhaseDraw
		return
	}
	s.passTurn()
}

// draw puts the tile drawn into the empty display position and passes the
// turn. The tile may lie anywhere in its pile: where the order is unknown
// (an observation), any tile of the pile may come.
func (s *State) draw(id TileID) {
	i, _ := s.pileIndex(id)
	s.drawAt(i)
}

// drawAt draws the tile at index i of the pile the refill comes from.
func (s *State) drawAt(i int) {
	id := s.pile[i]
	l := s.pileLevel()
	top := s.pileTop[l]
	s.pile[i], s.pile[top] = s.pile[top], s.pile[i]
	s.pileTop[l]++
	s.display[s.cur.pos] = id
	s.passTurn()
}

// passTurn gives the turn to the next seat, or ends the game.
func (s *State) passTurn() {
	s.turn++
	if s.toAct++; s.toAct == s.numPlayers {
		s.toAct = 0
	}
	s.cur = turnState{pos: -1, tile: NoTile, slot: noSlot}
	s.phase = PhaseChoose
	if int(s.turn) >= TurnsPerSeat*int(s.numPlayers) {
		s.phase = PhaseOver
	}
}

// pileLevel returns the pile the refill comes from: the lowest level that
// still holds tiles, or -1 when every pile is empty.
func (s *State) pileLevel() int {
	for l := range s.pileTop {
		if s.pileTop[l] < s.pileEnd[l] {
			return l
		}
	}
	return -1
}

// pileIndex finds a tile in the pile the refill comes from. It compares
// eight entries at a time, from the top on: the first match is the tile
// when it lies before the pile's end, and past the end nothing is.
func (s *State) pileIndex(id TileID) (int, bool) {
	l := s.pileLevel()
	if l < 0 {
		return 0, false
	}
	want := uint64(id) * 0x0101010101010101
	end := int(s.pileEnd[l])
	for i := int(s.pileTop[l]); i < end; i += 8 {
		if i > len(s.pile)-8 {
			for ; i < end; i++ {
				if s.pile[i] == id {
					return i, true
				}
			}
			break
		}
		x := s.pile8(i) ^ want
		// The lowest byte of x that is zero, the tile, sets the lowest bit.
		if z := (x - 0x0101010101010101) &^ x & 0x8080808080808080; z != 0 {
			j := i + bits.TrailingZeros64(z)/8
			return j, j < end
		}
	}
	return 0, false
}

// pile8 returns the eight pile entries from i as one word, low byte first.
func (s *State) pile8(i int) uint64 {
	p := (*[8]TileID)(s.pile[i : i+8])
	// The compiler merges these byte loads into one 8-byte load.
	return uint64(p[0]) | uint64(p[1])<<8 | uint64(p[2])<<16 | uint64(p[3])<<24 |
		uint64(p[4])<<32 | uint64(p[5])<<40 | uint64(p[6])<<48 | uint64(p[7])<<56
}

// Chance returns the table's move when the game waits for one: the refill
// drawn from the top of its pile. A session applies it after the turn is
// confirmed; in an observation, whose piles are in no real order, it is one
// possible draw, which is what a search wants of a sample.
func (s *State) Chance() (Action, bool) {
	if s.phase != PhaseDraw {
		return Action{}, false
	}
	l := s.pileLevel()
	return Draw(s.pile[s.pileTop[l]]), true
}
