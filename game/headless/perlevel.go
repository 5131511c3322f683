package headless

import (
	"fmt"
	"strconv"
	"strings"

	"orbis/rules/tournament"
)

// PerLevel is --iterations: one count for every searching level ("48000")
// or one per level ("hard=48000,expert=22000"), since Expert's deeper
// iterations cost about twice Hard's. Levels names the levels it reads.
type PerLevel struct {
	Levels tournament.Levels
	All    int
	Level  map[string]int // by level name, lower case
}

func (p *PerLevel) String() string {
	if p == nil {
		return "0"
	}
	if len(p.Level) == 0 {
		return strconv.Itoa(p.All)
	}
	var parts []string
	for _, name := range p.Levels {
		if k, ok := p.Level[name]; ok {
			parts = append(parts, fmt.Sprintf("%s=%d", name, k))
		}
	}
	return strings.Join(parts, ",")
}

func (p *PerLevel) Set(text string) error {
	if k, err := strconv.Atoi(text); err == nil {
		if k < 0 {
			return fmt.Errorf("%d iterations", k)
		}
		p.All, p.Level = k, nil
		return nil
	}
	p.All, p.Level = 0, map[string]int{}
	for part := range strings.SplitSeq(text, ",") {
		name, count, ok := strings.Cut(strings.TrimSpace(part), "=")
		k, err := strconv.Atoi(count)
		if _, lerr := p.Levels.Parse(name); !ok || err != nil || k < 0 || lerr != nil {
			return fmt.Errorf("%q: want a count or level=count pairs such as hard=48000,expert=22000", part)
		}
		p.Level[strings.ToLower(name)] = k
	}
	return nil
}

// For is the count for a level: its own, else the one for every level.
func (p *PerLevel) For(level string) int {
	if k, ok := p.Level[level]; ok {
		return k
	}
	return p.All
}
