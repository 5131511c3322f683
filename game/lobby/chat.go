package lobby

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// chat is the overlay of the phrases a player may say at an online table:
// words every reader sees in their own language, and nothing else.
type chat struct {
	to    game.Chatter
	menu  []render.MenuButton
	hover input.Target
	focus int
	// On a fluid canvas: the panel and the title, in design units.
	panel render.Rect
	title placed
}

// The chat's buttons: a phrase is its place in online.Phrases.
const (
	btnChatBack   = 99
	btnChatInvite = 98
)

// NewChat opens the chat over a table (a picture of it; the pause menu
// opens it at an online table).
func NewChat(env *game.Env, to game.Chatter) game.Overlay { return newChat(env, to) }

func newChat(env *game.Env, to game.Chatter) *chat {
	c := &chat{to: to}
	inOwnFrame(env, c, func() { c.menu = c.buttons(env) })
	return c
}

// Responsive: the chat lays itself out for a phone's or a tablet's window,
// over a table laid out for it or not.
func (c *chat) Responsive() bool { return true }

// Restyle lays the chat out again for the window, or in the language
// chosen.
func (c *chat) Restyle(env *game.Env) { c.menu = c.buttons(env) }

func (c *chat) buttons(env *game.Env) []render.MenuButton {
	if env.Frame().Fluid() {
		return c.placeFluid(env)
	}
	var b []render.MenuButton
	for i, p := range online.Phrases {
		x, y := 330.0+330*float64(i%2), 240+62*float64(i/2)
		b = append(b, render.Row(x, y, 290, 48, 0, render.MenuButton{ID: i, Label: env.T(game.ChatKey(p)), Enabled: true})...)
	}
	back := render.MenuButton{ID: btnChatBack, Label: env.T("online.back"), Enabled: true}
	if env.Room() == nil || !env.Room().Open() {
		return append(b, render.Column(640, 560, 240, 46, 0, back)...)
	}
	// A seat still waits for a friend: the way to invite one is here too.
	return append(b, render.Row(640-250-10, 560, 250, 46, 20,
		render.MenuButton{ID: btnChatInvite, Label: env.T("online.invite_title"), Enabled: true}, back)...)
}

// Passive is false: the table waits while a phrase is chosen.
func (c *chat) Passive() bool { return false }

func (c *chat) Hit(env *game.Env, x, y float64) input.Target { return game.HitMenu(env, c.menu, x, y) }

func (c *chat) Draggable(input.Target) bool { return false }

func (c *chat) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer func() { c.menu = c.buttons(env) }()
	c.hover = game.LatestHover(intents, c.hover)
	if game.Pressed(intents, input.KeyCancel) {
		return game.Pop(), nil
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, c.menu, &c.focus)
	}
	switch {
	case !ok:
		return game.Stay, nil
	case id >= 0 && id < len(online.Phrases):
		c.to.Chat(online.Phrases[id])
	case id == btnChatInvite && env.Room() != nil:
		return game.Replace(newInvite(env, env.Room().Invitation(), nil)), nil
	}
	return game.Pop(), nil
}

// placeFluid lays the chat out on a phone's or a tablet's canvas: its
// phrases two a row where their words fit, else one, under its title, and
// the invitation and Back under them, in a panel centred on the canvas.
func (c *chat) placeFluid(env *game.Env) []render.MenuButton {
	f, paint := env.Frame(), env.Paint()
	const pad = 12.0
	panelW := min(fluidPanel+2*pad, f.DW-fluidMargin)
	left, w := (f.DW-panelW)/2+pad, panelW-2*pad
	c.title = placed{para: headingPara(env, env.T("online.chat_title"), fluidTitle, w), x: left + w/2, align: render.Center}
	cols := 2
	half := (w - fluidGap) / 2
	for _, p := range online.Phrases {
		if !paint.LabelFits(env.T(game.ChatKey(p)), f.Px(half), f.S) {
			cols = 1
		}
	}
	rows := (len(online.Phrases) + cols - 1) / cols
	colW := (w - fluidGap*float64(cols-1)) / float64(cols)
	bottom := []render.MenuButton{{ID: btnChatBack, Label: env.T("online.back"), Enabled: true}}
	if env.Room() != nil && env.Room().Open() { // a seat still waits for a friend: the way to invite one is here too
		bottom = append([]render.MenuButton{{ID: btnChatInvite, Label: env.T("online.invite_title"), Enabled: true}}, bottom...)
	}
	last, lastH := buttonRow(env, left, 0, w, bottom...)
	step := fluidStep
	need := func() float64 { return c.title.height() + fluidGap + step*float64(rows) + fluidGap + lastH }
	if need()+2*pad > f.DH {
		step = fluidButton + 4 // a short window: the rows closer
	}
	top := max(pad, (f.DH-need())/2)
	c.title.top = top
	y := top + c.title.height() + fluidGap
	var b []render.MenuButton
	for i, p := range online.Phrases {
		x := left + (colW+fluidGap)*float64(i%cols)
		b = append(b, render.Row(x, y+step*float64(i/cols)+fluidButton/2, colW, fluidButton, 0,
			render.MenuButton{ID: i, Label: env.T(game.ChatKey(p)), Enabled: true})...)
	}
	y += step*float64(rows) + fluidGap
	for i := range last {
		last[i].Y += y
	}
	c.panel = render.Rect{X: left - pad, Y: top - pad, W: panelW, H: need() + 2*pad}
	return append(b, last...)
}

func (c *chat) Draw(env *game.Env, dst *ebiten.Image) {
	f, paint := env.Frame(), env.Paint()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	if f.Fluid() {
		paint.Box(dst, f.R(c.panel.X, c.panel.Y, c.panel.W, c.panel.H), f.Px(14), render.FeltLight)
		c.title.drawIn(env, dst, render.Gold)
		game.DrawMenu(env, dst, c.menu, c.hover, c.focus)
		return
	}
	paint.Box(dst, f.R(290, 140, 700, 480), f.Px(14), render.FeltLight)
	env.Text().DrawBold(dst, env.T("online.chat_title"), f.X(640), f.Y(186), f.Px(28), render.Gold, render.Center)
	game.DrawMenu(env, dst, c.menu, c.hover, c.focus)
}
