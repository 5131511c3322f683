package render

import (
	"strings"
	"testing"
)

// TestScrollKeepsWithinItsEnds: a scrolled column goes no further than
// its ends by the wheel or a finger, follows the finger, and shows only
// what is wholly in its room.
func TestScrollKeepsWithinItsEnds(t *testing.T) {
	s := Scroll{Room: 300, Content: 1000}
	for _, step := range []struct {
		by, want float64
	}{{-50, 0}, {120, 120}, {900, 700}, {-200, 500}} {
		s.By(step.by)
		if s.Offset != step.want {
			t.Fatalf("scrolled by %.0f: at %.0f, want %.0f", step.by, s.Offset, step.want)
		}
	}
	s.Grab(400)
	s.DragTo(300) // the finger goes up 100: the content with it
	if s.Offset != 600 {
		t.Errorf("a drag 100 up leaves the column at %.0f, want 600", s.Offset)
	}
	if !s.Shows(600, 300) || s.Shows(590, 20) || s.Shows(890, 20) {
		t.Error("Shows takes in what is partly out of the room")
	}
	s.Content = 700 // a phone turned: a shorter column
	s.Clamp()
	if s.Offset != 400 || !s.Scrolls() {
		t.Errorf("after the column shrank it is at %.0f, want 400", s.Offset)
	}
	s.Content = 200
	s.Clamp()
	if s.Offset != 0 || s.Scrolls() {
		t.Errorf("a column shorter than its room is scrolled %.0f", s.Offset)
	}
}

// TestGridPlacesRows: buttons go cols to a row, sharing the width, and the
// grid says where it ends.
func TestGridPlacesRows(t *testing.T) {
	b, bottom := Grid(10, 20, 210, 46, 6, 3, make([]MenuButton, 5)...)
	if bottom != 20+46+6+46 {
		t.Errorf("two rows end at %.0f", bottom)
	}
	if b[0].X != 10+33 || b[0].W != 66 || b[3].Y != 20+46+6+23 || b[4].X != 10+66+6+33 {
		t.Errorf("the grid placed %+v", b)
	}
	for _, c := range []struct {
		width, need float64
		n, want     int
	}{{328, 100, 6, 3}, {328, 400, 6, 1}, {900, 80, 4, 4}} {
		if got := FitColumns(c.width, c.need, 8, c.n); got != c.want {
			t.Errorf("FitColumns(%.0f, %.0f, %d) = %d, want %d", c.width, c.need, c.n, got, c.want)
		}
	}
}

// TestWrapAllBreaksALongWord: a path longer than the line breaks between
// its letters, and no line is wider than the width.
func TestWrapAllBreaksALongWord(t *testing.T) {
	tx := NewText()
	path := "/home/someone/.config/orbis/stats.unreadable-20261125-193000.json"
	said := "The record was moved to " + path
	lines := tx.WrapAll(said, 15, 200)
	if strings.ReplaceAll(strings.Join(lines, ""), " ", "") != strings.ReplaceAll(said, " ", "") {
		t.Fatalf("the text was lost: %q", lines)
	}
	for _, l := range lines {
		if w := tx.Width(l, 15, false); w > 200 {
			t.Errorf("%q is %.0f wide, over 200", l, w)
		}
	}
	if len(tx.Wrap(path, 15, 200)) != 1 || len(lines) < 3 {
		t.Errorf("the path took %d lines", len(lines))
	}
}
