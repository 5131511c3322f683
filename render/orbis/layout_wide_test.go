package orbis

import (
	"testing"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// TestAWideTableUsesTheWidth: on a wide screen's canvas the table reaches
// both edges of the window (its top bar whole, the menu at the right edge,
// the display at the left), the log grows clear of the active seat, the
// rivals' panels share the row without
// overlapping each other or the active seat's, their pyramids at least as
// large as on the desktop's canvas, and a point at the middle of anything
// drawn hits it; a 16:10 window keeps the desktop's table exactly.
func TestAWideTableUsesTheWidth(t *testing.T) {
	for _, win := range [][2]float64{{1920, 1080}, {2560, 1080}, {2560, 1440}, {3440, 1440}} {
		for players := 2; players <= 4; players++ {
			for _, active := range []int{0, players - 1} {
				l := LayoutIn(render.NewWideFrameFor(win[0], win[1], 1), players, active, false, false)
				desk := NewLayout(win[0], win[1], players, active)
				if l.TopBar.X != 0 || l.TopBar.W != win[0] {
					t.Errorf("%v, %d players: the top bar spans %v", win, players, l.TopBar)
				}
				if m := l.Buttons[BtnMenu]; m.X+m.W > win[0] || win[0]-(m.X+m.W) > l.Px(16) {
					t.Errorf("%v, %d players: the menu ends at %v, not at the window's right edge", win, players, m.X+m.W)
				}
				if d := l.Display[0]; d.CX-d.Width()/2 > l.Px(48) {
					t.Errorf("%v, %d players: the display starts at %v, not at the left edge", win, players, d.CX-d.Width()/2)
				}
				act := &l.Seats[active]
				if l.Log.W/l.S <= desk.Log.W/desk.S || overlaps(l.Log, act.Frame) || overlaps(l.Log, act.Ends[0].Bounds()) {
					t.Errorf("%v, %d players: the log %v no wider than on the desktop's canvas, or over the active seat's %v", win, players, l.Log, act.Frame)
				}
				if !l.Info.Contains(act.Name.X, act.Name.Y) || act.Slots[rules.RowLen(0)-1].CX+act.Slots[0].Width()/2 > l.Info.X {
					t.Errorf("%v, %d players: the active seat's pyramid reaches its side column %v", win, players, l.Info)
				}
				for seat := range players {
					s := &l.Seats[seat]
					if s.Frame.X+s.Frame.W > win[0] || s.Frame.Y+s.Frame.H > win[1] {
						t.Errorf("%v, %d players: seat %d's panel %v beyond the window", win, players, seat, s.Frame)
					}
					for other := range players {
						if other != seat && overlaps(s.Frame, l.Seats[other].Frame) && (seat != active && other != active) {
							t.Errorf("%v, %d players: seats %d and %d overlap", win, players, seat, other)
						}
					}
					if seat == active {
						continue
					}
					if overlaps(s.Frame, act.Frame) {
						t.Errorf("%v, %d players: rival %d's panel %v over the active seat's %v", win, players, seat, s.Frame, act.Frame)
					}
					if s.Slots[0].R < desk.Seats[seat].Slots[0].R/desk.S*l.S-1e-9 {
						t.Errorf("%v, %d players: rival %d's pyramid smaller than on the desktop's canvas", win, players, seat)
					}
					for slot, h := range s.Slots {
						if !s.Frame.Contains(h.CX-h.Width()/2, h.CY-h.R) || !s.Frame.Contains(h.CX+h.Width()/2, h.CY+h.R) {
							t.Errorf("%v, %d players: rival %d's slot %d beyond its panel", win, players, seat, slot)
						}
						if got := l.Hit(h.CX, h.CY, NoPanel, 3, nil); got != (Target{Kind: SeatSlot, Index: seat, Sub: slot}) {
							t.Errorf("%v, %d players: rival %d's slot %d hits %+v", win, players, seat, slot, got)
						}
					}
				}
				for slot, h := range act.Slots {
					if got := l.Hit(h.CX, h.CY, NoPanel, 3, nil); got != (Target{Kind: Slot, Index: slot}) {
						t.Errorf("%v, %d players: slot %d hits %+v", win, players, slot, got)
					}
				}
				for _, b := range []ButtonID{BtnMenu, BtnHelp, BtnLegend, BtnEndTurn, BtnUndo, BtnRedo, BtnHint, BtnExchange, BtnWild} {
					r := l.Buttons[b]
					if got := l.Hit(r.X+r.W/2, r.Y+r.H/2, NoPanel, 3, nil); got != (Target{Kind: Button, Index: int(b)}) {
						t.Errorf("%v, %d players: button %d hits %+v", win, players, b, got)
					}
				}
				for _, b := range []ButtonID{BtnConfirm, BtnDecline} {
					r := l.Buttons[b]
					if !l.Panel.Contains(r.X, r.Y) || !l.Panel.Contains(r.X+r.W, r.Y+r.H) {
						t.Errorf("%v, %d players: button %d %v out of the choice panel %v", win, players, b, r, l.Panel)
					}
				}
				if give, _ := l.ExchangeLabels(); !l.Panel.Contains(give.X, give.Y) {
					t.Errorf("%v: the exchange's label %v out of its panel %v", win, give, l.Panel)
				}
			}
		}
	}
	for _, win := range [][2]float64{{1280, 800}, {2560, 1600}, {1280, 1024}} {
		l, desk := LayoutIn(render.NewWideFrameFor(win[0], win[1], 1), 3, 0, false, false), NewLayout(win[0], win[1], 3, 0)
		if *l != *desk {
			t.Errorf("%v: the table is not the desktop's", win)
		}
	}
}

func overlaps(a, b render.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
