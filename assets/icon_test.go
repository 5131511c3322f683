package assets

import (
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"os"
	"testing"
)

func TestIconSizes(t *testing.T) {
	for _, size := range []int{1, 2, 16, 24, 32, 48, 64, 128, 256} {
		img := Icon(size)
		if b := img.Bounds(); b != image.Rect(0, 0, size, size) {
			t.Errorf("Icon(%d) bounds %v", size, b)
		}
	}
	for _, size := range []int{0, -5} {
		if b := Icon(size).Bounds(); b != image.Rect(0, 0, 1, 1) {
			t.Errorf("Icon(%d) bounds %v, want 1×1", size, b)
		}
	}
	icons := Icons()
	if len(icons) != len(IconSizes) {
		t.Fatalf("Icons() gives %d images, want %d", len(icons), len(IconSizes))
	}
	for i, img := range icons {
		if want := IconSizes[len(IconSizes)-1-i]; img.Bounds().Dx() != want {
			t.Errorf("Icons()[%d] is %d px wide, want %d", i, img.Bounds().Dx(), want)
		}
	}
}

func TestIconShape(t *testing.T) {
	for _, size := range IconSizes {
		img := Icon(size)
		c := size / 2
		if a := img.RGBAAt(c, c).A; a != 255 {
			t.Errorf("Icon(%d): centre alpha %d, want opaque", size, a)
		}
		// Rounded corners: the very corner pixels are transparent.
		for _, p := range []image.Point{{0, 0}, {size - 1, 0}, {0, size - 1}, {size - 1, size - 1}} {
			if a := img.RGBAAt(p.X, p.Y).A; a > 64 {
				t.Errorf("Icon(%d): corner %v alpha %d, want (nearly) transparent", size, p, a)
			}
		}
		// The middle of each edge is background, opaque.
		for _, p := range []image.Point{{c, 0}, {0, c}, {size - 1, c}, {c, size - 1}} {
			if a := img.RGBAAt(p.X, p.Y).A; a < 200 {
				t.Errorf("Icon(%d): edge %v alpha %d, want opaque", size, p, a)
			}
		}
	}
}

func TestIconShowsTheFiveColours(t *testing.T) {
	palette := map[string]color.RGBA{
		"red":        {0xd9, 0x48, 0x3b, 255},
		"blue":       {0x3d, 0x7d, 0xd8, 255},
		"yellow":     {0xf0, 0xc4, 0x2e, 255},
		"green":      {0x3f, 0xa8, 0x5a, 255},
		"white":      {0xee, 0xea, 0xe0, 255},
		"background": {0x1f, 0x2a, 0x36, 255},
	}
	for _, size := range IconSizes {
		img := Icon(size)
		tolerance := 24
		if size < 32 {
			tolerance = 48 // few pixels, all of them near an edge
		}
		for name, want := range palette {
			found := false
			for y := 0; y < size && !found; y++ {
				for x := 0; x < size && !found; x++ {
					found = near(img.RGBAAt(x, y), want, tolerance)
				}
			}
			if !found {
				t.Errorf("Icon(%d): no pixel near %s %v", size, name, want)
			}
		}
	}
}

func near(a, b color.RGBA, tol int) bool {
	d := func(x, y uint8) int { return max(int(x)-int(y), int(y)-int(x)) }
	return a.A == 255 && d(a.R, b.R) <= tol && d(a.G, b.G) <= tol && d(a.B, b.B) <= tol
}

func TestIconIsDeterministic(t *testing.T) {
	a, b := Icon(48), Icon(48)
	for i := range a.Pix {
		if a.Pix[i] != b.Pix[i] {
			t.Fatalf("two Icon(48) differ at byte %d", i)
		}
	}
}

// TestWriteIcon writes the icon for a look when ORBIS_ICON_OUT names a
// file: the 256 px icon there, and every size side by side, enlarged 4×
// without smoothing, next to it as "<name>-sizes.png".
func TestWriteIcon(t *testing.T) {
	out := os.Getenv("ORBIS_ICON_OUT")
	if out == "" {
		t.Skip("set ORBIS_ICON_OUT=/tmp/orbis-icon.png to write the icon")
	}
	writePNG(t, out, Icon(256))
	const zoom = 4
	w := 0
	for _, s := range IconSizes[:4] {
		w += s*zoom + 8
	}
	sheet := image.NewRGBA(image.Rect(0, 0, w+256+128+16, 256+16))
	draw.Draw(sheet, sheet.Bounds(), &image.Uniform{color.RGBA{0xc8, 0xc8, 0xc8, 255}}, image.Point{}, draw.Src)
	x := 8
	for _, s := range IconSizes[:4] {
		img := Icon(s)
		for py := range s * zoom {
			for px := range s * zoom {
				c := img.RGBAAt(px/zoom, py/zoom)
				sheet.Set(x+px, 8+py, blendOn(c, sheet.RGBAAt(x+px, 8+py)))
			}
		}
		x += s*zoom + 8
	}
	for _, s := range IconSizes[4:5] {
		draw.Draw(sheet, image.Rect(x, 8, x+s, 8+s), Icon(s), image.Point{}, draw.Over)
		x += s + 8
	}
	writePNG(t, out[:len(out)-len(".png")]+"-sizes.png", sheet)
}

func blendOn(c, bg color.RGBA) color.RGBA {
	a := 255 - int(c.A)
	return color.RGBA{
		uint8(int(c.R) + int(bg.R)*a/255), uint8(int(c.G) + int(bg.G)*a/255),
		uint8(int(c.B) + int(bg.B)*a/255), 255,
	}
}

func writePNG(t *testing.T, name string, img image.Image) {
	t.Helper()
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %s", name)
}
