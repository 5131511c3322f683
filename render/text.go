package render

import (
	"image/color"
	"strings"
	"unicode"

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
	// A fit check (tests): report is told of every text drawn beyond box,
	// or beyond the image drawn on while no box is set.
	report func(Overflow)
	room   Room
	// smallest is the smallest size a text was drawn at since
	// ResetSmallest (0: none): what a player's eyes must read; print the
	// smallest of the words printed on the pieces shown (Shown).
	smallest, print float64
	// stopgap: the frame drawn since ResetSmallest showed a stand-in (a
	// table's last picture stretched to a turned window, or the bare felt
	// while its pieces are painted), whose sizes are not the scene's.
	stopgap bool
}

// ResetSmallest forgets the smallest text drawn, before a scene is drawn
// whole.
func (t *Text) ResetSmallest() {
	if t != nil {
		t.smallest, t.print, t.stopgap = 0, 0, false
	}
}

// Stopgap tells the measure that the frame shows a stand-in for the
// scene's picture, for a frame or two: its sizes are not to be taken.
func (t *Text) Stopgap() {
	if t != nil {
		t.stopgap = true
	}
}

// Whole reports whether the frame drawn since ResetSmallest showed the
// scene's own picture (no Stopgap): its smallest sizes are the scene's.
func (t *Text) Whole() bool { return t == nil || !t.stopgap }

// Smallest is the smallest size, in screen pixels, a text was drawn at
// since ResetSmallest; 0 when none was.
func (t *Text) Smallest() float64 {
	if t == nil {
		return 0
	}
	return t.smallest
}

// noteSize keeps the smallest size a visible text is drawn at.
func (t *Text) noteSize(s string, size float64) {
	if (t.smallest == 0 || size < t.smallest) && strings.TrimSpace(s) != "" {
		t.smallest = size
	}
}

// Room is the box the texts drawn on an image must fit in (Within).
type Room struct {
	img *ebiten.Image
	box Rect
}

// Overflow is a text drawn beyond the box it had to fit in.
type Overflow struct {
	Text        string
	Drawn, Room Rect
}

// CheckFit makes the renderer report every text that does not fit its box
// (see Within), or the image it is drawn on; nil stops. Tests use it to
// find texts that overflow in some language, size or scale. While it runs
// nothing is drawn (Measuring): texts are measured, shapes and pieces left
// out.
func (t *Text) CheckFit(report func(Overflow)) { t.report, t.room = report, Room{} }

// Measuring reports whether a fit check runs: words are measured and
// nothing is drawn. A test's program has no game loop, and Ebitengine
// keeps every draw until one starts: the fit checks' drawing grew the
// tests past 20 GB.
func (t *Text) Measuring() bool { return t != nil && t.report != nil }

// Dry reports whether drawing on dst draws nothing: dst is the image
// nothing shows, or a fit check measures.
func (t *Text) Dry(dst *ebiten.Image) bool { return dst == void || t.Measuring() }

// Within sets the box the texts drawn next on dst must fit in, and returns
// the room before, to Restore when the drawing in this one is done. Texts
// drawn on other images (pieces rendered on their own) must fit those.
func (t *Text) Within(dst *ebiten.Image, r Rect) (before Room) {
	before, t.room = t.room, Room{img: dst, box: r}
	return before
}

// Restore sets the room Within returned.
func (t *Text) Restore(r Room) { t.room = r }

// fitSlack is how far (in pixels) a text may reach past its box: the
// rounding of its position and the glyphs' side bearings.
const fitSlack = 1.5

func (t *Text) check(dst *ebiten.Image, s string, x, y, size float64, bold bool, align Align) {
	w := t.Width(s, size, bold)
	drawn := Rect{X: x, Y: y - size*0.5, W: w, H: size}
	switch align {
	case Center:
		drawn.X -= w / 2
	case Right:
		drawn.X -= w
	}
	room := t.room.box
	if t.room.img != dst {
		b := dst.Bounds()
		room = Rect{X: float64(b.Min.X), Y: float64(b.Min.Y), W: float64(b.Dx()), H: float64(b.Dy())}
	}
	if drawn.X < room.X-fitSlack || drawn.X+drawn.W > room.X+room.W+fitSlack ||
		drawn.Y < room.Y-fitSlack || drawn.Y+drawn.H > room.Y+room.H+fitSlack {
		t.report(Overflow{Text: s, Drawn: drawn, Room: room})
	}

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
	if dst == void {
		return
	}
	t.noteSize(s, size)
	if t.report != nil {
		t.check(dst, s, x, y, size, false, align)
		return
	}
	t.pick(false, size, align, col).Draw(dst, assets.Printable(s), int(x), int(y))
}

// DrawBold writes s in the bold font.
func (t *Text) DrawBold(dst *ebiten.Image, s string, x, y, size float64, col color.Color, align Align) {
	if dst == void {
		return
	}
	t.noteSize(s, size)
	if t.report != nil {
		t.check(dst, s, x, y, size, true, align)
		return
	}
	t.pick(true, size, align, col).Draw(dst, assets.Printable(s), int(x), int(y))
}

// Width returns the width of s in pixels at a size.
func (t *Text) Width(s string, size float64, bold bool) float64 {
	r := t.pick(bold, size, Left, color.White)
	return float64(r.Measure(assets.Printable(s)).Width().ToFloat64())
}

// Wrap breaks s into lines no wider than width at a size, at spaces. A
// no-break space (U+00A0, as French sets before ":" and "?") holds its
// words together; so does a space before punctuation standing alone (the
// separator of "a · b", a French ":" or "»" after a plain space), which
// stays at the end of a line, and one after an opening quote or bracket
// ("« a"): no line begins with a separator or ends with an opening quote.
func (t *Text) Wrap(s string, size, width float64) []string {
	var lines []string
	line := ""
	for _, w := range unbreakable(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '\t' || r == '\n' })) {
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

// unbreakable joins words that a line must not break between: punctuation
// standing alone to the word before it, an opening quote or bracket to the
// word after it.
func unbreakable(words []string) []string {
	out := make([]string, 0, len(words))
	glue := false // the last word opens: the next joins it
	for _, w := range words {
		switch {
		case glue || len(out) > 0 && closing(w):
			out[len(out)-1] += " " + w
		default:
			out = append(out, w)
		}
		glue = opening(w)
	}
	return out
}

// opening reports whether a word is only opening quotes or brackets: «, „, (.
func opening(w string) bool {
	for _, r := range w {
		if !unicode.In(r, unicode.Ps, unicode.Pi) {
			return false
		}
	}
	return w != ""
}

// closing reports whether a word is punctuation or symbols alone (·, –, :,
// », %), none of it opening.
func closing(w string) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.In(r, unicode.Ps, unicode.Pi) {
			return false
		}
	}
	return w != ""
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
	if t.report != nil { // a text cut short does not fit
		t.report(Overflow{Text: s, Drawn: Rect{W: t.Width(s, size, false), H: size}, Room: Rect{W: width, H: size}})
	}
	return string(r) + "…"
}
