package render

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestALingeringPictureIsPresentedForAWhile: no frame is presented for
// a picture that never changed; after a change, LingerFrames held frames
// are, then none until the next change. (That the pixel changes no
// pixel, orbis fps --check-frames checks, under a display.)
func TestALingeringPictureIsPresentedForAWhile(t *testing.T) {
	dst := ebiten.NewImage(4, 4)
	var l Linger
	presented := func(frames int) (n int) {
		for range frames {
			if l.Held(dst) {
				n++
			}
		}
		return n
	}
	if n := presented(5); n != 0 {
		t.Fatalf("a picture that never changed: %d frames presented, want 0", n)
	}
	for _, c := range []struct {
		name   string
		frames int
		want   int
	}{
		{"after a change, fewer frames than it lingers", LingerFrames / 2, LingerFrames / 2},
		{"changed again: every frame it lingers, then none", 2 * LingerFrames, LingerFrames},
	} {
		l.Changed()
		if n := presented(c.frames); n != c.want {
			t.Errorf("%s: %d of %d held frames presented, want %d", c.name, n, c.frames, c.want)
		}
	}
}
