package orbis

import "orbis/render"

// rivalSideBySide is how wide a rival's panel must be, in design units, to
// have its name and realm in a column beside its pyramid, drawn large: the
// 2-player table's panel, or one a wide screen makes room for.
const rivalSideBySide = 600

// logGain is how much of a wide screen's extra room the log takes, at
// most, in design units: its lines wrap less and more of them show.
const logGain = 300

// widen spreads the desktop's table over a wide screen's canvas (the
// frame's Extra beyond the 1280 design units): the display, the gods and
// the supply keep the left edge; the log grows to the right under them,
// by up to half the room; the rivals' row takes the room (seatArea); the
// active seat's pyramid and the choice panel keep the middle of what the
// log leaves, its side column and the top bar's buttons the right edge.
func (l *Layout) widen() {
	e := l.Extra()
	if e <= 0 {
		return
	}
	logW := min(e/2, logGain)
	right, mid := l.Px(e), l.Px(logW+(e-logW)/2)
	l.TopBar.W = l.W
	l.Log.W += l.Px(logW)
	for _, b := range []ButtonID{BtnMenu, BtnHelp, BtnLegend, BtnEndTurn, BtnUndo, BtnRedo, BtnHint, BtnExchange, BtnWild} {
		l.Buttons[b].X += right
	}
	l.Info.X += right
	moved := []*render.Rect{&l.Panel, &l.Guide, &l.Notes, &l.Buttons[BtnConfirm], &l.Buttons[BtnDecline]}
	for col := range l.PanelRow {
		row := &l.PanelRow[col]
		moved = append(moved, &row.Minus, &row.Plus, &row.Pick, &row.Give, &row.Get)
	}
	for _, r := range moved {
		r.X += mid
	}
	a := &l.Seats[l.Active]
	a.Frame.X += l.Px(logW)
	a.Frame.W += l.Px(e - logW)
	for i := range a.Slots {
		a.Slots[i].CX += mid
	}
	for i := range a.Ends {
		a.Ends[i].CX += mid
	}
	a.God.CX += right
	for _, r := range []*render.Rect{&a.Name, &a.Score, &a.Tokens} {
		r.X += right
	}
	for col := range a.Realm {
		a.Realm[col].X += right
	}
}
