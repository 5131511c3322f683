//go:build !js

package orbit

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"orbis/game"
	orbis "orbis/game/orbis"
	"orbis/game/table"
	"orbis/game/table/tabletest"
	"orbis/input"
	"orbis/render"
	rules "orbis/rules/orbit"
)

// TestRematchDealsTheSameSeatsAgain: the final score offers Rematch where
// Orbis' final score does, in the same words and first; it deals a new game
// for the same seats with the next seed, and opens its table.
func TestRematchDealsTheSameSeatsAgain(t *testing.T) {
	env := testEnv(t)
	sc, err := New().Demo(env, "gameover", 3, 7)
	if err != nil {
		t.Fatal(err)
	}
	o := sc.(*over)
	at := slices.IndexFunc(o.final.Menu, func(b render.MenuButton) bool { return b.ID == table.BtnRematch })
	if at != 0 || o.final.Menu[at].Label != env.T("over.rematch") || !o.final.Menu[at].Primary {
		t.Fatalf("the final score's buttons %+v: want Rematch first, the primary one", o.final.Menu)
	}
	theirs, err := orbis.New().Demo(env, "gameover", 2, 7)
	if err != nil {
		t.Fatal(err)
	}
	f := env.Frame()
	for _, b := range o.final.Menu {
		x, y := f.X(b.X), f.Y(b.Y)
		mine, other := o.Hit(env, x, y), theirs.Hit(env, x, y)
		if mine.Kind != game.KindButton || other.Kind != game.KindButton {
			t.Errorf("%q: at %.0f,%.0f Orbit's final score has %+v, Orbis' %+v: the same button in the same place", b.Label, x, y, mine, other)
		}
	}
	m, err := o.rematch(env)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(m.Seats, o.m.Seats) || m.Seed != o.m.Seed+1 || m.State().IsOver() || m.State().NumPlayers() != 3 {
		t.Fatalf("rematch: seats %+v, seed %d, over %v; want the seats %+v with seed %d", m.Seats, m.Seed, m.State().IsOver(), o.m.Seats, o.m.Seed+1)
	}
	c, err := o.Update(env, []input.Intent{button(table.BtnRematch)})
	if err != nil || c == game.Stay {
		t.Fatalf("the Rematch button: %v, %v", c, err)
	}
}

// soloOver plays a solo game to its end, countermanding the first times
// the deck allows, and returns its final score.
func soloOver(t *testing.T, env *game.Env, countermands int) *over {
	t.Helper()
	m, err := newMatch([]SeatConfig{{Name: "Solo"}}, 0, 21, false)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(21, 1))
	var legal []rules.Action
	for !m.State().IsOver() {
		s := m.State()
		legal = s.LegalActions(legal[:0])
		a := legal[r.IntN(len(legal))]
		if s.Phase() == rules.PhaseAccept {
			a = rules.Accept()
			if int(s.Player(0).Countermands) < countermands && s.Rolled() != rules.Buy {
				a = rules.Countermand(rules.Buy)
			}
		}
		if err := m.Sess.Submit(0, a); err != nil {
			t.Fatal(err)
		}
	}
	if got := int(m.State().Player(0).Countermands); got != countermands {
		t.Fatalf("the game made %d countermands, want %d", got, countermands)
	}
	return newOver(New(), env, m)
}

// TestFinalScoreTellsCountermandsOnlyWhenMade: a solo game without
// countermands shows no countermand line; one with two says, in words,
// how many and what they took off.
func TestFinalScoreTellsCountermandsOnlyWhenMade(t *testing.T) {
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{New()}})
		if err != nil {
			t.Fatal(err)
		}
		none, two := soloOver(t, env, 0), soloOver(t, env, 2)
		for _, line := range none.lines[0] {
			if strings.Contains(line, "−0") {
				t.Errorf("%s: a game without countermands says %q", lang, line)
			}
		}
		pen := two.score.Players[0].Penalty
		want := env.N("orbit.over.penalty", 2, 2, env.N("orbit.points", pen, pen))
		if !slices.Contains(two.lines[0], want) || pen != 3 || len(none.lines[0])+1 != len(two.lines[0]) {
			t.Errorf("%s: without countermands %q; two countermands (−%d) told as %q, want the line %q more", lang, none.lines[0], pen, two.lines[0], want)
		}
	}
}

// TestFinalScoreOnPhones: the final score lays itself out for a phone,
// its cards one under another upright and scrolling, its buttons at the
// foot (see tabletest.CheckScoreOnPhones), from two captains to six.
func TestFinalScoreOnPhones(t *testing.T) {
	for _, players := range []int{2, 3, 6} {
		env := testEnv(t)
		sc, err := New().Demo(env, "gameover", players, 7)
		if err != nil {
			t.Fatal(err)
		}
		o := sc.(*over)
		tabletest.CheckScoreOnPhones(t, env, o, &o.final, slices.Clone(o.final.Cards))
	}
}
