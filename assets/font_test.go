package assets

import "testing"

func TestFontsCoverTheShippedLanguages(t *testing.T) {
	// Every letter of the English, German, French and Polish alphabets,
	// with the punctuation the texts use.
	letters := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" +
		"äöüßÄÖÜ" + "àâæçéèêëîïôœùûüÿÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸ«»" + "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ" + "–—…’“”„·×→←↑↓−"
	for _, r := range letters {
		if !Covers(r) {
			t.Errorf("the fonts cannot draw %q (U+%04X)", r, r)
		}
	}
}

func TestPrintableReplacesMissingGlyphs(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Zoë", "Zoë"},
		{"Łukasz", "Łukasz"},
		{"ok 🎲", "ok ?"},
		{"名前", "??"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := Printable(tt.in); got != tt.want {
			t.Errorf("Printable(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
