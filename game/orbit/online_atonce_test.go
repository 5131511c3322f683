package orbit

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"orbis/game/online"
)

// A room of Orbit lets every captain follow at once: a seat plays while
// the seats before it still follow, a view follows the server's steps in
// the order it sent them, and the record opens to the same game.
func TestOnlineCaptainsFollowAtOnce(t *testing.T) {
	g := Online()
	seats := make([]online.SeatInfo, 9)
	for i := range seats {
		seats[i] = online.SeatInfo{Name: "c", Kind: "human"}
	}
	rec, err := g.Deal(seats, 11)
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	v, err := g.OpenView(mustView(t, m))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 3))
	several, outOfOrder := 0, 0
	for step := 0; !m.Over() && step < 20000; step++ {
		acting := m.Acting(nil)
		if len(acting) > 1 {
			several++
		}
		seat := acting[r.IntN(len(acting))]
		if seat != m.ToAct() {
			outOfOrder++
		}
		legal := m.LegalFor(seat)
		from := m.Steps()
		played, err := m.Play(seat, []string{legal[r.IntN(len(legal))]})
		if err != nil {
			t.Fatalf("seat %d of %v: %v", seat, acting, err)
		}
		for _, other := range acting {
			if other != seat && m.Moved(from, other) && slices.Contains(m.Acting(nil), other) && !sharedStep(played) {
				t.Fatalf("seat %d's step moved the table for seat %d", seat, other)
			}
		}
		for _, st := range played {
			if err := v.Follow(st); err != nil {
				t.Fatalf("the view follows %+v: %v", st, err)
			}
		}
	}
	if !m.Over() || several == 0 || outOfOrder == 0 {
		t.Fatalf("over %v; %d steps with several seats to act, %d played out of seat order", m.Over(), several, outOfOrder)
	}
	if !slices.Equal(m.Scores(), v.Scores()) {
		t.Fatalf("the view's scores %v, the server's %v", v.Scores(), m.Scores())
	}
	full, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	again, err := g.Open(full)
	if err != nil {
		t.Fatalf("the record of a game played at once: %v", err)
	}
	if !slices.Equal(again.Scores(), m.Scores()) || again.Steps() != m.Steps() {
		t.Fatal("the record opens to another game")
	}
	if _, err := g.OpenView(mustView(t, m)); err != nil {
		t.Fatalf("the view of a game played at once: %v", err)
	}
}

// sharedStep reports whether steps a seat played ended the follow of the
// order for all (the last captain's done): it moves every seat's table.
func sharedStep(played []online.Step) bool { return len(played) > 0 && played[len(played)-1].Seat < 0 }

func mustView(t *testing.T, m online.Match) []byte {
	t.Helper()
	v, err := m.View()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// A seat that has finished following, or that is not the General while
// the order is given, is refused; its refusal is ErrNotToAct.
func TestOnlineSeatNotToActIsRefused(t *testing.T) {
	g := Online()
	rec, err := g.Deal([]online.SeatInfo{{Name: "a", Kind: "human"}, {Name: "b", Kind: "human"}, {Name: "c", Kind: "human"}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	general := m.ToAct()
	other := (general + 1) % 3
	if _, err := m.Play(other, m.LegalFor(general)[:1]); !errors.Is(err, online.ErrNotToAct) {
		t.Fatalf("a captain giving the General's order: %v", err)
	}
	if len(m.LegalFor(other)) != 0 {
		t.Fatal("a captain not to act has legal actions")
	}
}
