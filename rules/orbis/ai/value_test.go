package ai

import (
	"math/rand/v2"
	"testing"

	rules "orbis/rules/orbis"
)

// TestExchangesMatchRules compares the exchange count of a tile's
// valuation with the rules' plan, over random realms and costs.
func TestExchangesMatchRules(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 400000 {
		var realm rules.Cubes
		var cost rules.Cost
		most := 8 + 8*(i%2) // small realms, and large ones that need many exchanges
		for c := range realm {
			realm[c] = uint8(r.IntN(most))
		}
		for c := range cost {
			cost[c] = uint8(r.IntN(most / 2))
		}
		plan, wantOK := rules.ExchangesToPay(realm, cost)
		n, ok := exchangesToPay(realm, &cost)
		if ok != wantOK || ok && n != plan.N {
			t.Fatalf("realm %v cost %v: %d exchanges, ok %v; the rules: %d, ok %v", realm, cost, n, ok, plan.N, wantOK)
		}
	}
}

// TestTallyMatchesScore compares the gods' tally with the provisional
// score in every position of random games.
func TestTallyMatchesScore(t *testing.T) {
	for seed := range uint64(20) {
		st, _, err := rules.NewGame(rules.Config{Players: 2 + int(seed%3), Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		var legal []rules.Action
		var got tally
		for !st.IsOver() {
			res := st.Score()
			got.count(&st)
			for q := range res.N {
				b := &res.Players[q]
				if got.validated[q] != b.Validated || got.wilderness[q] != b.Wilderness {
					t.Fatalf("seed %d turn %d seat %d: tally %v, %d Wildernesses; score %v, %d", seed, st.Turn(), q, got.validated[q], got.wilderness[q], b.Validated, b.Wilderness)
				}
			}
			if a, ok := st.Chance(); ok {
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
				continue
			}
			legal = st.LegalActions(legal[:0])
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestAffordMatchesPlain compares a tile's packed affordability with the
// plain reckoning (the effective cost, then the rules' exchanges), for
// every tile over random realms, collected worshippers and reductions.
func TestAffordMatchesPlain(t *testing.T) {
	st, _, err := rules.NewGame(rules.Config{Players: 4, Seed: 1, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	set := st.Tiles()
	r := rand.New(rand.NewPCG(3, 4))
	v := newValuer()
	v.set = set
	for range 20000 {
		var cubes rules.Cubes
		for c := range v.realm {
			v.realm[c] = uint8(r.IntN(6))
			cubes[c] = uint8(r.IntN(3))
		}
		v.realmTotal = v.realm.Total()
		v.reductions = rules.ColorSet(r.IntN(1 << rules.NumColors))
		v.packed = false
		id := rules.TileID(r.IntN(set.Len()))
		v.tile = set.Tile(id)
		v.afterTotal = v.realmTotal + cubes.Total()
		after := v.realm
		for c := range after {
			after[c] += cubes[c]
		}
		cost := v.tile.CostWith(v.reductions)
		plan, wantOK := rules.ExchangesToPay(after, cost)
		ok, spend := v.afford(id, &cubes)
		if ok != wantOK || ok && spend != cost.Symbols()+2*plan.N {
			t.Fatalf("realm %v + %v, cost %v: ok %v spend %d; plain: ok %v spend %d", v.realm, cubes, cost, ok, spend, wantOK, cost.Symbols()+2*plan.N)
		}
	}
}

// referenceVolcanoPossible is the plain reckoning of volcanoPossible: sum
// the other positions' worshippers, then the rules' exchanges.
func referenceVolcanoPossible(v *valuer, s *rules.State) bool {
	var avail rules.Cubes
	for pos := range rules.DisplaySize {
		if int8(pos) == v.pos {
			continue
		}
		c := s.DisplayCubes(pos)
		for col := range rules.NumColors {
			avail[col] += c[col]
		}
	}
	avail[v.tile.Color] += uint8(v.gifts)
	_, ok := rules.ExchangesToPay(avail, v.tile.VolcanoCubes)
	return ok && avail.Total() >= v.tile.VolcanoCubes.Symbols()
}

// TestVolcanoPossibleMatchesReference checks the display's summed
// worshippers against the plain sum for every Volcano in random games.
func TestVolcanoPossibleMatchesReference(t *testing.T) {
	checked := 0
	for seed := range uint64(30) {
		st, _, err := rules.NewGame(rules.Config{Players: 2 + int(seed%3), Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 6))
		v := newValuer()
		var legal []rules.Action
		for !st.IsOver() {
			if ph := st.Phase(); ph == rules.PhaseChoose || ph == rules.PhasePlace {
				v.prepare(&st, st.CurrentPlayer())
				for pos := range rules.DisplaySize {
					_, taken := st.TakenTile()
					onDisplay := ph == rules.PhaseChoose
					if onDisplay && st.Display(pos) == rules.NoTile || !onDisplay && pos != taken {
						continue
					}
					v.considerTile(&st, int8(pos), onDisplay)
					if v.tile.Effect != rules.Volcano {
						continue
					}
					checked++
					if got, want := v.volcanoPossible(&st), referenceVolcanoPossible(v, &st); got != want {
						t.Fatalf("seed %d turn %d position %d: possible %v, the plain sum says %v", seed, st.Turn(), pos, got, want)
					}
				}
			}
			if a, ok := st.Chance(); ok {
				if err := st.Apply(a); err != nil {
					t.Fatal(err)
				}
				continue
			}
			legal = st.LegalActions(legal[:0])
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked < 100 {
		t.Errorf("only %d Volcanoes checked", checked)
	}
}
