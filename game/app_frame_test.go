package game

import (
	"math"
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

// wideScene is a framed scene that uses a wide screen's width, and says
// where on its canvas a point of the screen is, in design units.
type wideScene struct {
	framed
	at [2]float64
}

func (s *wideScene) Wide() bool { return true }
func (s *wideScene) Hit(env *Env, x, y float64) input.Target {
	f := env.Frame()
	s.at = [2]float64{(x - f.X(0)) / f.S, (y - f.Y(0)) / f.S}
	return input.Target{}
}

// TestAWideScreenIsTheWideScenesCanvas: on a 2560×1080 window a Wide scene
// is laid out, updated, drawn and hit on a canvas as wide as the window
// (a point at the window's right edge is at its DW), a responsive one that
// is not Wide on the desktop's 1280×800 centred between the bands; a
// window made 1280×800 and wide again restyles them, each in its frame.
func TestAWideScreenIsTheWideScenesCanvas(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Games: []Game{&teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	menu := &framed{responsive: true}
	wide := &wideScene{framed: framed{responsive: true}}
	a := &App{env: *env, stack: []Scene{menu, wide}, css: 1, changed: true, looks: env.looks}
	for i, w := range []struct {
		w, h, dw float64
	}{{2560, 1080, 2560 / 1.35}, {1280, 800, 1280}, {1920, 1080, 1920 / 1.35}, {2560, 1080, 2560 / 1.35}} {
		before := wide.restyles
		a.LayoutF(w.w, w.h)
		if err := a.step(nil); err != nil {
			t.Fatal(err)
		}
		a.Draw(nil)
		if i > 0 && (wide.restyles != before+1 || menu.restyles != before+1) {
			t.Errorf("%v×%v: restyled %d and %d times, want %d", w.w, w.h, wide.restyles, menu.restyles, before+1)
		}
		for _, f := range []render.Frame{wide.updated, wide.drawn} {
			if f.Layout != render.Desktop || math.Abs(f.DW-w.dw) > 1e-9 || f.DH != render.DesignH || f.X(0) != 0 {
				t.Errorf("%v×%v: the wide scene's frame %v %v×%v from %v, want %v×800 from 0", w.w, w.h, f.Layout, f.DW, f.DH, f.X(0), w.dw)
			}
		}
		a.env.Enter(menu)
		if f := a.env.Frame(); f.DW != render.DesignW || f.X(0) != (w.w-render.DesignW*f.S)/2 {
			t.Errorf("%v×%v: the menu's canvas %v wide from %v, want the desktop's centred", w.w, w.h, f.DW, f.X(0))
		}
		a.env.Enter(a.top())
		a.hit(w.w, w.h/2) // the pointer at the window's right edge
		if math.Abs(wide.at[0]-w.dw) > 1e-9 || wide.at[1] != render.DesignH/2 {
			t.Errorf("%v×%v: the right edge hits the wide canvas at %v, want (%v, 400)", w.w, w.h, wide.at, w.dw)
		}
	}
}
