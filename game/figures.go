package game

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"

	"orbis/input"
	"orbis/render"
)

// Figures are what a player gets of a scene at a window's size: its
// smallest text and its smallest target, in CSS pixels (the browser's; on
// the desktop, device-independent pixels). The fit tests hold every scene
// to the floors below; the browser publishes them as window.orbisLayout.
type Figures struct {
	Scene  string
	Layout render.Layout
	// MinFont is the smallest text's size; 0 when the scene drew none.
	// MinPrint is the smallest size of the words printed on a piece shown
	// (a tile's numbers, a hex's values), at their size on screen; 0 none.
	MinFont, MinPrint float64
	// MinTarget is the smaller side of the smallest hit region; 0 when the
	// scene has none. SmallTarget is that region, in screen pixels.
	MinTarget   float64
	SmallTarget render.Rect
	SmallKind   input.Target
}

// The floors every scene keeps: a text a player reads at arm's length, a
// target a finger hits (Apple's guideline, WCAG 2.5.5) or a mouse does.
const (
	MinFontCSS        = 12
	MinTouchTargetCSS = 44
	MinMouseTargetCSS = 24
)

// String is the figures on one line, for a test's failure.
func (f Figures) String() string {
	return fmt.Sprintf("%s (%s): smallest text %.1f px, print on a piece %.1f px, smallest target %.1f px (%v at %.0f,%.0f %.0f×%.0f)",
		f.Scene, f.Layout, f.MinFont, f.MinPrint, f.MinTarget, f.SmallKind, f.SmallTarget.X, f.SmallTarget.Y, f.SmallTarget.W, f.SmallTarget.H)
}

// SceneName names a scene by its type: "title", "orbis.play", "setup".
func SceneName(s Scene) string {
	if st, ok := s.(stacked); ok {
		s = st.Scene
	}
	name := strings.TrimLeft(fmt.Sprintf("%T", s), "*")
	pkg, typ, ok := strings.Cut(name, ".")
	switch {
	case !ok:
		return name
	case pkg == "game" || pkg == typ:
		return typ
	}
	return name
}

// targetBox is the extent of a hit region's probed points.
type targetBox struct{ x0, y0, x1, y1 float64 }

// probe finds the hit regions met on a grid of step pixels over the area,
// the box around each one's points.
func probe(env *Env, s Scene, area render.Rect, step float64, boxes map[input.Target]targetBox) {
	for y := area.Y + step/2; y < area.Y+area.H; y += step {
		for x := area.X + step/2; x < area.X+area.W; x += step {
			t := s.Hit(env, x, y)
			if t.Kind == 0 {
				continue
			}
			b, seen := boxes[t]
			if !seen {
				b = targetBox{x, y, x, y}
			}
			b.x0, b.y0, b.x1, b.y1 = min(b.x0, x), min(b.y0, y), max(b.x1, x), max(b.y1, y)
			boxes[t] = b
		}
	}
}

// SmallestTarget probes the scene's hit regions on a grid of step screen
// pixels, then the small ones again around them on a grid four times as
// fine, and returns the smallest region's smaller side in screen pixels
// (within the fine step), the region and its target; 0 when the scene has
// none. A region met in several places counts by the box around them all.
func SmallestTarget(env *Env, s Scene, step float64) (float64, render.Rect, input.Target) {
	f := env.Frame()
	coarse := map[input.Target]targetBox{}
	probe(env, s, render.Rect{W: f.W, H: f.H}, step, coarse)
	if len(coarse) == 0 {
		return 0, render.Rect{}, input.Target{}
	}
	// Only a region that may be below a finger's floor is measured finely.
	small := f.CSS * (MinTouchTargetCSS + 16)
	fine, boxes := step/4, map[input.Target]targetBox{}
	for t, b := range coarse {
		if min(b.x1-b.x0, b.y1-b.y0)+step >= small {
			boxes[t] = b
			continue
		}
		around := map[input.Target]targetBox{}
		probe(env, s, render.Rect{X: b.x0 - step, Y: b.y0 - step, W: b.x1 - b.x0 + 2*step, H: b.y1 - b.y0 + 2*step}, fine, around)
		if fb, ok := around[t]; ok {
			b = targetBox{fb.x0 + step/2 - fine/2, fb.y0 + step/2 - fine/2, fb.x1 - step/2 + fine/2, fb.y1 - step/2 + fine/2}
		}
		boxes[t] = b
	}
	smallest, where, which := math.Inf(1), render.Rect{}, input.Target{}
	for t, b := range boxes {
		w, h := b.x1-b.x0+step, b.y1-b.y0+step
		if side := min(w, h); side < smallest || side == smallest && less(t, which) {
			smallest, where, which = side, render.Rect{X: b.x0 - step/2, Y: b.y0 - step/2, W: w, H: h}, t
		}
	}
	return smallest, where, which
}

// less orders targets, so that ties are reported the same every run.
func less(a, b input.Target) bool {
	if a.Kind != b.Kind {
		return a.Kind < b.Kind
	}
	if a.Index != b.Index {
		return a.Index < b.Index
	}
	return a.Sub < b.Sub
}

// MeasureTargets fills in the figures' targets for the scene as it is
// laid out now, probing every four design units (CSS pixels on a phone),
// the small regions every one.
func MeasureTargets(env *Env, s Scene, fig *Figures) {
	f := env.Frame()
	step := 4 * max(f.S, 0.25)
	px, where, which := SmallestTarget(env, s, step)
	fig.MinTarget, fig.SmallTarget, fig.SmallKind = f.CSSPx(px), where, which
}

// Window is a window's size in CSS pixels.
type Window struct{ W, H float64 }

// FitWindows are the windows every scene is measured in: phones upright
// and on their side, tablets, desktops and a wide screen.
var FitWindows = []Window{
	{360, 640}, {390, 844}, {430, 932}, {640, 360}, {844, 390}, {932, 430},
	{768, 1024}, {1024, 768}, {1280, 800}, {1920, 1080}, {2560, 1080}, {2560, 1440},
}

// Touch reports whether a window is a phone's or a tablet's, whose
// targets a finger hits; a larger one is a desktop's, with a mouse.
func (w Window) Touch() bool { return w.W < 1280 || w.H < 800 }

// String is the window's size, for a test's name.
func (w Window) String() string { return fmt.Sprintf("%.0f×%.0f", w.W, w.H) }

// BelowFloors lists the scenes whose smallest text or target is below the
// floors at a window, a line each.
func BelowFloors(w Window, figures map[string]Figures) []string {
	floor := float64(MinMouseTargetCSS)
	if w.Touch() {
		floor = MinTouchTargetCSS
	}
	var out []string
	for _, name := range slices.Sorted(maps.Keys(figures)) {
		f := figures[name]
		if f.MinFont > 0 && f.MinFont < MinFontCSS || f.MinTarget > 0 && f.MinTarget < floor {
			out = append(out, fmt.Sprintf("%v: %v (floors: text %d px, target %.0f px)", w, f, MinFontCSS, floor))
		}
	}
	return out
}
