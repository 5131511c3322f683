package tournament

import "testing"

func TestLevels(t *testing.T) {
	levels := Levels{"easy", "medium", "hard"}
	names := []struct {
		level int
		want  string
	}{{1, "easy"}, {3, "hard"}, {0, "level(0)"}, {4, "level(4)"}, {-1, "level(-1)"}}
	for _, c := range names {
		if got := levels.Name(c.level); got != c.want {
			t.Errorf("Name(%d) = %q; want %q", c.level, got, c.want)
		}
	}
	parses := []struct {
		name  string
		level int
		err   string
	}{
		{"easy", 1, ""},
		{"HARD", 3, ""},
		{"Medium", 2, ""},
		{"", 0, `unknown level "" (easy, medium, hard)`},
		{"expert", 0, `unknown level "expert" (easy, medium, hard)`},
	}
	for _, c := range parses {
		got, err := levels.Parse(c.name)
		switch {
		case c.err == "" && (err != nil || got != c.level):
			t.Errorf("Parse(%q) = %d, %v; want %d", c.name, got, err, c.level)
		case c.err != "" && (err == nil || err.Error() != c.err):
			t.Errorf("Parse(%q) = %d, %v; want the error %q", c.name, got, err, c.err)
		}
	}
}
