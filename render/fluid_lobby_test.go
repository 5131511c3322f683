package render

import (
	"strings"
	"testing"
)

// TestWrapAnywhere: a sentence with a link longer than a line wraps at
// its spaces, and the link between any two characters: every line fits,
// and nothing is lost.
func TestWrapAnywhere(t *testing.T) {
	text := NewText()
	link := "https://orbis.a-rather-long-host-name.example.org:44300/?room=K9E8-1GJR"
	for _, s := range []string{link, "A friend opens " + link + " in a browser", "short"} {
		for _, width := range []float64{80, 200, 320} {
			lines := text.WrapAnywhere(s, 16, width)
			for _, l := range lines {
				if w := text.Width(l, 16, false); w > width {
					t.Errorf("%q at %.0f: the line %q is %.0f wide", s, width, l, w)
				}
			}
			if got, want := strings.Join(lines, ""), strings.ReplaceAll(s, " ", ""); strings.ReplaceAll(got, " ", "") != want {
				t.Errorf("%q at %.0f wraps to %q: something lost", s, width, lines)
			}
		}
	}
}
