// Package sheet runs the art previews: a window that draws one sheet of a
// game's pieces, saves it as a PNG and ends, so the art can be reviewed
// without the game.
package sheet

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
)

// settleFrames are the frames drawn before the sheet is read: they let the
// glyph caches and the GPU settle.
const settleFrames = 5

// Run draws a sheet of w×h pixels once with draw, on the table's felt, in
// a window of winW×winH titled title, and writes it to out as a PNG.
func Run(title string, w, h, winW, winH int, out string, draw func(dst *ebiten.Image)) error {
	s := &sheet{w: w, h: h, out: out, draw: draw}
	ebiten.SetWindowSize(winW, winH)
	ebiten.SetWindowTitle(title)
	if err := ebiten.RunGame(s); err != nil {
		return fmt.Errorf("%s: %w", title, err)
	}
	return nil
}

// sheet is the preview's game: the sheet, drawn once, then kept.
type sheet struct {
	w, h  int
	out   string
	draw  func(dst *ebiten.Image)
	img   *ebiten.Image
	frame int
	done  bool
	err   error
}

func (s *sheet) Update() error {
	if s.err != nil {
		return s.err
	}
	if s.done {
		return ebiten.Termination
	}
	return nil
}

func (s *sheet) Layout(int, int) (int, int) { return s.w, s.h }

func (s *sheet) Draw(screen *ebiten.Image) {
	// Drawn once: vector fills are slow on a software renderer.
	if s.img == nil {
		b := screen.Bounds()
		s.img = ebiten.NewImage(b.Dx(), b.Dy())
		s.img.Fill(render.Felt)
		s.draw(s.img)
	}
	screen.DrawImage(s.img, nil)
	s.frame++
	if s.frame == settleFrames && !s.done {
		img := image.NewRGBA(screen.Bounds())
		screen.ReadPixels(img.Pix)
		s.err = save(s.out, img)
		s.done = true
	}
}

// save writes img to path as a PNG.
func save(path string, img image.Image) error {
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("the preview's sheet: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("the preview's sheet %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("the preview's sheet %s: %w", path, err)
	}
	return nil
}
