package input

import "testing"

// A scene of four regions for the tests, in a 1280x800 window: a
// draggable tile, a slot to drop it on, a button and, around them, nothing.
const (
	kindTile = iota + 1
	kindSlot
	kindButton
)

type region struct {
	target     Target
	x, y, w, h float64
}

var scene = []region{
	{Target{Kind: kindTile, Index: 4}, 300, 300, 100, 100},
	{Target{Kind: kindSlot, Index: 1}, 700, 600, 80, 80},
	{Target{Kind: kindButton, Index: 0}, 1050, 740, 200, 40},
}

func hit(x, y float64) Target {
	for _, r := range scene {
		if x >= r.x && x < r.x+r.w && y >= r.y && y < r.y+r.h {
			return r.target
		}
	}
	return Target{}
}

type frame struct {
	x, y float64
	down bool
	keys Keys
}

// run feeds frames to a machine and returns the kinds of intents (without
// hovers) in order, and the last intent of each kind.
func run(frames []frame) ([]Kind, map[Kind]Intent) {
	m := &Machine{Draggable: func(t Target) bool { return t.Kind == kindTile }}
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

func TestDragStateMachine(t *testing.T) {
	tx, ty := 350.0, 330.0 // on the tile
	slot := struct{ CX, CY float64 }{740, 640}
	button := struct{ X, Y float64 }{1050, 740}
	tests := []struct {
		name   string
		frames []frame
		want   []Kind
		check  func(t *testing.T, last map[Kind]Intent)
	}{
		{"click", []frame{{tx, ty, true, Keys{}}, {tx + 2, ty, true, Keys{}}, {tx + 2, ty, false, Keys{}}},
			[]Kind{Click}, func(t *testing.T, last map[Kind]Intent) {
				if last[Click].Target != (Target{Kind: kindTile, Index: 4}) {
					t.Errorf("clicked %+v", last[Click].Target)
				}
			}},
		{"drop on a slot", []frame{{tx, ty, true, Keys{}}, {tx + 20, ty, true, Keys{}}, {slot.CX, slot.CY, true, Keys{}}, {slot.CX, slot.CY, false, Keys{}}},
			[]Kind{DragStart, DragMove, Drop}, func(t *testing.T, last map[Kind]Intent) {
				d := last[Drop]
				if d.Target != (Target{Kind: kindTile, Index: 4}) || d.Over != (Target{Kind: kindSlot, Index: 1}) {
					t.Errorf("dropped %+v on %+v", d.Target, d.Over)
				}
			}},
		{"drop outside", []frame{{tx, ty, true, Keys{}}, {tx + 30, ty, true, Keys{}}, {4, 796, true, Keys{}}, {4, 796, false, Keys{}}},
			[]Kind{DragStart, DragMove, Drop}, func(t *testing.T, last map[Kind]Intent) {
				if last[Drop].Over.Kind != 0 {
					t.Errorf("dropped on %+v, want nothing", last[Drop].Over)
				}
			}},
		{"Esc cancels the drag, the release does nothing", []frame{{tx, ty, true, Keys{}}, {tx + 30, ty, true, Keys{}}, {tx + 40, ty, true, Keys{Esc: true}}, {tx + 40, ty, false, Keys{}}},
			[]Kind{DragStart, DragCancel}, nil},
		{"a button press that wanders off is no click", []frame{
			{button.X + 5, button.Y + 5, true, Keys{}},
			{button.X + 60, button.Y + 80, true, Keys{}},
			{button.X + 60, button.Y + 80, false, Keys{}}}, nil, nil},
		{"a press seen late still picks what was under it", []frame{{tx, ty, false, Keys{}}, {tx + 60, ty + 30, true, Keys{}}, {slot.CX, slot.CY, true, Keys{}}, {slot.CX, slot.CY, false, Keys{}}},
			[]Kind{DragStart, Drop}, func(t *testing.T, last map[Kind]Intent) {
				if last[Drop].Target != (Target{Kind: kindTile, Index: 4}) {
					t.Errorf("dragged %+v, want display tile 4", last[Drop].Target)
				}
			}},
		{"keys", []frame{{0, 0, false, Keys{Enter: true}}, {0, 0, false, Keys{Undo: true}}, {0, 0, false, Keys{Redo: true}}, {0, 0, false, Keys{Esc: true}}, {0, 0, false, Keys{F1: true, F11: true}}},
			[]Kind{KeyConfirm, KeyUndo, KeyRedo, KeyCancel, KeyHelp, KeyFullscreen}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kinds, last := run(tt.frames)
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

// TestScrollAndPageKeys: the wheel and the page keys say what is under the
// pointer, so that the part of the screen there scrolls.
func TestScrollAndPageKeys(t *testing.T) {
	log := Target{Kind: 9}
	hit := func(x, y float64) Target {
		if y > 100 {
			return log
		}
		return Target{}
	}
	var m Machine
	tests := []struct {
		p    Pointer
		k    Keys
		want Kind
		over Target
	}{
		{Pointer{X: 10, Y: 150, Wheel: -2}, Keys{}, Scroll, log},
		{Pointer{X: 10, Y: 150}, Keys{PageUp: true}, KeyPageUp, log},
		{Pointer{X: 10, Y: 50}, Keys{End: true}, KeyEnd, Target{}},
	}
	for i, tc := range tests {
		var found bool
		for _, in := range m.Update(tc.p, tc.k, hit, nil) {
			if in.Kind == tc.want {
				found = true
				if in.Over != tc.over || (in.Kind == Scroll && in.Amount != tc.p.Wheel) {
					t.Errorf("case %d: %+v, want over %+v and amount %v", i, in, tc.over, tc.p.Wheel)
				}
			}
		}
		if !found {
			t.Errorf("case %d: no intent of kind %d", i, tc.want)
		}
	}
}

// TestTouchLandsWhereItTouches: a finger pressed far from where the mouse
// last was presses what it touches (the one-frame-late correction is the
// mouse's).
func TestTouchLandsWhereItTouches(t *testing.T) {
	tile, slot := Target{Kind: 1}, Target{Kind: 2}
	hit := func(x, y float64) Target {
		if x < 100 {
			return tile
		}
		return slot
	}
	m := Machine{Draggable: func(t Target) bool { return t == tile }}
	m.Update(Pointer{X: 500, Y: 500}, Keys{}, hit, nil) // the mouse, last over a slot
	m.Update(Pointer{X: 50, Y: 50, Down: true, Touch: true}, Keys{}, hit, nil)
	var started bool
	for _, in := range m.Update(Pointer{X: 80, Y: 90, Down: true, Touch: true}, Keys{}, hit, nil) {
		started = started || in.Kind == DragStart && in.Target == tile
	}
	if !started {
		t.Fatal("a finger on a tile, after the mouse rested on a slot, does not drag the tile")
	}
}
