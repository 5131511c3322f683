package tournament

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// countdown is a toy game: each action takes 1, 2 or 3 from the count, no
// more than is left; it is over at 0. stuck lists nothing at 5, refuse
// refuses every action.
type countdown struct {
	left          int
	stuck, refuse bool
}

func (c *countdown) IsOver() bool { return c.left == 0 }

func (c *countdown) LegalActions(dst []int) []int {
	if c.stuck && c.left == 5 {
		return dst
	}
	for take := 1; take <= min(3, c.left); take++ {
		dst = append(dst, take)
	}
	return dst
}

func (c *countdown) Apply(take int) error {
	if c.refuse {
		return errors.New("refused")
	}
	c.left -= take
	return nil
}

func TestPlayRandom(t *testing.T) {
	g := &countdown{left: 20}
	played, err := PlayRandom[int](g, rand.New(rand.NewPCG(7, 0x5eed)), []int{9})
	if err != nil {
		t.Fatal(err)
	}
	if !g.IsOver() || played[0] != 9 {
		t.Fatalf("left %d, played %v: the game is played out after what was played", g.left, played)
	}
	// Each action is the legal list's r.IntN(len)-th, one draw per action:
	// that is what makes a seed's record the same every time.
	r, left := rand.New(rand.NewPCG(7, 0x5eed)), 20
	want := []int{9}
	for left > 0 {
		take := 1 + r.IntN(min(3, left))
		want = append(want, take)
		left -= take
	}
	if !slices.Equal(played, want) {
		t.Errorf("played %v, want %v", played, want)
	}

	over, err := PlayRandom[int](&countdown{}, rand.New(rand.NewPCG(1, 1)), nil)
	if err != nil || len(over) != 0 {
		t.Errorf("a game over plays %v, %v; want nothing", over, err)
	}
	for _, tc := range []struct {
		name string
		g    *countdown
		want string
	}{
		{"no legal action", &countdown{left: 5, stuck: true}, "no legal action after 0 actions"},
		{"refused", &countdown{left: 5, refuse: true}, "a legal action was refused: refused"},
	} {
		if _, err := PlayRandom[int](tc.g, rand.New(rand.NewPCG(1, 1)), nil); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want %q", tc.name, err, tc.want)
		}
	}
}
