// Package grade is what the post-game analyses of Orbis and Orbit share:
// the classes a decision is rated in by the expected final margin it gave
// away, a decision's accuracy and rating, a seat's summary, a point of the
// chart, the choice of the key moments and the report's common head and
// body. Each game's analysis finds the costs with its own search; the
// report they make has one shape.
package grade

import (
	"cmp"
	"math"
	"slices"
)

// Class rates a decision by the expected final margin it gave away, as a
// chess analysis board does.
type Class uint8

// The classes, best first.
const (
	Best Class = iota
	Good
	Inaccuracy
	Mistake
	Blunder
	NumClasses
)

var classNames = [NumClasses]string{"best", "good", "inaccuracy", "mistake", "blunder"}

func (c Class) String() string { return NameOf(classNames[:], c, "class") }

// MarshalText writes the class's name.
func (c Class) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText reads a class by its name.
func (c *Class) UnmarshalText(text []byte) error { return ParseName(classNames[:], text, "class", c) }

// The upper bounds of the classes, in points of expected final margin
// given away: below GoodFrom a move is as good as the search's (its
// estimates wobble by about that much between equal moves), and a blunder
// gives away about what a scoring tile or hex is worth.
const (
	GoodFrom       = 0.5
	InaccuracyFrom = 1.5
	MistakeFrom    = 3.0
	BlunderFrom    = 6.0
)

// Classify rates a decision by its cost in points.
func Classify(cost float64) Class {
	switch {
	case cost < GoodFrom:
		return Best
	case cost < InaccuracyFrom:
		return Good
	case cost < MistakeFrom:
		return Inaccuracy
	case cost < BlunderFrom:
		return Mistake
	}
	return Blunder
}

// accuracyScale is the cost that takes a decision's accuracy down to 1/e
// of 100, about 37.
const accuracyScale = 5.0

// DecisionAccuracy is one decision's accuracy, 0 to 100: 100·exp(−cost/5),
// so 100 for the preferred move, about 82 for 1 point given away, 55 for 3
// and 30 for 6.
func DecisionAccuracy(cost float64) float64 {
	if math.IsNaN(cost) || cost <= 0 {
		return 100
	}
	return 100 * math.Exp(-cost/accuracyScale)
}

// Round rounds x to a number of decimal places, as the reports write
// their figures.
func Round(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}

// ClassCounts counts a player's decisions per class.
type ClassCounts struct {
	Best       int `json:"best"`
	Good       int `json:"good"`
	Inaccuracy int `json:"inaccuracy"`
	Mistake    int `json:"mistake"`
	Blunder    int `json:"blunder"`
}

// Add counts one decision of a class.
func (c *ClassCounts) Add(class Class) {
	switch class {
	case Best:
		c.Best++
	case Good:
		c.Good++
	case Inaccuracy:
		c.Inaccuracy++
	case Mistake:
		c.Mistake++
	case Blunder:
		c.Blunder++
	}
}

// PlayerSummary is one seat's part of an analysis.
type PlayerSummary struct {
	Seat      int    `json:"seat"`
	Name      string `json:"name"`
	Kind      string `json:"kind"`
	Analysed  bool   `json:"analysed"`
	Decisions int    `json:"decisions"` // rated decisions, forced ones included
	// Accuracy is the mean DecisionAccuracy of the seat's decisions that
	// had a choice: 100 when it never had one (or was not analysed).
	Accuracy  float64     `json:"accuracy"`
	Counts    ClassCounts `json:"counts"`
	TotalCost float64     `json:"total_cost"`
	Score     int         `json:"score"` // final, or as it stands in an unfinished game
	Rank      int         `json:"rank"`
}

// Rated is what a seat's summary and the key moments need of a rated
// decision.
type Rated struct {
	Turn     int
	Seat     int
	Cost     float64 // points of expected final margin given away
	WinLost  float64 // chance to win given away, 0 to 1
	Class    Class
	Accuracy float64
	Forced   bool // the only move there was
}

// Summarise fills in a seat's decisions, class counts, total cost and
// accuracy from the rated decisions (of every seat).
func (ps *PlayerSummary) Summarise(decisions []Rated) {
	sum, choices := 0.0, 0
	for _, d := range decisions {
		if d.Seat != ps.Seat {
			continue
		}
		ps.Decisions++
		ps.Counts.Add(d.Class)
		ps.TotalCost += d.Cost
		if !d.Forced {
			sum += d.Accuracy
			choices++
		}
	}
	ps.Accuracy, ps.TotalCost = 100, Round(ps.TotalCost, 2)
	if choices > 0 {
		ps.Accuracy = Round(sum/float64(choices), 1)
	}
}

// Point is one position of the game for a chart: every seat's score so
// far and estimated chance to win, at the start of a turn, or the final
// result.
type Point struct {
	Turn   int       `json:"turn"`
	Round  int       `json:"round"`
	Seat   int       `json:"seat"` // the seat to act; -1 at the end
	Final  bool      `json:"final,omitempty"`
	Scores []int     `json:"scores"`
	Win    []float64 `json:"win"` // at the end: 1 for the winners, 0 for the others
	// Expected is every seat's expected final score, where the analysis
	// estimates it (Orbit's); at the end, the final scores.
	Expected []float64 `json:"expected,omitempty"`
}

// MaxKeyMoments is how many key moments a report names at most.
const MaxKeyMoments = 3

// Thresholds below which a decision is no key moment: nothing much was
// given away.
const (
	momentCost    = 0.5
	momentWinLost = 0.02
)

// KeyMoments returns the indices of the key moments among the rated
// decisions: the costliest (the swing of the chance to win, then the
// earlier turn breaking ties), at most MaxKeyMoments, none forced or
// nearly free.
func KeyMoments(decisions []Rated) []int {
	order := make([]int, len(decisions))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int {
		da, db := &decisions[a], &decisions[b]
		return cmp.Or(cmp.Compare(db.Cost, da.Cost), cmp.Compare(db.WinLost, da.WinLost), cmp.Compare(da.Turn, db.Turn))
	})
	var out []int
	for _, i := range order {
		d := &decisions[i]
		if len(out) == MaxKeyMoments {
			break
		}
		if d.Forced || d.Cost < momentCost && d.WinLost < momentWinLost {
			continue
		}
		out = append(out, i)
	}
	return out
}
