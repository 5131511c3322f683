package render

// Helpers of the screens laid out for a phone's or a tablet's window
// (online play's first): texts that must show whole on a narrow canvas.

// WrapAnywhere wraps s as Wrap does, and breaks a word still wider than
// width (a link, an address) between any two characters: every line fits.
func (t *Text) WrapAnywhere(s string, size, width float64) []string {
	var lines []string
	for _, line := range t.Wrap(s, size, width) {
		for t.Width(line, size, false) > width {
			r := []rune(line)
			if len(r) < 2 {
				break // one character wider than the room: nothing to break
			}
			n := len(r) - 1
			for n > 1 && t.Width(string(r[:n]), size, false) > width {
				n--
			}
			lines, line = append(lines, string(r[:n])), string(r[n:])
		}
		lines = append(lines, line)
	}
	return lines
}

// FitSize is the size, from size down to least, at which s fits width on
// one line (bold or not); least when it does not fit even there.
func (t *Text) FitSize(s string, size, least, width float64, bold bool) float64 {
	if w := t.Width(s, size, bold); w > width {
		size = max(least, size*width/w)
	}
	return size
}

// LabelFits reports whether a button's label keeps its margins in a
// button w wide (screen pixels) at a layout's scale: drawn at 16, or
// smaller down to the readable minimum.
func (p *Painter) LabelFits(label string, w, scale float64) bool {
	return p.Text.Width(label, minLabelSize*scale, true) <= w-2*LabelMargin*scale
}
