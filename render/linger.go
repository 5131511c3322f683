package render

import "github.com/hajimehoshi/ebiten/v2"

// LingerFrames is how many frames a table that keeps its picture goes on
// presenting it after it last changed.
const LingerFrames = 30

// Linger keeps a kept picture presented for a while after it changed. A
// table that keeps its picture draws nothing in a frame in which nothing
// changed, and Ebitengine then presents nothing and sleeps a sixtieth of a
// second: right for a still table, but a live one (computers playing,
// moves arriving several times a second) would come out in frames of
// uneven length, paced by those sleeps and not by the display. While it
// lingers, a frame that draws nothing still draws one transparent pixel,
// which changes no pixel and has the frame presented.
type Linger struct{ left int }

// Changed notes a frame that drew the picture anew or something moving.
func (l *Linger) Changed() { l.left = LingerFrames }

// Held is a frame that drew nothing: it reports whether the frame is
// presented all the same, drawing the pixel on dst if so.
func (l *Linger) Held(dst *ebiten.Image) bool {
	if l.left <= 0 {
		return false
	}
	l.left--
	if presentPixel == nil {
		presentPixel = ebiten.NewImage(1, 1) // transparent
	}
	dst.DrawImage(presentPixel, nil)
	return true
}

// presentPixel is the transparent pixel Linger draws.
var presentPixel *ebiten.Image
