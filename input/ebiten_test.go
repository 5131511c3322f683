package input

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestLettersFollowTheKeyboardLayout: Ctrl+Z is the key labelled Z, on a
// US, a German (Z where US has Y) or a French keyboard (Z where US has W),
// and the US place where the layout gives no names.
func TestLettersFollowTheKeyboardLayout(t *testing.T) {
	us := func(k ebiten.Key) string { return "" } // no names: US places
	german := func(k ebiten.Key) string {
		switch k {
		case ebiten.KeyY:
			return "z"
		case ebiten.KeyZ:
			return "y"
		}
		return string(rune('a' + k - ebiten.KeyA))
	}
	french := func(k ebiten.Key) string {
		switch k {
		case ebiten.KeyW:
			return "z"
		case ebiten.KeyZ:
			return "w"
		case ebiten.KeyQ:
			return "a"
		case ebiten.KeyA:
			return "q"
		}
		return string(rune('a' + k - ebiten.KeyA))
	}
	tests := []struct {
		layout  string
		name    func(ebiten.Key) string
		pressed ebiten.Key
		want    rune
		us      ebiten.Key
		match   bool
	}{
		{"no names", us, ebiten.KeyZ, 'z', ebiten.KeyZ, true},
		{"no names", us, ebiten.KeyY, 'z', ebiten.KeyZ, false},
		{"German", german, ebiten.KeyY, 'z', ebiten.KeyZ, true},
		{"German", german, ebiten.KeyZ, 'z', ebiten.KeyZ, false},
		{"German", german, ebiten.KeyZ, 'y', ebiten.KeyY, true},
		{"French", french, ebiten.KeyW, 'z', ebiten.KeyZ, true},
		{"French", french, ebiten.KeyZ, 'z', ebiten.KeyZ, false},
		{"French", french, ebiten.KeyL, 'l', ebiten.KeyL, true},
		{"a key not a letter", german, ebiten.KeyEnter, 'z', ebiten.KeyZ, false},
	}
	for _, tc := range tests {
		if got := justPressedLetter([]ebiten.Key{tc.pressed}, tc.want, tc.us, tc.name); got != tc.match {
			t.Errorf("%s keyboard, %v pressed: %q is %v, want %v", tc.layout, tc.pressed, tc.want, got, tc.match)
		}
	}
}
