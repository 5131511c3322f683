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
	notice Phrase // a problem, e.g. with the saved game, shown once
	saved  Saved
	info   string              // what the saved game is, under Continue
	menu   []render.MenuButton // laid out when the scene opens and after each Update
	hover  input.Target
	game   Game // the game whose ornament is drawn
	// welcome: the application's first start; the first game that teaches
	// itself is the first choice.
	welcome bool
	infoY   float64 // where the line on the saved game goes
	focus   int     // the button the keyboard has reached; 0 for none
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
	btnGame = 100 // + the game's place on the table
)

func newTitle(env *Env) *title {
	t := &title{game: env.Game()}
	saved, err := env.SavedGame()
	var u *UnreadableSave
	switch {
	case err == nil:
		t.saved, t.info = saved, saved.Summary(env)
	case errors.As(err, &u):
		// What was wrong is for a bug report: the log has it, the player the file.
		log.Printf("orbis: the saved game could not be read: %v", u.Err)
		t.notice = Say("title.save_unreadable", u.MovedTo)
	case !errors.Is(err, errNoSave):
		log.Printf("orbis: the saved game could not be opened: %v", err)
		t.notice = Say("title.save_error")
	}
	if _, ok := t.game.(Teacher); ok && !env.settings.Welcomed && t.saved == nil && t.notice.Empty() {
		// The first start: learning to play is the first choice, and said so.
		t.welcome = true
		t.notice = Say("title.welcome")
		env.remember(func(s *Settings) { s.Welcomed = true })
	}
	t.menu = t.buttons(env)
	return t
}

// The title's buttons start at titleTop, titleStep apart; Continue has 16
// more under it, for a line on the saved game.
const (
	titleTop  = 345
	titleStep = 56
)

func (t *title) buttons(env *Env) []render.MenuButton {
	_, teaches := t.game.(Teacher)
	b := render.Column(640, titleTop, 300, 44, 0, render.MenuButton{ID: btnNew, Label: env.T("title.new"), Enabled: true, Primary: !t.welcome})
	if teaches {
		b = append(b, render.Column(640, titleTop+titleStep, 300, 44, 0,
			render.MenuButton{ID: btnLearn, Label: env.T("title.learn"), Enabled: true, Primary: t.welcome})...)
	}
	y := titleTop + titleStep*float64(len(b))
	b = append(b, render.Column(640, y, 300, 44, 0, render.MenuButton{ID: btnContinue, Label: env.T("title.continue"), Enabled: t.saved != nil})...)
	t.infoY = y + 34
	var rest []render.MenuButton
	if _, ok := t.game.(OnlineGame); ok {
		rest = append(rest, render.MenuButton{ID: btnOnline, Label: env.T("title.online"), Enabled: true})
	}
	rest = append(rest, []render.MenuButton{{ID: btnRules, Label: env.T("title.rules"), Enabled: true},
		{ID: btnOptions, Label: env.T("title.options"), Enabled: true},
		{ID: btnStats, Label: env.T("title.stats"), Enabled: true}}...)
	if !inBrowser { // a page is closed with its tab
		rest = append(rest, render.MenuButton{ID: btnQuit, Label: env.T("title.quit"), Enabled: true})
	}
	b = append(b, render.Column(640, y+titleStep+16, 300, 44, titleStep, rest...)...)
	if _, ok := t.game.(Reviewer); ok {
		// The games played, and watching one again, side by side.
		if i := slices.IndexFunc(b, func(m render.MenuButton) bool { return m.ID == btnStats }); i >= 0 {
			b[i].W, b[i].X = 146, b[i].X-77
			b = slices.Insert(b, i+1, render.MenuButton{ID: btnReview, Label: env.T("title.review"), Enabled: true, X: b[i].X + 154, Y: b[i].Y, W: 146, H: b[i].H})
		}
	}
	if games := env.Games(); len(games) > 1 {
		// The games on the table, one button each, across the top.
		var choice []render.MenuButton
		for i, g := range games {
			choice = append(choice, render.MenuButton{ID: btnGame + i, Label: g.Name(), Enabled: true, Marked: g.ID() == t.game.ID()})
		}
		const w, gap = 150.0, 12.0
		b = append(b, render.Row(640-(w*float64(len(games))+gap*float64(len(games)-1))/2, 40, w, 40, gap, choice...)...)
	}
	if len(assets.Languages()) > 1 {
		b = append(b, render.Column(1140, 760, 200, 36, 0,
			render.MenuButton{ID: btnLanguage, Label: env.T("title.language", env.T("language.name")), Enabled: true})...)
	}
	return b
}

func (t *title) Hit(env *Env, x, y float64) input.Target { return HitMenu(env, t.menu, x, y) }

func (t *title) Draggable(input.Target) bool { return false }

func (t *title) Update(env *Env, intents []input.Intent) (Change, error) {
	defer func() { t.menu = t.buttons(env) }() // the language may have changed
	t.hover = LatestHover(intents, t.hover)
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
			return Replace(t.saved.Scene(env)), nil
		}
	case btnRules:
		return Push(newRulesOverlay(env, t.game.Rules())), nil
	case btnLearn:
		if teacher, ok := t.game.(Teacher); ok {
			return Replace(teacher.Tutorial(env)), nil
		}
	case btnOptions:
		return Push(NewOptions(env)), nil
	case btnStats:
		return Push(NewStats(env)), nil
	case btnReview:
		return Push(NewReviewPicker(env)), nil
	case btnOnline:
		return Replace(NewLobby(env)), nil
	case btnQuit:
		return Quit(), nil
	default:
		if i := id - btnGame; i >= 0 && i < len(env.Games()) {
			env.ChooseGame(env.Games()[i].ID())
			t.game = env.Game()
		}
	case btnLanguage:
		langs := assets.Languages()
		next := langs[(slices.Index(langs, env.Lang())+1)%len(langs)]
		if err := env.SetLanguage(next); err != nil {
			log.Printf("orbis: language %s: %v", next, err)
			t.notice = Say("title.language_failed")
		} else if t.saved != nil {
			t.info = t.saved.Summary(env)
		}
	}
	return Stay, nil
}

func (t *title) Draw(env *Env, dst *ebiten.Image) {
	f := env.Frame()
	dst.Fill(render.Felt)
	t.game.Ornament(env, dst)
	text := env.Text()
	text.DrawBold(dst, t.game.Name(), f.X(640), f.Y(205), f.Px(96), render.Gold, render.Center)
	text.Draw(dst, t.game.Tagline(env), f.X(640), f.Y(280), f.Px(22), render.Ink, render.Center)
	DrawMenu(env, dst, t.menu, t.hover, t.focus)
	if t.saved != nil {
		// What the saved game is, in the room under Continue.
		text.Draw(dst, text.Clip(t.info, f.Px(420), f.Px(13)), f.X(640), f.Y(t.infoY), f.Px(13), render.InkDim, render.Center)
	}
	if !t.notice.Empty() {
		t.drawNotice(env, dst)
	}
}

// drawNotice shows the notice on a panel of its own at the foot of the
// screen, above the ornament.
func (t *title) drawNotice(env *Env, dst *ebiten.Image) {
	const width, pad = 760.0, 14.0 // clear of the language button
	f, text := env.Frame(), env.Text()
	head := text.Wrap(env.Say(t.notice), f.Px(15), f.Px(width-2*pad))
	height := 2*pad + 20*float64(len(head))
	top := 790 - height
	box := render.Rect{X: f.X(640 - width/2), Y: f.Y(top), W: f.Px(width), H: f.Px(height)}
	env.Paint().Box(dst, box, f.Px(10), render.FeltDark)
	frame := render.Danger // a problem with the saved game
	if t.welcome {
		frame = render.Gold
	}
	env.Paint().Frame(dst, box, f.Px(10), f.Px(1.5), frame)
	defer text.Restore(text.Within(dst, box))
	y := top + pad // lines are drawn by their middle
	for _, line := range head {
		text.Draw(dst, line, f.X(640), f.Y(y+10), f.Px(15), render.Ink, render.Center)
		y += 20
	}
}
