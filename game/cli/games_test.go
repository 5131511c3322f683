//go:build !js

package cli

import (
	"strings"
	"testing"

	"orbis/game/orbis"
	"orbis/game/orbit"
)

// randomOrbis and randomOrbit write records of random moves, as orbis
// random does.
func randomOrbis(players int, seed uint64, start int) ([]byte, error) {
	return orbis.New().Headless().Random(players, seed, start)
}

func randomOrbit(players int, seed uint64, start int) ([]byte, error) {
	return orbit.New().Headless().Random(players, seed, start)
}

// TestCommandsNameTheRegistrysGames checks that the commands' words about
// the games come from the registry as they read before it: the same
// list, seats and ladder headings.
func TestCommandsNameTheRegistrysGames(t *testing.T) {
	if got, want := gameIDs(), "orbis or orbit"; got != want {
		t.Errorf("gameIDs() = %q, want %q", got, want)
	}
	if got, want := playersUsage(), "2 to 4 for Orbis, 1 to 6 for Orbit"; got != want {
		t.Errorf("playersUsage() = %q, want %q", got, want)
	}
	titles := gameTitles()
	if titles["orbis"] != "Orbis" || titles["orbit"] != "Orbit" || len(titles) != 2 {
		t.Errorf("gameTitles() = %v, want orbis: Orbis, orbit: Orbit", titles)
	}
	if _, err := gameFlag("chess"); err == nil || !strings.Contains(err.Error(), `--game wants orbis or orbit, not "chess"`) {
		t.Errorf("gameFlag(chess) = %v, want the usage error naming both games", err)
	}
	if got := len(onlineGames()); got != 2 {
		t.Errorf("the server plays %d games online, want 2", got)
	}
}
