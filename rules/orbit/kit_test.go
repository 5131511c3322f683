package orbit

import (
	"errors"
	"testing"
)

// TestDefaultKitFollowsTheBrief: 24 deck hexes, 8 of each shape; 5
// wormholes and 4 space dusts; each resource on 8; starting hexes start at
// 1 (three of them space dust), deck hexes at 0; values 0 to 3 but for a
// few points-heavy hexes that reach 4 or 5; the penalty row of ORBIT.md.
func TestDefaultKitFollowsTheBrief(t *testing.T) {
	k := DefaultKit()
	if err := k.Validate(); err != nil {
		t.Fatal(err)
	}
	var shapes [NumShapes]int
	var bodies [NumBodies]int
	var resources [NumResources]int
	startDust, heavy := 0, 0
	for i, h := range k.Hexes {
		if top := h.Edges[EdgeCount-1]; top > 5 {
			t.Errorf("hex %d reaches %d, above the brief's 5", i, top)
		} else if top >= 4 {
			heavy++
		}
		if i < StartHexes {
			if h.Edges[0] != 1 {
				t.Errorf("starting hex %d starts at %d, want 1", i, h.Edges[0])
			}
			if h.Body == SpaceDust {
				startDust++
			}
			continue
		}
		if h.Edges[0] != 0 {
			t.Errorf("deck hex %d starts at %d, want 0", i, h.Edges[0])
		}
		shapes[h.Goal.Shape]++
		bodies[h.Body]++
		resources[h.Resource]++
	}
	if shapes[Circle] != 8 || shapes[Triangle] != 8 || shapes[Square] != 8 {
		t.Errorf("shapes %v, want 8 circles, 8 triangles, 8 squares", shapes)
	}
	if bodies[Wormhole] != 5 || bodies[SpaceDust] != 4 {
		t.Errorf("bodies %v, want 5 wormholes and 4 space dusts", bodies)
	}
	for r, n := range resources {
		if n != 8 {
			t.Errorf("%v on %d deck hexes, want 8", Resource(r), n)
		}
	}
	if heavy < 1 || heavy > 6 {
		t.Errorf("%d points-heavy hexes reach 4 or 5, want a few", heavy)
	}
	if startDust != 3 {
		t.Errorf("%d starting space dusts, want 3", startDust)
	}
	if k.Penalty != [PenaltySteps]uint8{1, 3, 6, 10, 15, 21} {
		t.Errorf("penalty row %v", k.Penalty)
	}
}

// TestKitValidation: a kit the setup could not play is refused, saying
// why.
func TestKitValidation(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(k *Kit)
	}{
		{"edges fall", func(k *Kit) { k.Hexes[7].Edges[3] = 0 }},
		{"a starting hex with a goal", func(k *Kit) { k.Hexes[0].Goal = circle(Water, 1, circleMax) }},
		{"a deck hex without a goal", func(k *Kit) { k.Hexes[10].Goal = Goal{} }},
		{"a square of one body", func(k *Kit) { k.Hexes[8].Goal = square(Moon, Moon, 2) }},
		{"no points", func(k *Kit) { k.Hexes[6].Goal.Points = 0 }},
		{"a penalty that falls", func(k *Kit) { k.Penalty[3] = 2 }},
		{"goals that cannot all be found", func(k *Kit) {
			for i := StartHexes; i < KitHexes; i++ {
				if k.Hexes[i].Goal.Shape == Square {
					k.Hexes[i].Goal = circle(Water, 1, circleMax)
				}
			}
		}},
	}
	for _, tc := range tests {
		k := DefaultKit()
		tc.break_(&k)
		if err := k.Validate(); !errors.Is(err, ErrKit) {
			t.Errorf("%s: Validate() = %v, want an ErrKit", tc.name, err)
		}
	}
}

// TestGoalsAreAlwaysDrawn: whatever the deck's order, the setup finds
// three goals of different shapes naming different symbols.
func TestGoalsAreAlwaysDrawn(t *testing.T) {
	for seed := range uint64(500) {
		su, err := NewSetup(Config{Players: 6, Seed: seed, FirstGeneral: -1})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		for seat, ss := range su.Seats {
			if err := checkSeat(&su.Kit, &ss); err != nil {
				t.Fatalf("seed %d, seat %d: %v", seed, seat, err)
			}
		}
	}
}
