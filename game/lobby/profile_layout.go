package lobby

import (
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// profilePlace is where the profile screen's words stand.
type profilePlace struct {
	title placed
	lines []placed
	inks  []color.Color
}

func (pl *profilePlace) draw(env *game.Env, dst *ebiten.Image) {
	pl.title.drawIn(env, dst, render.Gold)
	for i, p := range pl.lines {
		p.drawIn(env, dst, pl.inks[i])
	}
}

// The code's size where it is shown, at its largest.
const profileCodeSize = 26.0

// profileWide is how wide the buttons may stand where the column's height
// is short of them (a phone on its side).
const profileWide = 900.0

// buttons lays the screen out, on the desktop's canvas as on a phone's:
// its title, what it says, the field typed in, and its buttons two to a
// row where the column is wide enough, the whole centred.
func (p *profileScreen) buttons(env *game.Env) []render.MenuButton {
	f := env.Frame()
	left, w := fluidColumn(f, fluidPanel)
	var pl profilePlace
	pl.title = placed{para: headingPara(env, env.T("profile.title"), fluidTitle+4, w), x: left + w/2, align: render.Center}
	add := func(pa para, ink color.Color) {
		pl.lines = append(pl.lines, placed{para: pa, x: left + w/2, align: render.Center})
		pl.inks = append(pl.inks, ink)
	}
	switch {
	case !p.has:
		add(wrapPara(env, env.T("profile.none"), fluidText, w), render.Ink)
	case p.card.Name != "":
		add(wrapPara(env, env.T("profile.name", p.card.Name), fluidText+2, w), render.Ink)
	default:
		add(wrapPara(env, env.T("profile.unnamed"), fluidText, w), render.Ink)
	}
	if p.show && p.has {
		if p.card.Code == "" {
			add(wrapPara(env, env.T("profile.no_code"), fluidText, w), render.InkDim)
		} else {
			add(codePara(env, p.card.Code, w), render.Gold)
			add(wrapPara(env, env.T("profile.code_hint"), fluidSmall, w), render.InkDim)
		}
	}
	var buttons []render.MenuButton
	if p.input != inputNone {
		label := "profile.rename_label"
		if p.input == inputCode {
			label = "profile.code_label"
		}
		add(wrapPara(env, env.T(label), fluidSmall, w), render.InkDim)
	}
	if !p.message.Empty() {
		ink := color.Color(render.InkDim)
		if p.danger {
			ink = render.Danger
		}
		add(wrapPara(env, env.Say(p.message), fluidSmall, w), ink)
	}
	if p.input != inputNone {
		field := render.MenuButton{ID: btnProfileField, Label: p.text + "|", Enabled: true, Marked: true}
		buttons = append(buttons, field,
			render.MenuButton{ID: btnProfileOK, Label: env.T("profile.ok"), Enabled: p.busy == nil, Primary: true},
			render.MenuButton{ID: btnProfileCancel, Label: env.T("profile.cancel"), Enabled: true})
	} else if p.confirm != 0 { // it asks: the action, or not
		buttons = append(buttons,
			render.MenuButton{ID: p.confirm, Label: env.T(confirmLabel(p.confirm)), Enabled: p.busy == nil},
			render.MenuButton{ID: btnProfileCancel, Label: env.T("profile.cancel"), Enabled: true, Primary: true})
	} else {
		show := "profile.show_code"
		if p.show {
			show = "profile.hide_code"
		}
		idle := p.busy == nil
		buttons = append(buttons,
			render.MenuButton{ID: btnProfileRename, Label: env.T("profile.rename"), Enabled: p.has && idle},
			render.MenuButton{ID: btnProfileShow, Label: env.T(show), Enabled: p.has},
			render.MenuButton{ID: btnProfileUseCode, Label: env.T("profile.use_code"), Enabled: idle},
			render.MenuButton{ID: btnProfileReplaceKey, Label: env.T("profile_more.replace"), Enabled: p.has && idle},
			render.MenuButton{ID: btnProfileSignOut, Label: env.T("profile_more.sign_out"), Enabled: p.has && idle},
			render.MenuButton{ID: btnProfileDelete, Label: env.T("profile.delete"), Enabled: p.has && idle},
			render.MenuButton{ID: btnProfileBack, Label: env.T("online.back"), Enabled: true, Primary: true})
	}
	b, bh := p.grid(env, left, w, buttons, 2)
	h := stackHeight(pl.title, pl.lines)
	if wide, ww := fluidColumn(f, profileWide); h+2*fluidGap+bh > f.DH-2*fluidMargin && ww > w { // a phone on its side: three to a row, across
		b, bh = p.grid(env, wide, ww, buttons, 3)
	}
	stackCentred(f, &pl.title, pl.lines, 2*fluidGap, b, bh)
	p.place = pl
	return b
}

// grid places buttons from the top of the column down: a field across
// it, the others two to a row where both labels fit, else one to a row
// (a phone's narrow column pairs what it can: seven buttons must fit).
// It returns them from y 0 and the height they take.
func (p *profileScreen) grid(env *game.Env, left, w float64, buttons []render.MenuButton, per int) ([]render.MenuButton, float64) {
	f, paint := env.Frame(), env.Paint()
	buttons = slices.Clone(buttons) // Row sets their widths: the caller's stay as they were
	var out []render.MenuButton
	y := 0.0
	if len(buttons) > 0 && buttons[0].ID == btnProfileField {
		out = append(out, render.Row(left, y+fluidButton/2, w, fluidButton, 0, buttons[0])...)
		y += fluidStep
		buttons = buttons[1:]
	}
	part := (w - float64(per-1)*fluidGap) / float64(per)
	fits := func(row []render.MenuButton) bool {
		for _, b := range row {
			if !paint.LabelFits(b.Label, f.Px(part), f.S) {
				return false
			}
		}
		return true
	}
	for i := 0; i < len(buttons); {
		if n := min(per, len(buttons)-i); n > 1 && fits(buttons[i:i+n]) {
			out = append(out, render.Row(left, y+fluidButton/2, part, fluidButton, fluidGap, buttons[i:i+n]...)...)
			i += n
		} else {
			bw := w
			if i+1 == len(buttons) && i > 0 && fits(buttons[i-1:]) {
				bw = part // the last under a full row: as wide as theirs
			}
			out = append(out, render.Row(left+(w-bw)/2, y+fluidButton/2, bw, fluidButton, 0, buttons[i])...)
			i++
		}
		y += fluidStep
	}
	return out, y
}

// codePara is a recovery code as a person copies it: its 8 groups on one
// line where they fit, else 4 to a line, as large as the column allows.
func codePara(env *game.Env, code string, w float64) para {
	f, text := env.Frame(), env.Text()
	lines := []string{code}
	if px := text.FitSize(code, f.Px(profileCodeSize), f.Px(fluidText), f.Px(w), true); text.Width(code, px, true) > f.Px(w) {
		groups := strings.Split(code, "-")
		mid := len(groups) / 2
		lines = []string{strings.Join(groups[:mid], "-"), strings.Join(groups[mid:], "-")}
	}
	px := f.Px(profileCodeSize)
	for _, l := range lines {
		px = min(px, text.FitSize(l, f.Px(profileCodeSize), f.Px(fluidText), f.Px(w), true))
	}
	size := px / f.S
	return para{lines: lines, size: size, step: size * 1.4, bold: true}
}
