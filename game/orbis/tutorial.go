package orbis

import (
	"encoding/json"
	"log"
	"math"
	"math/bits"

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
	touch string                    // its words to a finger (tap), where they differ
	point func(p *play) render.Rect // what it points at, or nil
	// ready says the table offers what the lesson asks, for it to be
	// shown; nil: at once, in its turn. A lesson shown stays until done,
	// or until a later turn of the person's no longer offers it.
	ready func(p *play) bool
	// done says the player did what the lesson asks; nil: a lesson to
	// read, done with a click on the coach.
	done func(p *play) bool
	// settled says that what a lesson to read speaks of is over, so that
	// a click goes on; nil: at once.
	settled func(p *play) bool
}

// numLessons is how many lessons the coach gives.
const numLessons = 11

// The lessons, in the order they come; a lesson whose ready waits for the
// table lets a later one that is ready come first.
var lessons = [numLessons]lesson{
	{key: "orbis.tutorial.welcome", point: pyramidArea},
	{key: "orbis.tutorial.display", point: displayArea},
	{key: "orbis.tutorial.take", touch: "orbis.tutorial.take_touch", point: displayArea, done: func(p *play) bool { return p.m.State().Seat(0).RegionCount >= 1 }},
	{key: "orbis.tutorial.end", point: func(p *play) render.Rect { return p.layout.Buttons[board.BtnEndTurn] },
		done: func(p *play) bool { return p.m.State().Turn() >= 1 }},
	// Watching the opponent's turn: it goes on only once that turn is over
	// and its pieces have landed, or it flashed past while the computer played.
	{key: "orbis.tutorial.watch", point: logArea,
		settled: func(p *play) bool { return p.m.State().Turn() >= 2 && p.humanToAct() && len(p.flights) == 0 }},
	{key: "orbis.tutorial.realm", point: realmArea},
	{key: "orbis.tutorial.score", touch: "orbis.tutorial.score_touch", point: func(p *play) render.Rect { return p.layout.Seats[p.layout.Active].Name }},
	{key: "orbis.tutorial.rows", point: secondRowArea, ready: upperRowOpen, done: upperRowFaceUp},
	{key: "orbis.tutorial.god", touch: "orbis.tutorial.god_touch", point: godsArea, ready: godOffered, done: func(p *play) bool { return p.m.State().Seat(0).God != rules.NoGod }},
	{key: "orbis.tutorial.exchange", point: exchangeArea, ready: exchangeOffered, done: exchanged},
	{key: "orbis.tutorial.help", point: func(p *play) render.Rect { return p.layout.Buttons[board.BtnHint] }, ready: lessonsDone},
}

// words is the key of the lesson's words for what the player presses
// with.
func (l *lesson) words(env *game.Env) string {
	if l.touch == "" {
		return l.key
	}
	return env.Pointing(l.key, l.touch)
}

// coach is the tutorial under way: the lesson shown, and those done.
type coach struct {
	step  int    // the lesson shown, or -1 while none is ready
	done  uint32 // the lessons done, a bit each
	shown int    // the turn the lesson was shown in
}

// tutorialState is what is remembered of the tutorial.
type tutorialState struct {
	Seed uint64 `json:"seed"`
	Done uint32 `json:"done"` // the lessons done, a bit each
	// Step is the lesson reached, as remembered before lessons could come
	// out of order: those before it are done, its last (8) the help.
	Step int `json:"step,omitempty"`
}

// Tutorial starts the first game that teaches itself.
func (g *Game) Tutorial(env *game.Env) game.Scene {
	seats := []SeatConfig{{Name: env.T("orbis.tutorial.you")}, {Name: env.T(computerNameKeys[1]), Level: ai.Easy}}
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
// lessons remain; the lesson to show is chosen at its first update.
func resumeCoach(env *game.Env, m *match) *coach {
	var st tutorialState
	data := env.LastSetup(tutorialKey)
	if data == nil || json.Unmarshal(data, &st) != nil || st.Seed != m.Seed {
		return nil
	}
	if st.Done == 0 && st.Step > 0 {
		st.Done = 1<<min(st.Step, 7) - 1 // its first seven lessons are the first seven now
		if st.Step >= 8 {
			st.Done = allLessons
		}
	}
	if st.Done >= allLessons {
		return nil
	}
	return &coach{step: -1, done: st.Done}
}

// allLessons is the done mask of a finished tutorial.
const allLessons = 1<<numLessons - 1

// remember keeps the lessons done.
func (c *coach) remember(env *game.Env) {
	if data, err := json.Marshal(tutorialState{Seed: tutorialSeed, Done: c.done}); err == nil {
		env.RememberSetup(tutorialKey, data)
	}
}

// active reports whether a lesson is shown.
func (c *coach) active() bool { return c != nil && c.step >= 0 && c.step < len(lessons) }

// update moves on when the lesson is done: a lesson to read on a click on
// the coach once it is settled, a lesson to try when the player did it (a
// click on its words does nothing); then the next lesson ready comes. It
// remembers the lessons done.
func (c *coach) update(env *game.Env, p *play, clicked bool) {
	if c == nil {
		return
	}
	turn := p.m.State().Turn()
	if c.active() {
		l := lessons[c.step]
		switch {
		case l.done == nil && clicked && (l.settled == nil || l.settled(p)) || l.done != nil && l.done(p):
			c.done |= 1 << c.step
			c.step = -1
			c.remember(env)
		case l.ready != nil && turn != c.shown && myTurn(p) && !l.ready(p):
			c.step = -1 // asked in a turn gone by, and not to be done now: it waits to be ready again
		}
	}
	if c.step < 0 {
		c.step, c.shown = c.next(p), turn
	}
}

// next is the first lesson not done that is ready, or -1. A lesson to try
// that the player did already, before its turn, is done.
func (c *coach) next(p *play) int {
	for i, l := range lessons {
		switch {
		case c.done&(1<<i) != 0:
		case l.done != nil && l.done(p):
			c.done |= 1 << i
		case l.ready == nil || l.ready(p):
			return i
		}
	}
	return -1
}

// lessonsDone reports whether every lesson before the last is done.
func lessonsDone(p *play) bool {
	return p.coach != nil && p.coach.done|1<<(numLessons-1) == allLessons
}

// view shows the lesson: its words, where it points, and whether a click
// on it goes on.
func (c *coach) view(env *game.Env, p *play) {
	if !c.active() {
		return
	}
	l := lessons[c.step]
	v := &p.view
	v.Coach = env.T(l.words(env))
	v.CoachHead = env.T("orbis.tutorial.head", bits.OnesCount32(c.done)+1, len(lessons))
	if l.done == nil && (l.settled == nil || l.settled(p)) {
		v.CoachNext = env.T(env.Pointing("orbis.tutorial.next", "orbis.tutorial.next_touch"))
	}
	if l.point != nil {
		v.CoachPoint = l.point(p)
	}
}

// myTurn reports whether the person may take a tile or a god now.
func myTurn(p *play) bool {
	return p.humanToAct() && p.inspect < 0 && p.m.State().Phase() == rules.PhaseChoose
}

// upperRow reports whether a pyramid slot is above the bottom row.
func upperRow(slot int) bool { return slot >= rules.RowLen(0) && slot < rules.PyramidSlots }

// upperRowOpen: a tile of the display can go face up above the person's
// bottom row now, where the colour rule lets it.
func upperRowOpen(p *play) bool {
	s := p.m.State()
	if !myTurn(p) {
		return false
	}
	for pos := range rules.DisplaySize {
		faceUp, _ := s.Placements(pos)
		for _, slot := range faceUp.Slots() {
			if upperRow(slot) {
				return true
			}
		}
	}
	return false
}

// upperRowFaceUp: a tile of the person's lies face up above the bottom row.
func upperRowFaceUp(p *play) bool {
	pyr := p.m.State().PyramidOf(0)
	for slot, pl := range pyr {
		if upperRow(slot) && !pl.Empty() && !pl.Wild {
			return true
		}
	}
	return false
}

// godOffered: from the third round, the person may take a god now.
func godOffered(p *play) bool {
	s := p.m.State()
	return myTurn(p) && s.Round() >= 3 && s.Seat(0).God == rules.NoGod && s.GodCount() > 0
}

// exchangeOffered: the person can exchange now, or a slot glows blue for a
// tile of the display.
func exchangeOffered(p *play) bool {
	s := p.m.State()
	if !myTurn(p) {
		return false
	}
	if s.CanExchange() {
		return true
	}
	for pos := range rules.DisplaySize {
		faceUp, _ := s.Placements(pos)
		if exchange, _ := s.ExchangePlacements(pos); exchange&^faceUp != 0 {
			return true
		}
	}
	return false
}

// exchanged: the person made an exchange in the game.
func exchanged(p *play) bool {
	for _, st := range p.m.Sess.History() {
		if st.Seat == 0 && st.Action.Kind == rules.KindExchange {
			return true
		}
	}
	return false
}

// pyramidArea is the active seat's pyramid.
func pyramidArea(p *play) render.Rect { return hexesArea(p.layout.Seats[p.layout.Active].Slots[:]) }

// displayArea is the display's nine tiles.
func displayArea(p *play) render.Rect { return hexesArea(p.layout.Display[:]) }

// secondRowArea is the active seat's row above its bottom row.
func secondRowArea(p *play) render.Rect {
	return hexesArea(p.layout.Seats[p.layout.Active].Slots[rules.RowLen(0) : rules.RowLen(0)+rules.RowLen(1)])
}

// godsArea is the gods on the table.
func godsArea(p *play) render.Rect {
	r := hexesArea(p.layout.Gods[:p.m.State().GodCount()])
	// The row's heading above the hexagons is in the frame too: its edge
	// would cross the word.
	above := p.layout.Px(godsHeading)
	r.Y, r.H = r.Y-above, r.H+above
	return r
}

// godsHeading is how far above the gods' hexagons their heading reaches
// (drawn 8 above them, 13 high, by its middle), in layout units.
const godsHeading = 17

// exchangeArea is the Exchange button when the realm can exchange, else
// the display, whose tile for a blue slot waits to be picked up.
func exchangeArea(p *play) render.Rect {
	if p.m.State().CanExchange() {
		return p.layout.Buttons[board.BtnExchange]
	}
	return displayArea(p)
}

// realmArea is the active seat's realm: a row of colours, or a phone's
// grid of them.
func realmArea(p *play) render.Rect {
	a := &p.layout.Seats[p.layout.Active]
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, r := range a.Realm {
		x0, y0, x1, y1 = math.Min(x0, r.X), math.Min(y0, r.Y), math.Max(x1, r.X+r.W), math.Max(y1, r.Y+r.H)
	}
	return render.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// logArea is the game's log, or the button of a phone's drawer that
// holds it.
func logArea(p *play) render.Rect {
	if p.layout.Log.W == 0 {
		return p.layout.Buttons[board.BtnLog]
	}
	return p.layout.Log
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
