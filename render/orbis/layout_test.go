package orbis

import (
	"testing"

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
		{"the yellow worshippers on tile 4", tray.Spots[2].X + 2, tray.Spots[2].Y + 2, Target{Kind: DisplayCube, Index: 4, Sub: 2}},
		{"the level on tile 4's tray is the tile", tray.PipsX, tray.Box.Y + 4, Target{Kind: DisplayTile, Index: 4}},
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
