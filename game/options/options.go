// Package options is the options screen: the language, the colours, the
// interface scale, the computers' speed, the confirmation of a turn's
// end and the sound, each taking effect at once and remembered.
package options

import (
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/game"
	"orbis/game/notify"
	"orbis/input"
	"orbis/render"
)

// options is the options screen, over the title or a game: language,
// sound, colours, interface scale, animation speed and whether ending a
// turn asks once more. Every choice takes effect at once and is remembered.
type options struct {
	menu  []render.MenuButton
	hover input.Target
	focus int
	rows  []optionRow // laid out with the menu
	note  game.Phrase // a choice that failed
	// On a phone's or a tablet's window: the scrolled column, and the
	// failed choice's lines over Back.
	fluid     bool
	col       render.Scrolled
	noteLines []string
	noteY     float64
	titleY    float64
}

// optionRow is one line of the screen: what it sets, where, and for a
// volume the value shown between its buttons.
type optionRow struct {
	label  string
	y      float64
	value  string // a volume's value, drawn at valueX
	note   string // a line under the row's buttons, e.g. "no sound device"
	valueX float64
}

// The options' buttons: one id range per row.
const (
	optBack        = iota + 1
	optLanguage    = 100 // + the language's index
	optEffectsDown = 200
	optEffectsUp   = 201
	optMusicDown   = 210
	optMusicUp     = 211
	optSoundOn     = 220
	optSoundMuted  = 221
	optPalette     = 230 // + 0 standard, 1 safe
	optScale       = 240 // + the scale's index
	optSpeed       = 250 // + the speed
	optConfirmOn   = 260
	optConfirmOff  = 261
	optNotify      = 270 // the browser's leave for turn notifications
)

// The screen's geometry in design units: a panel, the labels at its left,
// the choices in a column at its right.
const (
	optPanelX, optPanelY, optPanelW, optPanelH = 200.0, 60.0, 880.0, 690.0
	optLabelX                                  = 236.0
	optChoiceX, optChoiceW                     = 494.0, 550.0 // four choices keep their labels' margins
	optTop, optStep                            = 160.0, 62.0
	optButtonH                                 = 40.0
)

// New returns the options screen, to push over any scene.
func New(env *game.Env) game.Scene {
	o := &options{}
	game.LayOutFor(env, o, func() { o.layout(env) })
	return o
}

// Passive is false: a game beneath waits while the options are open.
func (o *options) Passive() bool { return false }

// Resting: the screen changes only when the player acts.
func (o *options) Resting() bool { return true }

// choices lays out a row of buttons across the choice column, gap apart.
func choices(y float64, buttons ...render.MenuButton) []render.MenuButton {
	const gap = 10.0
	w := (optChoiceW - gap*float64(len(buttons)-1)) / float64(len(buttons))
	return render.Row(optChoiceX, y, w, optButtonH, gap, buttons...)
}

// stepper lays out a volume's − and + with its value between them.
func stepper(y float64, down, up int, value, limit int, enabled bool) ([]render.MenuButton, float64) {
	const w = 64.0
	b := render.Row(optChoiceX, y, w, optButtonH, 0,
		render.MenuButton{ID: down, Label: "−", Enabled: enabled && value > 0})
	b = append(b, render.Row(optChoiceX+w+120, y, w, optButtonH, 0,
		render.MenuButton{ID: up, Label: "+", Enabled: enabled && value < limit})...)
	return b, optChoiceX + w + 60
}

// optionSet is one row of the options before it is placed: its label's
// key and its choices; or a volume's stepper (down > 0); or a note where
// the choices would be.
type optionSet struct {
	key     string
	choices []render.MenuButton
	// A stepper: its buttons' ids, its value out of game.MaxVolume and
	// whether it can be used.
	down, up, value int
	enabled         bool
	note            string
}

// sets are the options' rows, in the player's language, as they stand.
func (o *options) sets(env *game.Env) []optionSet {
	var langs []render.MenuButton
	for i, lang := range assets.Languages() {
		langs = append(langs, render.MenuButton{ID: optLanguage + i, Label: assets.LanguageName(lang), Enabled: true, Marked: lang == env.Lang()})
	}
	snd := env.SoundLevels()
	audible := env.Sound().Available()
	sound := optionSet{key: "options.sound"}
	if audible {
		sound.choices = []render.MenuButton{
			{ID: optSoundOn, Label: env.T("options.sound_on"), Enabled: true, Marked: !snd.Mute},
			{ID: optSoundMuted, Label: env.T("options.sound_muted"), Enabled: true, Marked: snd.Mute}}
	} else {
		sound.note = env.T(env.Sound().Why())
	}
	var scales []render.MenuButton
	for i, pct := range env.InterfaceScales() {
		scales = append(scales, render.MenuButton{ID: optScale + i, Label: env.T("options.percent", pct), Enabled: true, Marked: pct == env.ScalePercent()})
	}
	var speeds []render.MenuButton
	for s := range game.NumSpeeds {
		speeds = append(speeds, render.MenuButton{ID: optSpeed + int(s), Label: s.Label(env), Enabled: true, Marked: s == env.Speed()})
	}
	sets := []optionSet{
		{key: "options.language", choices: langs},
		{key: "options.effects", down: optEffectsDown, up: optEffectsUp, value: snd.Effects, enabled: audible && !snd.Mute},
		{key: "options.music", down: optMusicDown, up: optMusicUp, value: snd.Music, enabled: audible && !snd.Mute},
		sound,
		{key: "options.colours", choices: []render.MenuButton{
			{ID: optPalette, Label: env.T("options.colours_standard"), Enabled: true, Marked: !env.SafeColours()},
			{ID: optPalette + 1, Label: env.T("options.colours_safe"), Enabled: true, Marked: env.SafeColours()}}},
		{key: "options.scale", choices: scales},
		{key: "options.speed", choices: speeds},
		{key: "options.confirm_end", choices: []render.MenuButton{
			{ID: optConfirmOn, Label: env.T("options.on"), Enabled: true, Marked: env.ConfirmEndTurn()},
			{ID: optConfirmOff, Label: env.T("options.off"), Enabled: true, Marked: !env.ConfirmEndTurn()}}},
	}
	if row, ok := notifications(env); ok {
		sets = append(sets, row)
	}
	return sets
}

// notifications is the browser's row for turn notifications: a button
// that asks its leave (it must follow the person's click), or that they
// are on, or blocked; none on the desktop, which asks nobody.
func notifications(env *game.Env) (optionSet, bool) {
	set := optionSet{key: "options.notifications"}
	switch notify.Permission() {
	case "granted":
		set.choices = []render.MenuButton{{ID: optNotify, Label: env.T("options.on"), Enabled: true, Marked: true}}
	case "default":
		set.choices = []render.MenuButton{{ID: optNotify, Label: env.T("options.notifications_allow"), Enabled: true}}
	case "denied":
		set.note = env.T("options.notifications_blocked")
	default:
		return set, false
	}
	return set, true
}

// back is the options' Back button.
func back(env *game.Env) render.MenuButton {
	return render.MenuButton{ID: optBack, Label: env.T("options.back"), Enabled: true, Primary: true}
}

func (o *options) layout(env *game.Env) {
	o.menu, o.rows = o.menu[:0], o.rows[:0]
	if o.fluid = env.Frame().Fluid(); o.fluid {
		o.layFluid(env, o.sets(env))
		return
	}
	y := optTop
	for _, set := range o.sets(env) {
		o.rows = append(o.rows, optionRow{label: env.T(set.key), y: y, note: set.note})
		r := &o.rows[len(o.rows)-1]
		switch {
		case set.down > 0:
			b, x := stepper(r.y, set.down, set.up, set.value, game.MaxVolume, set.enabled)
			o.menu, r.value, r.valueX = append(o.menu, b...), env.T("options.volume", set.value*100/game.MaxVolume), x
		case len(set.choices) > 0:
			o.menu = append(o.menu, choices(r.y, set.choices...)...)
		}
		y += optStep
	}
	o.menu = append(o.menu, render.Column(640, optPanelY+optPanelH-44, 260, 44, 0, back(env))...)
}

func (o *options) Hit(env *game.Env, x, y float64) input.Target {
	t := game.HitMenu(env, o.menu, x, y)
	if t.Kind == 0 && o.fluid && o.col.Within(env.Frame(), y) {
		return input.Target{Kind: kindScroll}
	}
	return t
}

// Draggable: on a fluid canvas a finger's drag scrolls the column, from a
// button in it too (a tap is still a tap).
func (o *options) Draggable(t input.Target) bool {
	return o.fluid && o.col.Scrolls() && (t.Kind == kindScroll || t.Kind == game.KindButton && t.Index != optBack)
}

// Responsive: the options lay themselves out for a phone's or a tablet's
// window.
func (o *options) Responsive() bool { return true }

// Restyle lays the options out again for the window as it is now.
func (o *options) Restyle(env *game.Env) { o.layout(env) }

func (o *options) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer o.layout(env) // what was chosen shows, in the language chosen
	o.hover = game.LatestHover(intents, o.hover)
	if o.fluid {
		game.ScrollBy(env, intents, &o.col.Scroll)
	}
	if game.Pressed(intents, input.KeyCancel) {
		return game.Pop(), nil
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, o.menu, &o.focus)
	}
	if !ok {
		return game.Stay, nil
	}
	snd := env.SoundLevels()
	langs := assets.Languages()
	switch {
	case id == optBack:
		return game.Pop(), nil
	case id >= optLanguage && id < optLanguage+len(langs):
		if err := env.SetLanguage(langs[id-optLanguage]); err != nil {
			log.Printf("orbis: language %s: %v", langs[id-optLanguage], err)
			o.note = game.Say("title.language_failed")
		}
	case id == optEffectsDown, id == optEffectsUp:
		snd.Effects += step(id == optEffectsUp)
		env.SetSoundLevels(snd)
		env.Sound().Play(assets.EffectPlace) // what the new volume sounds like
	case id == optMusicDown, id == optMusicUp:
		snd.Music += step(id == optMusicUp)
		env.SetSoundLevels(snd)
	case id == optSoundOn, id == optSoundMuted:
		snd.Mute = id == optSoundMuted
		env.SetSoundLevels(snd)
	case id == optPalette, id == optPalette+1:
		env.SetSafeColours(id == optPalette+1)
	case id >= optScale && id < optScale+len(env.InterfaceScales()):
		env.SetScalePercent(env.InterfaceScales()[id-optScale])
	case id >= optSpeed && id < optSpeed+int(game.NumSpeeds):
		env.SetSpeed(game.Speed(id - optSpeed))
	case id == optConfirmOn, id == optConfirmOff:
		env.SetConfirmEndTurn(id == optConfirmOn)
	case id == optNotify:
		notify.Ask()
	}
	return game.Stay, nil
}

// step is +1 for up, -1 for down.
func step(up bool) int {
	if up {
		return 1
	}
	return -1
}

func (o *options) Draw(env *game.Env, dst *ebiten.Image) {
	if o.fluid {
		o.drawFluid(env, dst)
		return
	}
	f, paint, text := env.Frame(), env.Paint(), env.Text()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	panel := f.R(optPanelX, optPanelY, optPanelW, optPanelH)
	paint.Shadow(dst, panel, f.Px(14))
	paint.Box(dst, panel, f.Px(14), render.FeltLight)
	text.DrawBold(dst, env.T("options.title"), f.X(640), f.Y(optPanelY+44), f.Px(28), render.Gold, render.Center)
	for _, r := range o.rows {
		before := text.Within(dst, f.R(optLabelX, r.y-optButtonH/2, optChoiceX-optLabelX-12, optButtonH))
		text.DrawBold(dst, r.label, f.X(optLabelX), f.Y(r.y), f.Px(17), render.Ink, render.Left)
		text.Within(dst, f.R(optChoiceX, r.y-optButtonH/2, optChoiceW, optButtonH))
		if r.value != "" {
			text.DrawBold(dst, r.value, f.X(r.valueX), f.Y(r.y), f.Px(17), render.Ink, render.Center)
		}
		if r.note != "" {
			text.Draw(dst, r.note, f.X(optChoiceX), f.Y(r.y), f.Px(16), render.InkDim, render.Left)
		}
		text.Restore(before)
	}
	game.DrawMenu(env, dst, o.menu, o.hover, o.focus)
	if !o.note.Empty() {
		text.Draw(dst, env.Say(o.note), f.X(640), f.Y(optPanelY+optPanelH-86), f.Px(15), render.Danger, render.Center)
	}
}
