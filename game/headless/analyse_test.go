package headless

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// keyWords says a key with its arguments, so that a test sees which words
// were asked for.
type keyWords struct{}

func (keyWords) T(key string, args ...any) string {
	if len(args) == 0 {
		return key
	}
	said := make([]string, len(args))
	for i, a := range args {
		said[i] = fmt.Sprint(a)
	}
	return key + "[" + strings.Join(said, " ") + "]"
}

func (keyWords) N(key string, n int, args ...any) string {
	return keyWords{}.T(key, append([]any{n}, args...)...)
}

// TestWriteAnalysisSaysEveryPart: a decision with its moves, cost, chance
// and class (a forced one without a best move), an analysed seat with its
// figures and its counts per class best first, a seat not analysed, and
// the key moments as the game said them, or that there are none.
func TestWriteAnalysisSaysEveryPart(t *testing.T) {
	text := AnalysisText{CostKey: "cost", ScoreKey: "score",
		Decisions: []AnalysedDecision{
			{Heading: "Round 1 · Ada", Played: AnalysedMove{"take 4", "a red tile"}, Best: AnalysedMove{"god love", "Love"},
				Cost: 1.234, WinPlayed: 0.25, WinBest: 0.5, Class: 3},
			{Heading: "Round 2 · Ada", Played: AnalysedMove{"take 1", "a blue tile"}, Forced: true, Class: 0},
		},
		Players: []AnalysedPlayer{{Name: "Ada", Analysed: true, Accuracy: 87.25, TotalCost: 1.25, Score: 31, Counts: [5]int{1, 2, 3, 4, 5}},
			{Name: "Bot"}},
	}
	for _, tc := range []struct {
		name    string
		moments []string
		want    []string
		not     []string
	}{
		{"with moments", []string{"Round 1: Ada gave away a god"}, []string{
			"analysis.label.title\n\nRound 1 · Ada\n",
			"  analysis.cli.pair[analysis.label.your_move analysis.cli.move[take 4 a red tile]]\n",
			"  analysis.cli.pair[analysis.label.best_move analysis.cli.move[god love Love]]\n",
			"analysis.cli.pair[analysis.label.cost cost[1.23]]", "analysis.cli.instead[25% 50%]", "analysis.class.mistake]\n",
			"Round 2 · Ada\n  analysis.cli.pair[analysis.label.your_move analysis.cli.move[take 1 a blue tile]]\n  analysis.label.forced\n",
			"analysis.cli.pair[Ada ", "analysis.cli.pair[analysis.label.accuracy 87.2]", "analysis.cli.pair[score 31]",
			"analysis.cli.pair[analysis.label.cost cost[1.2]]", "analysis.cli.pair[analysis.class.best 1]",
			"analysis.cli.pair[analysis.class.blunder 5]", "  analysis.cli.not_analysed[Bot]\n",
			"analysis.label.key_moments\n  Round 1: Ada gave away a god\n",
		}, []string{"analysis.cli.no_moments", "best_move analysis.cli.move[ ]"}},
		{"without moments", nil, []string{"analysis.label.key_moments\n  analysis.cli.no_moments\n"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text.KeyMoments = tc.moments
			var out bytes.Buffer
			if err := WriteAnalysis(&out, text, keyWords{}); err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(out.String(), w) {
					t.Errorf("the analysis does not say %q:\n%s", w, out.String())
				}
			}
			for _, w := range tc.not {
				if strings.Contains(out.String(), w) {
					t.Errorf("the analysis says %q:\n%s", w, out.String())
				}
			}
		})
	}
}
