package ai

import (
	"testing"

	rules "orbis/rules/orbis"
)

// BenchmarkRivalStyles measures how the rivals' styles show: each plays
// the same seeded 2-player games against Medium as its plain level does,
// and reports per game what its style likes (validated Temples, Farms and
// Volcanoes, the Goddess of Fire, worshippers at the end) and its wins.
// b.N is the number of games: go test -run XXX -bench RivalStyles
// -benchtime 30x ./rules/orbis/ai.
func BenchmarkRivalStyles(b *testing.B) {
	for _, name := range []string{"hard", "vesta", "demeter", "expert", "etna"} {
		b.Run(name, func(b *testing.B) {
			var temples, farms, volcanoes, fire, worshippers, wins float64
			for i := range b.N {
				res, err := PlayGame(b.Context(), []Seat{{Name: name, Iterations: 2000}, {Name: "medium"}}, uint64(1000+i))
				if err != nil {
					b.Fatal(err)
				}
				st, err := res.Record.Replay()
				if err != nil {
					b.Fatal(err)
				}
				sc := st.Score()
				p := &sc.Players[0]
				temples += float64(p.Validated[rules.Temple])
				farms += float64(p.Validated[rules.Farm])
				volcanoes += float64(p.Validated[rules.Volcano])
				if p.God == rules.Fire {
					fire++
				}
				worshippers += float64(p.Worshippers)
				if p.Rank == 1 {
					wins++
				}
			}
			n := float64(b.N)
			b.ReportMetric(temples/n, "temples/game")
			b.ReportMetric(farms/n, "farms/game")
			b.ReportMetric(volcanoes/n, "volcanoes/game")
			b.ReportMetric(fire/n, "fire/game")
			b.ReportMetric(worshippers/n, "worshippers/game")
			b.ReportMetric(wins/n, "wins/game")
		})
	}
}
