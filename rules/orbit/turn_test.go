package orbit

import (
	"strconv"
	"strings"
	"testing"
)

// newTable deals a game of n captains, seat first the first General.
func newTable(t *testing.T, n int, first int) State {
	t.Helper()
	s, _, err := NewGame(Config{Players: n, Seed: 7, FirstGeneral: first})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// followFirst plays the acting seat's follow by the first listed action,
// then done if it is offered, then the table's refills: it returns the
// seat that followed.
func followFirst(t *testing.T, s *State) int {
	t.Helper()
	seat := s.CurrentPlayer()
	must(t, s, s.LegalActions(nil)[0])
	if s.phase == PhaseFollow && s.CurrentPlayer() == seat && s.IsLegal(Done()) {
		must(t, s, Done())
	}
	for s.phase == PhaseRefill {
		a, _ := s.Chance()
		must(t, s, a)
	}
	return seat
}

// noValue sets a seat's ring to deck hexes, each worth 0 as laid.
func noValue(p *Player) {
	for i, id := range []HexID{6, 7, 8, 9, 10, 11} {
		p.Ring[i] = RingHex{ID: id}
	}
	p.RingLen = 6
}

func TestTurns(t *testing.T) {
	tests := []struct {
		name string
		run  func(t *testing.T) string
		want string
	}{{
		name: "the General may give any of the four orders (#10)",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			return listed(&s)
		},
		want: "order scout, order mine, order buy, order zap",
	}, {
		name: "an order is followed from the General clockwise, then the next General orders",
		run: func(t *testing.T) string {
			s := newTable(t, 3, 1)
			must(t, &s, GiveOrder(Mine))
			var seats []string
			for s.phase != PhaseOrder {
				seats = append(seats, strconv.Itoa(followFirst(t, &s)))
			}
			return strings.Join(seats, " ") + " | turn " + strconv.Itoa(s.Turn()) + " general " + strconv.Itoa(s.General()) + " acting " + strconv.Itoa(s.CurrentPlayer())
		},
		want: "1 2 0 | turn 1 general 2 acting 2",
	}, {
		name: "the General of the last seat hands on to the first",
		run: func(t *testing.T) string {
			s := newTable(t, 6, 5)
			must(t, &s, GiveOrder(Scout))
			for s.phase != PhaseOrder {
				followFirst(t, &s)
			}
			return "general " + strconv.Itoa(s.General())
		},
		want: "general 0",
	}, {
		name: "an order nobody can follow: every seat passes (#2, #10)",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			noValue(&s.players[0])
			noValue(&s.players[1])
			must(t, &s, GiveOrder(Mine))
			out := listed(&s)
			must(t, &s, Pass())
			out += " | " + listed(&s)
			must(t, &s, Pass())
			return out + " | turn " + strconv.Itoa(s.Turn()) + " general " + strconv.Itoa(s.General())
		},
		want: "pass | pass | turn 1 general 1",
	}, {
		name: "a ring of 12 ends the game after the turn, once every seat has followed (#11)",
		run: func(t *testing.T) string {
			s := newTable(t, 3, 0)
			grow(&s.players[0], 11)
			must(t, &s, GiveOrder(Buy))
			followFirst(t, &s)
			out := "ring " + strconv.Itoa(int(s.players[0].RingLen)) + " over " + strconv.FormatBool(s.IsOver())
			for !s.IsOver() {
				followFirst(t, &s)
			}
			return out + " | turn " + strconv.Itoa(s.Turn()) + " over " + strconv.FormatBool(s.IsOver())
		},
		want: "ring 12 over false | turn 1 over true",
	}, {
		name: "the last seat to follow reaches 12: the game ends with its follow",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			grow(&s.players[1], 11)
			must(t, &s, GiveOrder(Buy))
			followFirst(t, &s)
			followFirst(t, &s)
			return "over " + strconv.FormatBool(s.IsOver()) + " phase " + phaseWords[s.phase] + " current " + strconv.Itoa(s.CurrentPlayer()) + " legal [" + listed(&s) + "]"
		},
		want: "over true phase over current -1 legal []",
	}, {
		name: "a ring of 11 plays on",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			grow(&s.players[0], 11)
			must(t, &s, GiveOrder(Scout))
			followFirst(t, &s)
			followFirst(t, &s)
			return "over " + strconv.FormatBool(s.IsOver()) + " phase " + phaseWords[s.phase]
		},
		want: "over false phase order",
	}, {
		name: "a ring of 12 zapped back to 11 within the turn plays on (#11)",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			grow(&s.players[0], 12)
			must(t, &s, GiveOrder(Zap))
			must(t, &s, ZapWith(0, 0))
			must(t, &s, Done())
			for !s.IsOver() && s.phase != PhaseOrder {
				followFirst(t, &s)
			}
			return "ring " + strconv.Itoa(int(s.players[0].RingLen)) + " over " + strconv.FormatBool(s.IsOver())
		},
		want: "ring 11 over false",
	}, {
		name: "a deck emptied by a refill ends the game after the turn",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			p := &s.players[0]
			p.DeckTop = p.DeckLen - 1
			must(t, &s, GiveOrder(Zap))
			must(t, &s, ZapWith(0, 0))
			must(t, &s, Done())
			a, _ := s.Chance()
			must(t, &s, a)
			out := "deck " + strconv.Itoa(p.DeckLeft()) + " over " + strconv.FormatBool(s.IsOver())
			for !s.IsOver() {
				followFirst(t, &s)
			}
			return out + " | turn " + strconv.Itoa(s.Turn())
		},
		want: "deck 0 over false | turn 1",
	}, {
		name: "the game ends after its 60th turn (#14)",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			s.turn = MaxTurns - 1
			must(t, &s, GiveOrder(Mine))
			followFirst(t, &s)
			followFirst(t, &s)
			return "turn " + strconv.Itoa(s.Turn()) + " over " + strconv.FormatBool(s.IsOver())
		},
		want: "turn 60 over true",
	}, {
		name: "the 59th turn is not the last",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			s.turn = MaxTurns - 2
			must(t, &s, GiveOrder(Mine))
			followFirst(t, &s)
			followFirst(t, &s)
			return "turn " + strconv.Itoa(s.Turn()) + " over " + strconv.FormatBool(s.IsOver())
		},
		want: "turn 59 over false",
	}, {
		name: "the table keeps nothing of a follow once the turn is over",
		run: func(t *testing.T) string {
			s := newTable(t, 2, 0)
			must(t, &s, GiveOrder(Mine))
			followFirst(t, &s)
			followFirst(t, &s)
			return "followed " + strconv.Itoa(s.Followed()) + " used " + strconv.FormatBool(s.ShipUsed(0) || s.ShipUsed(1) || s.ShipUsed(2))
		},
		want: "followed 0 used false",
	}}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.run(t); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

// grow makes a seat's ring n hexes long (starting hexes, then deck hexes
// not in its market), the ships at 0, 2 and 4.
func grow(p *Player, n int) {
	p.RingLen = 0
	for id := HexID(0); int(p.RingLen) < n; id++ {
		if id == p.Market[0] || id == p.Market[1] || id == p.Market[2] {
			continue
		}
		p.Ring[p.RingLen] = RingHex{ID: id}
		p.RingLen++
	}
	p.Ships = [Ships]uint8{0, 2, 4}
}
