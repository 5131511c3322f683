package input

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Reader reads the mouse, the first touch and the keys from Ebitengine.
// scale converts window coordinates to the screen's pixels (HiDPI).
type Reader struct {
	touches []ebiten.TouchID
	touch   ebiten.TouchID
	touchOn bool
	// lifted: a finger has lifted, and the mouse has not moved from cursor
	// nor pressed since: the pointer stays where the finger was, a finger's
	// that is not down.
	lifted  bool
	cursor  [2]int
	lastX   float64
	lastY   float64
	keys    []ebiten.Key
	just    []ebiten.Key // the keys just pressed this frame
	seen    Pointer      // the pointer at the last Read, to tell a frame with input
	stirred bool
	// Density is the screen's pixels per CSS pixel, in a page whose canvas
	// is off its corner (its safe area); 0 means 1.
	Density float64
}

// Stirred reports whether the last Read saw any input: the pointer moved
// or pressed, a key held or released, the wheel turned.
func (r *Reader) Stirred() bool { return r.stirred }

// Read returns this frame's pointer and keys.
func (r *Reader) Read(scale float64) (Pointer, Keys) {
	var p Pointer
	// Ebitengine places the canvas in the page's corner: a canvas moved
	// into the safe area has its positions moved back.
	ox, oy := pageOffset()
	d := max(r.Density, 1)
	ox, oy = ox*d, oy*d
	r.touches = ebiten.AppendTouchIDs(r.touches[:0])
	switch {
	case r.touchOn && containsTouch(r.touches, r.touch):
		x, y := ebiten.TouchPosition(r.touch)
		p = Pointer{X: float64(x) - ox, Y: float64(y) - oy, Down: true, Touch: true}
	case len(r.touches) > 0:
		r.touch, r.touchOn = r.touches[0], true
		x, y := ebiten.TouchPosition(r.touch)
		p = Pointer{X: float64(x) - ox, Y: float64(y) - oy, Down: true, Touch: true}
	case r.touchOn:
		// The touch ended: release where it last was.
		r.touchOn, r.lifted = false, true
		x, y := ebiten.CursorPosition()
		r.cursor = [2]int{x, y}
		p = Pointer{X: r.lastX, Y: r.lastY, Touch: true}
	default:
		x, y := ebiten.CursorPosition()
		down := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
		if r.lifted && !down && r.cursor == [2]int{x, y} {
			p = Pointer{X: r.lastX, Y: r.lastY, Touch: true} // the finger's place, not the mouse's
			break
		}
		r.lifted = false
		p = Pointer{X: float64(x) - ox, Y: float64(y) - oy, Down: down}
	}
	if !p.Touch || p.Down {
		r.lastX, r.lastY = p.X, p.Y
	}
	p.X *= scale
	p.Y *= scale
	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	r.just = inpututil.AppendJustPressedKeys(r.just[:0])
	z := r.letter('z', ebiten.KeyZ)
	k := Keys{
		Enter: inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyNumpadEnter),
		Undo:  ctrl && !shift && z,
		Redo:  ctrl && (shift && z || r.letter('y', ebiten.KeyY)),
		Esc:   inpututil.IsKeyJustPressed(ebiten.KeyEscape),
		F1:    inpututil.IsKeyJustPressed(ebiten.KeyF1),
		F11:   inpututil.IsKeyJustPressed(ebiten.KeyF11),

		PageUp:   inpututil.IsKeyJustPressed(ebiten.KeyPageUp),
		PageDown: inpututil.IsKeyJustPressed(ebiten.KeyPageDown),
		Home:     inpututil.IsKeyJustPressed(ebiten.KeyHome),
		End:      inpututil.IsKeyJustPressed(ebiten.KeyEnd),
		Legend:   !ctrl && r.letter('l', ebiten.KeyL),

		Up:       inpututil.IsKeyJustPressed(ebiten.KeyArrowUp),
		Down:     inpututil.IsKeyJustPressed(ebiten.KeyArrowDown),
		Left:     inpututil.IsKeyJustPressed(ebiten.KeyArrowLeft),
		Right:    inpututil.IsKeyJustPressed(ebiten.KeyArrowRight),
		Tab:      !shift && inpututil.IsKeyJustPressed(ebiten.KeyTab),
		ShiftTab: shift && inpututil.IsKeyJustPressed(ebiten.KeyTab),
		Space:    inpututil.IsKeyJustPressed(ebiten.KeySpace),
		Shift:    shift,
	}
	_, p.Wheel = ebiten.Wheel()
	r.keys = inpututil.AppendPressedKeys(r.keys[:0])
	// A finger held down stirs even when still: a long press comes of it.
	r.stirred = p != r.seen || p.Touch && p.Down || len(r.keys) > 0 || len(inpututil.AppendJustReleasedKeys(r.keys)) > 0
	if wx, _ := ebiten.Wheel(); wx != 0 || p.Wheel != 0 {
		r.stirred = true
	}
	r.seen = p
	return p, k
}

// letter reports whether the key that bears a letter on the player's
// keyboard was just pressed. Ebitengine's keys are places on a US keyboard:
// on a German one the Z is where the US Y is, on a French one where the US
// W is, so Ctrl+Z must be found by the key's name in the layout.
func (r *Reader) letter(want rune, us ebiten.Key) bool {
	return justPressedLetter(r.just, want, us, ebiten.KeyName)
}

// justPressedLetter reports whether one of the keys just pressed bears the
// letter want in the layout that name describes; a key the layout gives no
// name counts at its US place (us).
func justPressedLetter(just []ebiten.Key, want rune, us ebiten.Key, name func(ebiten.Key) string) bool {
	for _, k := range just {
		if !(k >= ebiten.KeyA && k <= ebiten.KeyZ) {
			continue
		}
		if n := name(k); n != "" {
			if len(n) == 1 && rune(n[0]|0x20) == want {
				return true
			}
			continue
		}
		if k == us {
			return true
		}
	}
	return false
}

func containsTouch(ids []ebiten.TouchID, id ebiten.TouchID) bool {
	for _, x := range ids {
		if x == id {
			return true
		}
	}
	return false
}
