package game

import (
	"errors"
	"math"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// title is the first screen: new game, continue, rules, quit.
type title struct {
	notice string // a problem, e.g. with the saved game, shown once
	detail string // what exactly went wrong, under the notice
	saved  *Match
	hover  input.Target
	deco   []rules.Tile
}

const (
	btnNew = iota + 1
	btnContinue
	btnRules
	btnQuit
	btnLanguage
)

func newTitle(a *App, notice string) *title {
	t := &title{notice: notice, deco: rules.Catalogue()}
	if a.store != nil {
		m, err := loadSave(a.store)
		var u *unreadableSave
		switch {
		case err == nil:
			t.saved = m
		case errors.As(err, &u):
			t.notice, t.detail = a.T("title.save_unreadable", u.movedTo), u.err.Error()
		case !errors.Is(err, errNoSave):
			t.notice, t.detail = a.T("title.save_error"), err.Error()
		}
	}
	return t
}

func (t *title) buttons(a *App) []menuButton {
	b := []menuButton{
		{id: btnNew, x: 640, y: 420, w: 300, h: 52, label: a.T("title.new"), enabled: true, primary: true},
		{id: btnContinue, x: 640, y: 484, w: 300, h: 52, label: a.T("title.continue"), enabled: t.saved != nil},
		{id: btnRules, x: 640, y: 548, w: 300, h: 52, label: a.T("title.rules"), enabled: true},
	}
	if !inBrowser { // a page is closed with its tab
		b = append(b, menuButton{id: btnQuit, x: 640, y: 612, w: 300, h: 52, label: a.T("title.quit"), enabled: true})
	}
	if len(assets.Languages()) > 1 {
		b = append(b, menuButton{id: btnLanguage, x: 1140, y: 760, w: 200, h: 36, label: a.T("title.language", a.T("language.name")), enabled: true})
	}
	return b
}

func (t *title) Hit(a *App, x, y float64) input.Target {
	return hitButtons(a.Frame(), t.buttons(a), x, y)
}

func (t *title) Draggable(input.Target) bool { return false }

func (t *title) Update(a *App, intents []input.Intent) error {
	t.hover = latestHover(intents, t.hover)
	id, ok := clickedButton(intents)
	if !ok && pressed(intents, input.KeyConfirm) {
		id, ok = btnNew, true
	}
	if !ok {
		return nil
	}
	switch id {
	case btnNew:
		a.scene = newSetup(a, 2)
	case btnContinue:
		if t.saved != nil {
			a.scene = newPlay(a, t.saved, a.speed)
		}
	case btnRules:
		a.toggleRules()
	case btnQuit:
		return ebiten.Termination
	case btnLanguage:
		langs := assets.Languages()
		next := langs[(slices.Index(langs, a.msgs.Lang())+1)%len(langs)]
		if err := a.setLanguage(next); err != nil {
			t.notice = err.Error()
		}
	}
	return nil
}

func (t *title) Draw(a *App, dst *ebiten.Image) {
	f := a.Frame()
	dst.Fill(render.Felt)
	// A ring of tiles around the title, slowly turning.
	angle := float64(a.frame) / 1800
	for i := range 12 {
		tile := &t.deco[(i*5+3)%len(t.deco)]
		th := angle + float64(i)*math.Pi/6
		h := render.Hex{CX: f.X(640 + 500*math.Cos(th)), CY: f.Y(390 + 320*math.Sin(th)), R: f.Px(44)}
		a.table.Art.Tile(dst, tile, h, board.TileOpts{Dim: true})
	}
	a.text.DrawBold(dst, "ORBIS", f.X(640), f.Y(250), f.Px(96), render.Gold, render.Center)
	a.text.Draw(dst, a.T("title.subtitle"), f.X(640), f.Y(330), f.Px(22), render.Ink, render.Center)
	drawButtons(a, dst, f, t.buttons(a), t.hover)
	if t.saved != nil {
		s := t.saved.State()
		info := a.T("title.continue_info", s.Round(), joinNames(t.saved.Names()))
		a.text.Draw(dst, info, f.X(640), f.Y(516), f.Px(12), render.InkDim, render.Center)
	}
	if t.notice != "" {
		t.drawNotice(a, dst, f)
	}
}

// drawNotice shows the notice and its detail on a panel of their own at the
// foot of the screen, above the turning tiles.
func (t *title) drawNotice(a *App, dst *ebiten.Image, f *board.Layout) {
	const width, pad = 900.0, 14.0
	head := a.text.Wrap(t.notice, f.Px(15), f.Px(width-2*pad))
	var detail []string
	if t.detail != "" {
		detail = a.text.Wrap(t.detail, f.Px(12), f.Px(width-2*pad))
		if len(detail) > 2 { // the detail is for a bug report; two lines say enough
			detail = append(detail[:1], clipText(a, strings.Join(detail[1:], " "), f.Px(width-2*pad), f.Px(12)))
		}
	}
	height := 2*pad + 20*float64(len(head)) + 16*float64(len(detail))
	top := 770 - height
	box := render.Rect{X: f.X(640 - width/2), Y: f.Y(top), W: f.Px(width), H: f.Px(height)}
	a.paint.Box(dst, box, f.Px(10), render.FeltDark)
	a.paint.Frame(dst, box, f.Px(10), f.Px(1.5), render.Danger)
	y := top + pad // lines are drawn by their middle
	for _, line := range head {
		a.text.Draw(dst, line, f.X(640), f.Y(y+10), f.Px(15), render.Ink, render.Center)
		y += 20
	}
	for _, line := range detail {
		a.text.Draw(dst, line, f.X(640), f.Y(y+8), f.Px(12), render.InkDim, render.Center)
		y += 16
	}
}

func joinNames(names []string) string {
	out := ""
	for i, n := range names {
		if i > 0 {
			out += ", "
		}
		out += n
	}
	return out
}

// clipText shortens a text with an ellipsis to a width.
func clipText(a *App, s string, width, size float64) string {
	if a.text.Width(s, size, false) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && a.text.Width(string(r)+"…", size, false) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
