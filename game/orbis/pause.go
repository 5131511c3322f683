package orbis

import (
	"github.com/hajimehoshi/ebiten/v2"
	"log"

	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// pause is the menu over a game: resume, save, speed, rules, quit to the
// title. The game waits beneath it.
type pause struct {
	p     *play
	hover input.Target
	menu  []render.MenuButton // laid out when the menu opens and after each Update
	focus int                 // the button the keyboard has reached; 0 for none
}

const (
	btnResume = iota + 1
	btnSave
	btnPauseRules
	btnToTitle
	btnPauseSpeed
	btnPauseOptions
)

func newPause(env *game.Env, p *play) *pause {
	m := &pause{p: p}
	m.menu = m.buttons(env)
	return m
}

// Passive is false: the game beneath waits while the menu is open.
func (m *pause) Passive() bool { return false }

// Rules: the rules overlay shows Orbis' rules over the menu.
func (m *pause) Rules() []game.RuleSection { return m.p.Rules() }

func (m *pause) buttons(env *game.Env) []render.MenuButton {
	return render.Column(640, 310, 300, 48, 58,
		render.MenuButton{ID: btnResume, Label: env.T("pause.resume"), Enabled: true, Primary: true},
		render.MenuButton{ID: btnSave, Label: env.T("pause.save"), Enabled: env.CanSave()},
		render.MenuButton{ID: btnPauseSpeed, Label: env.T("pause.speed", m.p.speed.Label(env)), Enabled: true},
		render.MenuButton{ID: btnPauseRules, Label: env.T("pause.rules"), Enabled: true},
		render.MenuButton{ID: btnPauseOptions, Label: env.T("pause.options"), Enabled: true},
		render.MenuButton{ID: btnToTitle, Label: env.T("pause.quit"), Enabled: true},
	)
}

func (m *pause) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, m.menu, x, y)
}

func (m *pause) Draggable(input.Target) bool { return false }

// Resting: the menu changes only when the player acts, once the table
// beneath is wholly drawn.
func (m *pause) Resting() bool { return m.p.g.Settled() }

func (m *pause) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer func() { m.menu = m.buttons(env) }() // the speed shown may have changed
	m.hover = game.LatestHover(intents, m.hover)
	if game.Pressed(intents, input.KeyCancel) {
		return game.Pop(), nil
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, m.menu, &m.focus)
	}
	if !ok {
		return game.Stay, nil
	}
	p := m.p
	switch id {
	case btnResume:
		return game.Pop(), nil
	case btnSave:
		if err := env.Save(p.saveData()); err != nil {
			log.Printf("orbis: save: %v", err)
			p.status = game.Say("play.save_failed")
			p.notify(env.T("play.save_failed"))
		} else {
			p.notify(env.T("play.saved"))
		}
		return game.Pop(), nil
	case btnPauseSpeed:
		p.speed = (p.speed + 1) % game.NumSpeeds
		env.SetSpeed(p.speed)
	case btnPauseOptions:
		return game.Push(game.NewOptions(env)), nil
	case btnPauseRules:
		return game.Push(game.Rules(env, p.Rules())), nil
	case btnToTitle:
		p.close()
		_ = env.Save(p.saveData()) // best effort: the last turn is saved already
		return game.Home(), nil
	}
	return game.Stay, nil
}

func (m *pause) Draw(env *game.Env, dst *ebiten.Image) {
	f, paint := env.Frame(), env.Paint()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	paint.Box(dst, f.R(440, 190, 400, 450), f.Px(14), render.FeltLight)
	env.Text().DrawBold(dst, env.T("pause.title"), f.X(640), f.Y(236), f.Px(28), render.Gold, render.Center)
	game.DrawMenu(env, dst, m.menu, m.hover, m.focus)
}
