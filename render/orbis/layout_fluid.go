package orbis

import (
	"math"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// The play scene in a phone's or a tablet's window (a fluid frame: one
// design unit a CSS pixel, the window's own size). The seat to act has the
// width, its pyramid as large as the window allows, its name, score and
// realm in the pyramid's top corners; the display and the gods share the
// rest; the other seats are tabs that open them large; the log is in a
// drawer. Every piece a finger hits is at least fingerPx across.

// The fluid layout's measures, in CSS pixels.
const (
	fingerPx   = 44.0 // Apple's guideline, WCAG 2.5.5
	fluidM     = 8.0  // the margin at the window's edges
	fluidGap   = 6.0
	fluidBar   = 48.0 // the top bar, its buttons fingerPx high
	fluidTabH  = 56.0 // another seat's tab: its name, score and a small pyramid
	fluidWords = 20.0 // the line saying the round and whose turn it is
	fluidGuide = 62.0 // the next move in words, four lines
	godR       = 27.0 // a god's hexagon: fingerPx across
	// minSlotR is the smallest pyramid a finger plays on: its slots
	// (0.97 of its r) fingerPx across, and a little more.
	minSlotR = 26.7
	minTileR = 27.0 // the smallest display tile: fingerPx across and more
	// pyramidSpan is a pyramid's width with the ends beyond its base row,
	// in units of its r: 6.9 times the square root of 3.
	pyramidSpan = 11.951
	// trayRoom is the least distance between the display's columns: the
	// worshippers' trays, as wide as on the desktop, never meet.
	trayRoom = trayMaxW + 4
	// realmCell is a colour of the active realm: its cube and count.
	realmCell = fingerPx
)

// barButtons places the top bar's buttons from the right edge leftwards
// and returns where they begin.
func (l *Layout) barButtons(right, y float64) float64 {
	for _, b := range []struct {
		id ButtonID
		w  float64
	}{{BtnMenu, 72}, {BtnHelp, fingerPx}, {BtnLegend, 80}, {BtnLog, 84}} {
		right -= b.w
		l.Buttons[b.id] = l.R(right, y, b.w, fingerPx)
		right -= fluidGap
	}
	return right
}

// placeTabs lays the other seats out as tabs side by side in a row.
func (l *Layout) placeTabs(x, y, w, h float64) {
	others := float64(l.Players - 1)
	tw := (w - fluidGap*(others-1)) / others
	order := 0.0
	for seat := range l.Players {
		if seat == l.Active {
			continue
		}
		x0 := x + order*(tw+fluidGap)
		order++
		a := SeatArea{Seat: seat, Compact: true, Frame: l.R(x0, y, tw, h)}
		// A small pyramid at the right, the name above the score at the left.
		r := math.Min((h-8)/8, (tw*0.5)/(5*math.Sqrt(3)))
		pw := 5 * math.Sqrt(3) * r
		l.pyramid(&a, x0+tw-6-pw+r*math.Sqrt(3)/2, y+h-4-r, r)
		text := tw - pw - 16
		a.Name = l.R(x0+8, y+4, text, 24)
		a.Score = l.R(x0+8, y+28, text, 22)
		if h < fluidTabH { // one line, the name then the score, and no pyramid
			a.Slots = [rules.PyramidSlots]render.Hex{}
			a.Name = l.R(x0+8, y, (tw-16)*0.6, h)
			a.Score = l.R(x0+8+(tw-16)*0.6, y, (tw-16)*0.4, h)
		}
		a.RealmTotal = a.Score
		l.Seats[seat] = a
	}
}

// pyramid places a seat's slots: the base row's first centre at baseX,
// baseY, hexagons of radius r (design units); the ends beside the base row.
func (l *Layout) pyramid(a *SeatArea, baseX, baseY, r float64) {
	w := r * math.Sqrt(3)
	for slot := range rules.PyramidSlots {
		row, c := rules.SlotRowCol(slot)
		a.Slots[slot] = render.Hex{CX: l.X(baseX + (float64(c)+float64(row)/2)*w), CY: l.Y(baseY - float64(row)*1.5*r), R: l.Px(r * 0.97)}
	}
	left, right := a.Slots[0], a.Slots[rules.RowLen(0)-1]
	gap := l.Px(0.95 * w)
	a.Ends = [2]render.Hex{
		{CX: left.CX - left.Width()/2 - gap/2, CY: left.CY, R: l.Px(r * 0.55)},
		{CX: right.CX + right.Width()/2 + gap/2, CY: right.CY, R: l.Px(r * 0.55)},
	}
}

// activeSeat places the seat to act: its pyramid centred in the box x, y,
// w, h (r its size), and in the corners beside the apex its name, score,
// god and tokens on the left, its realm on the right.
func (l *Layout) activeSeat(x, y, w, r float64) {
	a := SeatArea{Seat: l.Active}
	cx := x + w/2
	baseY := y + 7*r
	l.pyramid(&a, cx-2*r*math.Sqrt(3), baseY, r)
	a.Frame = l.R(x, y, w, 8*r)
	// The corners: beside rows 2 to 4, clear of the slots of row 2.
	row2 := 1.5 * r * math.Sqrt(3) // half the width of row 2's three slots
	cw := w/2 - row2 - fluidGap
	// The left corner: name, who plays, the score and god, the tokens.
	a.Name = l.R(x, y, cw, 22)
	a.Kind = l.R(x, y+22, cw, 16)
	a.Score = l.R(x, y+38, cw, 24)
	a.God = render.Hex{CX: l.X(x + godR*math.Sqrt(3)/2), CY: l.Y(y + 64 + godR*0.9), R: l.Px(godR * 0.9)}
	a.Tokens = l.R(x+godR*math.Sqrt(3)+fluidGap, y+64, cw, fingerPx)
	// The right corner: the realm's heading, and its colours two to a row.
	rx := x + w - cw
	l.RealmHead = l.R(rx, y, cw, 18)
	cols := math.Max(1, math.Min(5, math.Floor((cw+fluidGap/2)/(realmCell+2))))
	for c := range rules.NumColors {
		row, col := math.Floor(float64(c)/cols), math.Mod(float64(c), cols)
		inRow := math.Min(cols, rules.NumColors-row*cols) // a short last row keeps to the right, clear of the slots
		a.Realm[c] = l.R(rx+cw-(inRow-col)*(realmCell+2), y+20+row*(realmCell+2), realmCell, realmCell)
	}
	l.Seats[l.Active] = a
	l.Info = render.Rect{}
}

// controls places the active seat's buttons in two rows: the exchange
// and the Wilderness above, undo, redo, hint and the end of the turn below.
func (l *Layout) controls(x, y, w float64) {
	half := (w - fluidGap) / 2
	l.Buttons[BtnExchange] = l.R(x, y, half, fingerPx)
	l.Buttons[BtnWild] = l.R(x+half+fluidGap, y, half, fingerPx)
	y += fingerPx + fluidGap
	small := (w - 3*fluidGap) / 4.6
	l.Buttons[BtnUndo] = l.R(x, y, small, fingerPx)
	l.Buttons[BtnRedo] = l.R(x+small+fluidGap, y, small, fingerPx)
	l.Buttons[BtnHint] = l.R(x+2*(small+fluidGap), y, small, fingerPx)
	end := x + 3*(small+fluidGap)
	l.Buttons[BtnEndTurn] = l.R(end, y, x+w-end, fingerPx)
}

// market places the display's nine tiles (radius rd) in the box x, y, w,
// and the gods in a row under them, unless they are in the drawer; it
// returns the market's foot.
func (l *Layout) market(x, y, w, rd float64) float64 {
	step := math.Min((w-rd*math.Sqrt(3))/2, math.Max(trayRoom, 1.95*rd))
	x0 := x + w/2 - step
	rowStep := 2*rd + 2
	for pos := range rules.DisplaySize {
		r, c := pos/3, pos%3
		l.Display[pos] = render.Hex{CX: l.X(x0 + step*float64(c)), CY: l.Y(y + rd + rowStep*float64(r)), R: l.Px(rd)}
	}
	y += 2*rowStep + 2*rd
	if l.SupplyInDrawer {
		return y
	}
	return l.supplyRow(x, y+fluidGap+16, w) // the gods' heading above them
}

// supplyRow places the gods in a row from x, y, and beside them the
// temples and the piles when there is room; it returns the row's foot.
func (l *Layout) supplyRow(x, y, w float64) float64 {
	gw := godR * math.Sqrt(3)
	gstep := math.Min(gw+fluidGap, (w-gw)/4)
	for i := range l.Gods {
		l.Gods[i] = render.Hex{CX: l.X(x + gw/2 + gstep*float64(i)), CY: l.Y(y + godR), R: l.Px(godR)}
	}
	room := w - (gstep*4 + gw + 2*fluidGap)
	if room >= 4*46+3*fingerPx+2*fluidGap {
		l.Temples = l.R(x+w-room, y+godR-fingerPx/2, 4*46, fingerPx)
		for i := range l.Piles {
			l.Piles[i] = l.R(x+w-3*fingerPx+float64(i)*fingerPx, y+godR-fingerPx/2, fingerPx, fingerPx)
		}
	}
	return y + 2*godR
}

// drawer places the log's drawer over the table between two heights, at
// its head the round when the table does not say it, the gods when the
// table had no room for them, the temples and the piles.
func (l *Layout) drawer(top, bottom float64) {
	if !l.Drawer {
		return
	}
	x, w := fluidM+8, l.DW-2*fluidM-16
	if l.TopWords.W == 0 {
		l.DrawerWords = l.R(x, top+6, w, fluidWords)
		top += fluidWords + 6
	}
	if l.TabsInDrawer {
		l.placeTabs(x, top+6, w, fingerPx)
		top += fingerPx + 6
	}
	if l.SupplyInDrawer {
		top = l.supplyRow(x, top+6+16, w) + fluidGap
	}
	if l.Temples.W == 0 {
		l.StockInDrawer = true
		l.Temples = l.R(x, top+6, 4*46, fingerPx)
		for i := range l.Piles {
			l.Piles[i] = l.R(x+w-float64(3-i)*(fingerPx+4), top+6, fingerPx, fingerPx)
		}
		top += fingerPx + 12
	}
	l.Log = l.R(fluidM, top, l.DW-2*fluidM, bottom-top)
}

// placePortrait lays the table out in a window taller than wide: the bar,
// the round, the other seats' tabs, the display and the gods, the next
// move in words, the pyramid, and two rows of buttons at the foot. A short
// window (a small phone's) says the round in the drawer and keeps the gods
// there, its tabs a line each and its words three lines.
func (l *Layout) placePortrait() {
	W, H := l.DW, l.DH
	m := fluidM
	short := H < 720
	l.TopBar = l.R(0, 0, W, fluidBar)
	l.barButtons(W-m, 2)
	y := fluidBar
	tabH, guide, godsRow := fluidTabH, fluidGuide, 16+2*godR+fluidGap
	if short {
		tabH, guide, godsRow = fingerPx, 3*15+2, 0
		l.SupplyInDrawer = true
	} else {
		l.TopWords = l.R(m, y, W-2*m, fluidWords)
		y += fluidWords + 2
	}
	top := y
	l.placeTabs(m, y, W-2*m, tabH)
	y += tabH + fluidGap
	rowA := H - m - 2*fingerPx - fluidGap
	bottom := rowA - fluidGap
	if rv := &l.Review; rv.Asked() { // the viewer's bar at the foot: its words over its rows
		guide = 0
		rv.Rows = render.Rect{X: m, Y: H - m - rv.RowsH, W: W - 2*m, H: rv.RowsH}
		rv.Words = render.Rect{X: m, Y: rv.Rows.Y - fluidGap - rv.WordsH, W: W - 2*m, H: rv.WordsH}
		bottom = rv.Words.Y - fluidGap
	} else {
		l.controls(m, rowA, W-2*m)
	}
	// What is left is shared by the display and the pyramid: the display
	// 6 of its radius high, the pyramid 8 of its r; the pyramid as wide
	// as the window allows, the display's tiles no larger than the
	// desktop's; neither smaller than a finger.
	avail := bottom - y - godsRow - guide - fluidGap
	r := math.Max(minSlotR, math.Min((W-2*m)/pyramidSpan, (avail-4)/(8+6*1.0)))
	rd := math.Min(64, math.Min((avail-8*r-4)/6, (W-2*m-2*trayRoom)/math.Sqrt(3)))
	rd = math.Max(rd, minTileR)
	y = l.market(m, y, W-2*m, rd) + fluidGap
	l.Guide = l.R(m, y, W-2*m, guide)
	l.Notes, l.NotesMax = l.Guide, l.Px(bottom-y)
	y += guide
	l.activeSeat(m, math.Max(y, bottom-8*r), W-2*m, r)
	a := &l.Seats[l.Active]
	l.Pays = render.Rect{X: a.Name.X, Y: a.Tokens.Y + a.Tokens.H + l.Px(2), W: a.Name.W, H: l.Px(20)}
	if l.Picking { // at the guide's place: the display stays in sight
		l.panelOver(l.Guide)
	} else {
		l.panelOver(l.R(m, top, W-2*m, bottom-top))
	}
	l.drawer(fluidBar, bottom)
}

// placeLandscape lays the table out in a window wider than tall: the
// display and the gods on the left, the pyramid in the middle and its
// buttons in a column at the right, the other seats' tabs in the top bar.
func (l *Layout) placeLandscape() {
	W, H := l.DW, l.DH
	m := fluidM
	if W < 760 {
		l.placeNarrowLandscape()
		return
	}
	l.TopBar = l.R(0, 0, W, fluidBar)
	left := l.barButtons(W-m, 2)
	// The tabs in the bar, the round before them when there is room.
	others := float64(l.Players - 1)
	tabsW := math.Min(left-m-fluidGap, others*170)
	if words := left - m - fluidGap - tabsW; words >= 220 {
		l.TopWords = l.R(m, 2, words-fluidGap, fingerPx)
	}
	l.placeTabs(left-fluidGap-tabsW, 2, tabsW, fingerPx)
	// The left column: the display as tall as the window allows, the
	// gods under it.
	y := fluidBar + fluidGap
	if l.Review.Asked() {
		l.reviewLandscape(y)
		return
	}
	godsRow := 16 + 2*godR + fluidGap
	rd := math.Max(minTileR, math.Min(64, (H-y-m-godsRow-4)/6))
	colW := math.Max(2*trayRoom+rd*math.Sqrt(3), 4*(godR*math.Sqrt(3)+fluidGap)+godR*math.Sqrt(3))
	l.market(m, y, colW, rd)
	// The right column: the buttons.
	const bw = 150.0
	bx := W - m - bw
	rows := []float64{H - m - fingerPx}
	for range 3 {
		rows = append(rows, rows[len(rows)-1]-fingerPx-fluidGap)
	}
	l.Buttons[BtnEndTurn] = l.R(bx, rows[0], bw, fingerPx)
	l.Buttons[BtnHint] = l.R(bx, rows[1], bw, fingerPx)
	half := (bw - fluidGap) / 2
	l.Buttons[BtnUndo] = l.R(bx, rows[2], half, fingerPx)
	l.Buttons[BtnRedo] = l.R(bx+half+fluidGap, rows[2], half, fingerPx)
	l.Buttons[BtnWild] = l.R(bx, rows[3], bw, fingerPx)
	l.Buttons[BtnExchange] = l.R(bx, rows[3]-fingerPx-fluidGap, bw, fingerPx)
	// The middle: the pyramid at the foot, the next move above it.
	x := m + colW + 2*fluidGap
	w := bx - fluidGap - x
	top := fluidBar + fluidGap
	r := math.Max(minSlotR, math.Min(w/pyramidSpan, (H-m-top-fluidGuide)/8))
	py := H - m - 8*r
	l.Guide = l.R(x, top, w, math.Max(fluidGuide, py-top))
	l.Notes, l.NotesMax = l.Guide, l.Px(H-m-top)
	l.activeSeat(x, py, w, r)
	l.Pays = l.R(bx, rows[3]-2*(fingerPx+fluidGap)-20, bw, 20)
	if l.Picking { // over the pyramid: the display stays in sight
		l.panelOver(l.Guide)
	} else {
		l.panelOver(l.R(m, y, colW, H-y-m))
	}
	l.drawer(fluidBar, H-m)
}

// panelOver places the choice panel over a box (the display's, which a
// choice leaves alone): a title, the colours side by side, each with its
// − and + under it (or the exchange's two rows), the hint, the buttons.
func (l *Layout) panelOver(box render.Rect) {
	x, y, w := (box.X-l.X(0))/l.S, (box.Y-l.Y(0))/l.S, box.W/l.S
	const head = 44 // the title, two lines
	h := head + 3*fingerPx + 2*4 + 36 + fingerPx + 8
	if l.Picking {
		h = head + 36 + fingerPx + 8
	}
	l.Panel = l.R(x, y, w, h)
	cw := (w - 16 - 4*4) / 5
	for col := range rules.NumColors {
		cx := x + 8 + float64(col)*(cw+4)
		row := &l.PanelRow[col]
		row.Pick = l.R(cx, y+head, cw, fingerPx)
		row.Minus = l.R(cx, y+head+fingerPx+4, cw, fingerPx)
		row.Plus = l.R(cx, y+head+2*(fingerPx+4), cw, fingerPx)
	}
	// The exchange: two rows of colours, each under its label.
	chip := (w - 16 - 4*4) / 5
	for col := range rules.NumColors {
		cx := x + 8 + float64(col)*(chip+4)
		row := &l.PanelRow[col]
		row.Give = l.R(cx, y+head+18, chip, fingerPx)
		row.Get = l.R(cx, y+head+2*18+fingerPx+6, chip, fingerPx)
	}
	bw := (w - 16 - 8) / 2
	by := y + h - 8 - fingerPx
	l.Buttons[BtnConfirm] = l.R(x+8+bw+8, by, bw, fingerPx)
	l.Buttons[BtnDecline] = l.R(x+8, by, bw, fingerPx)
}

// placeNarrowLandscape lays the table out in a small phone's window on its
// side (640x360): the display on the left, the realm, the next move in
// words and the hint and the end of the turn under it; on the right the
// bar, the pyramid and two rows of buttons. The other seats' tabs, the
// round, the gods, the temples and the piles are in the log's drawer.
func (l *Layout) placeNarrowLandscape() {
	W, H := l.DW, l.DH
	m := fluidM
	l.TabsInDrawer, l.SupplyInDrawer = true, true
	r := minSlotR
	w := pyramidSpan * r
	colW := W - 3*m - w
	x := 2*m + colW
	l.TopBar = l.R(x, 0, W-x, fingerPx+4)
	l.barButtons(W-m, 2)
	// The right: the pyramid under the bar, the buttons under it.
	py := fingerPx + 6
	l.activeSeat(x, py, w, r)
	rowA := py + 8*r + 4
	half := (w - fluidGap) / 2
	l.Buttons[BtnExchange] = l.R(x, rowA, half, fingerPx)
	l.Buttons[BtnWild] = l.R(x+half+fluidGap, rowA, half, fingerPx)
	l.Buttons[BtnUndo] = l.R(x, rowA+fingerPx+4, half, fingerPx)
	l.Buttons[BtnRedo] = l.R(x+half+fluidGap, rowA+fingerPx+4, half, fingerPx)
	// The left: the display as large as its column allows, the realm in a
	// row, the words, then the hint and the end of the turn.
	foot := H - m - fingerPx
	guide := 4*15 + 2.0
	if rv := &l.Review; rv.Asked() { // the viewer's rows under the pyramid, its words in the guide's room down to the foot
		foot, guide = H-m+fluidGap, rv.WordsH
		rv.Rows = render.Rect{X: x, Y: H - m - rv.RowsH, W: w, H: rv.RowsH}
	} else {
		l.Buttons[BtnHint] = l.R(m, foot, (colW-fluidGap)/2, fingerPx)
		l.Buttons[BtnEndTurn] = l.R(m+(colW+fluidGap)/2, foot, (colW-fluidGap)/2, fingerPx)
	}
	realmY := foot - fluidGap - guide - fluidGap - realmCell
	rd := math.Max(minTileR, math.Min((colW-2*trayRoom)/math.Sqrt(3), (realmY-fluidGap-4-4)/6))
	l.market(m, 4, colW, rd)
	a := &l.Seats[l.Active]
	for c := range rules.NumColors {
		a.Realm[c] = l.R(m+float64(c)*(realmCell+2), realmY, realmCell, realmCell)
	}
	l.RealmHead = l.R(m+5*(realmCell+2), realmY, colW-5*(realmCell+2), realmCell)
	l.RealmHead.Y += l.Px(realmCell-18) / 2
	l.RealmHead.H = l.Px(18)
	l.RealmShort = true
	l.Guide = l.R(m, realmY+realmCell+fluidGap, colW, guide)
	l.Notes, l.NotesMax = l.Guide, l.Px(H-m-py)
	l.Pays = l.R(x+w/2+r*2, py, w/2-r*2, 20)
	// A choice covers the pyramid, leaving the display and the realm in
	// sight (the Volcano's worshippers are picked there).
	l.panelOver(l.R(x, py, w, H-py-4))
	l.Panel.H = l.Px(H - py) // all of the pyramid's buttons under it, none cut
	if rv := &l.Review; rv.Asked() {
		rv.Words = render.Rect{X: m, Y: realmY + realmCell + fluidGap, W: colW, H: guide}
		l.drawer(fingerPx+4, min(rv.Words.Y, rv.Rows.Y)-fluidGap)
		return
	}
	l.drawer(fingerPx+4, H)
}
