package orbit

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbit"
)

// PromptPitch is the spacing of the prompt's lines, in sizes.
const PromptPitch = 1.3

// TipMargin is the room a tooltip's lines leave on either side within a
// phone's screen, its padding included, in design units.
const TipMargin = 24

// Overlay is what the play scene draws over the table, its words phrased
// and wrapped by the game: the prompt, the log's newest rows, the solo
// game's column, a notice and the tooltip; and the piece the pointer
// carries and the one the keyboard is on.
type Overlay struct {
	Prompt     []string // the prompt's lines, in the large system's prompt room
	PromptSize float64  // their size, in pixels
	LogHead    string
	GoalsHead  string   // the goals' head, when the drawer holds them
	Log        []string // the newest rows that fit under the tracker, oldest first
	Solo       *Solo    // the Emperor's column; nil but in the solo game
	Notice     string   // a passing word over the table; none when empty
	Tip        []string // the tooltip's lines, at TipX, TipY
	TipX, TipY float64
	Scale      float64 // the interface scale: the log's and the tooltip's words grow with it
	// Carried is the ship or market hex the pointer carries, at CarryX,
	// CarryY; Focus the piece the keyboard is on. HitNone for none.
	Carried, Focus Hit
	CarryX, CarryY float64
	// Drawer: a fluid table's drawer is open, over the table.
	Drawer bool
}

// Solo is the solo game's column: the order each total of the dice gives
// (the one rolled this turn lit), the countermands and what they cost, and
// the ranks (the one reached lit).
type Solo struct {
	Head, Said, RanksHead string
	Orders                [11]string // for the totals 2 to 12
	Rolled                int        // the total rolled this turn, or -1
	Penalty               [rules.PenaltySteps][2]string
	Ranks                 [][]string // each rank's lines, wrapped to the column
	Lit                   int        // the rank reached
}

// LogRect is where the log's rows go, under the tracker.
func LogRect(f *render.Frame) render.Rect { return f.R(596, 636, 276, 150) }

// LogTextSize is the size of the log's words at an interface scale.
func LogTextSize(f *render.Frame, scale float64) float64 { return f.Px(12.5) * scale }

// SoloRect is the solo game's column, the others' on a table of several,
// as wide as a wide screen makes it.
func SoloRect(f *render.Frame) render.Rect { return f.R(othersX, 52, othersW+f.Extra(), 740) }

// DrawOver draws the overlay over the table: the prompt, the log, the solo
// column, the piece carried, the keyboard's focus, the notice and the
// tooltip.
func (t *Table) DrawOver(dst *ebiten.Image, l *Layout, s *rules.View, o *Overlay) {
	room := l.Prompt
	before := t.Text.Within(dst, room)
	for i, line := range o.Prompt {
		t.Text.Draw(dst, line, room.X, room.Y+o.PromptSize*(PromptPitch/2+float64(i)*PromptPitch), o.PromptSize, render.Ink, render.Left)
	}
	t.Text.Restore(before)
	switch {
	case l.Fluid() && o.Drawer:
		t.drawer(dst, l, s, o)
	case !l.Fluid():
		t.DrawLog(dst, l, o.LogHead, o.Log, o.Scale)
		if o.Solo != nil {
			t.DrawSolo(dst, l, o.Solo)
		}
	}
	t.carried(dst, l, s, o)
	t.focus(dst, l, s, o.Focus)
	if o.Notice != "" {
		r := l.R(300, 60, 680, 40)
		if l.Fluid() {
			r = render.Rect{X: l.Prompt.X - l.Px(4), Y: l.TopBar.H + l.Px(4), W: l.Prompt.W + l.Px(8), H: l.Px(40)}
		}
		t.Paint.Box(dst, r, l.Px(10), render.FeltDark)
		before := t.Text.Within(dst, r)
		t.Text.Draw(dst, o.Notice, r.X+r.W/2, r.Y+r.H/2, l.Px(15), render.Gold, render.Center)
		t.Text.Restore(before)
	}
	if len(o.Tip) > 0 {
		t.Paint.Tooltip(dst, o.Tip, l.Px(14)*o.Scale, l.Px(19)*o.Scale, o.TipX, o.TipY, l.S, render.Rect{W: l.W, H: l.H})
	}
}

// drawer draws a fluid table's open drawer: the goals and the tracker it
// holds, the Emperor's table in the solo game, and the log.
func (t *Table) drawer(dst *ebiten.Image, l *Layout, s *rules.View, o *Overlay) {
	t.Paint.Shadow(dst, l.Drawer, l.Px(10))
	t.Paint.Box(dst, l.Drawer, l.Px(10), render.FeltLight)
	t.Paint.Frame(dst, l.Drawer, l.Px(10), l.Px(1.5), render.InkDim)
	before := t.Text.Within(dst, l.Drawer)
	if l.GoalsInDrawer {
		t.goals(dst, l, s, &TableView{GoalsHead: o.GoalsHead})
	}
	if l.TrackerInDrawer {
		t.tracker(dst, l, s.Player(l.Active))
	}
	t.Text.Restore(before)
	if o.Solo != nil {
		t.DrawSolo(dst, l, o.Solo)
	}
	t.DrawLog(dst, l, o.LogHead, o.Log, o.Scale)
}

// carried draws the ship or market hex the pointer carries.
func (t *Table) carried(dst *ebiten.Image, l *Layout, s *rules.View, o *Overlay) {
	h := o.Carried
	switch h.Kind {
	case HitShip:
		_, _, size := l.ShipCentre(s, h.Sub, h.Index)
		t.Art.Ship(dst, h.Index, o.CarryX, o.CarryY, size*1.3, 0, false)
	case HitMarket:
		if seat := s.CurrentPlayer(); seat >= 0 {
			if id := s.Player(seat).Market[h.Index]; id != rules.NoHex {
				t.Art.RingHex(dst, s.Kit().Hex(id), 0, o.CarryX, o.CarryY, l.Market[h.Index].R*0.9, HexOpts{Lit: true})
			}
		}
	}
}

// focus rings the piece of the table the keyboard is on.
func (t *Table) focus(dst *ebiten.Image, l *Layout, s *rules.View, h Hit) {
	var x, y, r float64
	switch h.Kind {
	case HitShip:
		x, y, r = l.ShipCentre(s, h.Sub, h.Index)
		r *= 1.8
	case HitRingHex:
		x, y, r = l.HexCentre(s, h.Sub, h.Index)
	case HitGap:
		x, y, r = l.GapCentre(s, h.Sub, h.Index)
	case HitMarket:
		m := l.Market[h.Index]
		x, y, r = m.CX, m.CY, m.R
	default:
		return
	}
	t.Paint.FocusRing(dst, render.Rect{X: x - r, Y: y - r, W: 2 * r, H: 2 * r}, l.S)
}

// DrawLog draws the log's rows under the tracker, under its head.
func (t *Table) DrawLog(dst *ebiten.Image, l *Layout, head string, rows []string, scale float64) {
	r := l.Log
	before := t.Text.Within(dst, render.Rect{X: r.X, Y: r.Y - l.Px(24), W: r.W, H: r.H + l.Px(24)})
	defer t.Text.Restore(before)
	size := l.LogSize * scale
	t.Text.DrawBold(dst, head, l.LogHead[0], l.LogHead[1], l.HeadSize, render.InkDim, render.Left)
	for i, line := range rows {
		t.Text.Draw(dst, line, r.X, r.Y+size*0.8+float64(i)*size*1.3, size, render.Ink, render.Left)
	}
}

// totalWords are the totals of two dice, written.
var totalWords = [11]string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}

// DrawSolo draws the Emperor's table in the solo game's empty column: the
// order of each total of the dice, the countermands so far and their cost,
// the penalty row and the ranks.
func (t *Table) DrawSolo(dst *ebiten.Image, l *Layout, w *Solo) {
	r := l.Solo
	if !l.Fluid() {
		t.Paint.Box(dst, r, l.Px(10), render.FeltLight)
	}
	before := t.Text.Within(dst, r)
	defer t.Text.Restore(before)
	x, y := r.X+l.Px(16), r.Y+l.Px(28)
	t.Text.DrawBold(dst, w.Head, x, y, l.Px(17), render.Gold, render.Left)
	y += l.Px(30)
	rows := len(w.Orders) // a phone's drawer: the totals in two columns
	if l.Fluid() {
		rows = (len(w.Orders) + 1) / 2
	}
	oy, end := y, y
	for i, order := range w.Orders {
		col := render.Ink
		if i+2 == w.Rolled {
			col = render.Gold
		}
		if i%rows == 0 {
			oy = y
		}
		ox := x + float64(i/rows)*(r.W/2-l.Px(8))
		t.Text.Draw(dst, totalWords[i], ox+l.Px(20), oy, l.Px(15), col, render.Right)
		t.Text.Draw(dst, order, ox+l.Px(40), oy, l.Px(15), col, render.Left)
		oy += l.Px(22)
		end = max(end, oy)
	}
	y = end
	y += l.Px(14)
	t.Text.DrawBold(dst, w.Said, x, y, l.Px(15), render.Ink, render.Left)
	y += l.Px(24)
	for i, pen := range w.Penalty {
		cx := x + l.Px(20) + float64(i)*l.Px(54)
		t.Text.Draw(dst, pen[0], cx, y, l.Px(13), render.InkDim, render.Center)
		t.Text.Draw(dst, pen[1], cx, y+l.Px(18), l.Px(14), render.Ink, render.Center)
	}
	y += l.Px(50)
	all, lit := 0.0, 0.0
	for i, lines := range w.Ranks {
		all += l.Px(17)*float64(len(lines)) + l.Px(3)
		if i == w.Lit {
			lit = l.Px(17)*float64(len(lines)) + l.Px(3)
		}
	}
	short := l.Fluid() && y+l.Px(26)+all > r.Y+r.H // a short drawer: the rank reached alone
	if short && (lit == 0 || y+l.Px(26)+lit > r.Y+r.H) {
		return // a drawer too short for a rank: the final score tells it
	}
	t.Text.DrawBold(dst, w.RanksHead, x, y, l.Px(17), render.Gold, render.Left)
	y += l.Px(26)
	for i, lines := range w.Ranks {
		col := render.InkDim
		if i == w.Lit {
			col = render.Gold
		} else if short {
			continue
		}
		for _, line := range lines {
			t.Text.Draw(dst, line, x, y, l.Px(13), col, render.Left)
			y += l.Px(17)
		}
		y += l.Px(3)
	}
}

// SoloHeight is how high the Emperor's table is drawn, in pixels.
func (l *Layout) SoloHeight(w *Solo) float64 {
	rows := float64(len(w.Orders))
	if l.Fluid() {
		rows = float64((len(w.Orders) + 1) / 2)
	}
	h := 28.0 + 30 + rows*22 + 14 + 24 + 50 + 26
	for _, lines := range w.Ranks {
		h += 17*float64(len(lines)) + 3
	}
	if l.Fluid() && l.Px(h) > l.Solo.H && w.Lit < len(w.Ranks) { // the rank reached alone (DrawSolo)
		h = 28.0 + 30 + float64((len(w.Orders)+1)/2)*22 + 14 + 24 + 50 + 26 + 17*float64(len(w.Ranks[w.Lit])) + 3
	}
	if l.Fluid() && l.Px(h) > l.Solo.H { // no rank: down to the penalty row's second line
		h = 28.0 + 30 + float64((len(w.Orders)+1)/2)*22 + 14 + 24 + 26
	}
	return l.Px(h)
}
