package lobby

import (
	"context"
	"errors"
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// sharedReplay opens a finished game a link shares (/?replay=CODE): it
// asks the server for the game's record as anyone may see it, in the
// background, and opens it in its game's replay viewer, whose Analyse
// works on it as on any record. A game under way, a code of no room or a
// server that does not answer is said, with Back and Retry.
type sharedReplay struct {
	server, code string // the server's WebSocket URL; the room's code
	cancel       context.CancelFunc
	done         chan replayResult
	message      game.Phrase // why it failed; empty while it asks
	lines        []string    // the message, wrapped to the screen's width
	menu         []render.MenuButton
	hover        input.Target
	focus        int
	place        noticePlace // where the words stand on a fluid canvas
	// fromLobby: opened by the lobby's Watch, it goes back there (after
	// the viewer, or Back) rather than to the screen beneath; opened is
	// set once the viewer is on top of it.
	fromLobby, opened bool
	// notOver is what a game under way says when not the replay's own
	// words: the Watch's refusal that led here.
	notOver game.Phrase
}

type replayResult struct {
	view []byte
	err  error
}

// replayKeys are the words of the reasons a server gives for not
// answering a replay.
var replayKeys = map[string]string{
	online.ReasonNotOver: "watch.refused.not_over",
	online.ReasonNoRoom:  "watch.refused.no_room",
}

// OpenReplay is the screen that opens the finished game of a room's code
// from the server at server (an address as typed, or its WebSocket URL)
// in the replay viewer.
func OpenReplay(env *game.Env, server, code string) game.Scene {
	r := &sharedReplay{server: server, code: code}
	inOwnFrame(env, r, func() { r.start(env) })
	return r
}

// newLobbyReplay is the replay of a finished game the lobby's Watch was
// given the code of: as a shared link's, but back to the lobby after;
// notOver is said of a game under way (empty: the replay's own words).
func newLobbyReplay(env *game.Env, server, code string, notOver game.Phrase) *sharedReplay {
	r := &sharedReplay{server: server, code: code, fromLobby: true, notOver: notOver}
	inOwnFrame(env, r, func() { r.start(env) })
	return r
}

// Responsive: the screen lays itself out for a phone's or a tablet's
// window.
func (r *sharedReplay) Responsive() bool { return true }

// Restyle lays the screen out again for the window, or in the language
// chosen.
func (r *sharedReplay) Restyle(env *game.Env) {
	if !r.message.Empty() {
		r.fail(env, r.message)
		return
	}
	r.menu = r.buttons(env)
}

// start asks the server in the background: in a browser the WebSocket
// opens while frames go on.
func (r *sharedReplay) start(env *game.Env) {
	ctx, cancel := context.WithTimeout(context.Background(), connectTimeout)
	r.cancel, r.done, r.message = cancel, make(chan replayResult, 1), game.Phrase{}
	server, code := r.server, r.code
	go func() {
		url, err := game.ServerURL(server)
		if err != nil {
			r.done <- replayResult{err: err}
			return
		}
		if code, err = online.ParseCode(code); err != nil {
			r.done <- replayResult{err: &online.Refused{Reason: online.ReasonNoRoom, Detail: err.Error()}}
			return
		}
		m, err := online.FetchReplay(ctx, url, code)
		r.done <- replayResult{view: m.View, err: err}
	}()
	r.menu = r.buttons(env)
}

func (r *sharedReplay) opening(env *game.Env) string {
	return env.T("watch.replay_opening", online.ShowCode(r.code))
}

func (r *sharedReplay) buttons(env *game.Env) []render.MenuButton {
	if env.Frame().Fluid() {
		return r.placeFluid(env)
	}
	if r.message.Empty() {
		return render.Column(640, 470, 240, 44, 0, render.MenuButton{ID: btnConnCancel, Label: env.T("online.cancel"), Enabled: true})
	}
	return render.Row(380, 470, 240, 44, 40,
		render.MenuButton{ID: btnConnCancel, Label: env.T("online.back"), Enabled: true},
		render.MenuButton{ID: btnConnRetry, Label: env.T("online.retry"), Enabled: true, Primary: true})
}

// placeFluid lays the screen out on a phone's or a tablet's canvas: what
// it asks, or why it failed, whole, over Cancel, or Back and Retry.
func (r *sharedReplay) placeFluid(env *game.Env) []render.MenuButton {
	say := said{r.opening(env), fluidText, render.Ink}
	buttons := []render.MenuButton{{ID: btnConnCancel, Label: env.T("online.cancel"), Enabled: true}}
	if !r.message.Empty() {
		say.text, say.ink = env.Say(r.message), render.Danger
		buttons = []render.MenuButton{{ID: btnConnCancel, Label: env.T("online.back"), Enabled: true},
			{ID: btnConnRetry, Label: env.T("online.retry"), Enabled: true, Primary: true}}
	}
	var b []render.MenuButton
	r.place, b = placeNotice(env, env.T("review.title"), []said{say}, buttons...)
	return b
}

func (r *sharedReplay) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, r.menu, x, y)
}

func (r *sharedReplay) Draggable(input.Target) bool { return false }

// Resting: only once it has failed; while it asks, its answer must be
// seen.
func (r *sharedReplay) Resting() bool { return !r.message.Empty() }

func (r *sharedReplay) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if r.opened { // the viewer was closed: back to the lobby
		return game.Replace(New(env)), nil
	}
	r.hover = game.LatestHover(intents, r.hover)
	select {
	case res := <-r.done:
		r.cancel()
		if res.err != nil {
			log.Printf("orbis: a shared replay: %v", res.err)
			r.fail(env, r.refusal(env, res.err))
			break
		}
		scene, err := game.OpenReview(env, res.view)
		if err != nil {
			log.Printf("orbis: a shared replay: %v", err)
			r.fail(env, game.ReviewProblem(err))
			break
		}
		if r.fromLobby {
			r.opened = true
			return game.Push(scene), nil
		}
		return game.Replace(scene), nil
	default:
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, r.menu, &r.focus)
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnConnCancel, true
	}
	switch {
	case !ok:
	case id == btnConnCancel:
		r.cancel()
		if r.fromLobby {
			return game.Replace(New(env)), nil
		}
		return game.Pop(), nil
	case id == btnConnRetry:
		r.start(env)
	}
	return game.Stay, nil
}

// refusal says why the game did not open: the server's reasons of a
// replay, else as for a seat.
func (r *sharedReplay) refusal(env *game.Env, err error) game.Phrase {
	var ref *online.Refused
	if errors.As(err, &ref) {
		if ref.Reason == online.ReasonNotOver && !r.notOver.Empty() {
			return r.notOver
		}
		if key, ok := replayKeys[ref.Reason]; ok {
			return game.Say(key, online.ShowCode(r.code))
		}
	}
	return refusalPhrase(err, env.InBrowser(), env.Offline())
}

// fail shows why the game did not open, with Back and Retry.
func (r *sharedReplay) fail(env *game.Env, why game.Phrase) {
	r.message = why
	r.lines = env.Text().Wrap(env.Say(why), env.Frame().Px(18), env.Frame().Px(900))
	r.menu = r.buttons(env)
}

func (r *sharedReplay) Draw(env *game.Env, dst *ebiten.Image) {
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	if r.opened { // the viewer was closed, the lobby comes next
		return
	}
	if f.Fluid() {
		r.place.draw(env, dst)
		game.DrawMenu(env, dst, r.menu, r.hover, r.focus)
		return
	}
	lines, col := []string{r.opening(env)}, render.Ink
	if !r.message.Empty() {
		lines, col = r.lines, render.Danger
	}
	text.DrawBold(dst, env.T("review.title"), f.X(640), f.Y(250), f.Px(36), render.Gold, render.Center)
	const lineGap, most = 26, 4 // four lines fit above the buttons
	lines = lines[:min(len(lines), most)]
	for i, line := range lines {
		y := 380 + lineGap*float64(i) - lineGap*float64(len(lines)-1)/2
		text.Draw(dst, line, f.X(640), f.Y(y), f.Px(18), col, render.Center)
	}
	game.DrawMenu(env, dst, r.menu, r.hover, r.focus)
}

// ReplayDemo is the screen of a shared replay, for pictures of it: still
// asking (err nil), or failed with err.
func ReplayDemo(env *game.Env, err error) game.Scene {
	r := &sharedReplay{server: "orbis.lan:8080", code: "ABCDEFGH", cancel: func() {}, done: make(chan replayResult)}
	inOwnFrame(env, r, func() {
		r.menu = r.buttons(env)
		if err != nil {
			r.fail(env, r.refusal(env, err))
		}
	})
	return r
}
