package tournament

import (
	"context"
	"errors"
	"math"
	"testing"
)

func TestRunPlaysEveryGameOnce(t *testing.T) {
	seen := map[int]int{}
	last := 0
	err := Run(context.Background(), 50, 4, func(_ context.Context, g int) (int, error) { return g, nil },
		func(g, done int) { seen[g]++; last = done })
	if err != nil || len(seen) != 50 || last != 50 {
		t.Fatalf("err %v, %d games seen, last %d", err, len(seen), last)
	}
	for g, n := range seen {
		if n != 1 {
			t.Errorf("game %d played %d times", g, n)
		}
	}
}

func TestRunStopsAtTheFirstError(t *testing.T) {
	boom := errors.New("boom")
	err := Run(context.Background(), 100, 2, func(_ context.Context, g int) (int, error) {
		if g == 7 {
			return 0, boom
		}
		return g, nil
	}, func(int, int) {})
	if !errors.Is(err, boom) {
		t.Fatalf("err %v, want boom", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Run(ctx, 10, 1, func(ctx context.Context, g int) (int, error) { return g, ctx.Err() }, func(int, int) {}); err == nil {
		t.Error("a cancelled run reports no error")
	}
	if err := Run(context.Background(), 0, 1, func(context.Context, int) (int, error) { return 0, nil }, func(int, int) {}); err == nil {
		t.Error("no games is no error")
	}
}

func TestWilson95(t *testing.T) {
	lo, hi := Wilson95(50, 100)[0], Wilson95(50, 100)[1]
	if math.Abs(lo-0.404) > 0.002 || math.Abs(hi-0.596) > 0.002 {
		t.Errorf("50 of 100: %.3f-%.3f, want 0.404-0.596", lo, hi)
	}
	if w := Wilson95(0, 10); w[0] != 0 || w[1] <= 0 {
		t.Errorf("0 of 10: %v", w)
	}
}
