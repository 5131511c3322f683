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
	msgs  *assets.Catalog
	text  *render.Text
	paint *render.Painter
	frame render.Frame // the frame of the scene being updated or drawn
	// window is the screen's size in pixels and its pixels per CSS pixel,
	// from which each scene's frame is made (Enter).
	window   [3]float64
	frames   int // frames so far
	store    store
	settings Settings
	speed    Speed
	games    []Game
	redraw   bool // draw everything this frame: the scenes changed, or an overlay covers
	stirred  bool // a scene's Update saw what it shows change by itself (Stir)
	looks    int  // the settings' changes so far: the App restyles the scenes when it moves (Restyler)
	diag     bool // a diagnostic drives the application: nothing is remembered
	sound    *Sound
	screens  Screens  // the shell's rooms the title and the pause menu open
	host     HostFunc // starts a server inside the application, or nil
	room     OpenRoom // the online table made last: how friends join it
	// statsAside: the statistics were moved aside this session (perhaps as a
	// game ended), for the statistics screen to say so.
	statsAside *UnreadableStats
	seatNames  map[string]*SeatNames // each game's default seat names (SeatName)
	// oldSaveSeen: the single autosave of earlier versions was looked for
	// this run (and brought in with the games in progress if there was one).
	oldSaveSeen bool
	// titleClear is where the title's buttons and name stand on a fluid
	// canvas, which its ornament keeps clear of (TitleSpot).
	titleClear []render.Rect
	pressed    bool // the player has pressed, with a finger if touch (Pointing)
	touch      bool
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
func (e *Env) SetSize(w, h float64) { e.SetWindow(w, h, 1) }

// SetWindow gives the window's size in screen pixels and its screen pixels
// per CSS pixel (the device's scale). The frame is the desktop's until a
// scene is entered (Enter).
func (e *Env) SetWindow(w, h, css float64) {
	e.window = [3]float64{w, h, css}
	e.frame = render.NewDesktopFrame(w, h, css)
}

// Enter makes the frame the one scene s lays itself out in: a Responsive
// scene's canvas follows the window (a phone's, a tablet's), a Wide one's a
// wide screen's width too; any other keeps the desktop's canvas, scaled to
// fit.
func (e *Env) Enter(s Scene) {
	w, h, css := e.window[0], e.window[1], e.window[2]
	if r, ok := s.(Responsive); ok && r.Responsive() {
		e.frame = render.NewFrameFor(w, h, css)
		if wd, ok := s.(Wide); ok && wd.Wide() {
			e.frame = render.NewWideFrameFor(w, h, css)
		}
		return
	}
	e.frame = render.NewDesktopFrame(w, h, css)
}

// Frame maps the design canvas to the window as it is now.
func (e *Env) Frame() *render.Frame { return &e.frame }

// Frames counts the frames drawn so far: a clock for gentle motion.
func (e *Env) Frames() int { return e.frames }

// Stir asks for the frame to be drawn though the scene rests: its Update
// calls it when what it shows changed without an input (a server's
// message, a rating counted), so that a resting scene need not be drawn
// every frame while it waits for one.
func (e *Env) Stir() { e.stirred = true }

// Redraw reports whether a scene must draw everything this frame rather
// than keep what it drew before: the scenes just changed, an overlay is
// drawn over it, or a picture is being taken.
func (e *Env) Redraw() bool { return e.redraw }

// InBrowser reports whether the game runs in a browser tab.
func (e *Env) InBrowser() bool { return inBrowser }

// Offline reports whether the device knows it has no network (a browser
// does); false when it cannot tell.
func (e *Env) Offline() bool { return offline() }

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
	e.looks++ // the words change even where the remembered language does not
	e.remember(func(set *Settings) { set.Language = lang })
	return nil
}

// remember changes the settings and saves them; failing to save a
// preference is worth a line in the log, not an interruption.
func (e *Env) remember(change func(*Settings)) {
	before := e.settings
	before.Setups = maps.Clone(e.settings.Setups)
	change(&e.settings)
	if e.settings.equal(before) {
		return
	}
	e.looks++
	if e.diag {
		return
	}
	if err := saveSettings(e.store, e.settings); err != nil {
		log.Printf("orbis: the settings could not be saved: %v", err)
	}
}

// SoundLevels returns the volumes (0 to MaxVolume) and whether the sound
// is muted.
func (e *Env) SoundLevels() SoundSettings {
	if e.settings.Sound == nil {
		return defaultSound
	}
	return *e.settings.Sound
}

// SetSoundLevels changes the volumes and mute, and remembers them.
func (e *Env) SetSoundLevels(s SoundSettings) {
	s.Effects = min(max(s.Effects, 0), MaxVolume)
	s.Music = min(max(s.Music, 0), MaxVolume)
	e.remember(func(set *Settings) { set.Sound = &s })
	e.sound.setLevels(s)
}

// Sound returns the player of the game's sounds (silent where there is no
// sound device, or before the first one is asked for).
func (e *Env) Sound() *Sound { return e.sound }

// SafeColours reports whether the colour-blind-safe colours are chosen.
func (e *Env) SafeColours() bool { return e.settings.Palette == "safe" }

// SetSafeColours chooses the colour-blind-safe colours or the standard ones.
func (e *Env) SetSafeColours(on bool) {
	e.remember(func(set *Settings) {
		set.Palette = ""
		if on {
			set.Palette = "safe"
		}
	})
}

// InterfaceScale is the player's interface scale, 1 to 1.5: how much larger
// than designed the texts a player reads at length are drawn (the log,
// tooltips, hints, the rules).
func (e *Env) InterfaceScale() float64 { return float64(e.ScalePercent()) / 100 }

// ScalePercent is the interface scale in percent: 100, 125 or 150.
func (e *Env) ScalePercent() int { return max(e.settings.Scale, interfaceScales[0]) }

// InterfaceScales are the scales the options offer, in percent.
func (e *Env) InterfaceScales() []int { return interfaceScales[:] }

// SetScalePercent chooses the interface scale; a scale not offered is ignored.
func (e *Env) SetScalePercent(pct int) {
	if slices.Contains(interfaceScales[:], pct) {
		e.remember(func(set *Settings) { set.Scale = pct })
	}
}

// ConfirmEndTurn reports whether ending a turn asks once more.
func (e *Env) ConfirmEndTurn() bool { return e.settings.ConfirmEnd }

// SetConfirmEndTurn chooses whether ending a turn asks once more.
func (e *Env) SetConfirmEndTurn(on bool) { e.remember(func(set *Settings) { set.ConfirmEnd = on }) }

// Game is the game chosen on the title: the one last chosen, else the
// first on the table.
func (e *Env) Game() Game {
	for _, g := range e.games {
		if g.ID() == e.settings.Game {
			return g
		}
	}
	return e.games[0]
}

// Games are the games on the table, in the title's order.
func (e *Env) Games() []Game { return e.games }

// ChooseGame makes a game the title's choice, and remembers it; an ID not
// on the table changes nothing.
func (e *Env) ChooseGame(id string) {
	for _, g := range e.games {
		if g.ID() == id {
			e.remember(func(set *Settings) { set.Game = id })
		}
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

// StatsAside is the unreadable record of finished games moved aside this
// session (perhaps as a game ended), for the statistics to say so; nil
// when there was none.
func (e *Env) StatsAside() *UnreadableStats { return e.statsAside }

// OnlinePlayer is the name and the server last typed in the lobby.
func (e *Env) OnlinePlayer() (name, server string) {
	return e.settings.OnlineName, e.settings.OnlineServer
}

// RememberOnlinePlayer remembers the name and the server typed in the
// lobby, for the next time.
func (e *Env) RememberOnlinePlayer(name, server string) {
	e.remember(func(s *Settings) { s.OnlineName, s.OnlineServer = name, server })
}

// CanSave reports whether there is somewhere to keep a saved game.
func (e *Env) CanSave() bool { return e.store != nil }
