package lobby

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// invitePlace is where the invitation stands on a fluid canvas: its
// panel, its words, the link's box and the link's lines in it.
type invitePlace struct {
	panel                   render.Rect // design units
	title, label, said, how placed
	code                    placed
	link                    placed
	linkBox                 render.Rect // design units
}

// inviteLinkSize is the link's size on a fluid canvas: it wraps rather
// than shrinks.
const inviteLinkSize = 15.0

// placeFluid lays the invitation out on a phone's or a tablet's canvas, a
// column centred on it: the link wrapped whole in its box with Copy beside
// it where the width allows (else under it), the address and the code,
// then the way back.
func (v *invite) placeFluid(env *game.Env) []render.MenuButton {
	f := env.Frame()
	pad := fluidMargin
	outer := fluidMargin / 2
	if v.table != nil {
		outer = 0 // a screen of its own: the panel is the canvas
	}
	panelW := min(fluidPanel+2*pad, f.DW-2*outer)
	left, w := (f.DW-panelW)/2+pad, panelW-2*pad
	var pl invitePlace
	var b []render.MenuButton
	y := 0.0
	next := func(p para, align render.Align, gap float64) placed {
		x := left + w/2
		if align == render.Left {
			x = left
		}
		pp := placed{para: p, x: x, top: y, align: align}
		y += p.height() + gap
		return pp
	}
	pl.title = next(headingPara(env, env.T("online.invite_title"), fluidTitle, w), render.Center, fluidGap)
	if v.inv.Link != "" {
		pl.label = next(wrapPara(env, env.T("online.invite_link"), fluidSmall, w), render.Center, 4)
		boxW := w
		copyW := 0.0
		if v.copy {
			copyW = max(110, env.Text().Width(env.T("online.copy"), f.Px(16), true)/f.S+2*render.LabelMargin+8)
			if w-copyW-fluidGap >= 260 {
				boxW = w - copyW - fluidGap
			}
		}
		link := wrapPara(env, v.inv.Link, inviteLinkSize, boxW-20)
		boxH := max(fluidButton, link.height()+16)
		pl.linkBox = render.Rect{X: left, Y: y, W: boxW, H: boxH}
		pl.link = placed{para: link, x: left + boxW/2, top: y + (boxH-link.height())/2, align: render.Center}
		if v.copy {
			cp := render.MenuButton{ID: btnInviteCopy, Label: env.T("online.copy"), Enabled: v.copied == nil}
			if boxW < w { // beside the link
				b = render.Row(left+boxW+fluidGap, y+boxH/2, copyW, max(fluidButton, min(boxH, 64)), 0, cp)
				y += boxH + fluidGap
			} else { // under it
				y += boxH + fluidGap
				b = render.Row(left+(w-min(w, 240))/2, y+fluidButton/2, min(w, 240), fluidButton, 0, cp)
				y += fluidStep
			}
		} else {
			y += boxH + fluidGap
		}
		if !v.said.Empty() {
			pl.said = next(wrapPara(env, env.Say(v.said), fluidSmall, w), render.Center, fluidGap)
		}
	}
	how := env.T("online.invite_code", v.inv.Address)
	if v.inv.Link != "" {
		how = env.T("online.invite_or_code", v.inv.Address)
	}
	pl.how = next(wrapPara(env, how, fluidSmall+1, w), render.Center, 4)
	pl.code = next(headingPara(env, v.inv.Code, 36, w), render.Center, fluidGap*2)
	done := env.T("online.back")
	if v.table != nil {
		done = env.T("online.to_table")
	}
	dw := min(w, 280)
	b = append(b, render.Row(left+(w-dw)/2, y+fluidButton/2, dw, fluidButton, 0,
		render.MenuButton{ID: btnInviteDone, Label: done, Enabled: true, Primary: true})...)
	y += fluidButton
	// The column, centred on the canvas, in a panel pad around it.
	top := max(outer+pad, (f.DH-y)/2)
	if v.table != nil {
		top = max(fluidMargin, (f.DH-y)/2)
	}
	for _, p := range []*placed{&pl.title, &pl.label, &pl.said, &pl.how, &pl.code, &pl.link} {
		p.top += top
	}
	pl.linkBox.Y += top
	for i := range b {
		b[i].Y += top
	}
	pl.panel = render.Rect{X: left - pad, Y: top - pad, W: panelW, H: y + 2*pad}
	v.place = pl
	return b
}

// drawFluid draws the invitation where placeFluid put it.
func (v *invite) drawFluid(env *game.Env, dst *ebiten.Image) {
	f, paint, text := env.Frame(), env.Paint(), env.Text()
	pl := &v.place
	if v.table != nil {
		dst.Fill(render.Felt)
	} else {
		paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
		panel := f.R(pl.panel.X, pl.panel.Y, pl.panel.W, pl.panel.H)
		paint.Shadow(dst, panel, f.Px(14))
		paint.Box(dst, panel, f.Px(14), render.FeltLight)
	}
	pl.title.drawIn(env, dst, render.Gold)
	if v.inv.Link != "" {
		pl.label.drawIn(env, dst, render.InkDim)
		box := f.R(pl.linkBox.X, pl.linkBox.Y, pl.linkBox.W, pl.linkBox.H)
		paint.Box(dst, box, f.Px(8), render.FeltDark)
		before := text.Within(dst, f.R(pl.linkBox.X+8, pl.linkBox.Y, pl.linkBox.W-16, pl.linkBox.H))
		pl.link.drawIn(env, dst, render.Ink)
		text.Restore(before)
		pl.said.drawIn(env, dst, render.InkDim)
	}
	pl.how.drawIn(env, dst, render.InkDim)
	pl.code.drawIn(env, dst, render.Gold)
	game.DrawMenu(env, dst, v.menu, v.hover, v.focus)
}
