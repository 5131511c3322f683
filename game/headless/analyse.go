package headless

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"orbis/assets"
	"orbis/game"
)

// AnalysisText is a post-game analysis as orbis analyse prints it in
// words, the same for every game: what each game's report holds, its own
// words (moves, headings, key moments) already said by the game.
type AnalysisText struct {
	// CostKey says a cost in the game's unit ("%[1]s CP") and ScoreKey
	// labels a seat's score: the game's catalogue keys.
	CostKey, ScoreKey string
	Decisions         []AnalysedDecision
	Players           []AnalysedPlayer
	KeyMoments        []string // each a line, said whole
}

// AnalysedDecision is one rated decision.
type AnalysedDecision struct {
	Heading      string // whose turn, when: "Round 3, Ada"
	Played, Best AnalysedMove
	Forced       bool
	// Cost is the expected final margin given away, WinPlayed and WinBest
	// the chances to win (0 to 1) after the played and the preferred move.
	Cost, WinPlayed, WinBest float64
	Class                    uint8 // the games' analysis.Class: best first
}

// AnalysedMove is a move: its record notation and the game's words of it.
type AnalysedMove struct{ Notation, Words string }

// AnalysedPlayer is one seat's summary.
type AnalysedPlayer struct {
	Name                string
	Analysed            bool
	Accuracy, TotalCost float64
	Score               int
	Counts              [5]int // decisions per class, best first
}

// classKeys name the classes of a decision, best first.
var classKeys = [...]string{"analysis.class.best", "analysis.class.good", "analysis.class.inaccuracy",
	"analysis.class.mistake", "analysis.class.blunder"}

// AnalyseWith is a game's Features.Analyse: parse reads a record, run
// analyses it as the command asks (iterations, seed), and text says the
// report in the catalogue's words; the report is printed as text, or as
// its JSON document with --json.
func AnalyseWith[Rec, Rep any](parse func(data []byte) (Rec, error), run func(ctx context.Context, rec Rec, r Analysis) (Rep, error),
	text func(rep Rep, w game.Words) AnalysisText) func(ctx context.Context, path string, data []byte, r Analysis, stdout io.Writer) error {
	return func(ctx context.Context, path string, data []byte, r Analysis, stdout io.Writer) error {
		rec, err := parse(data)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		en, err := assets.Load("en")
		if err != nil {
			return err
		}
		rep, err := run(ctx, rec, r)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		if r.JSON {
			enc := json.NewEncoder(stdout)
			enc.SetIndent("", "  ")
			return enc.Encode(rep)
		}
		return WriteAnalysis(stdout, text(rep, en), en)
	}
}

// WriteAnalysis prints a report as text in the catalogue's words: each
// decision with its class and cost, the players' accuracy, the key
// moments.
func WriteAnalysis(w io.Writer, t AnalysisText, c game.Words) error {
	class := func(k uint8) string {
		if int(k) >= len(classKeys) {
			return ""
		}
		return c.T(classKeys[k])
	}
	pair := func(label, value string) string { return c.T("analysis.cli.pair", label, value) }
	joined := func(parts ...string) string {
		s := parts[0]
		for _, p := range parts[1:] {
			s = c.T("text.separated", s, p)
		}
		return s
	}
	decimal := func(x float64, places int) string { return strconv.FormatFloat(x, 'f', places, 64) }
	percent := func(x float64) string { return decimal(100*x, 0) + "%" }
	move := func(m AnalysedMove) string { return c.T("analysis.cli.move", m.Notation, m.Words) }
	var out []string
	line := func(s string) { out = append(out, s) }
	line(c.T("analysis.label.title"))
	for _, d := range t.Decisions {
		line("")
		line(d.Heading)
		line("  " + pair(c.T("analysis.label.your_move"), move(d.Played)))
		if d.Forced {
			line("  " + c.T("analysis.label.forced"))
		} else {
			line("  " + pair(c.T("analysis.label.best_move"), move(d.Best)))
		}
		line("  " + joined(pair(c.T("analysis.label.cost"), c.T(t.CostKey, decimal(d.Cost, 2))),
			pair(c.T("analysis.label.chance"), c.T("analysis.cli.instead", percent(d.WinPlayed), percent(d.WinBest))),
			class(d.Class)))
	}
	line("")
	line(c.T("analysis.label.accuracy"))
	for _, p := range t.Players {
		if !p.Analysed {
			line("  " + c.T("analysis.cli.not_analysed", p.Name))
			continue
		}
		parts := []string{pair(c.T("analysis.label.accuracy"), decimal(p.Accuracy, 1)),
			pair(c.T(t.ScoreKey), strconv.Itoa(p.Score)),
			pair(c.T("analysis.label.cost"), c.T(t.CostKey, decimal(p.TotalCost, 1)))}
		for k, n := range p.Counts {
			parts = append(parts, pair(class(uint8(k)), strconv.Itoa(n)))
		}
		line("  " + pair(p.Name, joined(parts...)))
	}
	line("")
	line(c.T("analysis.label.key_moments"))
	if len(t.KeyMoments) == 0 {
		line("  " + c.T("analysis.cli.no_moments"))
	}
	for _, m := range t.KeyMoments {
		line("  " + m)
	}
	for _, s := range out {
		if _, err := fmt.Fprintln(w, s); err != nil {
			return err
		}
	}
	return nil
}
