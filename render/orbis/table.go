package orbis

import (
	"fmt"
	"image"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// Table draws the play scene.
type Table struct {
	Art   *Sprites
	Paint *render.Painter
	Text  *render.Text
	// The still part of the table is drawn into layer only when what it
	// shows changes; each frame copies it and draws the moving parts on top.
	// A software renderer pays for every draw call, so this is what keeps
	// frames cheap. It is drawn once every piece of it is painted (the
	// pieces new to it are painted a few a frame): until then the last
	// whole picture stays, never one with holes.
	layer     *ebiten.Image
	shown     layerKey
	hasLayer  bool           // layer holds a whole picture: of shown, for shownFor
	shownFor  *TableView     // the view layer was drawn for: another's is not its past
	shownDots dotsAt         // where the thinking dots go in the picture shown
	layerText render.Printed // what it holds of words, for the measure when it is copied
	moved     bool           // the last frame drew moving parts
	linger    render.Linger  // presents the picture kept a while after it changed
	tip       string
	dots      int // the thinking dots last drawn
	// dotsAt is where the still layer's "thinking" ends: the dots after it
	// move, drawn over the layer, so that they never redraw it.
	dotsAt  dotsAt
	wrapped struct { // the last tooltip's lines
		tip         string
		size, width float64
		lines       []string
	}
}

// layerKey is everything the still layer depends on, comparable: the
// view's Still part (its words with it), the public view of the game, and
// what stands for the log.
type layerKey struct {
	Still
	seen    rules.View
	layout  *Layout // its size and its reading scale
	look    int     // the pieces' colours and the gods' names (Sprites.Look)
	logLen  int
	logLast string
}

// dotsAt is where the still layer's "thinking" ends, and in what type.
type dotsAt struct {
	x, y, size float64
	bold, ok   bool
}

// NewTable makes the play scene's drawer.
func NewTable(text *render.Text) *Table {
	return &Table{Art: NewSprites(NewArt(text)), Paint: render.NewPainter(text), Text: text}
}

// Draw draws the whole table: the still layer, redrawn when it changed,
// then what moves. The screen is not cleared between frames, so when
// nothing changed and nothing moves, the last frame stays and nothing is
// drawn at all; force draws anyway (an overlay is drawn on top).
func (t *Table) Draw(dst *ebiten.Image, l *Layout, v *TableView, force bool) {
	key := t.keyOf(l, v)
	moving := len(v.Flying) > 0 || v.Drag != nil
	if !force && t.hasLayer && key == t.shown && !moving && !t.moved && v.Tooltip == t.tip && v.Dots == t.dots &&
		t.layer.Bounds() == dst.Bounds() {
		t.Text.Shown(dst, t.layerText, 1) // the screen keeps the layer's picture
		t.linger.Held(dst)
		return
	}
	t.linger.Changed()
	t.moved, t.tip, t.dots = moving, v.Tooltip, v.Dots
	if t.shownFor != v {
		t.hasLayer, t.shownFor = false, v // another view's picture is not this one's past
	}
	if !t.hasLayer || key != t.shown {
		t.redrawStill(dst, l, v, key)
	}
	switch {
	case !t.hasLayer: // the view's first picture, its pieces being painted
		dst.Fill(render.Felt)
		t.Text.Stopgap()
	case t.layer.Bounds() == dst.Bounds():
		dst.DrawImage(t.layer, nil)
		t.Text.Shown(dst, t.layerText, 1)
	default: // the window was resized: the last whole picture, scaled, until the new one is whole
		b, lb := dst.Bounds(), t.layer.Bounds()
		sx, sy := float64(b.Dx())/float64(lb.Dx()), float64(b.Dy())/float64(lb.Dy())
		t.Text.Stopgap() // stretched for a frame or two: not the sizes the new picture has
		var op ebiten.DrawImageOptions
		op.GeoM.Scale(sx, sy)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(t.layer, &op)
	}
	t.drawMoving(dst, l, v)
}

// redrawStill draws the still part anew once every piece of it is painted:
// a rehearsal on render.Void paints the missing ones first, as the frame's
// budget allows, while the last whole picture (or, for a view's first, the
// bare felt) stays.
func (t *Table) redrawStill(dst *ebiten.Image, l *Layout, v *TableView, key layerKey) {
	if !t.Art.Ready(func(void *ebiten.Image) { t.drawStill(void, l, v) }) {
		t.dotsAt = t.shownDots // the thinking dots stay where the picture shown has them
		return
	}
	t.layer = fitLayer(t.layer, dst.Bounds())
	before := t.Text.Offscreen() // its words are read when it is copied
	t.drawStill(t.layer, l, v)
	t.layerText = t.Text.Captured(before)
	t.shown, t.hasLayer, t.shownDots = key, true, t.dotsAt
}

// fitLayer returns img when it has the bounds b, else a new image of them,
// img deallocated.
func fitLayer(img *ebiten.Image, b image.Rectangle) *ebiten.Image {
	if img != nil && img.Bounds() == b {
		return img
	}
	if img != nil {
		img.Deallocate()
	}
	return ebiten.NewImageWithOptions(b, &ebiten.NewImageOptions{Unmanaged: true})
}

// keyOf gathers what the still layer shows.
func (t *Table) keyOf(l *Layout, v *TableView) layerKey {
	k := layerKey{Still: v.Still, seen: *v.S, layout: l, look: t.Art.Look(), logLen: len(v.Log)}
	if len(v.Log) > 0 {
		k.logLast = v.Log[len(v.Log)-1].Text
	}
	return k
}

// drawStill draws everything that does not move.
func (t *Table) drawStill(dst *ebiten.Image, l *Layout, v *TableView) {
	t.dotsAt.ok = false
	dst.Fill(render.Felt)
	fluid := l.Fluid()
	if fluid {
		t.fluidTopBar(dst, l, v)
	} else {
		t.topBar(dst, l, v)
	}
	t.display(dst, l, v)
	t.supply(dst, l, v)
	if !fluid {
		t.log(dst, l, v)
	}
	for seat := range l.Players {
		switch {
		case seat == l.Active && fluid:
			t.fluidActiveSeat(dst, l, v, seat)
		case seat == l.Active:
			t.activeSeat(dst, l, v, seat)
		case fluid && l.TabsInDrawer:
			// drawn with the drawer
		case fluid:
			t.seatTab(dst, l, v, seat)
		default:
			t.compactSeat(dst, l, v, seat)
		}
	}
	t.controls(dst, l, v)
	switch { // one thing at a time above the pyramid, a choice first
	case v.Panel.Open:
		t.panel(dst, l, v)
	case v.Notice != "":
		t.notice(dst, l, v)
	case v.HintText != "":
		t.hintBox(dst, l, v)
	case v.Coach != "":
		t.coachBox(dst, l, v)
	case v.Status != "":
		t.guide(dst, l, v)
	}
	if fluid && l.Drawer {
		t.drawer(dst, l, v)
	}
	if v.Focus.W > 0 {
		t.Paint.FocusRing(dst, v.Focus, l.S)
	}
}

// drawMoving draws what moves over the still layer: flights, the dragged
// piece, the tooltip.
func (t *Table) drawMoving(dst *ebiten.Image, l *Layout, v *TableView) {
	if d := t.dotsAt; d.ok && v.Thinking >= 0 {
		if d.bold {
			t.Text.DrawBold(dst, dots(v.Dots), d.x, d.y, d.size, render.Ink, render.Left)
		} else {
			t.Text.Draw(dst, dots(v.Dots), d.x, d.y, d.size, render.InkDim, render.Left)
		}
	}
	for _, sp := range v.Flying {
		t.sprite(dst, v.S.Tiles(), sp)
	}
	if d := v.Drag; d != nil {
		r := l.Display[0].R * 1.05
		if d.Tile == rules.NoTile {
			t.Art.God(dst, d.God, render.Hex{CX: d.X, CY: d.Y, R: l.Gods[0].R * 1.1}, TileOpts{Lift: 1})
		} else if d.Wild {
			t.Art.Wilderness(dst, render.Hex{CX: d.X, CY: d.Y, R: r}, TileOpts{Lift: 1})
		} else {
			t.Art.Tile(dst, v.S.Tiles().Tile(d.Tile), render.Hex{CX: d.X, CY: d.Y, R: r}, TileOpts{Lift: 1})
		}
	}
	if v.Tooltip != "" {
		t.tooltip(dst, l, v)
	}
}

func (t *Table) topBar(dst *ebiten.Image, l *Layout, v *TableView) {
	t.Paint.Box(dst, render.Rect{X: 0, Y: 0, W: l.W, H: l.TopBar.Y + l.TopBar.H}, 0, render.FeltDark)
	x, cy := l.X(18), l.TopBar.Y+l.TopBar.H/2
	t.Text.DrawBold(dst, "ORBIS", x, cy, l.Px(20), render.Gold, render.Left)
	before := t.Text.Within(dst, render.Rect{X: 0, Y: 0, W: l.Buttons[BtnLegend].X - l.Px(8), H: l.TopBar.Y + l.TopBar.H}) // clear of the buttons
	t.Text.Draw(dst, v.Words.Top, l.X(110), cy, l.Px(17), render.Ink, render.Left)
	t.Text.Restore(before)
	for _, b := range []ButtonID{BtnMenu, BtnHelp, BtnLegend} {
		t.Paint.Button(dst, l.Buttons[b], v.Buttons[b], v.Hover == (Target{Kind: Button, Index: int(b)}), l.S)
	}
}

// pyramid draws a seat's pyramid, lighting up legal slots for the active seat.
func (t *Table) pyramid(dst *ebiten.Image, a *SeatArea, v *TableView, highlight bool) {
	s := v.S
	set := s.Tiles()
	pyr := s.PyramidOf(a.Seat)
	var open rules.SlotSet
	if highlight {
		open = s.OpenSlots(a.Seat)
	}
	for slot := range rules.PlaceTargets {
		h := a.Target(slot)
		end := slot >= rules.PyramidSlots
		switch {
		case end && !(highlight && open.Has(slot)):
			continue // an end beyond the base row shows only where a tile may go
		case end || pyr[slot].Empty() || v.HideSlots[a.Seat].Has(slot):
			look := SlotPlain
			switch {
			case !highlight:
			case v.FaceUp.Has(slot):
				look = SlotFaceUp
			case v.Exchange.Has(slot):
				look = SlotExchange
			case v.WildOnly.Has(slot):
				look = SlotWildOnly
			case !open.Has(slot):
				look = SlotClosed
			}
			if highlight && v.Hover == (Target{Kind: Slot, Index: slot}) && (v.FaceUp | v.WildOnly | v.Exchange).Has(slot) {
				look = SlotHover
			}
			t.Art.Slot(dst, h, look)
			if end {
				t.endArrow(dst, h, slot == rules.BaseLeft)
			}
		case pyr[slot].Wild:
			t.Art.Wilderness(dst, h, TileOpts{})
		default:
			t.Art.Tile(dst, set.Tile(pyr[slot].Tile), h, TileOpts{Cancelled: pyr[slot].Cancelled})
		}
		if highlight && v.Hint == (Target{Kind: Slot, Index: slot}) || v.Mark.Seat == a.Seat && v.Mark.Slot == slot {
			t.Paint.HexOutline(dst, h.Scaled(1.04), math.Max(2, h.R*0.07), render.Gold)
		}
	}
}

// endArrow marks an end beyond the base row with an arrow pointing away
// from the pyramid: a tile placed there pushes the pyramid the other way.
func (t *Table) endArrow(dst *ebiten.Image, h render.Hex, left bool) {
	dir := 1.0
	if left {
		dir = -1
	}
	s := h.R * 0.38
	t.Paint.Arrow(dst, h.CX-dir*s*0.6, h.CY, h.CX+dir*s*0.6, h.CY, math.Max(1.5, h.R*0.09), render.InkDim)
}

// activeSeat draws the seat to act: its large pyramid and side column.
func (t *Table) activeSeat(dst *ebiten.Image, l *Layout, v *TableView, seat int) {
	a := &l.Seats[seat]
	t.pyramid(dst, a, v, true)
	info := l.Info
	t.Paint.Box(dst, info, l.Px(10), render.FeltLight)
	defer t.Text.Restore(t.Text.Within(dst, info))
	t.Text.DrawBold(dst, t.Text.Clip(v.Names[seat], a.Name.W-l.Px(56), l.Px(20)), a.Name.X, a.Name.Y+a.Name.H/2, l.Px(20), render.Ink, render.Left)
	kind := v.Kinds[seat]
	if v.Thinking == seat {
		kind = v.Words.Thinking
		t.dotsAfter(kind, a.Name.X, a.Name.Y+a.Name.H/2+l.Px(20), l.Px(13), false)
	}
	t.Text.Draw(dst, kind, a.Name.X, a.Name.Y+a.Name.H/2+l.Px(20), l.Px(13), render.InkDim, render.Left)
	t.seatScore(dst, l, v, seat, a.Score.X+a.Score.W, a.Name.Y+a.Name.H/2, l.Px(22), render.Right)
	st := v.S.Seat(seat)
	if st.God != rules.NoGod {
		t.Art.God(dst, st.God, a.God, TileOpts{Cancelled: st.GodCancelled})
	}
	t.tokens(dst, a.Tokens, st.Reductions, l.TokenRadius(), l)
	// The realm: per colour a cube and the count, and the total above.
	realm := st.Realm
	total := realm.Total()
	for c := range rules.NumColors {
		r := a.Realm[c]
		cx := r.X + r.W/2
		n := int(realm[c])
		if n > 0 {
			t.Art.Cube(dst, rules.Color(c), cx, r.Y+l.Px(18), l.Px(24))
		} else {
			// An empty colour keeps its colour and glyph, dimmed: an outline.
			k := t.Art.Art.Pal.Of(rules.Color(c))
			box := render.Rect{X: cx - l.Px(11), Y: r.Y + l.Px(7), W: l.Px(22), H: l.Px(22)}
			t.Paint.Box(dst, box, l.Px(4), render.Shade(k, 0.3))
			t.Paint.Frame(dst, box, l.Px(4), l.Px(1.5), render.Shade(k, 0.75))
			t.Art.Glyph(dst, rules.Color(c), cx, r.Y+l.Px(18), l.Px(12), render.Shade(k, 0.75))
		}
		col := render.Ink
		if n == 0 {
			col = render.InkDim
		}
		if v.Hover == (Target{Kind: RealmCubes, Index: c}) {
			col = render.Gold
		}
		t.Text.DrawBold(dst, fmt.Sprint(n), cx, r.Y+l.Px(48), l.Px(17), col, render.Center)
	}
	col := render.InkDim
	if total > rules.RealmLimit {
		col = render.Danger
	}
	t.Text.Draw(dst, v.Words.Realm[seat], info.X+l.Px(10), a.Realm[0].Y-l.Px(12), l.Px(14), col, render.Left)
}

func dots(n int) string { return [...]string{"", ".", "..", "..."}[n&3] }

// dotsAfter notes where the thinking dots go: after a text drawn at x, y.
func (t *Table) dotsAfter(text string, x, y, size float64, bold bool) {
	t.dotsAt.x, t.dotsAt.y, t.dotsAt.size, t.dotsAt.bold, t.dotsAt.ok = x+t.Text.Width(text, size, bold), y, size, bold, true
}

// seatScore writes a seat's provisional score.
func (t *Table) seatScore(dst *ebiten.Image, l *Layout, v *TableView, seat int, x, y, size float64, align render.Align) {
	if v.Words.Scores[seat] == "" {
		return
	}
	t.Text.DrawBold(dst, v.Words.Scores[seat], x, y, size, render.Gold, align)
}

// tokens draws the reduction tokens a seat holds.
func (t *Table) tokens(dst *ebiten.Image, r render.Rect, red rules.ColorSet, radius float64, l *Layout) {
	for i, c := range red.Colors() {
		t.Art.ReductionToken(dst, c, tokenX(r, radius, i, l), r.Y+r.H/2, radius)
	}
}

// tokenX is the centre of the i-th reduction token in a seat's token row.
func tokenX(r render.Rect, radius float64, i int, l *Layout) float64 {
	return r.X + radius + float64(i)*(radius*2+l.Px(4))
}

// compactSeat draws another seat's small panel.
func (t *Table) compactSeat(dst *ebiten.Image, l *Layout, v *TableView, seat int) {
	a := &l.Seats[seat]
	fill := render.FeltLight
	if v.Hover == (Target{Kind: SeatPanel, Index: seat}) {
		fill = render.Shade(render.FeltLight, 1.08)
	}
	t.Paint.Box(dst, a.Frame, l.Px(10), fill)
	defer t.Text.Restore(t.Text.Within(dst, a.Frame))
	if v.S.CurrentPlayer() == seat { // the seat being played is lit where it sits
		t.Paint.Frame(dst, a.Frame, l.Px(10), l.Px(3), render.Gold)
	}
	name := v.Names[seat]
	if v.Thinking == seat {
		name = t.Text.Clip(v.Words.NameThinking, a.Name.W-l.Px(16), l.Px(15))
		t.dotsAfter(name, a.Name.X, a.Name.Y+a.Name.H/2, l.Px(15), true)
	}
	t.Text.DrawBold(dst, t.Text.Clip(name, a.Name.W, l.Px(15)), a.Name.X, a.Name.Y+a.Name.H/2, l.Px(15), render.Ink, render.Left)
	t.seatScore(dst, l, v, seat, a.Score.X+a.Score.W, a.Score.Y+a.Score.H/2, l.Px(16), render.Right)
	t.pyramid(dst, a, v, false)
	st := v.S.Seat(seat)
	if st.God != rules.NoGod {
		t.Art.God(dst, st.God, a.God, TileOpts{Cancelled: st.GodCancelled})
	}
	t.tokens(dst, a.Tokens, st.Reductions, l.Px(9), l)
	for c := range rules.NumColors {
		r := a.Realm[c]
		t.Art.Cube(dst, rules.Color(c), r.X+l.Px(10), r.Y+r.H/2, l.Px(14))
		t.Text.DrawBold(dst, fmt.Sprint(st.Realm[c]), r.X+l.Px(24), r.Y+r.H/2, l.Px(14), render.Ink, render.Left)
	}
	total := a.RealmTotal
	t.Text.Draw(dst, v.Words.RealmShort[seat], total.X+total.W, total.Y+total.H/2, l.Px(12), render.InkDim, render.Right)
}

// controls draws the active seat's buttons.
func (t *Table) controls(dst *ebiten.Image, l *Layout, v *TableView) {
	for _, b := range []ButtonID{BtnEndTurn, BtnUndo, BtnRedo, BtnExchange, BtnHint, BtnWild} {
		t.Paint.Button(dst, l.Buttons[b], v.Buttons[b], v.Hover == (Target{Kind: Button, Index: int(b)}), l.S)
	}
	if p := &v.Payment; p.Total() > 0 {
		x := l.Info.X + l.Px(10)
		y := l.Buttons[BtnWild].Y - l.Px(16)
		if l.Fluid() {
			x, y = l.Pays.X, l.Pays.Y+l.Pays.H/2
		}
		t.Text.Draw(dst, v.Words.Pays, x, y, l.Px(13), render.InkDim, render.Left)
		x += t.Text.Width(v.Words.Pays, l.Px(13), false) + l.Px(10)
		for c := range rules.NumColors {
			for range p[c] {
				t.Art.Cube(dst, rules.Color(c), x, y, l.Px(13))
				x += l.Px(15)
			}
		}
	}
}

// sprite draws a tile, god or cube in flight.
func (t *Table) sprite(dst *ebiten.Image, set *rules.TileSet, sp Sprite) {
	t.Art.Flying(sp.R, func(r float64) {
		switch {
		case sp.Cube:
			t.Art.Cube(dst, sp.Color, sp.X, sp.Y, r)
		case sp.Tile != rules.NoTile && sp.Wild:
			t.Art.Wilderness(dst, render.Hex{CX: sp.X, CY: sp.Y, R: r}, TileOpts{Lift: 0.5})
		case sp.Tile != rules.NoTile:
			t.Art.Tile(dst, set.Tile(sp.Tile), render.Hex{CX: sp.X, CY: sp.Y, R: r}, TileOpts{Lift: 0.5, Cancelled: sp.Cancelled})
		default:
			t.Art.God(dst, sp.God, render.Hex{CX: sp.X, CY: sp.Y, R: r}, TileOpts{Lift: 0.5})
		}
	})
}

// tooltip draws the hover text in a box near the pointer, kept on screen.
func (t *Table) tooltip(dst *ebiten.Image, l *Layout, v *TableView) {
	size, lineH := l.TipTextSize(), l.TipLineHeight()
	lines := t.tipLines(v.Tooltip, size, math.Min(l.Px(560)*l.reading(), l.W-l.Px(40)))
	t.Paint.Tooltip(dst, lines, size, lineH, v.TipX, v.TipY, l.S, render.Rect{W: l.W, H: l.H})
}

// tipLines wraps a tooltip's paragraphs ("\n" between them) to a width,
// once per tooltip and size: the pointer may rest on a tile for many frames.
func (t *Table) tipLines(tip string, size, width float64) []string {
	if tip == t.wrapped.tip && size == t.wrapped.size && width == t.wrapped.width {
		return t.wrapped.lines
	}
	var lines []string
	for _, para := range strings.Split(tip, "\n") {
		lines = append(lines, t.Text.Wrap(para, size, width)...)
	}
	t.wrapped.tip, t.wrapped.size, t.wrapped.width, t.wrapped.lines = tip, size, width, lines
	return lines
}
