package session

import (
	"errors"
	"math/rand/v2"
	"testing"

	orbit "orbis/rules/orbit"
)

type orbitSession = Session[orbit.State, orbit.Action, orbit.Observation, *orbit.State]

func orbitPeople(n int) []Controller[orbit.Action, orbit.Observation] {
	out := make([]Controller[orbit.Action, orbit.Observation], n)
	for i := range out {
		out[i] = Person[orbit.Action, orbit.Observation]{}
	}
	return out
}

func newOrbitAtOnce(t *testing.T, n int, seed uint64) *orbitSession {
	t.Helper()
	st, _, err := orbit.NewGame(orbit.Config{Players: n, Seed: seed, FirstGeneral: -1})
	if err != nil {
		t.Fatal(err)
	}
	s := New[orbit.State, orbit.Action, orbit.Observation, *orbit.State](st, orbitPeople(n))
	if !s.PlayAtOnce() {
		t.Fatal("Orbit's state does not play at once")
	}
	return s
}

// playRandomly plays a random legal action of a random seat that may act,
// steps times or to the game's end, and reports how often more than one
// seat could act.
func playRandomly(t *testing.T, s *orbitSession, r *rand.Rand, steps int) (several int) {
	t.Helper()
	var seats []int
	var legal []orbit.Action
	for range steps {
		if s.State().IsOver() {
			return several
		}
		seats = s.ToAct(seats[:0])
		if len(seats) == 0 {
			t.Fatalf("nobody may act at step %d, and the game is not over", len(s.History()))
		}
		if len(seats) > 1 {
			several++
		}
		seat := seats[r.IntN(len(seats))]
		legal = s.LegalFor(seat, legal[:0])
		if len(legal) == 0 {
			t.Fatalf("seat %d may act with no legal action", seat)
		}
		if err := s.Submit(seat, legal[r.IntN(len(legal))]); err != nil {
			t.Fatalf("seat %d: %v", seat, err)
		}
	}
	return several
}

func TestAtOnceSeatsActInAnyOrderAndResume(t *testing.T) {
	for _, n := range []int{2, 5, 12} {
		s := newOrbitAtOnce(t, n, uint64(n))
		r := rand.New(rand.NewPCG(uint64(n), 9))
		if several := playRandomly(t, s, r, 100000); several == 0 {
			t.Fatalf("%d captains: never more than one seat to act at once", n)
		}
		if !s.State().IsOver() {
			t.Fatalf("%d captains: the game did not end", n)
		}
		tables := 0
		for _, st := range s.History() {
			if st.Seat == Table {
				tables++
				if st.For < 0 || st.For >= n {
					t.Fatalf("a table's step for seat %d of %d", st.For, n)
				}
			}
		}
		if tables == 0 {
			t.Fatalf("%d captains: no table's step (refills) in a whole game", n)
		}
		again, err := ResumeAtOnce[orbit.State, orbit.Action, orbit.Observation, *orbit.State](s.Start(), s.History(), orbitPeople(n))
		if err != nil {
			t.Fatalf("%d captains: resuming: %v", n, err)
		}
		if !again.State().Equal(s.State()) {
			t.Fatalf("%d captains: the resumed game is not the game played", n)
		}
	}
}

func TestAtOnceRefusesASeatNotToAct(t *testing.T) {
	s := newOrbitAtOnce(t, 4, 3)
	general := s.State().General()
	other := (general + 1) % 4
	legal := s.State().LegalActionsFor(general, nil)
	if err := s.Submit(other, legal[0]); !errors.Is(err, ErrNotYourTurn) {
		t.Fatalf("a seat giving the General's order: %v, want ErrNotYourTurn", err)
	}
	if len(s.History()) != 0 {
		t.Fatal("a refused step was kept")
	}
}

// Undo takes back one seat's last unit while another seat's step came
// after it, and keeps that step.
func TestAtOnceUndoKeepsTheOthersSteps(t *testing.T) {
	r := rand.New(rand.NewPCG(4, 4))
	for game := range 40 {
		s := newOrbitAtOnce(t, 3, uint64(100+game))
		for range 200 {
			if seats := s.ToAct(nil); len(seats) >= 2 && s.State().Simultaneous() {
				break
			}
			playRandomly(t, s, r, 1)
		}
		seats := s.ToAct(nil)
		if len(seats) < 2 || !s.State().Simultaneous() {
			continue
		}
		a, b := seats[0], seats[1]
		before := *s.State()
		if err := s.Submit(a, s.LegalFor(a, nil)[0]); err != nil {
			t.Fatal(err)
		}
		if !s.MayAct(b) || !s.CanUndo(a) {
			continue // a's step ended its follow with a refill: not to be taken back
		}
		bStep := s.LegalFor(b, nil)[0]
		if err := s.Submit(b, bStep); err != nil {
			t.Fatal(err)
		}
		if !s.CanUndo(a) {
			t.Fatalf("game %d: seat %d cannot take back its step after seat %d's", game, a, b)
		}
		if err := s.Undo(a); err != nil {
			t.Fatal(err)
		}
		want := before
		if err := want.ApplyFor(b, bStep); err != nil {
			t.Fatal(err)
		}
		for _, st := range s.History()[len(s.History())-1:] {
			if st.Seat == Table && st.For == b { // b's refill came with its step
				if err := want.ApplyFor(b, st.Action); err != nil {
					t.Fatal(err)
				}
			}
		}
		if !s.State().Equal(&want) {
			t.Fatalf("game %d: after seat %d's undo the table is not seat %d's step alone", game, a, b)
		}
		if !s.CanRedo(a) {
			t.Fatalf("game %d: seat %d cannot redo", game, a)
		}
		if err := s.Redo(a); err != nil {
			t.Fatal(err)
		}
		return
	}
	t.Fatal("no game came to two seats following at once")
}
