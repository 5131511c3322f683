package ai

import (
	"math/rand/v2"
	"slices"
	"testing"

	rules "orbis/rules/orbis"
)

// referenceTileMoves is the plain way to list a tile's best placements:
// value every slot and keep the best (ties to the lower slot). The ranked
// shortcuts of appendTileMoves must list exactly the same.
func referenceTileMoves(v *valuer, dst []scoredMove, s *rules.State, pos int8, onDisplay bool, b breadth) []scoredMove {
	v.considerTile(s, pos, onDisplay)
	var best [rules.PlaceTargets]scoredMove
	n := 0
	insert := func(m scoredMove, limit int) {
		i := n
		if n < limit {
			n++
		} else if limit == 0 || m.value <= best[n-1].value {
			return
		} else {
			i = n - 1
		}
		for ; i > 0 && best[i-1].value < m.value; i-- {
			best[i] = best[i-1]
		}
		best[i] = m
	}
	if v.tileAffordable {
		for slot := range rules.PlaceTargets {
			if v.tileFaceUp.Has(slot) {
				insert(scoredMove{Move{God: rules.NoGod, Pos: pos, Slot: int8(slot)}, v.faceUpValue(s, slot)}, b.faceUp)
			}
		}
	}
	dst = append(dst, best[:n]...)
	n = 0
	for slot := range rules.PlaceTargets {
		if v.tileOpen.Has(slot) {
			insert(scoredMove{Move{God: rules.NoGod, Pos: pos, Slot: int8(slot), Wild: true}, v.wildValue(slot)}, b.wild)
		}
	}
	return append(dst, best[:n]...)
}

// TestTileMovesMatchReference compares the candidate placements with the
// plain listing in the positions of random games, for every breadth used.
func TestTileMovesMatchReference(t *testing.T) {
	breadths := []breadth{{1, 1}, {3, 2}, {2, 1}, {0, 1}, {16, 16}}
	checked := 0
	for seed := range uint64(12) {
		players := 2 + int(seed%3)
		st, _, err := rules.NewGame(rules.Config{Players: players, Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 9))
		v, ref := newValuer(), newValuer()
		var legal []rules.Action
		for !st.IsOver() {
			if ph := st.Phase(); ph == rules.PhaseChoose || ph == rules.PhasePlace {
				seat := st.CurrentPlayer()
				for pos := range rules.DisplaySize {
					onDisplay := ph == rules.PhaseChoose
					if onDisplay && st.Display(pos) == rules.NoTile {
						continue
					}
					if _, taken := st.TakenTile(); !onDisplay && pos != taken {
						continue
					}
					for _, b := range breadths {
						v.prepare(&st, seat)
						ref.prepare(&st, seat)
						got := v.appendTileMoves(nil, &st, int8(pos), onDisplay, b)
						want := referenceTileMoves(ref, nil, &st, int8(pos), onDisplay, b)
						if !slices.Equal(got, want) {
							t.Fatalf("seed %d turn %d tile %d breadth %v:\n got %v\nwant %v", seed, st.Turn(), pos, b, got, want)
						}
						checked++
					}
				}
			}
			legal = st.LegalActions(legal[:0])
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d listings checked", checked)
	}
}

// TestDemandMatchesReference: the packed count of the display's cost
// symbols equals the plain count, reductions waived.
func TestDemandMatchesReference(t *testing.T) {
	p := newPolicy(newValuer())
	checked := 0
	for seed := range uint64(6) {
		st, _, err := rules.NewGame(rules.Config{Players: 2 + int(seed%3), Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		var legal []rules.Action
		for !st.IsOver() {
			for seat := range st.NumPlayers() {
				var want [rules.NumColors]int
				red := st.Seat(seat).Reductions
				for pos := range rules.DisplaySize {
					if id := st.Display(pos); id != rules.NoTile {
						c := st.Tiles().Tile(id).CostWith(red)
						for col := range rules.NumColors {
							want[col] += int(c[col])
						}
					}
				}
				p.readDemand(&st, seat)
				if p.demand != want {
					t.Fatalf("seed %d turn %d seat %d: demand %v, want %v", seed, st.Turn(), seat, p.demand, want)
				}
				checked++
			}
			legal = st.LegalActions(legal[:0])
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}
