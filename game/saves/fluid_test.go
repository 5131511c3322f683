package saves

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"orbis/game"
	"orbis/game/fluidtest"
	"orbis/game/gametest"
	"orbis/input"
	"orbis/render"
)

// TestListsFitAPhone: on a phone upright and on its side, the games in
// progress and the replay viewer's picker list every game on a card a
// finger presses, in one column (no pages) that a drag scrolls to the
// last; each line is whole, wrapped on its card; the question before a
// delete fits its panel; Back is always there.
func TestListsFitAPhone(t *testing.T) {
	for _, w := range []game.Window{{W: 360, H: 640}, {W: 844, H: 390}, {W: 768, H: 1024}} {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{&watched{ledger{id: "alpha"}}}})
		if err != nil {
			t.Fatal(err)
		}
		game.UseMemoryStore(env)
		for i := range 12 {
			if err := env.Save(game.NewSaveSlot("alpha"), ledgerSave("alpha", i+1)); err != nil {
				t.Fatal(err)
			}
		}
		env.SetWindow(w.W, w.H, 1)
		l := New(env).(*savesList)
		p := NewPicker(env).(*reviewPicker)
		last := []int{btnDeleteGame + 11, btnKept + 11}
		for k, s := range []game.Scene{l, p} {
			env.Enter(s)
			menu := func() []render.MenuButton { return [][]render.MenuButton{l.menu, p.menu}[k] }
			name := fmt.Sprintf("%v %T", w, s)
			if bad := fluidtest.Misfits(env.Frame(), menu()); len(bad) > 0 {
				t.Errorf("%s:\n%s", name, strings.Join(bad, "\n"))
			}
			for range 40 {
				if has(menu(), last[k]) {
					break
				}
				if _, err := s.Update(env, []input.Intent{{Kind: input.DragStart, Y: 300}, {Kind: input.DragMove, Y: 250}}); err != nil {
					t.Fatal(err)
				}
			}
			if !has(menu(), last[k]) || !has(menu(), []int{btnSavesBack, btnPickBack}[k]) {
				t.Errorf("%s: dragged up, the twelfth game or Back is not shown", name)
			}
			for _, b := range menu() {
				if strings.Contains(b.Label, "…") {
					t.Errorf("%s: %q is cut short", name, b.Label)
				}
			}
		}
		if _, err := l.Update(env, gametest.Click(last[0])); err != nil {
			t.Fatal(err)
		}
		q := l.fluid.question
		if l.asking != 11 || len(l.menu) != 2 || len(fluidtest.Misfits(env.Frame(), l.menu)) > 0 {
			t.Fatalf("%v: the question before a delete: asking %d, answers %v", w, l.asking, l.menu)
		}
		for _, b := range l.menu {
			if b.X-b.W/2 < q.X || b.X+b.W/2 > q.X+q.W || b.Y-b.H/2 < q.Y || b.Y+b.H/2 > q.Y+q.H {
				t.Errorf("%v: %q is outside the question's panel", w, b.Label)
			}
		}
	}
}

// watched is a ledger with a viewer: the picker lists its games.
type watched struct{ ledger }

func (g *watched) Review(*game.Env, []byte) (game.Scene, error) { return &gametest.Still{}, nil }

func has(menu []render.MenuButton, id int) bool {
	return slices.ContainsFunc(menu, func(b render.MenuButton) bool { return b.ID == id })
}
