// Command bareweb is the simplest Ebitengine game that draws text and a
// shape: the browser's first-frame test times the web build against it.
// It tells the page it started at the same point as Orbis (its second
// Update), through the same window.orbisStarted.
package main

import (
	"image/color"
	"log"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

type bare struct {
	text    *etxt.Renderer
	updates int
}

func (b *bare) Update() error {
	if b.updates++; b.updates == 2 {
		started()
	}
	return nil
}

func (b *bare) Draw(screen *ebiten.Image) {
	screen.Fill(color.RGBA{0x1f, 0x2a, 0x36, 0xff})
	vector.FillRect(screen, 120, 220, 360, 120, color.RGBA{0xf2, 0xc1, 0x4e, 0xff}, false)
	b.text.Draw(screen, "A bare Ebitengine program", 120, 120)
}

func (b *bare) Layout(w, h int) (int, int) { return w, h }

func main() {
	font, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		log.Fatal(err)
	}
	text := etxt.NewRenderer()
	text.SetFont(font)
	text.Utils().SetCache8MiB()
	text.SetSize(30)
	text.SetColor(color.RGBA{0xf4, 0xee, 0xdc, 0xff})
	if err := ebiten.RunGame(&bare{text: text}); err != nil {
		log.Fatal(err)
	}
}
