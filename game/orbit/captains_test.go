//go:build !js

package orbit

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// crowdMatch deals a game of n captains, a person at seat 0 and Easy
// computers in the others, and plays random legal steps until the person
// follows a Scout some turns in: a table of many captains, quickly.
func crowdMatch(t testing.TB, env *game.Env, n int, seed uint64) *match {
	t.Helper()
	seats := make([]SeatConfig, n)
	for i := range seats {
		seats[i] = SeatConfig{Name: captainName(env, i), Level: ai.Easy}
	}
	seats[0] = SeatConfig{Name: env.T("setup.default_name", 1)}
	m, err := newMatch(seats, 0, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	for {
		s := m.State()
		if s.IsOver() {
			t.Fatalf("%d captains, seed %d: the game ended before the picture", n, seed)
		}
		if s.Turn() >= 3 && s.CurrentPlayer() == 0 && s.Phase() == rules.PhaseFollow && s.Order() == rules.Scout && s.Followed() == 0 {
			return m
		}
		legal := s.LegalActions(nil)
		if err := m.Sess.Submit(s.CurrentPlayer(), legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// crowdTable is the table of crowdMatch laid out at a window of w×h CSS
// pixels, its grid open where it opens (a phone's, a tablet's).
func crowdTable(t testing.TB, env *game.Env, m *match, w, h float64) *play {
	t.Helper()
	env.SetWindow(w, h, 1)
	p := newPlay(New(), env, m, game.SpeedInstant)
	env.Enter(p)
	p.crowd.open = env.Frame().Fluid()
	p.Restyle(env)
	return p
}

// crowdWindows are the windows the grid is measured at: the desktop's,
// a wide screen's, a phone's upright and on its side, a tablet's.
var crowdWindows = []game.Window{{W: 1280, H: 800}, {W: 1920, H: 1080}, {W: 390, H: 844}, {W: 844, H: 390}, {W: 768, H: 1024}}

// TestCrowdGridLaysOutEveryCaptain: at a table of 7, 24 and 100 captains,
// at every window of crowdWindows, the grid's cells overlap neither each
// other nor the sort buttons, stay in the grid's room and clear of the
// large system and the side; the sort buttons are a finger's (a mouse's)
// size; scrolled to its end, the grid shows the last captain; every other
// captain is in it once; no word is under the floor or beyond its room.
func TestCrowdGridLaysOutEveryCaptain(t *testing.T) {
	env := testEnv(t)
	for _, n := range []int{7, 24, 100} {
		m := crowdMatch(t, env, n, 3)
		for _, w := range crowdWindows {
			where := fmt.Sprintf("%d captains at %v", n, w)
			p := crowdTable(t, env, m, w.W, w.H)
			f := env.Frame()
			if !p.layout.Crowd {
				t.Fatalf("%s: the layout is no crowd's", where)
			}
			c := &p.crowd
			if len(c.order) != n-1 {
				t.Fatalf("%s: the grid orders %d captains, want %d", where, len(c.order), n-1)
			}
			seen := map[int]bool{}
			for _, seat := range c.order {
				if seen[seat] || seat == p.viewer() {
					t.Fatalf("%s: seat %d twice, or the viewer's, in %v", where, seat, c.order)
				}
				seen[seat] = true
			}
			checkCells(t, where, env, p)
			floor := game.MinMouseTargetCSS
			if w.Touch() {
				floor = game.MinTouchTargetCSS
			}
			for _, b := range c.buttons {
				if r := b.Rect(f); f.CSSPx(r.H) < float64(floor) || f.CSSPx(r.W) < float64(floor) {
					t.Errorf("%s: the button %q is %.0f×%.0f, under %d", where, b.Label, f.CSSPx(r.W), f.CSSPx(r.H), floor)
				}
			}
			// Scrolled by the wheel to its end, the grid shows the last one.
			last := c.order[len(c.order)-1]
			panel := f.R(c.panel.X, c.panel.Y, c.panel.W, c.panel.H)
			for range 200 {
				p.Update(env, []input.Intent{{Kind: input.Scroll, X: panel.X + panel.W/2, Y: panel.Y + panel.H/2, Amount: -1}})
			}
			if !showsSeat(c, last) {
				t.Errorf("%s: scrolled to the end, the grid shows %d cells without seat %d", where, len(c.cells), last)
			}
			checkCells(t, where+", scrolled", env, p)
			_, figures := game.Fit(env, map[string]game.Scene{where: p}, 1)
			if below := game.BelowFloors(w, figures); len(below) > 0 {
				t.Errorf("%s", strings.Join(below, "\n"))
			}
		}
	}
}

// checkCells checks the cells in view: none overlaps another or a sort
// button, each in the grid's room, clear of the large system and of the
// side's panel (on the desktop, where the grid has a column of its own).
func checkCells(t *testing.T, where string, env *game.Env, p *play) {
	t.Helper()
	f := env.Frame()
	c := &p.crowd
	if len(c.cells) == 0 {
		t.Fatalf("%s: the grid shows no cell", where)
	}
	room := f.R(c.room.X, c.room.Y, c.room.W, c.room.H)
	for i, a := range c.cells {
		if !inside(a.box, room) {
			t.Errorf("%s: seat %d's cell %+v leaves the grid's room %+v", where, a.seat, a.box, room)
		}
		for _, b := range c.cells[i+1:] {
			if overlap(a.box, b.box) {
				t.Errorf("%s: the cells of seats %d and %d overlap: %+v, %+v", where, a.seat, b.seat, a.box, b.box)
			}
		}
		for _, b := range c.buttons {
			if overlap(a.box, b.Rect(f)) {
				t.Errorf("%s: seat %d's cell overlaps the button %q", where, a.seat, b.Label)
			}
		}
		if !f.Fluid() {
			if big := p.layout.Systems[p.layout.Active].Box; overlap(a.box, big) || overlap(a.box, p.layout.Side) {
				t.Errorf("%s: seat %d's cell %+v overlaps the large system %+v or the side %+v", where, a.seat, a.box, big, p.layout.Side)
			}
		}
	}
}

// showsSeat reports whether a seat's cell is in view.
func showsSeat(c *captains, seat int) bool {
	for _, cell := range c.cells {
		if cell.seat == seat {
			return true
		}
	}
	return false
}

func overlap(a, b render.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

func inside(a, b render.Rect) bool {
	return a.X >= b.X-0.5 && a.Y >= b.Y-0.5 && a.X+a.W <= b.X+b.W+0.5 && a.Y+a.H <= b.Y+b.H+0.5
}

// TestCrowdGridSorts: the sort buttons order the grid by seat, by score
// (the highest first) and by status (those following, then refilling,
// then finished), and a click on a cell opens that captain large.
func TestCrowdGridSorts(t *testing.T) {
	env := testEnv(t)
	m := crowdMatch(t, env, 24, 5)
	p := crowdTable(t, env, m, 1280, 800)
	s := m.State()
	// Some captains have finished and some follow: the status sort has
	// something to sort.
	var count [4]int
	for seat := range s.NumPlayers() {
		count[statusRank(s.Status(seat))]++
	}
	if count[0] == 0 || count[2] == 0 {
		t.Fatalf("following %d, finished %d: want both", count[0], count[2])
	}
	for _, by := range []captainSort{byScore, byStatus, bySeat} {
		if _, err := p.Update(env, []input.Intent{button(btnSort + int(by))}); err != nil {
			t.Fatal(err)
		}
		if p.crowd.sortBy != by {
			t.Fatalf("the button sorts by %d, want %d", p.crowd.sortBy, by)
		}
		o := p.crowd.order
		for i := 1; i < len(o); i++ {
			a, b := o[i-1], o[i]
			var ok bool
			switch by {
			case bySeat:
				ok = a < b
			case byScore:
				ok = s.ScoreOf(a).Total >= s.ScoreOf(b).Total
			case byStatus:
				ok = statusRank(s.Status(a)) <= statusRank(s.Status(b))
			}
			if !ok {
				t.Fatalf("sorted by %d: seat %d before seat %d in %v", by, a, b, o)
			}
		}
		for i, cell := range p.crowd.cells { // the cells in view go in the order
			if cell.seat != o[i] {
				t.Fatalf("sorted by %d: cell %d is seat %d, want %d", by, i, cell.seat, o[i])
			}
		}
	}
	cell := p.crowd.cells[3]
	target := p.Hit(env, cell.box.X+cell.box.W/2, cell.box.Y+cell.box.H/2)
	if target.Kind != board.HitSystem || target.Index != cell.seat {
		t.Fatalf("the middle of seat %d's cell hits %+v", cell.seat, target)
	}
	if _, err := p.Update(env, []input.Intent{click(target)}); err != nil {
		t.Fatal(err)
	}
	if p.activeSeat() != cell.seat || p.layout.Active != cell.seat {
		t.Fatalf("a click on seat %d's cell shows seat %d large", cell.seat, p.layout.Active)
	}
}

// TestCrowdGridScrollsByADrag: a finger's drag on a phone's grid scrolls
// it with the finger, and a tap on the row's button closes it.
func TestCrowdGridScrollsByADrag(t *testing.T) {
	env := testEnv(t)
	m := crowdMatch(t, env, 24, 3)
	p := crowdTable(t, env, m, 390, 844)
	f := env.Frame()
	cell := p.crowd.cells[len(p.crowd.cells)-1]
	target := p.Hit(env, cell.box.X+4, cell.box.Y+4)
	if !p.Draggable(target) {
		t.Fatalf("a cell's %+v is not draggable: the grid would not scroll", target)
	}
	y := cell.box.Y + 4
	if _, err := p.Update(env, []input.Intent{{Kind: input.DragStart, Target: target, X: cell.box.X + 4, Y: y},
		{Kind: input.DragMove, Target: target, X: cell.box.X + 4, Y: y - f.Px(200)}, {Kind: input.Drop, Target: target, X: cell.box.X + 4, Y: y - f.Px(200)}}); err != nil {
		t.Fatal(err)
	}
	if got := p.crowd.scroll.Offset; got < 199 || got > 201 {
		t.Fatalf("a drag 200 up scrolled the grid by %.0f", got)
	}
	if _, err := p.Update(env, []input.Intent{button(btnCaptains)}); err != nil || p.crowd.open {
		t.Fatalf("the Captains button left the grid open (%v)", err)
	}
}

// TestCrowdWordsInEveryLanguage: the grid's words (the row's tally, the
// cells' names, scores and statuses) fit their rooms in every language at
// a phone's and the desktop's windows.
func TestCrowdWordsInEveryLanguage(t *testing.T) {
	for _, lang := range assets.Languages() {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Games: []game.Game{New()}, Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		m := crowdMatch(t, env, 12, 3)
		for _, w := range []game.Window{{W: 360, H: 640}, {W: 390, H: 844}, {W: 844, H: 390}, {W: 1280, H: 800}} {
			for _, open := range []bool{false, true} {
				p := crowdTable(t, env, m, w.W, w.H)
				p.crowd.open = open && env.Frame().Fluid()
				p.Restyle(env)
				name := fmt.Sprintf("%s %v open %v", lang, w, open)
				over, figures := game.Fit(env, map[string]game.Scene{name: p}, 1)
				if len(over) > 0 {
					t.Errorf("%s: %s", name, strings.Join(over, "\n"))
				}
				if below := game.BelowFloors(w, figures); len(below) > 0 {
					t.Errorf("%s", strings.Join(below, "\n"))
				}
			}
		}
	}
}

// TestReplayViewerShowsTheGrid: the replay viewer of a record of 12
// captains (orbis random) shows the others in the grid, on the desktop
// and opened on a phone, and a click on a cell shows that captain large.
func TestReplayViewerShowsTheGrid(t *testing.T) {
	env := testEnv(t)
	data, err := randomOrbit(12, 5, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []game.Window{{W: 1280, H: 800}, {W: 390, H: 844}} {
		env.SetWindow(w.W, w.H, 1)
		sc, err := New().Review(env, data)
		if err != nil {
			t.Fatal(err)
		}
		r := sc.(*review)
		env.Enter(r)
		r.crowd.open = env.Frame().Fluid()
		r.Restyle(env)
		if !r.layout.Crowd || len(r.crowd.order) != 11 || len(r.crowd.cells) == 0 {
			t.Fatalf("%v: crowd %v, %d captains in the grid, %d cells in view; want the 11 others", w, r.layout.Crowd, len(r.crowd.order), len(r.crowd.cells))
		}
		cell := r.crowd.cells[1]
		target := r.Hit(env, cell.box.X+cell.box.W/2, cell.box.Y+cell.box.H/2)
		if _, err := r.Update(env, []input.Intent{click(target)}); err != nil {
			t.Fatal(err)
		}
		if r.layout.Active != cell.seat {
			t.Fatalf("%v: a click on seat %d's cell shows seat %d large", w, cell.seat, r.layout.Active)
		}
	}
}
