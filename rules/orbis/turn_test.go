package orbis

import (
	"fmt"
	"testing"
)

// Turn mechanics around the effects: the discard down to 10, exchanges,
// the refill and the end of the turn. Helpers are in effects_test.go.

func TestDiscardDownToTen(t *testing.T) {
	tests := []struct {
		name   string
		tile   string
		realm  Cubes
		onTile Cubes
		place  Action
		steps  []fxStep
		after  Cubes
	}{
		{name: "twelve: the player picks two", tile: "L1-05", realm: Cubes{Red: 5, Blue: 7}, place: PlaceWild(0),
			steps: fxSteps([]fxStep{
				fxNo(EndTurn(), "the realm holds 12 worshippers: discard down to 10 first"),
				fxNo(Discard(Yellow), "no yellow worshipper"),
				fxNo(Discard(AnyColor), "any is not a worshipper colour"),
			}, fxOK(Discard(Red)), []fxStep{
				fxNo(EndTurn(), "the realm holds 11 worshippers: discard down to 10 first"),
			}, fxOK(Discard(Red)), []fxStep{
				fxNo(Discard(Blue), "the realm holds 10 worshippers, no more than 10"),
			}),
			after: Cubes{Red: 3, Blue: 7}},
		{name: "collected worshippers push it over", tile: "L1-05", realm: Cubes{Green: 9}, onTile: Cubes{White: 2},
			place: PlaceWild(0), steps: fxOK(Discard(Green)), after: Cubes{Green: 8, White: 2}},
		{name: "a Proselytism pushes it over", tile: "L1-13", realm: Cubes{Yellow: 10}, place: Place(0),
			steps: fxOK(Discard(Blue)), after: Cubes{Yellow: 10}},
		{name: "a +2 Proselytism", tile: "L2-06", realm: Cubes{Blue: 1, Red: 1, Yellow: 10}, place: Place(0),
			steps: fxOK(Discard(Yellow), Discard(Green)), after: Cubes{Yellow: 9, Green: 1}},
		{name: "an exchange instead of discarding", tile: "L1-05", realm: Cubes{Red: 6, Blue: 6}, place: PlaceWild(0),
			steps: fxOK(Exchange(Red, White)), after: Cubes{Red: 3, Blue: 6, White: 1}},
		{name: "exactly ten: nothing to discard", tile: "L1-05", realm: Cubes{Red: 10}, place: PlaceWild(0),
			steps: []fxStep{fxNo(Discard(Red), "the realm holds 10 worshippers, no more than 10")},
			after: Cubes{Red: 10}},
		{name: "a Village is not the end of turn discard", tile: "L1-18", realm: Cubes{Red: 13}, place: Place(0),
			steps: fxSteps(fxOK(Discard(Red), Discard(Red)), []fxStep{
				fxNo(EndTurn(), "the realm holds 11 worshippers: discard down to 10 first"),
			}, fxOK(Discard(Red))),
			after: Cubes{Red: 10}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, tc.tile, 4, tc.onTile)
			s.mustApply(t, TakeTile(4), tc.place)
			fxRun(t, s, tc.steps)
			if s.Phase() != PhaseFinish {
				t.Fatalf("phase %v, want finish", s.Phase())
			}
			if got := s.seats[0].Realm; got != tc.after {
				t.Errorf("realm %v, want %v", got, tc.after)
			}
			if s.Remaining() != 0 || !s.hasLegal(EndTurn()) {
				t.Errorf("%d left to discard, end legal %v; want 0, true", s.Remaining(), s.hasLegal(EndTurn()))
			}
			for _, a := range s.LegalActions(nil) {
				if a.Kind == KindDiscard {
					t.Errorf("%v still listed at 10 worshippers", a)
				}
			}
			s.mustApply(t, EndTurn())
			if s.CurrentPlayer() != 1 {
				t.Errorf("seat %d to play, want 1", s.CurrentPlayer())
			}
		})
	}
}

func TestDiscardChoicesListed(t *testing.T) {
	s := fxScenario(t, nil, Cubes{Red: 2, Green: 9}, "L1-05", 4, Cubes{})
	s.mustApply(t, TakeTile(4), PlaceWild(0))
	if s.Remaining() != 1 {
		t.Errorf("%d to discard, want 1", s.Remaining())
	}
	// Discards of the colours held, then the exchanges of green.
	want := []Action{Discard(Red), Discard(Green),
		Exchange(Green, Red), Exchange(Green, Blue), Exchange(Green, Yellow), Exchange(Green, White)}
	got := s.LegalActions(nil)
	if len(got) != len(want) {
		t.Fatalf("legal %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("legal %v, want %v", got, want)
		}
	}
}

// TestExchangeInEveryPhaseOfTheTurn: "at any moment of one's own turn", a
// choice under way included; never while chance draws the refill.
func TestExchangeInEveryPhaseOfTheTurn(t *testing.T) {
	// Each setup reaches a phase with at least 3 red worshippers in the realm.
	tests := []struct {
		name    string
		phase   Phase
		allowed bool
		refusal string // why not, when it is no phase's rule
		setup   func(t *testing.T, s *State)
	}{
		{name: "choose", phase: PhaseChoose, allowed: true, setup: func(t *testing.T, s *State) {
			fxSetup(t, s, nil, Cubes{Red: 3, Green: 1}, "L1-05", 4, Cubes{})
		}},
		{name: "place", phase: PhasePlace, allowed: true, setup: func(t *testing.T, s *State) {
			fxSetup(t, s, nil, Cubes{Red: 3, Green: 1}, "L1-05", 4, Cubes{})
			s.mustApply(t, TakeTile(4))
		}},
		{name: "pay", phase: PhasePay, allowed: true, setup: func(t *testing.T, s *State) {
			fxSetup(t, s, nil, Cubes{Red: 5, Green: 1}, "L2-04", 4, Cubes{}) // R * *
			s.mustApply(t, TakeTile(4), Place(0))
		}},
		{name: "village", phase: PhaseVillage, allowed: true, setup: func(t *testing.T, s *State) {
			fxSetup(t, s, nil, Cubes{Red: 4}, "L1-18", 4, Cubes{})
			s.mustApply(t, TakeTile(4), Place(0))
		}},
		{name: "volcano", phase: PhaseVolcano, allowed: true, setup: func(t *testing.T, s *State) {
			fxSetup(t, s, nil, Cubes{Red: 3, Blue: 1}, "L1-10", 4, Cubes{})
			s.cubes[8] = Cubes{Yellow: 1}
			s.mustApply(t, TakeTile(4), Place(0))
		}},
		{name: "gain", phase: PhaseGain, allowed: true, setup: func(t *testing.T, s *State) {
			fxSetup(t, s, nil, Cubes{Red: 3, Blue: 1}, "L1-08", 4, Cubes{})
			s.mustApply(t, TakeTile(4), Place(0))
		}},
		{name: "death", phase: PhaseDeath, allowed: true, setup: func(t *testing.T, s *State) {
			s.seats[0].Realm = Cubes{Red: 8}
			if !s.GodAvailable(Death) {
				s.gods[0] = Death
			}
			s.mustApply(t, TakeGod(Death))
		}},
		{name: "finish", phase: PhaseFinish, allowed: true, setup: func(t *testing.T, s *State) {
			fxSetup(t, s, nil, Cubes{Red: 3, Green: 1}, "L1-05", 4, Cubes{})
			s.mustApply(t, TakeTile(4), PlaceWild(0))
		}},
		{name: "a Village the exchange would leave short", phase: PhaseVillage,
			refusal: "after the exchange the realm could not give the 2 worshippers the village phase still takes",
			setup: func(t *testing.T, s *State) {
				fxSetup(t, s, nil, Cubes{Red: 3}, "L1-18", 4, Cubes{})
				s.mustApply(t, TakeTile(4), Place(0))
			}},
		{name: "a payment the exchange would leave short", phase: PhasePay,
			refusal: "after the exchange the realm could not give the 2 worshippers the pay phase still takes",
			setup: func(t *testing.T, s *State) {
				fxSetup(t, s, nil, Cubes{Red: 4}, "L2-04", 4, Cubes{}) // R * *: 3 red left for 2 symbols
				s.mustApply(t, TakeTile(4), Place(0))
			}},
		{name: "draw", phase: PhaseDraw, setup: func(t *testing.T, s *State) {
			fxSetup(t, s, nil, Cubes{Red: 3, Green: 1}, "L1-05", 4, Cubes{})
			s.mustApply(t, TakeTile(4), PlaceWild(0))
			if err := s.Apply(EndTurn()); err != nil { // and chance has not drawn yet
				t.Fatal(err)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := newScenario(t, 4)
			tc.setup(t, s)
			if s.Phase() != tc.phase {
				t.Fatalf("setup reached the %v phase, want %v", s.Phase(), tc.phase)
			}
			if !tc.allowed {
				why := tc.refusal
				if why == "" {
					why = "no exchange during the " + tc.phase.String() + " phase"
				}
				mustRefuse(t, s, Exchange(Red, White), why)
				for _, a := range s.LegalActions(nil) {
					if a.Kind == KindExchange {
						t.Errorf("%v listed in the %v phase", a, tc.phase)
					}
				}
				return
			}
			mustRefuse(t, s, Exchange(Red, Red), "an exchange takes two different colours")
			mustRefuse(t, s, Exchange(Red, AnyColor), "an exchange takes two different colours")
			mustRefuse(t, s, Exchange(Green, Red), fmt.Sprintf("the realm has %d green worshippers, an exchange needs 3", s.seats[0].Realm[Green]))
			mustRefuse(t, s, Exchange(Blue, Red), "the realm has 0 blue worshippers, an exchange needs 3")
			before := s.seats[0].Realm
			fxRun(t, s, fxOK(Exchange(Red, White)))
			want := before
			want[Red] -= 3
			want[White]++
			if got := s.seats[0].Realm; got != want {
				t.Errorf("realm %v after the exchange, want %v", got, want)
			}
			if s.Phase() != tc.phase {
				t.Errorf("the exchange moved to the %v phase", s.Phase())
			}
			if s.seats[0].Realm[Red] < 3 {
				mustRefuse(t, s, Exchange(Red, Blue), "an exchange needs 3")
			}
		})
	}
}

func TestExchangeRepeated(t *testing.T) {
	tests := []struct {
		name  string
		realm Cubes
		steps []fxStep
		after Cubes
	}{
		{name: "twice from one colour", realm: Cubes{Blue: 7},
			steps: fxOK(Exchange(Blue, Red), Exchange(Blue, Yellow)), after: Cubes{Red: 1, Blue: 1, Yellow: 1}},
		{name: "chained into a third exchange", realm: Cubes{Blue: 6, Red: 2},
			steps: fxOK(Exchange(Blue, Red), Exchange(Red, Green)), after: Cubes{Blue: 3, Green: 1}},
		{name: "a third is refused with two left", realm: Cubes{Blue: 8},
			steps: fxSteps(fxOK(Exchange(Blue, Red), Exchange(Blue, Red)), []fxStep{
				fxNo(Exchange(Blue, Red), "the realm has 2 blue worshippers, an exchange needs 3")}),
			after: Cubes{Red: 2, Blue: 2}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, tc.realm, "L1-05", 4, Cubes{})
			fxRun(t, s, tc.steps)
			if got := s.seats[0].Realm; got != tc.after {
				t.Errorf("realm %v, want %v", got, tc.after)
			}
			if s.Phase() != PhaseChoose {
				t.Errorf("phase %v, want choose", s.Phase())
			}
		})
	}
}

func TestRefillFromPilesInOrder(t *testing.T) {
	tests := []struct {
		name  string
		piles [3][]string
		want  string // "" for an empty position
		sizes [3]int // pile sizes after the refill
	}{
		{name: "level 1 first", piles: [3][]string{{"L1-06", "L1-07"}, {"L2-05"}, {"L3-06"}}, want: "L1-06",
			sizes: [3]int{1, 1, 1}},
		{name: "level 2 when level 1 is empty", piles: [3][]string{nil, {"L2-05", "L2-06"}, {"L3-06"}}, want: "L2-05",
			sizes: [3]int{0, 1, 1}},
		{name: "level 3 when levels 1 and 2 are empty", piles: [3][]string{nil, nil, {"L3-06", "L3-07"}}, want: "L3-06",
			sizes: [3]int{0, 0, 1}},
		{name: "last level-1 tile", piles: [3][]string{{"L1-07"}, nil, {"L3-06"}}, want: "L1-07",
			sizes: [3]int{0, 0, 1}},
		{name: "all piles empty: the position stays empty", piles: [3][]string{nil, nil, nil}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, Cubes{}, "L1-05", 4, Cubes{Red: 1})
			next := 0
			for l, pile := range tc.piles {
				s.pileTop[l] = uint8(next)
				for _, id := range pile {
					s.pile[next] = s.id(t, id)
					next++
				}
				s.pileEnd[l] = uint8(next)
			}
			s.mustApply(t, TakeTile(4), PlaceWild(0))
			if s.display[4] != NoTile {
				t.Errorf("the position was refilled before the end of the turn")
			}
			if err := s.Apply(EndTurn()); err != nil {
				t.Fatal(err)
			}
			// With a tile to draw, chance's step comes next: the turn is
			// confirmed, the draw not yet made, and any tile of the pile is
			// a possible draw; Chance names the one on top.
			if tc.want != "" {
				if s.Phase() != PhaseDraw || s.CurrentPlayer() != 0 || s.display[4] != NoTile {
					t.Fatalf("after the end: phase %v, seat %d, position 4 holds %v; want draw, 0, nothing", s.Phase(), s.CurrentPlayer(), s.display[4])
				}
				draw, ok := s.Chance()
				if want := Draw(s.id(t, tc.want)); !ok || draw != want {
					t.Fatalf("Chance() = %v, %v; want %v", draw, ok, want)
				}
				level := int(s.Tiles().Tile(s.id(t, tc.want)).Level)
				legal := s.LegalActions(nil)
				if len(legal) != s.PileSize(level) || !s.hasLegal(draw) {
					t.Errorf("legal draws %v, want the %d tiles of the level %d pile", legal, s.PileSize(level), level)
				}
				for _, a := range legal {
					if a.Kind != KindDraw {
						t.Errorf("%v is legal while chance draws", a)
					}
				}
				mustRefuse(t, s, EndTurn(), "not allowed during the draw phase")
				if err := s.Apply(draw); err != nil {
					t.Fatal(err)
				}
			} else if _, ok := s.Chance(); ok {
				t.Fatal("chance draws from empty piles")
			}
			want := NoTile
			if tc.want != "" {
				want = s.id(t, tc.want)
			}
			if s.display[4] != want {
				t.Errorf("position 4 holds %v, want %s", s.display[4], tc.want)
			}
			if s.cubes[4] != (Cubes{}) {
				t.Errorf("position 4 holds worshippers %v", s.cubes[4])
			}
			for l := range 3 {
				if got := s.PileSize(l + 1); got != tc.sizes[l] {
					t.Errorf("level %d pile has %d tiles, want %d", l+1, got, tc.sizes[l])
				}
			}
			if s.Phase() != PhaseChoose || s.CurrentPlayer() != 1 || s.Turn() != 1 {
				t.Errorf("phase %v, seat %d, turn %d; want choose, 1, 1", s.Phase(), s.CurrentPlayer(), s.Turn())
			}
			if id, pos := s.TakenTile(); id != NoTile || pos != -1 {
				t.Errorf("TakenTile() = %v, %d after the turn", id, pos)
			}
			// The next player can neither take from the empty position nor
			// generate worshippers onto it.
			if tc.want == "" {
				mustRefuse(t, s, TakeTile(4), "display position 4 holds no tile")
				s.mustApply(t, TakeTile(3))
				if s.cubes[4] != (Cubes{}) {
					t.Errorf("worshippers generated onto the empty position: %v", s.cubes[4])
				}
			}
		})
	}
}

func TestEffectEndTurnOnlyInFinish(t *testing.T) {
	tests := []struct {
		name  string
		setup func(t *testing.T, s *State)
		err   string
	}{
		{name: "choose", setup: func(*testing.T, *State) {}, err: "not allowed during the choose phase"},
		{name: "place", setup: func(t *testing.T, s *State) { s.mustApply(t, TakeTile(4)) },
			err: "not allowed during the place phase"},
		{name: "village", setup: func(t *testing.T, s *State) {
			s.show(t, 4, "L1-18", Cubes{})
			s.seats[0].Realm = Cubes{Red: 4}
			s.mustApply(t, TakeTile(4), Place(0))
		}, err: "not allowed during the village phase"},
		{name: "eleven worshippers", setup: func(t *testing.T, s *State) {
			s.seats[0].Realm = Cubes{Red: 4, White: 7}
			s.mustApply(t, TakeTile(4), PlaceWild(0))
		}, err: "the realm holds 11 worshippers: discard down to 10 first"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := fxScenario(t, nil, Cubes{}, "L1-05", 4, Cubes{})
			tc.setup(t, s)
			mustRefuse(t, s, EndTurn(), tc.err)
		})
	}
}
