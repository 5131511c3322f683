package orbit

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbit"
)

// Still keeps a table's still picture on the screen, and in a layer of its
// own when something is drawn over it. A frame in which nothing changed
// draws nothing (the screen is not cleared between frames: it keeps the
// last one); a new picture over which nothing moves is drawn on the screen
// itself; a frame in which ships fly, or an overlay is drawn on top,
// copies the layer and draws them over it. A software renderer pays for
// every draw call and every pixel: the whole table drawn afresh each frame
// ran at a quarter of a bare program's frames, and a layer drawn and then
// copied costs a pass over the screen more than the screen drawn at once.
// K is what the picture is made of, comparable: it is drawn again only
// when it changes.
type Still[K comparable] struct {
	layer   *ebiten.Image
	key     K
	has     bool            // the screen holds the picture of key
	bounds  image.Rectangle // the screen's, when it was drawn
	layered bool            // the layer holds it too
	text    render.Printed  // what it holds of words, for the measure when it is shown
	moved   bool            // the last frame drew what moves
	linger  render.Linger
}

// Painting is what a Still shows: the still picture, which paints every
// pixel opaque, and what moves over it, drawn each frame.
type Painting interface {
	DrawStill(dst *ebiten.Image)
	DrawMoving(dst *ebiten.Image)
	Moving() bool
}

// Draw shows the picture of key: nothing when the screen holds it already
// and nothing moves, unless force (an overlay is drawn on top, or another
// program drew last); the picture drawn on the screen when it changed and
// nothing moves or is forced over it; else the layer, drawn again if it
// does not hold key, and what moves over it. A fit check draws
// everything, measuring every word.
func (s *Still[K]) Draw(dst *ebiten.Image, text *render.Text, key *K, force bool, p Painting) {
	if text.Dry(dst) {
		p.DrawStill(dst)
		p.DrawMoving(dst)
		return
	}
	moving := p.Moving()
	same := s.has && *key == s.key && s.bounds == dst.Bounds()
	if same && !force && !moving && !s.moved {
		text.Shown(dst, s.text, 1) // the screen keeps the picture
		s.linger.Held(dst)
		return
	}
	s.moved = moving
	s.linger.Changed()
	if !same && !force && !moving {
		s.paint(dst, dst.Bounds(), text, key, p, false)
		text.Shown(dst, s.text, 1)
		return
	}
	if !same || !s.layered {
		if s.layer == nil || s.layer.Bounds() != dst.Bounds() {
			if s.layer != nil {
				s.layer.Deallocate()
			}
			// Its own texture, as the screen is: on an atlas page the
			// pieces' edges would be drawn a pixel apart here and there.
			s.layer = ebiten.NewImageWithOptions(dst.Bounds(), &ebiten.NewImageOptions{Unmanaged: true})
		}
		s.paint(s.layer, dst.Bounds(), text, key, p, true)
	}
	dst.DrawImage(s.layer, &copyLayer) // opaque: copied, not blended over the last frame
	text.Shown(dst, s.text, 1)
	p.DrawMoving(dst)
}

// paint draws the picture of key on img, the screen's or the layer
// (layered), and notes what the screen of bounds holds.
func (s *Still[K]) paint(img *ebiten.Image, bounds image.Rectangle, text *render.Text, key *K, p Painting, layered bool) {
	before := text.Offscreen()
	p.DrawStill(img)
	s.text = text.Captured(before)
	s.key, s.has, s.bounds, s.layered = *key, true, bounds, layered
}

// Holds reports whether the screen holds the picture of key, the last one
// drawn.
func (s *Still[K]) Holds(key *K) bool { return s.has && *key == s.key }

// copyLayer copies the layer onto the screen: the painting paints every
// pixel of it opaque, so a copy is what blending it would give, for less.
var copyLayer = ebiten.DrawImageOptions{Blend: ebiten.BlendCopy}

// DrawAloft draws the ships Draw left out of each system (SystemOpts'
// Aloft), where the view says they are, as Draw would have drawn them.
func (t *Table) DrawAloft(dst *ebiten.Image, l *Layout, s *rules.View, v *TableView) {
	t.Art.TextFloor, t.Art.Fluid = WordFloor(&l.Frame), l.Fluid()
	for seat := range l.Players {
		o := v.Systems[seat]
		if o == nil || o.Aloft == 0 || !l.Drawn(seat) {
			continue
		}
		sys := &l.Systems[seat]
		if l.tabOnly(seat) {
			if sys.Radius > 0 {
				g := *o
				g.Bare = true
				t.Art.ShipsAloft(dst, s, seat, sys.CX, sys.CY, sys.Radius, &g)
			}
			continue
		}
		t.Art.ShipsAloft(dst, s, seat, sys.CX, sys.CY, sys.Radius, t.glance(l, s, seat, v))
	}
}
