package lobby

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// lobbyPlace is where the lobby's words stand on a fluid canvas, laid out
// with its buttons.
type lobbyPlace struct {
	title, mineHead, none, message placed
	labels                         []placed  // of the name, the server, the code
	mine                           []mineRow // the games of mine shown, in their buttons
}

// mineRow is one of my games' line, wrapped in its button.
type mineRow struct {
	placed
	box    render.Rect // the button, in design units
	marked bool        // the person's turn: the button gold, its words dark as a gold button's
}

// The buttons that page through my games where the window shows only
// some of them.
const (
	btnMinePrev = iota + 50
	btnMineNext
)

// mineLine is the size of the lines of my games on a fluid canvas.
const mineLine = fluidSmall

// placeFluid lays the lobby out on a phone's or a tablet's canvas: upright,
// one column (the fields, hosting, joining, then my games and Back); on
// its side, the fields and joining on the left, hosting, my games and Back
// on the right. My games take the room left, a page of them at a time.
func (l *lobby) placeFluid(env *game.Env) []render.MenuButton {
	f := env.Frame()
	b, end, fields := l.placeFluidFrom(env, fluidMargin)
	// A tall window: the lobby a little lower, nearer the eyes than the
	// edge, its fields still above the part of the screen a phone's
	// keyboard takes when one is typed in.
	shift := min((f.DH-fluidMargin-fluidStep-end)/3, keyboardFree*f.DH-fields)
	if f.Layout == render.Portrait && shift > fluidGap {
		b, _, _ = l.placeFluidFrom(env, fluidMargin+shift)
	}
	return b
}

// keyboardFree is the part of an upright phone's screen, from its top,
// that its keyboard leaves.
const keyboardFree = 0.55

// placeFluidFrom lays the lobby out from top down; it returns its buttons
// and where the column above Back ends.
func (l *lobby) placeFluidFrom(env *game.Env, top float64) (b []render.MenuButton, end, fields float64) {
	f := env.Frame()
	c := l.controls(env)
	hosts, quick := splitQuick(c.hosts)
	pl := lobbyPlace{}
	bottom := f.DH - fluidMargin
	backX := (f.DW - min(f.DW-2*fluidMargin, 240)) / 2
	var colW float64 // the column Back and the profile stand under
	if f.Layout == render.Portrait {
		left, w := fluidColumn(f, 480)
		colW = w
		y := top
		pl.title = l.placeTitle(env, left, w, &y)
		b = append(b, l.placeField(env, &pl, "online.name", c.name, left, w, &y)...)
		b = append(b, l.placeField(env, &pl, "online.server", c.server, left, w, &y)...)
		b = append(b, l.placeHosts(hosts, left, w, &y)...)
		b = append(b, l.placeCode(env, &pl, c, left, w, &y)...)
		b = append(b, l.placeWatch(env, c, quick, left, w, true, &y)...)
		fields = y
		l.placeMessage(env, &pl, left, w, &y)
		var mine []render.MenuButton
		mine, end = l.placeMine(env, &pl, c.mine, left, w, y, bottom-fluidStep)
		b = append(b, mine...)
	} else {
		w := min(440, (f.DW-3*fluidMargin)/2)
		left, right := f.DW/2-fluidMargin/2-w, f.DW/2+fluidMargin/2
		colW = w
		y := top
		pl.title = l.placeTitle(env, left, w, &y)
		b = append(b, l.placeField(env, &pl, "online.name", c.name, left, w, &y)...)
		b = append(b, l.placeField(env, &pl, "online.server", c.server, left, w, &y)...)
		b = append(b, l.placeCode(env, &pl, c, left, w, &y)...)
		fields = y
		l.placeMessage(env, &pl, left, w, &y)
		end = y
		// Back under the fields where they leave room for it, else under my
		// games, which then end above it.
		mineBottom, backLeft := bottom, left
		if end+fluidStep > bottom {
			mineBottom, backLeft = bottom-fluidStep, right
		}
		backX = backLeft + (w-min(w, 240))/2
		y = top
		b = append(b, l.placeHosts(hosts, right, w, &y)...)
		b = append(b, l.placeWatch(env, c, quick, right, w, false, &y)...)
		mine, mineEnd := l.placeMine(env, &pl, c.mine, right, w, y, mineBottom)
		b, end = append(b, mine...), max(end, mineEnd)
	}
	l.place = pl
	bw := min(f.DW-2*fluidMargin, 240)
	return append(b, backRow(backX+bw/2, colW, bottom, c.back, c.profile)...), end, fields
}

// backRow places Back and the profile's button side by side, centred at
// cx within a column's width, at the foot of the canvas.
func backRow(cx, colW, bottom float64, back, profile render.MenuButton) []render.MenuButton {
	total := min(colW, 2*240+fluidGap)
	w := (total - fluidGap) / 2
	return render.Row(cx-total/2, bottom-fluidButton/2, w, fluidButton, fluidGap, back, profile)
}

// placeTitle places the lobby's heading at the top of a column.
func (l *lobby) placeTitle(env *game.Env, left, w float64, y *float64) placed {
	p := placed{para: headingPara(env, l.title(env), fluidTitle, w), x: left + w/2, top: *y, align: render.Center}
	*y += p.height() + fluidGap
	return p
}

// placeField places a field under its label, across the column.
func (l *lobby) placeField(env *game.Env, pl *lobbyPlace, label string, field render.MenuButton, left, w float64, y *float64) []render.MenuButton {
	l.placeLabel(env, pl, label, left, w, y)
	b := render.Row(left, *y+fluidButton/2, w, fluidButton, 0, field)
	*y += fluidStep
	return b
}

// placeLabel places a field's label at the column's left.
func (l *lobby) placeLabel(env *game.Env, pl *lobbyPlace, label string, left, w float64, y *float64) {
	p := placed{para: wrapPara(env, env.T(label), fluidSmall, w), x: left, top: *y, align: render.Left}
	pl.labels = append(pl.labels, p)
	*y += p.height() + 2
}

// placeHosts places the ways to host a room, one under another.
func (l *lobby) placeHosts(hosts []render.MenuButton, left, w float64, y *float64) []render.MenuButton {
	b := render.Column(left+w/2, *y+fluidButton/2, w, fluidButton, fluidStep, hosts...)
	*y += fluidStep * float64(len(hosts))
	return b
}

// placeCode places the room's code field and Join beside it.
func (l *lobby) placeCode(env *game.Env, pl *lobbyPlace, c lobbyControls, left, w float64, y *float64) []render.MenuButton {
	l.placeLabel(env, pl, "online.code", left, w, y)
	join := joinWidth(env, c, w)
	c.code.W, c.join.W = w-join-fluidGap, join
	b := render.Row(left, *y+fluidButton/2, 0, fluidButton, fluidGap, c.code, c.join)
	*y += fluidStep
	return b
}

// joinWidth is Join's width in a column w wide: its label's, or Watch's
// when longer (Watch may go under it, as wide), within half the column.
func joinWidth(env *game.Env, c lobbyControls, w float64) float64 {
	f := env.Frame()
	need := func(label string) float64 {
		return env.Text().Width(label, f.Px(16), true)/f.S + 2*render.LabelMargin + 8
	}
	return min(w/2, max(110, need(c.join.Label), need(c.watch.Label)))
}

// splitQuick takes Play now out of the ways to host: on a phone or a
// tablet it shares Watch's row, which keeps the column short enough for
// my games and the keyboard.
func splitQuick(hosts []render.MenuButton) (rest []render.MenuButton, quick *render.MenuButton) {
	for i, h := range hosts {
		if h.ID == btnLobbyQuick {
			return append(hosts[:i:i], hosts[i+1:]...), &hosts[i]
		}
	}
	return hosts, nil
}

// placeWatch places Watch: under Join, as wide, on an upright screen (at
// the column's right, w its width), else across the hosting column; Play
// now, when there is one, takes the rest of the row, on its left.
func (l *lobby) placeWatch(env *game.Env, c lobbyControls, quick *render.MenuButton, left, w float64, under bool, y *float64) []render.MenuButton {
	watchW := w
	switch {
	case under:
		watchW = joinWidth(env, c, w)
	case quick != nil:
		watchW = (w - fluidGap) / 2
	}
	var b []render.MenuButton
	if quick != nil {
		q := *quick
		q.W = w - watchW - fluidGap
		b = append(b, render.Row(left, *y+fluidButton/2, 0, fluidButton, 0, q)...)
	}
	b = append(b, render.Row(left+w-watchW, *y+fluidButton/2, watchW, fluidButton, 0, c.watch)...)
	*y += fluidStep
	return b
}

// placeMessage places why the lobby did not go on, if it says so.
func (l *lobby) placeMessage(env *game.Env, pl *lobbyPlace, left, w float64, y *float64) {
	if l.message.Empty() {
		return
	}
	pl.message = placed{para: wrapPara(env, env.Say(l.message), fluidText, w), x: left + w/2, top: *y, align: render.Center}
	*y += pl.message.height() + fluidGap
}

// placeMine places my games from top down to bottom: their heading, then
// as many as the room holds from the page's first, with the buttons to
// page through them when not all fit.
func (l *lobby) placeMine(env *game.Env, pl *lobbyPlace, mine []render.MenuButton, left, w, top, bottom float64) ([]render.MenuButton, float64) {
	head := headingPara(env, env.T("online.mine"), 18, w)
	if len(mine) == 0 {
		pl.mineHead = placed{para: head, x: left + w/2, top: top, align: render.Center}
		pl.none = placed{para: wrapPara(env, env.T("online.mine_none"), fluidSmall, w), x: left + w/2, top: top + head.height() + 4, align: render.Center}
		return nil, pl.none.top + pl.none.height()
	}
	rows := make([]para, len(mine))
	heights := make([]float64, len(mine))
	all := 0.0
	for i, m := range mine {
		rows[i] = wrapPara(env, m.Label, mineLine, w-2*render.LabelMargin)
		heights[i] = max(fluidButton, rows[i].height()+12)
		all += heights[i] + fluidGap
	}
	var b []render.MenuButton
	headH := head.height() + 4
	paged := top+headH+all > bottom
	if paged {
		headH = fluidStep
		arrows := render.Row(left+w-2*fluidButton-fluidGap, top+fluidButton/2, fluidButton, fluidButton, fluidGap,
			render.MenuButton{ID: btnMinePrev, Label: "‹", Enabled: l.mineFrom > 0},
			render.MenuButton{ID: btnMineNext, Label: "›"})
		b = append(b, arrows...)
		head = headingPara(env, env.T("online.mine"), 18, w-2*fluidStep)
		pl.mineHead = placed{para: head, x: left, top: top + (fluidButton-head.height())/2, align: render.Left}
	} else {
		l.mineFrom = 0
		pl.mineHead = placed{para: head, x: left + w/2, top: top, align: render.Center}
	}
	l.mineFrom = min(l.mineFrom, len(mine)-1)
	y := top + headH
	shown := 0
	for i := l.mineFrom; i < len(mine) && (shown == 0 || y+heights[i] <= bottom); i++ {
		m := mine[i]
		m.Label = "" // its lines are drawn over it, wrapped
		b = append(b, render.Row(left, y+heights[i]/2, w, heights[i], 0, m)...)
		box := render.Rect{X: left, Y: y, W: w, H: heights[i]}
		pl.mine = append(pl.mine, mineRow{placed: placed{para: rows[i], x: left + w/2, top: y + (heights[i]-rows[i].height())/2, align: render.Center}, box: box, marked: m.Marked})
		y += heights[i] + fluidGap
		shown++
	}
	l.minePage = shown
	if paged {
		b[1].Enabled = l.mineFrom+shown < len(mine)
	}
	return b, y
}

// drawFluid draws the lobby's words where placeFluid put them, and its
// buttons.
func (l *lobby) drawFluid(env *game.Env, dst *ebiten.Image) {
	f, text := env.Frame(), env.Text()
	pl := &l.place
	pl.title.drawIn(env, dst, render.Gold)
	for _, p := range pl.labels {
		p.drawIn(env, dst, render.InkDim)
	}
	pl.mineHead.drawIn(env, dst, render.Ink)
	pl.none.drawIn(env, dst, render.InkDim)
	pl.message.drawIn(env, dst, render.Danger)
	game.DrawMenu(env, dst, l.menu, l.hover, l.focus)
	for _, m := range pl.mine {
		before := text.Within(dst, f.R(m.box.X+4, m.box.Y, m.box.W-8, m.box.H))
		ink := color.Color(render.Ink)
		if m.marked {
			ink = render.TileInk
		}
		m.drawIn(env, dst, ink)
		text.Restore(before)
	}
}
