package orbit

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// readFromOneHex returns the state with every ring read from the same hex
// (its lowest id), the ships' positions with it: the ring has no seam, its
// array has one, and two arrays that differ only there are the same table.
func readFromOneHex(s State) State {
	for seat := range int(s.n) {
		p := &s.players[seat]
		n := int(p.RingLen)
		first := 0
		for pos := range n {
			if p.Ring[pos].ID < p.Ring[first].ID {
				first = pos
			}
		}
		var ring [MaxRing]RingHex
		for pos := range n {
			ring[pos] = p.Ring[(pos+first)%n]
		}
		p.Ring = ring
		for i := range p.Ships {
			p.Ships[i] = uint8((int(p.Ships[i]) - first + n) % n)
		}
	}
	return s
}

// alike returns the state read from one hex, with the ships that have
// mined or scouted this follow named the same way at every hex: of the
// ships at one hex, the first ones are the ones used. Two ships at one hex
// are alike (docs/orbit/rulings.md #15).
func alike(s State) State {
	s = readFromOneHex(s)
	p := &s.players[s.acting]
	var used [MaxRing]int
	for ship := range Ships {
		if s.ShipUsed(ship) {
			used[p.Ships[ship]]++
		}
	}
	s.usedShips = 0
	for ship := range Ships {
		if pos := p.Ships[ship]; used[pos] > 0 {
			used[pos]--
			s.usedShips |= 1 << ship
		}
	}
	return s
}

// everySpelling is every action of a follow, a solo answer, an order and
// the table's step, in every spelling the notation has: legal or not.
func everySpelling(s *State) []Action {
	var out []Action
	for o := range Order(NumOrders) {
		out = append(out, GiveOrder(o), Countermand(o))
	}
	out = append(out, Accept(), Done(), Pass())
	for ship := range Ships {
		out = append(out, MineWith(ship))
		for to := range MaxRing {
			out = append(out, ScoutTo(ship, to))
		}
		for m := range MarketSize {
			for pay := range NumPayments {
				out = append(out, BuyHex(m, pay, ship, false), BuyHex(m, pay, ship, true))
			}
		}
	}
	for m := NoSlot; m < MarketSize; m++ {
		for ship := NoShip; ship < Ships; ship++ {
			out = append(out, ZapWith(m, ship))
		}
	}
	if a, ok := s.Chance(); ok {
		out = append(out, a)
	}
	return out
}

// TestLegalActionsLeadToDistinctTables: over random games of 1 to 6
// captains, no two legal actions of a state lead to the same state, the
// rings read from the same hex (the seam of the ring's array is no place
// of the ring: a buy into the gap between the last hex and the first is
// one move, however it is spelt).
func TestLegalActionsLeadToDistinctTables(t *testing.T) {
	var legal []Action
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(30) {
			s, _, err := NewGame(Config{Players: players, Seed: seed, FirstGeneral: -1})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 31))
			for !s.IsOver() {
				legal = s.LegalActions(legal[:0])
				led := make(map[State]Action, len(legal))
				for _, a := range legal {
					after := s
					if err := after.Apply(a); err != nil {
						t.Fatalf("%d players, seed %d: the listed %v is refused: %v", players, seed, a, err)
					}
					key := readFromOneHex(after)
					if b, ok := led[key]; ok {
						t.Fatalf("%d players, seed %d, turn %d, phase %d, seat %d: %q and %q lead to the same state (legal: %v)",
							players, seed, s.Turn(), s.Phase(), s.CurrentPlayer(), b, a, legal)
					}
					led[key] = a
				}
				if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestEveryAllowedActionIsListed: whatever spelling the rules allow leads
// where a listed action leads (rings read from one hex, ships at one hex
// alike): the list leaves out only what it lists in another spelling.
func TestEveryAllowedActionIsListed(t *testing.T) {
	var legal []Action
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(12) {
			s, _, err := NewGame(Config{Players: players, Seed: seed, FirstGeneral: -1})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 32))
			for !s.IsOver() {
				legal = s.LegalActions(legal[:0])
				listed := make(map[State]bool, len(legal))
				for _, a := range legal {
					after := s
					_ = after.Apply(a)
					listed[alike(after)] = true
				}
				for _, a := range everySpelling(&s) {
					after := s
					if after.Apply(a) != nil {
						continue
					}
					if !listed[alike(after)] {
						t.Fatalf("%d players, seed %d, turn %d, phase %d: %q is allowed and leads where no listed action does (legal: %v)",
							players, seed, s.Turn(), s.Phase(), a, legal)
					}
				}
				if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// TestRecordsOfUnlistedSpellingsReplay: a game played with the spellings
// the list no longer gives (a buy after the ring's last hex, a mine with
// the second ship at a hex), as records written before hold them, saves,
// loads and replays to exactly the state it was played to.
func TestRecordsOfUnlistedSpellingsReplay(t *testing.T) {
	kinds := map[Kind]int{}
	var legal []Action
	for _, players := range []int{1, 3, 5} {
		for seed := range uint64(8) {
			s, su, err := NewGame(Config{Players: players, Seed: seed, FirstGeneral: 0})
			if err != nil {
				t.Fatal(err)
			}
			rec := &Record{Setup: su}
			for i := range players {
				rec.Players = append(rec.Players, PlayerInfo{Name: string(rune('A' + i))})
			}
			r := rand.New(rand.NewPCG(seed, 33))
			for !s.IsOver() {
				legal = s.LegalActions(legal[:0])
				a := legal[r.IntN(len(legal))]
				// Play the other spelling of the move when there is one.
				want := s
				_ = want.Apply(a)
				for _, b := range everySpelling(&s) {
					after := s
					if b != a && (b.Kind == KindBuy || b.Kind == KindMine) && b.Kind == a.Kind && after.Apply(b) == nil && alike(after) == alike(want) && !isListed(legal, b) {
						a = b
						kinds[b.Kind]++
						break
					}
				}
				if err := s.Apply(a); err != nil {
					t.Fatalf("%d players, seed %d: %v is refused: %v", players, seed, a, err)
				}
				rec.Actions = append(rec.Actions, a)
			}
			data, err := rec.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			_, back, err := ParseRecord(data)
			if err != nil {
				t.Fatalf("%d players, seed %d: the record does not load: %v", players, seed, err)
			}
			if *back.kit != *s.kit {
				t.Fatalf("%d players, seed %d: the record loads another kit", players, seed)
			}
			back.kit = s.kit // a record loads its own copy of the kit
			if back != s {
				t.Fatalf("%d players, seed %d: the record replays to another state", players, seed)
			}
		}
	}
	if kinds[KindBuy] == 0 || kinds[KindMine] == 0 {
		t.Fatalf("the games played %d buys and %d mines of an unlisted spelling; the test wants both", kinds[KindBuy], kinds[KindMine])
	}
}

func isListed(legal []Action, a Action) bool {
	for _, b := range legal {
		if b == a {
			return true
		}
	}
	return false
}

// TestOneMoveListedOnce: the cases of docs/orbit/rulings.md #5 and #15, as
// the list gives them.
func TestOneMoveListedOnce(t *testing.T) {
	ring := []HexID{startPlanet, startMoon, 2, startDust, 4, 5} // worth 1 each; 0 and 3 water, 1 ore
	kinds := func(s *State, k Kind) []string {
		var out []string
		for _, a := range s.LegalActions(nil) {
			if a.Kind == k || a.Kind == KindDone {
				out = append(out, a.String())
			}
		}
		return out
	}
	tests := []struct {
		name  string
		ships [Ships]uint8
		order Order
		setup func(s *State)
		kind  Kind
		want  []string
	}{
		{"a gap at the array's end is listed once", [Ships]uint8{0, 2, 5}, Buy, func(s *State) {
			s.players[0].Track = [NumResources]uint8{3, 0, 0}
			s.players[0].Market = [MarketSize]HexID{s.players[0].Market[0], NoHex, NoHex}
		}, KindBuy, []string{"buy 0 water 0 before", "buy 0 water 0 after", "buy 0 water 1 before", "buy 0 water 1 after", "buy 0 water 2 before"}},
		{"two ships at one hex mine once", [Ships]uint8{0, 0, 1}, Mine, nil, KindMine, []string{"mine 0", "mine 2"}},
		{"the second ship there mines in the second follow", [Ships]uint8{0, 0, 1}, Mine, func(s *State) { must(t, s, MineWith(0)) },
			KindMine, []string{"mine 1", "mine 2", "done"}},
		{"a second mine that gains nothing is Done", [Ships]uint8{0, 0, 1}, Mine, func(s *State) {
			s.players[0].Track[Water] = TrackMax
			must(t, s, MineWith(2))
		}, KindMine, []string{"done"}},
		{"the last mine is listed once per tracker it leaves", [Ships]uint8{0, 3, 1}, Mine, func(s *State) { must(t, s, MineWith(2)) },
			KindMine, []string{"mine 0", "done"}},
	}
	for _, tc := range tests {
		s := table(t, ring, tc.ships, tc.order)
		if tc.setup != nil {
			tc.setup(&s)
		}
		if got := kinds(&s, tc.kind); !slices.Equal(got, tc.want) {
			t.Errorf("%s: listed %q, want %q", tc.name, got, tc.want)
		}
	}
}
