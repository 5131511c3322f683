package server

import (
	"slices"
	"testing"

	"orbis/game/online"
)

// captainsMatch is a tally whose seats act at once, as Orbit's captains
// follow an order: some of them are to act at a time.
type captainsMatch struct {
	*tallyMatch
	acting []int
}

func (m captainsMatch) AtOnce() bool { return true }
func (m captainsMatch) Acting(buf []int) []int {
	return append(buf, m.acting...)
}

// TestSummaryListsTheSeatsActingAtOnce: what `games` tells of a room
// names every seat a game played at once waits for, so that each of
// those players' My games says it is their turn, not only the first's.
func TestSummaryListsTheSeatsActingAtOnce(t *testing.T) {
	g := &tally{goal: 50}
	record, err := g.Deal(make([]online.SeatInfo, 3), 1)
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.Open(record)
	if err != nil {
		t.Fatal(err)
	}
	tm := m.(*tallyMatch)
	tests := []struct {
		what  string
		match online.Match
		want  []int
	}{
		{"seat after seat", tm, nil},
		{"three captains at once", captainsMatch{tm, []int{0, 1, 2}}, []int{0, 1, 2}},
		{"two of them still following", captainsMatch{tm, []int{1, 2}}, []int{1, 2}},
	}
	for _, tt := range tests {
		if got := summaryOf(tt.match).Acting; !slices.Equal(got, tt.want) {
			t.Errorf("%s: acting %v, want %v", tt.what, got, tt.want)
		}
	}
}
