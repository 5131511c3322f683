package lobby

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// invite is the screen that tells how friends join a room: the link their
// browser opens, as text to select and, where the platform has a
// clipboard, to copy; and the address and code the game joins with. It
// opens once a room is made, before its table, and from the chat.
type invite struct {
	inv    game.Invitation
	table  game.Scene // the table it opens before; nil: an overlay over it
	menu   []render.MenuButton
	hover  input.Target
	focus  int
	copy   bool        // the platform can copy
	copied chan error  // how a copy went, while one is under way
	said   game.Phrase // copied, or why not
	field  linkField   // in a browser, the link as text to select
	place  invitePlace // where it stands on a fluid canvas
	// On the desktop's canvas: the link's size, smaller where it is too
	// long for its box, and the line of the address, wrapped when too long.
	linkSize float64
	how      []string
}

const (
	btnInviteCopy = iota + 1
	btnInviteDone
)

// The invitation's panel and lines, in design units.
const (
	invitePanelX, invitePanelY, invitePanelW, invitePanelH = 220.0, 150.0, 840.0, 470.0
	inviteLinkY, inviteLinkX, inviteLinkH                  = 300.0, 260.0, 52.0
	inviteCopyW                                            = 150.0
)

// InviteFirst opens a room's table after the invitation, when a seat of
// the room waits for a friend; else the table alone.
func InviteFirst(env *game.Env, c *online.Client, table game.Scene) game.Scene {
	open := false
	c.With(func(_ online.Match, seats []online.SeatState, _ int64) { open = game.OpenSeat(seats) })
	if !open {
		return table
	}
	code, _, _ := c.Seat()
	return newInvite(env, env.Invitation(c.URL(), code), table)
}

func newInvite(env *game.Env, inv game.Invitation, table game.Scene) *invite {
	v := &invite{inv: inv, table: table, copy: inv.Link != "" && canCopy()}
	inOwnFrame(env, v, func() { v.menu = v.buttons(env) })
	return v
}

// Responsive: the invitation lays itself out for a phone's or a tablet's
// window, over a table laid out for it or not.
func (v *invite) Responsive() bool { return true }

// Restyle lays the invitation out again for the window, or in the
// language chosen.
func (v *invite) Restyle(env *game.Env) { v.menu = v.buttons(env) }

// linkBox is where the link is shown, in design units.
func (v *invite) linkBox(env *game.Env) (x, y, w, h float64) {
	if env.Frame().Fluid() {
		b := v.place.linkBox
		return b.X, b.Y, b.W, b.H
	}
	w = invitePanelW - 2*(inviteLinkX-invitePanelX)
	if v.copy {
		w -= inviteCopyW + 16
	}
	return inviteLinkX, inviteLinkY - inviteLinkH/2, w, inviteLinkH
}

func (v *invite) buttons(env *game.Env) []render.MenuButton {
	if env.Frame().Fluid() {
		return v.placeFluid(env)
	}
	f, text := env.Frame(), env.Text()
	how := env.T("online.invite_code", v.inv.Address)
	if v.inv.Link != "" {
		how = env.T("online.invite_or_code", v.inv.Address)
	}
	v.how = text.WrapAnywhere(how, f.Px(17), f.Px(invitePanelW-60))
	if v.inv.Link != "" {
		_, _, w, _ := v.linkBox(env)
		v.linkSize = min(f.Px(17), f.Px(17)*f.Px(w-20)/max(1, text.Width(v.inv.Link, f.Px(17), false)))
		for v.linkSize > 1 && text.Width(v.inv.Link, v.linkSize, false) > f.Px(w-20) {
			v.linkSize *= 0.98 // the glyphs' widths do not scale quite with the size
		}
	}
	var b []render.MenuButton
	if v.copy {
		x, _, w, _ := v.linkBox(env)
		b = render.Row(x+w+16, inviteLinkY, inviteCopyW, inviteLinkH, 0, render.MenuButton{ID: btnInviteCopy, Label: env.T("online.copy"), Enabled: v.copied == nil})
	}
	done := env.T("online.back")
	if v.table != nil {
		done = env.T("online.to_table")
	}
	return append(b, render.Column(640, invitePanelY+invitePanelH-56, 280, 48, 0, render.MenuButton{ID: btnInviteDone, Label: done, Enabled: true, Primary: true})...)
}

// Passive is false: the table waits while the invitation is read.
func (v *invite) Passive() bool { return false }

// Resting: the screen changes only when the player acts, or a copy ends.
func (v *invite) Resting() bool { return v.copied == nil }

func (v *invite) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, v.menu, x, y)
}

func (v *invite) Draggable(input.Target) bool { return false }

func (v *invite) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer func() { v.menu = v.buttons(env) }()
	v.hover = game.LatestHover(intents, v.hover)
	select {
	case err := <-v.copied:
		v.copied, v.said = nil, game.Say("online.copied")
		if err != nil {
			log.Printf("orbis: copying the room's link: %v", err)
			v.said = game.Say("online.copy_failed")
		}
	default:
	}
	if v.inv.Link != "" {
		x, y, w, h := v.linkBox(env)
		size, step, lines := 17.0, 22.0, 1 // the desktop's one line
		if env.Frame().Fluid() {
			l := v.place.link
			size, step, lines = l.size, l.step, len(l.lines)
		}
		v.field.show(env, env.Frame().R(x, y, w, h), v.inv.Link, size, step, lines)
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, v.menu, &v.focus)
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnInviteDone, true
	}
	switch {
	case !ok:
	case id == btnInviteCopy && v.copied == nil:
		v.copied, v.said = make(chan error, 1), game.Phrase{}
		copyText(v.inv.Link, v.copied)
	case id == btnInviteDone:
		v.field.hide()
		if v.table != nil {
			return game.Replace(v.table), nil
		}
		return game.Pop(), nil
	}
	return game.Stay, nil
}

func (v *invite) Draw(env *game.Env, dst *ebiten.Image) {
	f, paint, text := env.Frame(), env.Paint(), env.Text()
	if f.Fluid() {
		v.drawFluid(env, dst)
		return
	}
	if v.table != nil {
		dst.Fill(render.Felt)
	} else {
		paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	}
	panel := f.R(invitePanelX, invitePanelY, invitePanelW, invitePanelH)
	paint.Shadow(dst, panel, f.Px(14))
	paint.Box(dst, panel, f.Px(14), render.FeltLight)
	before := text.Within(dst, panel)
	defer text.Restore(before)
	text.DrawBold(dst, env.T("online.invite_title"), f.X(640), f.Y(invitePanelY+52), f.Px(30), render.Gold, render.Center)
	codeY := inviteLinkY + 64.0
	if v.inv.Link != "" {
		text.Draw(dst, env.T("online.invite_link"), f.X(640), f.Y(inviteLinkY-50), f.Px(17), render.InkDim, render.Center)
		x, y, w, h := v.linkBox(env)
		box := f.R(x, y, w, h)
		paint.Box(dst, box, f.Px(8), render.FeltDark)
		text.Within(dst, f.R(x+10, y, w-20, h))
		text.Draw(dst, v.inv.Link, f.X(x+w/2), f.Y(inviteLinkY), v.linkSize, render.Ink, render.Center)
		text.Within(dst, panel)
		if !v.said.Empty() {
			text.Draw(dst, env.Say(v.said), f.X(640), f.Y(inviteLinkY+42), f.Px(15), render.InkDim, render.Center)
		}
		codeY = inviteLinkY + 86
	}
	for i, line := range v.how { // one line, as long as the address is not too long for it
		y := codeY + 22*(float64(i)-float64(len(v.how)-1)/2)
		text.Draw(dst, line, f.X(640), f.Y(y), f.Px(17), render.InkDim, render.Center)
	}
	text.DrawBold(dst, v.inv.Code, f.X(640), f.Y(codeY+60), f.Px(40), render.Gold, render.Center)
	game.DrawMenu(env, dst, v.menu, v.hover, v.focus)
}
