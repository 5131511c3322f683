package saves

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// kindScroll is the hit region of a list's scrolled column on a fluid
// canvas, where a finger's drag scrolls it.
const kindScroll = 2

// The fluid lists' measures, in CSS pixels.
const (
	fluidTitle   = 24.0
	fluidLine    = 14.0 // a game's line on its card
	fluidLineH   = 19.0
	fluidWidest  = 760.0
	fluidMessage = 14.0
)

// fluidList is a list of games laid out for a phone's or a tablet's
// window: the title and Back stay, the games' cards (their lines wrapped,
// never cut) scroll between them, a message over the foot.
type fluidList struct {
	on     bool
	col    render.Scrolled
	title  render.Word
	stay   []render.MenuButton // Back
	said   []render.Word       // the message, wrapped
	bottom float64             // the foot of the column's room
	left   float64             // the column's left
	width  float64             // and its width
	// question is the panel of the question before a delete.
	question render.Rect
}

// frame places the title and Back for the window, and the column's room
// between them; it empties the column.
func (fl *fluidList) frame(env *game.Env, title string, back render.MenuButton) {
	f, text := env.Frame(), env.Text()
	W, H := f.DW, f.DH
	m := render.FluidMargin
	fl.width = min(W-2*m-render.FluidGap, fluidWidest)
	fl.left = (W - fl.width) / 2
	fl.col.Reset()
	bw := min(fl.width, max(160, render.LabelNeed(text, f, back.Label)))
	if f.Layout == render.Landscape { // Back beside the title: the list gets the height
		fl.stay, _ = render.Grid(fl.left+fl.width-bw, m/2, bw, render.FluidTarget, 0, 1, back)
		fl.title = render.Word{Text: title, X: fl.left, Y: m/2 + render.FluidTarget/2, Size: fluidTitle, Color: render.Gold, Bold: true}
		fl.col.Top, fl.bottom = m/2+render.FluidTarget+render.FluidGap, H-m/2
		return
	}
	fl.stay, _ = render.Grid((W-bw)/2, H-m-render.FluidTarget, bw, render.FluidTarget, 0, 1, back)
	fl.title = render.Word{Text: title, X: W / 2, Y: m + fluidTitle/2, Size: fluidTitle, Color: render.Gold, Align: render.Center, Bold: true}
	fl.col.Top, fl.bottom = m+fluidTitle+render.FluidGap, H-m-render.FluidTarget-render.FluidGap
}

// card places a game's card, w wide from x at *y: a button as tall as its
// line wrapped, the line's words over it; it returns the card's height.
func (fl *fluidList) card(env *game.Env, x, y, w float64, id int, line string) float64 {
	f, text := env.Frame(), env.Text()
	lines := text.Wrap(line, f.Px(fluidLine), f.Px(w-2*render.LabelMargin))
	h := max(render.FluidTarget, 14+fluidLineH*float64(len(lines)))
	b, _ := render.Grid(x, y, w, h, 0, 1, render.MenuButton{ID: id, Enabled: true})
	fl.col.Buttons = append(fl.col.Buttons, b...)
	top := y + (h-fluidLineH*float64(len(lines)))/2
	for i, l := range lines {
		fl.col.Words = append(fl.col.Words, render.Word{Text: l, X: x + w/2, Y: top + fluidLineH*(float64(i)+0.5), Size: fluidLine, Color: render.Ink, Align: render.Center, Bold: true})
	}
	return h
}

// note writes a line of the column, wrapped, dim, from *y.
func (fl *fluidList) note(env *game.Env, y *float64, s string) {
	f := env.Frame()
	for _, l := range env.Text().Wrap(s, f.Px(16), f.Px(fl.width)) {
		fl.col.Words = append(fl.col.Words, render.Word{Text: l, X: fl.left + fl.width/2, Y: *y + 11, Size: 16, Color: render.InkDim, Align: render.Center})
		*y += 22
	}
}

// finish says the message over the foot, measures the column of content
// height h and returns the buttons shown: the column's wholly in its
// room, then Back.
func (fl *fluidList) finish(env *game.Env, message string, h float64, menu []render.MenuButton) []render.MenuButton {
	f := env.Frame()
	fl.said = fl.said[:0]
	bottom := fl.bottom
	if message != "" {
		lines := env.Text().WrapAll(message, f.Px(fluidMessage), f.Px(fl.width))
		bottom -= 19 * float64(len(lines))
		for i, l := range lines {
			fl.said = append(fl.said, render.Word{Text: l, X: f.DW / 2, Y: bottom + 19*(float64(i)+0.5), Size: fluidMessage, Color: render.Danger, Align: render.Center})
		}
		bottom -= render.FluidGap / 2
	}
	fl.col.Room, fl.col.Content = bottom-fl.col.Top, h
	fl.col.Clamp()
	return append(fl.col.Shown(menu[:0]), fl.stay...)
}

// hit is the column's room under a point no button holds: a drag there
// scrolls it.
func (fl *fluidList) hit(env *game.Env, t input.Target, y float64) input.Target {
	if t.Kind == 0 && fl.on && fl.col.Within(env.Frame(), y) {
		return input.Target{Kind: kindScroll}
	}
	return t
}

// draggable: on a fluid canvas a drag on the column, from a card too,
// scrolls it (a tap is still a tap); back is the id that stays.
func (fl *fluidList) draggable(t input.Target, back int) bool {
	return fl.on && fl.col.Scrolls() && (t.Kind == kindScroll || t.Kind == game.KindButton && t.Index != back)
}

// draw draws the title, the buttons, the cards' words and the message.
func (fl *fluidList) draw(env *game.Env, dst *ebiten.Image, menu []render.MenuButton, hover input.Target, focus int) {
	f, text := env.Frame(), env.Text()
	fl.title.Draw(text, dst, f, 0)
	game.DrawMenu(env, dst, menu, hover, focus)
	fl.col.DrawWords(text, dst, f)
	env.Paint().ScrollBar(dst, f, f.DW-render.FluidMargin/2, fl.col.Top, &fl.col.Scroll)
	for i := range fl.said {
		fl.said[i].Draw(text, dst, f, 0)
	}
}

// layFluid lays the games in progress out for a phone's or a tablet's
// window: every game a card, its Delete beside it, all in one column that
// scrolls (no pages).
func (l *savesList) layFluid(env *game.Env) {
	f, text := env.Frame(), env.Text()
	fl := &l.fluid
	fl.frame(env, env.T("saves.title"), render.MenuButton{ID: btnSavesBack, Label: env.T("review.back"), Enabled: true})
	del := render.LabelNeed(text, f, env.T("saves.delete"))
	y := 0.0
	if len(l.games) == 0 {
		fl.note(env, &y, env.T("saves.none"))
	}
	for i, g := range l.games {
		h := fl.card(env, fl.left, y, fl.width-del-render.FluidGap, btnSavedGame+i, l.line(env, g))
		b, _ := render.Grid(fl.left+fl.width-del, y+(h-render.FluidTarget)/2, del, render.FluidTarget, 0, 1,
			render.MenuButton{ID: btnDeleteGame + i, Label: env.T("saves.delete"), Enabled: true})
		fl.col.Buttons = append(fl.col.Buttons, b...)
		y += h + render.FluidGap
	}
	message := ""
	if !l.message.Empty() {
		message = env.Say(l.message)
	}
	l.list = fl.finish(env, message, y, l.list)
	l.menu, l.question = l.list, nil
	if l.asking >= 0 {
		l.layQuestion(env)
	}
}

// layQuestion places the question before a delete in a panel in the
// middle of a phone's or a tablet's window, its answers side by side
// where they fit, else one over the other.
func (l *savesList) layQuestion(env *game.Env) {
	f, text := env.Frame(), env.Text()
	fl := &l.fluid
	w := min(f.DW-2*render.FluidMargin, 560)
	inner := w - 2*render.FluidMargin
	l.asked = l.asked[:0]
	y := 0.0
	add := func(s string, size float64, col render.Word) {
		for _, line := range text.Wrap(s, f.Px(size), f.Px(inner)) {
			col.Text, col.Y, col.Size = line, y+size*0.7, size
			l.asked = append(l.asked, col)
			y += size * 1.4
		}
		y += 6
	}
	add(env.T("saves.delete_ask"), 20, render.Word{Color: render.Gold, Bold: true, Align: render.Center})
	add(l.line(env, l.games[l.asking]), 15, render.Word{Color: render.Ink, Align: render.Center})
	add(env.T("saves.delete_warning"), 14, render.Word{Color: render.InkDim, Align: render.Center})
	yes := render.MenuButton{ID: btnDeleteYes, Label: env.T("saves.delete"), Enabled: true}
	no := render.MenuButton{ID: btnDeleteNo, Label: env.T("saves.delete_no"), Enabled: true, Primary: true}
	cols := render.FitColumns(inner, render.LabelNeed(text, f, yes.Label, no.Label), render.FluidGap, 2)
	answers := (render.FluidTarget+render.FluidGap)*float64(3-cols) - render.FluidGap
	h := render.FluidMargin + y + answers + render.FluidMargin
	fl.question = render.Rect{X: (f.DW - w) / 2, Y: max(render.FluidGap, (f.DH-h)/2), W: w, H: h}
	q := fl.question
	for i := range l.asked {
		l.asked[i].X, l.asked[i].Y = q.X+w/2, l.asked[i].Y+q.Y+render.FluidMargin
	}
	l.menu, _ = render.Grid(q.X+render.FluidMargin, q.Y+render.FluidMargin+y, inner, render.FluidTarget, render.FluidGap, cols, yes, no)
}

// drawFluid draws the list, and the question over it.
func (l *savesList) drawFluid(env *game.Env, dst *ebiten.Image) {
	dst.Fill(render.Felt)
	if l.asking < 0 {
		l.fluid.draw(env, dst, l.menu, l.hover, l.focus)
		return
	}
	l.fluid.draw(env, dst, l.list, input.Target{}, 0)
	f, paint, text := env.Frame(), env.Paint(), env.Text()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	q := l.fluid.question
	paint.Box(dst, f.R(q.X, q.Y, q.W, q.H), f.Px(14), render.FeltLight)
	for i := range l.asked {
		l.asked[i].Draw(text, dst, f, 0)
	}
	game.DrawMenu(env, dst, l.menu, l.hover, l.focus)
}

// layFluid lays the replay viewer's picker out for a phone's or a
// tablet's window: every game a card in one column that scrolls (no
// pages), the upload or the path field under them.
func (p *reviewPicker) layFluid(env *game.Env) []render.MenuButton {
	f, text := env.Frame(), env.Text()
	fl := &p.fluid
	fl.frame(env, env.T("review.title"), render.MenuButton{ID: btnPickBack, Label: env.T("review.back"), Enabled: true})
	y := 0.0
	for i := range p.count() {
		y += fl.card(env, fl.left, y, fl.width, btnKept+i, p.label(env, i)) + render.FluidGap
	}
	if len(p.kept) == 0 {
		y += 4
		fl.note(env, &y, env.T("review.none_kept"))
		y += render.FluidGap
	}
	if canUpload {
		upload := render.MenuButton{ID: btnPickUpload, Label: env.T("review.upload"), Enabled: true}
		w := min(fl.width, max(240, render.LabelNeed(text, f, upload.Label)))
		b, under := render.Grid(fl.left+(fl.width-w)/2, y, w, render.FluidTarget, 0, 1, upload)
		fl.col.Buttons, y = append(fl.col.Buttons, b...), under
	} else {
		open := render.MenuButton{ID: btnPickOpenPath, Label: env.T("review.open"), Enabled: p.path != ""}
		ow := render.LabelNeed(text, f, open.Label)
		field := p.path
		if p.typing {
			field += "|"
		}
		if field == "" {
			field = env.T("review.path_hint")
		}
		fw := fl.width - ow - render.FluidGap
		if render.LabelNeed(text, f, field) > fw { // the field a row of its own, Open under it
			fw = fl.width
		}
		path := render.MenuButton{ID: btnPickPath, Label: p.tail(env, field, fw-2*render.LabelMargin), Enabled: true, Marked: p.typing}
		b, under := render.Grid(fl.left, y, fw, render.FluidTarget, 0, 1, path)
		if fw == fl.width {
			y = under + render.FluidGap
		}
		o, under := render.Grid(fl.left+fl.width-ow, y, ow, render.FluidTarget, 0, 1, open)
		fl.col.Buttons, y = append(append(fl.col.Buttons, b...), o...), under
	}
	message := ""
	if !p.message.Empty() {
		message = env.Say(p.message)
	}
	return fl.finish(env, message, y, p.menu)
}
