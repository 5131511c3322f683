//go:build !js

package cli

import (
	"context"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/games"
	"orbis/game/online"
	"orbis/game/online/server"
)

// TestSpectatorsTableFollowsTheGame: a spectator's table of each game
// follows a whole game a person and a computer play, with no seat of its
// own to play, to the final score; laid out for a phone and the desktop,
// it keeps the floors.
func TestSpectatorsTableFollowsTheGame(t *testing.T) {
	for _, id := range []string{"orbis", "orbit"} {
		t.Run(id, func(t *testing.T) {
			_, url := testServer(t, server.Config{})
			host, code := hostWatched(t, url, id)
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: games.Games()})
			if err != nil {
				t.Fatal(err)
			}
			env.SetSpeed(game.SpeedInstant)
			var og game.OnlineGame
			for _, g := range env.Games() {
				if o, ok := g.(game.OnlineGame); ok && g.ID() == id {
					og = o
				}
			}
			ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
			defer cancel()
			spec, err := online.Watch(ctx, url, env.OnlineViews(), code)
			if err != nil {
				t.Fatal(err)
			}
			defer spec.Close()
			scene, err := og.PlayOnline(env, spec)
			if err != nil {
				t.Fatal(err)
			}
			played := make(chan error, 1)
			go func() { played <- host.PlayAs(ctx, "easy", 1) }()
			measured := false
			for {
				steps := 0
				spec.With(func(m online.Match, _ []online.SeatState, _ int64) { steps = m.Steps() })
				if !measured && steps >= 20 { // under way: what a spectator looks at
					measured = true
					measure(t, env, scene)
					env.SetWindow(1280, 800, 1)
				}
				env.Enter(scene)
				change, err := scene.Update(env, nil)
				if err != nil {
					t.Fatal(err)
				}
				if next := change.Scene(); next != nil {
					if name := game.SceneName(next); !strings.Contains(strings.ToLower(name), "over") {
						t.Fatalf("the spectator's table went on to %s", name)
					}
					break
				}
				if ctx.Err() != nil {
					t.Fatal("the spectator's table never reached the final score")
				}
				time.Sleep(2 * time.Millisecond)
			}
			if err := <-played; err != nil {
				t.Fatal(err)
			}
			if !measured {
				t.Error("the table was never measured under way")
			}
		})
	}
}

// measure holds a scene to the floors on a phone upright and the desktop.
func measure(t *testing.T, env *game.Env, scene game.Scene) {
	t.Helper()
	for _, w := range []game.Window{{W: 390, H: 844}, {W: 1280, H: 800}} {
		env.SetWindow(w.W, w.H, 1)
		over, figures := game.Fit(env, map[string]game.Scene{"spectator": scene}, 2)
		if len(over) > 0 {
			t.Errorf("%v: texts overflow: %v", w, over)
		}
		if below := game.BelowFloors(w, figures); len(below) > 0 {
			t.Errorf("%v: %v", w, below)
		}
	}
}
