//go:build !js

package cli

import (
	"bytes"
	"fmt"
	"io"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
)

// wholeDrawer is a scene that keeps its picture from frame to frame and
// can draw it whole, as it would without keeping it (Orbit's table).
type wholeDrawer interface {
	DrawWhole(env *game.Env, dst *ebiten.Image)
	ShipsApart() bool
}

// frameCheck is orbis fps --check-frames: every frame on the screen is
// compared, pixel for pixel, with the scene drawn whole, so that a picture
// kept or copied from a layer is never another than the table's own.
type frameCheck struct {
	whole            *ebiten.Image
	got, want        []byte
	frames, apart    int
	differ, firstBad int
	unlike           pixelsUnlike // how the first frame unlike the table differs
}

// pixelsUnlike says how two pictures differ: how many bytes, by how much
// at most, and the first pixel that does.
type pixelsUnlike struct{ bytes, most, x, y int }

// unlikeIn compares two pictures of the same size, width w pixels.
func unlikeIn(got, want []byte, w int) pixelsUnlike {
	u := pixelsUnlike{x: -1, y: -1}
	for i := range got {
		d := int(got[i]) - int(want[i])
		if d == 0 {
			continue
		}
		if u.bytes++; u.x < 0 {
			u.x, u.y = (i/4)%w, (i/4)/w
		}
		u.most = max(u.most, d, -d)
	}
	return u
}

// frame compares the screen with the scene on top drawn whole.
func (c *frameCheck) frame(env *game.Env, top game.Scene, screen *ebiten.Image) {
	w, ok := top.(wholeDrawer)
	if !ok {
		return
	}
	b := screen.Bounds()
	if c.whole == nil || c.whole.Bounds() != b {
		if c.whole != nil {
			c.whole.Deallocate()
		}
		c.whole = ebiten.NewImageWithOptions(b, &ebiten.NewImageOptions{Unmanaged: true}) // as the screen: no atlas page

		c.got, c.want = make([]byte, 4*b.Dx()*b.Dy()), make([]byte, 4*b.Dx()*b.Dy())
	}
	w.DrawWhole(env, c.whole)
	screen.ReadPixels(c.got)
	c.whole.ReadPixels(c.want)
	c.frames++
	if w.ShipsApart() {
		c.apart++
	}
	if !bytes.Equal(c.got, c.want) {
		if c.differ == 0 {
			c.firstBad = c.frames
			c.unlike = unlikeIn(c.got, c.want, b.Dx())
		}
		c.differ++
	}
}

// report prints the figures; a frame unlike the scene drawn whole is an
// error.
func (c *frameCheck) report(out io.Writer) error {
	fmt.Fprintf(out, "frames checked %d (%d with ships apart), unlike the table drawn whole %d\n", c.frames, c.apart, c.differ)
	switch {
	case c.frames == 0:
		return fmt.Errorf("no frame of a table that keeps its picture was checked")
	case c.differ > 0:
		u := c.unlike
		return fmt.Errorf("%d of %d frames were not the table drawn whole, the first the %dth (%d bytes unlike, by up to %d, the first at %d,%d)", c.differ, c.frames, c.firstBad, u.bytes, u.most, u.x, u.y)
	}
	return ebiten.Termination
}
