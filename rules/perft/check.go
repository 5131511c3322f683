package perft

import (
	"fmt"
	"slices"
	"testing"
)

// Case is one pinned walk: the counts a deal's lines reach, ply by ply.
type Case[S, A any, K comparable] struct {
	Name  string
	Rules Rules[S, A, K]
	Start func() (S, error) // the deal
	Depth int
	// Deep cases are the long ones: TestPerft skips them under -short, and
	// they are what BenchmarkPerft walks.
	Deep             bool
	Nodes, Positions []int // pinned
}

// Test walks each case in a subtest of t and compares its counts with the
// pinned ones.
func Test[S, A any, K comparable](t *testing.T, cases []Case[S, A, K]) {
	for _, c := range cases {
		t.Run(fmt.Sprintf("%s/ply%d", c.Name, c.Depth), func(t *testing.T) {
			if c.Deep && testing.Short() {
				t.Skip("the deeper counts run without -short")
			}
			start, err := c.deal()
			if err != nil {
				t.Fatal(err)
			}
			got, err := c.Rules.Walk(start, c.Depth)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Nodes, c.Nodes) || !slices.Equal(got.Positions, c.Positions) {
				t.Errorf("nodes %#v, positions %#v; pinned %v, %v", got.Nodes, got.Positions, c.Nodes, c.Positions)
			}
		})
	}
}

// Benchmark walks the deep cases; nodes/s is the move generator's and
// Apply's speed together.
func Benchmark[S, A any, K comparable](b *testing.B, cases []Case[S, A, K]) {
	for _, c := range cases {
		if !c.Deep {
			continue
		}
		b.Run(c.Name, func(b *testing.B) {
			start, err := c.deal()
			if err != nil {
				b.Fatal(err)
			}
			total := 0
			for range b.N {
				got, err := c.Rules.Walk(start, c.Depth)
				if err != nil {
					b.Fatal(err)
				}
				if !slices.Equal(got.Nodes, c.Nodes) {
					b.Fatalf("nodes %v, pinned %v", got.Nodes, c.Nodes)
				}
				for _, n := range got.Nodes {
					total += n
				}
			}
			b.ReportMetric(float64(total)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// deal is the case's start.
func (c Case[S, A, K]) deal() (S, error) {
	start, err := c.Start()
	if err != nil {
		return start, fmt.Errorf("perft: %s: the deal: %w", c.Name, err)
	}
	return start, nil
}
