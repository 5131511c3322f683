package grade

import (
	"math"
	"slices"
	"testing"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		cost float64
		want Class
	}{
		{0, Best}, {0.49, Best}, {0.5, Good}, {1.49, Good}, {1.5, Inaccuracy}, {2.99, Inaccuracy},
		{3, Mistake}, {5.99, Mistake}, {6, Blunder}, {40, Blunder},
	}
	for _, tt := range tests {
		if got := Classify(tt.cost); got != tt.want {
			t.Errorf("Classify(%v) = %v, want %v", tt.cost, got, tt.want)
		}
	}
}

func TestClassNamesReadBack(t *testing.T) {
	for c := Best; c < NumClasses; c++ {
		text, _ := c.MarshalText()
		var back Class
		if err := back.UnmarshalText(text); err != nil || back != c {
			t.Errorf("%v reads back as %v (%v)", c, back, err)
		}
	}
	var c Class
	if c.UnmarshalText([]byte("brilliant")) == nil {
		t.Error("a class no analysis has is read")
	}
}

func TestDecisionAccuracy(t *testing.T) {
	tests := []struct{ cost, want float64 }{{0, 100}, {-1, 100}, {math.NaN(), 100}, {5, 100 / math.E}, {1, 81.87}}
	for _, tt := range tests {
		if got := DecisionAccuracy(tt.cost); math.Abs(got-tt.want) > 0.01 {
			t.Errorf("DecisionAccuracy(%v) = %v, want %v", tt.cost, got, tt.want)
		}
	}
}

// TestSummarise: a seat's summary counts its own decisions only, and its
// accuracy leaves out the forced ones.
func TestSummarise(t *testing.T) {
	ds := []Rated{
		{Seat: 0, Cost: 0, Class: Best, Accuracy: 100},
		{Seat: 0, Cost: 7, Class: Blunder, Accuracy: 24.7},
		{Seat: 0, Class: Best, Accuracy: 100, Forced: true},
		{Seat: 1, Cost: 2, Class: Inaccuracy, Accuracy: 67},
	}
	ps := PlayerSummary{Seat: 0}
	ps.Summarise(ds)
	if ps.Decisions != 3 || ps.Counts != (ClassCounts{Best: 2, Blunder: 1}) || ps.TotalCost != 7 || ps.Accuracy != 62.4 {
		t.Errorf("seat 0: %+v", ps)
	}
	none := PlayerSummary{Seat: 2}
	none.Summarise(ds)
	if none.Decisions != 0 || none.Accuracy != 100 {
		t.Errorf("a seat without decisions: %+v", none)
	}
}

// TestKeyMoments: the costliest decisions first, the chance to win and the
// earlier turn breaking ties, at most three, never a forced or nearly
// free one.
func TestKeyMoments(t *testing.T) {
	tests := []struct {
		name string
		ds   []Rated
		want []int
	}{
		{"none worth naming", []Rated{{Turn: 1, Cost: 0.2, WinLost: 0.01}, {Turn: 2, Cost: 9, Forced: true}}, nil},
		{"the chance alone", []Rated{{Turn: 1, Cost: 0.1, WinLost: 0.05}}, []int{0}},
		{"costliest first, three at most", []Rated{{Turn: 1, Cost: 1}, {Turn: 2, Cost: 5}, {Turn: 3, Cost: 3}, {Turn: 4, Cost: 4}}, []int{1, 3, 2}},
		{"ties", []Rated{{Turn: 5, Cost: 2, WinLost: 0.1}, {Turn: 3, Cost: 2, WinLost: 0.2}, {Turn: 1, Cost: 2, WinLost: 0.1}}, []int{1, 2, 0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := KeyMoments(tt.ds); !slices.Equal(got, tt.want) {
				t.Errorf("KeyMoments = %v, want %v", got, tt.want)
			}
		})
	}
}
