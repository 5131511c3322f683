package tournament

import (
	"fmt"
	"strings"
)

// Levels are a game's computer levels by name, the first being level 1:
// level 0 is no level, so a zero value never passes for the easiest.
type Levels []string

// Name is level l's name, or level(l) for a level the game does not have.
func (ls Levels) Name(l int) string {
	if l >= 1 && l <= len(ls) {
		return ls[l-1]
	}
	return fmt.Sprintf("level(%d)", l)
}

// Parse reads a level's name, in any case.
func (ls Levels) Parse(name string) (int, error) {
	for i, n := range ls {
		if strings.EqualFold(n, name) {
			return i + 1, nil
		}
	}
	return 0, fmt.Errorf("unknown level %q (%s)", name, strings.Join(ls, ", "))
}
