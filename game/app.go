package game

import (
	"errors"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// scene is one screen of the application.
type scene interface {
	// Update reacts to this frame's intents; it may switch scenes.
	Update(a *App, intents []input.Intent) error
	// Draw draws the scene; it changes nothing.
	Draw(a *App, dst *ebiten.Image)
	// Hit says what is under a point, for the pointer state machine.
	Hit(a *App, x, y float64) input.Target
	// Draggable says which targets can be dragged.
	Draggable(t input.Target) bool
}

// Options start the application.
type Options struct {
	Lang      string // message language; "" for the remembered one, else the system's
	ConfigDir string // where the autosave lives; "" for the user's config directory
	Shot      *Shot  // render one scene to a PNG and quit
	Bench     *Bench // measure frame times while computers play, then quit
}

// App is the application: it owns the window, the renderers and the scene.
type App struct {
	msgs     *assets.Catalog
	text     *render.Text
	table    *board.Table
	paint    *render.Painter
	scene    scene
	reader   input.Reader
	machine  input.Machine
	intents  []input.Intent
	w, h     float64 // the screen in pixels
	frame    int
	store    store // the autosave and settings; nil when there is nowhere to keep them
	settings Settings
	// windowSeen is the window size last seen and when it changed: a
	// size is remembered once the player has stopped resizing.
	windowSeen   [2]int
	windowSeenAt time.Time
	speed        Speed
	rules        *rulesOverlay
	shot         *Shot
	shotErr      error
	bench        *Bench
	// frameLayout caches Frame's layout for the current window size.
	frameLayout *board.Layout
}

// NewApp makes the application and opens the title screen.
func NewApp(opts Options) (*App, error) {
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
	speed, ok := parseSpeed(settings.Speed)
	if !ok {
		speed = SpeedNormal
	}
	text := render.NewText()
	a := &App{msgs: msgs, text: text, table: board.NewTable(text), paint: render.NewPainter(text), store: st, settings: settings, speed: speed, w: render.DesignW, h: render.DesignH, shot: opts.Shot, bench: opts.Bench}
	a.machine.Draggable = func(t input.Target) bool { return a.scene.Draggable(t) }
	a.nameGods()
	switch {
	case a.shot != nil:
		if err := a.shot.prepare(a); err != nil {
			return nil, err
		}
	case a.bench != nil:
		if err := a.bench.prepare(a); err != nil {
			return nil, err
		}
	default:
		a.scene = newTitle(a, "")
	}
	return a, nil
}

// T looks up a message.
func (a *App) T(key string, args ...any) string { return a.msgs.T(key, args...) }

// N looks up a message with a plural form chosen by n.
func (a *App) N(key string, n int, args ...any) string { return a.msgs.N(key, n, args...) }

// Frame returns the design-to-screen mapping for menus: the play layout of
// two players, whose X, Y and Px scale design units. It is made again only
// when the window size changes.
func (a *App) Frame() *board.Layout {
	if a.frameLayout == nil || a.frameLayout.W != a.w || a.frameLayout.H != a.h {
		a.frameLayout = board.NewLayout(a.w, a.h, 2, 0)
	}
	return a.frameLayout
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	if a.bench != nil {
		start := time.Now()
		defer func() { a.bench.frame(time.Since(start)) }()
		if a.bench.finished() {
			turns := 0
			if p, ok := a.scene.(*play); ok {
				turns = p.m.State().Turn()
				p.think.stop()
			}
			a.bench.report(turns)
			return ebiten.Termination
		}
	}
	a.frame++
	if a.frame == 2 { // the first frame has been drawn
		pageStarted()
	}
	p, k := a.reader.Read(1)
	hit := func(x, y float64) input.Target {
		if a.rules != nil {
			return input.Target{}
		}
		return a.scene.Hit(a, x, y)
	}
	a.machine.DragScaled = a.w / render.DesignW
	a.intents = a.machine.Update(p, k, hit, a.intents[:0])
	var rest []input.Intent
	for _, in := range a.intents {
		switch {
		case in.Kind == input.KeyFullscreen:
			full := !ebiten.IsFullscreen()
			ebiten.SetFullscreen(full)
			if !inBrowser { // a page may only go full screen when the player asks, each time
				a.remember(func(set *Settings) { set.Fullscreen = full })
			}
		case in.Kind == input.KeyHelp:
			a.toggleRules()
		case a.rules != nil:
			a.rules.handle(a, in)
		default:
			rest = append(rest, in)
		}
	}
	if a.rules != nil {
		a.rules.scroll()
		rest = nil
	}
	if err := a.scene.Update(a, rest); err != nil {
		return err
	}
	a.rememberWindow()
	if a.shot != nil && a.shot.done {
		if a.shotErr != nil {
			return a.shotErr
		}
		return ebiten.Termination
	}
	return nil
}

// setLanguage switches the messages to another language, and remembers it.
func (a *App) setLanguage(lang string) error {
	msgs, err := assets.Load(lang)
	if err != nil {
		return err
	}
	a.msgs = msgs
	a.nameGods()
	a.remember(func(set *Settings) { set.Language = lang })
	return nil
}

// nameGods gives the tile art the gods' names in the current language.
func (a *App) nameGods() {
	for g := range rules.NumGods {
		a.table.Art.Art.GodNames[g] = a.T("god." + g.String() + ".short") // the short name fits on the tile
	}
}

// setSpeed changes how fast computer turns are shown, and remembers it.
func (a *App) setSpeed(s Speed) {
	a.speed = s
	a.remember(func(set *Settings) { set.Speed = s.name() })
}

// remember changes the settings and saves them; failing to save a
// preference is worth a line in the log, not an interruption.
func (a *App) remember(change func(*Settings)) {
	before := a.settings
	change(&a.settings)
	if a.settings == before || a.shot != nil || a.bench != nil {
		return
	}
	if err := saveSettings(a.store, a.settings); err != nil {
		log.Printf("orbis: the settings could not be saved: %v", err)
	}
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
	a.remember(func(set *Settings) { set.WindowW, set.WindowH = w, h })
}

// toggleRules opens or closes the rules overlay.
func (a *App) toggleRules() {
	if a.rules != nil {
		a.rules = nil
		return
	}
	a.rules = newRulesOverlay(a)
}

// Draw implements ebiten.Game.
func (a *App) Draw(screen *ebiten.Image) {
	if a.bench != nil && !a.bench.started.IsZero() {
		start := time.Now()
		defer func() { a.bench.draws = append(a.bench.draws, time.Since(start)) }()
	}
	a.table.Art.BeginFrame()
	a.scene.Draw(a, screen)
	if a.rules != nil {
		a.rules.draw(a, screen)
	}
	// A picture waits until every piece has been rendered once.
	if a.shot != nil && !a.shot.done && a.frame >= a.shot.afterFrames && a.table.Art.Complete() {
		a.shotErr = a.shot.capture(screen)
		a.shot.done = true
	}
}

// Layout implements ebiten.Game; LayoutF is used instead.
func (a *App) Layout(w, h int) (int, int) {
	x, y := a.LayoutF(float64(w), float64(h))
	return int(x), int(y)
}

// LayoutF draws at the monitor's pixel density, so text and tiles stay sharp.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := 1.0
	if m := ebiten.Monitor(); m != nil {
		s = m.DeviceScaleFactor()
	}
	a.w, a.h = w*s, h*s
	return a.w, a.h
}

// Shot renders one scene into a PNG file and quits.
type Shot struct {
	Scene       string // title, setup, play, choice, hint, gameover
	Players     int
	Seed        uint64
	Out         string
	W, H        int // window size; 0 for the default
	afterFrames int
	done        bool
}

// prepare sets up the scene to photograph.
func (s *Shot) prepare(a *App) error {
	s.afterFrames = 10 // let glyph caches fill and animations settle
	switch s.Scene {
	case "title":
		a.scene = newTitle(a, "")
	case "setup":
		a.scene = newSetup(a, s.Players)
	case "play", "gameover", "choice", "hint":
		m, err := demoMatch(s.Players, s.Seed, s.Scene == "gameover")
		if err != nil {
			return err
		}
		switch s.Scene {
		case "gameover":
			a.scene = newGameOver(a, m)
		case "choice":
			p := newPlay(a, m, SpeedInstant)
			openChoice(m, &p.turn)
			a.scene = p
		case "hint":
			p := newPlay(a, m, SpeedInstant)
			if err := demoHint(a, p); err != nil {
				return err
			}
			a.scene = p
		default:
			a.scene = newPlay(a, m, SpeedInstant)
		}
	default:
		return fmt.Errorf("game: unknown scene %q (title, setup, play, choice, hint, gameover)", s.Scene)
	}
	return nil
}

// capture writes the screen to the PNG file.
func (s *Shot) capture(screen *ebiten.Image) error {
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(s.Out)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// Run opens the window and runs the application until it is closed.
func Run(opts Options) error {
	a, err := NewApp(opts)
	if err != nil {
		return err
	}
	ebiten.SetWindowTitle(a.T("app.title"))
	switch {
	case opts.Shot != nil && opts.Shot.W > 0 && opts.Shot.H > 0:
		ebiten.SetWindowSize(opts.Shot.W, opts.Shot.H)
	case opts.Shot == nil && opts.Bench == nil && a.settings.WindowW > 0:
		ebiten.SetWindowSize(a.settings.WindowW, a.settings.WindowH)
	default:
		ebiten.SetWindowSize(render.DesignW, render.DesignH)
	}
	ebiten.SetWindowSizeLimits(minWindowW, minWindowH, -1, -1)
	if opts.Shot == nil && opts.Bench == nil && a.settings.Fullscreen && !inBrowser {
		ebiten.SetFullscreen(true)
	}
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	// Every scene paints every pixel, and the table keeps its last frame when
	// nothing changed: clearing would only cost a full-screen pass.
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetWindowIcon(assets.Icons())
	err = ebiten.RunGameWithOptions(a, &ebiten.RunGameOptions{X11ClassName: assets.WindowClass, X11InstanceName: "orbis"})
	if errors.Is(err, ebiten.Termination) {
		return nil
	}
	return err
}
