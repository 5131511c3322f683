package orbis

import (
	"orbis/game"
	"orbis/game/session"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// gameLog is the game's log: the lines of the finished turns and of the
// turn under way, and the rows they wrap to on the table, scrolled.
type gameLog struct {
	done  []logEntry  // the finished turns
	turn  []logEntry  // the turn under way, its head first
	start rules.State // the state the turn under way began from

	entries []logEntry     // done and turn, as the rows point into them
	rows    []board.LogRow // the entries wrapped to the log's width
	made    struct {       // what the rows were made from
		entries     int
		last        string
		width, size float64
	}
	top      int  // the first row shown
	follow   bool // the newest row is in view: new rows scroll in
	dragY    float64
	dragTop  int
	hovering int // the entry under the pointer, or -1
}

// newGameLog describes a match's history: every finished turn, and the turn
// under way (a resumed game shows its whole past).
func newGameLog(env *game.Env, m *match) gameLog {
	g := gameLog{follow: true, hovering: -1}
	rec := m.Record()
	st, err := rec.Start()
	if err != nil {
		return g
	}
	under := len(m.Sess.TurnSteps())
	past := rec.Actions[:max(0, len(rec.Actions)-under)]
	for _, a := range past {
		before := st
		if st.Apply(a) != nil {
			break
		}
		if len(g.turn) == 0 && a.Kind != rules.KindDraw && before.CurrentPlayer() >= 0 {
			g.turn = append(g.turn, turnHead(env, m.Seats, &before, before.CurrentPlayer()))
		}
		g.turn = appendLines(env, g.turn, describeStep(env, m.Seats, &before, &st, actor(&before, a), a)...)
		if st.Turn() != before.Turn() {
			g.done, g.turn = append(g.done, g.turn...), g.turn[:0]
		}
	}
	g.done = append(g.done, g.turn...)
	g.start = st
	g.retell(env, m)
	return g
}

// actor is who takes an action in a state: the seat to act, or the table
// for a draw.
func actor(s *rules.State, a rules.Action) int {
	if a.Kind == rules.KindDraw {
		return session.Table
	}
	return s.CurrentPlayer()
}

// retell writes the turn under way again from its start: after an undo,
// its lines are those of the steps that stand.
func (g *gameLog) retell(env *game.Env, m *match) {
	g.turn = g.turn[:0]
	st := g.start
	if seat := st.CurrentPlayer(); seat >= 0 {
		g.turn = append(g.turn, turnHead(env, m.Seats, &st, seat))
	}
	for _, step := range m.Sess.TurnSteps() {
		before := st
		if st.Apply(step.Action) != nil {
			break
		}
		g.turn = appendLines(env, g.turn, describeStep(env, m.Seats, &before, &st, step.Seat, step.Action)...)
	}
}

// event adds what a step of the game did; a turn that ended joins the
// finished ones, and the next begins.
func (g *gameLog) event(env *game.Env, m *match, e *event) {
	if e.Kind == session.Undone {
		g.retell(env, m)
		return
	}
	g.turn = appendLines(env, g.turn, describeStep(env, m.Seats, &e.Before, &e.After, e.Step.Seat, e.Step.Action)...)
	if e.Step.Seat == session.Table || e.After.Turn() != e.Before.Turn() {
		g.done = append(g.done, g.turn...)
		g.start = e.After
		g.retell(env, m)
	}
}

// wrap makes the rows for the log's width, when the log or the width
// changed, and keeps the newest row in view while following.
func (g *gameLog) wrap(env *game.Env, l *board.Layout) {
	width, size := l.LogWidth(), l.LogTextSize()
	n := len(g.done) + len(g.turn)
	last := ""
	if len(g.turn) > 0 {
		last = g.turn[len(g.turn)-1].text
	}
	if n == g.made.entries && last == g.made.last && width == g.made.width && size == g.made.size {
		return
	}
	g.made.entries, g.made.last, g.made.width, g.made.size = n, last, width, size
	g.entries = append(append(g.entries[:0], g.done...), g.turn...)
	g.rows = g.rows[:0]
	text := env.Text()
	for i, e := range g.entries {
		indent := 0.0
		if !e.head {
			indent = l.LogIndent()
		}
		for _, line := range text.Wrap(e.text, size, width-indent) {
			g.rows = append(g.rows, board.LogRow{Text: line, Head: e.head, Entry: i, Indent: indent})
		}
	}
	if g.follow {
		g.top = g.bottomTop(l)
	}
	g.top = min(g.top, g.bottomTop(l))
}

// bottomTop is the first row shown when the newest row is at the bottom.
func (g *gameLog) bottomTop(l *board.Layout) int { return max(0, len(g.rows)-l.LogRowsShown()) }

// scroll moves the rows shown by n (up negative), within the log.
func (g *gameLog) scroll(l *board.Layout, n int) {
	g.top = max(0, min(g.bottomTop(l), g.top+n))
	g.follow = g.top == g.bottomTop(l)
}

// handle scrolls the log by the wheel, the page keys and dragging, and
// notes the line under the pointer. It reports whether the intent was the
// log's.
func (g *gameLog) handle(l *board.Layout, in input.Intent) bool {
	over := board.Target(in.Over)
	page := max(1, l.LogRowsShown()-1)
	switch in.Kind {
	case input.Scroll:
		if over.Kind != board.LogLine {
			return false
		}
		g.scroll(l, -int(in.Amount*3))
	case input.KeyPageUp:
		g.scroll(l, -page)
	case input.KeyPageDown:
		g.scroll(l, page)
	case input.KeyHome:
		g.scroll(l, -len(g.rows))
	case input.KeyEnd:
		g.scroll(l, len(g.rows))
	case input.DragStart:
		if board.Target(in.Target).Kind != board.LogLine {
			return false
		}
		g.dragY, g.dragTop = in.Y, g.top
	case input.DragMove, input.Drop:
		if board.Target(in.Target).Kind != board.LogLine {
			return false
		}
		g.scroll(l, g.dragTop-int((in.Y-g.dragY)/l.LogRowHeight())-g.top)
	default:
		return false
	}
	return true
}

// hover notes the entry under the pointer, from the row it rests on.
func (g *gameLog) hover(t board.Target) {
	g.hovering = -1
	if t.Kind == board.LogLine && t.Index >= 0 && g.top+t.Index < len(g.rows) {
		g.hovering = g.rows[g.top+t.Index].Entry
	}
}

// view gives the table the rows shown and the piece the hovered line
// speaks of.
func (g *gameLog) view(v *board.TableView) {
	v.Log = g.rows
	v.LogTop = g.top
	v.LogHover = -1
	v.Mark = board.Mark{Seat: -1, Slot: -1, Pos: -1}
	if g.hovering >= 0 && g.hovering < len(g.entries) {
		e := g.entries[g.hovering]
		v.LogHover = g.hovering
		v.Mark = board.Mark{Seat: e.seat, Slot: e.slot, Pos: e.pos}
	}
}
