package game

import (
	"encoding/json"
	"log"
	"maps"
	"slices"

	"orbis/assets"
	"orbis/render"
)

// Env is what a scene may use of the application: the words, the tools to
// draw with, the window's frame, the settings and the saved game, the
// platform. Scenes change the application only through it and the Change
// their Update returns.
type Env struct {
	msgs     *assets.Catalog
	text     *render.Text
	paint    *render.Painter
	frame    render.Frame
	frames   int // frames so far
	store    store
	settings Settings
	speed    Speed
	games    []Game
	redraw   bool // draw everything this frame: the scenes changed, or an overlay covers
	diag     bool // a diagnostic drives the application: nothing is remembered
}

// T looks up a message.
func (e *Env) T(key string, args ...any) string { return e.msgs.T(key, args...) }

// N looks up a message with the plural form for the count n.
func (e *Env) N(key string, n int, args ...any) string { return e.msgs.N(key, n, args...) }

// And joins items as a list in the player's language: "a, b and c".
func (e *Env) And(items ...string) string { return e.msgs.And(items...) }

// Or joins items as an alternative: "a, b or c".
func (e *Env) Or(items ...string) string { return e.msgs.Or(items...) }

// Lang returns the language of the messages.
func (e *Env) Lang() string { return e.msgs.Lang() }

// Text returns the text renderer.
func (e *Env) Text() *render.Text { return e.text }

// Paint returns the shape painter.
func (e *Env) Paint() *render.Painter { return e.paint }

// SetSize gives a window size to an environment without a window: scenes
// laid out at a size in tests. The App sets its own on every layout.
func (e *Env) SetSize(w, h float64) { e.frame = render.NewFrame(w, h) }

// Frame maps the design canvas to the window as it is now.
func (e *Env) Frame() *render.Frame { return &e.frame }

// Frames counts the frames drawn so far: a clock for gentle motion.
func (e *Env) Frames() int { return e.frames }

// Redraw reports whether a scene must draw everything this frame rather
// than keep what it drew before: the scenes just changed, an overlay is
// drawn over it, or a picture is being taken.
func (e *Env) Redraw() bool { return e.redraw }

// InBrowser reports whether the game runs in a browser tab.
func (e *Env) InBrowser() bool { return inBrowser }

// Speed returns how fast computer turns are shown.
func (e *Env) Speed() Speed { return e.speed }

// SetSpeed changes how fast computer turns are shown, and remembers it.
func (e *Env) SetSpeed(s Speed) {
	e.speed = s
	e.remember(func(set *Settings) { set.Speed = s.name() })
}

// SetLanguage switches the messages to another language, and remembers it.
func (e *Env) SetLanguage(lang string) error {
	msgs, err := assets.Load(lang)
	if err != nil {
		return err
	}
	e.msgs = msgs
	e.remember(func(set *Settings) { set.Language = lang })
	return nil
}

// remember changes the settings and saves them; failing to save a
// preference is worth a line in the log, not an interruption.
func (e *Env) remember(change func(*Settings)) {
	before := e.settings
	before.Setups = maps.Clone(e.settings.Setups)
	change(&e.settings)
	if e.settings.equal(before) || e.diag {
		return
	}
	if err := saveSettings(e.store, e.settings); err != nil {
		log.Printf("orbis: the settings could not be saved: %v", err)
	}
}

// LastSetup returns the setup a game remembered with RememberSetup, or nil.
func (e *Env) LastSetup(gameID string) []byte { return e.settings.Setups[gameID] }

// RememberSetup keeps a game's setup (its own JSON) for its next new game.
func (e *Env) RememberSetup(gameID string, setup []byte) {
	e.remember(func(set *Settings) {
		if set.Setups == nil {
			set.Setups = map[string]json.RawMessage{}
		}
		set.Setups[gameID] = slices.Clone(setup)
	})
}

// CanSave reports whether there is somewhere to keep a saved game.
func (e *Env) CanSave() bool { return e.store != nil }

// Save keeps the game in progress, whole: it is continued from the title.
func (e *Env) Save(data []byte) error {
	if !e.CanSave() {
		return nil
	}
	return e.store.write(saveFile, data)
}
