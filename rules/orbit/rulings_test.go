package orbit

import (
	"slices"
	"testing"
)

// table builds a one-seat game (not solo: two seats, the second idle) whose
// first seat has the ring given by hex IDs, ships at the positions given,
// and the order o to follow.
func table(t *testing.T, ring []HexID, ships [Ships]uint8, o Order) State {
	t.Helper()
	s, _, err := NewGame(Config{Players: 2, Seed: 1, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	p := &s.players[0]
	p.RingLen = uint8(len(ring))
	for i, id := range ring {
		p.Ring[i] = RingHex{ID: id}
	}
	p.Ships = ships
	if err := s.Apply(GiveOrder(o)); err != nil {
		t.Fatal(err)
	}
	return s
}

// Hex IDs of the default kit, by what they are.
const (
	startPlanet = HexID(0)
	startMoon   = HexID(1)
	startDust   = HexID(3)
)

// deckHex returns the n-th deck hex of the default kit with a body.
func deckHex(b Body, n int) HexID {
	k := DefaultKit()
	for id := StartHexes; id < KitHexes; id++ {
		if k.Hexes[id].Body == b {
			if n == 0 {
				return HexID(id)
			}
			n--
		}
	}
	panic("no such hex in the kit")
}

var (
	deckComet           = deckHex(Comet, 0)
	holeA, holeB, holeC = deckHex(Wormhole, 0), deckHex(Wormhole, 1), deckHex(Wormhole, 2)
)

func targets(s *State, ship int) []int {
	var out []int
	var buf []Action
	for _, a := range s.LegalActions(buf) {
		if a.Kind == KindScout && int(a.Ship) == ship {
			out = append(out, int(a.To))
		}
	}
	return out
}

func TestScoutReach(t *testing.T) {
	plain := []HexID{0, 1, 2, 3, 4, 5, 6, 7}
	tests := []struct {
		name  string
		ring  []HexID
		ship  uint8
		setup func(p *Player)
		want  []int
	}{
		{"1 to 3 steps clockwise", plain, 0, nil, []int{1, 2, 3}},
		{"around the end of the ring", plain, 6, nil, []int{0, 1, 7}},
		{"a fully scouted hex is no stop", plain, 0, func(p *Player) { p.Ring[2].Turns = EdgeCount - 1 }, []int{1, 3}},
		{"but can be passed through", plain, 0, func(p *Player) { p.Ring[1].Turns = EdgeCount - 1 }, []int{2, 3}},
		{"one wormhole is no gate", []HexID{holeA, 1, 2, 3, 4, 5, 6, 7}, 0, nil, []int{1, 2, 3}},
		{"two wormholes: a step between them", []HexID{holeA, 1, 2, 3, 4, holeB, 6, 7}, 0, nil, []int{1, 2, 3, 5, 6, 7}},
		{"three wormholes, reached on the way", []HexID{0, holeA, 2, 3, holeB, 5, holeC, 7}, 0, nil, []int{1, 2, 3, 4, 5, 6, 7}},
		{"never back where it started", []HexID{holeA, holeB, 2}, 0, nil, []int{1, 2}},
	}
	for _, tc := range tests {
		s := table(t, tc.ring, [Ships]uint8{tc.ship, tc.ship, tc.ship}, Scout)
		if tc.setup != nil {
			tc.setup(&s.players[0])
		}
		if got := targets(&s, 0); !slices.Equal(got, tc.want) {
			t.Errorf("%s: ship 0 from %d can stop at %v, want %v", tc.name, tc.ship, got, tc.want)
		}
	}
}

func TestScoutTurnsTheHexItStopsAt(t *testing.T) {
	s := table(t, []HexID{0, 1, 2, 3, 4, 5}, [Ships]uint8{0, 0, 4}, Scout)
	must(t, &s, ScoutTo(0, 2))
	must(t, &s, ScoutTo(1, 2)) // the second ship may stop where the first did
	p := &s.players[0]
	if p.Ring[2].Turns != 2 || p.Ships[0] != 2 || p.Ships[1] != 2 {
		t.Fatalf("hex 2 turned %d times, ships at %v", p.Ring[2].Turns, p.Ships)
	}
	if s.acting != 1 {
		t.Fatalf("after two scouts the next seat acts (acting %d)", s.acting)
	}
}

func TestMine(t *testing.T) {
	s := table(t, []HexID{startPlanet, deckComet, startDust, 3, 4, 5}, [Ships]uint8{0, 1, 0}, Mine)
	p := &s.players[0]
	if s.IsLegal(MineWith(1)) {
		t.Error("a hex worth 0 is mined")
	}
	p.Track[Water] = 9
	must(t, &s, MineWith(0)) // planet, water, worth 1
	if p.Track[Water] != 10 {
		t.Fatalf("water %d, want 10", p.Track[Water])
	}
	if !s.IsLegal(MineWith(2)) || s.IsLegal(MineWith(0)) {
		t.Fatal("a second ship at the same hex mines too, the same ship not twice")
	}
	must(t, &s, MineWith(2)) // at 10 already: a legal follow that gains nothing
	if p.Track[Water] != 10 || s.acting != 1 {
		t.Fatalf("water %d, acting %d", p.Track[Water], s.acting)
	}
}

func TestBuyInsertsBesideAShipAndRefillsOnce(t *testing.T) {
	s := table(t, []HexID{0, 1, 2, 3, 4, 5}, [Ships]uint8{0, 2, 4}, Buy)
	p := &s.players[0]
	bought, deckTop := p.Market[1], p.DeckTop
	p.Track = [NumResources]uint8{1, 1, 3}
	must(t, &s, BuyHex(1, PayEach, 1, false)) // before ship 1's hex (position 2)
	if p.Ring[2].ID != bought || p.Ring[2].Turns != 0 || p.RingLen != 7 {
		t.Fatalf("ring %v", p.Ring[:p.RingLen])
	}
	if p.Ships != [Ships]uint8{0, 3, 5} {
		t.Fatalf("ships %v: they stay at their hexes", p.Ships)
	}
	if p.Track != [NumResources]uint8{0, 0, 2} || s.IsLegal(BuyHex(0, PayEach, 0, true)) {
		t.Fatalf("track %v: a second 1-of-each is not affordable", p.Track)
	}
	// No second buy is possible: the follow ends by itself.
	if s.phase != PhaseRefill || p.DeckTop != deckTop {
		t.Fatalf("phase %d: the market is refilled after the follow", s.phase)
	}
	draw, _ := s.Chance()
	must(t, &s, draw)
	if p.Market[1] != draw.Hex || s.acting != 1 || s.phase != PhaseFollow {
		t.Fatalf("market %v, acting %d", p.Market, s.acting)
	}
}

func TestZap(t *testing.T) {
	s := table(t, []HexID{0, 1, 2, 3, 4, 5}, [Ships]uint8{5, 5, 2}, Zap)
	p := &s.players[0]
	must(t, &s, ZapWith(0, 0)) // the last hex: its ships move on to the first
	if p.RingLen != 5 || p.Ships != [Ships]uint8{0, 0, 2} || p.Market[0] != NoHex {
		t.Fatalf("ring %d, ships %v, market %v", p.RingLen, p.Ships, p.Market)
	}
	if p.Ring[0].Turns != 0 {
		t.Fatal("the hex a ship reaches does not turn")
	}

	// Three hexes left: the market part only; an empty market: the ring part only.
	s = table(t, []HexID{0, 1, 2}, [Ships]uint8{0, 1, 2}, Zap)
	if !s.IsLegal(ZapWith(1, NoShip)) || s.IsLegal(ZapWith(1, 0)) {
		t.Fatal("with 3 hexes the ring part is left out")
	}
	s = table(t, []HexID{0, 1, 2, 3}, [Ships]uint8{0, 1, 2}, Zap)
	s.players[0].Market = [MarketSize]HexID{NoHex, NoHex, NoHex}
	if !s.IsLegal(ZapWith(NoSlot, 1)) || s.IsLegal(ZapWith(NoSlot, NoShip)) {
		t.Fatal("with an empty market the ring part is done alone")
	}
	s = table(t, []HexID{0, 1, 2}, [Ships]uint8{0, 1, 2}, Zap)
	s.players[0].Market = [MarketSize]HexID{NoHex, NoHex, NoHex}
	var buf []Action
	if got := s.LegalActions(buf); !slices.Equal(got, []Action{Pass()}) {
		t.Fatalf("nothing to zap: %v, want to pass", got)
	}
}

func TestTheGameEndsAfterTheTurn(t *testing.T) {
	s := table(t, []HexID{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, [Ships]uint8{0, 2, 4}, Buy)
	must(t, &s, BuyHex(0, PayEach, 0, true)) // 12 hexes
	must(t, &s, Done())
	for s.phase == PhaseRefill {
		a, _ := s.Chance()
		must(t, &s, a)
	}
	if s.IsOver() || s.acting != 1 {
		t.Fatal("the other seat still follows this turn")
	}
	var buf []Action
	must(t, &s, s.LegalActions(buf)[0])
	for !s.IsOver() && s.Turn() == 0 {
		must(t, &s, s.LegalActions(buf)[0])
	}
	if !s.IsOver() {
		t.Fatal("a ring of 12 ends the game after the turn")
	}
}

func TestSoloCountermandAndPenalty(t *testing.T) {
	s, _, err := NewGame(Config{Players: 1, Seed: 3, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	roll, ok := s.Chance()
	if !ok || s.phase != PhaseRoll || roll.Roll < 2 || roll.Roll > 12 {
		t.Fatalf("a solo turn starts with the dice (%v)", roll)
	}
	if s.IsLegal(RollDice(int(roll.Roll%12) + 2)) {
		t.Fatal("only the dice's own total may be rolled")
	}
	must(t, &s, roll)
	p := &s.players[0]
	left := p.DeckLeft()
	other := (s.rolled + 1) % NumOrders
	if s.IsLegal(Countermand(s.rolled)) {
		t.Fatal("countermanding to the order rolled")
	}
	must(t, &s, Countermand(other))
	if p.DeckLeft() != left-1 || p.Countermands != 1 || s.order != other {
		t.Fatalf("deck %d (was %d), countermands %d, order %v", p.DeckLeft(), left, p.Countermands, s.order)
	}
	before := s.Score().Players[0]
	p.Countermands = 7
	if after := s.Score().Players[0]; after.Penalty != 21 || after.Total != before.Total+before.Penalty-21 {
		t.Fatalf("7 countermands cost %d (6+ is 21)", after.Penalty)
	}
	for _, tc := range []struct{ total int }{{2}, {3}, {12}} {
		if EmperorOrder(tc.total) != Zap {
			t.Errorf("%d is not Zap", tc.total)
		}
	}
	if EmperorOrder(6) != Mine || EmperorOrder(7) != Scout || EmperorOrder(10) != Buy {
		t.Error("the Emperor's table")
	}
}

func TestGoalsScore(t *testing.T) {
	s := table(t, []HexID{startMoon, startDust, 2, startDust + 1, startMoon + 0, 5}, [Ships]uint8{0, 2, 4}, Mine)
	p := &s.players[0]
	// A square moon/dust: moon at 0 is beside dust at 1 and dust at 5; moon
	// at 4 beside dust at 3 and 5: four pairs.
	p.Ring[4].ID = startMoon
	p.Ring[1].ID, p.Ring[3].ID, p.Ring[5].ID = startDust, startDust+1, startDust+2
	g := Goal{Shape: Square, Body: Moon, Other: SpaceDust, Points: 2}
	if got := s.goalPoints(p, g); got != 8 {
		t.Errorf("moon beside dust scores %d, want 4 pairs × 2", got)
	}
	if got := s.goalPoints(p, Goal{Shape: Triangle, Body: SpaceDust, Points: 3}); got != 9 {
		t.Errorf("three dusts score %d, want 9", got)
	}
	p.Track[Gold] = 7
	if got := s.goalPoints(p, Goal{Shape: Circle, Resource: Gold, Points: 1}); got != 7 {
		t.Errorf("7 gold score %d", got)
	}
	// A goal with a max counts no more than it.
	if got := s.goalPoints(p, Goal{Shape: Circle, Resource: Gold, Points: 1, Max: 4}); got != 4 {
		t.Errorf("7 gold, up to 4, score %d", got)
	}
	p.Track[Gold] = 3
	if got := s.goalPoints(p, Goal{Shape: Circle, Resource: Gold, Points: 1, Max: 4}); got != 3 {
		t.Errorf("3 gold, up to 4, score %d", got)
	}
	if got := s.goalPoints(p, Goal{Shape: Triangle, Body: SpaceDust, Points: 3, Max: 2}); got != 6 {
		t.Errorf("three dusts, up to 2, score %d, want 6", got)
	}
}

func must(t *testing.T, s *State, a Action) {
	t.Helper()
	if err := s.Apply(a); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
}
