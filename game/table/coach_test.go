package table

import (
	"testing"

	"orbis/game"
)

// pupil is a table for the coach's tests: its turn, whether the person may
// act, and what the table offers and what was done, by name.
type pupil struct {
	turn    int
	mine    bool
	offered map[string]bool
	did     map[string]bool
}

func (p *pupil) offers(what string) func(*pupil) bool {
	return func(*pupil) bool { return p.offered[what] }
}
func (p *pupil) done(what string) func(*pupil) bool { return func(*pupil) bool { return p.did[what] } }

// TestCoachOrdersItsLessons: a lesson to read goes on with a click once
// settled, a lesson to try only once done; a lesson that waits for the
// table lets a later one that is ready come first, and comes when the
// table offers it; a lesson done before its turn is done; the lessons done
// are remembered, and a game of the course's seed resumes them (one of
// another seed, or a course finished, has no coach).
func TestCoachOrdersItsLessons(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	p := &pupil{mine: true, offered: map[string]bool{}, did: map[string]bool{}}
	settled := false
	course := &Course[*pupil]{
		Key: "test_tutorial", Seed: 7,
		Lessons: []Lesson[*pupil]{
			{Key: "read", Settled: func(*pupil) bool { return settled }},
			{Key: "later", Ready: p.offers("later"), Done: p.done("later")},
			{Key: "try", Done: p.done("try")},
			{Key: "early", Done: p.done("early")},
		},
		Turn:   func(p *pupil) int { return p.turn },
		MyTurn: func(p *pupil) bool { return p.mine },
	}
	c := course.Start(env)
	step := func(clicked bool) string {
		t.Helper()
		c.Update(env, p, clicked)
		if !c.Active() {
			return ""
		}
		return c.Lesson().Key
	}
	c.Step = -1
	if got := step(true); got != "read" || c.GoesOn(p) {
		t.Fatalf("first the lesson to read, not yet settled: %q, goes on %v", got, c.GoesOn(p))
	}
	if got := step(true); got != "read" {
		t.Fatalf("a click before it is settled went on to %q", got)
	}
	settled = true
	p.did["early"] = true // done before its turn
	if got := step(true); got != "try" {
		t.Fatalf("after the read lesson, %q; want the lesson to try (later waits for the table)", got)
	}
	if got := step(true); got != "try" {
		t.Fatalf("a click went on from a lesson to try, to %q", got)
	}
	p.did["try"] = true
	if got := step(false); got != "" || c.Done != 0b1101 {
		t.Fatalf("with the later lesson not offered, %q is shown and %b done, want none and 1101", got, c.Done)
	}
	// Left here and resumed: the lessons done are remembered.
	back := course.Resume(env, 7)
	if back == nil || back.Done != c.Done || back.Step != -1 {
		t.Fatalf("resumed as %+v, want the lessons done %b", back, c.Done)
	}
	if other := course.Resume(env, 8); other != nil {
		t.Error("a game of another seed resumes the tutorial's coach")
	}
	p.turn, p.offered["later"] = 1, true
	if got := step(false); got != "later" {
		t.Fatalf("the table offers the later lesson: %q is shown", got)
	}
	p.turn, p.offered["later"] = 2, false // a later turn of the person's no longer offers it
	if got := step(false); got != "" {
		t.Fatalf("a lesson asked in a turn gone by and not offered now stays: %q", got)
	}
	p.did["later"] = true
	if step(false); !c.Finished() || c.Active() {
		t.Fatalf("every lesson done: finished %v, speaking %v", c.Finished(), c.Active())
	}
	if done := course.Resume(env, 7); done != nil {
		t.Error("a finished tutorial resumes with a coach")
	}
}
