package analysis

import (
	"context"
	"testing"
)

// BenchmarkAnalyse is the analysis of a 3-captain game of Medium captains:
// one human seat (the 30 s), and every seat of a record with none
// (90 s), on every core.
func BenchmarkAnalyse(b *testing.B) {
	for _, bc := range []struct {
		name  string
		human int
	}{{"one-human", 0}, {"every-seat", -1}} {
		b.Run(bc.name, func(b *testing.B) {
			rec := playedRecord(b, table{players: 3, seed: 7, atOnce: true, human: bc.human, worst: -1})
			for b.Loop() {
				if _, err := Analyse(context.Background(), rec, Options{Seed: 1}, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
