package game

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"orbis/assets"
)

// settingsFile keeps what the game remembers between sessions, in the same
// store as the autosave.
const settingsFile = "settings.json"

// Settings are what the game remembers between sessions. A zero field means
// "not chosen yet": the default applies.
type Settings struct {
	WindowW int `json:"window_width,omitempty"`
	WindowH int `json:"window_height,omitempty"`
	// Fullscreen: the game last ran full screen (F11); the window size
	// above is the one it returns to.
	Fullscreen bool   `json:"fullscreen,omitempty"`
	Speed      string `json:"speed,omitempty"`    // slow, normal, fast or instant
	Language   string `json:"language,omitempty"` // a catalogue language, e.g. "en"
	// Setups holds each game's last setup (by game ID), in the game's own
	// JSON: a new game starts from the one before.
	Setups map[string]json.RawMessage `json:"setups,omitempty"`
	// Welcomed: the title has offered the first game that teaches itself
	// (the first game's, at the first start); WelcomedGames: the other
	// games' whose tab has offered theirs (by ID).
	Welcomed      bool     `json:"welcomed,omitempty"`
	WelcomedGames []string `json:"welcomed_games,omitempty"`
	// Sound: the volumes and mute; nil until the player changes them.
	Sound *SoundSettings `json:"sound,omitempty"`
	// Palette: "safe" for the colour-blind-safe colours, "" for the standard.
	Palette string `json:"palette,omitempty"`
	// Scale is the interface scale in percent (100, 125 or 150); 0 is 100.
	Scale int `json:"scale,omitempty"`
	// ConfirmEnd: ending a turn asks once more.
	ConfirmEnd bool `json:"confirm_end_turn,omitempty"`
	// Game is the game last chosen on the title (by ID), where several are
	// on the table.
	Game string `json:"game,omitempty"`
	// OnlineName and OnlineServer are what the player last typed to play
	// online: their name at the table, and the server's address.
	OnlineName   string `json:"online_name,omitempty"`
	OnlineServer string `json:"online_server,omitempty"`
}

// SoundSettings are the player's volumes, each 0 to 10, and mute.
type SoundSettings struct {
	Effects int  `json:"effects"`
	Music   int  `json:"music"`
	Mute    bool `json:"mute,omitempty"`
}

// defaultSound: effects clear, the music quiet beneath them.
var defaultSound = SoundSettings{Effects: 8, Music: 4}

// MaxVolume is the loudest step of a volume.
const MaxVolume = 10

// The interface scales offered, in percent.
var interfaceScales = [...]int{100, 125, 150}

// equal reports whether two settings are the same: the same file.
func (s Settings) equal(o Settings) bool {
	a, errA := json.Marshal(s)
	b, errB := json.Marshal(o)
	return errA == nil && errB == nil && bytes.Equal(a, b)
}

// The window sizes worth remembering: the game's minimum up to a very large
// screen. Anything else in the file is ignored.
const (
	minWindowW, minWindowH = 960, 600
	maxWindowSide          = 16384
)

var speedNames = [...]string{SpeedSlow: "slow", SpeedNormal: "normal", SpeedFast: "fast", SpeedInstant: "instant"}

// parseSpeed reads a speed's name.
func parseSpeed(name string) (Speed, bool) {
	i := slices.Index(speedNames[:], name)
	return Speed(max(i, 0)), i >= 0
}

func (s Speed) name() string { return speedNames[min(s, SpeedInstant)] }

// loadSettings reads the settings. Missing settings are no error; unreadable
// ones give the defaults and an error saying why, and are overwritten by the
// next change.
func loadSettings(st store) (Settings, error) {
	if st == nil {
		return Settings{}, nil
	}
	data, err := st.read(settingsFile)
	if errors.Is(err, errNotStored) {
		return Settings{}, nil
	}
	if err != nil {
		return Settings{}, fmt.Errorf("settings: %w", err)
	}
	var s Settings
	if err := json.Unmarshal(data, &s); err != nil {
		return Settings{}, fmt.Errorf("settings: %s: %w", st.where(settingsFile), err)
	}
	return s.valid(), nil
}

// valid drops the fields this version cannot use, each on its own.
func (s Settings) valid() Settings {
	if s.WindowW < minWindowW || s.WindowH < minWindowH || s.WindowW > maxWindowSide || s.WindowH > maxWindowSide {
		s.WindowW, s.WindowH = 0, 0
	}
	if _, ok := parseSpeed(s.Speed); !ok {
		s.Speed = ""
	}
	if !slices.Contains(assets.Languages(), s.Language) {
		s.Language = ""
	}
	if s.Sound != nil && (s.Sound.Effects < 0 || s.Sound.Effects > MaxVolume || s.Sound.Music < 0 || s.Sound.Music > MaxVolume) {
		s.Sound = nil
	}
	if s.Palette != "safe" {
		s.Palette = ""
	}
	if !slices.Contains(interfaceScales[:], s.Scale) {
		s.Scale = 0
	}
	for id, setup := range s.Setups {
		if !json.Valid(setup) {
			delete(s.Setups, id) // the game would refuse it anyway
		}
	}
	return s
}

// saveSettings writes the settings.
func saveSettings(st store, s Settings) error {
	if st == nil {
		return nil
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return st.write(settingsFile, append(data, '\n'))
}

// chooseLanguage picks the messages' language: the one asked for, else the
// one remembered, else the system's when there is a translation, else
// English.
func chooseLanguage(asked, remembered, system string) string {
	for _, lang := range []string{asked, remembered} {
		if lang != "" && slices.Contains(assets.Languages(), lang) {
			return lang
		}
	}
	fallback := assets.MatchLanguage("")
	for _, tag := range strings.Split(system, ":") { // LANGUAGE and the browser list several
		tag = strings.ToLower(strings.TrimSpace(tag))
		if lang := assets.MatchLanguage(tag); lang != fallback || strings.HasPrefix(tag, fallback) {
			return lang
		}
	}
	return fallback
}
