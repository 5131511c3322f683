package orbis

import (
	"testing"

	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestTutorialTeachesAndResumes: the tutorial's coach shows its lessons in
// turn, a lesson to read going on with a click on it, a lesson to try only
// once the player did it; left and resumed from the title, it goes on at
// the lesson reached; done, it is gone.
func TestTutorialTeachesAndResumes(t *testing.T) {
	env := testEnv(t)
	g := New()
	p := g.Tutorial(env).(*play)
	update := func(ins ...input.Intent) {
		t.Helper()
		if _, err := p.Update(env, ins); err != nil {
			t.Fatal(err)
		}
	}
	coachClick := input.Intent{Kind: input.Click, Target: input.Target{Kind: board.CoachBox}}
	update()
	if p.coach.step != 0 || p.view.Coach == "" || p.view.CoachNext == "" || p.view.CoachPoint.W == 0 {
		t.Fatalf("the first lesson is not shown: step %d, %q", p.coach.step, p.view.Coach)
	}
	update(coachClick)
	update(coachClick)
	if p.coach.step != 2 || p.view.CoachNext != "" {
		t.Fatalf("after two clicks the lesson is %d (%q to go on), want the lesson to try", p.coach.step, p.view.CoachNext)
	}
	update(coachClick) // a lesson to try does not go on with a click
	if p.coach.step != 2 {
		t.Fatalf("a click skipped the lesson to try: now %d", p.coach.step)
	}
	// The player takes a tile and places it, as the lesson asks.
	s := p.m.State()
	var legal []rules.Action
	for s.Seat(0).RegionCount == 0 {
		legal = s.LegalActions(legal[:0])
		a := legal[0]
		for _, b := range legal {
			if b.Kind == rules.KindPlace && b.Wild {
				a = b
			}
		}
		if err := p.m.sess.Submit(0, a); err != nil {
			t.Fatal(err)
		}
	}
	update()
	if p.coach.step != 3 {
		t.Fatalf("after placing a tile the lesson is %d, want 3 (end the turn)", p.coach.step)
	}
	// Left and resumed from the title: the same lesson.
	if err := env.Save(p.SaveSlot(), p.SaveData()); err != nil {
		t.Fatal(err)
	}
	slot, saved, err := env.LatestSaved("orbis")
	if err != nil || saved == nil {
		t.Fatalf("no game to continue (%v)", err)
	}
	back := saved.Scene(env, slot.Slot).(*play)
	if back.coach == nil || back.coach.step != 3 {
		t.Fatalf("the resumed tutorial is at lesson %v, want 3", back.coach)
	}
	// A game that is not the tutorial has no coach.
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bo"}}, 0, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	if c := resumeCoach(env, m); c != nil {
		t.Errorf("another game got the tutorial's coach at lesson %d", c.step)
	}
	back.coach.step = len(lessons)
	back.buildView(env)
	if back.view.Coach != "" {
		t.Error("the coach speaks after its last lesson")
	}
}
