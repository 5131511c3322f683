package input

import (
	"testing"

	"orbis/render"
)

// table: a 1280x800 layout for 2 players, seat 0 active.
func table() *render.Layout { return render.NewLayout(1280, 800, 2, 0) }

type frame struct {
	x, y float64
	down bool
	keys Keys
}

// run feeds frames to a machine and returns the kinds of intents (without
// hovers) in order, and the last intent of each kind.
func run(l *render.Layout, frames []frame) ([]Kind, map[Kind]Intent) {
	m := &Machine{Draggable: func(t render.Target) bool { return t.Kind == render.DisplayTile || t.Kind == render.GodTile }}
	hit := func(x, y float64) render.Target { return l.Hit(x, y, false, 3) }
	var kinds []Kind
	last := map[Kind]Intent{}
	var out []Intent
	for _, f := range frames {
		out = m.Update(Pointer{X: f.x, Y: f.y, Down: f.down}, f.keys, hit, out[:0])
		for _, in := range out {
			if in.Kind != Hover {
				kinds = append(kinds, in.Kind)
			}
			last[in.Kind] = in
		}
	}
	return kinds, last
}

func TestHitTesting(t *testing.T) {
	l := table()
	tests := []struct {
		name string
		x, y float64
		want render.Target
	}{
		{"centre of display tile 0", l.Display[0].CX, l.Display[0].CY - 20, render.Target{Kind: render.DisplayTile, Index: 0}},
		{"centre of display tile 8", l.Display[8].CX, l.Display[8].CY - 20, render.Target{Kind: render.DisplayTile, Index: 8}},
		{"a cube group on tile 4", l.Cubes[4][2].X + 2, l.Cubes[4][2].Y + 2, render.Target{Kind: render.DisplayCube, Index: 4, Sub: 2}},
		{"base slot 2 of the active seat", l.Seats[0].Slots[2].CX, l.Seats[0].Slots[2].CY, render.Target{Kind: render.Slot, Index: 2}},
		{"apex slot 13", l.Seats[0].Slots[13].CX, l.Seats[0].Slots[13].CY, render.Target{Kind: render.Slot, Index: 13}},
		{"first god", l.Gods[0].CX, l.Gods[0].CY, render.Target{Kind: render.GodTile, Index: 0}},
		{"a fourth god when only three lie there", l.Gods[3].CX, l.Gods[3].CY, render.Target{}},
		{"end turn", l.Buttons[render.BtnEndTurn].X + 5, l.Buttons[render.BtnEndTurn].Y + 5, render.Target{Kind: render.Button, Index: int(render.BtnEndTurn)}},
		{"the other seat's panel", l.Seats[1].Frame.X + 5, l.Seats[1].Frame.Y + 5, render.Target{Kind: render.SeatPanel, Index: 1}},
		{"empty table", 2, 790, render.Target{}},
		{"a hexagon's corner gap is not the tile", l.Display[0].CX + l.Display[0].Width()/2 - 1, l.Display[0].CY - l.Display[0].R + 2, render.Target{}},
	}
	for _, tt := range tests {
		if got := l.Hit(tt.x, tt.y, false, 3); got != tt.want {
			t.Errorf("%s: hit %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

func TestHitTestingScalesWithTheWindow(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {2560, 1600}, {3840, 2160}, {1000, 900}} {
		l := render.NewLayout(size[0], size[1], 4, 2)
		for slot := range 14 {
			h := l.Seats[2].Slots[slot]
			if got := l.Hit(h.CX, h.CY, false, 5); got != (render.Target{Kind: render.Slot, Index: slot}) {
				t.Fatalf("%v: slot %d centre hits %+v", size, slot, got)
			}
		}
		for pos := range 9 {
			h := l.Display[pos]
			if got := l.Hit(h.CX, h.CY-h.R/2, false, 5); got != (render.Target{Kind: render.DisplayTile, Index: pos}) {
				t.Fatalf("%v: display %d hits %+v", size, pos, got)
			}
		}
	}
}

func TestDragStateMachine(t *testing.T) {
	l := table()
	tile := l.Display[4]
	tx, ty := tile.CX, tile.CY-20
	slot := l.Seats[0].Slots[1]
	tests := []struct {
		name   string
		frames []frame
		want   []Kind
		check  func(t *testing.T, last map[Kind]Intent)
	}{
		{"click", []frame{{tx, ty, true, Keys{}}, {tx + 2, ty, true, Keys{}}, {tx + 2, ty, false, Keys{}}},
			[]Kind{Click}, func(t *testing.T, last map[Kind]Intent) {
				if last[Click].Target != (render.Target{Kind: render.DisplayTile, Index: 4}) {
					t.Errorf("clicked %+v", last[Click].Target)
				}
			}},
		{"drop on a slot", []frame{{tx, ty, true, Keys{}}, {tx + 20, ty, true, Keys{}}, {slot.CX, slot.CY, true, Keys{}}, {slot.CX, slot.CY, false, Keys{}}},
			[]Kind{DragStart, DragMove, Drop}, func(t *testing.T, last map[Kind]Intent) {
				d := last[Drop]
				if d.Target != (render.Target{Kind: render.DisplayTile, Index: 4}) || d.Over != (render.Target{Kind: render.Slot, Index: 1}) {
					t.Errorf("dropped %+v on %+v", d.Target, d.Over)
				}
			}},
		{"drop outside", []frame{{tx, ty, true, Keys{}}, {tx + 30, ty, true, Keys{}}, {4, 796, true, Keys{}}, {4, 796, false, Keys{}}},
			[]Kind{DragStart, DragMove, Drop}, func(t *testing.T, last map[Kind]Intent) {
				if last[Drop].Over.Kind != render.None {
					t.Errorf("dropped on %+v, want nothing", last[Drop].Over)
				}
			}},
		{"Esc cancels the drag, the release does nothing", []frame{{tx, ty, true, Keys{}}, {tx + 30, ty, true, Keys{}}, {tx + 40, ty, true, Keys{Esc: true}}, {tx + 40, ty, false, Keys{}}},
			[]Kind{DragStart, DragCancel}, nil},
		{"a button press that wanders off is no click", []frame{
			{l.Buttons[render.BtnEndTurn].X + 5, l.Buttons[render.BtnEndTurn].Y + 5, true, Keys{}},
			{l.Buttons[render.BtnEndTurn].X + 60, l.Buttons[render.BtnEndTurn].Y + 80, true, Keys{}},
			{l.Buttons[render.BtnEndTurn].X + 60, l.Buttons[render.BtnEndTurn].Y + 80, false, Keys{}}}, nil, nil},
		{"a press seen late still picks what was under it", []frame{{tx, ty, false, Keys{}}, {tx + 40, ty + 30, true, Keys{}}, {slot.CX, slot.CY, true, Keys{}}, {slot.CX, slot.CY, false, Keys{}}},
			[]Kind{DragStart, Drop}, func(t *testing.T, last map[Kind]Intent) {
				if last[Drop].Target != (render.Target{Kind: render.DisplayTile, Index: 4}) {
					t.Errorf("dragged %+v, want display tile 4", last[Drop].Target)
				}
			}},
		{"keys", []frame{{0, 0, false, Keys{Enter: true}}, {0, 0, false, Keys{Undo: true}}, {0, 0, false, Keys{Esc: true}}, {0, 0, false, Keys{F1: true, F11: true}}},
			[]Kind{KeyEndTurn, KeyUndo, KeyCancel, KeyHelp, KeyFullscreen}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kinds, last := run(l, tt.frames)
			if len(kinds) != len(tt.want) {
				t.Fatalf("intents %v, want %v", kinds, tt.want)
			}
			for i := range kinds {
				if kinds[i] != tt.want[i] {
					t.Fatalf("intents %v, want %v", kinds, tt.want)
				}
			}
			if tt.check != nil {
				tt.check(t, last)
			}
		})
	}
}
