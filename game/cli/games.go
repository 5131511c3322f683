//go:build !js

package cli

import (
	"fmt"
	"io"
	"os"
	"strings"

	"orbis/game/games"
	"orbis/game/headless"
)

// defaultGame is the registry's first game: --game's default, and the
// game whose levels and budget the shared flags of arena name.
func defaultGame() headless.Game { return games.All()[0].Game }

// gameIDs lists the registry's games for a message: "orbis or orbit".
func gameIDs() string {
	var ids []string
	for _, e := range games.All() {
		ids = append(ids, e.Game.ID())
	}
	if len(ids) == 1 {
		return ids[0]
	}
	return strings.Join(ids[:len(ids)-1], ", ") + " or " + ids[len(ids)-1]
}

// gameFlag is the game a --game flag names, or a usage error naming the
// games there are.
func gameFlag(id string) (headless.Game, error) {
	for _, e := range games.All() {
		if e.Game.ID() == id {
			return e.Game, nil
		}
	}
	return nil, usageError("--game wants %s, not %q", gameIDs(), id)
}

// playersUsage says every game's seats: "2 to 4 for Orbis, 1 to 6 for Orbit".
func playersUsage() string {
	var parts []string
	for _, e := range games.All() {
		f := e.Game.Headless()
		parts = append(parts, fmt.Sprintf("%d to %d for %s", f.MinPlayers, f.MaxPlayers, f.Title))
	}
	return strings.Join(parts, ", ")
}

// withFeature are the headless features of the games that pass has.
func withFeature(has func(headless.Features) bool) []headless.Features {
	var out []headless.Features
	for _, e := range games.All() {
		if f := e.Game.Headless(); has(f) {
			out = append(out, f)
		}
	}
	return out
}

// recordOf is the game whose record data is; none's is the default
// game's, whose reader then says what is wrong with it.
func recordOf(data []byte) headless.Features {
	all := games.All()
	for _, e := range all {
		if f := e.Game.Headless(); f.IsRecord(data) {
			return f
		}
	}
	return all[0].Game.Headless()
}

// readRecord reads a record file of at most 8 MiB.
func readRecord(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, 8<<20))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return data, nil
}
