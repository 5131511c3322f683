//go:build !js

package cli

import (
	"context"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/games"
	"orbis/game/lobby"
	"orbis/game/online/server"
)

// TestSharedReplayOpensOnlyAFinishedGame: a shared replay's screen says a
// game under way is not over (and waits for Back or Retry), and opens a
// finished game of each game in that game's replay viewer.
func TestSharedReplayOpensOnlyAFinishedGame(t *testing.T) {
	for _, id := range []string{"orbis", "orbit"} {
		t.Run(id, func(t *testing.T) {
			_, url := testServer(t, server.Config{})
			host, code := hostWatched(t, url, id)
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: games.Games()})
			if err != nil {
				t.Fatal(err)
			}
			opens := func() game.Scene {
				t.Helper()
				sc := lobby.OpenReplay(env, url, code)
				for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
					env.Enter(sc)
					change, err := sc.Update(env, nil)
					if err != nil {
						t.Fatal(err)
					}
					if change.Scene() != nil {
						return change.Scene()
					}
					if r, ok := sc.(game.Resting); ok && r.Resting() {
						return nil // it failed, and says why
					}
				}
				t.Fatal("the shared replay's screen neither opened the game nor failed")
				return nil
			}
			if sc := opens(); sc != nil {
				t.Fatalf("a game under way opened as %s", game.SceneName(sc))
			}
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			if err := host.PlayAs(ctx, "easy", 1); err != nil {
				t.Fatal(err)
			}
			sc := opens()
			if sc == nil || game.SceneName(sc) != id+".review" {
				t.Fatalf("the finished game opened as %v, want %s.review", sc, id)
			}
		})
	}
}
