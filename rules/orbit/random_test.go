package orbit

import (
	"math/rand/v2"
	"testing"
)

// playRandom plays a game of random legal moves, the table's chance steps
// included, checking the invariants after every action; it returns the
// final state and the actions.
func playRandom(t testing.TB, players int, seed uint64) (State, Setup, []Action) {
	s, su, err := NewGame(Config{Players: players, Seed: seed, FirstGeneral: -1})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 99))
	var legal, actions []Action
	for steps := 0; !s.IsOver(); steps++ {
		if steps > 20000 {
			t.Fatalf("%d players, seed %d: the game does not end", players, seed)
		}
		legal = s.LegalActions(legal[:0])
		if len(legal) == 0 {
			t.Fatalf("%d players, seed %d, step %d: no legal action in phase %d", players, seed, steps, s.phase)
		}
		a := legal[r.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			t.Fatalf("%d players, seed %d, step %d: a listed action %v is refused: %v", players, seed, steps, a, err)
		}
		actions = append(actions, a)
		checkInvariants(t, &s)
	}
	return s, su, actions
}

// checkInvariants: every hex of a kit is in exactly one place or out of
// the game; ships are on the ring; tracks within 0..10; hexes turned at
// most five times.
func checkInvariants(t testing.TB, s *State) {
	t.Helper()
	for seat := range s.NumPlayers() {
		p := &s.players[seat]
		if p.RingLen < MinRing || int(p.RingLen) > MaxRing {
			t.Fatalf("seat %d: a ring of %d", seat, p.RingLen)
		}
		var seen [KitHexes]int
		for pos := range int(p.RingLen) {
			seen[p.Ring[pos].ID]++
			if p.Ring[pos].Turns >= EdgeCount {
				t.Fatalf("seat %d: hex at %d turned %d times", seat, pos, p.Ring[pos].Turns)
			}
		}
		for _, id := range p.Market {
			if id != NoHex {
				seen[id]++
			}
		}
		for _, id := range p.Goals {
			seen[id]++
		}
		for i := p.DeckTop; i < p.DeckLen; i++ {
			seen[p.Deck[i]]++
		}
		for id, n := range seen {
			if n > 1 {
				t.Fatalf("seat %d: hex %d is in %d places", seat, id, n)
			}
		}
		for i, pos := range p.Ships {
			if pos >= p.RingLen {
				t.Fatalf("seat %d: ship %d at %d of a ring of %d", seat, i, pos, p.RingLen)
			}
		}
		for r, v := range p.Track {
			if v > TrackMax {
				t.Fatalf("seat %d: %v at %d", seat, Resource(r), v)
			}
		}
	}
}

func TestRandomGamesEndAndReplay(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(40) {
			final, su, actions := playRandom(t, players, seed)
			s, err := FromSetup(su)
			if err != nil {
				t.Fatal(err)
			}
			for i, a := range actions {
				if err := s.Apply(a); err != nil {
					t.Fatalf("%d players, seed %d: replaying action %d (%v): %v", players, seed, i+1, a, err)
				}
			}
			if s.Score() != final.Score() || !s.IsOver() {
				t.Fatalf("%d players, seed %d: the replay ends elsewhere", players, seed)
			}
			sc := final.Score()
			winners := 0
			for i := range sc.N {
				if sc.Players[i].Rank == 1 {
					winners++
				}
			}
			if winners == 0 {
				t.Fatalf("%d players, seed %d: nobody wins", players, seed)
			}
		}
	}
}

// TestIllegalActionsChangeNothing: actions of every kind with odd values
// are refused in every phase of random games, and leave the state as it
// was.
func TestIllegalActionsChangeNothing(t *testing.T) {
	s, _, err := NewGame(Config{Players: 3, Seed: 5, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(5, 5))
	var legal []Action
	odd := []Action{{}, {Kind: numKinds}, {Kind: KindOrder, Order: 9}, RollDice(13), ScoutTo(3, 0), ScoutTo(0, 15), ScoutTo(-1, 2),
		MineWith(5), BuyHex(3, PayEach, 0, false), BuyHex(0, NumPayments, 0, true), BuyHex(0, PayEach, 4, true),
		ZapWith(-1, -1), ZapWith(7, 0), ZapWith(0, 9), Draw(200), Draw(NoHex), Countermand(9), {Kind: KindDone, Ship: 1}}
	for !s.IsOver() {
		for _, a := range odd {
			before := s
			if s.Apply(a) == nil {
				t.Fatalf("phase %d: %+v was accepted", s.phase, a)
			}
			if s != before {
				t.Fatalf("phase %d: the refused %+v changed the state", s.phase, a)
			}
		}
		legal = s.LegalActions(legal[:0])
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestActionNotationRoundTrips: every action of random games is written
// and read back as itself.
func TestActionNotationRoundTrips(t *testing.T) {
	for players := range []int{1, 4} {
		_, _, actions := playRandom(t, []int{1, 4}[players], 3)
		for _, a := range actions {
			back, err := ParseAction(a.String())
			if err != nil || back != a {
				t.Fatalf("%+v written %q reads back as %+v, %v", a, a.String(), back, err)
			}
		}
	}
	for _, bad := range []string{"", "scout", "scout 1-2", "scout 3>1", "buy 0 each 1", "buy 0 silver 1 after", "roll 1", "zap 0", "order fly", "done now"} {
		if a, err := ParseAction(bad); err == nil {
			t.Errorf("%q reads as %+v", bad, a)
		}
	}
}

// TestDeterminizeDealsTheHiddenDecks: an observation hides the decks'
// order, and a determinization deals each deck again from exactly the
// hexes it holds, leaving everything public as it was.
func TestDeterminizeDealsTheHiddenDecks(t *testing.T) {
	s, _, err := NewGame(Config{Players: 3, Seed: 4, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(4, 4))
	var legal []Action
	for step := 0; !s.IsOver(); step++ {
		if step%7 == 0 {
			obs := s.Observe(1)
			pub := obs.Public()
			if pub.players[0].Deck[pub.players[0].DeckTop] != NoHex && pub.players[0].DeckLeft() > 0 {
				t.Fatal("an observation shows a deck's top")
			}
			d := obs.Determinize(r)
			checkInvariants(t, &d)
			for seat := range s.NumPlayers() {
				a, b := s.players[seat], d.players[seat]
				var inA, inB uint32
				for i := a.DeckTop; i < a.DeckLen; i++ {
					inA |= 1 << a.Deck[i]
					inB |= 1 << b.Deck[i]
				}
				if inA != inB {
					t.Fatalf("step %d, seat %d: the dealt deck holds other hexes", step, seat)
				}
				a.Deck, b.Deck = [DeckHexes]HexID{}, [DeckHexes]HexID{}
				if a != b {
					t.Fatalf("step %d, seat %d: a determinization changed what is public", step, seat)
				}
			}
		}
		legal = s.LegalActions(legal[:0])
		if err := s.Apply(legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}
