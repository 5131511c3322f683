package lobby

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// seatLost is the screen of a table whose seat the server took from this
// connection: played on another device (with the way to play here again,
// which takes the seat back, and is the player's choice, never the
// client's by itself), given away by the host, or left; or whose room
// failed on the server (it is refused there until the server restarts).
type seatLost struct {
	reason string
	at     game.Hosted
	code   string
	token  string
	menu   []render.MenuButton
	hover  input.Target
	focus  int
	place  noticePlace // where the words stand on a fluid canvas
}

const (
	btnLostBack = iota + 1
	btnLostPlayHere
)

// lostKeys are the words of why the seat is gone, and lostHints the line
// under them, where there is one (what to do, or where to learn more).
var (
	lostKeys = map[string]string{
		online.ByeOtherDevice:   "online.lost_other_device",
		online.ByeRemoved:       "online.lost_removed",
		online.ByeLeft:          "online.lost_left",
		online.ReasonRoomFailed: "online.lost_room_failed",
	}
	lostHints = map[string]string{
		online.ByeOtherDevice:   "online.lost_other_device_hint",
		online.ReasonRoomFailed: "online.lost_room_failed_hint",
	}
)

// SeatLostScene is the screen of a client whose seat the server took from
// it (a bye), whose token no longer has a seat (revoked while it was
// away), or whose room failed on the server; nil while the client plays
// its seat.
func SeatLostScene(env *game.Env, c *online.Client) game.Scene {
	var (
		lost *online.SeatLost
		ref  *online.Refused
	)
	reason := ""
	switch err := c.Err(); {
	case errors.As(err, &lost):
		reason = lost.Reason
	case errors.Is(err, online.ErrRoomFailed):
		reason = online.ReasonRoomFailed
	case errors.As(err, &ref) && ref.Reason == online.ReasonBadToken:
		reason = online.ByeRemoved
	default:
		return nil
	}
	code, token, _ := c.Seat()
	l := &seatLost{reason: reason, at: env.HostedOf(c.URL(), code), code: code, token: token}
	if reason == online.ByeLeft {
		env.ForgetOnline(c.URL(), code)
	}
	inOwnFrame(env, l, func() { l.menu = l.buttons(env) })
	return l
}

// Responsive: the screen lays itself out for a phone's or a tablet's
// window.
func (l *seatLost) Responsive() bool { return true }

// Restyle lays the screen out again for the window, or in the language
// chosen.
func (l *seatLost) Restyle(env *game.Env) { l.menu = l.buttons(env) }

// says is what the screen says: why the seat is gone, and the line under
// it where there is one.
func (l *seatLost) says(env *game.Env) (why, hint string) {
	key, ok := lostKeys[l.reason]
	if !ok {
		key = "online.lost_removed"
	}
	if h, ok := lostHints[l.reason]; ok {
		hint = env.T(h)
	}
	return env.T(key, online.ShowCode(l.code)), hint
}

func (l *seatLost) buttons(env *game.Env) []render.MenuButton {
	back := render.MenuButton{ID: btnLostBack, Label: env.T("online.back"), Enabled: true}
	if env.Frame().Fluid() {
		buttons := []render.MenuButton{back}
		if l.reason != online.ByeOtherDevice {
			buttons[0].Primary = true
		} else {
			buttons = append(buttons, render.MenuButton{ID: btnLostPlayHere, Label: env.T("online.play_here"), Enabled: true, Primary: true})
		}
		why, hint := l.says(env)
		says := []said{{why, fluidText + 2, render.Ink}}
		if hint != "" {
			says = append(says, said{hint, fluidSmall + 1, render.InkDim})
		}
		var b []render.MenuButton
		l.place, b = placeNotice(env, env.T("online.title"), says, buttons...)
		return b
	}
	if l.reason != online.ByeOtherDevice {
		back.Primary = true
		return render.Column(640, 520, 240, 48, 0, back)
	}
	return render.Row(640-240-20, 520, 240, 48, 40, back,
		render.MenuButton{ID: btnLostPlayHere, Label: env.T("online.play_here"), Enabled: true, Primary: true})
}

func (l *seatLost) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, l.menu, x, y)
}

func (l *seatLost) Draggable(input.Target) bool { return false }

// Resting: the screen changes only when the player acts.
func (l *seatLost) Resting() bool { return true }

func (l *seatLost) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer func() { l.menu = l.buttons(env) }()
	l.hover = game.LatestHover(intents, l.hover)
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, l.menu, &l.focus)
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnLostBack, true
	}
	switch {
	case !ok:
	case id == btnLostBack:
		return game.Replace(New(env)), nil
	case id == btnLostPlayHere && l.reason == online.ByeOtherDevice:
		return game.Replace(newConnecting(env, l.at, online.Message{Type: online.TypeResume, Code: l.code, Token: l.token})), nil
	}
	return game.Stay, nil
}

func (l *seatLost) Draw(env *game.Env, dst *ebiten.Image) {
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	if f.Fluid() {
		l.place.draw(env, dst)
		game.DrawMenu(env, dst, l.menu, l.hover, l.focus)
		return
	}
	text.DrawBold(dst, env.T("online.title"), f.X(640), f.Y(250), f.Px(36), render.Gold, render.Center)
	key, ok := lostKeys[l.reason]
	if !ok {
		key = "online.lost_removed"
	}
	text.Draw(dst, text.Clip(env.T(key, online.ShowCode(l.code)), f.Px(1000), f.Px(20)), f.X(640), f.Y(360), f.Px(20), render.Ink, render.Center)
	if hint, ok := lostHints[l.reason]; ok {
		text.Draw(dst, text.Clip(env.T(hint), f.Px(1000), f.Px(17)), f.X(640), f.Y(410), f.Px(17), render.InkDim, render.Center)
	}
	game.DrawMenu(env, dst, l.menu, l.hover, l.focus)
}
