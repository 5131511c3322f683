package orbis

import (
	"log"
	"math"

	"orbis/game"
	"orbis/game/table"
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

// lesson is one step of the coach (game/table's lessons, shared with
// every game's tutorial).
type lesson = table.Lesson[*play]

// coach is the tutorial under way: the lesson shown, and those done.
type coach = table.Coach[*play]

// numLessons is how many lessons the coach gives.
const numLessons = 11

// The lessons, in the order they come; a lesson whose ready waits for the
// table lets a later one that is ready come first.
var lessons = [numLessons]lesson{
	{Key: "orbis.tutorial.welcome", Point: pyramidArea},
	{Key: "orbis.tutorial.display", Point: displayArea},
	{Key: "orbis.tutorial.take", Touch: "orbis.tutorial.take_touch", Point: displayArea, Done: func(p *play) bool { return p.m.State().Seat(0).RegionCount >= 1 }},
	{Key: "orbis.tutorial.end", Point: func(p *play) render.Rect { return p.layout.Buttons[board.BtnEndTurn] },
		Done: func(p *play) bool { return p.m.State().Turn() >= 1 }},
	// Watching the opponent's turn: it goes on only once that turn is over
	// and its pieces have landed, or it flashed past while the computer played.
	{Key: "orbis.tutorial.watch", Point: logArea,
		Settled: func(p *play) bool { return p.m.State().Turn() >= 2 && p.humanToAct() && len(p.flights) == 0 }},
	{Key: "orbis.tutorial.realm", Point: realmArea},
	{Key: "orbis.tutorial.score", Touch: "orbis.tutorial.score_touch", Point: func(p *play) render.Rect { return p.layout.Seats[p.layout.Active].Name }},
	{Key: "orbis.tutorial.rows", Point: secondRowArea, Ready: upperRowOpen, Done: upperRowFaceUp},
	{Key: "orbis.tutorial.god", Touch: "orbis.tutorial.god_touch", Point: godsArea, Ready: godOffered, Done: func(p *play) bool { return p.m.State().Seat(0).God != rules.NoGod }},
	{Key: "orbis.tutorial.exchange", Point: exchangeArea, Ready: exchangeOffered, Done: exchanged},
	{Key: "orbis.tutorial.help", Point: func(p *play) render.Rect { return p.layout.Buttons[board.BtnHint] }, Ready: lessonsDone},
}

// course is Orbis' tutorial: its lessons on its deal.
var course = table.Course[*play]{
	Key: tutorialKey, Seed: tutorialSeed, Lessons: lessons[:],
	Turn:   func(p *play) int { return p.m.State().Turn() },
	MyTurn: myTurn,
	// As remembered before lessons could come out of order: its first
	// seven lessons are the first seven now, its last (8) the help.
	FromStep: func(step int) uint32 {
		if step >= 8 {
			return allLessons
		}
		return 1<<min(step, 7) - 1
	},
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
	p.coach = course.Start(env)
	return p
}

// resumeCoach gives a resumed game its coach, when it is the tutorial and
// lessons remain; the lesson to show is chosen at its first update.
func resumeCoach(env *game.Env, m *match) *coach { return course.Resume(env, m.Seed) }

// allLessons is the done mask of a finished tutorial.
const allLessons = 1<<numLessons - 1

// lessonsDone reports whether every lesson before the last is done.
func lessonsDone(p *play) bool { return p.coach.DoneBut() }

// showCoach shows the lesson: its words, where it points, and whether a
// click on it goes on.
func showCoach(env *game.Env, p *play) {
	c := p.coach
	if !c.Active() {
		return
	}
	l := c.Lesson()
	v := &p.view
	v.Coach = env.T(l.Words(env))
	v.CoachHead = env.T("orbis.tutorial.head", c.Count()+1, len(lessons))
	if c.GoesOn(p) {
		v.CoachNext = env.T(env.Pointing("orbis.tutorial.next", "orbis.tutorial.next_touch"))
	}
	if l.Point != nil {
		v.CoachPoint = l.Point(p)
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
