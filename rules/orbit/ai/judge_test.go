package ai

import (
	"context"
	"reflect"
	"slices"
	"testing"

	"orbis/rules/orbit"
)

// TestJudgeSlicesAsAtOnce: the judge's tallies are the same however its
// rollouts are sliced, the move played is among its candidates, and a
// race (Keep) keeps the best and the move played, the others' tallies as
// they were.
func TestJudgeSlicesAsAtOnce(t *testing.T) {
	s, _, err := orbit.NewGame(orbit.Config{Players: 3, Seed: 4, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	_ = s.Apply(orbit.GiveOrder(orbit.Scout))
	obs := s.Observe(s.CurrentPlayer())
	played := s.LegalActionsFor(obs.Seat(), nil)[:1] // a scout and no more: the judge adds it where Medium does not list it
	tallies := func(cuts ...int) []Tally {
		j := NewJudge()
		if err := j.Start(&obs, 9, 3, played); err != nil {
			t.Fatal(err)
		}
		for _, n := range cuts {
			if err := j.Rollouts(context.Background(), n); err != nil {
				t.Fatal(err)
			}
		}
		return j.Tallies()
	}
	whole, sliced := tallies(12), tallies(5, 1, 6)
	if !reflect.DeepEqual(whole, sliced) {
		t.Fatal("the tallies depend on how the rollouts are sliced")
	}
	if i := slices.IndexFunc(whole, func(tl Tally) bool { return slices.Equal(tl.Actions, played) }); i < 0 || whole[i].Rollouts != 12 {
		t.Fatalf("the move played is not weighed: %+v", whole)
	}

	j := NewJudge()
	if err := j.Start(&obs, 9, 6, played); err != nil {
		t.Fatal(err)
	}
	_ = j.Rollouts(context.Background(), 4)
	j.Keep(1, played)
	before := slices.Clone(j.Tallies())
	_ = j.Rollouts(context.Background(), 4)
	kept := 0
	for i, tl := range j.Tallies() {
		isPlayed := slices.Equal(tl.Actions, played)
		switch {
		case !tl.Dropped:
			kept++
			if tl.Rollouts != 8 {
				t.Errorf("candidate %v kept, yet played out %d times", tl.Actions, tl.Rollouts)
			}
		case isPlayed:
			t.Error("the race dropped the move played")
		case tl.Rollouts != before[i].Rollouts:
			t.Errorf("candidate %v dropped, yet played out again", tl.Actions)
		}
	}
	if kept > 2 || kept < 1 {
		t.Errorf("%d candidates kept; want the best and the move played", kept)
	}
}
