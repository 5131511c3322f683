package orbit

import (
	"strconv"
	"strings"
	"testing"
)

// followCase is one follow of an order by seat 0 of a two-seat game: the
// table as set up, the actions played, and exactly what they leave.
type followCase struct {
	name  string
	ring  []HexID // nil: the starting hexes 0 to 5 in order
	ships [Ships]uint8
	setup func(p *Player) // after the defaults: market 14 15 16, deck 26 to 29
	play  []Action
	// legal is the list LegalActions gives after play, in the notation.
	legal string
	// after is seat 0's table and the seat and phase to act (summary).
	after string
	// holds is one more fact that must hold, or "".
	holds func(s *State) string
}

var startRing = []HexID{0, 1, 2, 3, 4, 5}

// runFollows plays each case's follow of order o.
func runFollows(t *testing.T, o Order, cases []followCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ring := tc.ring
			if ring == nil {
				ring = startRing
			}
			s := table(t, ring, tc.ships, o)
			p := &s.players[0]
			stock(p, [MarketSize]HexID{14, 15, 16}, 26, 27, 28, 29)
			if tc.setup != nil {
				tc.setup(p)
			}
			for _, a := range tc.play {
				must(t, &s, a)
			}
			if got := listed(&s); tc.legal != "" && got != tc.legal {
				t.Errorf("legal:\n got %s\nwant %s", got, tc.legal)
			}
			if got := summary(&s); tc.after != "" && got != tc.after {
				t.Errorf("after:\n got %s\nwant %s", got, tc.after)
			}
			if tc.holds != nil {
				if why := tc.holds(&s); why != "" {
					t.Error(why)
				}
			}
		})
	}
}

// stock sets a seat's market and its deck from the top.
func stock(p *Player, market [MarketSize]HexID, deck ...HexID) {
	p.Market = market
	p.DeckTop, p.DeckLen = 0, uint8(copy(p.Deck[:], deck))
}

// listed is the legal actions in the notation, joined by ", ".
func listed(s *State) string {
	var out []string
	for _, a := range s.LegalActions(nil) {
		out = append(out, a.String())
	}
	return strings.Join(out, ", ")
}

var phaseWords = [...]string{"order", "roll", "accept", "follow", "refill", "over"}

// summary writes seat 0's table and who acts in what phase:
// "ring 0 1:2 2 | ships 0 2 4 | track 2 2 2 | market 14 - 16 | deck 4 |
// seat 1 follow 0" (a hex turned shows id:turns; a follow its count).
func summary(s *State) string {
	p := &s.players[0]
	var b strings.Builder
	b.WriteString("ring")
	for _, h := range p.Ring[:p.RingLen] {
		b.WriteString(" " + strconv.Itoa(int(h.ID)))
		if h.Turns > 0 {
			b.WriteString(":" + strconv.Itoa(int(h.Turns)))
		}
	}
	b.WriteString(" | ships")
	for _, at := range p.Ships {
		b.WriteString(" " + strconv.Itoa(int(at)))
	}
	b.WriteString(" | track")
	for _, v := range p.Track {
		b.WriteString(" " + strconv.Itoa(int(v)))
	}
	b.WriteString(" | market")
	for _, id := range p.Market {
		if id == NoHex {
			b.WriteString(" -")
		} else {
			b.WriteString(" " + strconv.Itoa(int(id)))
		}
	}
	b.WriteString(" | deck " + strconv.Itoa(p.DeckLeft()))
	if s.over {
		return b.String() + " | over"
	}
	b.WriteString(" | seat " + strconv.Itoa(int(s.acting)) + " " + phaseWords[s.phase])
	if s.phase == PhaseFollow {
		b.WriteString(" " + strconv.Itoa(int(s.followed)))
	}
	return b.String()
}

// buyList writes the buys of every slot, payment and place given, in the
// order LegalActions lists them.
func buyList(slots []int, pays []string, places ...string) string {
	var out []string
	for _, m := range slots {
		for _, pay := range pays {
			for _, place := range places {
				out = append(out, "buy "+strconv.Itoa(m)+" "+pay+" "+place)
			}
		}
	}
	return strings.Join(out, ", ")
}

// everyPlace is the six places beside three ships at three hexes.
var everyPlace = []string{"0 before", "0 after", "1 before", "1 after", "2 before", "2 after"}

// legalToo reports an action that must stay legal though it is not listed.
func legalToo(a Action) func(s *State) string {
	return func(s *State) string {
		if !s.IsLegal(a) {
			return a.String() + " is refused: an unlisted spelling stays legal"
		}
		return ""
	}
}
