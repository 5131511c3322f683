package orbis

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// The parts of the table a phone's or a tablet's layout draws its own way
// (Layout.Fluid): the seat to act around its pyramid, the other seats as
// tabs, the log in a drawer. Every text is 12 CSS pixels or more.

// fluidTopBar draws the top bar: the round and whose turn it is, and the
// buttons.
func (t *Table) fluidTopBar(dst *ebiten.Image, l *Layout, v *TableView) {
	t.Paint.Box(dst, l.TopBar, 0, render.FeltDark)
	if r := l.TopWords; r.W > 0 {
		before := t.Text.Within(dst, r)
		t.Text.Draw(dst, v.Words.Top, r.X, r.Y+r.H/2, l.Px(13), render.Ink, render.Left)
		t.Text.Restore(before)
	}
	for _, b := range []ButtonID{BtnMenu, BtnHelp, BtnLegend, BtnLog} {
		t.Paint.Button(dst, l.Buttons[b], v.Buttons[b], v.Hover == (Target{Kind: Button, Index: int(b)}), l.S)
	}
}

// fluidActiveSeat draws the seat to act: its pyramid, and in the corners
// beside it its name, who plays it, its score, god and tokens on the
// left, its realm on the right.
func (t *Table) fluidActiveSeat(dst *ebiten.Image, l *Layout, v *TableView, seat int) {
	a := &l.Seats[seat]
	t.pyramid(dst, a, v, true)
	before := t.Text.Within(dst, a.Name)
	t.Text.DrawBold(dst, v.Names[seat], a.Name.X, a.Name.Y+a.Name.H/2, l.Px(16), render.Ink, render.Left)
	kind := v.Kinds[seat]
	if v.Thinking == seat {
		kind = v.Words.Thinking
		t.dotsAfter(kind, a.Kind.X, a.Kind.Y+a.Kind.H/2, l.Px(12), false)
	}
	t.Text.Within(dst, a.Kind)
	t.Text.Draw(dst, kind, a.Kind.X, a.Kind.Y+a.Kind.H/2, l.Px(12), render.InkDim, render.Left)
	t.Text.Within(dst, a.Score)
	t.seatScore(dst, l, v, seat, a.Score.X, a.Score.Y+a.Score.H/2, l.Px(18), render.Left)
	t.Text.Restore(before)
	st := v.S.Seat(seat)
	if st.God != rules.NoGod {
		t.Art.God(dst, st.God, a.God, TileOpts{Cancelled: st.GodCancelled})
	}
	t.tokens(dst, a.Tokens, st.Reductions, l.TokenRadius(), l)
	realm := st.Realm
	col := render.InkDim
	if realm.Total() > rules.RealmLimit {
		col = render.Danger
	}
	before = t.Text.Within(dst, l.RealmHead)
	head := v.Words.Realm[seat]
	if l.RealmShort {
		head = v.Words.RealmShort[seat]
	}
	t.Text.Draw(dst, head, l.RealmHead.X+l.RealmHead.W, l.RealmHead.Y+l.RealmHead.H/2, l.Px(12), col, render.Right)
	t.Text.Restore(before)
	for c := range rules.NumColors {
		r := a.Realm[c]
		n := int(realm[c])
		fill := render.Shade(render.FeltLight, 0.8)
		if v.Hover == (Target{Kind: RealmCubes, Index: c}) {
			fill = render.FeltLight
		}
		t.Paint.Box(dst, r, l.Px(6), fill)
		cx, cy := r.X+r.W*0.32, r.Y+r.H/2
		if n > 0 {
			t.Art.Cube(dst, rules.Color(c), cx, cy, l.Px(18))
		} else {
			k := t.Art.Art.Pal.Of(rules.Color(c))
			box := render.Rect{X: cx - l.Px(9), Y: cy - l.Px(9), W: l.Px(18), H: l.Px(18)}
			t.Paint.Frame(dst, box, l.Px(4), l.Px(1.5), render.Shade(k, 0.75))
		}
		ink := render.Ink
		if n == 0 {
			ink = render.InkDim
		}
		t.Text.DrawBold(dst, fmt.Sprint(n), r.X+r.W*0.74, cy, l.Px(16), ink, render.Center)
	}
}

// seatTab draws another seat as a tab: its name and score, and its
// pyramid small; a tap opens it large.
func (t *Table) seatTab(dst *ebiten.Image, l *Layout, v *TableView, seat int) {
	a := &l.Seats[seat]
	fill := render.FeltLight
	if v.Hover == (Target{Kind: SeatPanel, Index: seat}) {
		fill = render.Shade(render.FeltLight, 1.08)
	}
	t.Paint.Box(dst, a.Frame, l.Px(8), fill)
	if v.S.CurrentPlayer() == seat {
		t.Paint.Frame(dst, a.Frame, l.Px(8), l.Px(2), render.Gold)
	}
	t.pyramid(dst, a, v, false)
	name := v.Names[seat]
	if v.Thinking == seat {
		name = v.Words.NameThinking
	}
	before := t.Text.Within(dst, a.Name)
	size := l.Px(13)
	if t.Text.Width(name, size, true) > a.Name.W { // four seats' tabs on a small phone: the floor's 12
		size = l.Px(12)
	}
	if v.Thinking == seat {
		t.dotsAfter(name, a.Name.X, a.Name.Y+a.Name.H/2, size, true)
	}
	t.Text.DrawBold(dst, name, a.Name.X, a.Name.Y+a.Name.H/2, size, render.Ink, render.Left)
	t.Text.Within(dst, a.Score)
	t.seatScore(dst, l, v, seat, a.Score.X, a.Score.Y+a.Score.H/2, l.Px(13), render.Left)
	t.Text.Restore(before)
}

// drawer draws the log's drawer over the table, the temples and the piles
// at its head when the table had no room for them.
func (t *Table) drawer(dst *ebiten.Image, l *Layout, v *TableView) {
	top := l.TopBar.Y + l.TopBar.H
	box := render.Rect{X: l.Log.X, Y: top, W: l.Log.W, H: l.Log.Y + l.Log.H - top}
	t.Paint.Shadow(dst, box, l.Px(10))
	t.Paint.Box(dst, box, l.Px(10), render.FeltDark)
	t.Paint.Frame(dst, box, l.Px(10), l.Px(1.5), render.Gold)
	if r := l.DrawerWords; r.W > 0 {
		before := t.Text.Within(dst, r)
		t.Text.Draw(dst, v.Words.Top, r.X, r.Y+r.H/2, l.Px(13), render.Ink, render.Left)
		t.Text.Restore(before)
	}
	if l.SupplyInDrawer {
		t.gods(dst, l, v)
	}
	for seat := range l.Players {
		if l.TabsInDrawer && seat != l.Active {
			t.seatTab(dst, l, v, seat)
		}
	}
	if l.Temples.W > 0 && (l.StockInDrawer || l.SupplyInDrawer) {
		t.stock(dst, l, v)
	}
	t.log(dst, l, v)
}
