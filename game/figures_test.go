package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
)

// regions is a scene of rectangles to hit, in screen pixels.
type regions struct {
	still
	rects []render.Rect
}

func (r *regions) Hit(_ *Env, x, y float64) input.Target {
	for i, rc := range r.rects {
		if rc.Contains(x, y) {
			return input.Target{Kind: 1, Index: i}
		}
	}
	return input.Target{}
}

func (r *regions) Draw(env *Env, dst *ebiten.Image) {}

// TestSmallestTargetFindsTheSmallestSide: the probe finds the smallest
// region's smaller side within a design unit, whichever region it is and
// wherever it stands, and none where there is none.
func TestSmallestTargetFindsTheSmallestSide(t *testing.T) {
	for _, c := range []struct {
		name  string
		css   float64
		rects []render.Rect
		want  float64 // CSS px
		index int
	}{
		{"none", 1, nil, 0, 0},
		{"one button", 1, []render.Rect{{X: 20, Y: 30, W: 200, H: 48}}, 48, 0},
		{"a thin one among large", 1, []render.Rect{{X: 20, Y: 30, W: 200, H: 48}, {X: 100, Y: 200, W: 30, H: 90}}, 30, 1},
		{"a narrow one", 1, []render.Rect{{X: 10, Y: 10, W: 300, H: 300}, {X: 5, Y: 400, W: 7, H: 100}}, 7, 1},
		{"at twice the pixels", 2, []render.Rect{{X: 40, Y: 60, W: 88, H: 200}}, 44, 0},
	} {
		env := &Env{}
		env.SetWindow(390*c.css, 844*c.css, c.css)
		s := &regions{rects: c.rects}
		env.Enter(s)
		var fig Figures
		MeasureTargets(env, s, &fig)
		if d := fig.MinTarget - c.want; d < -1 || d > 1 || c.want > 0 && fig.SmallKind.Index != c.index {
			t.Errorf("%s: smallest %.1f (%v), want %.0f (region %d)", c.name, fig.MinTarget, fig.SmallKind, c.want, c.index)
		}
	}
}

// TestBelowFloors: a text under 12 px fails everywhere, a target under 44
// on a touch screen and under 24 with a mouse; a scene with no text or
// target has nothing to fail.
func TestBelowFloors(t *testing.T) {
	phone, desk := Window{W: 390, H: 844}, Window{W: 1920, H: 1080}
	for _, c := range []struct {
		w      Window
		font   float64
		target float64
		fails  bool
	}{
		{phone, 12, 44, false}, {phone, 11.9, 60, true}, {phone, 14, 43, true}, {phone, 0, 0, false},
		{desk, 12, 24, false}, {desk, 12, 23, true}, {desk, 11, 48, true},
	} {
		got := BelowFloors(c.w, map[string]Figures{"s": {Scene: "s", MinFont: c.font, MinTarget: c.target}})
		if (len(got) > 0) != c.fails {
			t.Errorf("%v: text %v target %v: %q", c.w, c.font, c.target, got)
		}
	}
}

// TestSceneName names a scene by its type, short where the package says it.
func TestSceneName(t *testing.T) {
	if got := SceneName(&still{}); got != "still" {
		t.Errorf("SceneName(still) = %q", got)
	}
	if got := SceneName(Stacked(&still{}, &regions{})); got != "regions" {
		t.Errorf("SceneName(stacked) = %q", got)
	}
}
