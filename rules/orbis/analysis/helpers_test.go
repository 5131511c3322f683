package analysis

import (
	"fmt"
	"math/rand/v2"
	"testing"

	rules "orbis/rules/orbis"
)

// randomRecord plays a game of random legal actions, as `orbis random`
// does, with the given seats marked human, up to the given number of
// actions (negative: to the end).
func randomRecord(tb testing.TB, players int, seed uint64, limit int, humans ...int) *rules.Record {
	tb.Helper()
	s, su, err := rules.NewGame(rules.Config{Players: players, Seed: seed, StartPlayer: 0})
	if err != nil {
		tb.Fatal(err)
	}
	infos := make([]rules.PlayerInfo, players)
	for i := range infos {
		infos[i] = rules.PlayerInfo{Name: fmt.Sprintf("Random %d", i+1), Kind: "random"}
	}
	for _, h := range humans {
		infos[h].Kind = "human"
	}
	rec := rules.NewRecord(infos, &seed, su)
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	var legal []rules.Action
	for !s.IsOver() && (limit < 0 || len(rec.Actions) < limit) {
		legal = s.LegalActions(legal[:0])
		a := legal[r.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			tb.Fatal(err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	return rec
}
