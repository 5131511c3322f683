package analysis

import (
	"context"
	"strings"
	"testing"
)

// TestHintsAreMovesTheAnalysisAgreesWith plays short hint trials (searches
// cut down to keep the test quick, the judge still twice the hint's) with
// the Hint button's player and with Medium, which the button used to be:
// the analysis faults the button's hints far less than Medium's moves, and
// calls none of them a blunder. Medium's trial shows the judge can tell.
func TestHintsAreMovesTheAnalysisAgreesWith(t *testing.T) {
	if testing.Short() {
		t.Skip("searches whole games")
	}
	opts := HintTrialOptions{Games: 2, Seed: 5, HintIterations: 4000, JudgeIterations: 8000}
	button, err := RunHintTrial(t.Context(), opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	opts.Hint = "medium"
	medium, err := RunHintTrial(t.Context(), opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("button: %d decisions, mean loss %.2f, mistakes %d, blunders %d", button.Decisions, button.MeanLoss, button.Mistakes, button.Blunders)
	t.Logf("medium: %d decisions, mean loss %.2f, mistakes %d, blunders %d", medium.Decisions, medium.MeanLoss, medium.Mistakes, medium.Blunders)
	if button.Decisions < 20 {
		t.Fatalf("only %d decisions judged in two games", button.Decisions)
	}
	if button.Blunders > 0 || button.MeanLoss > 0.6 {
		t.Errorf("the Hint button's moves: mean loss %.2f CP, %d blunders; want at most 0.6 and none", button.MeanLoss, button.Blunders)
	}
	if medium.MeanLoss < 2*button.MeanLoss || medium.MeanLoss < 0.5 {
		t.Errorf("Medium's moves lose %.2f CP a decision, the button's %.2f: the judge does not tell them apart", medium.MeanLoss, button.MeanLoss)
	}
}

// TestHintTrialIsReproducible: the same options give the same trial
// whatever the number of workers.
func TestHintTrialIsReproducible(t *testing.T) {
	opts := HintTrialOptions{Games: 2, Seed: 9, HintIterations: 300, JudgeIterations: 300, Workers: 1}
	one, err := RunHintTrial(t.Context(), opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	opts.Workers = 2
	two, err := RunHintTrial(t.Context(), opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	if one.Decisions != two.Decisions || one.MeanLoss != two.MeanLoss || one.Mistakes != two.Mistakes || one.Blunders != two.Blunders {
		t.Errorf("1 worker: %d decisions, loss %v, %d mistakes, %d blunders; 2 workers: %d, %v, %d, %d",
			one.Decisions, one.MeanLoss, one.Mistakes, one.Blunders, two.Decisions, two.MeanLoss, two.Mistakes, two.Blunders)
	}
	for i := range one.Games {
		if a, b := one.Games[i].Record.Actions, two.Games[i].Record.Actions; len(a) != len(b) {
			t.Errorf("game %d: %d actions with 1 worker, %d with 2", i+1, len(a), len(b))
		}
	}
}

func TestHintTrialRefusesBadOptions(t *testing.T) {
	for _, c := range []struct {
		name string
		opts HintTrialOptions
		want string
	}{
		{"no games", HintTrialOptions{}, "1 to 1000 games"},
		{"too many games", HintTrialOptions{Games: 5000}, "1 to 1000 games"},
		{"negative iterations", HintTrialOptions{Games: 1, HintIterations: -1}, "negative"},
		{"huge judge", HintTrialOptions{Games: 1, JudgeIterations: maxIterations + 1}, "at most"},
		{"unknown hint", HintTrialOptions{Games: 1, Hint: "grandmaster"}, "unknown level"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := RunHintTrial(context.Background(), c.opts, nil)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("error %v, want one saying %q", err, c.want)
			}
		})
	}
}

// TestHintTrialStopsWithItsContext: a cancelled trial returns at once with
// the context's error.
func TestHintTrialStopsWithItsContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := RunHintTrial(ctx, HintTrialOptions{Games: 3, HintIterations: 100, JudgeIterations: 100}, nil); err == nil {
		t.Error("a cancelled trial went on")
	}
}
