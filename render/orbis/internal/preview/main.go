// Command preview draws every piece of art on one sheet and saves it as a
// PNG, so the art can be reviewed without running the game:
//
//	go run ./render/orbis/internal/preview -out sheet.png [-scale 1]
package main

import (
	"flag"
	"log"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	"orbis/render/internal/sheet"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

const sheetW, sheetH = 1510, 1440

// pieces is what the sheet shows: every tile, god, cube, glyph and token.
type pieces struct {
	art   *board.Art
	text  *render.Text
	tiles []rules.Tile
	scale float64
}

func (s *pieces) label(dst *ebiten.Image, str string, x, y float64) {
	k := s.scale
	s.text.Draw(dst, str, x*k, y*k, 13*k, render.InkDim, render.Left)
}

func (s *pieces) hex(x, y, r float64) render.Hex {
	k := s.scale
	return render.Hex{CX: x * k, CY: y * k, R: r * k}
}

func (s *pieces) draw(dst *ebiten.Image) {
	k := s.scale
	a := s.art
	const R = 62.0
	w := render.Hex{R: R}.Width() + 6

	// Every catalogue tile at full size.
	s.label(dst, "Catalogue, full size", 20, 14)
	for i := range s.tiles {
		x := 20 + w/2 + float64(i%13)*w
		y := 34 + R + float64(i/13)*(2*R+8)
		a.Tile(dst, &s.tiles[i], s.hex(x, y, R), board.TileOpts{})
	}
	y0 := 34 + 5*(2*R+8) + 10.0

	// Small size.
	s.label(dst, "Small size (R 24, 20, 16.5; gods at 0.82 of that)", 20, y0)
	const r = 24.0
	ws := render.Hex{R: r}.Width() + 3
	for i := range s.tiles {
		x := 20 + ws/2 + float64(i%33)*ws
		y := y0 + 16 + r + float64(i/33)*(2*r+4)
		a.Tile(dst, &s.tiles[i], s.hex(x, y, r), board.TileOpts{})
	}
	y0 += 16 + 2*(2*r+4) + 4
	// Smaller still, as in compact seats, with gods and a Wilderness.
	for _, rr := range [2]float64{20, 16.5} {
		wr := render.Hex{R: rr}.Width() + 3
		x := 20 + wr/2
		for i := range 22 {
			a.Tile(dst, &s.tiles[i*3], s.hex(x, y0+rr+2, rr), board.TileOpts{})
			x += wr
		}
		a.Wilderness(dst, s.hex(x, y0+rr+2, rr), board.TileOpts{})
		x += wr
		for g := range rules.NumGods {
			a.God(dst, g, s.hex(x, y0+rr+2, rr*0.82), board.TileOpts{})
			x += wr
		}
		y0 += 2*rr + 6
	}
	// Gods at the display's size.
	s.label(dst, "Gods at R 38", 20, y0+4)
	x0 := 170.0
	for g := range rules.NumGods {
		a.God(dst, g, s.hex(x0, y0+40, 38), board.TileOpts{})
		x0 += render.Hex{R: 38}.Width() + 6
	}
	y0 += 86

	// States and slots.
	s.label(dst, "Wilderness, cancelled, dimmed, lifted, dim Wilderness | slots: plain, closed, face up, Wilderness only, hover", 20, y0)
	y := y0 + 18 + R
	x := 20 + w/2
	a.Wilderness(dst, s.hex(x, y, R), board.TileOpts{})
	x += w
	a.Tile(dst, &s.tiles[62], s.hex(x, y, R), board.TileOpts{Cancelled: true})
	x += w
	a.Tile(dst, &s.tiles[45], s.hex(x, y, R), board.TileOpts{Dim: true})
	x += w
	a.Tile(dst, &s.tiles[30], s.hex(x, y, R), board.TileOpts{Lift: 1})
	x += w
	a.Wilderness(dst, s.hex(x, y, R), board.TileOpts{Dim: true})
	x += w * 1.3
	for look := board.SlotPlain; look <= board.SlotHover; look++ {
		a.Slot(dst, s.hex(x, y, R), look)
		x += w
	}
	// A cancelled god next to the slots.
	a.God(dst, rules.Death, s.hex(x+w*0.2, y, R), board.TileOpts{Cancelled: true})
	y0 = y + R + 8

	// Gods.
	s.label(dst, "Gods", 20, y0)
	y = y0 + 18 + R
	for g := range rules.NumGods {
		a.God(dst, g, s.hex(20+w/2+float64(g)*w, y, R), board.TileOpts{})
	}
	y0 = y + R + 8

	// Cubes, glyphs, tokens.
	s.label(dst, "Cubes at 30 and 16 px | glyphs at 8, 10, 16, 28 px | temple, reduction and cancellation tokens", 20, y0)
	y = y0 + 38
	x = 40
	for c := range rules.AnyColor + 1 {
		a.Cube(dst, c, x*k, y*k, 30*k)
		a.Cube(dst, c, (x+32)*k, (y+7)*k, 16*k)
		x += 64
	}
	for row, y := range [2]float64{y + 42, y + 78} {
		x = 36
		for c := range rules.AnyColor + 1 {
			ink := render.Ink
			if row == 1 {
				ink = board.StandardPalette.Of(c)
			}
			for _, sz := range [4]float64{8, 10, 16, 28} {
				a.Glyph(dst, c, (x+sz/2)*k, y*k, sz*k, ink)
				x += sz + 8
			}
			x += 14
		}
	}
	x, y = 760, y0+78
	for _, v := range [5]int{11, 9, 7, 4, 2} {
		a.TempleToken(dst, v, x*k, y*k, 26*k)
		x += 62
	}
	x += 10
	for c := range rules.Color(rules.NumColors) {
		a.ReductionToken(dst, c, x*k, y*k, 20*k)
		x += 48
	}
	a.Cancellation(dst, (x+4)*k, y*k, 20*k)
}

func main() {
	out := flag.String("out", "sheet.png", "PNG file to write")
	scale := flag.Float64("scale", 1, "drawing scale")
	flag.Parse()
	text := render.NewText()
	s := &pieces{art: board.NewArt(text), text: text, tiles: rules.Catalogue(), scale: *scale}
	w, h := int(sheetW**scale), int(sheetH**scale)
	if err := sheet.Run("Orbis art preview", w, h, sheetW/2, sheetH/2, *out, s.draw); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s", *out)
}
