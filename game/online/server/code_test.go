package server

import (
	"strings"
	"testing"

	"orbis/game/online"
)

func TestCodesReadBackAndDoNotRepeat(t *testing.T) {
	seen := map[string]bool{}
	for range 2000 {
		c := newCode()
		if got, err := online.ParseCode(online.ShowCode(strings.ToLower(c))); err != nil || got != c {
			t.Fatalf("code %s reads back as %q, %v", c, got, err)
		}
		if seen[c] {
			t.Fatalf("code %s drawn twice in 2000", c)
		}
		seen[c] = true
	}
	if a, b := newToken(), newToken(); len(a) != 32 || a == b {
		t.Fatalf("tokens %q and %q", a, b)
	}
}
