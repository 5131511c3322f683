package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
)

// still is a scene that counts its Draws and says whether it rests.
type still struct {
	rests, passive, overlay bool
	draws                   int
}

func (s *still) Update(*Env, []input.Intent) (Change, error) { return Stay, nil }
func (s *still) Draw(*Env, *ebiten.Image)                    { s.draws++ }
func (s *still) Hit(*Env, float64, float64) input.Target     { return input.Target{} }
func (s *still) Draggable(input.Target) bool                 { return false }
func (s *still) Resting() bool                               { return s.rests }

// stillOverlay is a still scene drawn over another.
type stillOverlay struct{ still }

func (o *stillOverlay) Passive() bool { return o.passive }

// TestRestingScenesAreNotRedrawn: an App whose scenes rest draws them once
// and then nothing until input, a change of scenes, or a scene that moves.
func TestRestingScenesAreNotRedrawn(t *testing.T) {
	tests := []struct {
		name    string
		beneath still
		over    *stillOverlay // nil: one scene
		draws   int           // Draws of the top scene over the frames below
	}{
		{"a resting scene is drawn once", still{rests: true}, nil, 1},
		{"a moving scene is drawn every frame", still{rests: false}, nil, 4},
		{"a menu over a moving game waits with it", still{rests: false}, &stillOverlay{still{rests: true}}, 1},
		{"the rules over a moving game let it go on", still{rests: false}, &stillOverlay{still{rests: true, passive: true}}, 4},
		{"the rules over a resting game rest", still{rests: true}, &stillOverlay{still{rests: true, passive: true}}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			beneath := tc.beneath
			a := &App{stack: []Scene{&beneath}, changed: true}
			top := &beneath
			if tc.over != nil {
				a.stack = append(a.stack, tc.over)
				top = &tc.over.still
			}
			for range 4 {
				a.Draw(nil)
			}
			if top.draws != tc.draws {
				t.Errorf("the top scene was drawn %d times in 4 frames, want %d", top.draws, tc.draws)
			}
		})
	}
}

// TestRestingSceneRedrawnOnInputAndOnComingToRest: input, a change of
// scenes and the frame a scene comes to rest are drawn.
func TestRestingSceneRedrawnOnInputAndOnComingToRest(t *testing.T) {
	s := &still{rests: false}
	a := &App{stack: []Scene{s}, changed: true}
	a.Draw(nil) // moving: drawn
	s.rests = true
	a.Draw(nil) // came to rest: drawn as it is now
	a.Draw(nil) // resting: not drawn
	a.stirred = true
	a.Draw(nil) // input: drawn
	a.Draw(nil)
	a.changed = true
	a.Draw(nil) // the scenes changed: drawn
	a.Draw(nil)
	if s.draws != 4 {
		t.Errorf("drawn %d times, want 4 (moving, coming to rest, input, change)", s.draws)
	}
}
