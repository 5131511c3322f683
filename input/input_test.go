package input

import (
	"math"
	"testing"
)

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

// finger is one frame of a finger: where it is and whether it is down.
type finger struct {
	x, y float64
	down bool
}

// held is n frames of a finger held down at (x, y).
func held(n int, x, y float64) []finger {
	f := make([]finger, n)
	for i := range f {
		f[i] = finger{x, y, true}
	}
	return f
}

// fingers joins runs of frames.
func fingers(runs ...[]finger) []finger {
	var all []finger
	for _, r := range runs {
		all = append(all, r...)
	}
	return all
}

// TestTouch: a finger taps, holds for what hovering shows, and carries a
// dragged piece above itself, the drop landing where the piece is. Frames
// are 1/60 s, so LongPressFrames is the long press's half second.
func TestTouch(t *testing.T) {
	tile, slot, button := scene[0].target, scene[1].target, scene[2].target
	const tx, ty = 350.0, 330.0 // on the tile
	up := func(x, y float64) []finger { return []finger{{x, y, false}} }
	tests := []struct {
		name    string
		density float64
		frames  []finger
		want    []Intent // Kind, Target, Over; X, Y where want gives them non-zero
	}{
		{"a tap is a click", 1, fingers(held(3, tx, ty), up(tx, ty)),
			[]Intent{{Kind: Click, Target: tile, Over: tile}}},
		{"a finger wobbling within its slop still taps", 1, fingers(held(2, 1060, 750), held(2, 1068, 754), up(1068, 754)),
			[]Intent{{Kind: Click, Target: button, Over: button}}},
		{"held a little less than a long press: a click", 1, fingers(held(LongPressFrames, tx, ty), up(tx, ty)),
			[]Intent{{Kind: Click, Target: tile, Over: tile}}},
		{"a long press hovers at the press point, and its release is no click", 1,
			fingers(held(LongPressFrames/2, tx, ty), held(LongPressFrames/2+1, tx+4, ty+3), up(tx+4, ty+3)),
			[]Intent{{Kind: Hover, Over: tile, X: tx, Y: ty}}},
		{"what a long press shows stays after the finger lifts, until a tap elsewhere", 1,
			fingers(held(LongPressFrames+1, tx, ty), up(tx, ty), up(tx, ty), up(tx, ty), held(2, 1100, 760), up(1100, 760)),
			[]Intent{{Kind: Hover, Over: tile}, {Kind: Hover, X: 1100, Y: 760}, {Kind: Click, Target: button, Over: button}}},
		{"a tap on what a long press shows keeps it shown", 1,
			fingers(held(LongPressFrames+1, tx, ty), up(tx, ty), held(2, tx+10, ty), up(tx+10, ty)),
			[]Intent{{Kind: Hover, Over: tile}, {Kind: Click, Target: tile, Over: tile}}},
		{"a long press on nothing shows nothing", 1, fingers(held(LongPressFrames+5, 20, 20), up(20, 20)), nil},
		{"a dragged piece rides above the finger and lands where it is", 1,
			fingers(held(2, tx, ty), held(1, tx+30, ty), held(2, 740, 700), up(740, 700)),
			[]Intent{{Kind: DragStart, Target: tile, X: tx + 30, Y: ty - TouchLift}, {Kind: DragMove, Target: tile, Over: slot, X: 740, Y: 700 - TouchLift},
				{Kind: DragMove, Target: tile, Over: slot}, {Kind: Drop, Target: tile, Over: slot, X: 740, Y: 700 - TouchLift}, {Kind: Hover}}},
		{"a finger on the slot itself holds the piece above it: no drop there", 1,
			fingers(held(2, tx, ty), held(1, tx+30, ty), held(1, 740, 640), up(740, 640)),
			[]Intent{{Kind: DragStart, Target: tile}, {Kind: DragMove, Target: tile}, {Kind: Drop, Target: tile}, {Kind: Hover}}},
		{"on a dense screen the lift is in the hand's pixels", 2,
			fingers(held(2, tx, ty), held(1, tx+30, ty), held(1, 740, 640+2*TouchLift), up(740, 640+2*TouchLift)),
			[]Intent{{Kind: DragStart, Target: tile}, {Kind: DragMove, Target: tile, Over: slot, Y: 640}, {Kind: Drop, Target: tile, Over: slot, Y: 640}, {Kind: Hover}}},
		{"a long press, then a move: the piece is dragged", 1,
			fingers(held(LongPressFrames+1, tx, ty), held(1, 740, 700), up(740, 700)),
			[]Intent{{Kind: Hover, Over: tile}, {Kind: DragStart, Target: tile, Over: slot}, {Kind: Drop, Target: tile, Over: slot}, {Kind: Hover}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := &Machine{Draggable: func(t Target) bool { return t.Kind == kindTile }, Density: tt.density}
			var got []Intent
			for _, f := range tt.frames {
				got = m.Update(Pointer{X: f.x, Y: f.y, Down: f.down, Touch: true}, Keys{}, hit, got)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("intents %+v, want %+v", got, tt.want)
			}
			for i, w := range tt.want {
				g := got[i]
				if g.Kind != w.Kind || g.Target != w.Target || g.Over != w.Over || w.X != 0 && g.X != w.X || w.Y != 0 && g.Y != w.Y {
					t.Errorf("intent %d: %+v, want %+v", i, g, w)
				}
			}
		})
	}
}

// TestScrollFollowsTheFinger: a drag the scene does not lift (a scroll)
// stays under the finger, to the bottom edge.
func TestScrollFollowsTheFinger(t *testing.T) {
	m := &Machine{Draggable: func(Target) bool { return true }, Lifted: func(t Target) bool { return t.Kind == kindTile }, Height: 800}
	var got []Intent
	for _, f := range []finger{{1060, 750, true}, {1060, 770, true}, {1060, 790, true}, {1060, 790, false}} {
		got = m.Update(Pointer{X: f.x, Y: f.y, Down: f.down, Touch: true}, Keys{}, hit, got[:0])
		for _, in := range got {
			if (in.Kind == DragMove || in.Kind == Drop) && in.Y != f.y {
				t.Errorf("%v at y %v, the finger at %v", in.Kind, in.Y, f.y)
			}
		}
	}
}

// TestMouseHeldIsNoLongPress: a mouse held still clicks on release, and is
// not lifted when dragging; hovering is the mouse's own.
func TestMouseHeldIsNoLongPress(t *testing.T) {
	var frames []frame
	for range LongPressFrames * 2 {
		frames = append(frames, frame{350, 330, true, Keys{}})
	}
	frames = append(frames, frame{350, 330, false, Keys{}},
		frame{350, 330, true, Keys{}}, frame{400, 330, true, Keys{}}, frame{740, 640, true, Keys{}}, frame{740, 640, false, Keys{}})
	kinds, last := run(frames)
	want := []Kind{Click, DragStart, DragMove, Drop}
	if len(kinds) != len(want) {
		t.Fatalf("intents %v, want %v", kinds, want)
	}
	for i := range want {
		if kinds[i] != want[i] {
			t.Fatalf("intents %v, want %v", kinds, want)
		}
	}
	if d := last[Drop]; d.Y != 640 || d.Over != scene[1].target {
		t.Errorf("a mouse drop at y 640 landed at y %v on %+v, want the slot under the pointer", d.Y, d.Over)
	}
}

// TestLiftReachesTheBottom: a piece rides TouchLift above the finger, less
// near the bottom edge, where it comes down to the finger; the finger's
// height and the piece's go together, the lower the finger the lower the
// piece.
func TestLiftReachesTheBottom(t *testing.T) {
	tests := []struct {
		y, height, density, want float64
	}{
		{400, 800, 1, TouchLift},
		{680, 800, 1, TouchLift},
		{740, 800, 1, 30},
		{800, 800, 1, 0},
		{810, 800, 1, 0},
		{400, 0, 1, TouchLift},
		{1200, 1600, 2, 2 * TouchLift},
		{1500, 1600, 2, 50},
	}
	for _, tc := range tests {
		if got := Lift(tc.y, tc.height, tc.density); got != tc.want {
			t.Errorf("Lift(%v, %v, %v) = %v, want %v", tc.y, tc.height, tc.density, got, tc.want)
		}
	}
	last := math.Inf(-1)
	for y := 0.0; y <= 800; y++ {
		at := y - Lift(y, 800, 1)
		if at < last {
			t.Fatalf("a finger at %v holds its piece at %v, above where a finger higher up held it (%v)", y, at, last)
		}
		last = at
	}
	if last != 800 {
		t.Errorf("a finger at the bottom edge holds its piece at %v, not at the edge", last)
	}
	// The machine drags with it: a slot on the bottom edge is in reach.
	m := &Machine{Draggable: func(t Target) bool { return t.Kind == kindTile }, Height: 680}
	var got []Intent
	for _, f := range []finger{{350, 330, true}, {380, 330, true}, {740, 670, true}, {740, 677, true}, {740, 677, false}} {
		got = m.Update(Pointer{X: f.x, Y: f.y, Down: f.down, Touch: true}, Keys{}, hit, got[:0])
	}
	if len(got) == 0 || got[0].Kind != Drop || got[0].Over != scene[1].target || got[0].Y != 675.5 {
		t.Errorf("a finger 3 pixels from the bottom edge of a screen 680 high, on a slot there, dropped %+v, want on the slot", got)
	}
}
