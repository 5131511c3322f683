//go:build !js

package orbit

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"orbis/game"
	"orbis/input"
	"orbis/rules/orbit/ai"
)

// finishedMatch plays a game of n captains (a person at seat 0, Easy
// computers in the others) to its end with random legal steps.
func finishedMatch(t *testing.T, env *game.Env, n int, seed uint64) *match {
	t.Helper()
	seats := make([]SeatConfig, n)
	for i := range seats {
		seats[i] = SeatConfig{Name: captainName(env, i), Level: ai.Easy}
	}
	seats[0] = SeatConfig{Name: env.T("setup.default_name", 1)}
	m, err := newMatch(seats, 0, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 11))
	for !m.State().IsOver() {
		s := m.State()
		legal := s.LegalActions(nil)
		if err := m.Sess.Submit(s.CurrentPlayer(), legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// TestFinalScoreRanksEveryCaptain: the final score of 7, 24 and 100
// captains ranks every one in a row, best first; the person's place,
// under the head, is its rank among them, and its row is framed and in
// view; the rows overlap neither each other nor the buttons, and the
// wheel scrolls to the last; no word is under the floor or beyond its
// room. A game of six or fewer keeps its cards.
func TestFinalScoreRanksEveryCaptain(t *testing.T) {
	env := testEnv(t)
	for _, n := range []int{2, 6} {
		if o := newOver(New(), env, finishedMatch(t, env, n, 2)); o.ranks != nil {
			t.Fatalf("%d captains: a ranking, want the cards", n)
		}
	}
	for _, n := range []int{7, 24, 100} {
		m := finishedMatch(t, env, n, 2)
		sc := m.State().Score()
		better := 0
		for seat := range n {
			a, b := &sc.Players[seat], &sc.Players[0]
			if a.Total > b.Total || a.Total == b.Total && a.Resources > b.Resources {
				better++
			}
		}
		for _, w := range []game.Window{{W: 1280, H: 800}, {W: 1920, H: 1080}, {W: 390, H: 844}, {W: 844, H: 390}} {
			where := fmt.Sprintf("%d captains at %v", n, w)
			env.SetWindow(w.W, w.H, 1)
			o := newOver(New(), env, m)
			env.Enter(o)
			if _, err := o.Update(env, nil); err != nil {
				t.Fatal(err)
			}
			k := o.ranks
			if k == nil || len(k.order) != n {
				t.Fatalf("%s: ranking %+v, want every captain", where, k)
			}
			for i := 1; i < n; i++ {
				a, b := &sc.Players[k.order[i-1]], &sc.Players[k.order[i]]
				if a.Rank > b.Rank || a.Total < b.Total {
					t.Fatalf("%s: seat %d (rank %d, %d points) before seat %d (rank %d, %d points)", where, k.order[i-1], a.Rank, a.Total, k.order[i], b.Rank, b.Total)
				}
			}
			if want := env.T("orbit.over.place", better+1, n); k.placeWords != want {
				t.Errorf("%s: the head says %q, want %q", where, k.placeWords, want)
			}
			framed := false
			for _, r := range k.rows {
				framed = framed || r.you && r.seat == 0
			}
			if !framed {
				t.Errorf("%s: the person's row is not framed in view", where)
			}
			checkRows(t, where, env, o)
			for range 400 {
				v := env.Frame().R(k.view.X, k.view.Y, k.view.W, k.view.H)
				o.Update(env, []input.Intent{{Kind: input.Scroll, X: v.X + v.W/2, Y: v.Y + v.H/2, Amount: -1}})
			}
			if last := k.rows[len(k.rows)-1]; last.seat != k.order[n-1] {
				t.Errorf("%s: scrolled to the end, the last row is seat %d's, want %d's", where, last.seat, k.order[n-1])
			}
			checkRows(t, where+", scrolled", env, o)
			over, figures := game.Fit(env, map[string]game.Scene{where: o}, 1)
			if len(over) > 0 {
				t.Errorf("%s", strings.Join(over, "\n"))
			}
			if below := game.BelowFloors(w, figures); len(below) > 0 {
				t.Errorf("%s", strings.Join(below, "\n"))
			}
		}
	}
}

// checkRows checks the rows in view: in the rows' room, none over
// another or a button.
func checkRows(t *testing.T, where string, env *game.Env, o *over) {
	t.Helper()
	f := env.Frame()
	k := o.ranks
	if len(k.rows) == 0 {
		t.Fatalf("%s: no row in view", where)
	}
	view := f.R(k.view.X, k.view.Y, k.view.W, k.view.H)
	for i, a := range k.rows {
		if !inside(a.box, view) {
			t.Errorf("%s: seat %d's row %+v leaves the rows' room %+v", where, a.seat, a.box, view)
		}
		for _, b := range k.rows[i+1:] {
			if overlap(a.box, b.box) {
				t.Errorf("%s: the rows of seats %d and %d overlap", where, a.seat, b.seat)
			}
		}
		for _, b := range o.final.Menu {
			if overlap(a.box, b.Rect(f)) {
				t.Errorf("%s: seat %d's row overlaps the button %q", where, a.seat, b.Label)
			}
		}
	}
}
