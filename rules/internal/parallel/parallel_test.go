package parallel

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"
)

func TestRunCollectsEveryTask(t *testing.T) {
	sizes := []int{3, 9, 1, 9, 5}
	for _, workers := range []int{1, 2, 8} {
		got := make([]int, len(sizes))
		var order, progress []int
		var runners atomic.Int32
		err := Run(context.Background(), len(sizes), workers, func(i int) int { return sizes[i] },
			func() func(context.Context, int) (int, error) {
				runners.Add(1)
				return func(_ context.Context, i int) (int, error) { return 10 * sizes[i], nil }
			},
			func(i, out int) { got[i] = out; order = append(order, i) },
			func(done, total int) {
				if total != len(sizes) {
					t.Errorf("progress total %d, want %d", total, len(sizes))
				}
				progress = append(progress, done)
			})
		if err != nil {
			t.Fatalf("%d workers: %v", workers, err)
		}
		if !slices.Equal(got, []int{30, 90, 10, 90, 50}) || !slices.Equal(progress, []int{1, 2, 3, 4, 5}) {
			t.Errorf("%d workers: results %v, progress %v", workers, got, progress)
		}
		if workers == 1 && !slices.Equal(order, []int{1, 3, 4, 0, 2}) {
			t.Errorf("one worker ran %v, want the greatest first, ties in order", order)
		}
		if int(runners.Load()) != min(workers, len(sizes)) {
			t.Errorf("%d workers made %d runners", workers, runners.Load())
		}
	}
}

func TestRunStopsOnTheFirstError(t *testing.T) {
	bad := errors.New("task 2 failed")
	err := Run(context.Background(), 6, 1, func(int) int { return 0 },
		func() func(context.Context, int) (int, error) {
			return func(_ context.Context, i int) (int, error) {
				if i == 2 {
					return 0, bad
				}
				return i, nil
			}
		},
		func(int, int) {}, nil)
	if !errors.Is(err, bad) {
		t.Errorf("Run = %v, want %v", err, bad)
	}
}

func TestRunReturnsTheContextsError(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	err := Run(ctx, 4, 2, func(int) int { return 0 },
		func() func(context.Context, int) (int, error) {
			return func(ctx context.Context, i int) (int, error) {
				cancel()
				return 0, ctx.Err()
			}
		},
		func(int, int) {}, nil)
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run = %v, want %v", err, context.Canceled)
	}
}

func TestUnfinished(t *testing.T) {
	stopped := errors.New("stopped")
	tests := []struct {
		err         error
		done, total int
		want        string
	}{
		{stopped, 1, 3, "stopped"},
		{nil, 1, 3, "analysis: not finished: 1 of 3 turns searched"},
		{nil, 3, 3, ""},
	}
	for _, tt := range tests {
		got := ""
		if err := Unfinished(tt.err, tt.done, tt.total, "turns searched"); err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("Unfinished(%v, %d, %d) = %q, want %q", tt.err, tt.done, tt.total, got, tt.want)
		}
	}
}
