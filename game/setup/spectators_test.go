package setup

import (
	"testing"

	"orbis/game"
	"orbis/game/gametest"
)

// TestHostLetsTheRoomBeWatched: a room's new-game screen offers the host's
// choice to let it be watched, off until pressed, and Start hosts the
// room with the choice made; a game at one screen offers none.
func TestHostLetsTheRoomBeWatched(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	if s := newSetup(env, spec, 2); hasButton(s, btnSpectators) {
		t.Fatal("a game at one screen offers spectators")
	}
	watched := false
	spec.Spectators = &watched
	var hosted []bool
	spec.StartOnline = func(*game.Env, []game.SeatChoice, int) (game.Scene, error) {
		hosted = append(hosted, watched)
		return &gametest.Still{}, nil
	}
	for _, presses := range []int{0, 1, 2} {
		watched = false
		s := newSetup(env, spec, 2)
		if !hasButton(s, btnSpectators) {
			t.Fatal("a room's setup offers no choice of spectators")
		}
		for range presses {
			press(t, env, s, btnSpectators)
		}
		press(t, env, s, btnStart)
	}
	if want := []bool{false, true, false}; len(hosted) != 3 || hosted[0] != want[0] || hosted[1] != want[1] || hosted[2] != want[2] {
		t.Fatalf("the rooms hosted let spectators in: %v, want %v", hosted, want)
	}
}
