package orbis

import (
	"encoding/json"
	"log"
	"math"

	"orbis/game"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// The first game that teaches itself: a game against an Easy computer on a
// fixed deal, where a coach above the pyramid says what to look at and
// what to try, one lesson at a time, pointing at the table. It is saved
// like any game; the lesson reached is remembered with it, so that it
// goes on where it was left.

// tutorialSeed deals the tutorial's game: its first display offers tiles
// a newcomer can pay for.
const tutorialSeed = 20180

// tutorialKey is where the lesson reached is remembered (as a game's setup).
const tutorialKey = "orbis.tutorial"

// lesson is one step of the coach.
type lesson struct {
	key   string
	point func(l *board.Layout) render.Rect // what it points at, or nil
	// done says the player did what the lesson asks; nil: a lesson to
	// read, done with a click on the coach.
	done func(p *play) bool
}

var lessons = [...]lesson{
	{key: "tutorial.welcome", point: pyramidArea},
	{key: "tutorial.display", point: displayArea},
	{key: "tutorial.take", point: displayArea, done: func(p *play) bool { return p.m.State().Seat(0).RegionCount >= 1 }},
	{key: "tutorial.end", point: func(l *board.Layout) render.Rect { return l.Buttons[board.BtnEndTurn] },
		done: func(p *play) bool { return p.m.State().Turn() >= 1 }},
	{key: "tutorial.watch", point: func(l *board.Layout) render.Rect { return l.Log },
		done: func(p *play) bool { return p.m.State().Turn() >= 2 && p.humanToAct() }},
	{key: "tutorial.realm", point: realmArea},
	{key: "tutorial.score", point: func(l *board.Layout) render.Rect { return l.Seats[l.Active].Name }},
	{key: "tutorial.help", point: func(l *board.Layout) render.Rect { return l.Buttons[board.BtnHint] }},
}

// coach is the tutorial under way: the lesson reached.
type coach struct {
	step int
}

// tutorialState is what is remembered of the tutorial.
type tutorialState struct {
	Seed uint64 `json:"seed"`
	Step int    `json:"step"`
}

// Tutorial starts the first game that teaches itself.
func (g *Game) Tutorial(env *game.Env) game.Scene {
	seats := []SeatConfig{{Name: env.T("tutorial.you")}, {Name: env.T(computerNameKeys[1]), Level: ai.Easy}}
	m, err := newMatch(seats, 0, tutorialSeed, env.InBrowser())
	if err != nil {
		log.Printf("orbis: the tutorial could not start: %v", err)
		return g.Setup(env)
	}
	p := newPlay(g, env, m, game.SpeedNormal)
	p.coach = &coach{}
	p.coach.remember(env)
	return p
}

// resumeCoach gives a resumed game its coach, when it is the tutorial and
// lessons remain.
func resumeCoach(env *game.Env, m *match) *coach {
	var st tutorialState
	data := env.LastSetup(tutorialKey)
	if data == nil || json.Unmarshal(data, &st) != nil || st.Seed != m.Seed || st.Step < 0 || st.Step >= len(lessons) {
		return nil
	}
	return &coach{step: st.Step}
}

// remember keeps the lesson reached.
func (c *coach) remember(env *game.Env) {
	if data, err := json.Marshal(tutorialState{Seed: tutorialSeed, Step: c.step}); err == nil {
		env.RememberSetup(tutorialKey, data)
	}
}

// active reports whether a lesson is shown.
func (c *coach) active() bool { return c != nil && c.step < len(lessons) }

// update moves on when the lesson is done: a lesson to read on a click on
// the coach, a lesson to try when the player did it (a click on its words
// does nothing), and remembers the lesson reached.
func (c *coach) update(env *game.Env, p *play, clicked bool) {
	if !c.active() {
		return
	}
	if l := lessons[c.step]; l.done == nil && clicked || l.done != nil && l.done(p) {
		c.step++
		c.remember(env)
	}
}

// view shows the lesson: its words, where it points, and whether a click
// on it goes on.
func (c *coach) view(env *game.Env, p *play) {
	if !c.active() {
		return
	}
	l := lessons[c.step]
	v := &p.view
	v.Coach = env.T(l.key)
	v.CoachHead = env.T("tutorial.head", c.step+1, len(lessons))
	if l.done == nil {
		v.CoachNext = env.T("tutorial.next")
	}
	if l.point != nil {
		v.CoachPoint = l.point(p.layout)
	}
}

// pyramidArea is the active seat's pyramid.
func pyramidArea(l *board.Layout) render.Rect { return hexesArea(l.Seats[l.Active].Slots[:]) }

// displayArea is the display's nine tiles.
func displayArea(l *board.Layout) render.Rect { return hexesArea(l.Display[:]) }

// realmArea is the active seat's realm.
func realmArea(l *board.Layout) render.Rect {
	a := &l.Seats[l.Active]
	first, last := a.Realm[0], a.Realm[rules.NumColors-1]
	return render.Rect{X: first.X, Y: first.Y, W: last.X + last.W - first.X, H: first.H}
}

// hexesArea is the smallest rectangle around hexagons.
func hexesArea(hs []render.Hex) render.Rect {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, h := range hs {
		x0, x1 = math.Min(x0, h.CX-h.Width()/2), math.Max(x1, h.CX+h.Width()/2)
		y0, y1 = math.Min(y0, h.CY-h.R), math.Max(y1, h.CY+h.R)
	}
	return render.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}
