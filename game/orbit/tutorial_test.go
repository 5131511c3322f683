//go:build !js

package orbit

import (
	"slices"
	"strings"
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// TestTutorialDeal: the tutorial's Emperor rolls Scout, Mine, Buy and Zap
// in its first four turns, each order's lesson in its turn, then an order
// to countermand; its first roll is the likeliest total, 7.
func TestTutorialDeal(t *testing.T) {
	s, _, err := rules.NewGame(rules.Config{Players: 1, Seed: tutorialSeed})
	if err != nil {
		t.Fatal(err)
	}
	var orders []rules.Order
	for len(orders) < 5 && !s.IsOver() {
		a, ok := s.Chance()
		switch {
		case ok && a.Kind == rules.KindRoll:
			if a.Roll != 7 && len(orders) == 0 {
				t.Errorf("the first roll is %d, want 7", a.Roll)
			}
			orders = append(orders, rules.EmperorOrder(int(a.Roll)))
		case !ok && s.Phase() == rules.PhaseAccept:
			a = rules.Accept()
		case !ok:
			a = rules.Pass()
			if legal := s.LegalActions(nil); !slices.Contains(legal, a) {
				a = legal[0]
			}
			if s.IsLegal(rules.Done()) {
				a = rules.Done()
			}
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if want := []rules.Order{rules.Scout, rules.Mine, rules.Buy, rules.Zap, rules.Mine}; !slices.Equal(orders, want) {
		t.Fatalf("the tutorial's Emperor orders %v, want %v", orders, want)
	}
}

// TestTutorialTeachesEveryOrderAndResumes: a newcomer who does what each
// lesson asks, through the table's own input (a ship dragged along the
// ring, a payment and a gap, Zap pressed twice, a countermand), meets
// every lesson once, in order; a lesson to read shows its "go on" alone
// and goes on with it, a lesson to try only once it is done; the lesson's
// words stand in the prompt's room. Left after the Buy and resumed from
// its save, the tutorial goes on where it was; finished, it is gone.
func TestTutorialTeachesEveryOrderAndResumes(t *testing.T) {
	want := make([]string, numLessons)
	for i := range lessons {
		want[i] = lessons[i].Key
	}
	for _, w := range []game.Window{{W: 1280, H: 800}, {W: 390, H: 844}} {
		env := testEnv(t)
		env.SetWindow(w.W, w.H, 1)
		g := New()
		p, shown := playTutorial(t, env, g, newcomer, true)
		if !slices.Equal(shown, want) {
			t.Fatalf("%v: the lessons shown are\n%v\nwant\n%v", w, shown, want)
		}
		if strings.HasPrefix(p.prompt, "Learn to play") {
			t.Errorf("%v: the prompt after the last lesson is still the coach's: %q", w, p.prompt)
		}
		if c := resumeCoach(env, p.m); c != nil {
			t.Errorf("%v: a finished tutorial resumes with a coach at lesson %d", w, c.Step)
		}
	}
	env := testEnv(t)
	// A game of another deal has no coach.
	m, err := newMatch([]SeatConfig{{Name: "Ada"}}, 0, tutorialSeed+1, false)
	if err != nil {
		t.Fatal(err)
	}
	env.RememberSetup(tutorialKey, []byte(`{"seed":206,"done":3}`))
	if c := resumeCoach(env, m); c != nil {
		t.Errorf("another game got the tutorial's coach at lesson %d", c.Step)
	}
}

// TestTutorialLetsTheNewcomerGoTheirOwnWay: a newcomer who countermands
// the first roll at once (for Buy) still meets every order's lesson once,
// as the dice bring them, and the goals and the end after them all; the
// countermand, done, is not taught again.
func TestTutorialLetsTheNewcomerGoTheirOwnWay(t *testing.T) {
	env := testEnv(t)
	env.SetWindow(1280, 800, 1)
	own := func(p *play) []input.Intent {
		if p.coach.Active() && p.coach.Step == lessonRoll {
			return []input.Intent{button(btnCountermand + int(rules.Buy))}
		}
		return newcomer(p)
	}
	_, shown := playTutorial(t, env, New(), own, false)
	n := len(shown)
	if n != numLessons-1 || slices.Contains(shown, "orbit.tutorial.countermand") || shown[n-2] != "orbit.tutorial.goals" || shown[n-1] != "orbit.tutorial.end" {
		t.Fatalf("the lessons shown are %v: want each once but the countermand (made before its turn), the goals and the end last", shown)
	}
}

// playTutorial plays the tutorial with a person who presses what press
// says, each lesson checked as it is shown, until the coach has nothing
// more to say; with resuming, it is left after the Buy and resumed from
// its save. It returns the table and the lessons in the order shown.
func playTutorial(t *testing.T, env *game.Env, g *Game, press func(*play) []input.Intent, resuming bool) (*play, []string) {
	t.Helper()
	p := g.Tutorial(env).(*play)
	p.speed = game.SpeedInstant
	var shown []string
	resumed := false
	for range 3000 {
		if p.m.State().IsOver() || p.coach.Finished() {
			break
		}
		if p.coach.Active() {
			key := p.coach.Lesson().Key
			if len(shown) == 0 || shown[len(shown)-1] != key {
				shown = append(shown, key)
				checkLessonShown(t, env, p)
			}
		}
		if resuming && !resumed && p.coach.Done&(1<<lessonBuy) != 0 {
			p = resume(t, env, g, p)
			resumed = true
			continue
		}
		if _, err := p.Update(env, press(p)); err != nil {
			t.Fatal(err)
		}
	}
	if resuming && !resumed || !p.coach.Finished() || p.coach.Active() {
		t.Fatalf("resumed %v; the coach finished %v, still speaking %v (lessons %v, the game over %v)", resumed, p.coach.Finished(), p.coach.Active(), shown, p.m.State().IsOver())
	}
	return p, shown
}

// checkLessonShown holds a lesson just shown to its place: its words in
// the prompt's room, its "go on" alone in the row when it is to read (a
// click on the table doing nothing meanwhile), the table's moves when it
// is to try, and a ring round what it points at.
func checkLessonShown(t *testing.T, env *game.Env, p *play) {
	t.Helper()
	l := p.coach.Lesson()
	if !strings.Contains(p.prompt, env.T(l.Words(env))) || !strings.HasPrefix(p.prompt, "Learn to play") {
		t.Errorf("%s: the prompt says %q", l.Key, p.prompt)
	}
	goesOn := p.enabled(btnLesson)
	if read := l.Done == nil; goesOn != read {
		t.Errorf("%s: to read %v, offers to go on %v", l.Key, read, goesOn)
	}
	if p.coachAt.W <= 0 && l.Point != nil {
		t.Errorf("%s: points at nothing", l.Key)
	}
	if !goesOn {
		return
	}
	for _, b := range p.menu {
		if b.ID >= btnDone && b.ID != btnLesson && b.ID != btnLog {
			t.Errorf("%s: a lesson to read shows the move %q beside its go on", l.Key, b.Label)
		}
	}
	before := len(p.m.Sess.History())
	step := p.coach.Step
	if _, err := p.Update(env, []input.Intent{click(piece(board.HitShip, 0, 0))}); err != nil {
		t.Fatal(err)
	}
	if len(p.m.Sess.History()) != before || p.coach.Step != step {
		t.Errorf("%s: a click on a ship while the lesson is read moved the game or the coach", l.Key)
	}
}

// resume saves the tutorial, and opens it again from its save as the title's
// Continue does: the coach goes on with the lessons done.
func resume(t *testing.T, env *game.Env, g *Game, p *play) *play {
	t.Helper()
	done := p.coach.Done
	saved, err := g.Resume(env, p.SaveData())
	if err != nil {
		t.Fatal(err)
	}
	back := saved.Scene(env, p.SaveSlot()).(*play)
	back.speed = game.SpeedInstant
	if back.coach == nil || back.coach.Done != done {
		t.Fatalf("the resumed tutorial's coach is %+v, want the lessons done %b", back.coach, done)
	}
	return back
}
