package setup

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// kindScroll is the hit region of the setup's scrolled column on a fluid
// canvas, where a finger's drag scrolls it.
const kindScroll = 2

// The fluid setup's measures, in CSS pixels.
const (
	fluidTitle    = 24.0 // the screen's title
	fluidLabel    = 16.0 // a row's label
	fluidInfo     = 13.0 // a rating, a rival's style
	fluidWidest   = 900.0
	fluidSeatGap  = 18.0 // between two seats
	fluidChoiceGp = 6.0
)

// fluidForm is the setup laid out for a phone's or a tablet's window: a
// title and the Back and Start buttons that stay, and a column between
// them that scrolls when it is taller than its room.
type fluidForm struct {
	on    bool // the frame is fluid: the form is what is drawn
	col   render.Scrolled
	fixed []render.Word       // the title and the message, which stay
	stay  []render.MenuButton // Back and Start
}

// layFluid lays the setup out for a fluid canvas: a row a seat where the
// window is wide enough, else a seat's name over its choices; the
// buttons the column scrolled out of its room are left out.
func (s *setup) layFluid(env *game.Env) {
	f, text := env.Frame(), env.Text()
	scale := env.InterfaceScale()
	W, H := f.DW, f.DH
	cw := min(W-2*render.FluidMargin, fluidWidest)
	left := (W - cw) / 2
	form := &s.form
	form.on, form.fixed = true, form.fixed[:0]
	form.col.Reset()
	title := env.T("setup.title")
	if s.online() {
		title = env.T("online.host_title")
	}
	back := render.MenuButton{ID: btnBack, Label: env.T("setup.back"), Enabled: true}
	start := render.MenuButton{ID: btnStart, Label: env.T("setup.start"), Enabled: true, Primary: true}
	bw := max(140, render.LabelNeed(text, f, back.Label, start.Label))
	titleW := text.Width(title, f.Px(fluidTitle), true) / f.S
	// On a phone on its side, Back and Start stand either side of the
	// title, to leave the seats what height there is.
	beside := f.Layout == render.Landscape && titleW+2*bw+4*render.FluidGap <= cw
	var foot []render.MenuButton
	if beside {
		b, _ := render.Grid(left, render.FluidMargin/2, bw, render.FluidTarget, 0, 1, back)
		foot = append(foot, b...)
		b, _ = render.Grid(left+cw-bw, render.FluidMargin/2, bw, render.FluidTarget, 0, 1, start)
		foot = append(foot, b...)
		form.fixed = append(form.fixed, render.Word{Text: title, X: W / 2, Y: render.FluidMargin/2 + render.FluidTarget/2, Size: fluidTitle, Color: render.Gold, Align: render.Center, Bold: true})
		form.col.Top = render.FluidMargin/2 + render.FluidTarget + render.FluidGap
	} else {
		form.fixed = append(form.fixed, render.Word{Text: title, X: W / 2, Y: render.FluidMargin + fluidTitle/2, Size: fluidTitle, Color: render.Gold, Align: render.Center, Bold: true})
		form.col.Top = render.FluidMargin + fluidTitle + render.FluidGap
	}

	rows := render.Rows{C: &form.col, T: text, F: f, Left: left, Width: cw, LabelColor: render.InkDim}
	labelled := func(name string, need float64, buttons []render.MenuButton) {
		rows.Labelled(name, fluidLabel, false, need, buttons...)
	}

	var counts []render.MenuButton
	for n := s.spec.MinPlayers; n <= s.spec.MaxPlayers; n++ {
		counts = append(counts, render.MenuButton{ID: btnCount + n, Label: strconv.Itoa(n), Enabled: true, Marked: n == s.count})
	}
	labelled(env.T("setup.players"), render.FluidTarget, counts)
	rows.Y += render.FluidGap
	if s.choosesFirst() {
		random := render.MenuButton{ID: btnRandomFirst, Label: env.T(s.spec.RandomFirst), Enabled: true, Marked: s.first < 0}
		w := min(cw, render.LabelNeed(text, f, random.Label))
		b, bottom := render.Grid(left, rows.Y, w, render.FluidTarget, 0, 1, random)
		form.col.Buttons, rows.Y = append(form.col.Buttons, b...), bottom+render.FluidGap
	}
	rows.Y += render.FluidGap
	for i := range s.count {
		s.layFluidSeat(env, i, left, cw, scale, &rows.Y)
		rows.Y += fluidSeatGap
	}
	if s.online() {
		var limits []render.MenuButton
		var words []string
		for i, l := range turnLimits {
			limits = append(limits, render.MenuButton{ID: btnLimit + i, Label: limitLabel(env, l), Enabled: true, Marked: s.limit == i})
			words = append(words, limits[i].Label)
		}
		labelled(env.T("online.turn_limit"), render.LabelNeed(text, f, words...), limits)
		if s.spec.Spectators != nil {
			watch := s.spectatorsButton(env)
			b, bottom := render.Grid(left, rows.Y, min(cw, render.LabelNeed(text, f, watch.Label)), render.FluidTarget, 0, 1, watch)
			form.col.Buttons, rows.Y = append(form.col.Buttons, b...), bottom+render.FluidGap
		}
	} else {
		seed, hint := s.seedLabel(env)
		field := render.MenuButton{ID: btnSeed, Label: seed, Enabled: true, Hint: hint}
		labelled(env.T("setup.seed"), max(160, render.LabelNeed(text, f, seed)), []render.MenuButton{field})
	}
	rows.Y += render.FluidGap
	var speeds []render.MenuButton
	var words []string
	for sp := range game.NumSpeeds {
		speeds = append(speeds, render.MenuButton{ID: btnSpeed + int(sp), Label: sp.Label(env), Enabled: true, Marked: env.Speed() == sp})
		words = append(words, speeds[sp].Label)
	}
	labelled(env.T("setup.speed"), render.LabelNeed(text, f, words...), speeds)

	// Back and Start stay at the foot (or beside the title), the message
	// over the foot.
	bottom := H - render.FluidMargin/2
	if !beside {
		top := H - render.FluidMargin - render.FluidTarget
		fw := min(cw, 2*max(160, bw)+render.FluidGap)
		foot, _ = render.Grid((W-fw)/2, top, fw, render.FluidTarget, render.FluidGap, 2, back, start)
		bottom = top - render.FluidGap
	}
	form.stay = foot
	if !s.message.Empty() {
		lines := text.Wrap(env.Say(s.message), f.Px(fluidInfo+1), f.Px(cw))
		for k := len(lines) - 1; k >= 0; k-- {
			bottom -= (fluidInfo + 1) * 1.3
			form.fixed = append(form.fixed, render.Word{Text: lines[k], X: W / 2, Y: bottom + (fluidInfo+1)*0.65, Size: fluidInfo + 1, Color: render.Danger, Align: render.Center})
		}
		bottom -= 4
	}
	form.col.Room, form.col.Content = bottom-form.col.Top, rows.Y
	form.col.Clamp()
	// What is scrolled out of sight, or partly, is neither drawn nor hit.
	s.menu = append(form.col.Shown(s.menu[:0]), form.stay...)
}

// layFluidSeat places seat i's row from *y: its label, name field, who
// plays it and who plays first on one line where they fit, else the name
// over the choices; its rating and a rival's style under them.
func (s *setup) layFluidSeat(env *game.Env, i int, left, cw, scale float64, y *float64) {
	f, text, form := env.Frame(), env.Text(), &s.form
	name := render.MenuButton{ID: btnName + i, Label: s.fieldText(s.names[i], i), Enabled: true}
	kinds := s.kinds(env, i)
	var words []string
	for _, k := range kinds {
		words = append(words, k.Label)
	}
	if len(s.spec.Rivals) > 0 { // the button is as wide for any rival, or none
		words = append(words, env.T("setup.rival"))
		for _, r := range s.spec.Rivals {
			words = append(words, env.T(r.Name))
		}
	}
	seat := env.T("setup.seat", i+1)
	seatW := text.Width(seat, f.Px(fluidLabel), false)/f.S + 10
	firstW := 0.0
	if s.choosesFirst() {
		firstW = render.LabelNeed(text, f, env.T(s.spec.First))
	}
	need := render.LabelNeed(text, f, words...)
	n := float64(len(kinds))
	choicesW := n*need + (n-1)*fluidChoiceGp
	nameMin := max(120, render.LabelNeed(text, f, name.Label))
	gaps := 2 * render.FluidGap
	if firstW > 0 {
		gaps += render.FluidGap
	}
	line := seatW + nameMin + choicesW + firstW + gaps
	row := *y
	nameX, nameW := left+seatW, 0.0
	switch {
	case line <= cw: // all on a line: the name takes what is left, up to the desktop's
		nameW = min(260, cw-(line-nameMin))
		rest := nameX + nameW + render.FluidGap
		b, _ := render.Grid(rest, row, choicesW, render.FluidTarget, fluidChoiceGp, len(kinds), kinds...)
		form.col.Buttons = append(form.col.Buttons, b...)
		if firstW > 0 {
			first := render.MenuButton{ID: btnFirst + i, Label: env.T(s.spec.First), Enabled: true, Marked: s.first == i}
			b, _ := render.Grid(rest+choicesW+render.FluidGap, row, firstW, render.FluidTarget, 0, 1, first)
			form.col.Buttons = append(form.col.Buttons, b...)
		}
		*y = row + render.FluidTarget
	default: // the name and who plays first, the choices under them
		if seatW+nameMin+firstW+gaps-render.FluidGap > cw {
			form.col.Words = append(form.col.Words, render.Word{Text: seat, X: left, Y: row + fluidLabel*0.7, Size: fluidLabel, Color: render.InkDim})
			row += fluidLabel * 1.3
			nameX, seatW = left, 0
		}
		nameW = cw - seatW - firstW
		if firstW > 0 {
			nameW -= render.FluidGap
			first := render.MenuButton{ID: btnFirst + i, Label: env.T(s.spec.First), Enabled: true, Marked: s.first == i}
			b, _ := render.Grid(left+cw-firstW, row, firstW, render.FluidTarget, 0, 1, first)
			form.col.Buttons = append(form.col.Buttons, b...)
		}
		cols := render.FitColumns(cw, need, fluidChoiceGp, len(kinds))
		if rows := (len(kinds) + cols - 1) / cols; rows > 1 {
			cols = (len(kinds) + rows - 1) / rows // rows as even as they go
		}
		b, bottom := render.Grid(left, row+render.FluidTarget+fluidChoiceGp, cw, render.FluidTarget, fluidChoiceGp, cols, kinds...)
		form.col.Buttons = append(form.col.Buttons, b...)
		*y = bottom
	}
	if seatW > 0 {
		form.col.Words = append(form.col.Words, render.Word{Text: seat, X: left, Y: row + render.FluidTarget/2, Size: fluidLabel, Color: render.InkDim})
	}
	name.W = nameW
	b, _ := render.Grid(nameX, row, nameW, render.FluidTarget, 0, 1, name)
	form.col.Buttons = append(form.col.Buttons, b...)
	info := &s.info[i]
	size := fluidInfo * scale
	if info.rating != "" {
		form.col.Words = append(form.col.Words, render.Word{Text: info.rating, X: left, Y: *y + 4 + size*0.7, Size: size, Color: render.Ink})
		*y += 4 + size*1.3
	}
	for _, l := range info.style {
		form.col.Words = append(form.col.Words, render.Word{Text: l, X: left, Y: *y + size*0.7, Size: size, Color: render.InkDim})
		*y += size * 1.3
	}
}

// drawFluid draws the setup as layFluid laid it out.
func (s *setup) drawFluid(env *game.Env, dst *ebiten.Image) {
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	form := &s.form
	for i := range form.fixed {
		form.fixed[i].Draw(text, dst, f, 0)
	}
	form.col.DrawWords(text, dst, f)
	env.Paint().ScrollBar(dst, f, f.DW-render.FluidMargin/2, form.col.Top, &form.col.Scroll)
	game.DrawMenu(env, dst, s.menu, s.hover, s.keys)
}
