package game

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
)

// Pausable is a game's table as its pause menu needs it.
type Pausable interface {
	// Rules are the game's rules, for the rules overlay.
	Rules() []RuleSection
	// SaveData is the game as a save keeps it.
	SaveData() []byte
	// SaveSlot is the game's place among the games in progress.
	SaveSlot() SaveSlot
	// Saved tells the table how a save asked for from the menu went.
	Saved(env *Env, err error)
	// Speed is the computers' pace at the table; SetSpeed changes it.
	Speed() Speed
	SetSpeed(Speed)
	// Close stops the table's work: the player leaves the game.
	Close()
	// Settled reports whether every piece of the table is drawn.
	Settled() bool
}

// NewPause returns the menu over a game.
func NewPause(env *Env, p Pausable) Overlay {
	m := &pause{p: p}
	LayOutFor(env, m, func() { m.menu = m.buttons(env) })
	return m
}

// pause is the menu over a game: resume, save, speed, rules, quit to the
// title. The game waits beneath it.
type pause struct {
	p     Pausable
	hover input.Target
	menu  []render.MenuButton // laid out when the menu opens and after each Update
	focus int                 // the button the keyboard has reached; 0 for none
	// panel and titleY: where the menu's panel and title stand, laid out
	// with the buttons for the window.
	panel  render.Rect
	titleY float64
}

const (
	btnResume = iota + 1
	btnSave
	btnPauseRules
	btnToTitle
	btnPauseSpeed
	btnPauseOptions
	btnPauseChat
	btnPauseSeats
)

// Passive is false: the game beneath waits while the menu is open.
func (m *pause) Passive() bool { return false }

// Rules: the rules overlay shows the game's rules over the menu.
func (m *pause) Rules() []RuleSection { return m.p.Rules() }

// OnlineTable is a table whose game a server keeps: there is nothing to
// save here, and leaving it leaves the game waiting on the server.
type OnlineTable interface {
	Online() bool
}

// online reports whether the game beneath is played on a server.
func (m *pause) online() bool {
	o, ok := m.p.(OnlineTable)
	return ok && o.Online()
}

func (m *pause) buttons(env *Env) []render.MenuButton {
	b := []render.MenuButton{{ID: btnResume, Label: env.T("pause.resume"), Enabled: true, Primary: true}}
	if _, ok := m.p.(Chatter); ok && m.online() {
		b = append(b, render.MenuButton{ID: btnPauseChat, Label: env.T("online.chat"), Enabled: !spectating(env)}) // online, the server keeps the game
	} else {
		b = append(b, render.MenuButton{ID: btnSave, Label: env.T("pause.save"), Enabled: env.CanSave()})
	}
	if m.seats(env) {
		b = append(b, render.MenuButton{ID: btnPauseSeats, Label: env.T("online.seats"), Enabled: true})
	}
	b = append(b,
		render.MenuButton{ID: btnPauseSpeed, Label: env.T("pause.speed", m.p.Speed().Label(env)), Enabled: true},
		render.MenuButton{ID: btnPauseRules, Label: env.T("pause.rules"), Enabled: true},
		render.MenuButton{ID: btnPauseOptions, Label: env.T("pause.options"), Enabled: true},
		render.MenuButton{ID: btnToTitle, Label: env.T("pause.quit"), Enabled: true},
	)
	if f := env.Frame(); f.Fluid() {
		return m.placeFluid(env, b)
	}
	y, top, height, step := m.layout(len(b))
	m.panel, m.titleY = render.Rect{X: 440, Y: top, W: 400, H: height}, top+46
	return render.Column(640, y, 300, step-10, step, b...)
}

// The fluid pause menu's measures, in CSS pixels.
const (
	pauseTitle  = 24.0
	pausePad    = 16.0
	pauseColumn = 320.0 // a column of buttons at its widest
)

// placeFluid places the menu on a phone's or a tablet's window: a column
// of finger-sized buttons in a panel in the middle, two columns where the
// window is too short for one (a phone on its side).
func (m *pause) placeFluid(env *Env, b []render.MenuButton) []render.MenuButton {
	f := env.Frame()
	W, H := f.DW, f.DH
	head := pausePad + pauseTitle + pausePad
	rows := func(cols int) float64 {
		return float64((len(b)+cols-1)/cols)*(render.FluidTarget+render.FluidGap) - render.FluidGap
	}
	cols := 1
	if head+rows(1)+pausePad > H-2*render.FluidGap {
		cols = 2
	}
	cw := min(W-2*render.FluidMargin-2*pausePad, pauseColumn*float64(cols)+render.FluidGap*float64(cols-1))
	h := head + rows(cols) + pausePad
	m.panel = render.Rect{X: (W-cw)/2 - pausePad, Y: max(render.FluidGap, (H-h)/2), W: cw + 2*pausePad, H: h}
	m.titleY = m.panel.Y + pausePad + pauseTitle/2
	placed, _ := render.Grid(m.panel.X+pausePad, m.panel.Y+head, cw, render.FluidTarget, render.FluidGap, cols, b...)
	return placed
}

// Responsive: the menu lays itself out for a phone's or a tablet's window,
// whether the table beneath does or not.
func (m *pause) Responsive() bool { return true }

// seats reports whether the menu offers the room's players: at an online
// table.
func (m *pause) seats(env *Env) bool {
	_, ok := env.room.(RoomSeats)
	return ok && m.online()
}

// layout places a menu of n buttons: the first's centre, the panel's top
// and height, and the step between buttons; an online table's seventh
// button fits in a taller panel with the buttons closer.
func (m *pause) layout(n int) (first, top, height, step float64) {
	if n > 6 {
		return 286, 170, 490, 54
	}
	return 310, 190, 450, 58
}

func (m *pause) Hit(env *Env, x, y float64) input.Target {
	return HitMenu(env, m.menu, x, y)
}

func (m *pause) Draggable(input.Target) bool { return false }

// Resting: the menu changes only when the player acts, once the table
// beneath is wholly drawn.
func (m *pause) Resting() bool { return m.p.Settled() }

func (m *pause) Update(env *Env, intents []input.Intent) (Change, error) {
	defer func() { m.menu = m.buttons(env) }() // the speed shown may have changed
	m.hover = LatestHover(intents, m.hover)
	if Pressed(intents, input.KeyCancel) {
		return Pop(), nil
	}
	id, ok := ClickedButton(intents)
	if !ok {
		id, ok = MenuKeys(intents, m.menu, &m.focus)
	}
	if !ok {
		return Stay, nil
	}
	p := m.p
	switch id {
	case btnResume:
		return Pop(), nil
	case btnSave:
		if m.online() {
			return Stay, nil
		}
		err := env.Save(p.SaveSlot(), p.SaveData())
		if err != nil {
			log.Printf("save: %v", err)
		}
		p.Saved(env, err)
		return Pop(), nil
	case btnPauseChat:
		if c, ok := p.(Chatter); ok && env.screens.Chat != nil {
			return Replace(env.screens.Chat(env, c)), nil
		}
	case btnPauseSeats:
		if env.screens.Seats == nil {
			break
		}
		if s := env.screens.Seats(env); s != nil {
			return Replace(s), nil
		}
	case btnPauseSpeed:
		speed := (p.Speed() + 1) % NumSpeeds
		p.SetSpeed(speed)
		env.SetSpeed(speed)
	case btnPauseOptions:
		return open(env.screens.Options, env, Push), nil
	case btnPauseRules:
		return Push(Rules(env, p.Rules())), nil
	case btnToTitle:
		p.Close()
		if !m.online() {
			_ = env.Save(p.SaveSlot(), p.SaveData()) // best effort: the last turn is saved already
		}
		return Home(), nil
	}
	return Stay, nil
}

func (m *pause) Draw(env *Env, dst *ebiten.Image) {
	f, paint := env.Frame(), env.Paint()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	p := m.panel
	paint.Box(dst, f.R(p.X, p.Y, p.W, p.H), f.Px(14), render.FeltLight)
	size := 28.0
	if f.Fluid() {
		size = pauseTitle
	}
	env.Text().DrawBold(dst, env.T("pause.title"), f.X(p.X+p.W/2), f.Y(m.titleY), f.Px(size), render.Gold, render.Center)
	DrawMenu(env, dst, m.menu, m.hover, m.focus)
}
