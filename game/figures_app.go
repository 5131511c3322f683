package game

import "time"

// measured is what the App knows of the figures of the scene on top, for
// the page (window.orbisLayout) and the diagnostics.
type measured struct {
	pending bool    // the top was drawn whole since the last figures
	owed    bool    // the top's last measured frame showed a stand-in: measure the next
	font    float64 // its smallest text then, in CSS pixels
	print   float64 // and the smallest print on a piece
	last    Figures
	scene   Scene // the scene and the window the figures are of
	window  [3]float64
	at      time.Time
}

// figuresEvery is how often the figures of an unchanged scene are taken
// again: probing the targets costs a few milliseconds a time.
const figuresEvery = time.Second

// measure takes the figures of the scene on top once it was drawn whole,
// at once for a new scene or window size and at most every figuresEvery
// for the same, in the browser only (the page publishes them).
func (a *App) measure() {
	if !inBrowser && a.hook == nil || !a.figures.pending {
		return
	}
	m := &a.figures
	fresh := m.scene != a.top() || m.window != a.env.window
	if !fresh && time.Since(m.at) < figuresEvery {
		return
	}
	m.pending, m.scene, m.window, m.at = false, a.top(), a.env.window, time.Now()
	f := a.env.Frame()
	fig := Figures{Scene: SceneName(a.top()), Layout: f.Layout, MinFont: m.font, MinPrint: m.print}
	// A coarser grid than the tests' (four CSS pixels): a phone's Update
	// must stay within its frame.
	px, where, which := SmallestTarget(&a.env, a.top(), 4*max(f.CSS, 0.5))
	fig.MinTarget, fig.SmallTarget, fig.SmallKind = f.CSSPx(px), where, which
	if fig != m.last {
		m.last = fig
		publishFigures(fig)
	}
}

// Figures are the figures last taken of the scene on top.
func (a *App) Figures() Figures { return a.figures.last }
