package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// Chatter is an online table whose player can say a canned phrase to the
// others.
type Chatter interface {
	Chat(phrase string)
}

// chat is the overlay of the phrases a player may say at an online table:
// words every reader sees in their own language, and nothing else.
type chat struct {
	to    Chatter
	menu  []render.MenuButton
	hover input.Target
	focus int
}

// The chat's buttons: a phrase is its place in online.Phrases.
const (
	btnChatBack   = 99
	btnChatInvite = 98
)

// NewChat opens the chat over a table (a picture of it; the pause menu
// opens it at an online table).
func NewChat(env *Env, to Chatter) Overlay { return newChat(env, to) }

func newChat(env *Env, to Chatter) *chat {
	c := &chat{to: to}
	c.menu = c.buttons(env)
	return c
}

func (c *chat) buttons(env *Env) []render.MenuButton {
	var b []render.MenuButton
	for i, p := range online.Phrases {
		x, y := 330.0+330*float64(i%2), 240+62*float64(i/2)
		b = append(b, render.Row(x, y, 290, 48, 0, render.MenuButton{ID: i, Label: env.T(chatKeys[p]), Enabled: true})...)
	}
	back := render.MenuButton{ID: btnChatBack, Label: env.T("online.back"), Enabled: true}
	if env.room == nil || !env.room.Open() {
		return append(b, render.Column(640, 560, 240, 46, 0, back)...)
	}
	// A seat still waits for a friend: the way to invite one is here too.
	return append(b, render.Row(640-250-10, 560, 250, 46, 20,
		render.MenuButton{ID: btnChatInvite, Label: env.T("online.invite_title"), Enabled: true}, back)...)
}

// Passive is false: the table waits while a phrase is chosen.
func (c *chat) Passive() bool { return false }

func (c *chat) Hit(env *Env, x, y float64) input.Target { return HitMenu(env, c.menu, x, y) }

func (c *chat) Draggable(input.Target) bool { return false }

func (c *chat) Update(env *Env, intents []input.Intent) (Change, error) {
	defer func() { c.menu = c.buttons(env) }()
	c.hover = LatestHover(intents, c.hover)
	if Pressed(intents, input.KeyCancel) {
		return Pop(), nil
	}
	id, ok := ClickedButton(intents)
	if !ok {
		id, ok = MenuKeys(intents, c.menu, &c.focus)
	}
	switch {
	case !ok:
		return Stay, nil
	case id >= 0 && id < len(online.Phrases):
		c.to.Chat(online.Phrases[id])
	case id == btnChatInvite && env.room != nil:
		return Replace(newInvite(env, env.room.Invitation(), nil)), nil
	}
	return Pop(), nil
}

func (c *chat) Draw(env *Env, dst *ebiten.Image) {
	f, paint := env.Frame(), env.Paint()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	paint.Box(dst, f.R(290, 140, 700, 480), f.Px(14), render.FeltLight)
	env.Text().DrawBold(dst, env.T("online.chat_title"), f.X(640), f.Y(186), f.Px(28), render.Gold, render.Center)
	DrawMenu(env, dst, c.menu, c.hover, c.focus)
}
