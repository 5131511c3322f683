// Package game is the core of the shell every game on the table shares:
// the window, the scene stack with its one way to change scenes, the
// settings and the saved games, the platform's differences, and the words;
// the title, the pause menu and the rules overlay. It knows no game and no
// room of its own: the games come in through Options.Games, the rooms
// (game/setup, options, stats, saves, lobby) through Options.Screens, which
// game/shell gives, and diagnostics watch it through a Hook.
package game

import (
	"errors"
	"fmt"
	"log"
	"os"
	"runtime/debug"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/input"
	"orbis/render"
)

// Options start the application.
type Options struct {
	Lang      string // message language; "" for the remembered one, else the system's
	ConfigDir string // where the autosave lives; "" for the user's config directory
	Games     []Game // the games on the table; the title sets up the first
	Hook      Hook   // a diagnostic that steers and watches the application, or nil
	W, H      int    // the window's size; 0 for the remembered one
	Scale     int    // the interface scale in percent; 0 for the remembered one
	// DeviceScale, if set, is the screen's pixels per window pixel instead
	// of the monitor's: a picture of a phone's 2x screen on a 1x display.
	DeviceScale float64
	// SafeColours starts with the colour-blind-safe colours (a picture of
	// them); otherwise the remembered choice stands.
	SafeColours bool
	// Host starts a server inside the application (desktop builds), so
	// that "Host online game" works with nothing else running; nil: rooms
	// are opened on a server whose address the player types.
	Host HostFunc
	// Wrap, if set, runs the App inside a diagnostic's own ebiten.Game (the
	// bare program the frame timing compares the table with).
	Wrap func(*App) ebiten.Game
	// Screens open the shell's rooms (shell.Run gives them).
	Screens Screens
}

// Hook lets a diagnostic (a picture of a scene, the frame timing) steer and
// watch the real application from outside it.
type Hook interface {
	// Start returns the first scene, instead of the title.
	Start(env *Env) (Scene, error)
	// Updated follows each Update, with its duration. An error ends the
	// run: ebiten.Termination when the diagnostic is done.
	Updated(env *Env, top Scene, took time.Duration) error
	// Drawn follows each Draw, with the screen and the Draw's duration.
	Drawn(env *Env, top Scene, screen *ebiten.Image, took time.Duration)
}

// App is the application: it owns the window and the scene stack.
type App struct {
	env     Env
	stack   []Scene
	hook    Hook
	reader  input.Reader
	machine input.Machine
	intents []input.Intent
	w, h    float64 // the screen in pixels
	css     float64 // the screen's pixels per CSS pixel (the device's scale)
	// deviceScale is Options.DeviceScale: the device's scale a picture asks for.
	deviceScale float64
	changed     bool // the stack changed: the next frame is drawn whole
	// unseen: a scene came on top (or back on top) in the last Update and
	// has not been updated since; the frame after its first Update is
	// drawn whole too, whatever that Update changed.
	unseen  bool
	looks   int  // the settings' changes the scenes were last restyled for
	stirred bool // there was input since the last Draw: the scenes are drawn
	resized bool // the window's size changed: the scenes are restyled
	figures measured
	rested  bool // the last Draw found every scene resting, and had drawn it
	drawn   bool // a frame has been drawn
	told    bool // the page was told that the game has started

	// banner: what the browser's page has to say over any scene (a new
	// version, how to install).
	banner pageBanner
	// soundLater: the window's game opens the sound after its first frame
	// (an App without a window, in tests, has none).
	soundLater bool
	// windowSeen is the window size last seen and when it changed: a size
	// is remembered once the player has stopped resizing.
	windowSeen   [2]int
	windowSeenAt time.Time
}

// NewEnv makes the environment scenes run in, without a window: the App's
// own, and the one tests give scenes.
func NewEnv(opts Options) (*Env, error) {
	st := platformStore() // nil: the game runs, but cannot autosave
	if opts.ConfigDir != "" {
		st = fileStore{dir: opts.ConfigDir}
	}
	settings, err := loadSettings(st)
	if err != nil {
		log.Printf("orbis: %v; using the defaults", err) // only preferences: nothing to stop for
	}
	msgs, err := assets.Load(chooseLanguage(opts.Lang, settings.Language, systemLanguages()))
	if err != nil {
		return nil, err
	}
	if slices.Contains(interfaceScales[:], opts.Scale) {
		settings.Scale = opts.Scale
	}
	if opts.SafeColours {
		settings.Palette = "safe"
	}
	speed, ok := parseSpeed(settings.Speed)
	if !ok {
		speed = SpeedNormal
	}
	text := render.NewText()
	env := &Env{msgs: msgs, text: text, paint: render.NewPainter(text),
		store: st, settings: settings, speed: speed, games: opts.Games, diag: opts.Hook != nil, host: opts.Host, screens: opts.Screens}
	env.SetWindow(render.DesignW, render.DesignH, 1)
	return env, nil
}

// NewApp makes the application and opens its first scene: the title, or
// the hook's.
func NewApp(opts Options) (*App, error) {
	if len(opts.Games) == 0 {
		return nil, errors.New("game: no game on the table")
	}
	env, err := NewEnv(opts)
	if err != nil {
		return nil, err
	}
	a := &App{env: *env, hook: opts.Hook, w: render.DesignW, h: render.DesignH, css: 1, deviceScale: opts.DeviceScale, changed: true, looks: env.looks}
	a.banner = newPageBanner()
	a.machine.Draggable = func(t input.Target) bool { return a.top().Draggable(t) }
	a.machine.Lifted = func(t input.Target) bool { return lifted(a.top(), t) }
	first := Scene(nil)
	if a.hook != nil {
		if first, err = a.hook.Start(&a.env); err != nil {
			return nil, err
		}
	}
	if _, room := PageLink(); first == nil && room != "" && a.env.screens.Lobby != nil {
		first = a.env.screens.Lobby(&a.env) // a friend's link to a room: straight to joining it
	}
	if server, _ := PageLink(); first == nil && PageReplay() != "" && server != "" && a.env.screens.Replay != nil {
		// A shared replay's link: the game in the viewer, over the title.
		first = Stacked(newTitle(&a.env), a.env.screens.Replay(&a.env, server, PageReplay()))
	}
	if first == nil {
		first = newTitle(&a.env)
	}
	a.stack = []Scene{first}
	if st, ok := first.(stacked); ok {
		a.stack = st.all
	}
	return a, nil
}

func (a *App) top() Scene { return a.stack[len(a.stack)-1] }

// Update implements ebiten.Game.
func (a *App) Update() error {
	start := time.Now()
	a.env.frames++
	if a.drawn && !a.told {
		// The frame drawn before this Update is on the screen: the page's
		// loading screen may go.
		pageStarted()
		a.told = true
	}
	if a.soundLater && a.drawn {
		// After the first frame, which the sound would only delay.
		a.env.sound, a.soundLater = openSound(a.env.SoundLevels()), false
	}
	a.env.SetWindow(a.w, a.h, a.css)
	a.env.Enter(a.top())
	p, k := a.reader.Read(1)
	if p.Down {
		a.env.SetTouch(p.Touch)
	}
	a.machine.DragScaled = a.w / render.DesignW
	if f := a.env.Frame(); f.Fluid() {
		a.machine.DragScaled = f.CSS // the threshold is a finger's, in CSS pixels
	} else if f.Extra() > 0 {
		a.machine.DragScaled = f.S // a wide screen's canvas is scaled to its height
	}
	a.stirred = a.stirred || a.reader.Stirred()
	if a.env.frames%bannerPoll == 1 && a.banner.poll() {
		a.changed = true
	}
	a.banner.layout(&a.env)
	a.intents = a.machine.Update(p, k, a.hit, a.intents[:0])
	rest := a.intents[:0] // the shell's own keys and the banner's filtered out, in place
	for _, in := range a.intents {
		taken, changed := a.banner.take(in)
		a.changed = a.changed || changed
		if taken {
			continue
		}
		switch in.Kind {
		case input.KeyFullscreen:
			full := !ebiten.IsFullscreen()
			ebiten.SetFullscreen(full)
			if !inBrowser { // a page may only go full screen when the player asks, each time
				a.env.remember(func(set *Settings) { set.Fullscreen = full })
			}
		case input.KeyHelp:
			a.toggleRules()
		default:
			rest = append(rest, in)
		}
	}
	if err := a.step(rest); err != nil {
		return err
	}
	a.rememberWindow()
	a.measure()
	if a.hook != nil {
		return a.hook.Updated(&a.env, a.top(), time.Since(start))
	}
	return nil
}

// hit is what lies under the point: the page's banner, else the scene's.
func (a *App) hit(x, y float64) input.Target {
	if t := a.banner.hit(x, y); t.Kind != 0 {
		return t
	}
	return a.top().Hit(&a.env, x, y)
}

// step updates the scenes with this frame's intents, then restyles them
// all if a setting changed. A scene that came on top is drawn again after
// its first Update, whatever that changed, and so is one that stirred.
func (a *App) step(intents []input.Intent) error {
	unseen := a.unseen
	a.unseen = false
	if err := a.updateScenes(intents); err != nil {
		return err
	}
	if unseen && !a.unseen || a.env.stirred {
		a.changed = true
	}
	a.env.stirred = false
	a.restyle()
	return nil
}

// updateScenes updates the scene on top with the intents, and the scene
// beneath a passive overlay without them, and applies their changes.
func (a *App) updateScenes(intents []input.Intent) error {
	n := len(a.stack)
	if o, ok := a.top().(Overlay); ok && o.Passive() && n > 1 {
		a.env.Enter(a.stack[n-2])
		change, err := a.stack[n-2].Update(&a.env, nil)
		if err != nil {
			return err
		}
		if change.op != stay {
			// The scene beneath moved on (a game ended): the overlay goes with it.
			a.stack = a.stack[:n-1]
			return a.apply(change)
		}
	}
	a.env.Enter(a.top())
	change, err := a.top().Update(&a.env, intents)
	if err != nil {
		return err
	}
	err = a.apply(change)
	a.env.Enter(a.top()) // the hooks and the restyle after see the top's frame
	return err
}

// apply changes the scene stack: the one place scenes change.
func (a *App) apply(c Change) error {
	switch c.op {
	case stay:
		return nil
	case push:
		a.stack = append(a.stack, c.scene)
	case replace:
		a.stack[len(a.stack)-1] = c.scene
	case pop:
		if len(a.stack) > 1 {
			a.stack = a.stack[:len(a.stack)-1]
		}
	case home:
		a.stack = []Scene{newTitle(&a.env)}
	case quit:
		return ebiten.Termination
	default:
		return fmt.Errorf("game: unknown scene change %d", c.op)
	}
	a.changed, a.unseen = true, true
	return nil
}

// restyle restyles every scene on the stack once the settings or the
// window's size changed (a phone turned: a responsive scene's layout too),
// the scenes an overlay covers too, and has the next frame drawn whole.
func (a *App) restyle() {
	if a.env.looks == a.looks && !a.resized {
		return
	}
	a.looks, a.resized = a.env.looks, false
	for _, s := range a.stack {
		if r, ok := s.(Restyler); ok {
			a.env.Enter(s) // each lays itself out in its own frame
			r.Restyle(&a.env)
		}
	}
	a.env.Enter(a.top())
	a.changed = true
}

// toggleRules opens the rules over any scene, or closes them.
func (a *App) toggleRules() {
	if _, open := a.top().(*rulesOverlay); open {
		_ = a.apply(Pop())
		return
	}
	_ = a.apply(Push(newRulesOverlay(&a.env, a.rules())))
}

// rules are the rules of the game being played, else of the title's.
func (a *App) rules() []RuleSection {
	for i := len(a.stack) - 1; i >= 0; i-- {
		if r, ok := a.stack[i].(interface{ Rules() []RuleSection }); ok {
			return r.Rules()
		}
	}
	return a.env.Game().Rules()
}

// windowSettleTime is how long a new window size must last to be
// remembered: a drag of the window's edge passes through many sizes.
const windowSettleTime = time.Second

// rememberWindow remembers the window's size once it has settled, unless
// it is full screen or in a browser, where the page decides.
func (a *App) rememberWindow() {
	if inBrowser || ebiten.IsFullscreen() {
		return
	}
	w, h := ebiten.WindowSize()
	now := time.Now()
	if size := [2]int{w, h}; size != a.windowSeen {
		a.windowSeen, a.windowSeenAt = size, now
		return
	}
	if now.Sub(a.windowSeenAt) < windowSettleTime || w < minWindowW || h < minWindowH {
		return
	}
	a.env.remember(func(set *Settings) { set.WindowW, set.WindowH = w, h })
}

// Draw implements ebiten.Game: the scenes from the last one that is not an
// overlay up to the top, each over the one beneath.
func (a *App) Draw(screen *ebiten.Image) {
	start := time.Now()
	base := len(a.stack) - 1
	for base > 0 {
		if _, ok := a.stack[base].(Overlay); !ok {
			break
		}
		base--
	}
	all := false
	if r, ok := a.hook.(interface{ RedrawAll() bool }); ok {
		all = r.RedrawAll() // a picture is taken of a whole frame
	}
	// A scene that has just come to rest is drawn once more, as it is now.
	resting := a.resting(base)
	if resting && a.rested && !a.changed && !a.stirred && !all {
		return // the screen keeps the last frame
	}
	a.rested, a.stirred, a.drawn = resting, false, true
	for i := base; i < len(a.stack); i++ {
		a.env.redraw = a.changed || all || i < len(a.stack)-1
		a.env.Enter(a.stack[i])
		// The top is measured when drawn whole, and again on the frames
		// after one that showed a stand-in (a table's stretched picture, its
		// felt), until it shows its own.
		top := i == len(a.stack)-1 && (a.env.redraw || a.figures.owed)
		if top {
			a.env.text.ResetSmallest()
		}
		a.stack[i].Draw(&a.env, screen)
		if top {
			a.figures.owed = !a.env.text.Whole() || a.env.text.Smallest() == 0
		}
		if top && !a.figures.owed { // drawn whole: its smallest text is known
			a.figures.pending, a.figures.font, a.figures.print = true, a.env.frame.CSSPx(a.env.text.Smallest()), a.env.frame.CSSPx(a.env.text.SmallestPrint())
		}
	}
	a.banner.draw(&a.env, screen)
	a.changed = false
	if a.hook != nil {
		a.hook.Drawn(&a.env, a.top(), screen, time.Since(start))
	}
}

// resting reports whether every scene that is updated looks the same until
// the next input (the top, and the scenes a passive overlay lets go on),
// and every scene drawn has all its pieces painted.
func (a *App) resting(base int) bool {
	for i := base; i < len(a.stack); i++ {
		if s, ok := a.stack[i].(Settler); ok && !s.Settled() {
			return false // its pieces are still being painted, under an overlay too
		}
	}
	for i := len(a.stack) - 1; i >= 0; i-- {
		if r, ok := a.stack[i].(Resting); !ok || !r.Resting() {
			return false
		}
		if o, ok := a.stack[i].(Overlay); !ok || !o.Passive() {
			return true // the scenes beneath wait
		}
	}
	return true
}

// Layout implements ebiten.Game; LayoutF is used instead.
func (a *App) Layout(w, h int) (int, int) {
	x, y := a.LayoutF(float64(w), float64(h))
	return int(x), int(y)
}

// maxBrowserScale caps the drawing's density in a page: a 3× phone drawn at
// 2× fills under half the pixels, and a hand-held screen shows no difference.
const maxBrowserScale = 2

// drawScale is the density the screen is drawn at for a monitor's.
func drawScale(device float64, browser bool) float64 {
	if browser {
		return min(device, maxBrowserScale)
	}
	return device
}

// LayoutF draws at the monitor's pixel density, so text and pieces stay sharp.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	if a.deviceScale > 0 {
		s = a.deviceScale
	}
	s = drawScale(s, inBrowser)
	a.machine.Density, a.machine.Height = s, h*s // a finger's measures are in the page's pixels
	a.reader.Density = s
	if a.w != w*s || a.h != h*s || a.css != s {
		a.changed, a.resized = true, true
	}
	a.w, a.h, a.css = w*s, h*s, s
	a.env.SetWindow(a.w, a.h, a.css)
	a.env.Enter(a.top())
	return a.w, a.h
}

// Run opens the window and runs the application until it is closed.
func Run(opts Options) error {
	a, err := NewApp(opts)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle(a.env.T("app.title"))
	a.soundLater = true
	switch {
	case opts.W > 0 && opts.H > 0:
		ebiten.SetWindowSize(opts.W, opts.H)
	case opts.Hook == nil && a.env.settings.WindowW > 0:
		ebiten.SetWindowSize(a.env.settings.WindowW, a.env.settings.WindowH)
	default:
		ebiten.SetWindowSize(render.DesignW, render.DesignH)
	}
	if opts.Hook == nil { // a picture or a measure may be of a phone's size
		ebiten.SetWindowSizeLimits(minWindowW, minWindowH, -1, -1)
	}
	if opts.Hook == nil && a.env.settings.Fullscreen && !inBrowser {
		ebiten.SetFullscreen(true)
	}
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Every scene paints every pixel, and the table keeps its last frame when
	// nothing changed: clearing would only cost a full-screen pass.
	ebiten.SetScreenClearedEveryFrame(false)
	if !inBrowser { // the page gives the tab its icon (pageStarted); drawing six sizes took 0.45 s there
		ebiten.SetWindowIcon(assets.Icons())
	}
	tuneMalloc()
	if os.Getenv("GOGC") == "" {
		// The heap is mostly short-lived frames' vertices and the computers'
		// search trees: collecting at 1.3× the live heap rather than 2× keeps
		// some 30 MB less for a few more cheap collections (a small heap).
		debug.SetGCPercent(30)
	}
	var run ebiten.Game = a
	if opts.Wrap != nil {
		run = opts.Wrap(a)
	}
	err = ebiten.RunGameWithOptions(run, &ebiten.RunGameOptions{X11ClassName: assets.WindowClass, X11InstanceName: "orbis"})
	if errors.Is(err, ebiten.Termination) {
		return nil
	}
	return err
}
