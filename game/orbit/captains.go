package orbit

import (
	"cmp"
	"image/color"
	"slices"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// captains is the grid of the other captains at a table of more than
// rules.MaxPlayers (a crowd: board.Layout.Crowd): a small system for each,
// its name, its score and where it stands in the follow of the order,
// sorted by seat, score or status, scrolled by the wheel, a drag or a
// finger; a click or a tap opens one large (play's inspecting). On the
// desktop it fills the right column; on a phone or a tablet a row under
// the status says how the follow stands and opens the grid over the
// table. Update lays it out (place) and writes the cells it shows; Draw
// only draws them.
type captains struct {
	sortBy captainSort
	open   bool // a fluid table: the grid is open over the table
	scroll render.Scroll
	grab   bool // a drag on the grid scrolls it

	panel, room render.Rect // the grid's panel and its cells' room, design units
	row         render.Rect // a fluid table's row under the status, design units
	cols        int
	cellW       float64
	order       []int // the others, in the order shown
	cells       []captainCell
	head        []render.Word // the place and the tally, over the sort buttons (or in the row)
	buttons     []render.MenuButton
	opts        board.SystemOpts // a cell's system: bare
	art         []cellArt        // each seat's system as a picture (captains_draw.go)
}

// captainSort is the order of the grid.
type captainSort int

const (
	bySeat captainSort = iota
	byScore
	byStatus
	numSorts
)

// captainCell is a cell of the grid that shows: its seat, its box and its
// system in screen pixels, and its words.
type captainCell struct {
	seat           int
	box            render.Rect
	cx, cy, radius float64
	name, score    string
	status         []string
	ink            color.RGBA
	marked         bool // the captain drawn large
}

// The grid's measures, in design units: a cell's least width and its
// height, the gaps, the words' sizes and pitch, the buttons' heights.
const (
	captainCellMinW = 168.0
	captainCellH    = 84.0
	captainGap      = 8.0
	captainPad      = 8.0
	captainNamePx   = 14.0
	captainWordPx   = 12.0
	captainPitch    = 17.0
	captainRowH     = 44.0 // a fluid table's row under the status
	desktopSortH    = 30.0
)

// Buttons of the grid: the sort orders, and a fluid table's opening.
const (
	btnCaptains = 60
	btnSort     = 61 // + captainSort
)

// kindCaptains is the grid's room where no cell is: a drag or the wheel
// there scrolls it.
const kindCaptains = board.HitTracker + 40

// maxPictured is the most captains a picture of the table shows (orbis
// screenshot): a person at this screen and computers in the other seats.
const maxPictured = 100

// crowdTurnsIn is how many turns a picture of a crowd's table is played
// in, at most: a turn of many captains is long, and the game is capped.
const crowdTurnsIn = 8

// captainName names a computer captain nobody named: the six names of a
// table at one screen, numbered beyond it ("Vega 2").
func captainName(env *game.Env, seat int) string {
	name := env.T(computerNameKeys[seat%rules.MaxPlayers])
	if seat < rules.MaxPlayers {
		return name
	}
	return name + " " + itoa(seat/rules.MaxPlayers+1)
}

// crowded reports whether a table of n captains shows the others in the
// grid.
func crowded(n int) bool { return n > rules.MaxPlayers }

// rowHeight is the room the fluid table's status gives the row under it.
func (c *captains) rowHeight() float64 { return captainRowH + 4 }

// design turns a rectangle of the screen into design units.
func design(f *render.Frame, r render.Rect) render.Rect {
	return render.Rect{X: (r.X - f.X(0)) / f.S, Y: (r.Y - f.Y(0)) / f.S, W: r.W / f.S, H: r.H / f.S}
}

// shows reports whether the grid is drawn: always on the desktop, on a
// fluid table while it is open.
func (c *captains) shows(f *render.Frame) bool { return !f.Fluid() || c.open }

// captainsInput is what the grid shows of a table: its state, the seats'
// names and score words, the seat drawn large and the viewer's.
type captainsInput struct {
	s              *rules.State
	names, scores  []string
	active, viewer int
	you            bool // the viewer is a person at this screen: the head says its place
}

// place lays the grid out for the table's layout and writes what it
// shows: the place and tally, the sort buttons, the order, the cells in
// view.
func (c *captains) place(env *game.Env, l *board.Layout, in captainsInput) {
	f, text := env.Frame(), env.Text()
	s := in.s
	c.sortOthers(s, in.viewer)
	c.head, c.buttons, c.cells = c.head[:0], c.buttons[:0], c.cells[:0]
	c.opts.Bare = true
	place, tally := c.words(env, s, in.viewer, in.you)
	if f.Fluid() {
		st := design(f, l.Status)
		c.row = render.Rect{X: st.X, Y: st.Y + st.H - captainRowH, W: st.W, H: captainRowH}
		label := env.T("orbit.captains.button")
		bw := max(110, text.Width(label, f.Px(15), true)/f.S+2*render.LabelMargin)
		c.buttons = append(c.buttons, render.MenuButton{ID: btnCaptains, Label: label, Enabled: true, Marked: c.open,
			X: c.row.X + c.row.W - bw/2, Y: c.row.Y + captainRowH/2, W: bw, H: captainRowH})
		c.wordsIn(env, render.Rect{X: c.row.X, Y: c.row.Y, W: c.row.W - bw - captainGap, H: captainRowH}, captainWordPx, place, tally)
		c.panel = render.Rect{X: st.X - 4, Y: c.row.Y + captainRowH + captainGap, W: st.W + 8} // over the panels' frames
		c.panel.H = f.DH - fluidFoot - c.panel.Y
	} else {
		c.panel = design(f, l.OthersRoom())
	}
	if !c.shows(f) {
		return
	}
	top := c.panel.Y + captainPad
	inner := render.Rect{X: c.panel.X + captainPad, W: c.panel.W - 2*captainPad}
	if !f.Fluid() {
		inner.Y = top
		inner.H = 2 * captainPitch
		top = c.wordsIn(env, inner, captainWordPx+1, place, tally) + 4
	}
	sortH := desktopSortH
	if f.Fluid() {
		sortH = captainRowH
	}
	bw := (inner.W - 2*captainGap) / float64(numSorts)
	for k := range numSorts {
		c.buttons = append(c.buttons, render.MenuButton{ID: btnSort + int(k), Label: env.T(sortKeys[k]), Enabled: true, Marked: k == c.sortBy,
			X: inner.X + bw/2 + float64(k)*(bw+captainGap), Y: top + sortH/2, W: bw, H: sortH})
	}
	top += sortH + captainGap
	c.room = render.Rect{X: inner.X, Y: top, W: inner.W, H: c.panel.Y + c.panel.H - captainPad - top}
	c.cols = max(1, int((c.room.W+captainGap)/(captainCellMinW+captainGap)))
	c.cellW = (c.room.W - captainGap*float64(c.cols-1)) / float64(c.cols)
	rows := (len(c.order) + c.cols - 1) / c.cols
	c.scroll.Room, c.scroll.Content = c.room.H, max(0, float64(rows)*(captainCellH+captainGap)-captainGap)
	c.scroll.Clamp()
	first := int(c.scroll.Offset / (captainCellH + captainGap))
	for i := first * c.cols; i < len(c.order); i++ {
		y := float64(i/c.cols) * (captainCellH + captainGap)
		if y-c.scroll.Offset > c.room.H {
			break
		}
		if !c.scroll.Shows(y, captainCellH) {
			continue
		}
		seat := c.order[i]
		x := c.room.X + float64(i%c.cols)*(c.cellW+captainGap)
		c.cells = append(c.cells, c.cell(env, in, seat, render.Rect{X: x, Y: c.room.Y + y - c.scroll.Offset, W: c.cellW, H: captainCellH}))
	}
}

// fluidFoot is the room a fluid grid leaves under it.
const fluidFoot = 8.0

// sortKeys are the sort buttons' words.
var sortKeys = [numSorts]string{"orbit.captains.by_seat", "orbit.captains.by_score", "orbit.captains.by_status"}

// sortOthers orders the others (every seat but the viewer's) as the grid
// shows them: by seat; by score, the highest first; by status, those
// still following first, then those refilling, then those finished.
func (c *captains) sortOthers(s *rules.State, viewer int) {
	c.order = c.order[:0]
	for seat := range s.NumPlayers() {
		if seat != viewer {
			c.order = append(c.order, seat)
		}
	}
	switch c.sortBy {
	case byScore:
		slices.SortStableFunc(c.order, func(a, b int) int { return cmp.Compare(s.ScoreOf(b).Total, s.ScoreOf(a).Total) })
	case byStatus:
		slices.SortStableFunc(c.order, func(a, b int) int { return cmp.Compare(statusRank(s.Status(a)), statusRank(s.Status(b))) })
	}
}

// statusRank puts those still following first, then those refilling,
// then those finished.
func statusRank(st rules.SeatStatus) int {
	switch st {
	case rules.SeatFollowing:
		return 0
	case rules.SeatRefilling:
		return 1
	case rules.SeatFinished:
		return 2
	}
	return 3
}

// words are the grid's head: the viewer's place by the score so far, and
// how many captains follow, refill and have finished.
func (c *captains) words(env *game.Env, s *rules.State, viewer int, you bool) (place, tally string) {
	n := s.NumPlayers()
	if you && viewer >= 0 && viewer < n {
		mine, above := s.ScoreOf(viewer).Total, 0
		for seat := range n {
			if s.ScoreOf(seat).Total > mine {
				above++
			}
		}
		place = env.T("orbit.captains.place", above+1, n)
	}
	var count [4]int
	for seat := range n {
		count[statusRank(s.Status(seat))]++
	}
	return place, env.T("orbit.captains.tally", count[0], count[1], count[2])
}

// wordsIn writes the place and the tally into a room, wrapped at size,
// as many lines as it holds; it returns the foot of the last.
func (c *captains) wordsIn(env *game.Env, r render.Rect, size float64, place, tally string) float64 {
	f, text := env.Frame(), env.Text()
	pitch := size * 1.3
	var lines []string
	if place != "" {
		lines = text.Wrap(env.T("text.separated", place, tally), f.Px(size), f.Px(r.W))
	}
	if place == "" || len(lines) > int(r.H/pitch) { // no room for both on its lines: the tally alone
		lines = text.Wrap(tally, f.Px(size), f.Px(r.W))
	}
	lines = lines[:min(len(lines), max(1, int(r.H/pitch)))]
	y := r.Y + (r.H-pitch*float64(len(lines)))/2
	for _, line := range lines {
		c.head = append(c.head, render.Word{Text: line, X: r.X, Y: y + pitch/2, Size: size, Color: render.Ink, Align: render.Left, Bold: false})
		y += pitch
	}
	return max(y, r.Y+r.H)
}

// cell writes a cell of the grid: its box, its system on the right, its
// name, score and status on the left, each cut to its room.
func (c *captains) cell(env *game.Env, in captainsInput, seat int, box render.Rect) captainCell {
	f, text := env.Frame(), env.Text()
	radius := (captainCellH - 2*captainPad) / 2 / 1.5
	reach := board.RingReach(radius)
	words := box.W - 2*captainPad - 2*reach - captainGap
	cell := captainCell{seat: seat, box: f.R(box.X, box.Y, box.W, box.H), marked: seat == in.active}
	cell.cx, cell.cy, cell.radius = f.X(box.X+box.W-captainPad-reach), f.Y(box.Y+box.H/2), f.Px(radius)
	name, word := f.Px(captainNamePx), f.Px(captainWordPx)
	if seat < len(in.names) {
		cell.name = fitWhole(text, in.names[seat], name, f.Px(words))
	}
	if seat < len(in.scores) {
		cell.score = fitWhole(text, in.scores[seat], name, f.Px(words))
	}
	st, ink := statusWord(env, in.s, seat)
	cell.ink = ink
	lines := text.Wrap(st, word, f.Px(words))
	if len(lines) > 2 {
		lines = append(lines[:1], fitEllipsis(text, lines[1]+" "+lines[2], word, f.Px(words)))
	}
	for i, line := range lines {
		lines[i] = fitWhole(text, line, word, f.Px(words))
	}
	cell.status = lines
	return cell
}

// fitWhole keeps a line that fits a width, and ends one that does not
// with an ellipsis, as much of it kept as fits (the cell opened large
// shows it whole).
func fitWhole(text *render.Text, line string, size, width float64) string {
	if text.Width(line, size, true) <= width {
		return line
	}
	return fitEllipsis(text, line, size, width)
}

// statusWord says where a seat stands in the follow of the order, and
// its ink: following bright, refilling gold, finished dim.
func statusWord(env *game.Env, s *rules.State, seat int) (string, color.RGBA) {
	if s.IsOver() {
		return "", render.InkDim
	}
	switch s.Status(seat) {
	case rules.SeatFollowing:
		return env.T("orbit.captains.following"), render.Ink
	case rules.SeatRefilling:
		return env.T("orbit.captains.refilling"), render.Gold
	case rules.SeatFinished:
		return env.T("orbit.captains.finished"), render.InkDim
	}
	if seat == s.General() {
		return env.T("orbit.captains.ordering"), render.Gold
	}
	return env.T("orbit.captains.waiting"), render.InkDim
}

// hit finds a cell (its seat's system) or the grid's room under a point
// of the screen; none elsewhere.
func (c *captains) hit(f *render.Frame, x, y float64) input.Target {
	if !c.shows(f) {
		return input.Target{}
	}
	for i := range c.cells {
		if c.cells[i].box.Contains(x, y) {
			return input.Target{Kind: board.HitSystem, Index: c.cells[i].seat}
		}
	}
	if p := c.panel; f.R(p.X, p.Y, p.W, p.H).Contains(x, y) {
		return input.Target{Kind: kindCaptains}
	}
	return input.Target{}
}

// scrolls reports whether a target is the grid's, which a drag scrolls.
func (c *captains) scrolls(t input.Target) bool {
	return t.Kind == kindCaptains || t.Kind == board.HitSystem
}

// take scrolls the grid by the wheel over it and a drag on it, and
// returns the intents that are not the grid's.
func (c *captains) take(env *game.Env, intents []input.Intent) []input.Intent {
	f := env.Frame()
	out := intents[:0]
	p := c.panel
	inPanel := func(in input.Intent) bool { return c.shows(f) && f.R(p.X, p.Y, p.W, p.H).Contains(in.X, in.Y) }
	for _, in := range intents {
		switch {
		case in.Kind == input.Scroll && inPanel(in):
			c.scroll.By(-in.Amount * game.WheelStep)
		case in.Kind == input.DragStart && c.scrolls(in.Target) && inPanel(in):
			c.grab = true
			c.scroll.Grab(in.Y / f.S)
		case c.grab && (in.Kind == input.DragMove || in.Kind == input.Drop):
			c.scroll.DragTo(in.Y / f.S)
			c.grab = in.Kind == input.DragMove
		case c.grab && in.Kind == input.DragCancel:
			c.grab = false
		default:
			out = append(out, in)
		}
	}
	return out
}

// press does what a grid's button asks: opens or closes a fluid grid, or
// sorts it (from its top). It reports whether the button was the grid's.
func (c *captains) press(id int) bool {
	switch {
	case id == btnCaptains:
		c.open = !c.open
	case id >= btnSort && id < btnSort+int(numSorts):
		c.sortBy = captainSort(id - btnSort)
		c.scroll.Offset = 0
	default:
		return false
	}
	return true
}
