// Package saves is the shell's lists of saved games: the games in
// progress, to resume or delete (New), and the replay viewer's picker of
// the finished games kept and the games in progress (NewPicker).
package saves

import (
	"errors"
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// New returns the list of the games in progress, of every game on
// the table, the latest played first: each line resumes its game, its
// Delete button gives it up after a question.
func New(env *game.Env) game.Scene {
	l := &savesList{}
	l.load(env)
	game.LayOutFor(env, l, func() { l.layout(env) })
	return l
}

// savesList is the list of the games in progress.
type savesList struct {
	games   []savedGame
	page    int
	asking  int         // the game whose Delete asks to be sure, or -1
	message game.Phrase // what went wrong last
	// list is the page's lines and the list's buttons; menu is what the
	// player can press: the list, or the question's two answers.
	list, menu []render.MenuButton
	said       []string // the message, wrapped
	question   []string // the game the question names, wrapped
	hover      input.Target
	focus      int
	// On a phone's or a tablet's window: the list laid out for it, and
	// the question's words.
	fluid fluidList
	asked []render.Word
}

// savedGame is a game in progress as the list shows it.
type savedGame struct {
	game.Unfinished
	name  string     // its game's name
	saved game.Saved // nil: the game is over, waiting to be kept; it opens in the viewer
}

// The list's buttons; a game's line is btnSavedGame + its place, its
// Delete btnDeleteGame + its place.
const (
	btnSavesBack = iota + 1
	btnSavesNewer
	btnSavesOlder
	btnDeleteYes
	btnDeleteNo
	btnSavedGame  = 100
	btnDeleteGame = 1000
)

// questionW is the width of the question before a delete.
const questionW = 800.0

// savesPerPage is how many games one page lists.
const savesPerPage = 8

// loadSaved reads back every game in progress of the games on the table,
// the latest played first; one no game can read is moved aside, and is the
// error.
func loadSaved(env *game.Env) ([]savedGame, error) {
	list, err := env.Unfinished()
	names := map[string]string{}
	for _, g := range env.Games() {
		names[g.ID()] = g.Name()
	}
	var games []savedGame
	for _, u := range list {
		saved, rerr := env.ResumeSave(u.Slot)
		switch {
		case rerr == nil, errors.Is(rerr, game.ErrFinished):
			games = append(games, savedGame{Unfinished: u, name: names[u.Slot.Game], saved: saved})
		case errors.Is(rerr, game.ErrNotThisGame): // a game not on this table: its entry waits
		default:
			err = errors.Join(err, rerr)
		}
	}
	return games, err
}

// load reads the games in progress again, saying what went wrong.
func (l *savesList) load(env *game.Env) {
	var err error
	l.games, err = loadSaved(env)
	l.asking = -1
	if p := game.SaveNotice(err); !p.Empty() {
		l.message = p
	}
	l.page = min(l.page, max(0, (len(l.games)-1)/savesPerPage))
}

// summary is the game's round or turn and players, or that it is over.
func (g savedGame) summary(env *game.Env) string {
	if g.saved == nil {
		return env.T("saves.over")
	}
	return g.saved.Summary(env)
}

// line names a game in progress: its game, its round or turn, its players
// and when it was last played.
func (l *savesList) line(env *game.Env, g savedGame) string {
	return game.SavedLine(env, g.name, g.summary(env), g.Played)
}

// layout lays out the buttons and wraps the words, in the player's
// language, after every change.
func (l *savesList) layout(env *game.Env) {
	f, text := env.Frame(), env.Text()
	if l.fluid.on = f.Fluid(); l.fluid.on {
		l.layFluid(env)
		return
	}
	l.list = l.buttons(env)
	l.menu, l.question = l.list, nil
	if l.asking >= 0 {
		l.menu = render.Row(640-160, 470, 150, 44, 20,
			render.MenuButton{ID: btnDeleteYes, Label: env.T("saves.delete"), Enabled: true},
			render.MenuButton{ID: btnDeleteNo, Label: env.T("saves.delete_no"), Enabled: true, Primary: true})
		l.question = text.Wrap(l.line(env, l.games[l.asking]), f.Px(15), f.Px(questionW-60))
	}
	l.said = text.Wrap(env.Say(l.message), f.Px(14), f.Px(1000))
}

func (l *savesList) buttons(env *game.Env) []render.MenuButton {
	var b []render.MenuButton
	y := 150.0
	from := l.page * savesPerPage
	for i := from; i < min(len(l.games), from+savesPerPage); i++ {
		// A line as wide as names and a date need, its Delete beside it.
		const line, del, gap = 840.0, 130.0, 12.0
		b = append(b, render.Row(640-(line+gap+del)/2, y, 0, 40, gap,
			render.MenuButton{ID: btnSavedGame + i, W: line, Label: fitLine(env, l.line(env, l.games[i]), line-20), Enabled: true},
			render.MenuButton{ID: btnDeleteGame + i, W: del, Label: env.T("saves.delete"), Enabled: true})...)
		y += 46
	}
	pages := (len(l.games) + savesPerPage - 1) / savesPerPage
	b = append(b, render.Row(320, 580, 150, 36, 340,
		render.MenuButton{ID: btnSavesNewer, Label: env.T("review.newer"), Enabled: l.page > 0},
		render.MenuButton{ID: btnSavesOlder, Label: env.T("review.older"), Enabled: l.page+1 < pages})...)
	return append(b, render.Column(640, 740, 240, 46, 0,
		render.MenuButton{ID: btnSavesBack, Label: env.T("review.back"), Enabled: true})...)
}

func (l *savesList) Hit(env *game.Env, x, y float64) input.Target {
	t := game.HitMenu(env, l.menu, x, y)
	if l.asking >= 0 {
		return t
	}
	return l.fluid.hit(env, t, y)
}

// Draggable: on a fluid canvas a finger's drag scrolls the list.
func (l *savesList) Draggable(t input.Target) bool {
	return l.asking < 0 && l.fluid.draggable(t, btnSavesBack)
}

// Responsive: the list lays itself out for a phone's or a tablet's window.
func (l *savesList) Responsive() bool { return true }

// Restyle lays the list out again for the window as it is now.
func (l *savesList) Restyle(env *game.Env) { l.layout(env) }

// Resting: the list changes only when the player acts.
func (l *savesList) Resting() bool { return true }

func (l *savesList) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer l.layout(env) // the language may have changed
	l.hover = game.LatestHover(intents, l.hover)
	if l.fluid.on && l.asking < 0 {
		game.ScrollBy(env, intents, &l.fluid.col.Scroll)
	}
	if game.Pressed(intents, input.KeyCancel) {
		if l.asking >= 0 {
			l.asking, l.focus = -1, 0 // Esc keeps the game
			return game.Stay, nil
		}
		return game.Home(), nil
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, l.menu, &l.focus)
	}
	if !ok {
		return game.Stay, nil
	}
	switch {
	case id == btnSavesBack:
		return game.Home(), nil
	case id == btnSavesNewer:
		l.page = max(0, l.page-1)
	case id == btnSavesOlder:
		l.page++
	case id == btnDeleteNo:
		if l.focus != 0 { // the keyboard answered: back where it was
			l.focus = btnDeleteGame + l.asking
		}
		l.asking = -1
	case id == btnDeleteYes && l.asking >= 0:
		g := l.games[l.asking]
		l.asking, l.focus = -1, 0
		if err := env.DeleteSave(g.Slot); err != nil {
			log.Printf("orbis: %v", err)
			l.message = game.Say("saves.delete_failed")
			return game.Stay, nil
		}
		l.message = game.Phrase{}
		l.load(env)
	case id >= btnDeleteGame && id-btnDeleteGame < len(l.games):
		l.asking = id - btnDeleteGame
		if l.focus != 0 { // the keyboard asked: keeping the game is the answer at hand
			l.focus = btnDeleteNo
		}
	case id >= btnSavedGame && id-btnSavedGame < len(l.games):
		return l.open(env, l.games[id-btnSavedGame]), nil
	}
	return game.Stay, nil
}

// open resumes a game in progress where it was left; one that is over is
// shown in the viewer.
func (l *savesList) open(env *game.Env, g savedGame) game.Change {
	if g.saved != nil {
		return game.Replace(g.saved.Scene(env, g.Slot))
	}
	data, err := env.ReadSave(g.Slot)
	if err == nil {
		var scene game.Scene
		if scene, err = game.OpenReview(env, data); err == nil {
			return game.Push(scene)
		}
	}
	log.Printf("orbis: %s: %v", g.Slot.ID, err)
	l.message = game.Say("review.unreadable")
	return game.Stay
}

func (l *savesList) Draw(env *game.Env, dst *ebiten.Image) {
	if l.fluid.on {
		l.drawFluid(env, dst)
		return
	}
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	text.DrawBold(dst, env.T("saves.title"), f.X(640), f.Y(70), f.Px(36), render.Gold, render.Center)
	if len(l.games) == 0 {
		text.Draw(dst, env.T("saves.none"), f.X(640), f.Y(240), f.Px(16), render.InkDim, render.Center)
	}
	if l.asking >= 0 {
		game.DrawMenu(env, dst, l.list, input.Target{}, 0)
		l.drawQuestion(env, dst)
	}
	game.DrawMenu(env, dst, l.menu, l.hover, l.focus)
	if len(l.said) > 0 && l.asking < 0 {
		box := f.R(140, 650, 1000, 60)
		before := text.Within(dst, box)
		for i, line := range l.said {
			text.Draw(dst, line, f.X(640), f.Y(665+20*float64(i)), f.Px(14), render.Danger, render.Center)
		}
		text.Restore(before)
	}
}

// drawQuestion asks whether to delete a game, naming it, over the list.
func (l *savesList) drawQuestion(env *game.Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	box := f.R(640-questionW/2, 280, questionW, 240)
	paint.Box(dst, box, f.Px(14), render.FeltLight)
	before := text.Within(dst, box)
	defer text.Restore(before)
	text.DrawBold(dst, env.T("saves.delete_ask"), f.X(640), f.Y(322), f.Px(22), render.Gold, render.Center)
	y := 370.0
	for _, line := range l.question {
		text.Draw(dst, line, f.X(640), f.Y(y), f.Px(15), render.Ink, render.Center)
		y += 22
	}
	text.Draw(dst, env.T("saves.delete_warning"), f.X(640), f.Y(y+8), f.Px(14), render.InkDim, render.Center)
}
