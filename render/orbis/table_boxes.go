package orbis

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// The boxes that open above the active pyramid, one at a time: a choice,
// a notice, a hint, the tutorial's coach, the guide to the next move.

// coachBox shows the tutorial's lesson above the pyramid, and rings what
// it points at on the table.
func (t *Table) coachBox(dst *ebiten.Image, l *Layout, v *TableView) {
	r := l.Notes
	size, step, pad := l.Px(14), l.Px(19), l.Px(14)
	lines := t.Text.Wrap(v.Coach, size, r.W-2*pad)
	h := pad*2 + l.Px(20) + float64(len(lines))*step
	if v.CoachNext != "" {
		h += step
	}
	box := render.Rect{X: r.X, Y: r.Y, W: r.W, H: math.Max(h, r.H)}
	if l.Fluid() { // as tall as its lines, clear of what it points at
		box.H = h
		if p := v.CoachPoint; p.W > 0 && p.Y < box.Y+box.H && p.Y+p.H > box.Y || box.Y+box.H > l.H {
			box.Y = r.Y + r.H - h // above the guide's place: the pyramid stays in sight
		}
		r.Y = box.Y
	}
	t.Paint.Shadow(dst, box, l.Px(12))
	t.Paint.Box(dst, box, l.Px(12), render.FeltDark)
	t.Paint.Frame(dst, box, l.Px(12), l.Px(2), render.Gold)
	defer t.Text.Restore(t.Text.Within(dst, box))
	t.Text.DrawBold(dst, v.CoachHead, r.X+pad, r.Y+pad+l.Px(6), l.Px(14), render.Gold, render.Left)
	y := r.Y + pad + l.Px(20)
	for _, line := range lines {
		t.Text.Draw(dst, line, r.X+pad, y+step/2, size, render.Ink, render.Left)
		y += step
	}
	if v.CoachNext != "" {
		t.Text.DrawBold(dst, v.CoachNext, r.X+r.W-pad, y+step/2, l.Px(13), render.Gold, render.Right)
	}
	if p := v.CoachPoint; p.W > 0 {
		t.Paint.Frame(dst, p.Inset(-l.Px(6)), l.Px(10), l.Px(3), render.Gold)
	}
}

// notice shows a passing word where the choices open, above the active
// pyramid, in a box as tall as its lines.
func (t *Table) notice(dst *ebiten.Image, l *Layout, v *TableView) {
	r := l.Notes
	size, step, pad := l.Px(15), l.Px(20), l.Px(14)
	lines := t.Text.Wrap(v.Notice, size, r.W-2*pad)
	box := render.Rect{X: r.X, Y: r.Y, W: r.W, H: 2*pad + float64(len(lines))*step}
	t.Paint.Shadow(dst, box, l.Px(12))
	t.Paint.Box(dst, box, l.Px(12), render.FeltDark)
	t.Paint.Frame(dst, box, l.Px(12), l.Px(1.5), render.Gold)
	defer t.Text.Restore(t.Text.Within(dst, box))
	for i, line := range lines {
		t.Text.Draw(dst, line, r.X+r.W/2, box.Y+pad+step*(float64(i)+0.5), size, render.Ink, render.Center)
	}
}

// hintBox shows what a hinted move does where choices open, above the
// active pyramid, wrapped to the box.
func (t *Table) hintBox(dst *ebiten.Image, l *Layout, v *TableView) {
	r := l.Notes
	size, step := l.Px(13), l.Px(17)
	lines := t.Text.Wrap(v.HintText, size, r.W-l.Px(32))
	maxLines := max(1, int((l.NotesMax-l.Px(34))/step))
	if len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] = t.Text.Clip(lines[maxLines-1]+" …", r.W-l.Px(32), size)
	}
	box := render.Rect{X: r.X, Y: r.Y, W: r.W, H: l.Px(34) + float64(len(lines))*step}
	t.Paint.Shadow(dst, box, l.Px(12))
	t.Paint.Box(dst, box, l.Px(12), render.FeltDark)
	t.Paint.Frame(dst, box, l.Px(12), l.Px(1.5), render.Gold)
	defer t.Text.Restore(t.Text.Within(dst, box))
	t.Text.DrawBold(dst, v.Words.HintHead, r.X+l.Px(16), r.Y+l.Px(16), l.Px(14), render.Gold, render.Left)
	for i, line := range lines {
		t.Text.Draw(dst, line, r.X+l.Px(16), r.Y+l.Px(34)+float64(i)*step, size, render.Ink, render.Left)
	}
}

// guide says what to do next, or why a move was refused, where the
// choices open above the active pyramid: in sight of the pieces it speaks
// of, with room for its words in every language.
func (t *Table) guide(dst *ebiten.Image, l *Layout, v *TableView) {
	r := l.Guide
	size, step := l.Px(15), l.Px(21)
	top := l.Px(16)
	if l.Fluid() {
		size, step, top = l.Px(12), l.Px(15), l.Px(1)
	}
	col := render.InkDim
	if v.StatusErr {
		col = render.Danger
	}
	width := r.W - l.Px(32)
	if l.Fluid() {
		width = r.W - l.Px(8) // a phone's every pixel
	}
	lines := t.Text.Wrap(v.Status, size, width)
	if maxLines := max(1, int((r.H-top)/step)); len(lines) > maxLines {
		lines = lines[:maxLines]
		lines[maxLines-1] = t.Text.Clip(lines[maxLines-1]+" …", width, size)
	}
	defer t.Text.Restore(t.Text.Within(dst, r))
	for i, line := range lines {
		t.Text.Draw(dst, line, r.X+r.W/2, r.Y+top+step*(float64(i)+0.5), size, col, render.Center)
	}
}

// panel draws the open choice.
func (t *Table) panel(dst *ebiten.Image, l *Layout, v *TableView) {
	p := &v.Panel
	r := l.Panel
	t.Paint.Shadow(dst, r, l.Px(12))
	t.Paint.Box(dst, r, l.Px(12), render.FeltDark)
	t.Paint.Frame(dst, r, l.Px(12), l.Px(1.5), render.Gold)
	defer t.Text.Restore(t.Text.Within(dst, r))
	if l.Fluid() {
		t.fluidPanelWords(dst, l, v)
	} else {
		t.Text.DrawBold(dst, p.Title, r.X+l.Px(16), r.Y+l.Px(16), l.Px(16), render.Ink, render.Left)
	}
	if p.Question {
		t.question(dst, l, v)
		return
	}
	if !l.Fluid() {
		t.desktopHint(dst, l, v)
	}
	if p.Exchange {
		t.exchangeRows(dst, l, v)
	}
	if p.Rows {
		for c := range rules.NumColors {
			row := l.PanelRow[c]
			disabled := p.Disabled[c]
			cx, cy := row.Pick.Center()
			box := render.FeltLight
			if p.Marked[c] {
				box = render.Shade(render.Gold, 0.55)
			}
			if p.To[c] {
				box = render.Shade(GlowExchange, 0.55)
			}
			t.Paint.Box(dst, row.Pick, l.Px(6), box)
			t.Art.Cube(dst, rules.Color(c), cx-l.Px(14), cy, l.Px(18))
			col := render.Ink
			if disabled {
				col = render.Shade(render.InkDim, 0.6)
			}
			if !p.PickOnly {
				t.Text.DrawBold(dst, fmt.Sprint(p.Counts[c]), cx+l.Px(14), cy, l.Px(17), col, render.Center)
				for _, b := range []struct {
					r    render.Rect
					sign string
				}{{row.Minus, "−"}, {row.Plus, "+"}} {
					t.Paint.Box(dst, b.r, l.Px(5), render.FeltLight)
					bx, by := b.r.Center()
					t.Text.DrawBold(dst, b.sign, bx, by, l.Px(18), render.Ink, render.Center)
				}
			} else if p.Counts[c] > 0 {
				t.Text.DrawBold(dst, fmt.Sprint(p.Counts[c]), cx+l.Px(14), cy, l.Px(17), col, render.Center)
			}
		}
	}
	for _, b := range []ButtonID{BtnConfirm, BtnDecline} {
		t.Paint.Button(dst, l.Buttons[b], v.Buttons[b], v.Hover == (Target{Kind: Button, Index: int(b)}), l.S)
	}
}

// desktopHint draws the desktop's hint along the panel's foot; the
// Volcano's, longer than the foot in some languages, wraps upwards beside
// the buttons, where its panel has no rows.
func (t *Table) desktopHint(dst *ebiten.Image, l *Layout, v *TableView) {
	p, r := &v.Panel, l.Panel
	size, x, foot := l.Px(12), r.X+l.Px(16), r.Y+r.H-l.Px(11)
	if p.Rows || p.Exchange || t.Text.Width(p.Hint, size, false) <= r.W-l.Px(32) {
		t.Text.Draw(dst, t.Text.Clip(p.Hint, r.W-l.Px(32), size), x, foot, size, render.InkDim, render.Left)
		return
	}
	lines := t.Text.Wrap(p.Hint, size, l.Buttons[BtnConfirm].X-x-l.Px(16))
	for i, line := range lines {
		t.Text.Draw(dst, line, x, foot-l.Px(16)*float64(len(lines)-1-i), size, render.InkDim, render.Left)
	}
}

// question draws a question's words under its title, wrapped beside its
// two buttons, and the buttons that answer it.
func (t *Table) question(dst *ebiten.Image, l *Layout, v *TableView) {
	r := l.Panel
	size, step := l.Px(14), l.Px(19)
	room := l.Buttons[BtnConfirm].X - r.X - l.Px(32)
	if l.Fluid() {
		room = r.W - l.Px(32)
	}
	for i, line := range t.Text.Wrap(v.Panel.Hint, size, room) {
		t.Text.Draw(dst, line, r.X+l.Px(16), r.Y+l.Px(44)+float64(i)*step, size, render.Ink, render.Left)
	}
	for _, b := range []ButtonID{BtnConfirm, BtnDecline} {
		t.Paint.Button(dst, l.Buttons[b], v.Buttons[b], v.Hover == (Target{Kind: Button, Index: int(b)}), l.S)
	}
}

// exchangeRows draws the exchange's two rows: the colours to give 3 of, each
// with how many the realm holds (those under 3 greyed), and the colours to
// get 1 of (all but the one given).
func (t *Table) exchangeRows(dst *ebiten.Image, l *Layout, v *TableView) {
	p := &v.Panel
	give, get := l.ExchangeLabels()
	before := t.Text.Within(dst, give)
	t.Text.DrawBold(dst, p.GiveLabel, give.X, give.Y+give.H/2, l.Px(14), render.Ink, render.Left)
	t.Text.Within(dst, get)
	t.Text.DrawBold(dst, p.GetLabel, get.X, get.Y+get.H/2, l.Px(14), render.Ink, render.Left)
	t.Text.Restore(before)
	for c := range rules.NumColors {
		row := l.PanelRow[c]
		for _, chip := range []struct {
			r         render.Rect
			on, off   bool
			lit       color.RGBA
			count     string
			hoverKind int
		}{
			{row.Give, p.Marked[c], p.Disabled[c], render.Shade(render.Gold, 0.55), fmt.Sprint(p.Held[c]), PanelGive},
			{row.Get, p.To[c], p.NoGet[c], render.Shade(GlowExchange, 0.55), "", PanelGet},
		} {
			box := render.FeltLight
			switch {
			case chip.on:
				box = chip.lit
			case chip.off:
				box = render.FeltDark
			case v.Hover == (Target{Kind: chip.hoverKind, Index: c}):
				box = render.Shade(render.FeltLight, 1.25)
			}
			t.Paint.Box(dst, chip.r, l.Px(6), box)
			cx, cy := chip.r.Center()
			if chip.off {
				t.Paint.Frame(dst, chip.r, l.Px(6), l.Px(1), render.FeltLight)
			}
			if chip.count == "" {
				t.Art.Cube(dst, rules.Color(c), cx, cy, l.Px(18))
				continue
			}
			t.Art.Cube(dst, rules.Color(c), cx-l.Px(12), cy, l.Px(18))
			col := render.Ink
			if chip.off {
				col = render.InkDim
			}
			t.Text.DrawBold(dst, chip.count, cx+l.Px(14), cy, l.Px(15), col, render.Center)
		}
	}
}

// fluidPanelWords writes a choice's title over its rows, and its hint
// over its buttons, each wrapped to two lines: a phone's panel is narrow.
func (t *Table) fluidPanelWords(dst *ebiten.Image, l *Layout, v *TableView) {
	p, r := &v.Panel, l.Panel
	pad, width := l.Px(12), r.W-l.Px(24)
	for i, line := range t.Text.Wrap(p.Title, l.Px(15), width*0.9) { // bold: wider than Wrap measures
		t.Text.DrawBold(dst, line, r.X+pad, r.Y+l.Px(13)+float64(i)*l.Px(18), l.Px(15), render.Ink, render.Left)
	}
	if p.Question {
		return
	}
	lines := t.Text.Wrap(p.Hint, l.Px(12), width)
	y := l.Buttons[BtnConfirm].Y - l.Px(8) - float64(len(lines))*l.Px(15)
	for i, line := range lines {
		t.Text.Draw(dst, line, r.X+pad, y+l.Px(7.5)+float64(i)*l.Px(15), l.Px(12), render.InkDim, render.Left)
	}
}
