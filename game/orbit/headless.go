//go:build !js

package orbit

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"time"

	"orbis/game/headless"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
	"orbis/rules/orbit/analysis"
	"orbis/rules/tournament"
)

// Headless is what the desktop's headless commands do with Orbit.
func (g *Game) Headless() headless.Features {
	var levels tournament.Levels
	for _, l := range ai.Levels() {
		levels = append(levels, l.String())
	}
	return headless.Features{
		Title: "Orbit", MinPlayers: rules.MinPlayers, MaxPlayers: rules.MaxPlayers, MaxPictured: maxPictured, Levels: levels,
		Online: Online, IsRecord: rules.IsRecord, Random: randomOrbit, Replay: replayOrbit,
		Arena: arenaOrbit, Ladder: ladderOrbit, Balance: balanceOrbit,
		Analyse: headless.AnalyseWith(analysis.Parse, analyseRecord, analysisText), AnalyseIterations: analysis.DefaultRollouts,
		BalanceOut: "docs/orbit/balance.md", BalanceChanges: "docs/orbit/balance-changes.md",
		Watch:     headless.WatchOf(g.Watch),
		Spectate:  g.Spectate,
		DemoSaves: []headless.DemoSave{{Players: 3}},
	}
}

// Orbit's desktop side, checked here rather than only where the registry
// lists it.
var _ headless.Game = (*Game)(nil)

var usageError = headless.UsageError

// randomOrbit plays an Orbit game of random legal actions (the table's
// dice and draws among them) and returns its record.
func randomOrbit(players int, seed uint64, general int) ([]byte, error) {
	s, su, err := rules.NewGame(rules.Config{Players: players, Seed: seed, FirstGeneral: general})
	if err != nil {
		return nil, err
	}
	rec := &rules.Record{Seed: &seed, Setup: su}
	for i := range players {
		rec.Players = append(rec.Players, rules.PlayerInfo{Name: fmt.Sprintf("Random %d", i+1), Kind: "random"})
	}
	if rec.Actions, err = tournament.PlayRandom(&s, rand.New(rand.NewPCG(seed, 0x5eed)), rec.Actions); err != nil {
		return nil, err
	}
	return rec.Marshal()
}

// orbitReport is what replay prints of an Orbit game.
type orbitReport struct {
	Game    string              `json:"game"`
	Over    bool                `json:"over"`
	Turns   int                 `json:"turns"`
	Players []orbitPlayerReport `json:"players"`
}

type orbitPlayerReport struct {
	Name         string `json:"name"`
	Score        int    `json:"score"`
	Rank         int    `json:"rank"`
	Circle       int    `json:"circle_goal"`
	Triangle     int    `json:"triangle_goal"`
	Square       int    `json:"square_goal"`
	Hexes        int    `json:"hexes"`
	Penalty      int    `json:"penalty,omitempty"`
	Resources    int    `json:"resources"`
	Ring         int    `json:"ring_hexes"`
	Countermands int    `json:"countermands,omitempty"`
}

// replayOrbit replays an Orbit record: every captain's score.
func replayOrbit(data []byte) (any, error) {
	rec, s, err := rules.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	sc := s.Score()
	rep := orbitReport{Game: "orbit", Over: s.IsOver(), Turns: s.Turn()}
	for i, p := range rec.Players {
		b, pl := sc.Players[i], s.Player(i)
		rep.Players = append(rep.Players, orbitPlayerReport{Name: p.Name, Score: b.Total, Rank: b.Rank,
			Circle: b.Goals[0], Triangle: b.Goals[1], Square: b.Goals[2], Hexes: b.Hexes, Penalty: b.Penalty,
			Resources: b.Resources, Ring: int(pl.RingLen), Countermands: int(pl.Countermands)})
	}
	return rep, nil
}

// arenaOrbit plays Orbit's computer captains against each other and prints
// their standings, in the same shape as Orbis' arena.
func arenaOrbit(r headless.Arena, stdout, stderr io.Writer) error {
	players, list, games, seed, rollouts, workers, asJSON := r.Players, r.AI, r.Games, r.Seed, r.Rollouts, r.Workers, r.JSON
	// Every captain follows the order in a system of its own: an arena of
	// any number the rules take plays, beyond the six of one screen.
	if players < rules.MinPlayers || players > rules.MaxCaptains || games < 1 {
		return usageError("want --players %d..%d and --games >= 1", rules.MinPlayers, rules.MaxCaptains)
	}
	names := strings.Split(list, ",")
	if len(names) > players {
		return usageError("%d contestants for %d seats", len(names), players)
	}
	seats := make([]ai.Seat, players)
	for i := range seats {
		level, err := ai.ParseLevel(strings.TrimSpace(names[min(i, len(names)-1)]))
		if err != nil {
			return usageError("%v", err)
		}
		seats[i] = ai.Seat{Level: level, Rollouts: rollouts}
	}
	arena := ai.Arena{Seats: seats, Games: games, Seed: seed, Workers: workers,
		Progress: headless.Progress(stderr, "game", time.Second)}
	standings, err := arena.Run(context.Background())
	if err != nil {
		return err
	}
	if asJSON {
		return json.NewEncoder(stdout).Encode(struct {
			Game    string        `json:"game"`
			Games   int           `json:"games"`
			Players []ai.Standing `json:"players"`
		}{"orbit", games, standings})
	}
	fmt.Fprintf(stdout, "Orbit: %d games, %d players, seeds from %d, seats rotated\n", games, players, seed)
	fmt.Fprintf(stdout, "%-8s %6s %8s %9s %15s %8s %8s %10s\n", "ai", "seats", "wins", "win rate", "95% CI", "score", "margin", "think ms")
	for _, s := range standings {
		fmt.Fprintf(stdout, "%-8s %6d %8.1f %8.1f%% %6.1f%%-%5.1f%% %8.1f %8.1f %10.1f\n", s.AI, s.Seats, s.Wins, 100*s.WinRate,
			100*s.CI95[0], 100*s.CI95[1], s.MeanScore, s.MeanMargin, s.MeanThink)
	}
	return nil
}

// balanceOrbit plays solo games at every level and writes Orbit's balance
// report: the distribution of scores against the printed ranks.
func balanceOrbit(r headless.Balance, _, stderr io.Writer) error {
	games, seed, rollouts, out, changes := r.Games, r.Seed, r.Rollouts, r.Out, r.Changes
	if games < 1 {
		return usageError("want --games >= 1")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Orbit balance report\n\nGenerated by `orbis balance --game orbit --games %d --seed %d`", games, seed)
	if rollouts > 0 {
		fmt.Fprintf(&b, " (Hard at %d rollouts per candidate)", rollouts)
	}
	b.WriteString(": solo games of each computer captain on the kit of `rules/orbit/defaultkit.go`, seeds from the one given.\n\n")
	if text, err := os.ReadFile(changes); err == nil {
		b.Write(text)
		b.WriteString("\n")
	}
	b.WriteString("## Solo scores\n\n")
	for _, level := range []ai.Level{ai.Easy, ai.Medium, ai.Hard} {
		start := time.Now()
		st, err := ai.RunSolo(context.Background(), level, games, seed, rollouts)
		if err != nil {
			return err
		}
		fmt.Fprintf(stderr, "%v: %d solo games in %s, median %d\n", level, games, time.Since(start).Round(time.Second), st.Median())
		b.WriteString(st.Markdown())
	}
	if out == "-" {
		_, err := io.WriteString(os.Stdout, b.String())
		return err
	}
	return os.WriteFile(out, []byte(b.String()), 0o644)
}

// ladderOrbit plays Orbit's captains; Hard plays out each candidate
// --rollouts times (--iterations says the same), with no clock.
func ladderOrbit(r headless.Ladder, progress func(done, total int)) (string, tournament.Ladder, error) {
	if r.Set["budget"] {
		return "", tournament.Ladder{}, usageError("Orbit's captains have no time budget; Hard takes --rollouts (or --iterations)")
	}
	if len(r.Iterations.Level) > 0 {
		return "", tournament.Ladder{}, usageError("--iterations %s: Orbit's ladder takes one count, Hard's rollouts per candidate", r.Iterations.String())
	}
	rollouts := r.Rollouts
	if rollouts == 0 {
		rollouts = r.Iterations.All
	}
	levels := ai.Levels()
	if !r.AllRungs {
		levels = nil
		for name := range strings.SplitSeq(r.Rungs, ",") {
			level, err := ai.ParseLevel(strings.TrimSpace(name))
			if err != nil {
				return "", tournament.Ladder{}, usageError("--ai: %v", err)
			}
			levels = append(levels, level)
		}
	}
	if len(levels) < 2 {
		return "", tournament.Ladder{}, usageError("--ai: a ladder needs two levels or more")
	}
	seats := make([]ai.Seat, len(levels))
	for i, level := range levels {
		seats[i] = ai.Seat{Level: level, Rollouts: rollouts}
	}
	settings := fmt.Sprintf("Hard plays each candidate out %d times (its default).", ai.DefaultRollouts)
	if rollouts > 0 {
		settings = fmt.Sprintf("Hard plays each candidate out %d times.", rollouts)
	}
	if !slices.Contains(levels, ai.Hard) {
		settings = "Easy and Medium decide at once."
	}
	l := ai.Ladder{Seats: seats, Games: r.Games, Seed: r.Seed, Workers: r.Workers, Progress: progress}
	lad, err := l.Run(context.Background())
	return settings, lad, err
}
