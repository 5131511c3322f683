//go:build !js

package orbis

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"orbis/game/headless"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
	"orbis/rules/orbis/analysis"
	"orbis/rules/tournament"
)

// Headless is what the desktop's headless commands do with Orbis.
func (g *Game) Headless() headless.Features {
	return headless.Features{
		Title: "Orbis", MinPlayers: rules.MinPlayers, MaxPlayers: rules.MaxPlayers,
		Levels: tournament.Levels(ai.Levels()), Budget: ai.DefaultBudget,
		Online: Online, IsRecord: isRecord, Random: randomGame, Replay: replay,
		Arena: arena, Ladder: ladder, Balance: balance,
		BalanceOut: "docs/balance.md", BalanceChanges: "docs/balance-changes.md",
		Analyse: headless.AnalyseWith(analysis.Parse, analyseRecord, analysisText), AnalyseIterations: analysis.DefaultIterations, Hints: hints,
		Watch: headless.WatchOf(g.Watch),
		// The default game's games in progress are saved last, the newest:
		// Continue shows the 4-player one.
		DemoSaves: []headless.DemoSave{{Players: 2, SeedOffset: 1}, {Players: 4}},
	}
}

// Orbis' desktop side, checked here rather than only where the registry
// lists it.
var _ headless.Game = (*Game)(nil)

var usageError = headless.UsageError

// isRecord reports whether data is an Orbis record (its format field).
func isRecord(data []byte) bool {
	var head struct {
		Format string `json:"format"`
	}
	return json.Unmarshal(data, &head) == nil && head.Format == rules.RecordFormat
}

// randomGame plays an Orbis game of random legal actions and returns its
// record.
func randomGame(players int, seed uint64, start int) ([]byte, error) {
	s, su, err := rules.NewGame(rules.Config{Players: players, Seed: seed, StartPlayer: start})
	if err != nil {
		return nil, err
	}
	infos := make([]rules.PlayerInfo, players)
	for i := range infos {
		infos[i] = rules.PlayerInfo{Name: fmt.Sprintf("Random %d", i+1), Kind: "random"}
	}
	rec := rules.NewRecord(infos, &seed, su)
	if rec.Actions, err = tournament.PlayRandom(&s, rand.New(rand.NewPCG(seed, 0x5eed)), rec.Actions); err != nil {
		return nil, err
	}
	return rec.Marshal()
}

// replay replays an Orbis record: every player's score and breakdown.
func replay(data []byte) (any, error) {
	rec, s, err := rules.ReadRecord(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	names := make([]string, len(rec.Players))
	for i, p := range rec.Players {
		names[i] = p.Name
	}
	return s.Report(names), nil
}
