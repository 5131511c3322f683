//go:build !js

package cli

import (
	"fmt"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
)

// A change of settings over a scene, for orbis screenshot --switch-lang,
// --switch-safe-colours and --switch-scale: once the scene is drawn whole, a scene on top
// changes the settings in its Update and leaves, as the options do; every
// frame drawn from then on is written out, so that a test sees that each
// is the scene as it was or as it is now, whole, and none with holes.

// switcher changes the settings when told, then leaves; it draws nothing.
type switcher struct {
	lang  string // "" keeps the language
	safe  bool   // the colour-blind-safe colours
	scale int    // the interface scale in percent; 0 keeps it
	now   bool   // the hook says the scene beneath is drawn whole: switch now
	done  bool
}

func (s *switcher) Update(env *game.Env, _ []input.Intent) (game.Change, error) {
	if !s.now {
		return game.Stay, nil
	}
	if s.lang != "" {
		if err := env.SetLanguage(s.lang); err != nil {
			return game.Stay, err
		}
	}
	if s.safe {
		env.SetSafeColours(true)
	}
	if s.scale != 0 {
		env.SetScalePercent(s.scale)
	}
	s.done = true
	return game.Pop(), nil
}

func (s *switcher) Draw(*game.Env, *ebiten.Image)                {}
func (s *switcher) Hit(*game.Env, float64, float64) input.Target { return input.Target{} }
func (s *switcher) Draggable(input.Target) bool                  { return false }

// Passive: the scene beneath goes on, as it would under the options.
func (s *switcher) Passive() bool { return true }

// Resting: not until it has switched, so that the frames go on.
func (s *switcher) Resting() bool { return s.done }

// switchFrames writes the frames of a switch: before.png, the last frame
// before it, then frame-NNN.png for each frame after.
type switchFrames struct {
	sw    *switcher
	dir   string
	after int // frames drawn since the switch
}

// drawn takes a frame: it says whether the picture may be taken now (the
// switch is done and the scene settled again).
func (f *switchFrames) drawn(screen *ebiten.Image, ready bool) (bool, error) {
	if !f.sw.done {
		if ready && !f.sw.now {
			f.sw.now = true
			return false, writePNG(screen, filepath.Join(f.dir, "before.png"))
		}
		return false, nil
	}
	f.after++
	if err := writePNG(screen, filepath.Join(f.dir, fmt.Sprintf("frame-%03d.png", f.after))); err != nil {
		return false, err
	}
	return ready && f.after >= shotFrames, nil
}
