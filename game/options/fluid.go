package options

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// kindScroll is the hit region of the options' scrolled column on a
// fluid canvas, where a finger's drag scrolls it.
const kindScroll = 2

// The fluid options' measures, in CSS pixels.
const (
	fluidTitle  = 24.0
	fluidLabel  = 16.0
	fluidWidest = 640.0
	fluidRowGap = 14.0
)

// layFluid lays the options out for a phone's or a tablet's window: each
// choice's label beside its buttons where they fit, else over them, in a
// column that scrolls between the title and Back.
func (o *options) layFluid(env *game.Env, sets []optionSet) {
	f, text := env.Frame(), env.Text()
	W, H := f.DW, f.DH
	// On a window on its side wide enough, the choices in two columns.
	two := f.Layout == render.Landscape && W >= 700
	widest := fluidWidest
	if two {
		widest = 2*fluidWidest*0.75 + 2*render.FluidMargin
	}
	cw := min(W-2*render.FluidMargin, widest)
	left := (W - cw) / 2
	col := &o.col
	col.Reset()
	back := back(env)
	bw := min(cw, max(200, render.LabelNeed(text, f, back.Label)))
	o.titleY = render.FluidMargin + fluidTitle/2
	col.Top = render.FluidMargin + fluidTitle + render.FluidGap
	var stay []render.MenuButton
	bottom := H - render.FluidMargin/2
	if f.Layout == render.Landscape { // Back beside the title: the choices get the height
		bw = min(bw, cw/3)
		stay, _ = render.Grid(left+cw-bw, render.FluidMargin/2, bw, render.FluidTarget, 0, 1, back)
		o.titleY = render.FluidMargin/2 + render.FluidTarget/2
		col.Top = render.FluidMargin/2 + render.FluidTarget + render.FluidGap
	} else { // Back at the foot
		foot := H - render.FluidMargin - render.FluidTarget
		stay, _ = render.Grid((W-bw)/2, foot, bw, render.FluidTarget, 0, 1, back)
		bottom = foot - render.FluidGap
	}
	rows := render.Rows{C: col, T: text, F: f, Left: left, Width: cw}
	if two {
		rows.Width = (cw - 2*render.FluidMargin) / 2
	}
	height := 0.0
	for i, set := range sets {
		if two && i == (len(sets)+1)/2 { // the second column
			height, rows.Y, rows.Left = rows.Y, 0, left+rows.Width+2*render.FluidMargin
		}
		label := env.T(set.key)
		switch {
		case set.down > 0:
			o.stepper(env, &rows, label, set)
		case len(set.choices) > 0:
			var labels []string
			for _, b := range set.choices {
				labels = append(labels, b.Label)
			}
			rows.Labelled(label, fluidLabel, true, render.LabelNeed(text, f, labels...), set.choices...)
		default:
			rows.Label(label, fluidLabel, render.Ink, true)
			rows.Label(set.note, fluidLabel-2, render.InkDim, false)
		}
		rows.Y += fluidRowGap
	}
	// A choice that failed is said at the foot of the column's room.
	o.noteLines = o.noteLines[:0]
	if !o.note.Empty() {
		o.noteLines = text.Wrap(env.Say(o.note), f.Px(15), f.Px(cw))
		bottom -= 20 * float64(len(o.noteLines))
	}
	o.noteY = bottom + 10
	col.Room, col.Content = bottom-col.Top, max(height, rows.Y)-fluidRowGap
	col.Clamp()
	o.menu = append(col.Shown(o.menu[:0]), stay...)
}

// stepper places a volume's label, its − and + and its value between
// them: on a line where they fit, else the label over the rest.
func (o *options) stepper(env *game.Env, rows *render.Rows, label string, set optionSet) {
	f, text, col := env.Frame(), env.Text(), rows.C
	vw := render.LabelNeed(text, f, env.T("options.volume", 100))
	lw := text.Width(label, f.Px(fluidLabel), true)/f.S + 12
	x := rows.Left + lw
	if lw+2*render.FluidTarget+vw > rows.Width { // the label over its buttons
		rows.Label(label, fluidLabel, render.Ink, true)
		rows.Y += 4
		x = rows.Left
	} else {
		col.Words = append(col.Words, render.Word{Text: label, X: rows.Left, Y: rows.Y + render.FluidTarget/2, Size: fluidLabel, Color: render.Ink, Bold: true})
	}
	b, _ := render.Grid(x, rows.Y, render.FluidTarget, render.FluidTarget, 0, 1,
		render.MenuButton{ID: set.down, Label: "−", Enabled: set.enabled && set.value > 0})
	col.Buttons = append(col.Buttons, b...)
	b, _ = render.Grid(x+render.FluidTarget+vw, rows.Y, render.FluidTarget, render.FluidTarget, 0, 1,
		render.MenuButton{ID: set.up, Label: "+", Enabled: set.enabled && set.value < game.MaxVolume})
	col.Buttons = append(col.Buttons, b...)
	value := env.T("options.volume", set.value*100/game.MaxVolume)
	col.Words = append(col.Words, render.Word{Text: value, X: x + render.FluidTarget + vw/2, Y: rows.Y + render.FluidTarget/2, Size: fluidLabel + 1, Color: render.Ink, Align: render.Center, Bold: true})
	rows.Y += render.FluidTarget
}

// drawFluid draws the options as layFluid laid them out.
func (o *options) drawFluid(env *game.Env, dst *ebiten.Image) {
	f, paint, text := env.Frame(), env.Paint(), env.Text()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.FeltLight)
	text.DrawBold(dst, env.T("options.title"), f.X(f.DW/2), f.Y(o.titleY), f.Px(fluidTitle), render.Gold, render.Center)
	o.col.DrawWords(text, dst, f)
	paint.ScrollBar(dst, f, f.DW-render.FluidMargin/2, o.col.Top, &o.col.Scroll)
	game.DrawMenu(env, dst, o.menu, o.hover, o.focus)
	for i, line := range o.noteLines {
		text.Draw(dst, line, f.X(f.DW/2), f.Y(o.noteY+20*float64(i)), f.Px(15), render.Danger, render.Center)
	}
}
