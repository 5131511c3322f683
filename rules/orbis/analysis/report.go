package analysis

import (
	"strings"

	"orbis/rules/internal/grade"
	rules "orbis/rules/orbis"
)

// The classes, their bounds, a decision's accuracy, a seat's summary and
// a point of the chart are the ones Orbit's analysis has too
// (rules/internal/grade).
type (
	Class         = grade.Class
	ClassCounts   = grade.ClassCounts
	PlayerSummary = grade.PlayerSummary
	Point         = grade.Point
)

// The classes, best first, and their upper bounds in CP of expected final
// margin given away.
const (
	Best       = grade.Best
	Good       = grade.Good
	Inaccuracy = grade.Inaccuracy
	Mistake    = grade.Mistake
	Blunder    = grade.Blunder

	GoodFrom       = grade.GoodFrom
	InaccuracyFrom = grade.InaccuracyFrom
	MistakeFrom    = grade.MistakeFrom
	BlunderFrom    = grade.BlunderFrom
)

// Classify rates a decision by its cost in CP.
func Classify(cost float64) Class { return grade.Classify(cost) }

// DecisionAccuracy is one decision's accuracy, 0 to 100 (grade's).
func DecisionAccuracy(cost float64) float64 { return grade.DecisionAccuracy(cost) }

// Report is the analysis of a game: its format, version and seed, the
// search's iterations, then the players, decisions, timeline and key
// moments (the shape of Orbit's).
type Report struct {
	grade.Head
	Iterations         int `json:"iterations"`
	TimelineIterations int `json:"timeline_iterations"`
	grade.Body[Decision, KeyMoment]
}

// ReportFormat names the report's JSON document, and ReportVersion its
// version: 2 says moves and key moments in the game's terms (Choice, Why),
// where version 1 wrote catalogue keys; the game reads both.
const (
	ReportFormat  = "orbis-analysis"
	ReportVersion = 2
)

// Decision is one rated turn.
type Decision struct {
	Turn   int    `json:"turn"` // 1-based, counting every seat's turns
	Round  int    `json:"round"`
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	Played Choice `json:"played"`
	Best   Choice `json:"best"` // the move the search visited most
	// The expected final margins (the seat's score less the best other's,
	// CP) and chances to win after the played and the preferred move, and
	// the class.
	grade.Rating
	PlayedVisits int `json:"played_visits"`
	BestVisits   int `json:"best_visits"`
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

func round(x float64, places int) float64 { return grade.Round(x, places) }

// report assembles the report from the searches' outcomes, indexed by turn.
func (g *game) report(opts *Options, outs map[int]*outcome) (*Report, error) {
	n := g.final.NumPlayers()
	rep := &Report{Head: grade.Head{Format: ReportFormat, Version: ReportVersion, Seed: opts.Seed}, Iterations: opts.Iterations,
		TimelineIterations: opts.TimelineIterations, Body: grade.NewBody[Decision, KeyMoment](g.final.IsOver())}
	type decidedTurn struct { // what rep.Decisions[i] was rated from
		turn *turn
		out  *outcome
	}
	var decided []decidedTurn
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
			decided = append(decided, decidedTurn{t, out})
			rep.Decisions = append(rep.Decisions, d)
		}
	}
	final := g.final.Score()
	if g.final.IsOver() {
		rep.Timeline = append(rep.Timeline, grade.FinalPoint(g.final.Turn()+1, g.final.Round(), n,
			func(q int) (int, int) { return final.Players[q].Total, final.Players[q].Rank }, false))
	}
	ratings := make([]grade.Rated, len(rep.Decisions))
	for i, d := range rep.Decisions {
		ratings[i] = grade.Rated{Turn: d.Turn, Seat: d.Seat, Cost: d.Cost, WinLost: d.WinLost, Class: d.Class, Accuracy: d.Accuracy, Forced: d.Forced}
	}
	rep.Players = grade.Summaries(n, ratings, func(seat int) PlayerSummary {
		return PlayerSummary{Seat: seat, Name: g.playerName(seat), Kind: g.rec.Players[seat].Kind, Analysed: g.analysed[seat],
			Score: final.Players[seat].Total, Rank: final.Players[seat].Rank}
	})
	// The key moments: the costliest decisions, the swing of the chance to
	// win breaking ties.
	for _, i := range grade.KeyMoments(ratings) {
		d, r := &rep.Decisions[i], decided[i]
		m := KeyMoment{Turn: d.Turn, Round: d.Round, Seat: d.Seat, Player: d.Player, Cost: d.Cost, WinLost: d.WinLost,
			Played: d.Played, Best: d.Best, Why: g.why(r.turn, r.out, d)}
		rep.KeyMoments = append(rep.KeyMoments, m)
	}
	return rep, nil
}

// decision rates one turn from its search.
func (g *game) decision(t *turn, out *outcome) Decision {
	d := Decision{Turn: t.number, Round: t.start.Round(), Seat: t.seat, Player: g.playerName(t.seat),
		PlayedVisits: out.played.Visits, BestVisits: out.preferred.Visits}
	d.Played = choiceOf(&t.start, t.move, notation(t.actions))
	d.Best = choiceOf(&t.start, out.best, notation(out.bestActions))
	d.Rating = grade.Rate(grade.Estimate{Margin: out.played.Margin, Win: out.played.Mean},
		grade.Estimate{Margin: out.preferred.Margin, Win: out.preferred.Mean}, out.best == t.move, out.forced, grade.ByEstimate)
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
