package orbis

import (
	"errors"
	"testing"
)

// TestRefusalReasons reaches every reason the rules give, checks the values
// it carries, and that the refusal is an error wrapping ErrIllegal that
// leaves the state as it was.
func TestRefusalReasons(t *testing.T) {
	inHand := func(s *State, tileID string) {
		s.phase, s.cur.tile, s.cur.pos = PhasePlace, s.id(t, tileID), 0
	}
	tests := []struct {
		name   string
		set    func(s *State)
		action Action
		want   Refusal
	}{
		{"not a game", func(s *State) { *s = State{} }, EndTurn(), Refusal{Reason: NotAGame}},
		{"over", func(s *State) { s.phase = PhaseOver }, EndTurn(), Refusal{Reason: GameIsOver}},
		{"malformed", nil, Action{Kind: KindEndTurn, Pos: 3}, Refusal{Reason: Malformed}},
		{"unknown kind", nil, Action{Kind: 200}, Refusal{Reason: UnknownKind}},
		{"wrong phase", nil, EndTurn(), Refusal{Reason: WrongPhase, Phase: PhaseChoose}},
		{"exchange in a draw", func(s *State) { s.phase = PhaseDraw }, Exchange(Red, Blue), Refusal{Reason: WrongPhase, Phase: PhaseDraw}},
		{"exchange one colour", func(s *State) { s.seats[0].Realm[Red] = 3 }, Exchange(Red, Red), Refusal{Reason: ExchangeSameColors}},
		{"exchange too few", func(s *State) { s.seats[0].Realm[Red] = 2 }, Exchange(Red, Blue), Refusal{Reason: ExchangeTooFew, Color: Red, Have: 2}},
		{"exchange strands a payment", func(s *State) {
			s.phase, s.cur.remain, s.seats[0].Realm = PhasePay, 2, Cubes{Red: 3}
		}, Exchange(Red, Blue), Refusal{Reason: ExchangeStrands, Phase: PhasePay, Count: 2}},
		{"not a worshipper colour", nil, Discard(AnyColor), Refusal{Reason: NotAWorshipperColor, Color: AnyColor}},
		{"empty display", func(s *State) { s.display[4] = NoTile }, TakeTile(4), Refusal{Reason: DisplayEmpty, Pos: 4}},
		{"pyramid complete", func(s *State) { s.seats[0].RegionCount = RegionTiles }, TakeTile(0), Refusal{Reason: PyramidComplete}},
		{"god taken", func(s *State) { s.seats[0].God = s.gods[1] }, TakeGod(0), Refusal{Reason: GodAlreadyTaken, God: 99}},
		{"god not on the table", nil, TakeGod(99), Refusal{Reason: GodNotOnTable, God: 99}},
		{"cannot pay", func(s *State) { inHand(s, "L2-01") }, Place(0), Refusal{Reason: CannotPay, Tile: 98}},
		{"nothing to pay with", func(s *State) { s.phase, s.cur.remain = PhasePay, 1 }, Pay(Red), Refusal{Reason: NoWorshipperInRealm, Color: Red}},
		{"no discard due", func(s *State) { s.phase, s.seats[0].Realm = PhaseFinish, Cubes{Red: 5} }, Discard(Red), Refusal{Reason: RealmWithinLimit, Have: 5}},
		{"volcano on its own tile", func(s *State) { s.phase, s.cur.pos, s.cur.volc = PhaseVolcano, 2, Cost{Red: 1} }, Destroy(2, Red),
			Refusal{Reason: NotAnotherDisplayTile, Pos: 2}},
		{"volcano on no worshipper", func(s *State) {
			s.phase, s.cur.pos, s.cur.volc, s.cubes[3] = PhaseVolcano, 2, Cost{Red: 1}, Cubes{}
		}, Destroy(3, Red), Refusal{Reason: NoWorshipperOnTile, Color: Red, Pos: 3}},
		{"volcano done with a colour", func(s *State) {
			s.phase, s.cur.pos, s.cur.volc, s.cubes[3] = PhaseVolcano, 2, Cost{Blue: 1}, Cubes{Red: 1}
		}, Destroy(3, Red), Refusal{Reason: VolcanoNeedsNoMore, Color: Red}},
		{"choice begun", func(s *State) { s.phase, s.cur.begun = PhaseVillage, true }, Decline(), Refusal{Reason: ChoiceBegun}},
		{"realm over the limit", func(s *State) { s.phase, s.seats[0].Realm = PhaseFinish, Cubes{Red: 6, Blue: 6} }, EndTurn(),
			Refusal{Reason: RealmOverLimit, Have: 12}},
		{"draw not from the pile", func(s *State) { s.phase = PhaseDraw }, Draw(97), Refusal{Reason: NotInPile, Tile: 97}},
		{"no such slot", func(s *State) { inHand(s, "L1-05") }, PlaceWild(20), Refusal{Reason: NoSuchSlot, Slot: 20}},
		{"slot taken", func(s *State) { inHand(s, "L1-05"); s.put(t, 0, 0, 0, "L1-09") }, PlaceWild(SlotIndex(0, 0)),
			Refusal{Reason: SlotTaken, Slot: SlotIndex(0, 0)}},
		{"slot needs a colour", func(s *State) {
			inHand(s, "L1-05")
			s.put(t, 0, 0, 0, "L1-09")
			s.put(t, 0, 0, 1, "L1-10")
		}, Place(SlotIndex(1, 0)), Refusal{Reason: SlotNeedsColor, Slot: SlotIndex(1, 0), Color: Green}},
		{"base row complete", func(s *State) {
			inHand(s, "L1-05")
			for c, id := range []string{"L1-09", "L1-10", "L1-13", "L1-14", "L1-17"} {
				s.put(t, 0, 0, c, id)
			}
		}, PlaceWild(BaseRight), Refusal{Reason: BaseRowComplete, Slot: BaseRight}},
		{"not next to the base", func(s *State) { inHand(s, "L1-05"); s.put(t, 0, 0, 0, "L1-09") }, PlaceWild(SlotIndex(0, 3)),
			Refusal{Reason: NotNextToBase, Slot: SlotIndex(0, 3)}},
		{"needs two beneath", func(s *State) { inHand(s, "L1-05"); s.put(t, 0, 0, 0, "L1-09") }, PlaceWild(SlotIndex(1, 0)),
			Refusal{Reason: NeedsTwoBeneath, Slot: SlotIndex(1, 0)}},
	}
	seen := map[Reason]bool{}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := newScenario(t, 2)
			if tt.set != nil {
				tt.set(s)
			}
			want := tt.want
			// Values only a dealt game knows.
			switch want.Reason {
			case GodAlreadyTaken:
				want.God, tt.action = s.seats[0].God, TakeGod(s.gods[0])
			case GodNotOnTable:
				want.God, tt.action = s.missingGod(t), TakeGod(s.missingGod(t))
			case CannotPay:
				want.Tile = s.cur.tile
			case NotInPile:
				want.Tile, tt.action = s.display[0], Draw(s.display[0])
			}
			want.Action = tt.action
			before := *s
			err := s.Apply(tt.action)
			var r *Refusal
			switch {
			case !errors.As(err, &r):
				t.Fatalf("Apply(%v) = %v, want a *Refusal", tt.action, err)
			case !errors.Is(err, ErrIllegal):
				t.Errorf("the refusal %q does not wrap ErrIllegal", err)
			}
			got := *r
			got.id = ""
			if got != want {
				t.Errorf("Apply(%v) refused with %+v, want %+v", tt.action, got, want)
			}
			if *s != before {
				t.Error("the refused action changed the state")
			}
			if check := s.Check(tt.action); check == nil || check.Error() != err.Error() {
				t.Errorf("Check(%v) = %v, want Apply's %v", tt.action, check, err)
			}
			seen[r.Reason] = true
		})
	}
	for r := Reason(1); r < numReasons; r++ {
		if !seen[r] {
			t.Errorf("no case reaches reason %d", r)
		}
	}
}

// missingGod returns a god that is not on the table.
func (s *State) missingGod(t *testing.T) God {
	for g := range NumGods {
		if !s.GodAvailable(g) {
			return g
		}
	}
	t.Fatal("every god is on the table")
	return NoGod
}
