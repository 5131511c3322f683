package game

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestLoadSettings(t *testing.T) {
	tests := []struct {
		name    string
		file    string // "" for no file
		want    Settings
		wantErr string
	}{
		{name: "none yet", want: Settings{}},
		{name: "all remembered", file: `{"window_width":1600,"window_height":900,"fullscreen":true,"speed":"fast","language":"en"}`,
			want: Settings{WindowW: 1600, WindowH: 900, Fullscreen: true, Speed: "fast", Language: "en"}},
		{name: "not JSON", file: `{"speed":`, wantErr: "settings: memory settings.json: unexpected end of JSON input"},
		{name: "wrong type", file: `{"window_width":"big"}`, wantErr: "settings: memory settings.json: json: cannot unmarshal"},
		{name: "window too small", file: `{"window_width":200,"window_height":900,"speed":"slow"}`, want: Settings{Speed: "slow"}},
		{name: "window absurd", file: `{"window_width":99999,"window_height":900}`, want: Settings{}},
		{name: "unknown speed", file: `{"speed":"warp","language":"en"}`, want: Settings{Language: "en"}},
		{name: "no such translation", file: `{"language":"tlh","speed":"instant"}`, want: Settings{Speed: "instant"}},
		{name: "unknown fields", file: `{"volume":3,"speed":"normal"}`, want: Settings{Speed: "normal"}},
		{name: "the options", file: `{"sound":{"effects":3,"music":0,"mute":true},"palette":"safe","scale":150,"confirm_end_turn":true}`,
			want: Settings{Sound: &SoundSettings{Effects: 3, Music: 0, Mute: true}, Palette: "safe", Scale: 150, ConfirmEnd: true}},
		{name: "options out of range", file: `{"sound":{"effects":11,"music":2},"palette":"neon","scale":175,"speed":"fast"}`, want: Settings{Speed: "fast"}},
		{name: "a negative volume", file: `{"sound":{"effects":5,"music":-1},"scale":125}`, want: Settings{Scale: 125}},
		{name: "a game's setup", file: `{"setups":{"orbis":{"players":3}}}`, want: Settings{Setups: map[string]json.RawMessage{"orbis": json.RawMessage(`{"players":3}`)}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := memStore{}
			if tc.file != "" {
				st[settingsFile] = []byte(tc.file)
			}
			got, err := loadSettings(st)
			switch {
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Fatalf("error %v, want one containing %q", err, tc.wantErr)
			case tc.wantErr == "" && err != nil:
				t.Fatal(err)
			}
			if !got.equal(tc.want) {
				t.Fatalf("settings %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestChooseLanguage(t *testing.T) {
	tests := []struct{ asked, remembered, system, want string }{
		{"", "", "", "en"},
		{"", "", "en_GB.UTF-8", "en"},
		{"", "", "tlh_XX:fr_FR", "fr"}, // the first the game speaks
		{"", "", "de_AT.UTF-8", "de"},
		{"", "", "pl", "pl"},
		{"", "de", "fr_FR", "de"}, // what the player chose wins over the system
		{"pl", "de", "fr_FR", "pl"},
		{"en", "tlh", "de_DE", "en"},
		{"tlh", "en", "", "en"},
		{"", "", "C", "en"},
		{"", "", "tlh:xx", "en"},
	}
	for _, tc := range tests {
		if got := chooseLanguage(tc.asked, tc.remembered, tc.system); got != tc.want {
			t.Errorf("chooseLanguage(%q, %q, %q) = %q, want %q", tc.asked, tc.remembered, tc.system, got, tc.want)
		}
	}
}

// TestSpeedIsRemembered: a speed chosen in one session is the next one's.
func TestSpeedIsRemembered(t *testing.T) {
	dir := t.TempDir()
	a, err := NewEnv(Options{ConfigDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if a.Speed() != SpeedNormal {
		t.Fatalf("first start: speed %v, want normal", a.Speed())
	}
	a.SetSpeed(SpeedInstant)
	b, err := NewEnv(Options{ConfigDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	if b.Speed() != SpeedInstant {
		t.Fatalf("next start: speed %v, want instant", b.Speed())
	}
	if b.settings.Speed != "instant" {
		t.Fatalf("settings %+v", b.settings)
	}
}

// TestBrokenSettingsDoNotStopTheGame: the game starts with the defaults
// and the next change replaces the file.
func TestBrokenSettingsDoNotStopTheGame(t *testing.T) {
	dir := t.TempDir()
	if err := (fileStore{dir: dir}).write(settingsFile, []byte("\x00garbage")); err != nil {
		t.Fatal(err)
	}
	a, err := NewEnv(Options{ConfigDir: dir})
	if err != nil {
		t.Fatal(err)
	}
	a.SetSpeed(SpeedFast)
	if got, err := loadSettings(fileStore{dir: dir}); err != nil || got.Speed != "fast" {
		t.Fatalf("after a change: %+v, %v", got, err)
	}
}
