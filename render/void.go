package render

import "github.com/hajimehoshi/ebiten/v2"

// void is the image nothing shows (Void), made on first use.
var void *ebiten.Image

// Void is an image nothing shows: texts and shapes drawn on it are left
// out, so that a drawing rehearsed on it, to paint the pieces it will need
// before it is drawn for real, queues nothing else.
func Void() *ebiten.Image {
	if void == nil {
		void = ebiten.NewImage(1, 1)
	}
	return void
}
