package analysis

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	rules "orbis/rules/orbis"
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
	numClasses
)

var classNames = [numClasses]string{"best", "good", "inaccuracy", "mistake", "blunder"}

func (c Class) String() string {
	if c < numClasses {
		return classNames[c]
	}
	return fmt.Sprintf("class(%d)", uint8(c))
}

// MarshalText writes the class's name.
func (c Class) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// The upper bounds of the classes, in CP of expected final margin given
// away: below GoodFrom a move is as good as the search's (its estimates
// wobble by about that much between equal moves), and a blunder gives away
// about what a scoring tile is worth.
const (
	GoodFrom       = 0.5
	InaccuracyFrom = 1.5
	MistakeFrom    = 3.0
	BlunderFrom    = 6.0
)

// Classify rates a decision by its cost in CP.
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

// accuracyScale is the cost (CP) that takes a decision's accuracy down to
// 1/e of 100, about 37.
const accuracyScale = 5.0

// DecisionAccuracy is one decision's accuracy, 0 to 100: 100·exp(−cost/5),
// so 100 for the preferred move, about 82 for 1 CP given away, 55 for 3 and
// 30 for 6.
func DecisionAccuracy(cost float64) float64 {
	if math.IsNaN(cost) || cost <= 0 {
		return 100
	}
	return 100 * math.Exp(-cost/accuracyScale)
}

// Report is the analysis of a game.
type Report struct {
	Format             string          `json:"format"`
	Version            int             `json:"version"`
	Seed               uint64          `json:"seed"`
	Iterations         int             `json:"iterations"`
	TimelineIterations int             `json:"timeline_iterations"`
	Over               bool            `json:"over"`
	Players            []PlayerSummary `json:"players"`
	Decisions          []Decision      `json:"decisions"`
	Timeline           []Point         `json:"timeline"`
	KeyMoments         []KeyMoment     `json:"key_moments"`
}

// ReportFormat names the report's JSON document, and ReportVersion its
// version: 2 says moves and key moments in the game's terms (Choice, Why),
// where version 1 wrote catalogue keys; the game reads both.
const (
	ReportFormat  = "orbis-analysis"
	ReportVersion = 2
)

// PlayerSummary is one seat's part of the analysis.
type PlayerSummary struct {
	Seat      int    `json:"seat"`
	Name      string `json:"name"`
	Kind      string `json:"kind"`
	Analysed  bool   `json:"analysed"`
	Decisions int    `json:"decisions"` // rated decisions, forced turns included
	// Accuracy is the mean DecisionAccuracy of the seat's decisions that
	// had a choice: 100 when it never had one (or was not analysed).
	Accuracy  float64     `json:"accuracy"`
	Counts    ClassCounts `json:"counts"`
	TotalCost float64     `json:"total_cost"`
	Score     int         `json:"score"` // final, or as it stands in an unfinished game
	Rank      int         `json:"rank"`
}

// ClassCounts counts a player's decisions per class.
type ClassCounts struct {
	Best       int `json:"best"`
	Good       int `json:"good"`
	Inaccuracy int `json:"inaccuracy"`
	Mistake    int `json:"mistake"`
	Blunder    int `json:"blunder"`
}

func (c *ClassCounts) add(class Class) {
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

// Decision is one rated turn.
type Decision struct {
	Turn   int    `json:"turn"` // 1-based, counting every seat's turns
	Round  int    `json:"round"`
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	Played Choice `json:"played"`
	Best   Choice `json:"best"` // the move the search visited most
	// Expected final margins (the seat's score less the best other's, CP)
	// and chances to win (0 to 1) after the played and the preferred move.
	PlayedMargin float64 `json:"played_margin"`
	BestMargin   float64 `json:"best_margin"`
	Cost         float64 `json:"cost"` // BestMargin − PlayedMargin, never below 0
	WinPlayed    float64 `json:"win_played"`
	WinBest      float64 `json:"win_best"`
	WinLost      float64 `json:"win_lost"`
	Class        Class   `json:"class"`
	Accuracy     float64 `json:"accuracy"`
	Forced       bool    `json:"forced,omitempty"` // the only move there was
	PlayedVisits int     `json:"played_visits"`
	BestVisits   int     `json:"best_visits"`
}

// Point is one position of the game for a chart: every seat's score so far
// and estimated chance to win, at the start of a turn, or the final result.
type Point struct {
	Turn   int       `json:"turn"`
	Round  int       `json:"round"`
	Seat   int       `json:"seat"` // the seat to act; -1 at the end
	Final  bool      `json:"final,omitempty"`
	Scores []int     `json:"scores"`
	Win    []float64 `json:"win"` // at the end: 1 for the winners, 0 for the others
}

// KeyMoment is a decision that cost much, with why in the game's terms:
// the moves played and preferred, and the reason the facts of the rules
// chose with its figures.
type KeyMoment struct {
	Turn    int     `json:"turn"`
	Round   int     `json:"round"`
	Seat    int     `json:"seat"`
	Player  string  `json:"player"`
	Cost    float64 `json:"cost"`
	WinLost float64 `json:"win_lost"`
	Played  Choice  `json:"played"`
	Best    Choice  `json:"best"`
	Why
}

// keyMoments is how many key moments a report names at most.
const keyMoments = 3

// Thresholds below which a decision is no key moment: nothing much was
// given away.
const (
	momentCost    = 0.5
	momentWinLost = 0.02
)

func round(x float64, places int) float64 {
	p := math.Pow(10, float64(places))
	return math.Round(x*p) / p
}

// report assembles the report from the searches' outcomes, indexed by turn.
func (g *game) report(opts *Options, outs map[int]*outcome) (*Report, error) {
	n := g.final.NumPlayers()
	rep := &Report{Format: ReportFormat, Version: ReportVersion, Seed: opts.Seed, Iterations: opts.Iterations,
		TimelineIterations: opts.TimelineIterations, Over: g.final.IsOver(),
		Decisions: []Decision{}, Timeline: []Point{}, KeyMoments: []KeyMoment{}}
	type rated struct {
		d    int // index in rep.Decisions
		turn *turn
		out  *outcome
	}
	var decided []rated
	for i := range g.turns {
		t := &g.turns[i]
		out, ok := outs[i]
		if !ok {
			continue
		}
		res := t.start.Score()
		p := Point{Turn: t.number, Round: t.start.Round(), Seat: t.seat, Scores: make([]int, n), Win: make([]float64, n)}
		for q := range n {
			p.Scores[q], p.Win[q] = res.Players[q].Total, round(out.win[q], 3)
		}
		rep.Timeline = append(rep.Timeline, p)
		if out.rated {
			d := g.decision(t, out)
			decided = append(decided, rated{len(rep.Decisions), t, out})
			rep.Decisions = append(rep.Decisions, d)
		}
	}
	final := g.final.Score()
	if g.final.IsOver() {
		p := Point{Turn: g.final.Turn() + 1, Round: g.final.Round(), Seat: -1, Final: true, Scores: make([]int, n), Win: make([]float64, n)}
		for q := range n {
			p.Scores[q] = final.Players[q].Total
			if final.Players[q].Rank == 1 {
				p.Win[q] = 1
			}
		}
		rep.Timeline = append(rep.Timeline, p)
	}
	for seat := range n {
		ps := PlayerSummary{Seat: seat, Name: g.playerName(seat), Kind: g.rec.Players[seat].Kind, Analysed: g.analysed[seat],
			Score: final.Players[seat].Total, Rank: final.Players[seat].Rank}
		sum, choices := 0.0, 0
		for _, d := range rep.Decisions {
			if d.Seat != seat {
				continue
			}
			ps.Decisions++
			ps.Counts.add(d.Class)
			ps.TotalCost += d.Cost
			if !d.Forced {
				sum += d.Accuracy
				choices++
			}
		}
		ps.Accuracy, ps.TotalCost = 100, round(ps.TotalCost, 2)
		if choices > 0 {
			ps.Accuracy = round(sum/float64(choices), 1)
		}
		rep.Players = append(rep.Players, ps)
	}
	// The key moments: the costliest decisions, the swing of the chance to
	// win breaking ties.
	slices.SortStableFunc(decided, func(a, b rated) int {
		da, db := &rep.Decisions[a.d], &rep.Decisions[b.d]
		return cmp.Or(cmp.Compare(db.Cost, da.Cost), cmp.Compare(db.WinLost, da.WinLost), cmp.Compare(da.Turn, db.Turn))
	})
	for _, r := range decided {
		d := &rep.Decisions[r.d]
		if len(rep.KeyMoments) == keyMoments {
			break
		}
		if d.Forced || d.Cost < momentCost && d.WinLost < momentWinLost {
			continue
		}
		m := KeyMoment{Turn: d.Turn, Round: d.Round, Seat: d.Seat, Player: d.Player, Cost: d.Cost, WinLost: d.WinLost,
			Played: d.Played, Best: d.Best, Why: g.why(r.turn, r.out, d)}
		rep.KeyMoments = append(rep.KeyMoments, m)
	}
	return rep, nil
}

// decision rates one turn from its search.
func (g *game) decision(t *turn, out *outcome) Decision {
	d := Decision{Turn: t.number, Round: t.start.Round(), Seat: t.seat, Player: g.playerName(t.seat), Forced: out.forced,
		PlayedVisits: out.played.Visits, BestVisits: out.preferred.Visits}
	d.Played = choiceOf(&t.start, t.move, notation(t.actions))
	d.Best = choiceOf(&t.start, out.best, notation(out.bestActions))
	cost, winLost := 0.0, 0.0
	if out.best != t.move {
		cost = max(0, out.preferred.Margin-out.played.Margin)
		winLost = max(0, out.preferred.Mean-out.played.Mean)
	}
	d.PlayedMargin, d.BestMargin = round(out.played.Margin, 2), round(out.preferred.Margin, 2)
	d.WinPlayed, d.WinBest = round(out.played.Mean, 3), round(out.preferred.Mean, 3)
	d.Cost, d.WinLost = round(cost, 2), round(winLost, 3)
	d.Class, d.Accuracy = Classify(cost), round(DecisionAccuracy(cost), 1)
	if out.forced {
		d.Class, d.Accuracy = Best, 100
	}
	return d
}

// notation writes a turn's main actions (the tile or god taken, where the
// tile went) in the record notation.
func notation(actions []rules.Action) string {
	var parts []string
	for _, a := range actions {
		if a.Kind == rules.KindTakeTile || a.Kind == rules.KindTakeGod || a.Kind == rules.KindPlace {
			parts = append(parts, a.String())
		}
	}
	return strings.Join(parts, ", ")
}
