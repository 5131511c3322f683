package orbit

import (
	"math"

	rules "orbis/rules/orbit"
)

// What a point of the table can be over: the kinds of its hit regions.
// HitButton is the shell's menu button kind.
const (
	HitNone    = 0
	HitButton  = 1
	HitRingHex = 10 + iota // Index: the ring position, Sub: the seat
	HitShip                // Index: the ship, Sub: the seat
	HitGap                 // Index: the gap, after ring position Index
	HitMarket              // Index: the slot
	HitGoal                // Index: the goal (circle, triangle, square)
	HitSystem              // Index: another seat's system panel
	HitTracker             // Index: the resource row
)

// Hit is what lies under a point: a kind and which one (and the seat, for
// a ring's pieces).
type Hit struct{ Kind, Index, Sub int }

// Hit finds what is under (x, y): the large system's ships, gaps (when
// gaps is true: a hex is being placed), hexes; the goals, the market and
// the tracker; the other seats' panels and their hexes.
func (l *Layout) Hit(s *rules.View, x, y float64, gaps bool) Hit {
	if l.DrawerOpen {
		return l.hitDrawer(x, y)
	}
	for seat := range l.Players {
		sys := &l.Systems[seat]
		if !l.Drawn(seat) || !sys.Box.Contains(x, y) {
			continue
		}
		if l.hitWhole(seat) {
			return Hit{Kind: HitSystem, Index: seat}
		}
		if h := l.hitSystem(s, seat, x, y, gaps && seat == l.Active); h.Kind != HitNone {
			return h
		}
		if seat != l.Active {
			return Hit{Kind: HitSystem, Index: seat}
		}
		return Hit{}
	}
	return l.hitSide(x, y, !l.GoalsInDrawer, !l.TrackerInDrawer)
}

// hitDrawer finds what is under a point of the open drawer: the goals and
// the tracker it holds.
func (l *Layout) hitDrawer(x, y float64) Hit {
	if !l.Drawer.Contains(x, y) {
		return Hit{}
	}
	return l.hitSide(x, y, l.GoalsInDrawer, l.TrackerInDrawer)
}

// hitSide finds a goal, a market hex or a row of the tracker under a
// point: the goals and the tracker where they are drawn.
func (l *Layout) hitSide(x, y float64, goals, tracker bool) Hit {
	for i, g := range l.Goals {
		if goals && math.Hypot(x-g.CX, y-g.CY) < g.R*0.92 {
			return Hit{Kind: HitGoal, Index: i}
		}
	}
	for i, m := range l.Market {
		if !l.DrawerOpen && math.Hypot(x-m.CX, y-m.CY) < m.R*0.92 {
			return Hit{Kind: HitMarket, Index: i}
		}
	}
	if tracker && l.TrackerRow && l.Tracker.Contains(x, y) {
		col := int((x - l.Tracker.X) / (l.Tracker.W / float64(rules.NumResources)))
		return Hit{Kind: HitTracker, Index: min(col, int(rules.NumResources)-1)}
	}
	if tracker && l.Tracker.Contains(x, y) {
		row := int((y - l.Tracker.Y) / (l.Tracker.H / float64(rules.NumResources)))
		return Hit{Kind: HitTracker, Index: min(row, int(rules.NumResources)-1)}
	}
	return Hit{}
}

// hitSystem finds a ship, a gap or a hex of a seat's system under a point.
func (l *Layout) hitSystem(s *rules.View, seat int, x, y float64, gaps bool) Hit {
	sys := &l.Systems[seat]
	p := s.Player(seat)
	n := int(p.RingLen)
	hexR := HexRadius(sys.Radius, n)
	// The nearest ship within reach: where two ships' circles overlap (two
	// at one hex, closer than a finger on a small ring), each keeps its half.
	nearest, nearestD := -1, math.Inf(1)
	for ship := range rules.Ships {
		sx, sy, size, ang := shipPointFor(l.Fluid(), sys.CX, sys.CY, sys.Radius, n, ship, shipsAt(p))
		if l.Fluid() { // a finger's circle stands out from the ring, clear of the hex's
			out := fingerPush(hexR / l.S)
			sx, sy = sx+l.Px(out)*math.Sin(ang), sy-l.Px(out)*math.Cos(ang)
		}
		if d := math.Hypot(x-sx, y-sy); d < max(size*1.5, l.Px(l.shipReachPx())) && d < nearestD {
			nearest, nearestD = ship, d
		}
	}
	if nearest >= 0 {
		return Hit{Kind: HitShip, Index: nearest, Sub: seat}
	}
	if gaps { // the nearest gap within reach, as the hexes below
		best, bestD := -1, max(hexR*0.45, l.fingerPx())
		for g := range n {
			gx, gy := GapPoint(sys.CX, sys.CY, sys.Radius, g, n)
			if d := math.Hypot(x-gx, y-gy); d < bestD {
				best, bestD = g, d
			}
		}
		if best >= 0 {
			return Hit{Kind: HitGap, Index: best, Sub: seat}
		}
	}
	if gaps && l.Fluid() {
		return Hit{} // a hex is being placed: its gaps are what a finger seeks
	}
	// The nearest hex within reach: where two finger's circles overlap on
	// a small ring, each hex keeps its half, not the first one all of it.
	best, bestD := -1, max(hexR*0.88, l.fingerPx())
	for pos := range n {
		hx, hy := ringPoint(sys.CX, sys.CY, sys.Radius, pos, n)
		if d := math.Hypot(x-hx, y-hy); d < bestD {
			best, bestD = pos, d
		}
	}
	if best < 0 {
		return Hit{}
	}
	return Hit{Kind: HitRingHex, Index: best, Sub: seat}
}

// ShipCentre is where a seat's ship is drawn, for a keyboard's focus ring
// and a dragged ship's start.
func (l *Layout) ShipCentre(s *rules.View, seat, ship int) (x, y, size float64) {
	sys := &l.Systems[seat]
	p := s.Player(seat)
	x, y, size, _ = shipPointFor(l.Fluid(), sys.CX, sys.CY, sys.Radius, int(p.RingLen), ship, shipsAt(p))
	return x, y, size
}

// HexCentre is where a seat's ring hex at pos is drawn, and its size.
func (l *Layout) HexCentre(s *rules.View, seat, pos int) (x, y, r float64) {
	sys := &l.Systems[seat]
	n := int(s.Player(seat).RingLen)
	x, y = ringPoint(sys.CX, sys.CY, sys.Radius, pos, n)
	return x, y, HexRadius(sys.Radius, n)
}

// GapCentre is where gap g of a seat's ring is drawn, and its size.
func (l *Layout) GapCentre(s *rules.View, seat, g int) (x, y, r float64) {
	sys := &l.Systems[seat]
	n := int(s.Player(seat).RingLen)
	x, y = GapPoint(sys.CX, sys.CY, sys.Radius, g, n)
	return x, y, HexRadius(sys.Radius, n) * 0.45
}

// shipReachPx is the least radius a ship is hit within, in design units:
// a finger's 44 across on a fluid table, a mouse's 24 on the desktop.
func (l *Layout) shipReachPx() float64 {
	if l.Fluid() {
		return fluidButton/2 + 2 // and a little: the probe's grid
	}
	return 12
}

// fingerOut is how far out from the ring a finger's circle round a ship
// stands from the ship at most, in design units: fingerPush of a hex of
// the least radius a fluid ring keeps.
const fingerOut = 2*(fluidButton/2+2) - 1.2*fluidHex + 2

// fingerPush is how far out from the ring a finger's circle round a ship
// stands from the ship, for hexes of radius hexR (design units): far
// enough that the circle leaves the hex's own finger's circle whole.
func fingerPush(hexR float64) float64 {
	return max(2, 2*(fluidButton/2+2)-1.2*hexR+2)
}

// fingerPx is the least radius a gap is hit within on a fluid table, in
// pixels; 0 on the desktop.
func (l *Layout) fingerPx() float64 {
	if l.Fluid() {
		return l.Px(fluidButton/2 + 2)
	}
	return 0
}
