package orbis

import (
	"math"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// Target is what a point on the table designates. It has the shape of
// input.Target, so that the game converts one into the other as they are.
type Target struct {
	Kind  int // one of the kinds below
	Index int // display position, god index, slot, button, colour, seat
	Sub   int // the colour of a display cube group, or a panel row's colour
}

// The kinds of table elements a pointer can designate.
const (
	None        = iota
	DisplayTile // Index: display position
	DisplayCube // Index: display position, Sub: colour
	GodTile     // Index: place among the gods still on the table
	Slot        // Index: pyramid slot of the active seat
	Button      // Index: a ButtonID
	PanelMinus  // Index: panel row (a colour)
	PanelPlus   // Index: panel row (a colour)
	PanelPick   // Index: a colour to choose
	SeatPanel   // Index: a seat: a compact panel, or the active seat's name and score (for tooltips)
	RealmCubes  // Index: colour in the active seat's realm
	TempleToken // Index: place among the tokens left
	Pile        // Index: level - 1
	Reduction   // Index: colour of a reduction token of the active seat
	LogLine     // Index: a row of the log as shown, from the top (-1: its title)
	SeatSlot    // Index: a seat drawn compact, Sub: a slot of its pyramid
	PanelGive   // Index: the colour an exchange gives 3 of
	PanelGet    // Index: the colour an exchange gets 1 of
	CoachBox    // the tutorial's words above the pyramid
	DisplayTray // Index: display position: its worshippers together, for their tooltip
)

// PanelShape is which choice is open above the pyramid, for hitting it.
type PanelShape uint8

// The shapes of the choice panel.
const (
	NoPanel       PanelShape = iota
	CountsPanel              // a row of colours, with - and + (or picks)
	ExchangePanel            // a row of colours to give, and one to get
	QuestionPanel            // a question: only its two buttons
	PickPanel                // the Volcano's: worshippers picked on the display
)

// ButtonID names the table's buttons.
type ButtonID int

// The buttons of the play scene.
const (
	BtnEndTurn ButtonID = iota
	BtnUndo
	BtnExchange
	BtnHint
	BtnMenu
	BtnHelp
	BtnConfirm
	BtnDecline
	BtnWild // toggles placing the dragged tile as a Wilderness
	BtnRedo
	BtnLegend // the icons explained
	BtnLog    // a fluid layout's: opens and closes the log's drawer
	numButtons
)

// SeatArea is where one player's universe is drawn.
type SeatArea struct {
	Seat  int
	Frame render.Rect
	Slots [rules.PyramidSlots]render.Hex
	// Ends are the drop targets beyond the ends of the base row
	// (rules.BaseLeft, rules.BaseRight): smaller markers in the gaps beside
	// the pyramid, which keeps its size (only one end can be open at a time).
	Ends   [2]render.Hex
	God    render.Hex
	Name   render.Rect
	Kind   render.Rect // who plays it, under its name: a fluid layout's
	Score  render.Rect
	Realm  [rules.NumColors]render.Rect // one column of cubes per colour
	Tokens render.Rect                  // reduction tokens
	// RealmTotal is where a compact seat says its realm's size.
	RealmTotal render.Rect
	Compact    bool
}

// Layout is the geometry of the play scene for one window size, player
// count and active seat.
type Layout struct {
	render.Frame // the design canvas on the screen; geometry is computed in screen pixels
	TopBar       render.Rect
	Display      [rules.DisplaySize]render.Hex
	Gods         [5]render.Hex
	Temples      render.Rect
	Piles        [3]render.Rect
	Log          render.Rect
	Seats        [rules.MaxPlayers]SeatArea // index: seat
	Active       int
	Players      int
	Reading      float64     // the interface scale of texts read at length; 0 or 1 as designed
	Info         render.Rect // the active seat's side column
	Buttons      [numButtons]render.Rect
	Panel        render.Rect // the choice panel, above the active pyramid
	PanelRow     [rules.NumColors]struct{ Minus, Plus, Pick, Give, Get render.Rect }
	// Guide is where the next move is said, and Notes where the passing
	// boxes open (a notice, a hint, the tutorial's lesson), growing down
	// to NotesMax: the choice panel's place on the desktop, by the pyramid
	// on a phone.
	Guide    render.Rect
	Notes    render.Rect
	NotesMax float64
	// A fluid layout's (a phone's, a tablet's): the log in a drawer, open or
	// not; where the round and whose turn it is are said; the active
	// realm's heading and what the tile in hand costs. Empty on the desktop.
	Drawer   bool
	TopWords render.Rect
	// DrawerWords is where the drawer says the round, when the table has no
	// room for it (TopWords empty); SupplyInDrawer: the gods, the temples
	// and the piles are in the drawer (a short window's).
	DrawerWords    render.Rect
	SupplyInDrawer bool
	StockInDrawer  bool // the temples and the piles are in the drawer
	TabsInDrawer   bool // the other seats' tabs are in the drawer
	Picking        bool // the Volcano's panel is open: no rows, the display in sight
	RealmShort     bool // the realm's heading is its short form, "4 / 10"
	// Pick are the colours the Volcano's open choice destroys on the
	// display (set by the table): their figures are its targets, as wide
	// as a mouse's or a finger's floor. Empty when no Volcano is open.
	Pick      rules.ColorSet
	RealmHead render.Rect
	Pays      render.Rect
	Review    ReviewRoom // a replay viewer's bar on a fluid table (ReviewLayoutIn)
}

// NewLayout computes the play scene's geometry on the desktop's canvas,
// scaled to a window of w x h pixels.
func NewLayout(w, h float64, players, active int) *Layout {
	return LayoutIn(render.NewFrame(w, h), players, active, false, false)
}

// LayoutIn computes the play scene's geometry in a frame: the desktop's
// canvas, or a phone's or a tablet's window (fluid), upright or on its
// side. drawer: the log's drawer is open (a fluid layout's: the desktop
// shows the log at all times); picking: the Volcano's choice is open, its
// worshippers picked on the display, which a phone's panel leaves in sight.
func LayoutIn(f render.Frame, players, active int, drawer, picking bool) *Layout {
	l := &Layout{Frame: f, Active: active, Players: players}
	switch f.Layout {
	case render.Portrait:
		l.Drawer, l.Picking = drawer, picking
		l.placePortrait()
	case render.Landscape:
		l.Drawer, l.Picking = drawer, picking
		l.placeLandscape()
	default:
		l.placeDesktop()
		l.widen()
	}
	return l
}

// placeDesktop lays the table out on the 1280x800 canvas.
func (l *Layout) placeDesktop() {
	players, active := l.Players, l.Active
	l.TopBar = l.R(0, 0, render.DesignW, 44)
	l.Buttons[BtnMenu] = l.R(1170, 6, 100, 32)
	l.Buttons[BtnHelp] = l.R(1126, 6, 36, 32)
	l.Buttons[BtnLegend] = l.R(1014, 6, 104, 32)

	// The display: a 3x3 grid of tiles on the left.
	const dr = 64.0
	for pos := range rules.DisplaySize {
		r, c := pos/3, pos%3
		hx := render.Hex{CX: l.X(96 + 122*float64(c)), CY: l.Y(122 + 126*float64(r)), R: l.Px(dr)}
		l.Display[pos] = hx
	}
	for i := range l.Gods {
		l.Gods[i] = render.Hex{CX: l.X(56 + 80*float64(i)), CY: l.Y(489), R: l.Px(fullDetail)} // large enough for their names
	}
	l.Temples = l.R(18, 540, 250, 44)
	for i := range l.Piles {
		l.Piles[i] = l.R(282+50*float64(i), 540, 44, 44)
	}
	l.Log = l.R(18, 596, 414, 196)

	// The active seat: a large pyramid in the middle, a side column right.
	order := 0
	for seat := range players {
		if seat == active {
			l.Seats[seat] = l.seatArea(seat, false, 0)
			continue
		}
		l.Seats[seat] = l.seatArea(seat, true, order)
		order++
	}
	l.Info = l.R(1040, 316, 228, 476)
	bx, by := 1048.0, 640.0
	l.Buttons[BtnEndTurn] = l.R(bx, by+106, 212, 40)
	l.Buttons[BtnUndo] = l.R(bx, by+58, 66, 40)
	l.Buttons[BtnRedo] = l.R(bx+72, by+58, 66, 40)
	l.Buttons[BtnHint] = l.R(bx+144, by+58, 68, 40)
	l.Buttons[BtnExchange] = l.R(bx, by+10, 212, 40)
	l.Panel = l.R(452, 314, 580, 124)
	for col := range rules.NumColors {
		x := 470 + 84*float64(col)
		row := &l.PanelRow[col]
		row.Minus = l.R(x, 382, 26, 30)
		row.Pick = l.R(x+2, 344, 64, 34)
		row.Plus = l.R(x+42, 382, 26, 30)
		row.Give = l.R(exchangeChipsX+66*float64(col), 338, 60, 32)
		row.Get = l.R(exchangeChipsX+66*float64(col), 376, 60, 32)
	}
	l.Buttons[BtnConfirm] = l.R(900, 340, 120, 36)
	l.Buttons[BtnDecline] = l.R(900, 382, 120, 36)
	l.Buttons[BtnWild] = l.R(bx, by-42, 212, 40)
	l.Guide, l.Notes, l.NotesMax = l.Panel, l.Panel, l.Panel.H
}

// exchangeChipsX is where the exchange's rows of colours begin, after
// their labels.
const exchangeChipsX = 560

// ExchangeLabels are where the exchange panel's rows say what they are.
func (l *Layout) ExchangeLabels() (give, get render.Rect) {
	if l.Fluid() { // over their rows
		g, t := l.PanelRow[0].Give, l.PanelRow[0].Get
		w := l.Panel.W - l.Px(16)
		return render.Rect{X: g.X, Y: g.Y - l.Px(18), W: w, H: l.Px(18)}, render.Rect{X: t.X, Y: t.Y - l.Px(18), W: w, H: l.Px(18)}
	}
	x := l.Panel.X + l.Px(466-452) // the panel moves on a wide screen
	return render.Rect{X: x, Y: l.Y(338), W: l.Px(exchangeChipsX - 472), H: l.Px(32)}, render.Rect{X: x, Y: l.Y(376), W: l.Px(exchangeChipsX - 472), H: l.Px(32)}
}

// ActiveTokenRadius is the radius of the active seat's reduction tokens, in
// design units.
const ActiveTokenRadius = 14

// HitReduction finds the active seat's reduction token under a point, given
// the colours the seat holds.
func (l *Layout) HitReduction(x, y float64, held rules.ColorSet) (rules.Color, bool) {
	a := &l.Seats[l.Active]
	r := l.TokenRadius()
	for i, c := range held.Colors() {
		cx, cy := tokenX(a.Tokens, r, i, l), a.Tokens.Y+a.Tokens.H/2
		if (x-cx)*(x-cx)+(y-cy)*(y-cy) <= r*r {
			return c, true
		}
	}
	return 0, false
}

// TokenRadius is the radius of the active seat's reduction tokens, in
// screen pixels: a finger's target on a phone.
func (l *Layout) TokenRadius() float64 {
	if l.Fluid() {
		return l.Px(fingerPx / 2)
	}
	return ActiveTokenRadius * l.S
}

// TempleAt returns the centre of the i-th temple token on the table.
func (l *Layout) TempleAt(i int) (x, y float64) {
	return l.Temples.X + l.Px(22+46*float64(i)), l.Temples.Y + l.Temples.H/2
}

// TempleRadius is a temple token's radius, in screen pixels.
func (l *Layout) TempleRadius() float64 {
	if l.Fluid() {
		return l.Px(fingerPx / 2)
	}
	return l.Px(19)
}

// supplyHit is the temple token or the pile under a point.
func (l *Layout) supplyHit(x, y float64) Target {
	if l.Temples.W > 0 {
		r := l.TempleRadius()
		for i := range rules.MaxPlayers {
			cx, cy := l.TempleAt(i)
			if dx, dy := x-cx, y-cy; dx*dx+dy*dy <= r*r {
				return Target{Kind: TempleToken, Index: i}
			}
		}
	}
	for lv := range l.Piles {
		if l.Piles[lv].Contains(x, y) {
			return Target{Kind: Pile, Index: lv}
		}
	}
	return Target{}
}

// seatArea lays out one seat: the active one large, the others as compact
// panels along the top right.
func (l *Layout) seatArea(seat int, compact bool, order int) SeatArea {
	a := SeatArea{Seat: seat, Compact: compact}
	var r, baseX, baseY float64
	// The rivals share the row, a wide screen's extra room too.
	others := float64(l.Players - 1)
	rivalW := (816 + l.Extra() - 8*(others-1)) / others
	rivalX := 452 + float64(order)*(rivalW+8)
	switch {
	case compact && (l.Players == 2 || rivalW >= rivalSideBySide):
		// The one opponent has the whole row (or a wide screen's room): its
		// name and realm in a column on the left, its pyramid large beside them.
		x0, y0, w, h := rivalX, 52.0, rivalW, 256.0
		a.Frame = l.R(x0, y0, w, h)
		r = 36
		baseX, baseY = x0+220+(w-220)/2-2*r*math.Sqrt(3), y0+h-6-r
		a.Name = l.R(x0+14, y0+10, 130, 26)
		a.Score = l.R(x0+144, y0+10, 66, 26)
		for col := range rules.NumColors {
			a.Realm[col] = l.R(x0+14+float64(col)*40, y0+48, 38, 24)
		}
		a.RealmTotal = l.R(x0+14, y0+78, 196, 22)
		a.Tokens = l.R(x0+14, y0+108, 200, 22)
	case compact:
		// The realm in a row under the name leaves the pyramid the
		// panel's whole width; fewer opponents share the row in wider panels.
		w, x0, y0 := rivalW, rivalX, 52.0
		a.Frame = l.R(x0, y0, w, 256)
		r = 25
		baseX, baseY = x0+w/2-2*r*math.Sqrt(3), y0+256-4-r // the base row centred
		a.Name = l.R(x0+10, y0+6, w-84, 24)
		a.Score = l.R(x0+w-74, y0+6, 64, 24)
		for col := range rules.NumColors {
			a.Realm[col] = l.R(x0+10+float64(col)*40, y0+34, 38, 24)
		}
		a.RealmTotal = l.R(x0+w-54, y0+34, 46, 24)
		a.Tokens = l.R(x0+10, y0+64, 160, 22)
	default:
		a.Frame = l.R(440, 310, 830, 486)
		r = 56
		baseX, baseY = 500+r*math.Sqrt(3)/2, 740
		a.Name = l.R(1048, 322, 212, 30)
		a.Score = l.R(1048, 356, 212, 30)
		for col := range rules.NumColors {
			a.Realm[col] = l.R(1048+float64(col)*43, 452, 40, 64)
		}
		a.Tokens = l.R(1048, 396, 212, 36)
	}
	w := r * math.Sqrt(3)
	for slot := range rules.PyramidSlots {
		row, c := rules.SlotRowCol(slot)
		a.Slots[slot] = render.Hex{CX: l.X(baseX + (float64(c)+float64(row)/2)*w), CY: l.Y(baseY - float64(row)*1.5*r), R: l.Px(r * 0.97)}
	}
	left, right := a.Slots[0], a.Slots[rules.RowLen(0)-1]
	gapL := left.CX - left.Width()/2 - a.Frame.X
	gapR := a.Frame.X + a.Frame.W - (right.CX + right.Width()/2)
	if !compact {
		gapR = l.X(1040) - (right.CX + right.Width()/2) // the side column starts there
	}
	endR := math.Min(r*0.55*l.S, 0.9*math.Min(gapL, gapR)/math.Sqrt(3))
	a.Ends = [2]render.Hex{
		{CX: left.CX - left.Width()/2 - gapL/2, CY: left.CY, R: endR},
		{CX: right.CX + right.Width()/2 + gapR/2, CY: right.CY, R: endR},
	}
	// A compact seat's god sits beside the apex, clear of the tokens above.
	apexRight := a.Slots[rules.SlotIndex(3, 1)]
	a.God = render.Hex{CX: apexRight.CX + l.Px(w), CY: apexRight.CY, R: l.Px(r * 0.8)}
	if !compact {
		a.God = render.Hex{CX: l.X(1226), CY: l.Y(372), R: l.Px(30)} // beside the name: the apex is where choices open
	}
	return a
}

// Hit returns what is under the point in the play scene. panel says which
// choice is open; gods is the number of gods on the table, cubes the
// worshippers on the display (nil: none shown).
func (l *Layout) Hit(x, y float64, panel PanelShape, gods int, cubes *[rules.DisplaySize]rules.Cubes) Target {
	t := l.hit(x, y, panel, gods, cubes)
	if panel != NoPanel && l.Fluid() && l.cutByPanel(t) {
		return Target{} // a sliver a finger cannot aim at
	}
	return t
}

// cutByPanel reports whether a phone's open choice covers part of the
// active seat's piece a target is: what it leaves in sight is no target.
func (l *Layout) cutByPanel(t Target) bool {
	a := &l.Seats[l.Active]
	var parts []render.Rect
	switch {
	case t.Kind == Slot && t.Index >= 0 && t.Index < rules.PyramidSlots+2:
		parts = append(parts, a.Target(t.Index).Bounds())
	case t.Kind == RealmCubes && t.Index >= 0 && t.Index < rules.NumColors:
		parts = append(parts, a.Realm[t.Index])
	case t.Kind == SeatPanel && t.Index == l.Active:
		parts = append(parts, a.Name, a.Score)
	}
	for _, r := range parts {
		if r.X < l.Panel.X+l.Panel.W && l.Panel.X < r.X+r.W && r.Y < l.Panel.Y+l.Panel.H && l.Panel.Y < r.Y+r.H {
			return true
		}
	}
	return false
}

// hit is what is under the point, as Hit, before a phone's choice is
// counted as covering what it partly hides.
func (l *Layout) hit(x, y float64, panel PanelShape, gods int, cubes *[rules.DisplaySize]rules.Cubes) Target {
	if panel != NoPanel {
		for col := 0; col < rules.NumColors && panel != QuestionPanel && panel != PickPanel; col++ { // a question's and the Volcano's have no rows
			row := &l.PanelRow[col]
			switch {
			case panel == ExchangePanel && row.Give.Contains(x, y):
				return Target{Kind: PanelGive, Index: col}
			case panel == ExchangePanel && row.Get.Contains(x, y):
				return Target{Kind: PanelGet, Index: col}
			case panel == ExchangePanel:
			case row.Minus.Contains(x, y):
				return Target{Kind: PanelMinus, Index: col}
			case row.Plus.Contains(x, y):
				return Target{Kind: PanelPlus, Index: col}
			case row.Pick.Contains(x, y):
				return Target{Kind: PanelPick, Index: col}
			}
		}
		for _, b := range []ButtonID{BtnConfirm, BtnDecline} {
			if l.Buttons[b].Contains(x, y) {
				return Target{Kind: Button, Index: int(b)}
			}
		}
		if l.Fluid() && l.Panel.Contains(x, y) {
			return Target{} // a phone's choice covers what is under it
		}
	}
	for _, b := range []ButtonID{BtnMenu, BtnHelp, BtnLegend, BtnLog} {
		if l.Buttons[b].Contains(x, y) {
			return Target{Kind: Button, Index: int(b)}
		}
	}
	if t, ok := l.drawerHit(x, y, gods); ok {
		return t
	}
	for _, b := range []ButtonID{BtnEndTurn, BtnUndo, BtnRedo, BtnExchange, BtnHint, BtnWild} {
		if l.Buttons[b].Contains(x, y) {
			return Target{Kind: Button, Index: int(b)}
		}
	}
	if l.Fluid() && panel != NoPanel && panel != PickPanel {
		gods = 0 // the choice covers the display and the gods
	}
	for pos := range rules.DisplaySize {
		if l.Fluid() && panel != NoPanel && panel != PickPanel {
			break
		}
		if cubes != nil {
			if t, ok := l.trayHit(x, y, pos, cubes[pos], panel == PickPanel); ok {
				return t
			}
		}
		if l.Display[pos].Contains(x, y) {
			return Target{Kind: DisplayTile, Index: pos}
		}
	}
	for i := range min(gods, len(l.Gods)) {
		if l.Gods[i].Contains(x, y) {
			return Target{Kind: GodTile, Index: i}
		}
	}
	if t := l.supplyHit(x, y); t.Kind != None {
		return t
	}
	act := &l.Seats[l.Active]
	for slot := range act.Slots {
		if act.Slots[slot].Contains(x, y) {
			return Target{Kind: Slot, Index: slot}
		}
	}
	// The ends beyond the base row are small: they catch a drop anywhere
	// in their gap, at the base row's height.
	for i, end := range act.Ends {
		if end.Scaled(act.Slots[0].R/end.R).Contains(x, y) {
			return Target{Kind: Slot, Index: rules.BaseLeft + i}
		}
	}
	for col := range rules.NumColors {
		if act.Realm[col].Contains(x, y) {
			return Target{Kind: RealmCubes, Index: col}
		}
	}
	if l.Log.Contains(x, y) {
		return Target{Kind: LogLine, Index: l.logRowAt(y)}
	}
	if act.Name.Contains(x, y) || act.Score.Contains(x, y) {
		return Target{Kind: SeatPanel, Index: l.Active} // the score's breakdown
	}
	for seat := range l.Players {
		if seat == l.Active || !l.Seats[seat].Frame.Contains(x, y) {
			continue
		}
		for slot, h := range l.Seats[seat].Slots {
			if l.Fluid() {
				break // a tab: a finger opens it whole
			}
			if h.Contains(x, y) {
				return Target{Kind: SeatSlot, Index: seat, Sub: slot}
			}
		}
		return Target{Kind: SeatPanel, Index: seat}
	}
	return Target{}
}

// Target returns where a placement target is drawn: a pyramid slot, or an
// end beyond the base row.
func (a *SeatArea) Target(target int) render.Hex {
	if target >= rules.PyramidSlots {
		return a.Ends[target-rules.PyramidSlots]
	}
	return a.Slots[target]
}

// Bounds is where a target the keyboard can reach is on the screen, for its
// focus ring and for moving the focus by direction; ok is false for a
// target that has no place of its own (or is not shown).
func (l *Layout) Bounds(t Target, cubes *[rules.DisplaySize]rules.Cubes) (r render.Rect, ok bool) {
	switch t.Kind {
	case DisplayTile:
		if t.Index >= 0 && t.Index < rules.DisplaySize {
			return l.Display[t.Index].Bounds(), true
		}
	case DisplayCube:
		if t.Index >= 0 && t.Index < rules.DisplaySize && cubes != nil && t.Sub >= 0 && t.Sub < rules.NumColors {
			if tray, shown := l.Tray(t.Index, cubes[t.Index]); shown && tray.Spots[t.Sub].W > 0 {
				return tray.Spots[t.Sub], true
			}
		}
	case DisplayTray:
		if t.Index >= 0 && t.Index < rules.DisplaySize && cubes != nil {
			if tray, shown := l.Tray(t.Index, cubes[t.Index]); shown {
				return tray.Box, true
			}
		}
	case GodTile:
		if t.Index >= 0 && t.Index < len(l.Gods) {
			return l.Gods[t.Index].Bounds(), true
		}
	case Slot:
		a := &l.Seats[l.Active]
		switch {
		case t.Index >= 0 && t.Index < len(a.Slots):
			return a.Slots[t.Index].Bounds(), true
		case t.Index == rules.BaseLeft || t.Index == rules.BaseRight:
			return a.Ends[t.Index-rules.BaseLeft].Scaled(a.Slots[0].R / a.Ends[0].R).Bounds(), true
		}
	case Button:
		if t.Index >= 0 && t.Index < int(numButtons) {
			return l.Buttons[t.Index], true
		}
	case PanelMinus, PanelPlus, PanelPick, PanelGive, PanelGet:
		if t.Index < 0 || t.Index >= rules.NumColors {
			return render.Rect{}, false
		}
		row := &l.PanelRow[t.Index]
		return [...]render.Rect{PanelMinus: row.Minus, PanelPlus: row.Plus, PanelPick: row.Pick, PanelGive: row.Give, PanelGet: row.Get}[t.Kind], true
	case SeatPanel:
		if t.Index >= 0 && t.Index < l.Players && t.Index != l.Active {
			return l.Seats[t.Index].Frame, true
		}
	}
	return render.Rect{}, false
}

// mousePx is a mouse's smallest target on the desktop, in CSS pixels
// (WCAG 2.5.8); a finger's is fingerPx.
const mousePx = 24.0

// cssPx is a length of CSS pixels in screen pixels.
func (l *Layout) cssPx(css float64) float64 {
	if l.CSS <= 0 {
		return css
	}
	return css * l.CSS
}
