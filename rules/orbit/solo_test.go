package orbit

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

func TestEmperorOrders(t *testing.T) {
	// The solo table of orders: 2, 3, 12 Zap; 4, 10, 11 Buy; 5, 7, 9 Scout;
	// 6, 8 Mine.
	want := map[int]Order{2: Zap, 3: Zap, 4: Buy, 5: Scout, 6: Mine, 7: Scout, 8: Mine, 9: Scout, 10: Buy, 11: Buy, 12: Zap}
	for total := 2; total <= 12; total++ {
		t.Run(strconv.Itoa(total), func(t *testing.T) {
			if got := EmperorOrder(total); got != want[total] {
				t.Errorf("a roll of %d orders %v, want %v", total, got, want[total])
			}
		})
	}
}

// soloAt deals a solo game and plays its turns (accepting each order) until
// the dice give order o.
func soloAt(t *testing.T, o Order) State {
	t.Helper()
	s := newTable(t, 1, 0)
	for range 50 {
		roll, _ := s.Chance()
		if EmperorOrder(int(roll.Roll)) == o {
			must(t, &s, roll)
			return s
		}
		must(t, &s, roll)
		must(t, &s, Accept())
		for s.phase != PhaseRoll && !s.IsOver() {
			followFirst(t, &s)
		}
	}
	t.Fatalf("50 rolls without %v", o)
	return s
}

func TestSoloTurn(t *testing.T) {
	tests := []struct {
		name string
		run  func(t *testing.T) string
		want string
	}{{
		name: "a solo turn begins with the table's roll, the only action (#8)",
		run: func(t *testing.T) string {
			s := newTable(t, 1, 0)
			roll, _ := s.Chance()
			return phaseWords[s.phase] + " [" + listed(&s) + "] is the dice's " + strconv.FormatBool(listed(&s) == roll.String())
		},
		want: "roll [roll 8] is the dice's true",
	}, {
		name: "the rolls are the seeded dice's, turn after turn (#8)",
		run: func(t *testing.T) string {
			s, su, err := NewGame(Config{Players: 1, Seed: 7, FirstGeneral: 0})
			if err != nil {
				t.Fatal(err)
			}
			dice := rand.NewPCG(su.Dice[0], su.Dice[1])
			same := true
			for range 5 {
				roll, _ := s.Chance()
				same = same && int(roll.Roll) == rollOf(dice.Uint64())
				must(t, &s, roll)
				must(t, &s, Accept())
				for s.phase != PhaseRoll && !s.IsOver() {
					followFirst(t, &s)
				}
			}
			return "same " + strconv.FormatBool(same)
		},
		want: "same true",
	}, {
		name: "after the roll: accept, or countermand to any other order",
		run: func(t *testing.T) string {
			s := soloAt(t, Mine)
			return listed(&s)
		},
		want: "accept, countermand scout, countermand buy, countermand zap",
	}, {
		name: "accept follows the rolled order",
		run: func(t *testing.T) string {
			s := soloAt(t, Mine)
			must(t, &s, Accept())
			return phaseWords[s.phase] + " " + s.Order().String() + " countermands " + strconv.Itoa(int(s.players[0].Countermands))
		},
		want: "follow mine countermands 0",
	}, {
		name: "a countermand puts the deck's top out of the game and follows the order chosen (#9)",
		run: func(t *testing.T) string {
			s := soloAt(t, Mine)
			p := &s.players[0]
			top, left := p.Deck[p.DeckTop], p.DeckLeft()
			must(t, &s, Countermand(Zap))
			return s.Order().String() + " deck " + strconv.Itoa(left-p.DeckLeft()) + " fewer, top gone " + strconv.FormatBool(p.Gone&(1<<top) != 0) + ", countermands " + strconv.Itoa(int(p.Countermands))
		},
		want: "zap deck 1 fewer, top gone true, countermands 1",
	}, {
		name: "an empty deck: no countermand (#9)",
		run: func(t *testing.T) string {
			s := soloAt(t, Mine)
			s.players[0].DeckTop = s.players[0].DeckLen
			return listed(&s)
		},
		want: "accept",
	}, {
		name: "a countermand that empties the deck ends the game after the turn (#9)",
		run: func(t *testing.T) string {
			s := soloAt(t, Mine)
			p := &s.players[0]
			p.DeckTop = p.DeckLen - 1
			must(t, &s, Countermand(Scout))
			out := "over " + strconv.FormatBool(s.IsOver())
			for !s.IsOver() {
				followFirst(t, &s)
			}
			return out + " | over " + strconv.FormatBool(s.IsOver()) + " countermands " + strconv.Itoa(int(p.Countermands))
		},
		want: "over false | over true countermands 1",
	}, {
		name: "after the follow the next turn rolls again, the one captain still General",
		run: func(t *testing.T) string {
			s := soloAt(t, Mine)
			turn := s.Turn()
			must(t, &s, Accept())
			for s.phase != PhaseRoll {
				followFirst(t, &s)
			}
			return phaseWords[s.phase] + " turns " + strconv.Itoa(s.Turn()-turn) + " general " + strconv.Itoa(s.General())
		},
		want: "roll turns 1 general 0",
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.run(t); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

func TestSoloPenalty(t *testing.T) {
	// ORBIT.md's row: 1, 3, 6, 10, 15, 21 for 1 to 6+ countermands.
	for countermands, want := range []int{0, 1, 3, 6, 10, 15, 21, 21, 21} {
		t.Run(strconv.Itoa(countermands), func(t *testing.T) {
			s := newTable(t, 1, 0)
			s.players[0].Countermands = uint8(countermands)
			b := s.Score().Players[0]
			if b.Penalty != want || b.Total != b.Goals[0]+b.Goals[1]+b.Goals[2]+b.Hexes-want {
				t.Errorf("%d countermands: penalty %d, total %d of %+v; want a penalty of %d", countermands, b.Penalty, b.Total, b, want)
			}
		})
	}
	t.Run("no penalty with two captains", func(t *testing.T) {
		s := newTable(t, 2, 0)
		s.players[0].Countermands = 3
		if p := s.Score().Players[0].Penalty; p != 0 {
			t.Errorf("penalty %d in a game of two", p)
		}
	})
}
