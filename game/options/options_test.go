package options

import (
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/game/gametest"
	"orbis/input"
	"orbis/render"
)

// TestOptionsTakeEffectAndAreRemembered: every choice on the options
// screen changes the game at once and is there again at the next start.
func TestOptionsTakeEffectAndAreRemembered(t *testing.T) {
	dir := t.TempDir()
	env, err := game.NewEnv(game.Options{ConfigDir: dir, Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	o := New(env).(*options)
	defaultSound := env.SoundLevels() // the first start's
	last := len(assets.Languages()) - 1
	steps := []struct {
		id   int
		what string
		ok   func(*game.Env) bool
	}{
		{optLanguage + last, "language", func(e *game.Env) bool { return e.Lang() == assets.Languages()[last] }},
		{optPalette + 1, "safe colours", (*game.Env).SafeColours},
		{optScale + 2, "scale 150", func(e *game.Env) bool { return e.ScalePercent() == 150 && e.InterfaceScale() == 1.5 }},
		{optSpeed + int(game.SpeedFast), "speed", func(e *game.Env) bool { return e.Speed() == game.SpeedFast }},
		{optConfirmOn, "confirm end", (*game.Env).ConfirmEndTurn},
		{optEffectsDown, "effects down", func(e *game.Env) bool { return e.SoundLevels().Effects == defaultSound.Effects-1 }},
		{optMusicUp, "music up", func(e *game.Env) bool { return e.SoundLevels().Music == defaultSound.Music+1 }},
		{optSoundMuted, "mute", func(e *game.Env) bool { return e.SoundLevels().Mute }},
	}
	for _, st := range steps {
		if _, err := o.Update(env, gametest.Click(st.id)); err != nil {
			t.Fatal(err)
		}
		if !st.ok(env) {
			t.Errorf("%s: the choice did not take effect", st.what)
		}
	}
	again, err := game.NewEnv(game.Options{ConfigDir: dir, Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range steps {
		if !st.ok(again) {
			t.Errorf("%s: not remembered at the next start", st.what)
		}
	}
	if ch, _ := o.Update(env, gametest.Click(optBack)); ch != game.Pop() {
		t.Error("Back does not close the options")
	}
	if ch, _ := o.Update(env, []input.Intent{{Kind: input.KeyCancel}}); ch != game.Pop() {
		t.Error("Esc does not close the options")
	}
}

// TestOptionsWithoutSound: with no sound device the volumes cannot be
// changed and the screen says why, in the catalogue's words.
func TestOptionsWithoutSound(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	o := New(env).(*options)
	for _, b := range o.menu {
		if (b.ID == optEffectsUp || b.ID == optMusicDown) && b.Enabled {
			t.Errorf("button %d changes a volume no one can hear", b.ID)
		}
		if b.ID == optSoundOn || b.ID == optSoundMuted {
			t.Errorf("button %d mutes a sound there is not", b.ID)
		}
	}
	said := false
	for _, r := range o.rows {
		said = said || r.note == env.T("options.sound_no_device")
	}
	if !said {
		t.Error("the options do not say there is no sound device")
	}
	env.Sound().Play(assets.EffectTake) // silent, and no crash
}

// TestMenuKeys: Tab, Shift+Tab and the arrows move the focus over the
// enabled buttons, wrapping; Enter or Space presses the focused one; a
// click hands the menu back to the pointer.
func TestMenuKeys(t *testing.T) {
	buttons := []render.MenuButton{{ID: 1, Enabled: true}, {ID: 2}, {ID: 3, Enabled: true}, {ID: 4, Enabled: true}}
	key := func(k input.Kind, amount float64) []input.Intent { return []input.Intent{{Kind: k, Amount: amount}} }
	tests := []struct {
		name      string
		focus     int
		in        []input.Intent
		wantFocus int
		wantID    int
	}{
		{"Tab starts at the first", 0, key(input.KeyNext, 1), 1, 0},
		{"Shift+Tab starts at the last", 0, key(input.KeyNext, -1), 4, 0},
		{"a disabled button is skipped", 1, key(input.KeyDown, 0), 3, 0},
		{"the end wraps", 4, key(input.KeyRight, 0), 1, 0},
		{"up goes back", 3, key(input.KeyUp, 0), 1, 0},
		{"Enter with no focus presses nothing", 0, key(input.KeyConfirm, 0), 0, 0},
		{"Enter presses the focused", 3, key(input.KeyConfirm, 0), 3, 3},
		{"Space presses the focused", 4, key(input.KeyActivate, 0), 4, 4},
		{"a click drops the focus", 3, gametest.Click(1), 0, 0},
		{"a focus that is gone is dropped", 2, nil, 0, 0},
	}
	for _, tc := range tests {
		focus := tc.focus
		id, ok := game.MenuKeys(tc.in, buttons, &focus)
		if focus != tc.wantFocus || id != tc.wantID || ok != (tc.wantID != 0) {
			t.Errorf("%s: focus %d, pressed %d %v; want focus %d, pressed %d", tc.name, focus, id, ok, tc.wantFocus, tc.wantID)
		}
	}
}
