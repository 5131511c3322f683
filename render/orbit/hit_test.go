package orbit

import (
	"math"
	"testing"

	"orbis/render"
	rules "orbis/rules/orbit"
)

// TestTheNearestShipIsHit: where the finger's circles of two ships at one
// hex overlap, a point is the nearer ship's, whichever ship comes first:
// each keeps its half, on a phone and on the desktop.
func TestTheNearestShipIsHit(t *testing.T) {
	s, _, err := rules.NewGame(rules.Config{Players: 2, Seed: 1, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	v := s.View()
	p := v.Player(0)
	p.Ships = [rules.Ships]uint8{2, 6, 2} // the first and the last at one hex
	p.RingLen = 12                        // of a ring long enough that they stand closer than a finger
	for _, f := range []render.Frame{render.NewFrameFor(390, 844, 1), render.NewDesktopFrame(1280, 800, 1)} {
		l := NewLayoutFor(f, 2, 0, int(p.RingLen))
		for _, pair := range [][2]int{{0, 2}, {2, 0}} {
			ship, other := pair[0], pair[1]
			x, y, _ := l.ShipCentre(&v, 0, ship)
			ox, oy, _ := l.ShipCentre(&v, 0, other)
			// Out from the ring as far as the finger's circles stand
			// (fingerPush) and short of halfway to the other ship: still
			// this ship's.
			sys := l.Systems[0]
			d := math.Hypot(x-sys.CX, y-sys.CY)
			out := l.Px(fingerPush(HexRadius(sys.Radius, int(p.RingLen)) / l.S))
			if !f.Fluid() {
				out = 0
			}
			px, py := x+(ox-x)*0.45+out*(x-sys.CX)/d, y+(oy-y)*0.45+out*(y-sys.CY)/d
			if h := l.Hit(&v, px, py, false); h.Kind != HitShip || h.Index != ship {
				t.Errorf("%v: short of halfway from ship %d to %d (%.0f px apart): hit %+v", f.Layout, ship, other, math.Hypot(ox-x, oy-y), h)
			}
		}
	}
}
