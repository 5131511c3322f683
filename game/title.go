package game

import (
	"errors"
	"log"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/input"
	"orbis/render"
)

// title is the first screen: new game, continue, rules, quit.
type title struct {
	notice Phrase     // a problem, e.g. with the saved game, shown once
	saved  Saved      // the latest unfinished game of the game chosen, or nil
	slot   Unfinished // where it is saved, and when it was last played
	info   string     // what the saved game is, under Continue
	// unfinished: there are games in progress, of any game.
	unfinished bool
	menu       []render.MenuButton // laid out when the scene opens and after each Update
	hover      input.Target
	pointer    [2]float64 // where the pointer rests, for the tooltip
	tip        []string   // why the button under the pointer is not offered, wrapped
	game       Game       // the game whose ornament is drawn
	// welcome: the application's first start; the first game that teaches
	// itself is the first choice.
	welcome bool
	place   titlePlace // where the words stand, laid out with the buttons
	focus   int        // the button the keyboard has reached; 0 for none
}

// Resting: the title changes only when the player acts, once its ornament
// is wholly drawn (its pieces are rendered a few a frame). The ornament
// stands still: under software GL a frame of it costs 70 ms of CPU, so even
// ten steps a second would keep most of a core busy.
func (t *title) Resting() bool {
	s, ok := t.game.(interface{ Settled() bool })
	return !ok || s.Settled()
}

const (
	btnNew = iota + 1
	btnContinue
	btnRules
	btnQuit
	btnLanguage
	btnLearn
	btnOptions
	btnStats
	btnReview
	btnOnline
	btnSaves
	btnGame = 100 // + the game's place on the table
)

// kindDisabled is the hit region of a button shown but not offered for the
// game chosen: it answers the pointer with a tooltip, never a click.
const kindDisabled = 2

func newTitle(env *Env) *title {
	t := &title{game: env.Game()}
	t.findSaved(env)
	t.welcomeTo(env)
	t.menu = t.buttons(env)
	return t
}

// welcomeTo makes learning to play the first choice, and says so, the
// first time a game that teaches itself is chosen (the first start, or
// its tab's first opening) with no game of it in progress.
func (t *title) welcomeTo(env *Env) {
	t.welcome = false
	if _, ok := t.game.(Teacher); !ok || t.saved != nil || !t.notice.Empty() {
		return
	}
	first := len(env.Games()) == 0 || env.Games()[0].ID() == t.game.ID()
	id := t.game.ID()
	if first && env.settings.Welcomed || !first && slices.Contains(env.settings.WelcomedGames, id) {
		return
	}
	t.welcome = true
	t.notice = Say("title.welcome")
	if w, ok := t.game.(Welcomer); ok {
		t.notice = w.Welcome()
	}
	env.remember(func(s *Settings) {
		if first {
			s.Welcomed = true
		} else {
			s.WelcomedGames = append(slices.Clone(s.WelcomedGames), id)
		}
	})
}

// findSaved finds the latest unfinished game of the game chosen, for
// Continue, saying so when a save could not be read.
func (t *title) findSaved(env *Env) {
	list, err := env.Unfinished()
	t.unfinished = len(list) > 0
	slot, saved, lerr := env.LatestSaved(t.game.ID())
	t.saved, t.slot, t.info = saved, slot, ""
	if err = errors.Join(err, lerr); saved != nil {
		t.info = SavedLine(env, t.game.Name(), saved.Summary(env), slot.Played)
	}
	if p := SaveNotice(err); !p.Empty() {
		t.notice = p
	}
}

// The title's buttons start at titleTop, titleStep apart; Continue has 16
// more under it, for a line on the saved game. Every button stands in the
// same place whichever game is chosen (a player's hand learns where Quit
// is): a button one game lacks is shown disabled on its tab.
const (
	titleTop  = 345
	titleStep = 56
)

// titleButtonsArea is where the title's column of buttons stands on the
// design canvas, Quit's row included: a piece of a game's ornament peeking
// between two rows of buttons looks like a mistake (TitleSpot).
var titleButtonsArea = render.Rect{X: 640 - 150, Y: titleTop - 22, W: 300, H: 7*titleStep + 16 + 44}

func (t *title) buttons(env *Env) []render.MenuButton {
	var teaches, online, reviews, anyTeaches, anyOnline, anyReviews bool
	for _, g := range env.Games() {
		_, te := g.(Teacher)
		_, on := g.(OnlineGame)
		_, re := g.(Reviewer)
		anyTeaches, anyOnline, anyReviews = anyTeaches || te, anyOnline || on, anyReviews || re
		if g.ID() == t.game.ID() {
			teaches, online, reviews = te, on, re
		}
	}
	col := []render.MenuButton{{ID: btnNew, Label: env.T("title.new"), Enabled: true, Primary: !t.welcome}}
	if anyTeaches {
		col = append(col, render.MenuButton{ID: btnLearn, Label: env.T("title.learn"), Enabled: teaches, Primary: t.welcome && teaches})
	}
	col = append(col, render.MenuButton{ID: btnContinue, Label: env.T("title.continue"), Enabled: t.saved != nil})
	rows := [][]render.MenuButton{{{ID: btnSaves, Label: env.T("saves.title"), Enabled: t.unfinished}}}
	if anyOnline {
		rows = append(rows, []render.MenuButton{{ID: btnOnline, Label: env.T("title.online"), Enabled: online}})
	}
	rows = append(rows, []render.MenuButton{{ID: btnRules, Label: env.T("title.rules"), Enabled: true}, {ID: btnOptions, Label: env.T("title.options"), Enabled: true}})
	stats := []render.MenuButton{{ID: btnStats, Label: env.T("title.stats"), Enabled: true}}
	if anyReviews { // the games played, and watching one again, side by side
		stats = append(stats, render.MenuButton{ID: btnReview, Label: env.T("title.review"), Enabled: reviews})
	}
	rows = append(rows, stats)
	if !inBrowser { // a page is closed with its tab
		rows = append(rows, []render.MenuButton{{ID: btnQuit, Label: env.T("title.quit"), Enabled: true}})
	}
	var choice []render.MenuButton
	if games := env.Games(); len(games) > 1 {
		// The games on the table, one button each, across the top.
		for i, g := range games {
			choice = append(choice, render.MenuButton{ID: btnGame + i, Label: g.Name(), Enabled: true, Marked: g.ID() == t.game.ID()})
		}
	}
	var lang *render.MenuButton
	if len(assets.Languages()) > 1 {
		lang = &render.MenuButton{ID: btnLanguage, Label: env.T("title.language", env.T("language.name")), Enabled: true}
	}
	m := titleMenu{col: col, rows: rows, choice: choice, lang: lang}
	if f := env.Frame(); f.Fluid() {
		return t.placeFluid(env, m)
	}
	return t.placeDesktop(env, m)
}

// titleMenu is the title's buttons before they are placed: the column of
// games to start, the rows under it (one button or two halves), the games'
// tabs and the language's button.
type titleMenu struct {
	col    []render.MenuButton
	rows   [][]render.MenuButton
	choice []render.MenuButton
	lang   *render.MenuButton
}

// placeDesktop places the buttons on the desktop's 1280x800 canvas.
func (t *title) placeDesktop(env *Env, m titleMenu) []render.MenuButton {
	t.place = titlePlace{nameX: 640, nameY: 205, nameSize: 96, tagY: 280, tagSize: 22, tagline: []string{t.game.Tagline(env)},
		infoX: 640, infoW: 560, notice: render.Rect{X: 640 - 380, Y: 790, W: 760}, clear: []render.Rect{titleButtonsArea}} // the notice clear of the language button
	t.place.noticeLines = t.noticeLines(env, 760)
	b := render.Column(640, titleTop, 300, 44, titleStep, m.col...)
	y := titleTop + titleStep*float64(len(m.col)-1)
	t.place.infoY = y + 34
	y += titleStep + 16
	for _, row := range m.rows {
		if len(row) == 1 {
			b = append(b, render.Column(640, y, 300, 44, 0, row...)...)
		} else { // two halves of a button's width
			b = append(b, render.Row(640-150, y, 146, 44, 8, row...)...)
		}
		y += titleStep
	}
	if n := float64(len(m.choice)); n > 0 {
		const w, gap = 150.0, 12.0
		b = append(b, render.Row(640-(w*n+gap*(n-1))/2, 40, w, 40, gap, m.choice...)...)
	}
	if m.lang != nil {
		b = append(b, render.Column(1140, 760, 200, 36, 0, *m.lang)...)
	}
	return b
}

func (t *title) Hit(env *Env, x, y float64) input.Target {
	if target := HitMenu(env, t.menu, x, y); target.Kind != 0 {
		return target
	}
	for _, b := range t.menu {
		if b.ID == btnLearn && !b.Enabled && b.Rect(env.Frame()).Contains(x, y) {
			return input.Target{Kind: kindDisabled, Index: b.ID} // it says why it is not offered
		}
	}
	return input.Target{}
}

func (t *title) Draggable(input.Target) bool { return false }

func (t *title) Update(env *Env, intents []input.Intent) (Change, error) {
	defer func() { t.menu, t.tip = t.buttons(env), t.tooltip(env) }() // the language may have changed
	t.hover = LatestHover(intents, t.hover)
	for _, in := range intents {
		if in.Kind == input.Hover || in.Kind == input.DragMove {
			t.pointer = [2]float64{in.X, in.Y}
		}
	}
	id, ok := ClickedButton(intents)
	if !ok {
		id, ok = MenuKeys(intents, t.menu, &t.focus)
	}
	if !ok && Pressed(intents, input.KeyConfirm) {
		id, ok = btnNew, true
	}
	if !ok {
		return Stay, nil
	}
	switch id {
	case btnNew:
		return Replace(t.game.Setup(env)), nil
	case btnContinue:
		if t.saved != nil {
			return Replace(t.saved.Scene(env, t.slot.Slot)), nil
		}
	case btnSaves:
		return open(env.screens.Saves, env, Replace), nil
	case btnRules:
		return Push(newRulesOverlay(env, t.game.Rules())), nil
	case btnLearn:
		if teacher, ok := t.game.(Teacher); ok {
			return Replace(teacher.Tutorial(env)), nil
		}
	case btnOptions:
		return open(env.screens.Options, env, Push), nil
	case btnStats:
		return open(env.screens.Stats, env, Push), nil
	case btnReview:
		return open(env.screens.Review, env, Push), nil
	case btnOnline:
		return open(env.screens.Lobby, env, Replace), nil
	case btnQuit:
		return Quit(), nil
	case btnLanguage:
		langs := assets.Languages()
		next := langs[(slices.Index(langs, env.Lang())+1)%len(langs)]
		if err := env.SetLanguage(next); err != nil {
			log.Printf("orbis: language %s: %v", next, err)
			t.notice = Say("title.language_failed")
		} else {
			t.Restyle(env)
		}
	default:
		if i := id - btnGame; i >= 0 && i < len(env.Games()) {
			env.ChooseGame(env.Games()[i].ID())
			t.game = env.Game()
			if t.welcome { // the welcome was the other game's
				t.notice = Phrase{}
			}
			t.findSaved(env) // Continue goes on with a game of the game chosen
			t.welcomeTo(env)
		}
	}
	return Stay, nil
}

func (t *title) Draw(env *Env, dst *ebiten.Image) {
	f := env.Frame()
	dst.Fill(render.Felt)
	t.game.Ornament(env, dst)
	text := env.Text()
	pl := &t.place
	if pl.nameSize > 0 {
		text.DrawBold(dst, t.game.Name(), f.X(pl.nameX), f.Y(pl.nameY), f.Px(pl.nameSize), render.Gold, render.Center)
		for i, line := range pl.tagline {
			text.Draw(dst, line, f.X(pl.nameX), f.Y(pl.tagY+float64(i)*pl.tagStep), f.Px(pl.tagSize), render.Ink, render.Center)
		}
	}
	DrawMenu(env, dst, t.menu, t.hover, t.focus)
	if t.saved != nil {
		// What the saved game is, in the room under Continue.
		if pl.info == nil {
			text.Draw(dst, text.Clip(t.info, f.Px(pl.infoW), f.Px(13)), f.X(pl.infoX), f.Y(pl.infoY), f.Px(13), render.InkDim, render.Center)
		}
		for i, line := range pl.info { // wrapped on a narrow screen
			text.Draw(dst, line, f.X(pl.infoX), f.Y(pl.infoY+8+17*float64(i)), f.Px(13), render.InkDim, render.Center)
		}
	}
	if !t.notice.Empty() {
		t.drawNotice(env, dst)
	}
	if t.tip != nil {
		scale := env.InterfaceScale()
		env.Paint().Tooltip(dst, t.tip, f.Px(14*scale), f.Px(19*scale), t.pointer[0], t.pointer[1], f.S, render.Rect{W: f.W, H: f.H})
	}
}

// tooltip says why the disabled button under the pointer is not offered:
// the game chosen has no Learn to play yet.
func (t *title) tooltip(env *Env) []string {
	if t.hover.Kind != kindDisabled || t.hover.Index != btnLearn {
		return nil
	}
	f, scale := env.Frame(), env.InterfaceScale()
	return env.Text().Wrap(env.T("saves.learn_later", t.game.Name()), f.Px(14*scale), f.Px(360*scale))
}

// drawNotice shows the notice on a panel of its own at the foot of the
// screen, above the ornament.
func (t *title) drawNotice(env *Env, dst *ebiten.Image) {
	const pad = 14.0
	f, text := env.Frame(), env.Text()
	n := t.place.notice // its width, and its foot or (Y < 0) its top
	head := t.place.noticeLines
	height := 2*pad + 20*float64(len(head))
	top := n.Y - height
	if n.H > 0 { // it hangs from its top
		top = n.H
	}
	box := render.Rect{X: f.X(n.X), Y: f.Y(top), W: f.Px(n.W), H: f.Px(height)}
	env.Paint().Box(dst, box, f.Px(10), render.FeltDark)
	frame := render.Danger // a problem with the saved game
	if t.welcome {
		frame = render.Gold
	}
	env.Paint().Frame(dst, box, f.Px(10), f.Px(1.5), frame)
	defer text.Restore(text.Within(dst, box))
	y := top + pad // lines are drawn by their middle
	for _, line := range head {
		text.Draw(dst, line, f.X(n.X+n.W/2), f.Y(y+10), f.Px(15), render.Ink, render.Center)
		y += 20
	}
}
