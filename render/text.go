package render

import (
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"orbis/assets"
)

// Align says where a text's anchor point is.
type Align uint8

// Anchors: horizontal left/centre/right, vertically centred on the point.
const (
	Left Align = iota
	Center
	Right
)

// Text draws strings with the Go fonts. Sizes are in screen pixels.
type Text struct {
	regular, bold *etxt.Renderer
}

// NewText makes the renderers once; they cache glyphs.
func NewText() *Text {
	mk := func(bold bool) *etxt.Renderer {
		r := etxt.NewRenderer()
		if bold {
			r.SetFont(assets.Bold())
		} else {
			r.SetFont(assets.Regular())
		}
		r.Utils().SetCache8MiB()
		return r
	}
	return &Text{regular: mk(false), bold: mk(true)}
}

func (t *Text) pick(bold bool, size float64, align Align, col color.Color) *etxt.Renderer {
	r := t.regular
	if bold {
		r = t.bold
	}
	r.SetSize(max(1, size))
	r.SetColor(col)
	switch align {
	case Center:
		r.SetAlign(etxt.Center)
	case Right:
		r.SetAlign(etxt.Right | etxt.VertCenter)
	default:
		r.SetAlign(etxt.Left | etxt.VertCenter)
	}
	return r
}

// Draw writes s with its anchor at (x, y).
func (t *Text) Draw(dst *ebiten.Image, s string, x, y, size float64, col color.Color, align Align) {
	t.pick(false, size, align, col).Draw(dst, assets.Printable(s), int(x), int(y))
}

// DrawBold writes s in the bold font.
func (t *Text) DrawBold(dst *ebiten.Image, s string, x, y, size float64, col color.Color, align Align) {
	t.pick(true, size, align, col).Draw(dst, assets.Printable(s), int(x), int(y))
}

// Width returns the width of s in pixels at a size.
func (t *Text) Width(s string, size float64, bold bool) float64 {
	r := t.pick(bold, size, Left, color.White)
	return float64(r.Measure(assets.Printable(s)).Width().ToFloat64())
}

// Wrap breaks s into lines no wider than width at a size, at spaces.
func (t *Text) Wrap(s string, size, width float64) []string {
	words := strings.Fields(s)
	var lines []string
	line := ""
	for _, w := range words {
		next := w
		if line != "" {
			next = line + " " + w
		}
		if line != "" && t.Width(next, size, false) > width {
			lines = append(lines, line)
			next = w
		}
		line = next
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// Clip shortens s with an ellipsis to fit a width at a size.
func (t *Text) Clip(s string, width, size float64) string {
	if t.Width(s, size, false) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && t.Width(string(r)+"…", size, false) > width {
		r = r[:len(r)-1]
	}
	return string(r) + "…"
}
