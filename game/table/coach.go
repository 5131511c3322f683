package table

import (
	"encoding/json"
	"math/bits"

	"orbis/game"
	"orbis/render"
)

// A first game that teaches itself, of any game: a coach over the table
// says what to look at and what to try, one lesson at a time. Each game
// writes its lessons over its own play scene P (what is ready, what is
// done, where a lesson points) and shows them its own way; the order the
// lessons come in, when one is done and how far the player got (kept with
// the game's setups, so that a saved tutorial goes on where it was left)
// are the same for every game, here.

// Lesson is one step of a coach, over a game's play scene P.
type Lesson[P any] struct {
	Key   string                // its words
	Touch string                // its words to a finger (tap), where they differ
	Point func(p P) render.Rect // what it points at, or nil
	// Ready says the table offers what the lesson asks, for it to be
	// shown; nil: at once, in its turn. A lesson shown stays until done,
	// or until a later turn of the person's no longer offers it.
	Ready func(p P) bool
	// Done says the player did what the lesson asks; nil: a lesson to
	// read, done with a click on the coach.
	Done func(p P) bool
	// Settled says that what a lesson to read speaks of is over, so that
	// a click goes on; nil: at once.
	Settled func(p P) bool
}

// Words is the key of the lesson's words for what the player presses
// with.
func (l *Lesson[P]) Words(env *game.Env) string {
	if l.Touch == "" {
		return l.Key
	}
	return env.Pointing(l.Key, l.Touch)
}

// Course is a game's tutorial: its lessons in the order they come (a
// lesson whose Ready waits for the table lets a later one that is ready
// come first), where the lessons done are remembered, the seed of its
// deal, and how its table tells a turn.
type Course[P any] struct {
	Key     string // where the lessons done are remembered (Env.RememberSetup)
	Seed    uint64 // the tutorial's deal: a game of another seed has no coach
	Lessons []Lesson[P]
	Turn    func(p P) int  // the game's turn now
	MyTurn  func(p P) bool // the person may make the moves the lessons ask now
	// FromStep reads the lessons done from a tutorial remembered as the
	// lesson reached, before lessons could come out of order; nil: none
	// was ever remembered so.
	FromStep func(step int) uint32
}

// CoachState is what is remembered of a tutorial.
type CoachState struct {
	Seed uint64 `json:"seed"`
	Done uint32 `json:"done"` // the lessons done, a bit each
	// Step is the lesson reached, as a tutorial remembered it before
	// lessons could come out of order (Course.FromStep).
	Step int `json:"step,omitempty"`
}

// Coach is a tutorial under way: the lesson shown, and those done.
type Coach[P any] struct {
	Course *Course[P]
	Step   int    // the lesson shown, or -1 while none is ready
	Done   uint32 // the lessons done, a bit each
	Shown  int    // the turn the lesson was shown in
}

// Start begins the course at its first lesson, remembered so.
func (co *Course[P]) Start(env *game.Env) *Coach[P] {
	c := &Coach[P]{Course: co}
	c.Remember(env)
	return c
}

// Resume gives a resumed game of the seed its coach, when it is the
// tutorial's and lessons remain; the lesson to show is chosen at its first
// update.
func (co *Course[P]) Resume(env *game.Env, seed uint64) *Coach[P] {
	var st CoachState
	data := env.LastSetup(co.Key)
	if data == nil || json.Unmarshal(data, &st) != nil || st.Seed != co.Seed || seed != co.Seed {
		return nil
	}
	if st.Done == 0 && st.Step > 0 && co.FromStep != nil {
		st.Done = co.FromStep(st.Step)
	}
	if st.Done >= co.all() {
		return nil
	}
	return &Coach[P]{Course: co, Step: -1, Done: st.Done}
}

// all is the done mask of a finished course.
func (co *Course[P]) all() uint32 { return 1<<len(co.Lessons) - 1 }

// Remember keeps the lessons done.
func (c *Coach[P]) Remember(env *game.Env) {
	if data, err := json.Marshal(CoachState{Seed: c.Course.Seed, Done: c.Done}); err == nil {
		env.RememberSetup(c.Course.Key, data)
	}
}

// Active reports whether a lesson is shown.
func (c *Coach[P]) Active() bool { return c != nil && c.Step >= 0 && c.Step < len(c.Course.Lessons) }

// Lesson is the lesson shown; call it only when Active.
func (c *Coach[P]) Lesson() *Lesson[P] { return &c.Course.Lessons[c.Step] }

// Finished reports whether every lesson is done.
func (c *Coach[P]) Finished() bool { return c != nil && c.Done >= c.Course.all() }

// DoneBut reports whether every lesson is done but the last.
func (c *Coach[P]) DoneBut() bool {
	return c != nil && c.Done|1<<(len(c.Course.Lessons)-1) == c.Course.all()
}

// Count is how many lessons are done.
func (c *Coach[P]) Count() int { return bits.OnesCount32(c.Done) }

// GoesOn reports whether a click on the lesson shown goes on: a lesson to
// read, once what it speaks of is settled.
func (c *Coach[P]) GoesOn(p P) bool {
	if !c.Active() {
		return false
	}
	l := c.Lesson()
	return l.Done == nil && (l.Settled == nil || l.Settled(p))
}

// Update moves on when the lesson is done: a lesson to read on a click on
// the coach once it is settled, a lesson to try when the player did it (a
// click on its words does nothing); then the next lesson ready comes. It
// remembers the lessons done.
func (c *Coach[P]) Update(env *game.Env, p P, clicked bool) {
	if c == nil {
		return
	}
	turn, done := c.Course.Turn(p), c.Done
	if c.Active() {
		l := c.Lesson()
		switch {
		case clicked && c.GoesOn(p) || l.Done != nil && l.Done(p):
			c.Done |= 1 << c.Step
			c.Step = -1
		case l.Ready != nil && turn != c.Shown && c.Course.MyTurn(p) && !l.Ready(p):
			c.Step = -1 // asked in a turn gone by, and not to be done now: it waits to be ready again
		}
	}
	if c.Step < 0 {
		c.Step, c.Shown = c.Next(p), turn
	}
	if c.Done != done { // a lesson done, or found done before its turn
		c.Remember(env)
	}
}

// Next is the first lesson not done that is ready, or -1. A lesson to try
// that the player did already, before its turn, is done.
func (c *Coach[P]) Next(p P) int {
	for i := range c.Course.Lessons {
		l := &c.Course.Lessons[i]
		switch {
		case c.Done&(1<<i) != 0:
		case l.Done != nil && l.Done(p):
			c.Done |= 1 << i
		case l.Ready == nil || l.Ready(p):
			return i
		}
	}
	return -1
}
