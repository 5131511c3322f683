package orbis

import (
	"math"

	"orbis/render"
)

// ReviewRoom is the room a replay viewer's bar takes on a fluid table: the
// heights it asks for, in CSS pixels, and where the layout gave them, in
// design units (the bar's): its words, and its rows of buttons at the foot
// where the play has its own buttons.
type ReviewRoom struct {
	WordsH, RowsH float64
	Words, Rows   render.Rect
}

// Asked reports whether a viewer's bar takes the room of the play's
// buttons.
func (r *ReviewRoom) Asked() bool { return r.RowsH > 0 }

// ReviewLayoutIn lays the table out in a phone's or a tablet's window
// (a fluid frame) as the play does, for a replay viewer: no buttons of the
// play, the bar's words and rows (wordsH and rowsH high) at the foot under
// the pyramid, the log's drawer above them. On the desktop's canvas it is
// the play's layout: the viewer places its bar there itself.
func ReviewLayoutIn(f render.Frame, players, active int, drawer bool, wordsH, rowsH float64) *Layout {
	if !f.Fluid() {
		return LayoutIn(f, players, active, false, false)
	}
	l := &Layout{Frame: f, Active: active, Players: players, Drawer: drawer, Review: ReviewRoom{WordsH: wordsH, RowsH: max(rowsH, fingerPx)}}
	if f.Layout == render.Portrait {
		l.placePortrait()
	} else {
		l.placeLandscape()
	}
	return l
}

// reviewLandscape lays a window on its side out for a viewer, under the
// top bar at y: at the left the display and under it the bar's words (the
// gods in the drawer where they leave the display too small), in the
// middle and across the right column the play's buttons leave the
// pyramid over the bar's rows.
func (l *Layout) reviewLandscape(y float64) {
	W, H, m, g := l.DW, l.DH, fluidM, fluidGap
	rv := &l.Review
	godsRow := 16 + 2*godR + g
	room := H - y - m - rv.WordsH - g - 4 // the display's and the gods'
	rd := math.Min(64, (room-godsRow)/6)
	if rd < roomyTileR {
		l.SupplyInDrawer = true
		rd = math.Max(minTileR, math.Min(64, room/6))
	}
	colW := math.Max(2*trayRoom+rd*math.Sqrt(3), 4*(godR*math.Sqrt(3)+g)+godR*math.Sqrt(3))
	foot := l.market(m, y, colW, rd)
	rv.Words = render.Rect{X: m, Y: math.Max(foot+g, H-m-rv.WordsH), W: colW, H: rv.WordsH}
	x := m + colW + 2*g
	w := W - m - x
	rv.Rows = render.Rect{X: x, Y: H - m - rv.RowsH, W: w, H: rv.RowsH}
	top, bottom := fluidBar+g, rv.Rows.Y-g
	r := math.Max(minSlotR, math.Min(w/pyramidSpan, (bottom-top)/8))
	l.Guide = l.R(x, top, w, 0)
	l.Notes, l.NotesMax = l.Guide, 0
	l.activeSeat(x, bottom-8*r, w, r)
	l.panelOver(l.R(m, y, colW, H-y-m))
	l.drawer(fluidBar, math.Min(rv.Words.Y, rv.Rows.Y)-g)
}

// roomyTileR is the least display tile beside which the gods stay on a
// viewer's table on its side: smaller, they go to the drawer.
const roomyTileR = 36.0
