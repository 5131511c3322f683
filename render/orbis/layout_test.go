package orbis

import (
	"math"
	"testing"

	"orbis/render"
	rules "orbis/rules/orbis"
)

func TestHitTesting(t *testing.T) {
	l := NewLayout(1280, 800, 2, 0)
	var cubes [rules.DisplaySize]rules.Cubes
	cubes[4] = rules.Cubes{1, 0, 3, 0, 2}
	tray, _ := l.Tray(4, cubes[4])
	tests := []struct {
		name string
		x, y float64
		want Target
	}{
		{"centre of display tile 0", l.Display[0].CX, l.Display[0].CY - 20, Target{Kind: DisplayTile, Index: 0}},
		{"centre of display tile 8", l.Display[8].CX, l.Display[8].CY - 20, Target{Kind: DisplayTile, Index: 8}},
		{"the yellow worshippers on tile 4 are its tray", tray.Spots[2].X + 2, tray.Spots[2].Y + 2, Target{Kind: DisplayTray, Index: 4}},
		{"the level on tile 4's tray is the tray", tray.PipsX, tray.Box.Y + 4, Target{Kind: DisplayTray, Index: 4}},
		{"base slot 2 of the active seat", l.Seats[0].Slots[2].CX, l.Seats[0].Slots[2].CY, Target{Kind: Slot, Index: 2}},
		{"apex slot 13", l.Seats[0].Slots[13].CX, l.Seats[0].Slots[13].CY, Target{Kind: Slot, Index: 13}},
		{"first god", l.Gods[0].CX, l.Gods[0].CY, Target{Kind: GodTile, Index: 0}},
		{"a fourth god when only three lie there", l.Gods[3].CX, l.Gods[3].CY, Target{}},
		{"end turn", l.Buttons[BtnEndTurn].X + 5, l.Buttons[BtnEndTurn].Y + 5, Target{Kind: Button, Index: int(BtnEndTurn)}},
		{"the other seat's panel", l.Seats[1].Frame.X + 5, l.Seats[1].Frame.Y + 5, Target{Kind: SeatPanel, Index: 1}},
		{"empty table", 2, 790, Target{}},
		{"a hexagon's corner gap is not the tile", l.Display[0].CX + l.Display[0].Width()/2 - 1, l.Display[0].CY - l.Display[0].R + 2, Target{}},
	}
	for _, tt := range tests {
		if got := l.Hit(tt.x, tt.y, NoPanel, 3, &cubes); got != tt.want {
			t.Errorf("%s: hit %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestHitTestingScalesWithTheWindow(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {2560, 1600}, {3840, 2160}, {1000, 900}} {
		l := NewLayout(size[0], size[1], 4, 2)
		for slot := range 14 {
			h := l.Seats[2].Slots[slot]
			if got := l.Hit(h.CX, h.CY, NoPanel, 5, nil); got != (Target{Kind: Slot, Index: slot}) {
				t.Fatalf("%v: slot %d centre hits %+v", size, slot, got)
			}
		}
		for pos := range 9 {
			h := l.Display[pos]
			if got := l.Hit(h.CX, h.CY-h.R/2, NoPanel, 5, nil); got != (Target{Kind: DisplayTile, Index: pos}) {
				t.Fatalf("%v: display %d hits %+v", size, pos, got)
			}
		}
	}
}

// TestTrayFitsItsWorshippers: a display tile's worshippers stand in a tray
// as tall as a worshipper (at least 20 px at 1280×800), one figure a colour,
// side by side, the tray clear of the neighbouring tiles' own trays.
func TestTrayFitsItsWorshippers(t *testing.T) {
	l := NewLayout(1280, 800, 4, 0)
	all := rules.Cubes{3, 2, 4, 5, 6}
	for pos := range rules.DisplaySize {
		tray, ok := l.Tray(pos, all)
		if !ok || tray.PawnR < 20 {
			t.Fatalf("tile %d: tray %v, figures %.0f px", pos, ok, tray.PawnR)
		}
		for c := range rules.NumColors {
			s := tray.Spots[c]
			if s.W == 0 || s.X < tray.Box.X || s.X+s.W > tray.Box.X+tray.Box.W {
				t.Errorf("tile %d colour %d: spot %+v outside the tray %+v", pos, c, s, tray.Box)
			}
			if c > 0 && s.X < tray.Spots[c-1].X+tray.Spots[c-1].W {
				t.Errorf("tile %d: colours %d and %d overlap", pos, c-1, c)
			}
		}
		if pos%3 < 2 {
			next, _ := l.Tray(pos+1, all)
			if tray.Box.X+tray.Box.W > next.Box.X {
				t.Errorf("the trays of tiles %d and %d overlap", pos, pos+1)
			}
		}
	}
	if _, ok := l.Tray(0, rules.Cubes{}); ok {
		t.Error("a tile without worshippers has a tray")
	}
}

// TestTheDisplaysWorshippersAreTargetsOfTheFloors: a display tile's
// worshippers are a mouse's target of 24 CSS px at least on the desktop,
// at 1280×800 and larger (the tray whole for its tooltip, each figure the
// Volcano picks), and each figure the Volcano picks a finger's 44 on a
// phone or a tablet, a lone figure of each colour as much as figures with
// counts, a picked colour beside another, and the panel's rows of other
// choices no target under it; the log's rows a mouse's 24 on the desktop,
// a larger window's as designed.
func TestTheDisplaysWorshippersAreTargetsOfTheFloors(t *testing.T) {
	var cubes [rules.DisplaySize]rules.Cubes
	for pos := range cubes {
		cubes[pos] = [][rules.NumColors]uint8{{1, 1, 0, 0, 0}, {0, 1, 1, 1, 0}, {2, 1, 1, 1, 1}, {1, 1, 1, 1, 1}, {0, 0, 0, 0, 3}}[pos%5]
	}
	volcano := rules.ColorSet(0).With(rules.Blue).With(rules.Yellow)
	for _, win := range []struct {
		w, h, css float64
		fluid     bool
	}{{1280, 800, 1, false}, {1920, 1080, 1, false}, {2560, 1600, 2, false}, {390, 844, 1, true}, {844, 390, 1, true}, {360, 640, 1, true}, {768, 1024, 1, true}} {
		for _, picking := range []bool{false, true} {
			var l *Layout
			if win.fluid {
				l = LayoutIn(render.NewFrameFor(win.w, win.h, win.css), 2, 0, false, picking)
			} else {
				l = LayoutIn(render.NewDesktopFrame(win.w, win.h, win.css), 2, 0, false, false)
			}
			panel, floor := NoPanel, mousePx
			if picking {
				l.Pick, panel = volcano, PickPanel
			}
			if win.fluid {
				floor = fingerPx
			}
			boxes := map[Target]render.Rect{}
			for pos := range rules.DisplaySize {
				tray, _ := l.Tray(pos, cubes[pos])
				area := tray.Box.Inset(-l.Px(8))
				area.Y -= l.Px(fingerPx) // a phone's chips rise from the tray
				area.H += l.Px(fingerPx)
				for y := area.Y; y < area.Y+area.H; y += 0.5 {
					for x := area.X; x < area.X+area.W; x += 0.5 {
						hit := l.Hit(x, y, panel, 0, &cubes)
						if hit.Kind != DisplayCube && hit.Kind != DisplayTray {
							continue
						}
						b, seen := boxes[hit]
						if !seen {
							b = render.Rect{X: x, Y: y}
						}
						x0, y0 := math.Min(b.X, x), math.Min(b.Y, y)
						boxes[hit] = render.Rect{X: x0, Y: y0, W: math.Max(b.X+b.W, x+0.5) - x0, H: math.Max(b.Y+b.H, y+0.5) - y0}
					}
				}
			}
			picks := 0
			for hit, b := range boxes {
				if hit.Kind == DisplayCube {
					picks++
					if !picking || !volcano.Has(rules.Color(hit.Sub)) {
						t.Errorf("%v picking %v: a figure the Volcano does not pick is a target: %+v", win, picking, hit)
					}
				}
				if side := l.CSSPx(math.Min(b.W, b.H)); side < floor-0.5 { // within the probe's step
					t.Errorf("%v picking %v: %+v is %.1f×%.1f CSS px, below %.0f", win, picking, hit, l.CSSPx(b.W), l.CSSPx(b.H), floor)
				}
			}
			if picking && picks == 0 {
				t.Errorf("%v: the Volcano picks no figure", win)
			}
			for col := range rules.NumColors { // the rows of another choice, not drawn
				row := &l.PanelRow[col]
				for _, r := range []render.Rect{row.Minus, row.Plus, row.Pick} {
					if x, y := r.Center(); picking && l.Hit(x, y, panel, 0, &cubes).Kind >= PanelMinus && l.Hit(x, y, panel, 0, &cubes).Kind <= PanelPick {
						t.Errorf("%v: the Volcano's panel has a row of colour %d to hit at %.0f,%.0f", win, col, x, y)
					}
				}
			}
			if !win.fluid && !picking && len(boxes) == 0 {
				t.Errorf("%v: no tray is a target", win)
			}
			if row := l.CSSPx(l.LogRowHeight()); !win.fluid && row < mousePx {
				t.Errorf("%v: the log's rows are %.1f CSS px high", win, row)
			}
		}
	}
	if l := NewLayout(1920, 1080, 2, 0); l.LogRowHeight() != l.Px(logStep) {
		t.Errorf("1920×1080: the log's rows are %.1f px, not as designed (%.1f)", l.LogRowHeight(), l.Px(logStep))
	}
}
