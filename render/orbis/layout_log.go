package orbis

// The log's measures, its drawer's hits and the tooltips' on the play scene's layout.

// The game log's rows, in design units: the title takes logHead, then a
// row every logStep.
const (
	logHead = 28.0
	logStep = 18.0
)

// reading is the interface scale of the texts read at length (the log,
// tooltips): the player's choice, 1 when none was made.
func (l *Layout) reading() float64 { return max(1, l.Reading) }

// LogTextSize is the size of the log's text.
func (l *Layout) LogTextSize() float64 { return l.Px(13 * l.reading()) }

// LogRowHeight is the height of one row of the log: on the desktop, where
// a mouse rests on a row to mark what it speaks of, a mouse's target
// (24 CSS px: 1280×800's rows grow from 18, a larger window's keep their
// design); a phone's rows are no targets (a finger scrolls the log whole).
func (l *Layout) LogRowHeight() float64 {
	h := l.Px(logStep * l.reading())
	if !l.Fluid() {
		h = max(h, l.cssPx(mousePx))
	}
	return h
}

// TipTextSize and TipLineHeight size a tooltip's text.
func (l *Layout) TipTextSize() float64   { return l.Px(14 * l.reading()) }
func (l *Layout) TipLineHeight() float64 { return l.Px(19 * l.reading()) }

// LogWidth is the width the log's lines wrap to (the scroll bar beside).
func (l *Layout) LogWidth() float64 { return l.Log.W - l.Px(30) }

// LogIndent is how far a turn's lines sit under its head.
func (l *Layout) LogIndent() float64 { return l.Px(12) }

// LogRowsShown is how many rows the log shows at once. Rows grown to a
// mouse's height fill the log down to its foot (1280×800's seven rows of
// 24 px, where nine of 18 stood above a margin).
func (l *Layout) LogRowsShown() int {
	room := l.Log.H - l.Px(logHead)
	if l.LogRowHeight() <= l.Px(logStep*l.reading()) {
		room -= l.Px(6)
	}
	return int(room/l.LogRowHeight() + 1e-9)
}

// logRowAt is the row of the log shown at a height, or -1 for its title.
func (l *Layout) logRowAt(y float64) int {
	if y < l.Log.Y+l.Px(logHead) {
		return -1
	}
	return min(l.LogRowsShown()-1, int((y-l.Log.Y-l.Px(logHead))/l.LogRowHeight()))
}

// drawerHit is what a point meets in the log's drawer, open over the
// table: its temples, piles and lines; ok is false beyond it.
func (l *Layout) drawerHit(x, y float64, gods int) (Target, bool) {
	if !l.Drawer || y < l.TopBar.Y+l.TopBar.H || y > l.Log.Y+l.Log.H {
		return Target{}, false
	}
	if l.Log.Contains(x, y) { // a finger scrolls it whole, its rows too thin to tap
		return Target{Kind: LogLine, Index: -1}, true
	}
	for i := range l.Gods {
		if l.SupplyInDrawer && i < gods && l.Gods[i].Contains(x, y) {
			return Target{Kind: GodTile, Index: i}, true
		}
	}
	for seat := range l.Players {
		if l.TabsInDrawer && seat != l.Active && l.Seats[seat].Frame.Contains(x, y) {
			return Target{Kind: SeatPanel, Index: seat}, true
		}
	}
	return l.supplyHit(x, y), true
}
