package orbit

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbit"
)

// Layout is where Orbit's table puts things, in screen pixels, for a
// window size and a number of captains: the captain drawn large on the
// left, the others' systems in a column of small ones on the right, and
// between them the large captain's goals, market and tracker.
type Layout struct {
	render.Frame
	Players, Active int
	TopBar          render.Rect
	// Systems: each seat's sun and ring radius; Boxes the panel around it.
	Systems [rules.MaxCaptains]struct {
		CX, CY, Radius float64
		Box            render.Rect
	}
	// Crowd: more captains than one screen lays out (rules.MaxPlayers);
	// only the large system is laid out and drawn, the others go in a
	// grid the game draws in OthersRoom.
	Crowd   bool
	Goals   [int(rules.NumShapes) - 1]struct{ CX, CY, R float64 }
	Market  [rules.MarketSize]struct{ CX, CY, R float64 }
	Tracker render.Rect
	Side    render.Rect // the column of goals, market and tracker
	// Prompt is the room under the large system's name for what the
	// person to act does (PromptRoom).
	Prompt render.Rect
	// PromptHit: the prompt's room holds targets (a replay viewer's
	// slider at its foot), so a fluid ring's top ship keeps its finger's
	// circle out of it.
	PromptHit bool
	// Where the words go: the status line's room, the panels' heads (their
	// left end and middle), the log's rows and head, the solo column.
	Status                   render.Rect
	GoalsHead, MarketHead    [2]float64
	TrackerHead, LogHead     [2]float64
	HeadSize, LogSize, Notes float64 // the heads' words, the log's rows (at 100%), the seats' notes
	Log, Solo                render.Rect
	// Bar and Moves are where the top bar's buttons and the row of the
	// move at hand go, in design units (menu buttons are placed in them).
	Bar, Moves ButtonRow
	// A fluid layout (a phone's, a small tablet's) only: the drawer, where
	// the log, the Emperor's table and what the table has no room for open
	// over the table; whether it is open; what went into it; the tracker
	// drawn in one row; the smallest size of a piece's words, in pixels.
	Drawer                         render.Rect
	DrawerOpen                     bool
	GoalsInDrawer, TrackerInDrawer bool
	tightSide                      bool // a fluid ring short of room: the market's hexes at their least
	TrackerRow                     bool
	TextFloor                      float64
	ringLen                        int
	glanceUnder                    [rules.MaxCaptains]bool // a tab's glance of the system under its words
}

// ButtonRow is a row of buttons: the first one's left edge, the row's
// middle, each button's width and height and the gap between them, in
// design units; Width the room a row may take, Rows how many rows it has.
type ButtonRow struct {
	X, Y, W, H, Gap, Width float64
	Rows                   int
}

// The large system's panel, in design units: where its prompt's room
// begins, how low its ring may reach (above the buttons of the move), and
// where its ring sits when the prompt leaves it room.
const (
	promptTop  = 101
	ringBottom = 740
	bigCY      = 430
	bigRadius  = 182
	// shipReach is how far a ring's ships reach from its centre, in radii.
	shipReach = 1 + 0.34*1.2 + 0.34*0.28
)

// NewLayout lays the table out for a window of w×h pixels on the
// desktop's canvas.
func NewLayout(w, h float64, players, active int) *Layout {
	return NewLayoutFor(render.NewFrame(w, h), players, active, 0)
}

// NewLayoutFor lays the table out for a frame: the desktop's canvas, or a
// fluid one (a phone upright or on its side, a small tablet) whose ring of
// ringLen hexes gets the room its hexes need under a finger.
func NewLayoutFor(f render.Frame, players, active, ringLen int) *Layout {
	l := &Layout{Frame: f, Players: players, Active: active, ringLen: ringLen, Crowd: players > rules.MaxPlayers}
	if f.Fluid() {
		l.Rooms(0, 0, 1)
		return l
	}
	l.TopBar = l.R(0, 0, render.DesignW, 44)
	big := &l.Systems[active]
	big.Box = l.R(12, 52, 560, 740)
	l.PromptRoom(0)
	l.Side = l.R(584, 52, 300, 740)
	for i := range l.Goals {
		l.Goals[i].CX, l.Goals[i].CY, l.Goals[i].R = l.X(634+float64(i)*100), l.Y(150), l.Px(44)
	}
	for i := range l.Market {
		l.Market[i].CX, l.Market[i].CY, l.Market[i].R = l.X(634+float64(i)*100), l.Y(330), l.Px(44)
	}
	l.Tracker = l.R(600, 460, 268, 150)
	l.Status = l.R(110, 0, 762+l.Extra(), 44) // up to the buttons
	l.GoalsHead = [2]float64{l.Side.X + l.Px(14), l.Y(80)}
	l.MarketHead = [2]float64{l.Side.X + l.Px(14), l.Y(260)}
	l.TrackerHead = [2]float64{l.Side.X + l.Px(14), l.Tracker.Y - l.Px(20)}
	l.HeadSize, l.LogSize, l.Notes = l.Px(15), l.Px(12.5), l.Px(14)*0.8
	l.Log = LogRect(&l.Frame)
	l.LogHead = [2]float64{l.Log.X, l.Log.Y - l.Px(12)}
	l.Solo = SoloRect(&l.Frame)
	l.Bar = ButtonRow{X: 880 + l.Extra(), Y: 22, W: 92, H: 32, Gap: 8} // at the right edge
	l.Moves = ButtonRow{X: 292, Y: 764, W: 128, H: 40, Gap: 8, Width: 536, Rows: 1}
	l.placeOthers()
	return l
}

// othersX and othersW are the right column of the others' small systems
// (or the solo game's column) on the desktop's canvas, in design units: a
// wide screen's extra room widens it.
const othersX, othersW = 896.0, 372.0

// OthersRoom is where the desktop's table puts the others' systems: the
// right column, which a crowd's grid fills.
func (l *Layout) OthersRoom() render.Rect { return l.R(othersX, 52, othersW+l.Extra(), 740) }

// Drawn reports whether the table lays out and draws a seat's system: a
// crowd's only the large one.
func (l *Layout) Drawn(seat int) bool { return !l.Crowd || seat == l.Active }

// placeOthers places the others' small systems down the right: up to five
// in one column, or in two side by side where a wide screen makes room,
// each then taller and its system larger.
func (l *Layout) placeOthers() {
	others := l.Players - 1
	if others <= 0 || l.Crowd {
		return
	}
	width := othersW + l.Extra()
	cols := 1
	if others > 1 && width >= 2*othersW+8 {
		cols = 2
	}
	rows := (others + cols - 1) / cols
	least, tallest := 3, 250.0 // rows' room and a system's: as ever, but for a wide screen's
	if l.Extra() > 0 {
		least, tallest = 2, 740/2
	}
	top, step := 52.0, 740.0/float64(max(rows, least))
	boxW := (width - 8*float64(cols-1)) / float64(cols)
	i := 0
	for seat := range l.Players {
		if seat == l.Active {
			continue
		}
		// The system on the right of its panel, its words in a column
		// on the left.
		s := &l.Systems[seat]
		x, y := othersX+float64(i%cols)*(boxW+8), top+float64(i/cols)*step
		s.Box = l.R(x, y, boxW, step-8)
		radius := min(step-8, tallest) / 2 * 0.62
		reach := radius * shipReach
		s.CX, s.CY, s.Radius = l.X(x+boxW-reach-10), l.Y(y+(step-8)/2), l.Px(radius)
		i++
	}
}

// PromptRoom gives the large system's prompt a room h design units high
// under the seat's name; the ring moves down, and shrinks, as far as it
// must to stay clear of it and of the buttons below.
func (l *Layout) PromptRoom(h float64) {
	if l.Fluid() {
		l.Rooms(h, l.Status.H, l.Moves.Rows)
		return
	}
	l.Prompt = l.R(24, promptTop, 536, h)
	cy, radius := float64(bigCY), float64(bigRadius)
	if free := promptTop + h; cy-radius*shipReach < free {
		radius = min(radius, (ringBottom-free)/(2*shipReach))
		cy = free + radius*shipReach
	}
	big := &l.Systems[l.Active]
	big.CX, big.CY, big.Radius = l.X(292), l.Y(cy), l.Px(radius)
}

// RingReach is how far a system's ring reaches from its centre, its ships
// outside it included, in pixels.
func RingReach(radius float64) float64 { return radius * shipReach }

// TableView is what the table shows beyond the view: the words, in the
// player's language, and what the table's pointer lights.
type TableView struct {
	Names  []string // the seats' names
	Status string   // the round, the General and the order, for the top bar
	// StatusLines are the status wrapped to a fluid table's room; Tabs each
	// other captain's tab's lines on a fluid table: the name, the score last.
	StatusLines []string
	Tabs        [rules.MaxCaptains][]string
	GoalsHead   string   // "Goals"
	Market      string   // "Market", with the deck's count
	Tracker     string   // "Resources"
	Scores      []string // each seat's provisional score, written out
	Notes       []string // a line under each seat's name: whether it has followed the order
	// Systems is what each seat's system shows beyond the view (what the
	// pointer lights, ships on their way); nil for nothing.
	Systems [rules.MaxCaptains]*SystemOpts
	// MarketPicked is the market slot picked, plus one; MarketHidden the
	// one carried by the pointer, plus one.
	MarketPicked, MarketHidden int
}

// Table draws a game of Orbit.
type Table struct {
	Art   *Art
	Paint *render.Painter
	Text  *render.Text
	// glances are the options of the systems drawn bare (glance), kept
	// here: a frame allocates nothing.
	glances [rules.MaxCaptains]SystemOpts
}

// NewTable makes the table's drawer.
func NewTable(text *render.Text) *Table {
	return &Table{Art: NewArt(text), Paint: render.NewPainter(text), Text: text}
}

// Draw draws the whole table.
func (t *Table) Draw(dst *ebiten.Image, l *Layout, s *rules.View, v *TableView) {
	dst.Fill(render.Felt)
	t.Art.TextFloor, t.Art.Fluid = WordFloor(&l.Frame), l.Fluid()
	if l.Fluid() {
		t.Paint.Box(dst, l.TopBar, 0, render.FeltDark)
		t.statusLines(dst, l, v)
	} else {
		t.Paint.Box(dst, render.Rect{W: l.W, H: l.TopBar.Y + l.TopBar.H}, 0, render.FeltDark)
		t.Text.DrawBold(dst, "ORBIT", l.X(18), l.TopBar.Y+l.TopBar.H/2, l.Px(20), render.Gold, render.Left)
		before := t.Text.Within(dst, l.R(104, 0, 768+l.Extra(), 44)) // up to the buttons
		t.Text.Draw(dst, v.Status, l.X(110), l.TopBar.Y+l.TopBar.H/2, l.Px(17), render.Ink, render.Left)
		t.Text.Restore(before)
	}
	for seat := range l.Players {
		if !l.Drawn(seat) {
			continue
		}
		sys := &l.Systems[seat]
		t.Paint.Box(dst, sys.Box, l.Px(10), render.FeltLight)
		if seat == s.CurrentPlayer() {
			t.Paint.Frame(dst, sys.Box, l.Px(10), l.Px(2.5), render.Gold)
		}
		if l.tabOnly(seat) {
			t.tab(dst, l, s, seat, v)
			continue
		}
		size := l.Px(18)
		if seat != l.Active {
			size = l.Px(14)
		}
		before := t.Text.Within(dst, sys.Box)
		if seat != l.Active {
			t.smallWords(dst, l, seat, v)
		} else {
			if seat < len(v.Names) {
				t.Text.DrawBold(dst, v.Names[seat], sys.Box.X+l.Px(12), sys.Box.Y+size, size, render.Ink, render.Left)
			}
			if seat < len(v.Scores) {
				t.Text.DrawBold(dst, v.Scores[seat], sys.Box.X+sys.Box.W-l.Px(12), sys.Box.Y+size, size, render.Gold, render.Right)
			}
		}
		if seat < len(v.Notes) && seat == l.Active {
			t.activeNote(dst, l, sys.Box, v.Notes[seat], size)
		}
		t.Text.Restore(before)
		t.Art.System(dst, s, seat, sys.CX, sys.CY, sys.Radius, t.glance(l, s, seat, v))
	}
	t.side(dst, l, s, v)
}

// activeNote writes the large seat's note under its name (of size
// nameSize) in its box: smaller where it is too wide for the box, down to
// 12 px, and wrapped where even that is (a long French or Polish note in a
// phone's narrow box).
func (t *Table) activeNote(dst *ebiten.Image, l *Layout, box render.Rect, note string, nameSize float64) {
	x, y := box.X+l.Px(12), box.Y+nameSize*2.2
	size, room := nameSize*0.8, box.W-l.Px(24)
	w := t.Text.Width(note, size, false)
	if w <= room {
		t.Text.Draw(dst, note, x, y, size, render.InkDim, render.Left)
		return
	}
	// The font's widths do not shrink in proportion: a step smaller until
	// it fits, or the floor.
	for size = max(l.Px(12), size*room/w); size > l.Px(12) && t.Text.Width(note, size, false) > room; {
		size = max(l.Px(12), size-l.Px(0.25))
	}
	for i, line := range t.Text.Wrap(note, size, room) {
		t.Text.Draw(dst, line, x, y+size*1.25*float64(i), size, render.InkDim, render.Left)
	}
}

// statusLines writes a fluid table's status, wrapped to its room.
func (t *Table) statusLines(dst *ebiten.Image, l *Layout, v *TableView) {
	r := l.Status
	defer t.Text.Restore(t.Text.Within(dst, r))
	step := l.Px(StatusPitch)
	for i, line := range v.StatusLines {
		t.Text.Draw(dst, line, r.X, r.Y+step*(float64(i)+0.5), l.Px(StatusPx), render.Ink, render.Left)
	}
}

// A fluid table's status: its words' size and their lines' pitch, in
// design units.
const (
	StatusPx    = 14.0
	StatusPitch = 18.0
)

// tab draws another captain's tab in a fluid table's strip: the name and
// the score, wrapped to the tab (TabWords), and a glance of the system
// where the tab is wide enough.
func (t *Table) tab(dst *ebiten.Image, l *Layout, s *rules.View, seat int, v *TableView) {
	sys := &l.Systems[seat]
	defer t.Text.Restore(t.Text.Within(dst, sys.Box))
	x, y := sys.Box.X+l.Px(8), sys.Box.Y+l.Px(TabPad)
	size, step := l.Px(TabPx), l.Px(TabPitch)
	lines := v.Tabs[seat]
	for i, line := range lines {
		col := render.Ink
		if i == len(lines)-1 {
			col = render.Gold // the score
		}
		t.Text.DrawBold(dst, line, x, y+step*(float64(i)+0.5), size, col, render.Left)
	}
	if sys.Radius > 0 {
		o := SystemOpts{Bare: true}
		if v.Systems[seat] != nil {
			o = *v.Systems[seat]
			o.Bare = true
		}
		t.Art.System(dst, s, seat, sys.CX, sys.CY, sys.Radius, &o)
	}
}

// A tab's words: their size, their lines' pitch and the room above them,
// in design units.
const (
	TabPx    = 13.0
	TabPitch = 16.0
	TabPad   = 6.0
)

// TabRoom is the room a tab's words have: the width beside its glance of
// the system, and how many lines.
func (l *Layout) TabRoom(seat int) (width float64, lines int) {
	sys := &l.Systems[seat]
	width = sys.Box.W - l.Px(16)
	lines = int((sys.Box.H/l.S - 2*TabPad) / TabPitch)
	switch {
	case l.glanceUnder[seat]:
		lines = 2
	case sys.Radius > 0:
		width = sys.CX - sys.Radius*shipReach - sys.Box.X - l.Px(16)
	}
	return width, lines
}

// smallWords writes a small system's words in the column left of its ring:
// the name, the score and the note, wrapped.
func (t *Table) smallWords(dst *ebiten.Image, l *Layout, seat int, v *TableView) {
	sys := &l.Systems[seat]
	x := sys.Box.X + l.Px(12)
	width := sys.CX - sys.Radius*1.45 - x
	size := l.Px(14)
	y := sys.Box.Y + size
	if seat < len(v.Names) {
		t.Text.DrawBold(dst, t.Text.Clip(v.Names[seat], width, size), x, y, size, render.Ink, render.Left)
	}
	if seat < len(v.Scores) {
		y += size * 1.4
		t.Text.DrawBold(dst, v.Scores[seat], x, y, size, render.Gold, render.Left)
	}
	if seat < len(v.Notes) {
		y += size * 0.4
		note := max(size*0.8, l.Px(12)) // no word under 12 px
		for _, line := range t.Text.Wrap(v.Notes[seat], note, width) {
			y += size
			if y > sys.Box.Y+sys.Box.H-size*0.4 {
				break
			}
			t.Text.Draw(dst, line, x, y, note, render.InkDim, render.Left)
		}
	}
}

// side draws the large captain's goals, market and tracker; on a fluid
// table, those the drawer does not hold.
func (t *Table) side(dst *ebiten.Image, l *Layout, s *rules.View, v *TableView) {
	t.Paint.Box(dst, l.Side, l.Px(10), render.FeltLight)
	defer t.Text.Restore(t.Text.Within(dst, l.Side))
	if !l.GoalsInDrawer {
		t.goals(dst, l, s, v)
	}
	room := l.Side.X + l.Side.W - l.MarketHead[0] - l.Px(4)
	t.Text.DrawBold(dst, v.Market, l.MarketHead[0], l.MarketHead[1], t.fitHead(l, v.Market, l.HeadSize, room), render.InkDim, render.Left)
	p := s.Player(l.Active)
	k := s.Kit()
	for i, id := range p.Market {
		m := l.Market[i]
		if id == rules.NoHex || v.MarketHidden == i+1 {
			t.Art.flatHex(m.CX, m.CY, m.R)
			t.Art.strokeW(dst, render.Shade(render.InkDim, 0.5), l.Px(1.5))
			continue
		}
		t.Art.RingHex(dst, k.Hex(id), 0, m.CX, m.CY, m.R, HexOpts{Lit: v.MarketPicked == i+1})
	}
	if !l.TrackerInDrawer {
		t.trackerWithHead(dst, l, s, v)
	}
}

// goals draws the large captain's goals under their head.
func (t *Table) goals(dst *ebiten.Image, l *Layout, s *rules.View, v *TableView) {
	p := s.Player(l.Active)
	k := s.Kit()
	t.Text.DrawBold(dst, v.GoalsHead, l.GoalsHead[0], l.GoalsHead[1], l.HeadSize, render.InkDim, render.Left)
	for i, id := range p.Goals {
		g := l.Goals[i]
		t.Art.GoalHex(dst, k.Hex(id).Goal, g.CX, g.CY, g.R)
	}
}

// trackerWithHead draws the tracker, under its head on the desktop.
func (t *Table) trackerWithHead(dst *ebiten.Image, l *Layout, s *rules.View, v *TableView) {
	if !l.TrackerRow {
		t.Text.DrawBold(dst, v.Tracker, l.TrackerHead[0], l.TrackerHead[1], l.HeadSize, render.InkDim, render.Left)
	}
	t.tracker(dst, l, s.Player(l.Active))
}

// tracker draws the three resources, 0 to 10, each a row of pips with the
// level filled; on a fluid table the three side by side.
func (t *Table) tracker(dst *ebiten.Image, l *Layout, p *rules.PlayerView) {
	r := l.Tracker
	if l.TrackerRow {
		t.trackerRow(dst, l, p)
		return
	}
	row := r.H / float64(rules.NumResources)
	for res := range rules.NumResources {
		cy := r.Y + row*(float64(res)+0.5)
		t.Art.ResourceIcon(dst, res, r.X+l.Px(12), cy, l.Px(9))
		n := int(p.Track[res])
		for i := range rules.TrackMax {
			x := r.X + l.Px(34) + float64(i)*l.Px(19)
			c := color.RGBA{0x3a, 0x44, 0x55, 0xff}
			if i < n {
				c = resourceInk[res]
			}
			t.Paint.Box(dst, render.Rect{X: x, Y: cy - l.Px(6), W: l.Px(15), H: l.Px(12)}, l.Px(3), c)
		}
		t.Text.DrawBold(dst, strconv.Itoa(n), r.X+r.W-l.Px(4), cy, l.Px(15), render.Ink, render.Right)
	}
}

// trackerRow draws the three resources side by side, each its icon, its
// level and a bar of ten pips under them.
func (t *Table) trackerRow(dst *ebiten.Image, l *Layout, p *rules.PlayerView) {
	r := l.Tracker
	colW := r.W / float64(rules.NumResources)
	for res := range rules.NumResources {
		x := r.X + colW*float64(res)
		cy := r.Y + r.H*0.38
		t.Art.ResourceIcon(dst, res, x+l.Px(14), cy, l.Px(9))
		n := int(p.Track[res])
		t.Text.DrawBold(dst, strconv.Itoa(n), x+l.Px(30), cy, l.Px(16), render.Ink, render.Left)
		pip := (colW - l.Px(16)) / float64(rules.TrackMax)
		for i := range rules.TrackMax {
			c := color.RGBA{0x3a, 0x44, 0x55, 0xff}
			if i < n {
				c = resourceInk[res]
			}
			t.Paint.Box(dst, render.Rect{X: x + l.Px(6) + float64(i)*pip, Y: r.Y + r.H*0.74, W: pip - l.Px(2), H: l.Px(6)}, l.Px(2), c)
		}
	}
}
