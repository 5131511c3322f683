package orbis

import (
	"strings"
	"testing"
)

// Outcome reports what a turn's actions do, by the rules. The expected
// figures are worked out by hand from the scenario tiles.
func TestOutcome(t *testing.T) {
	blueBase := []fxPut{{0, 1, "L1-13"}, {0, 2, "xL1-14"}} // blue tiles at (0,1), (0,2), 0 CP
	tests := []struct {
		name    string
		pyramid []fxPut
		realm   Cubes
		tile    string
		onTile  Cubes
		actions []Action
		want    Outcome
	}{
		{name: "an Irrigation in the base row is cancelled", tile: "L2-14", realm: Cubes{Green: 1, White: 1},
			onTile:  Cubes{Red: 2},
			actions: []Action{TakeTile(4), Place(2)},
			want: Outcome{Target: 2, Slot: 2, Collected: Cubes{Red: 2}, Paid: Cubes{Green: 1, White: 1},
				Status: StatusCancelled, CP: 0, Total: 0}},
		{name: "an Irrigation on a yellow tile is validated", tile: "L2-14", realm: Cubes{Green: 1, White: 1},
			pyramid: []fxPut{{0, 0, "L1-17"}, {0, 1, "L1-13"}},
			actions: []Action{TakeTile(4), Place(fxSlot(1, 0))},
			want: Outcome{Target: 5, Slot: 5, Paid: Cubes{Green: 1, White: 1}, Status: StatusValidated, CP: 3,
				TotalBefore: 0, Total: 3}},
		{name: "a Village validated by discarding two", tile: "L1-18", realm: Cubes{Red: 2, Blue: 1},
			actions: []Action{TakeTile(4), Place(0), Discard(Red), Discard(Blue)},
			want:    Outcome{Target: 0, Slot: 0, Discarded: Cubes{Red: 1, Blue: 1}, Status: StatusValidated, CP: 2, Total: 2}},
		{name: "a Village declined", tile: "L1-18", realm: Cubes{Red: 2},
			actions: []Action{TakeTile(4), Place(0), Decline()},
			want:    Outcome{Target: 0, Slot: 0, Declined: true, Status: StatusCancelled}},
		{name: "a Village the realm cannot pay is cancelled without a word", tile: "L1-18", realm: Cubes{Red: 1},
			actions: []Action{TakeTile(4), Place(0)},
			want:    Outcome{Target: 0, Slot: 0, Status: StatusCancelled}},
		{name: "a Forest short of neighbours", tile: "L2-05", realm: Cubes{Yellow: 1, White: 1}, pyramid: blueBase,
			actions: []Action{TakeTile(4), Place(fxSlot(0, 3))},
			want:    Outcome{Target: 3, Slot: 3, Paid: Cubes{Yellow: 1, White: 1}, Status: StatusForestShort, Need: 3}},
		{name: "a Proselytism of a colour, paid after an exchange", tile: "L1-15", realm: Cubes{Red: 3, Yellow: 1},
			pyramid: blueBase,
			actions: []Action{TakeTile(4), Exchange(Red, White), Place(fxSlot(0, 3))},
			want: Outcome{Target: 3, Slot: 3, Exchanges: 1, Paid: Cubes{Yellow: 1, White: 1}, Gained: Cubes{Blue: 2},
				Status: StatusScored, CP: 1, Total: 1}},
		{name: "a multicolour symbol paid", tile: "L1-19", realm: Cubes{Red: 1, Green: 2},
			actions: []Action{TakeTile(4), Place(4), Gain(White)},
			want: Outcome{Target: 4, Slot: 4, Paid: Cubes{Red: 1}, Gained: Cubes{White: 1}, Status: StatusScored, CP: 1,
				Total: 1}},
		{name: "a Wilderness, and down to ten", tile: "L1-05", realm: Cubes{Red: 10}, onTile: Cubes{Blue: 1},
			actions: []Action{TakeTile(4), PlaceWild(2), Discard(Red)},
			want: Outcome{Target: 2, Slot: 2, Wild: true, Collected: Cubes{Blue: 1}, Excess: Cubes{Red: 1},
				Status: StatusWilderness, CP: -1, Total: -1}},
		{name: "beyond the left end of the base", tile: "L1-05", pyramid: []fxPut{{0, 0, "L1-13"}},
			actions: []Action{TakeTile(4), Place(BaseLeft)},
			want:    Outcome{Target: BaseLeft, Slot: 0, Gained: Cubes{Green: 1}, Status: StatusScored}},
		{name: "the tile already taken", tile: "L1-05", pyramid: []fxPut{{0, 4, "L1-13"}},
			actions: []Action{Place(BaseRight)},
			want:    Outcome{Target: BaseRight, Slot: 4, Gained: Cubes{Green: 1}, Status: StatusScored}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, tc.pyramid, tc.realm, tc.tile, 4, tc.onTile)
			if tc.actions[0].Kind != KindTakeTile {
				s.mustApply(t, TakeTile(4))
			}
			before := *s
			got, err := s.Outcome(tc.actions)
			if err != nil {
				t.Fatal(err)
			}
			if *s != before {
				t.Fatal("Outcome changed the state")
			}
			want := tc.want
			want.God, want.Tile = NoGod, s.id(t, tc.tile)
			if got != want {
				t.Errorf("outcome\n %+v\nwant\n %+v", got, want)
			}
		})
	}
}

func TestOutcomeOfGods(t *testing.T) {
	s := fxScenario(t, []fxPut{{0, 0, "L1-10"}}, Cubes{Red: 6, Blue: 1}, "L1-05", 4, Cubes{})
	s.gods[0], s.gods[1], s.numGods = Love, Fire, 2

	love, err := s.Outcome([]Action{TakeGod(Love), Gain(Red), Gain(Red), Gain(Blue), Gain(Green), Gain(Green)})
	if err != nil {
		t.Fatal(err)
	}
	if want := (Outcome{God: Love, Tile: NoTile, Target: -1, Slot: -1, Gained: Cubes{Red: 2, Blue: 1, Green: 2},
		Discarded: Cubes{}, GodMet: true, GodCP: 1, TotalBefore: 2, Total: 3}); love != want {
		t.Errorf("Love:\n %+v\nwant\n %+v", love, want)
	}
	// Seat 0's Volcano was cancelled, so it does not count; seat 2 has a
	// validated one: Fire compares 0 with 1.
	s.seats[0].Pyramid[0].Cancelled = true
	s.seats[2].Pyramid[0] = Placed{Tile: s.id(t, "L1-10")}
	s.seats[2].RegionCount = 1
	s.syncMasks()
	fire, err := s.Outcome([]Action{TakeGod(Fire)})
	if err != nil {
		t.Fatal(err)
	}
	if fire.GodMet || fire.GodCP != 0 || fire.GodMine != 0 || fire.GodBest != 1 {
		t.Errorf("Fire: met %v for %d CP, mine %d, best other %d; want false, 0, 0, 1",
			fire.GodMet, fire.GodCP, fire.GodMine, fire.GodBest)
	}
}

func TestOutcomeRefuses(t *testing.T) {
	s := fxScenario(t, nil, Cubes{}, "L1-05", 4, Cubes{})
	cases := []struct {
		actions []Action
		want    string
	}{
		{[]Action{TakeTile(4), PlaceWild(0), EndTurn()}, "action 3: end ends the turn"},
		{[]Action{TakeTile(4), Place(7)}, "action 2: rules: place 1,2"},
	}
	for _, tc := range cases {
		before := *s
		if _, err := s.Outcome(tc.actions); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Outcome(%v): error %v, want one with %q", tc.actions, err, tc.want)
		}
		if *s != before {
			t.Errorf("Outcome(%v) changed the state", tc.actions)
		}
	}
}
