// Package stats is the statistics screen: a tab per game on the table,
// the headline figures and the charts of the finished games it reads
// from the shell's record (game.Env.Stats).
package stats

import (
	"log"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// statsScreen shows one game's statistics at a time, a tab per game on
// the table: the headline figures and the charts. Everything it draws is
// laid out in Update (and when it opens), for the size and the tab shown.
type statsScreen struct {
	stats  game.Stats
	games  []game.Game
	tab    int         // the game shown: its place on the table
	notice game.Phrase // the statistics could not be read
	menu   []render.MenuButton
	hover  input.Target
	focus  int
	drawn  game.Sketch
	// laidOut is the window size, tab and scroll the drawing was made for.
	laidOut struct {
		w, h, offset float64
		tab          int
	}
	// On a phone's or a tablet's window: the title that stays (drawn is
	// the column), the column's top and its scroll.
	fluid  bool
	head   game.Sketch
	top    float64
	scroll render.Scroll
}

// The statistics screen's buttons.
const (
	statBack = iota + 1
	statTab  = 100 // + the game's place on the table
)

// Where the screen's parts go, in design units.
const (
	statLeft, statWidth = 40.0, 1200.0
	statFiguresY        = 116.0
	statFigureH         = 66.0
	statGap             = 16.0
	statBottom          = 726.0 // the charts end above the Back button
	statBackY           = 762.0
)

// New opens the statistics of the games on the table, the title's
// game first; a record that cannot be read is said so.
func New(env *game.Env) game.Scene {
	stats, err := env.Stats()
	if err != nil && env.StatsAside() == nil {
		log.Printf("orbis: the statistics could not be opened: %v", err)
	}
	return openStats(env, stats, err)
}

func openStats(env *game.Env, stats game.Stats, err error) *statsScreen {
	s := &statsScreen{stats: stats, games: env.Games()}
	switch {
	case env.StatsAside() != nil: // now, or as a game ended this session
		s.notice = game.Say("statistics.unreadable", env.StatsAside().MovedTo)
	case err != nil:
		s.notice = game.Say("statistics.error")
	}
	s.tab = max(0, slices.IndexFunc(s.games, func(g game.Game) bool { return g.ID() == env.Game().ID() }))
	game.LayOutFor(env, s, func() { s.layout(env) })
	return s
}

// Resting: the screen changes only when the player acts.
func (s *statsScreen) Resting() bool { return true }

func (s *statsScreen) Hit(env *game.Env, x, y float64) input.Target {
	t := game.HitMenu(env, s.menu, x, y)
	if f := env.Frame(); t.Kind == 0 && s.fluid {
		if d := (y - f.Y(0)) / f.S; d >= s.top && d < s.top+s.scroll.Room {
			return input.Target{Kind: kindScroll}
		}
	}
	return t
}

// Draggable: on a fluid canvas a finger's drag on the charts scrolls them.
func (s *statsScreen) Draggable(t input.Target) bool { return s.fluid && t.Kind == kindScroll }

// Responsive: the statistics lay themselves out for a phone's or a
// tablet's window.
func (s *statsScreen) Responsive() bool { return true }

// Restyle lays the screen out again for the window and the settings as
// they are now.
func (s *statsScreen) Restyle(env *game.Env) { s.layout(env) }

func (s *statsScreen) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	s.hover = game.LatestHover(intents, s.hover)
	if s.fluid {
		game.ScrollBy(env, intents, &s.scroll)
	}
	if game.Pressed(intents, input.KeyCancel) {
		return game.Pop(), nil
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, s.menu, &s.focus)
	}
	switch {
	case ok && id == statBack:
		return game.Pop(), nil
	case ok && id >= statTab && id < statTab+len(s.games):
		s.tab = id - statTab
	}
	if f := env.Frame(); f.W != s.laidOut.w || f.H != s.laidOut.h || s.tab != s.laidOut.tab || s.scroll.Offset != s.laidOut.offset {
		s.layout(env)
	}
	return game.Stay, nil
}

func (s *statsScreen) Draw(env *game.Env, dst *ebiten.Image) {
	if s.fluid {
		s.drawFluid(env, dst)
		return
	}
	dst.Fill(render.Felt)
	s.drawn.Draw(env, dst)
	game.DrawMenu(env, dst, s.menu, s.hover, s.focus)
}

// layout makes the screen's buttons and drawing for the window's size
// and the game shown.
func (s *statsScreen) layout(env *game.Env) {
	f := env.Frame()
	s.laidOut.w, s.laidOut.h, s.laidOut.tab = f.W, f.H, s.tab
	if s.fluid = f.Fluid(); s.fluid {
		s.layoutFluid(env)
		return
	}
	s.drawn = game.Sketch{}
	p := pen{game.NewPen(env, &s.drawn)}
	screen := render.Rect{W: render.DesignW, H: render.DesignH}
	p.Text(env.T("statistics.title"), 640, 40, 30, true, render.Gold, render.Center, screen)

	// The keyboard goes through the buttons in their order: the tabs, then Back.
	s.menu = s.menu[:0]
	if len(s.games) > 1 {
		var tabs []render.MenuButton
		for i, g := range s.games {
			tabs = append(tabs, render.MenuButton{ID: statTab + i, Label: g.Name(), Enabled: true, Marked: i == s.tab})
		}
		const w, gap = 160.0, 12.0
		s.menu = append(s.menu, render.Row(640-(w*float64(len(tabs))+gap*float64(len(tabs)-1))/2, 84, w, 40, gap, tabs...)...)
	}
	s.menu = append(s.menu, render.Column(640, statBackY, 220, 44, 0,
		render.MenuButton{ID: statBack, Label: env.T("statistics.back"), Enabled: true, Primary: true})...)

	g := s.games[s.tab]
	sum := s.stats.Summary(g.ID())
	y := statFiguresY
	if sum.Played > 0 {
		s.figures(env, p, sum)
		y += statFigureH + statGap
	}
	if !s.notice.Empty() {
		y = s.say(env, p, y, statWidth, env.Say(s.notice), true) + statGap
	}
	if sum.Played == 0 {
		// Nothing to chart: a kind word instead of empty axes.
		why := env.T("statistics.empty", g.Name())
		if sum.Games > 0 {
			why = env.T("statistics.only_computers", g.Name())
		}
		s.say(env, p, max(y, 330), 720, why, false)
		return
	}
	s.charts(env, p, g, sum, y)
}

// say writes a message on a panel of its own, centred, w wide, from y
// down, at the reading size; a problem is framed in red. It returns where
// the panel ends.
func (s *statsScreen) say(env *game.Env, p pen, y, w float64, msg string, problem bool) float64 {
	return s.sayAt(env, p, 640, y, w, msg, problem)
}

// sayAt is say with the panel's middle at cx.
func (s *statsScreen) sayAt(env *game.Env, p pen, cx, y, w float64, msg string, problem bool) float64 {
	size := 15 * env.InterfaceScale()
	f, text := env.Frame(), env.Text()
	const pad = 14.0
	lines := text.Wrap(msg, f.Px(size), f.Px(w-2*pad))
	if s.fluid { // a file's path breaks too on a phone
		lines = text.WrapAll(msg, f.Px(size), f.Px(w-2*pad))
	}
	step := size * 1.4
	box := render.Rect{X: cx - w/2, Y: y, W: w, H: 2*pad + step*float64(len(lines))}
	p.Panel(box)
	if problem {
		p.Frame(box, render.Danger)
	}
	for i, line := range lines {
		p.Text(line, cx, y+pad+step*(float64(i)+0.5), size, false, render.Ink, render.Center, box)
	}
	return box.Y + box.H
}

// figures writes the headline figures, a card each.
func (s *statsScreen) figures(env *game.Env, p pen, sum game.Summary) {
	figures := headline(env, sum)
	const gap = 10.0
	w := (statWidth - gap*float64(len(figures)-1)) / float64(len(figures))
	for i, fig := range figures {
		x := statLeft + float64(i)*(w+gap)
		card := render.Rect{X: x, Y: statFiguresY, W: w, H: statFigureH}
		p.Panel(card)
		p.Text(env.T(fig.key), x+w/2, card.Y+20, 13, false, render.InkDim, render.Center, card.Inset(4))
		p.Text(fig.value, x+w/2, card.Y+46, 24, true, render.Gold, render.Center, card.Inset(4))
	}
}

// charts lays out the charts from y down: the wins by opponent, the games
// by players and the recent scores in a row, the game's tallies under them.
func (s *statsScreen) charts(env *game.Env, p pen, g game.Game, sum game.Summary, y float64) {
	var tallies []game.TallyChart
	if t, ok := g.(game.Tallied); ok {
		tallies = t.TallyCharts()
		tallies = tallies[:min(len(tallies), 2)]
	}
	rowH := statBottom - y
	if len(tallies) > 0 {
		rowH = (statBottom - y - statGap) / 2
	}
	w := (statWidth - 2*statGap) / 3
	box := func(i int) render.Rect {
		return render.Rect{X: statLeft + float64(i)*(w+statGap), Y: y, W: w, H: rowH}
	}
	s.levelChart(env, p, box(0), sum)
	s.playersChart(env, p, box(1), sum)
	room := p.chartTitle(box(2), env.N("statistics.chart.scores", len(sum.Recent), len(sum.Recent)))
	p.scoreLine(room, sum.Recent)

	tw := (statWidth - statGap) / 2
	for i, t := range tallies {
		b := render.Rect{X: statLeft + float64(i)*(tw+statGap), Y: y + rowH + statGap, W: tw, H: rowH}
		s.tallyChart(env, p, b, sum, t)
	}
}

// levelChart: by the strongest computer at the table, the games played
// (the bar) and won (its gold part).
func (s *statsScreen) levelChart(env *game.Env, p pen, box render.Rect, sum game.Summary) {
	room := p.chartTitle(box, env.T("statistics.chart.levels"))
	p.hbars(room, s.levelRows(env, sum), 120, 62, chartWon)
}

// levelRows are the level chart's rows: by the strongest computer met,
// the games played and won.
func (s *statsScreen) levelRows(env *game.Env, sum game.Summary) []barRow {
	most := 0
	for _, r := range sum.ByLevel {
		most = max(most, r.Played)
	}
	var rows []barRow
	for level, r := range sum.ByLevel {
		if level == game.LevelExpert && r.Played == 0 {
			continue // only Orbis has Expert: a bar of none where nobody met it
		}
		name := game.LevelWord(env, level)
		if level == game.LevelHuman {
			name = env.T("statistics.no_computer")
		}
		rows = append(rows, barRow{name: name, whole: share(float64(r.Played), float64(most)),
			part: share(float64(r.Won), float64(most)), value: env.T("statistics.won_of", r.Won, r.Played)})
	}
	return rows
}

// playersChart: by the number of seats, the games played and won.
func (s *statsScreen) playersChart(env *game.Env, p pen, box render.Rect, sum game.Summary) {
	s.playersColumns(env, p, p.chartTitle(box, env.T("statistics.chart.players")), sum)
}

// playersColumns draws the players chart's columns in its room.
func (s *statsScreen) playersColumns(env *game.Env, p pen, room render.Rect, sum game.Summary) {
	var seats []int
	most := 0
	for n, r := range sum.BySeats {
		seats = append(seats, n)
		most = max(most, r.Played)
	}
	slices.Sort(seats)
	var cols []column
	for _, n := range seats {
		r := sum.BySeats[n]
		cols = append(cols, column{name: strconv.Itoa(n), value: env.T("statistics.won_of", r.Won, r.Played),
			whole: share(float64(r.Played), float64(most)), part: share(float64(r.Won), float64(most))})
	}
	p.vbars(room, cols)
}

// tallyChart: the names of a kind of tally counted for the people, most
// first, as the game names them.
func (s *statsScreen) tallyChart(env *game.Env, p pen, box render.Rect, sum game.Summary, t game.TallyChart) {
	room := p.chartTitle(box, env.T(t.Title))
	rows := tallyRows(env, sum, t)
	if len(rows) == 0 {
		p.note(room, env.T("statistics.no_tallies"))
		return
	}
	p.hbars(room, rows, 230, 60, chartBar)
}

// tallyRows are a tally chart's rows, most first, their bars' lengths
// shares of the most.
func tallyRows(env *game.Env, sum game.Summary, t game.TallyChart) []barRow {
	var rows []barRow
	var top float64
	for _, fav := range sum.Favourites(t.Kind) {
		name := t.Name(env, fav.Name)
		if name == "" {
			continue
		}
		n, value := float64(fav.Count), strconv.Itoa(fav.Count)
		if t.Mean {
			n = sum.Mean(t.Kind, fav.Name)
			value = game.Decimal(env, n)
		}
		top = max(top, n)
		rows = append(rows, barRow{name: name, whole: 1, part: n, value: value})
	}
	for i := range rows {
		rows[i].part = share(rows[i].part, top)
	}
	return rows
}
