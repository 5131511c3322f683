package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
)

// framed is a scene that notes the frame it is updated and drawn in, and
// how often it was laid out again.
type framed struct {
	still
	responsive     bool
	updated, drawn render.Frame
	restyles       int
}

func (s *framed) Responsive() bool { return s.responsive }
func (s *framed) Restyle(*Env)     { s.restyles++ }
func (s *framed) Update(env *Env, _ []input.Intent) (Change, error) {
	s.updated = *env.Frame()
	return Stay, nil
}
func (s *framed) Draw(env *Env, _ *ebiten.Image) { s.drawn = *env.Frame() }

// framedOverlay is a framed scene drawn over another, as a menu is.
type framedOverlay struct{ framed }

func (o *framedOverlay) Passive() bool { return false }

// TestEachSceneGetsItsFrame: on a phone's window a responsive scene is
// updated and drawn on a canvas of the window's own, the scene beneath it
// that is not responsive on the desktop's, scaled; a turn of the phone lays
// both out again.
func TestEachSceneGetsItsFrame(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Games: []Game{&teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	old := &framed{}
	over := &framedOverlay{framed{responsive: true}}
	phone := &over.framed
	a := &App{env: *env, stack: []Scene{old, over}, css: 1, changed: true, looks: env.looks}
	a.LayoutF(390, 844)
	if err := a.step(nil); err != nil {
		t.Fatal(err)
	}
	a.Draw(nil)
	if f := phone.updated; f.Layout != render.Portrait || f.DW != 390 || f.DH != 844 {
		t.Errorf("the responsive scene was updated in a %v frame %v×%v", f.Layout, f.DW, f.DH)
	}
	if f := phone.drawn; f.Layout != render.Portrait {
		t.Errorf("the responsive scene was drawn in a %v frame", f.Layout)
	}
	if f := old.drawn; f.Layout != render.Desktop || f.DW != render.DesignW {
		t.Errorf("the scene beneath was drawn in a %v frame %v wide", f.Layout, f.DW)
	}
	before := phone.restyles
	a.LayoutF(844, 390) // the phone turned
	if err := a.step(nil); err != nil {
		t.Fatal(err)
	}
	if phone.restyles != before+1 || phone.updated.Layout != render.Landscape {
		t.Errorf("after a turn: %d restyles (was %d), updated in a %v frame", phone.restyles, before, phone.updated.Layout)
	}
}
