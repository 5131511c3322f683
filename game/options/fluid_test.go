package options

import (
	"slices"
	"strings"
	"testing"

	"orbis/game"
	"orbis/game/fluidtest"
	"orbis/game/gametest"
	"orbis/input"
	"orbis/render"
)

// TestOptionsFitAPhone: on a phone upright or on its side and on a
// tablet, in every language, every button the options show is on the
// screen, a finger's size and clear of the others, Back always among them;
// a drag up the screen (or the wheel) brings the last choice up where the
// window is short, and a tap on it still chooses.
func TestOptionsFitAPhone(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		for _, w := range []game.Window{{W: 360, H: 640}, {W: 390, H: 844}, {W: 640, H: 360}, {W: 844, H: 390}, {W: 768, H: 1024}, {W: 1024, H: 768}} {
			env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{&gametest.Teacher{}}})
			if err != nil {
				t.Fatal(err)
			}
			env.SetWindow(2*w.W, 2*w.H, 2)
			o := New(env).(*options)
			env.Enter(o)
			o.Restyle(env)
			if !env.Frame().Fluid() {
				t.Fatalf("%v: the options keep the desktop's canvas", w)
			}
			if bad := fluidtest.Misfits(env.Frame(), o.menu); len(bad) > 0 {
				t.Errorf("%s %v:\n%s", lang, w, strings.Join(bad, "\n"))
			}
			for range 20 {
				if shown(o, optConfirmOff) {
					break
				}
				if _, err := o.Update(env, []input.Intent{{Kind: input.DragStart, Y: 600}, {Kind: input.DragMove, Y: 400}}); err != nil {
					t.Fatal(err)
				}
			}
			if !shown(o, optConfirmOff) || !shown(o, optBack) {
				t.Fatalf("%s %v: dragged up, the last choice or Back is not shown", lang, w)
			}
			if _, err := o.Update(env, gametest.Click(optConfirmOn)); err != nil {
				t.Fatal(err)
			}
			if !env.ConfirmEndTurn() {
				t.Errorf("%s %v: a tap on a scrolled choice did not choose it", lang, w)
			}
			for range 30 {
				if _, err := o.Update(env, []input.Intent{{Kind: input.Scroll, Amount: 1}}); err != nil {
					t.Fatal(err)
				}
			}
			if o.col.Offset != 0 {
				t.Errorf("%s %v: the wheel turned up leaves the column at %.0f", lang, w, o.col.Offset)
			}
		}
	}
}

func shown(o *options, id int) bool {
	return slices.ContainsFunc(o.menu, func(b render.MenuButton) bool { return b.ID == id })
}
