package orbit

import (
	"math"

	"orbis/render"
)

// A fluid table's measures, in CSS pixels (a fluid frame's design units):
// a finger's button and hex, and the room between things.
const (
	fluidMargin = 8.0
	fluidGap    = 8.0
	fluidButton = 44.0 // a button's height, and the least a finger hits
	fluidHead   = 20.0 // a panel's head line
	fluidTab    = 52.0 // another captain's tab in the strip
	fluidText   = 12.0 // the least size of a word, a piece's too
	// fluidHex is the least radius of a ring's hex: its hit region (0.88
	// of it) is a finger's 44 across.
	fluidHex = 26.0
	// fluidPanelTop is the room over the large system's prompt: its name
	// and note.
	fluidPanelTop = 50.0
	// fluidShipOut is how far a ship's centre stands from its ring's
	// centre, in radii, at the hex's cap: a finger's circle round it stays
	// in the panel.
	fluidShipOut = 1 + 0.34*1.2
	// fluidNarrowTab is the least width of a tab in a row of the strip;
	// fluidStripTab the least one whose score is written out in words.
	fluidNarrowTab = 60.0
	fluidStripTab  = 110.0
)

// Rooms lays a fluid table out for a prompt promptH, a status line
// statusH high (design units) and the move's buttons in moveRows rows:
// upright, the bar's buttons on top, the status, the other captains'
// tabs, the large system across the width, the move's buttons, the goals,
// the market and the tracker under it; on its side, the large system on
// the left and the rest on the right. What finds no room (the goals, then
// the tracker) goes into the drawer, with the log.
func (l *Layout) Rooms(promptH, statusH float64, moveRows int) {
	l.Status.H, l.Moves.Rows = statusH, moveRows
	l.GoalsInDrawer, l.TrackerInDrawer, l.tightSide = false, false, false
	for {
		fits := l.placeFluid(promptH, statusH, moveRows)
		switch {
		case fits:
			return
		case !l.GoalsInDrawer:
			l.GoalsInDrawer = true
		case !l.TrackerInDrawer:
			l.TrackerInDrawer = true
		case !l.tightSide:
			l.tightSide = true // the market's hexes down to a finger's least
		default:
			return // the smallest the ring gets: it is laid out anyway
		}
	}
}

// placeFluid places everything and reports whether the large ring's hexes
// are a finger's size.
func (l *Layout) placeFluid(promptH, statusH float64, moveRows int) bool {
	W, H, m, g := l.DW, l.DH, fluidMargin, fluidGap
	l.TextFloor = l.Px(fluidText)
	l.HeadSize, l.LogSize, l.Notes = l.Px(14), l.Px(13), l.Px(13)
	l.TrackerRow = true
	l.TopBar = l.R(0, 0, W, fluidButton+2*4)
	portrait := l.Layout == render.Portrait
	others := l.Players - 1
	if l.Crowd {
		others = 0 // the game's grid shows them
	}
	// x0 and cw: the column of the prompt, the buttons and the side.
	x0, cw := m, W-2*m
	big := &l.Systems[l.Active]
	var ringTop, ringRoom, ringW float64
	y := 4.0
	var stripCol float64 // on its side, many captains: their tabs' column
	if !portrait {
		side := min(H-2*m, W*0.46)
		if others > 2 {
			stripCol = 104
			if W >= 960 { // a tablet: tabs with the score in words and a glance of the system
				stripCol = 150
			}
		}
		x0 = m + side + g
		cw = W - x0 - m - stripCol
		if stripCol > 0 {
			cw -= g
		}
		big.Box = l.R(m, m, side, H-2*m)
		l.TopBar = l.R(x0-g/2, 0, W-x0+g/2, fluidButton+2*4) // over the column beside the system
		ringTop, ringRoom, ringW = m+fluidPanelTop, H-2*m-fluidPanelTop-4, side-8
	}
	barW := cw
	if stripCol > 0 {
		barW += stripCol + g // over the tabs' column too
	}
	l.Bar = ButtonRow{X: x0, Y: y + fluidButton/2, W: (barW - 3*g) / 4, H: fluidButton, Gap: g}
	y += fluidButton + 4
	l.Status = l.R(x0, y, cw, statusH)
	y += statusH + 4
	// The tabs of the others: in rows under the status upright; on its
	// side a row at the foot of the column, or a column of their own.
	stripRows, stripCols := 0, 0
	if others > 0 {
		stripRows = 1
		if cw/float64(others) < fluidNarrowTab {
			stripRows = 2
		}
		stripCols = (others + stripRows - 1) / stripRows
	}
	stripH := float64(stripRows) * (fluidTab + g)
	if portrait && others > 0 {
		l.placeStrip(x0, y, cw, fluidTab, stripCols)
		y += stripH
	}
	if !portrait && stripCol > 0 {
		l.placeStripColumn(W-m-stripCol, fluidButton+8, stripCol, H-fluidButton-8-m)
		stripH = 0
	}
	if portrait {
		top := fluidPanelTop
		if l.tightSide {
			top -= 4 // the prompt right under the name's note
		}
		l.Prompt = l.R(x0+12, y+top, cw-24, promptH)
		ringTop = y + top + promptH + 4
		ringW = cw - 8
	} else {
		l.Prompt = l.R(x0, y, cw, promptH)
		y += promptH + 4
	}
	// From the foot up: the tracker, the market (and the goals), the
	// buttons of the move.
	foot := H - m
	if !portrait && others > 0 && stripCol == 0 {
		l.placeStrip(x0, foot-fluidTab, cw, fluidTab, stripCols)
		foot -= stripH
	}
	if !l.TrackerInDrawer {
		foot -= fluidButton
		l.Tracker = l.R(x0, foot, cw, fluidButton)
		l.TrackerHead = [2]float64{-1, -1} // the row needs no head: its icons say it
		foot -= g
	}
	hexes := 3
	if !l.GoalsInDrawer {
		hexes = 6
	}
	most := 40.0
	switch {
	case H < 760: // a short phone: smaller pieces beside the ring
		most = 32
	case cw >= 600: // a tablet's
		most = 50
	}
	if l.tightSide {
		most = fluidHex
	}
	r := min(most, (cw-g)/float64(hexes)/2-3)
	rows := 1
	if hexes == 6 && (r < 34 || cw/2 < 230) { // goals over the market, whose head needs the width
		r, rows = min(most, cw/3/2-6), 2
	}
	hexRow := fluidHead + math.Sqrt(3)*r + 6
	foot -= hexRow * float64(rows)
	l.Side = l.R(x0, foot, cw, hexRow*float64(rows)+g+fluidButton*b2f(!l.TrackerInDrawer))
	l.placeHexes(x0, foot, cw, r, rows)
	if moveRows > 0 {
		foot -= g
		foot -= float64(moveRows)*(fluidButton+g) - g
	}
	ringGap := g
	if l.tightSide {
		foot += g / 2 // the buttons half a gap nearer the market
		ringGap = g / 2
	}
	l.Moves = ButtonRow{X: x0, Y: foot + fluidButton/2, W: 0, H: fluidButton, Gap: g, Width: cw, Rows: moveRows}
	const finger = fluidButton/2 + 2 + fingerOut // a finger's circle round a ship, beyond the ring
	var radius float64
	if portrait {
		// The ring's top ship may reach with a finger's circle over the
		// prompt, which is no target (unless PromptHit: then its circle
		// stays under it as the foot's does); its foot keeps clear of the
		// buttons.
		ringRoom = foot - ringGap - ringTop - 4
		radius = max(8, min((ringW/2-finger)/fluidShipOut, (ringRoom-finger-4)/(shipReach+fluidShipOut)))
		over, under := radius*shipReach+4, radius*fluidShipOut+finger
		if l.PromptHit { // the top ship's circle as clear of the prompt as the foot's of the buttons
			radius = max(8, min((ringW/2-finger)/fluidShipOut, fingerRadius(ringRoom/2)))
			over, under = fingerOver(radius), fingerOver(radius)
		}
		// The panel reaches down to what is under it, the ring in the
		// middle of its room.
		spare := max(0, ringRoom-over-under)
		big.Box = l.R(x0, y, cw, foot-ringGap-y)
		big.CX, big.CY = l.X(W/2), l.Y(ringTop+spare/2+over)
	} else {
		// On its side the column must hold all that under the prompt.
		if foot < y-1 {
			return false
		}
		radius = max(8, (min(ringW, ringRoom)/2-finger)/fluidShipOut)
		spare := max(0, ringRoom-2*(radius*fluidShipOut+finger))
		big.CX, big.CY = l.X(big.Box.X/l.S+big.Box.W/l.S/2), l.Y(ringTop+spare/2+radius*fluidShipOut+finger)
	}
	big.Radius = l.Px(radius)
	l.placeDrawer(x0, cw)
	return HexRadius(radius, max(l.ringLen, 6)) >= fluidHex
}

// fingerOver is how far from a fluid ring's centre a finger's circle
// round a ship reaches at most, for a ring of radius r (design units): the
// ship at its hex's cap, pushed out (fingerPush) and its reach.
func fingerOver(r float64) float64 {
	const reach = fluidButton/2 + 2
	return max(r*fluidShipOut+2+reach, r+3*reach+2)
}

// fingerRadius is the largest ring radius whose ships' finger's circles
// reach no further than d from its centre (fingerOver's inverse).
func fingerRadius(d float64) float64 {
	const reach = fluidButton/2 + 2
	return min((d-2-reach)/fluidShipOut, d-3*reach-2)
}

// b2f is 1 for true.
func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// placeStrip puts the other captains' tabs in rows of cols from (x, y),
// each h high.
func (l *Layout) placeStrip(x, y, w, h float64, cols int) {
	tw := (w - float64(cols-1)*fluidGap) / float64(cols)
	i := 0
	for seat := range l.Players {
		if seat == l.Active {
			continue
		}
		row, col := i/cols, i%cols
		s := &l.Systems[seat]
		s.Box = l.R(x+float64(col)*(tw+fluidGap), y+float64(row)*(h+fluidGap), tw, h)
		l.glanceUnder[seat] = l.tabRing(s)
		i++
	}
}

// placeStripColumn puts the other captains' tabs one under another.
func (l *Layout) placeStripColumn(x, y, w, h float64) {
	others := l.Players - 1
	th := min(96, (h-float64(others-1)*fluidGap)/float64(others))
	i := 0
	for seat := range l.Players {
		if seat == l.Active {
			continue
		}
		s := &l.Systems[seat]
		s.Box = l.R(x, y+float64(i)*(th+fluidGap), w, th)
		l.glanceUnder[seat] = l.tabRing(s)
		i++
	}
}

// tabRing gives a tab wide enough a small ring on its right, a glance of
// the system, or one tall enough the ring under its words (it reports
// that); a small one has none.
func (l *Layout) tabRing(s *struct {
	CX, CY, Radius float64
	Box            render.Rect
}) (under bool) {
	s.Radius = 0
	w, h := s.Box.W/l.S, s.Box.H/l.S
	words := 2*TabPad + 2*TabPitch // a name's line and the score's
	switch {
	case w >= 200: // on the right of the words
		radius := (h - 8) / 2 / shipReach
		reach := radius * shipReach
		s.CX, s.CY, s.Radius = s.Box.X+s.Box.W-l.Px(reach+8), s.Box.Y+s.Box.H/2, l.Px(radius)
	case h-words >= 48: // under them
		radius := min(w-16, h-words-8) / 2 / shipReach
		s.CX, s.CY, s.Radius = s.Box.X+s.Box.W/2, s.Box.Y+l.Px(words+(h-words)/2), l.Px(radius)
		return true
	}
	return false
}

// placeHexes puts the goals and the market hexes of radius r in a row
// from (x, y), the goals first (rows 2: the goals over the market); the
// goals are in the drawer when it holds them.
func (l *Layout) placeHexes(x, y, w, r float64, rows int) {
	step := 2*r + 6
	rowH := fluidHead + math.Sqrt(3)*r + 6
	put := func(cx, cy float64) (float64, float64) { return l.X(cx), l.Y(cy) }
	hy := y + fluidHead + math.Sqrt(3)*r/2 + 2
	mx := x
	if !l.GoalsInDrawer {
		for i := range l.Goals {
			l.Goals[i].CX, l.Goals[i].CY = put(x+r+3+float64(i)*step, hy)
			l.Goals[i].R = l.Px(r)
		}
		l.GoalsHead = [2]float64{l.X(x), l.Y(y + fluidHead/2)}
		if rows == 2 {
			hy += rowH
			y += rowH
		} else {
			mx = x + w/2
		}
	}
	for i := range l.Market {
		l.Market[i].CX, l.Market[i].CY = put(mx+r+3+float64(i)*step, hy)
		l.Market[i].R = l.Px(r)
	}
	l.MarketHead = [2]float64{l.X(mx), l.Y(y + fluidHead/2)}
}

// placeDrawer lays the drawer out: under the bar, the column's width
// upright, the whole width on its side; the goals and the tracker it holds
// on top, then the Emperor's table and the log; a wide drawer has the
// Emperor's table on its left.
func (l *Layout) placeDrawer(x0, cw float64) {
	W, H, m, g := l.DW, l.DH, fluidMargin, fluidGap
	top := fluidButton + 8
	dx, dw := x0, cw
	if l.Layout == render.Landscape {
		dx, dw = m, W-2*m
	}
	l.Drawer = l.R(dx, top, dw, H-top-m)
	y := top + 12
	col := dw - 24
	x := dx + 12
	// The Emperor's table on the left of a wide drawer, its whole height
	// (a phone on its side has little); over the log on a narrow one.
	soloW := min(col, 340.0)
	switch {
	case l.Players > 1: // no Emperor: the log has the drawer
		l.Solo = render.Rect{}
	case dw >= 600:
		l.Solo = l.R(x, y, soloW, H-m-12-y)
		x, col = x+soloW+g, col-soloW-g
	}
	if l.GoalsInDrawer {
		r := min(40, col/3/2-3)
		l.GoalsHead = [2]float64{l.X(x), l.Y(y + fluidHead/2)}
		for i := range l.Goals {
			l.Goals[i].CX, l.Goals[i].CY, l.Goals[i].R = l.X(x+r+3+float64(i)*(2*r+6)), l.Y(y+fluidHead+math.Sqrt(3)*r/2+2), l.Px(r)
		}
		y += fluidHead + math.Sqrt(3)*r + 8 + g
	}
	if l.TrackerInDrawer {
		l.Tracker = l.R(x, y, col, fluidButton)
		y += fluidButton + g
	}
	if l.Players == 1 && dw < 600 {
		l.Solo = l.R(x, y, col, min(600, H-m-12-y))
	}
	l.LogHead = [2]float64{l.X(x), l.Y(y + fluidHead/2)}
	l.Log = l.R(x, y+fluidHead+4, col, H-m-12-y-fluidHead-4)
}

// LogUnder moves a narrow drawer's log under the Emperor's table, h high.
func (l *Layout) LogUnder(h float64) {
	if !l.Fluid() || l.Drawer.W/l.S >= 600 {
		return
	}
	h = min(h, l.Solo.H)
	l.Solo.H = h
	top := l.Solo.Y + h + l.Px(fluidGap)
	l.LogHead = [2]float64{l.Log.X, top + l.Px(fluidHead/2)}
	bottom := l.Log.Y + l.Log.H
	l.Log.Y, l.Log.H = top+l.Px(fluidHead+4), max(0, bottom-top-l.Px(fluidHead+4))
}

// MoveGrid is how many columns of buttons a fluid row of n buttons whose
// widest label is widest pixels wide (at 14 px) takes in a room width
// wide (design units): as many as fit, at most n.
func MoveGrid(f *render.Frame, width float64, n int, widest float64) (cols, rows int) {
	if n == 0 {
		return 1, 0
	}
	cols = n
	for cols > 1 && (width-float64(cols-1)*fluidGap)/float64(cols) < widest/f.S+2*render.LabelMargin+2 {
		cols--
	}
	return cols, (n + cols - 1) / cols
}

// PlaceMoves places the buttons of the move at hand in their row: on the
// desktop centred under the large system, at most 128 wide; on a fluid
// table in a grid of the row's width, as many a row as their labels allow.
func (l *Layout) PlaceMoves(row []render.MenuButton, widest float64) []render.MenuButton {
	n := len(row)
	if n == 0 {
		return row
	}
	mv := l.Moves
	if !l.Fluid() {
		w := min(128, (536-8*float64(n-1))/float64(n))
		left := 292 - (w*float64(n)+8*float64(n-1))/2
		return render.Row(left, 764, w, 40, 8, row...)
	}
	cols, _ := MoveGrid(&l.Frame, mv.Width, n, widest)
	w := (mv.Width - float64(cols-1)*mv.Gap) / float64(cols)
	for i := range row {
		b := &row[i]
		r, c := i/cols, i%cols
		b.W, b.H = w, mv.H
		b.X = mv.X + float64(c)*(w+mv.Gap) + w/2
		b.Y = mv.Y + float64(r)*(mv.H+mv.Gap)
	}
	return row
}

// PlaceBar places the top bar's buttons.
func (l *Layout) PlaceBar(row []render.MenuButton) []render.MenuButton {
	b := l.Bar
	return render.Row(b.X, b.Y, b.W, b.H, b.Gap, row...)
}

// NarrowTab reports whether a seat's tab is too narrow for its score in
// words: it shows the number alone.
func (l *Layout) NarrowTab(seat int) bool { return l.Systems[seat].Box.W/l.S < fluidStripTab }

// tabOnly reports whether a seat's system is drawn as a tab of a fluid
// table's strip.
func (l *Layout) tabOnly(seat int) bool { return l.Fluid() && seat != l.Active }

// hitWhole reports whether a seat's system is hit whole: a small one,
// which a click or a finger opens large, its pieces too small to hit one
// by one (a mouse's 24 pixels, a finger's 44).
func (l *Layout) hitWhole(seat int) bool { return seat != l.Active }
