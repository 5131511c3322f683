package orbit

import (
	"testing"

	"orbis/render"
)

// TestAWideTableGivesTheSystemsRoom: on a wide screen's canvas the others'
// systems share the right of the window, no box over another or beyond
// the window, each system larger than on the desktop's canvas where two
// columns fit (21:9, three others or more); the solo column reaches the
// right edge, the status's room the top bar's buttons; a 16:10 window
// keeps the desktop's table exactly.
func TestAWideTableGivesTheSystemsRoom(t *testing.T) {
	for _, win := range [][2]float64{{1920, 1080}, {2560, 1080}, {2560, 1440}} {
		for players := 1; players <= 6; players++ {
			f := render.NewWideFrameFor(win[0], win[1], 1)
			l, desk := NewLayoutFor(f, players, 0, 0), NewLayout(win[0], win[1], players, 0)
			if bar := l.X(l.Bar.X); l.Status.X+l.Status.W > bar || l.Status.X+l.Status.W < bar-l.Px(16) {
				t.Errorf("%v: the status's room ends at %v, the bar's buttons start at %v", win, l.Status.X+l.Status.W, bar)
			}
			if solo := SoloRect(&l.Frame); players == 1 && (solo.X+solo.W > win[0] || solo.X+solo.W < win[0]-l.Px(16)) {
				t.Errorf("%v: the solo column ends at %v", win, solo.X+solo.W)
			}
			for seat := range players {
				s := l.Systems[seat].Box
				if s.X+s.W > win[0] || s.Y+s.H > win[1] {
					t.Errorf("%v, %d players: seat %d's box %v beyond the window", win, players, seat, s)
				}
				for other := range seat {
					o := l.Systems[other].Box
					if s.X < o.X+o.W && o.X < s.X+s.W && s.Y < o.Y+o.H && o.Y < s.Y+s.H {
						t.Errorf("%v, %d players: seats %d and %d overlap", win, players, seat, other)
					}
				}
				if seat == 0 {
					continue
				}
				sys := l.Systems[seat]
				if RingReach(sys.Radius) > min(sys.Box.W, sys.Box.H)/2 {
					t.Errorf("%v, %d players: seat %d's ring reaches beyond its box", win, players, seat)
				}
				if grown := sys.Radius/l.S > desk.Systems[seat].Radius/desk.S; !grown && win[0] == 2560 && win[1] == 1080 && players >= 4 {
					t.Errorf("%v, %d players: seat %d's system no larger than on the desktop's canvas", win, players, seat)
				}
			}
		}
	}
	l, desk := NewLayoutFor(render.NewWideFrameFor(1280, 800, 1), 4, 1, 0), NewLayout(1280, 800, 4, 1)
	if *l != *desk {
		t.Error("at 1280×800 the table is not the desktop's")
	}
}
