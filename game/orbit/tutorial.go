package orbit

import (
	"log"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	rules "orbis/rules/orbit"
)

// Orbit's first game that teaches itself: a solo game on a fixed deal,
// where a coach in the prompt's room says what each order asks and lets
// the player do it on the real table, one lesson at a time, ringing what
// it speaks of. Its lessons come and go as game/table's coach says; it is
// saved like any game, the lessons done remembered with the setups.

// tutorialSeed deals the tutorial's game: its Emperor rolls 7 (Scout), 8
// (Mine), 11 (Buy), 2 (Zap), then 8 (Mine, an order to countermand), so
// that each order comes in the turn its lesson is due (TestTutorialDeal).
const tutorialSeed = 206

// tutorialKey is where the lessons done are remembered (as a game's setup).
const tutorialKey = "orbit_tutorial"

// btnLesson is the coach's "go on", in the row of the move at hand while a
// lesson to read is shown (beyond play_input.go's buttons).
const btnLesson = 90

// lesson is one step of the coach; coach is the tutorial under way.
type (
	lesson = table.Lesson[*play]
	coach  = table.Coach[*play]
)

// The lessons, by their place.
const (
	lessonWelcome = iota
	lessonRoll
	lessonScout
	lessonMine
	lessonBuy
	lessonZap
	lessonCountermand
	lessonGoals
	lessonEnd
	numLessons
)

// lessons are the coach's, in the order they come; those to read wait for
// the Emperor's roll (nothing on the table moves under them), the orders'
// for their order.
var lessons = [numLessons]lesson{
	lessonWelcome: {Key: "orbit.tutorial.welcome", Point: systemArea, Ready: rolled},
	lessonRoll:    {Key: "orbit.tutorial.roll", Point: emperorArea, Ready: rolled, Done: answered},
	lessonScout: {Key: "orbit.tutorial.scout", Touch: "orbit.tutorial.scout_touch", Point: systemArea,
		Ready: ordered(rules.Scout, rules.KindScout), Done: did(rules.KindScout)},
	lessonMine: {Key: "orbit.tutorial.mine", Touch: "orbit.tutorial.mine_touch", Point: trackerArea,
		Ready: ordered(rules.Mine, rules.KindMine), Done: did(rules.KindMine)},
	lessonBuy: {Key: "orbit.tutorial.buy", Touch: "orbit.tutorial.buy_touch", Point: marketArea,
		Ready: ordered(rules.Buy, rules.KindBuy), Done: did(rules.KindBuy)},
	lessonZap: {Key: "orbit.tutorial.zap", Touch: "orbit.tutorial.zap_touch", Point: systemArea,
		Ready: ordered(rules.Zap, rules.KindZap), Done: did(rules.KindZap)},
	lessonCountermand: {Key: "orbit.tutorial.countermand", Point: countermandArea,
		Ready: after(lessonRoll, lessonZap, rolled), Done: func(p *play) bool { return p.m.State().Player(0).Countermands > 0 }},
	lessonGoals: {Key: "orbit.tutorial.goals", Point: goalsArea, Ready: after(lessonRoll, lessonCountermand, rolled)},
	lessonEnd:   {Key: "orbit.tutorial.end", Point: ranksArea, Ready: func(p *play) bool { return p.coach.DoneBut() && rolled(p) }},
}

// smallWords are lessons' words where the Emperor's table is in the
// drawer (a fluid table's): what they point at is found there.
var smallWords = map[string]string{
	"orbit.tutorial.roll": "orbit.tutorial.roll_small",
	"orbit.tutorial.end":  "orbit.tutorial.end_small",
}

// course is Orbit's tutorial: its lessons on its deal.
var course = table.Course[*play]{
	Key: tutorialKey, Seed: tutorialSeed, Lessons: lessons[:],
	Turn:   func(p *play) int { return p.m.State().Turn() },
	MyTurn: myTurn,
}

// myTurn: the person may make a move now, their own system drawn large.
func myTurn(p *play) bool { return p.humanToAct() && p.inspect < 0 }

// Tutorial starts the first game that teaches itself: the person alone
// with the Emperor's dice.
func (g *Game) Tutorial(env *game.Env) game.Scene {
	m, err := newMatch([]SeatConfig{{Name: env.T("orbit.tutorial.you")}}, 0, tutorialSeed, env.InBrowser())
	if err != nil {
		log.Printf("orbit: the tutorial could not start: %v", err)
		return g.Setup(env)
	}
	p := newPlay(g, env, m, game.SpeedNormal)
	p.coach = course.Start(env)
	p.coach.Step = -1 // the first lesson ready comes now, or once the dice are rolled
	p.teach(env, nil)
	p.refresh(env)
	p.coachAt = p.coachPoint()
	return p
}

// Welcome is what the title says the first time Orbit's tab is opened:
// that its first game teaches itself.
func (g *Game) Welcome() game.Phrase { return game.Say("orbit.tutorial.welcome_title") }

// resumeCoach gives a resumed game its coach, when it is the tutorial and
// lessons remain.
func resumeCoach(env *game.Env, m *match) *coach { return course.Resume(env, m.Seed) }

// teach moves the coach on (a press of its "go on" among the intents), and
// says where the lesson shown points; Update calls it before refresh.
func (p *play) teach(env *game.Env, intents []input.Intent) {
	if p.coach == nil {
		return
	}
	clicked := false
	for _, in := range intents {
		clicked = clicked || in.Kind == input.Click && in.Target.Kind == game.KindButton && in.Target.Index == btnLesson
	}
	p.coach.Update(env, p, clicked)
}

// coachWords are the prompt's words while a lesson is shown: its head and
// its words; else the table's prompt.
func (p *play) coachWords(env *game.Env, prompt string) string {
	c := p.coach
	if !c.Active() || p.inspect >= 0 || p.m.State().IsOver() {
		return prompt
	}
	key := c.Lesson().Words(env)
	if small, ok := smallWords[key]; ok && env.Frame().Fluid() {
		key = small
	}
	return env.T("orbit.tutorial.head", c.Count()+1, numLessons, env.T(key))
}

// coachButtons are the row of the move at hand while a lesson to read is
// shown: its "go on" alone (the moves come once it is read).
func (p *play) coachButtons(env *game.Env) ([]render.MenuButton, bool) {
	if p.inspect >= 0 || !p.coach.GoesOn(p) {
		return nil, false
	}
	return []render.MenuButton{{ID: btnLesson, Label: env.T("orbit.tutorial.next"), Enabled: true, Primary: true}}, true
}

// coachPoint is where the lesson shown points, or nothing.
func (p *play) coachPoint() render.Rect {
	c := p.coach
	if !c.Active() || p.inspect >= 0 || p.drawer || c.Lesson().Point == nil || p.layout == nil {
		return render.Rect{}
	}
	return c.Lesson().Point(p)
}

// drawCoach rings what the lesson shown points at (coachAt, found after
// the table's refresh).
func (p *play) drawCoach(env *game.Env, dst *ebiten.Image) {
	if r := p.coachAt; r.W > 0 {
		f := env.Frame()
		pad, width := f.Px(4), f.Px(3)
		if f.Fluid() { // a phone's heads stand close above what they name
			pad, width = f.Px(2), f.Px(2)
		}
		env.Paint().Frame(dst, render.Rect{X: r.X - pad, Y: r.Y - pad, W: r.W + 2*pad, H: r.H + 2*pad}, f.Px(10), width, render.Gold)
	}
}

// rolled: the Emperor's roll waits for the person, to follow or to
// countermand.
func rolled(p *play) bool {
	return myTurn(p) && p.m.State().Phase() == rules.PhaseAccept
}

// answered: the person followed or countermanded a roll.
func answered(p *play) bool {
	return p.m.State().Turn() > 0 || p.m.State().Phase() == rules.PhaseFollow || did(rules.KindCountermand)(p)
}

// ordered: the person follows the order, and can follow it by a move of
// the kind.
func ordered(o rules.Order, k rules.Kind) func(p *play) bool {
	return func(p *play) bool {
		s := p.m.State()
		return myTurn(p) && s.Phase() == rules.PhaseFollow && s.Order() == o &&
			slices.ContainsFunc(s.LegalActions(nil), func(a rules.Action) bool { return a.Kind == k }) // p.legal is made after the coach moves on
	}
}

// did: the person made a move of the kind in the game.
func did(k rules.Kind) func(p *play) bool {
	return func(p *play) bool {
		for _, st := range p.m.Sess.History() {
			if st.Action.Kind == k {
				return true
			}
		}
		return false
	}
}

// after: the lessons from first to last are done, and ready says the
// table offers the lesson.
func after(first, last int, ready func(p *play) bool) func(p *play) bool {
	var want uint32
	for i := first; i <= last; i++ {
		want |= 1 << i
	}
	return func(p *play) bool { return p.coach != nil && p.coach.Done&want == want && ready(p) }
}

// systemArea is the large system's ring and its ships.
func systemArea(p *play) render.Rect {
	sys := &p.layout.Systems[p.layout.Active]
	reach := sys.Radius * ringReach
	return render.Rect{X: sys.CX - reach, Y: sys.CY - reach, W: 2 * reach, H: 2 * reach}
}

// ringReach is how far a ring's hexes and ships reach from its sun, in
// radii.
const ringReach = 1.45

// emperorArea is the Emperor's table of orders, or the drawer's button
// that holds it.
func emperorArea(p *play) render.Rect {
	if p.layout.Solo.W == 0 || p.layout.Drawer.W > 0 {
		return p.buttonArea(btnLog)
	}
	return p.layout.Solo
}

// ranksArea is the Emperor's ranks, in the same column.
func ranksArea(p *play) render.Rect { return emperorArea(p) }

// trackerArea is the resources' tracker, or the drawer's button.
func trackerArea(p *play) render.Rect {
	if p.layout.TrackerInDrawer {
		return p.buttonArea(btnLog)
	}
	return p.layout.Tracker
}

// goalsArea is the person's goals, or the drawer's button.
func goalsArea(p *play) render.Rect {
	if p.layout.GoalsInDrawer {
		return p.buttonArea(btnLog)
	}
	r := render.Rect{}
	for _, g := range p.layout.Goals {
		r = union(r, render.Rect{X: g.CX - g.R, Y: g.CY - g.R, W: 2 * g.R, H: 2 * g.R})
	}
	return r
}

// marketArea is the market's hexes.
func marketArea(p *play) render.Rect {
	r := render.Rect{}
	for _, h := range p.layout.Market {
		r = union(r, render.Rect{X: h.CX - h.R, Y: h.CY - h.R, W: 2 * h.R, H: 2 * h.R})
	}
	return r
}

// countermandArea is the buttons of the orders to countermand for.
func countermandArea(p *play) render.Rect {
	r := render.Rect{}
	for o := range rules.Order(rules.NumOrders) {
		r = union(r, p.buttonArea(btnCountermand+int(o)))
	}
	return r
}

// buttonArea is where a button of the table stands, or nothing.
func (p *play) buttonArea(id int) render.Rect {
	for i := range p.menu {
		if p.menu[i].ID == id {
			return p.menu[i].Rect(&p.layout.Frame)
		}
	}
	return render.Rect{}
}

// union is the smallest rectangle around a and b; an empty one is none.
func union(a, b render.Rect) render.Rect {
	switch {
	case b.W <= 0:
		return a
	case a.W <= 0:
		return b
	}
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	return render.Rect{X: x0, Y: y0, W: max(a.X+a.W, b.X+b.W) - x0, H: max(a.Y+a.H, b.Y+b.H) - y0}
}
