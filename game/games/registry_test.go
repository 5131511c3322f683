//go:build !js

package games

import (
	"testing"

	"orbis/game"
)

// TestEveryGameOffersWhatTheRegistrySays holds each game to the optional
// features its entry names, both ways: a game that loses one (a method
// renamed, a signature changed) fails here instead of the title quietly
// dropping its button, and an entry never hides a feature the game has.
func TestEveryGameOffersWhatTheRegistrySays(t *testing.T) {
	entries := All()
	if len(entries) < 2 {
		t.Fatalf("the registry lists %d games, want Orbis and Orbit", len(entries))
	}
	seen := map[string]bool{}
	for _, e := range entries {
		id := e.Game.ID()
		if seen[id] {
			t.Errorf("%s is listed twice", id)
		}
		seen[id] = true
		_, teaches := e.Game.(game.Teacher)
		_, reviews := e.Game.(game.Reviewer)
		_, tallies := e.Game.(game.Tallied)
		_, online := e.Game.(game.OnlineGame)
		for _, c := range []struct {
			name      string
			has, says bool
		}{
			{"a tutorial (game.Teacher)", teaches, e.Offers.Tutorial},
			{"a replay viewer (game.Reviewer)", reviews, e.Offers.Review},
			{"tallies (game.Tallied)", tallies, e.Offers.Tallies},
			{"online play (game.OnlineGame)", online, e.Offers.Online},
		} {
			if c.has != c.says {
				t.Errorf("%s: the registry says it offers %s: %v; the game does: %v", id, c.name, c.says, c.has)
			}
		}
		f := e.Game.Headless()
		if (f.Online != nil) != e.Offers.Online {
			t.Errorf("%s: the registry says it offers online play: %v; its headless features have a ruleset for the server: %v", id, e.Offers.Online, f.Online != nil)
		}
		if f.Online != nil && f.Online().ID() != id {
			t.Errorf("%s: its online ruleset is %q", id, f.Online().ID())
		}
		if f.Title == "" || f.MinPlayers < 1 || f.MaxPlayers < f.MinPlayers || f.IsRecord == nil || f.Random == nil ||
			f.Replay == nil || f.Arena == nil || f.Ladder == nil || f.Balance == nil || len(f.Levels) == 0 || len(f.DemoSaves) == 0 {
			t.Errorf("%s lacks a headless feature every game has: %+v", id, f)
		}
	}
}

// TestRecordsAreTheirGamesOwn checks that each game knows its own records
// and no other game's, so that replay and analyse pick the right one.
func TestRecordsAreTheirGamesOwn(t *testing.T) {
	entries := All()
	for _, maker := range entries {
		f := maker.Game.Headless()
		data, err := f.Random(f.MinPlayers, 1, -1)
		if err != nil {
			t.Fatalf("%s: a random game: %v", maker.Game.ID(), err)
		}
		for _, reader := range entries {
			if got, want := reader.Game.Headless().IsRecord(data), reader.Game.ID() == maker.Game.ID(); got != want {
				t.Errorf("%s reads %s's record as its own: %v, want %v", reader.Game.ID(), maker.Game.ID(), got, want)
			}
		}
		if _, err := f.Replay(data); err != nil {
			t.Errorf("%s replays its own random game: %v", maker.Game.ID(), err)
		}
	}
}
