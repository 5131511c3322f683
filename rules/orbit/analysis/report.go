package analysis

import (
	"encoding/json"
	"fmt"
	"strings"

	"orbis/rules/internal/grade"
	"orbis/rules/orbit"
)

// The classes, their bounds (in points of expected final margin given
// away), a decision's accuracy, a seat's summary and a point of the chart
// are Orbis' analysis' (rules/internal/grade).
type (
	Class         = grade.Class
	ClassCounts   = grade.ClassCounts
	PlayerSummary = grade.PlayerSummary
	Point         = grade.Point
)

// The classes, best first.
const (
	Best       = grade.Best
	Good       = grade.Good
	Inaccuracy = grade.Inaccuracy
	Mistake    = grade.Mistake
	Blunder    = grade.Blunder
)

// Report is the analysis of a game, in the shape of Orbis' (format,
// version, players, decisions, timeline, key_moments).
type Report struct {
	Format           string          `json:"format"`
	Version          int             `json:"version"`
	Seed             uint64          `json:"seed"`
	Rollouts         int             `json:"rollouts"`
	TimelineRollouts int             `json:"timeline_rollouts"`
	Candidates       int             `json:"candidates"`
	Over             bool            `json:"over"`
	Players          []PlayerSummary `json:"players"`
	Decisions        []Decision      `json:"decisions"`
	// Timeline has a point at the start of every turn (Round is the turn)
	// with every seat's expected final score, and the final result.
	Timeline   []Point     `json:"timeline"`
	KeyMoments []KeyMoment `json:"key_moments"`
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
	// Expected final margins (the seat's score less the best other's; its
	// own score, solo) and chances to win (0 to 1) after the played and
	// the preferred move.
	PlayedMargin   float64 `json:"played_margin"`
	BestMargin     float64 `json:"best_margin"`
	Cost           float64 `json:"cost"` // BestMargin − PlayedMargin, never below 0
	WinPlayed      float64 `json:"win_played"`
	WinBest        float64 `json:"win_best"`
	WinLost        float64 `json:"win_lost"`
	Class          Class   `json:"class"`
	Accuracy       float64 `json:"accuracy"`
	Forced         bool    `json:"forced,omitempty"` // the only move there was
	PlayedRollouts int     `json:"played_rollouts"`
	BestRollouts   int     `json:"best_rollouts"`
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
	rep := &Report{Format: ReportFormat, Version: ReportVersion, Seed: opts.Seed, Rollouts: opts.Rollouts,
		TimelineRollouts: opts.TimelineRollouts, Candidates: opts.Candidates, Over: g.final.IsOver(),
		Decisions: []Decision{}, Timeline: []Point{}, KeyMoments: []KeyMoment{}}
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
		p := Point{Turn: ts.turn, Round: ts.turn, Seat: ts.general, Scores: make([]int, n), Win: make([]float64, n), Expected: make([]float64, n)}
		for q := range n {
			p.Scores[q] = ts.start.ScoreOf(q).Total
			p.Win[q], p.Expected[q] = round(c.wins[q], 3), round(c.scores[q], 2)
		}
		rep.Timeline = append(rep.Timeline, p)
	}
	final := g.final.Score()
	if g.final.IsOver() {
		p := Point{Turn: g.final.Turn() + 1, Round: g.final.Turn() + 1, Seat: -1, Final: true, Scores: make([]int, n), Win: make([]float64, n), Expected: make([]float64, n)}
		for q := range n {
			p.Scores[q] = final.Players[q].Total
			p.Expected[q] = float64(p.Scores[q])
			if final.Players[q].Rank == 1 {
				p.Win[q] = 1
			}
		}
		rep.Timeline = append(rep.Timeline, p)
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
	for seat := range n {
		ps := PlayerSummary{Seat: seat, Name: g.playerName(seat), Kind: g.rec.Players[seat].Kind, Analysed: g.analysed[seat],
			Score: final.Players[seat].Total, Rank: final.Players[seat].Rank}
		ps.Summarise(ratings)
		rep.Players = append(rep.Players, ps)
	}
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
	d := Decision{Turn: dec.turn, Step: dec.step, Seat: dec.seat, Player: g.playerName(dec.seat), Kind: dec.kind, Forced: o.forced,
		Played: choiceOf(dec.actions), Best: choiceOf(best.actions), PlayedRollouts: played.rollouts, BestRollouts: best.rollouts}
	cost, winLost := 0.0, 0.0
	if o.preferred != o.played {
		cost = max(0, best.margin-played.margin)
		winLost = max(0, best.wins[dec.seat]-played.wins[dec.seat])
	}
	d.PlayedMargin, d.BestMargin = round(played.margin, 2), round(best.margin, 2)
	d.WinPlayed, d.WinBest = round(played.wins[dec.seat], 3), round(best.wins[dec.seat], 3)
	d.Cost, d.WinLost = round(cost, 2), round(winLost, 3)
	// The class of the cost as the report writes it, so a reader can check it.
	d.Class, d.Accuracy = grade.Classify(d.Cost), round(grade.DecisionAccuracy(d.Cost), 1)
	if o.forced {
		d.Class, d.Accuracy = Best, 100
	}
	return d
}
