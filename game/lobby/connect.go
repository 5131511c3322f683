package lobby

import (
	"context"
	"errors"
	"log"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// connecting waits for a server to seat the player (a create, join or
// resume in the background) and then opens the game's table.
type connecting struct {
	at      game.Hosted // the server's URL (Local), and where friends reach it when this application hosts it
	hello   online.Message
	cancel  context.CancelFunc
	done    chan dialResult
	message game.Phrase // why it failed; empty while it tries
	lines   []string    // the message, wrapped to the screen's width
	menu    []render.MenuButton
	hover   input.Target
	focus   int
	place   noticePlace // where the words stand on a fluid canvas
}

type dialResult struct {
	c   *online.Client
	err error
}

const (
	btnConnCancel = iota + 1
	btnConnRetry
)

// connectTimeout bounds the wait for a server to answer.
const connectTimeout = 15 * time.Second

func newConnecting(env *game.Env, at game.Hosted, hello online.Message) *connecting {
	c := &connecting{at: at, hello: hello}
	inOwnFrame(env, c, func() { c.start(env) })
	return c
}

// Responsive: connecting lays itself out for a phone's or a tablet's
// window.
func (c *connecting) Responsive() bool { return true }

// Restyle lays the screen out again for the window, or in the language
// chosen.
func (c *connecting) Restyle(env *game.Env) {
	if !c.message.Empty() {
		c.fail(env, c.message)
		return
	}
	c.menu = c.buttons(env)
}

// start dials in the background: in a browser the WebSocket opens while
// frames go on.
func (c *connecting) start(env *game.Env) {
	ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
	c.cancel, c.done, c.message = cancel, make(chan dialResult, 1), game.Phrase{}
	games, id := env.OnlineViews(), env.Identity()
	go func() {
		cl, err := online.DialAs(ctx, c.at.Local, games, c.hello, id)
		c.done <- dialResult{cl, err}
	}()
	c.menu = c.buttons(env)
}

func (c *connecting) buttons(env *game.Env) []render.MenuButton {
	if env.Frame().Fluid() {
		return c.placeFluid(env)
	}
	if c.message.Empty() {
		return render.Column(640, 470, 240, 44, 0, render.MenuButton{ID: btnConnCancel, Label: env.T("online.cancel"), Enabled: true})
	}
	return render.Row(380, 470, 240, 44, 40,
		render.MenuButton{ID: btnConnCancel, Label: env.T("online.back"), Enabled: true},
		render.MenuButton{ID: btnConnRetry, Label: env.T("online.retry"), Enabled: true, Primary: true})
}

func (c *connecting) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, c.menu, x, y)
}

func (c *connecting) Draggable(input.Target) bool { return false }

// Resting: only once it has failed; while it tries, its answer must be
// seen.
func (c *connecting) Resting() bool { return !c.message.Empty() }

func (c *connecting) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	c.hover = game.LatestHover(intents, c.hover)
	select {
	case r := <-c.done:
		c.cancel()
		if r.err != nil {
			log.Printf("orbis: online: %v", r.err)
			if c.watchRefused(r.err) { // perhaps a finished game: its replay, if so
				return game.Replace(newLobbyReplay(env, c.at.Local, c.hello.Code, game.Say("watch.refused.no_watch"))), nil
			}
			c.fail(env, refusalPhrase(r.err, env.InBrowser(), env.Offline()))
			break
		}
		return c.open(env, r.c)
	default:
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, c.menu, &c.focus)
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnConnCancel, true
	}
	switch {
	case !ok:
	case id == btnConnCancel:
		c.cancel()
		return game.Replace(New(env)), nil
	case id == btnConnRetry:
		c.start(env)
	}
	return game.Stay, nil
}

// open remembers the seat and opens its game's table.
func (c *connecting) open(env *game.Env, cl *online.Client) (game.Change, error) {
	code, token, seat := cl.Seat()
	gameID := ""
	for _, g := range env.Games() {
		og, ok := g.(game.OnlineGame)
		if !ok || og.ID() != cl.Game() {
			continue
		}
		gameID = og.ID()
		if c.hello.Type == online.TypeWatch { // no seat to come back to
			if cl.Turn().Over { // nothing left to watch: its replay
				cl.Close()
				return game.Replace(newLobbyReplay(env, c.at.Local, code, game.Phrase{})), nil
			}
			return c.watching(env, cl, og)
		}
		env.RememberOnline(game.OnlineRef{Server: c.at.Local, Code: code, Token: token, Game: gameID, Seat: seat, Joined: time.Now().UTC(), Shared: c.at.Shared, Web: c.at.Web})
		scene, err := Waiting(env, cl, og) // the table, or the room's wait for its start
		if err != nil {
			cl.Close()
			return game.Stay, err
		}
		if c.hello.Type == online.TypeCreate {
			scene = InviteFirst(env, cl, scene) // the room is new: friends are told how to join first
		}
		return game.Replace(scene), nil
	}
	cl.Close()
	c.fail(env, game.Say("online.refused.no_game"))
	return game.Stay, nil
}

// fail shows why the player was not seated, with Back and Retry.
func (c *connecting) fail(env *game.Env, why game.Phrase) {
	c.message = why
	c.lines = env.Text().Wrap(env.Say(why), env.Frame().Px(18), env.Frame().Px(900))
	c.menu = c.buttons(env)
}

// refusalKeys are the words of the reasons a server gives for not seating
// a player.
var refusalKeys = map[string]string{
	online.ReasonNoRoom: "online.refused.no_room", online.ReasonRoomFull: "online.refused.room_full",
	online.ReasonBadToken: "online.refused.bad_token", online.ReasonRateLimit: "online.refused.rate_limited",
	online.ReasonNoGame: "online.refused.no_game", online.ReasonVersion: "online.refused.version",
	online.ReasonOver: "online.refused.over", online.ReasonBadName: "online.refused.bad_name",
	online.ReasonServerFull: "online.refused.server_full", online.ReasonTooManyRooms: "online.refused.too_many_rooms",
	online.ReasonRoomFailed: "online.refused.room_failed",
	online.ReasonStarted:    "online.refused.started", online.ReasonTooManySeats: "online.refused.too_many_seats",
}

// refusalPhrase says why a server did not seat the player; a page (in a
// browser) that speaks another version than its server is told to reload,
// which brings the server's build; a device that knows it is offline is
// told that playing online needs the network.
func refusalPhrase(err error, inBrowser, offline bool) game.Phrase {
	if offline {
		return game.Say("online.offline")
	}
	if said, ok := dialPhrase(err); ok { // refused before the upgrade, or nobody there
		return said
	}
	var ref *online.Refused
	var origin *online.OriginRefused
	switch {
	case inBrowser && (errors.Is(err, online.ErrServerNewer) || errors.As(err, &ref) && ref.Reason == online.ReasonVersion):
		return game.Say("web.refused.page_older")
	case errors.Is(err, online.ErrServerNewer):
		return game.Say("online.refused.version")
	case errors.As(err, &origin): // a browser's page opened by a host name the server was not told
		return game.Say("online.refused.origin", origin.Host)
	case errors.As(err, &ref):
		if key, ok := watchRefusals[ref.Reason]; ok {
			return game.Say(key)
		}
		if key, ok := refusalKeys[ref.Reason]; ok {
			return game.Say(key)
		}
		return game.Say("online.refused.other")
	case errors.Is(err, context.DeadlineExceeded):
		return game.Say("online.no_answer")
	}
	return game.Say("online.cannot_connect")
}

// placeFluid lays the screen out on a phone's or a tablet's canvas: what
// it tries, or why it failed, whole, over Cancel, or Back and Retry.
func (c *connecting) placeFluid(env *game.Env) []render.MenuButton {
	say := said{env.T("online.connecting", c.at.Local), fluidText, render.Ink}
	buttons := []render.MenuButton{{ID: btnConnCancel, Label: env.T("online.cancel"), Enabled: true}}
	if !c.message.Empty() {
		say.text, say.ink = env.Say(c.message), render.Danger
		buttons = []render.MenuButton{{ID: btnConnCancel, Label: env.T("online.back"), Enabled: true},
			{ID: btnConnRetry, Label: env.T("online.retry"), Enabled: true, Primary: true}}
	}
	var b []render.MenuButton
	c.place, b = placeNotice(env, env.T("online.title"), []said{say}, buttons...)
	return b
}

func (c *connecting) Draw(env *game.Env, dst *ebiten.Image) {
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	if f.Fluid() {
		c.place.draw(env, dst)
		game.DrawMenu(env, dst, c.menu, c.hover, c.focus)
		return
	}
	lines, col := []string{env.T("online.connecting", c.at.Local)}, render.Ink
	if !c.message.Empty() {
		lines, col = c.lines, render.Danger
	}
	text.DrawBold(dst, env.T("online.title"), f.X(640), f.Y(250), f.Px(36), render.Gold, render.Center)
	const lineGap, most = 26, 4 // four lines fit above the buttons
	lines = lines[:min(len(lines), most)]
	for i, line := range lines {
		y := 380 + lineGap*float64(i) - lineGap*float64(len(lines)-1)/2
		text.Draw(dst, text.Clip(line, f.Px(900), f.Px(18)), f.X(640), f.Y(y), f.Px(18), col, render.Center)
	}
	game.DrawMenu(env, dst, c.menu, c.hover, c.focus)
}
