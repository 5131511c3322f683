//go:build !js

package cli

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/game"
	"orbis/game/headless"
	"orbis/game/lobby"
	"orbis/game/options"
	"orbis/game/orbis"
	"orbis/game/orbit"
	"orbis/game/setup"
	"orbis/render"
)

// crampedLabels draws scenes and returns every button label drawn closer
// than render.LabelMargin to its button's sides, a line each.
func crampedLabels(env *game.Env, scenes map[string]game.Scene) []string {
	f := env.Frame()
	dst := ebiten.NewImage(int(f.W), int(f.H))
	defer dst.Deallocate()
	var cramped []string
	var name string
	env.Paint().CheckMargins(func(o render.Overflow) {
		cramped = append(cramped, fmt.Sprintf("%s: %q is %.0f wide in a button %.0f wide", name, o.Text, o.Drawn.W/f.S, o.Room.W/f.S))
	})
	defer env.Paint().CheckMargins(nil)
	for _, name = range slices.Sorted(maps.Keys(scenes)) {
		scenes[name].Draw(env, dst)
	}
	return slices.Compact(cramped)
}

// marginScenes are the shell's screens whose buttons hold words: the
// setup of each game for each count of players and for a room, the
// options and the lobby.
func marginScenes(t *testing.T, env *game.Env) map[string]game.Scene {
	t.Helper()
	scenes := map[string]game.Scene{
		"options": options.New(env),
		"lobby":   lobby.New(env),
	}
	for _, g := range []interface {
		headless.Game
		game.OnlineGame
	}{orbis.New(), orbit.New()} {
		spec := g.SeatSetup()
		for n := spec.MinPlayers; n <= spec.MaxPlayers; n++ {
			scenes[fmt.Sprintf("%s setup of %d", g.ID(), n)] = g.SetupFor(env, n)
		}
		spec.GameID += ".online"
		spec.StartOnline = func(*game.Env, []game.SeatChoice, int) (game.Scene, error) { return nil, nil }
		scenes[g.ID()+" room's setup"] = setup.New(env, spec, spec.MaxPlayers)
	}
	rivals, err := orbis.New().Demo(env, "rivals", 4, 1)
	if err != nil {
		t.Fatal(err)
	}
	scenes["orbis rivals"] = rivals
	return scenes
}

// TestButtonLabelsKeepTheirMargins: in every language, no label of the
// setups, the options or the lobby comes closer to its button's sides
// than the margin every button keeps (Polish "Błyskawiczne" filled its
// speed button edge to edge).
func TestButtonLabelsKeepTheirMargins(t *testing.T) {
	for _, lang := range assets.Languages() {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{orbis.New(), orbit.New()}, Host: func() (game.Hosted, error) { return game.Hosted{}, nil }})
		if err != nil {
			t.Fatal(err)
		}
		if cramped := crampedLabels(env, marginScenes(t, env)); len(cramped) > 0 {
			t.Errorf("%s: %d labels closer than %.0f to their buttons' sides:\n%s", lang, len(cramped), render.LabelMargin, strings.Join(cramped, "\n"))
		}
	}
}
