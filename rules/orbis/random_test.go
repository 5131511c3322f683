package orbis

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// allActions is the whole action space: every well-formed action.
func allActions() []Action {
	var out []Action
	for pos := range DisplaySize {
		out = append(out, TakeTile(pos))
		for c := Color(0); c < NumColors; c++ {
			out = append(out, Destroy(pos, c))
		}
	}
	for g := God(0); g < NumGods; g++ {
		out = append(out, TakeGod(g))
	}
	for slot := range PlaceTargets {
		out = append(out, Place(slot), PlaceWild(slot))
	}
	for c := Color(0); c < NumColors; c++ {
		out = append(out, Pay(c), Discard(c), Gain(c))
		for to := Color(0); to < NumColors; to++ {
			out = append(out, Exchange(c, to))
		}
	}
	return append(out, Decline(), EndTurn())
}

// checkInvariants fails the test when the state breaks a rule that must hold
// after every action.
func checkInvariants(t *testing.T, s *State, where string) {
	t.Helper()
	n := s.set.Len()
	count := make([]int, n)
	for pos, id := range s.display {
		if id != NoTile {
			count[id]++
		}
		for c, v := range s.cubes[pos] {
			if v > 200 {
				t.Fatalf("%s: display %d has %d %v cubes (underflow?)", where, pos, v, Color(c))
			}
		}
	}
	for l := range 3 {
		if s.pileTop[l] > s.pileEnd[l] {
			t.Fatalf("%s: pile %d top past end", where, l+1)
		}
		for _, id := range s.pile[s.pileTop[l]:s.pileEnd[l]] {
			count[id]++
			if int(s.set.tiles[id].Level) != l+1 {
				t.Fatalf("%s: level %d pile holds a level %d tile", where, l+1, s.set.tiles[id].Level)
			}
		}
	}
	if s.cur.tile != NoTile && s.phase == PhasePlace {
		count[s.cur.tile]++ // in the player's hand between take and place
	}
	for p := range s.NumPlayers() {
		seat := &s.seats[p]
		for c, v := range seat.Realm {
			if v > 100 {
				t.Fatalf("%s: seat %d realm has %d %v (underflow?)", where, p, v, Color(c))
			}
		}
		placed := 0
		for slot, pl := range seat.Pyramid {
			if pl.Empty() {
				continue
			}
			placed++
			count[pl.Tile]++
			if err := pyramidSlotLegal(s, &seat.Pyramid, slot); err != nil {
				t.Fatalf("%s: seat %d: %v", where, p, err)
			}
		}
		if placed != int(seat.RegionCount) {
			t.Fatalf("%s: seat %d has %d tiles placed, counts %d", where, p, placed, seat.RegionCount)
		}
	}
	checkCaches(t, s, where)
	for id, c := range count {
		if c != 1 {
			t.Fatalf("%s: tile %s is accounted for %d times", where, s.set.tiles[id].ID, c)
		}
	}
}

// oddActions are actions outside allActions that Apply must refuse or
// take exactly as check says: draws, and malformed or out-of-range ones.
func oddActions(s *State) []Action {
	out := []Action{{}, {Kind: KindDraw + 1}, {Kind: 0xFF}, {Kind: KindTakeTile, Pos: DisplaySize},
		{Kind: KindTakeTile, Pos: 1, Color: Blue}, {Kind: KindTakeTile, Pos: 2, Wild: true},
		{Kind: KindTakeGod, Pos: uint8(NumGods)}, {Kind: KindTakeGod, Pos: 0xFF}, {Kind: KindTakeGod, Pos: 1, From: Red},
		{Kind: KindExchange, From: AnyColor, Color: Red}, {Kind: KindExchange, From: Red, Color: AnyColor},
		{Kind: KindExchange, From: Red, Color: Blue, Pos: 1}, {Kind: KindPlace, Pos: PlaceTargets},
		{Kind: KindPlace, Pos: 0xFF, Wild: true}, {Kind: KindPlace, Pos: 3, Color: Red}, {Kind: KindPay, Color: AnyColor},
		{Kind: KindPay, Color: 0xFF}, {Kind: KindDiscard, Color: AnyColor}, {Kind: KindGain, Color: AnyColor},
		{Kind: KindGain, Color: Red, Pos: 1}, {Kind: KindDestroy, Pos: DisplaySize, Color: Red},
		{Kind: KindDestroy, Pos: 0, Color: AnyColor}, {Kind: KindDecline, Pos: 1}, {Kind: KindEndTurn, Wild: true},
		{Kind: KindDraw, Pos: 0xFF}, {Kind: KindDraw, Pos: 1, Color: Red}}
	for id := range s.set.Len() {
		out = append(out, Draw(TileID(id)))
	}
	return out
}

// checkPlay fails the test unless play, Apply's fast path, takes exactly
// the actions check accepts, plays them as apply does, and leaves the state
// unchanged when it refuses.
func checkPlay(t *testing.T, s *State, where string) {
	t.Helper()
	for _, x := range append(allActions(), oddActions(s)...) {
		legal := s.check(x, nil)
		played := *s
		if played.play(x) != legal {
			t.Fatalf("%s: %v: play says %v, check says %v", where, x, !legal, legal)
		}
		want := *s
		if legal {
			want.apply(x)
		}
		if played != want {
			t.Fatalf("%s: %v: play leaves a state other than apply's", where, x)
		}
	}
}

// checkCaches fails the test when what the state keeps worked out differs
// from working it out again.
func checkCaches(t *testing.T, s *State, where string) {
	t.Helper()
	want := *s
	want.syncMasks()
	if s.masks != want.masks {
		t.Fatalf("%s: pyramid masks %v, worked out again %v", where, s.masks, want.masks)
	}
}

// pyramidSlotLegal re-checks a placed tile against the placement rules,
// independently of the engine's slot sets.
func pyramidSlotLegal(s *State, p *Pyramid, slot int) error {
	r, c := SlotRowCol(slot)
	pl := p[slot]
	if r == 0 {
		left, right := SlotIndex(0, c-1), SlotIndex(0, c+1)
		alone := (left < 0 || p[left].Empty()) && (right < 0 || p[right].Empty())
		others := 0
		for i := range 5 {
			if !p[i].Empty() {
				others++
			}
		}
		if alone && others > 1 {
			return fmt.Errorf("base slot %s is not connected", slotName(slot))
		}
		return nil
	}
	a, b := SlotIndex(r-1, c), SlotIndex(r-1, c+1)
	if p[a].Empty() || p[b].Empty() {
		return fmt.Errorf("slot %s floats", slotName(slot))
	}
	if pl.Wild {
		return nil
	}
	col := s.set.tiles[pl.Tile].Color
	match := func(q Placed) bool { return q.Wild || s.set.tiles[q.Tile].Color == col }
	if !match(p[a]) && !match(p[b]) {
		return fmt.Errorf("slot %s has no %v support", slotName(slot), col)
	}
	return nil
}

// playRandom plays a whole game of uniformly random legal actions, calling
// after for each action applied.
func playRandom(t testing.TB, s *State, r *rand.Rand, after func(a Action)) []Action {
	var buf, played []Action
	for !s.IsOver() {
		buf = s.LegalActions(buf[:0])
		if len(buf) == 0 {
			t.Fatalf("turn %d, phase %v: no legal action", s.turn, s.phase)
		}
		a := buf[r.IntN(len(buf))]
		if err := s.Apply(a); err != nil {
			t.Fatalf("turn %d: legal action %v refused: %v", s.turn, a, err)
		}
		played = append(played, a)
		if after != nil {
			after(a)
		}
	}
	return played
}

func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 1500
	if testing.Short() {
		games = 150
	}
	space := allActions()
	for players := MinPlayers; players <= MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			for g := range games {
				seed := uint64(players*100000 + g)
				s, su, err := NewGame(Config{Players: players, Seed: seed, StartPlayer: -1})
				if err != nil {
					t.Fatal(err)
				}
				r := rand.New(rand.NewPCG(seed, 7))
				crossCheck := g%25 == 0
				var legal []Action
				turnBefore := s.turn
				mover := s.CurrentPlayer()
				played := playRandom(t, &s, r, func(a Action) {
					where := fmt.Sprintf("seed %d, after %v", seed, a)
					checkInvariants(t, &s, where)
					if s.turn != turnBefore {
						if n := s.seats[mover].Realm.Total(); n > RealmLimit {
							t.Fatalf("%s: seat %d ends its turn with %d worshippers", where, mover, n)
						}
						turnBefore, mover = s.turn, s.CurrentPlayer()
					}
					if crossCheck && !s.IsOver() {
						legal = s.LegalActions(legal[:0])
						in := map[Action]bool{}
						for _, l := range legal {
							if in[l] {
								t.Fatalf("%s: %v listed twice", where, l)
							}
							in[l] = true
						}
						for _, x := range space {
							if why := (Refusal{}); s.check(x, &why) != in[x] {
								t.Fatalf("%s: %v: check says %v, legal list says %v", where, x, s.Check(x), in[x])
							}
						}
						checkPlay(t, &s, where)
					}
				})
				for p := range players {
					seat := &s.seats[p]
					if seat.RegionCount != RegionTiles || seat.God == NoGod {
						t.Fatalf("seed %d: seat %d ends with %d region tiles and god %v", seed, p, seat.RegionCount, seat.God)
					}
				}
				replayed, err := FromSetup(su)
				if err != nil {
					t.Fatal(err)
				}
				for i, a := range played {
					if err := replayed.Apply(a); err != nil {
						t.Fatalf("seed %d: replay action %d: %v", seed, i, err)
					}
				}
				if replayed != s {
					t.Fatalf("seed %d: replay differs from the game", seed)
				}
			}
		})
	}
}
