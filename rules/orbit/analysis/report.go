package analysis

import (
	"encoding/json"
	"fmt"
	"strings"

	"orbis/rules/internal/grade"
	"orbis/rules/orbit"
)

// A decision's class is Orbis' analysis' (rules/internal/grade), its
// bounds in points of expected final margin given away; the classes, best
// first, are named here for the game's words. A seat's summary and a point
// of the chart are grade's too.
type Class = grade.Class

// The classes, best first.
const (
	Best       = grade.Best
	Good       = grade.Good
	Inaccuracy = grade.Inaccuracy
	Mistake    = grade.Mistake
	Blunder    = grade.Blunder
)

// Report is the analysis of a game, in the shape of Orbis': its format,
// version and seed, the judge's rollouts and candidates, then the players,
// decisions, timeline and key moments. The timeline has a point at the
// start of every turn (Round is the turn) with every seat's expected final
// score, and the final result.
type Report struct {
	grade.Head
	Rollouts         int `json:"rollouts"`
	TimelineRollouts int `json:"timeline_rollouts"`
	Candidates       int `json:"candidates"`
	grade.Body[Decision, KeyMoment]
}

// ReportFormat names the report's JSON document, and ReportVersion its
// version.
const (
	ReportFormat  = "orbit-analysis"
	ReportVersion = 1
)

// Choice is a decision's move: its actions, and their record notation.
type Choice struct {
	Notation string // e.g. "scout 1>4, done"
	Actions  []orbit.Action
}

// choiceOf writes a move.
func choiceOf(actions []orbit.Action) Choice {
	parts := make([]string, len(actions))
	for i, a := range actions {
		parts[i] = a.String()
	}
	return Choice{Notation: strings.Join(parts, ", "), Actions: actions}
}

type choiceJSON struct {
	Notation string   `json:"notation"`
	Actions  []string `json:"actions"`
}

// MarshalJSON writes a choice: its notation and each action's.
func (c Choice) MarshalJSON() ([]byte, error) {
	j := choiceJSON{Notation: c.Notation, Actions: make([]string, len(c.Actions))}
	for i, a := range c.Actions {
		j.Actions[i] = a.String()
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a choice, every action in the record notation.
func (c *Choice) UnmarshalJSON(data []byte) error {
	var j choiceJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("analysis: a move: %w", err)
	}
	*c = Choice{Notation: j.Notation}
	for _, text := range j.Actions {
		a, err := orbit.ParseAction(text)
		if err != nil {
			return fmt.Errorf("analysis: the move %q: %w", j.Notation, err)
		}
		c.Actions = append(c.Actions, a)
	}
	return nil
}

// Decision is one rated decision.
type Decision struct {
	Turn   int    `json:"turn"` // 1-based: the General's orders counted
	Step   int    `json:"step"` // the record's step (1-based) of the decision's first action
	Seat   int    `json:"seat"`
	Player string `json:"player"`
	Kind   Kind   `json:"kind"`
	Played Choice `json:"played"`
	Best   Choice `json:"best"` // the candidate whose games ended best
	// The expected final margins (the seat's score less the best other's;
	// its own score, solo) and chances to win after the played and the
	// preferred move, and the class.
	grade.Rating
	PlayedRollouts int `json:"played_rollouts"`
	BestRollouts   int `json:"best_rollouts"`
}

// KeyMoment is a decision that cost much, with why in the game's terms.
type KeyMoment struct {
	Turn    int     `json:"turn"`
	Step    int     `json:"step"`
	Seat    int     `json:"seat"`
	Player  string  `json:"player"`
	Kind    Kind    `json:"kind"`
	Cost    float64 `json:"cost"`
	WinLost float64 `json:"win_lost"`
	Played  Choice  `json:"played"`
	Best    Choice  `json:"best"`
	Why
}

func round(x float64, places int) float64 { return grade.Round(x, places) }

// report assembles the report from the weighings' outcomes, in any order.
func (g *game) report(opts *Options, outs []*outcome) (*Report, error) {
	n := g.final.NumPlayers()
	rep := &Report{Head: grade.Head{Format: ReportFormat, Version: ReportVersion, Seed: opts.Seed}, Rollouts: opts.Rollouts,
		TimelineRollouts: opts.TimelineRollouts, Candidates: opts.Candidates, Body: grade.NewBody[Decision, KeyMoment](g.final.IsOver())}
	byDecision := map[int]*outcome{}
	byStart := map[int]*outcome{}
	for _, o := range outs {
		if o.task.decision >= 0 {
			byDecision[o.task.decision] = o
		}
		if o.task.start >= 0 {
			byStart[o.task.start] = o
		}
	}
	for i := range g.starts {
		ts := &g.starts[i]
		o, ok := byStart[i]
		if !ok {
			return nil, fmt.Errorf("analysis: turn %d was not weighed", ts.turn)
		}
		c := &o.cands[o.preferred]
		p := grade.Point{Turn: ts.turn, Round: ts.turn, Seat: ts.general, Scores: make([]int, n), Win: make([]float64, n), Expected: make([]float64, n)}
		for q := range n {
			p.Scores[q] = ts.start.ScoreOf(q).Total
			p.Win[q], p.Expected[q] = round(c.wins[q], 3), round(c.scores[q], 2)
		}
		rep.Timeline = append(rep.Timeline, p)
	}
	final := g.final.Score()
	if g.final.IsOver() {
		rep.Timeline = append(rep.Timeline, grade.FinalPoint(g.final.Turn()+1, g.final.Turn()+1, n,
			func(q int) (int, int) { return final.Players[q].Total, final.Players[q].Rank }, true))
	}
	var ratings []grade.Rated
	var from []int // the decision each of rep.Decisions rates
	for i := range g.decisions {
		o, ok := byDecision[i]
		if !ok {
			continue
		}
		d := g.decision(&g.decisions[i], o)
		rep.Decisions = append(rep.Decisions, d)
		ratings = append(ratings, grade.Rated{Turn: d.Turn, Seat: d.Seat, Cost: d.Cost, WinLost: d.WinLost, Class: d.Class, Accuracy: d.Accuracy, Forced: d.Forced})
		from = append(from, i)
	}
	rep.Players = grade.Summaries(n, ratings, func(seat int) grade.PlayerSummary {
		return grade.PlayerSummary{Seat: seat, Name: g.playerName(seat), Kind: g.rec.Players[seat].Kind, Analysed: g.analysed[seat],
			Score: final.Players[seat].Total, Rank: final.Players[seat].Rank}
	})
	for _, k := range grade.KeyMoments(ratings) {
		d := &rep.Decisions[k]
		rep.KeyMoments = append(rep.KeyMoments, KeyMoment{Turn: d.Turn, Step: d.Step, Seat: d.Seat, Player: d.Player, Kind: d.Kind,
			Cost: d.Cost, WinLost: d.WinLost, Played: d.Played, Best: d.Best, Why: why(&g.decisions[from[k]], d)})
	}
	return rep, nil
}

// decision rates one decision from its weighing.
func (g *game) decision(dec *decision, o *outcome) Decision {
	played, best := &o.cands[o.played], &o.cands[o.preferred]
	d := Decision{Turn: dec.turn, Step: dec.step, Seat: dec.seat, Player: g.playerName(dec.seat), Kind: dec.kind,
		Played: choiceOf(dec.actions), Best: choiceOf(best.actions), PlayedRollouts: played.rollouts, BestRollouts: best.rollouts}
	d.Rating = grade.Rate(grade.Estimate{Margin: played.margin, Win: played.wins[dec.seat]},
		grade.Estimate{Margin: best.margin, Win: best.wins[dec.seat]}, o.preferred == o.played, o.forced, grade.ByWritten)
	return d
}
