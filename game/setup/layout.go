package setup

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/game"
	"orbis/render"
)

// seatInfo is what setup says under a computer seat's choices: the
// opponent's rating from the ladder, and a rival's style.
type seatInfo struct {
	rating string   // "" when the ladder has none
	style  []string // the style sentence, wrapped to its room
}

// seatCols are the columns of the seats' rows, left to right in design
// units: the seat's label, its name, the choices (a person, each level,
// the rivals' button), "plays first", the rating.
type seatCols struct {
	label, name, nameW   float64
	choices, choiceW     float64
	n                    int // choices
	first, rating, right float64
}

// Where the seats' rows go, in design units: the first row's middle, the
// bottom their rows (and rivals' lines) stay above, the room under a row
// for a rival's style (two lines at the largest interface scale).
const (
	seatTop    = 204
	seatBottom = 560
	styleRoom  = 48
	rowH       = 46
	choiceGap  = 6
	groupGap   = 16
	firstW     = 140 // "plays first": French "Premier Général" with its margins
	ratingW    = 140
	labelW     = 100
	headerY    = 162
	styleSize  = 13.5 // a rival's style, times the interface scale
	speedW     = 140  // a speed's button: Polish "Błyskawiczne" with its margins
)

// cols lays the seats' columns out, centred: the more choices a game
// offers, the narrower the name field.
func (s *setup) cols() seatCols {
	c := seatCols{n: 1 + s.topLevel(), nameW: 260, choiceW: 86}
	if len(s.spec.Rivals) > 0 {
		c.n++
	}
	switch {
	case c.n == 5:
		c.nameW = 230
	case c.n > 5:
		c.nameW, c.choiceW = 210, 84
	}
	choices := float64(c.n)*c.choiceW + float64(c.n-1)*choiceGap
	total := labelW + 10 + c.nameW + groupGap + choices + groupGap + firstW + 14 + ratingW
	c.label = (render.DesignW - total) / 2
	c.name = c.label + labelW + 10
	c.choices = c.name + c.nameW + groupGap
	c.first = c.choices + choices + groupGap
	c.rating = c.first + firstW + 14
	c.right = c.rating + ratingW
	return c
}

// styled reports whether rows leave room under them for a rival's style.
func (s *setup) styled() bool { return len(s.spec.Rivals) > 0 }

// seatY is the middle of seat i's row: rows close up to fit the most
// seats the game has, with their rivals' lines.
func (s *setup) seatY(i int) float64 {
	room := 0.0
	if s.styled() {
		room = styleRoom
	}
	step := min(70+room, (seatBottom-seatTop-rowH/2-room)/float64(max(s.spec.MaxPlayers-1, 1)))
	return seatTop + step*float64(i)
}

// lay lays out what Draw shows: the buttons, and what is said under each
// computer seat, in the player's language.
func (s *setup) lay(env *game.Env) {
	f, text := env.Frame(), env.Text()
	c := s.cols()
	size, width := f.Px(styleSize)*env.InterfaceScale(), f.Px(c.right-c.name)
	if s.form.on = f.Fluid(); s.form.on {
		size, width = f.Px(fluidInfo*env.InterfaceScale()), f.Px(min(f.DW-2*render.FluidMargin, fluidWidest))
	}
	for i := range s.info {
		s.info[i] = seatInfo{}
		if i >= s.count || s.levels[i] == game.LevelHuman {
			continue
		}
		id := game.LevelName(s.levels[i])
		if r, ok := s.rival(i); ok {
			id = r.ID
			s.info[i].style = text.Wrap(env.T(r.Style), size, width)
		}
		s.info[i].rating = ratingText(env, s.ratings, id)
	}
	if s.form.on {
		s.layFluid(env)
		return
	}
	s.menu = s.buttons(env)
}

// ratingText is a contestant's rating as setup shows it ("Elo 1620 ±70");
// the ladder's anchor has no interval. "" when the ladder has no rating.
func ratingText(env *game.Env, ratings map[string]assets.Rating, id string) string {
	r, ok := ratings[id]
	if !ok {
		return ""
	}
	half := math.Round((r.Hi - r.Lo) / 2)
	if half < 1 {
		return env.T("setup.rating_anchor", int(math.Round(r.Elo)))
	}
	return env.T("setup.rating", int(math.Round(r.Elo)), int(half))
}

func (s *setup) buttons(env *game.Env) []render.MenuButton {
	var b []render.MenuButton
	var counts []render.MenuButton
	for n := s.spec.MinPlayers; n <= s.spec.MaxPlayers; n++ {
		counts = append(counts, render.MenuButton{ID: btnCount + n, Label: strconv.Itoa(n), Enabled: true, Marked: n == s.count})
	}
	b = append(b, render.Row(528, 118, 64, 44, 16, counts...)...)
	c := s.cols()
	// "At random" heads the column of who plays first (online, the server
	// draws it; alone, nobody but the player can).
	if s.choosesFirst() {
		b = append(b, render.Row(c.first+firstW-240, headerY, 240, 34, 0,
			render.MenuButton{ID: btnRandomFirst, Label: env.T(s.spec.RandomFirst), Enabled: true, Marked: s.first < 0})...)
	}
	for i := range s.count {
		y := s.seatY(i)
		b = append(b, render.Row(c.name, y, 0, rowH, 0,
			render.MenuButton{ID: btnName + i, W: c.nameW, Label: s.fieldText(s.names[i], i), Enabled: true},
		)...)
		b = append(b, render.Row(c.choices, y, c.choiceW, rowH, choiceGap, s.kinds(env, i)...)...)
		if s.choosesFirst() {
			b = append(b, render.Row(c.first, y, firstW, rowH, 0,
				render.MenuButton{ID: btnFirst + i, Label: env.T(s.spec.First), Enabled: true, Marked: s.first == i})...)
		}
	}
	if s.online() {
		var limits []render.MenuButton
		for i, l := range turnLimits {
			limits = append(limits, render.MenuButton{ID: btnLimit + i, Label: limitLabel(env, l), Enabled: true, Marked: s.limit == i})
		}
		b = append(b, render.Row(470, 600, 150, 44, 12, limits...)...)
		if s.spec.Spectators != nil { // beside Start: who may watch the room it opens
			b = append(b, render.Row(980, 734, 260, 44, 0, s.spectatorsButton(env))...)
		}
	} else {
		seed, hint := s.seedLabel(env)
		b = append(b, render.Row(470, 600, 240, 44, 0, render.MenuButton{ID: btnSeed, Label: seed, Enabled: true, Hint: hint})...)
	}
	var speeds []render.MenuButton
	for sp := range game.NumSpeeds {
		speeds = append(speeds, render.MenuButton{ID: btnSpeed + int(sp), Label: sp.Label(env), Enabled: true, Marked: env.Speed() == sp})
	}
	b = append(b, render.Row(476, 656, speedW, 40, 12, speeds...)...)
	return append(b, render.Row(370, 734, 0, 50, 110,
		render.MenuButton{ID: btnBack, W: 200, Label: env.T("setup.back"), Enabled: true},
		render.MenuButton{ID: btnStart, W: 260, Label: env.T("setup.start"), Enabled: true, Primary: true},
	)...)
}

// kinds are who may play seat i: every choice in sight, the chosen one
// marked; the rivals take turns on one button, named once chosen.
func (s *setup) kinds(env *game.Env, i int) []render.MenuButton {
	var kinds []render.MenuButton
	for l := game.LevelHuman; l <= s.topLevel(); l++ {
		label := kindChoice(env, l)
		if l == game.LevelHuman && s.online() && i > 0 {
			label = env.T("online.friend") // a seat left open for a friend
		}
		kinds = append(kinds, render.MenuButton{ID: btnKind + 10*i + l, Label: label, Enabled: true, Marked: s.levels[i] == l && s.rivals[i] == 0})
	}
	if len(s.spec.Rivals) > 0 {
		label := env.T("setup.rival")
		r, chosen := s.rival(i)
		if chosen {
			label = env.T(r.Name)
		}
		kinds = append(kinds, render.MenuButton{ID: btnKind + 10*i + btnRival, Label: label, Enabled: chosen || s.nextRival(i) >= 0, Marked: chosen})
	}
	return kinds
}

// limitLabel names a turn limit: none, minutes, hours or days.
func limitLabel(env *game.Env, seconds int) string {
	switch {
	case seconds == 0:
		return env.T("online.limit_none")
	case seconds%86400 == 0:
		return env.N("online.limit_days", seconds/86400, seconds/86400)
	case seconds%3600 == 0:
		return env.N("online.limit_hours", seconds/3600, seconds/3600)
	}
	return env.N("online.limit_minutes", seconds/60, seconds/60)
}

// kindChoice is a seat's choice button: a person, or a computer's level.
func kindChoice(env *game.Env, l int) string {
	if l == game.LevelHuman {
		return env.T("setup.human")
	}
	return game.LevelWord(env, l)
}

// fieldText shows a text field's content, with a caret when it has focus.
func (s *setup) fieldText(text string, field int) string {
	if s.focus == field {
		return text + "|"
	}
	return text
}

// seedLabel is the seed field's text, or its hint (a seed drawn at
// random) while it is empty.
func (s *setup) seedLabel(env *game.Env) (label string, hint bool) {
	if s.seed == "" && s.focus != fieldSeed {
		return env.T("setup.seed_random"), true
	}
	return s.fieldText(s.seed, fieldSeed), false
}

func (s *setup) Draw(env *game.Env, dst *ebiten.Image) {
	if s.form.on {
		s.drawFluid(env, dst)
		return
	}
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	title, seedLabel := env.T("setup.title"), env.T("setup.seed")
	if s.online() {
		title, seedLabel = env.T("online.host_title"), env.T("online.turn_limit")
	}
	text.DrawBold(dst, title, f.X(640), f.Y(60), f.Px(40), render.Gold, render.Center)
	// label writes a row's label from x, in the room left of its buttons
	// at right.
	label := func(s string, x, right, y, size float64, col color.RGBA) {
		before := text.Within(dst, f.R(x, y-20, right-8-x, 40))
		text.Draw(dst, s, f.X(x), f.Y(y), f.Px(size), col, render.Left)
		text.Restore(before)
	}
	c := s.cols()
	label(env.T("setup.players"), 400, 528, 118, 18, render.Ink)
	// The kinds of player over their choices, once, left of "at random".
	choicesW := c.first - groupGap - c.choices
	before := text.Within(dst, f.R(c.choices, headerY-18, c.first+firstW-240-8-c.choices, 36))
	text.Draw(dst, env.T("setup.played_by"), f.X(c.choices+choicesW/2), f.Y(headerY), f.Px(14), render.InkDim, render.Center)
	text.Restore(before)
	reading := f.Px(styleSize) * env.InterfaceScale()
	for i := range s.count {
		y := s.seatY(i)
		label(env.T("setup.seat", i+1), c.label, c.name, y, 18, render.InkDim)
		info := &s.info[i]
		if info.rating != "" {
			label(info.rating, c.rating, render.DesignW-2, y, 14*env.InterfaceScale(), render.Ink)
		}
		if len(info.style) > 0 {
			before := text.Within(dst, f.R(c.name, y+rowH/2+2, c.right-c.name, styleRoom))
			for k, line := range info.style {
				text.Draw(dst, line, f.X(c.name), f.Y(y+rowH/2+4)+reading*(0.6+1.2*float64(k)), reading, render.InkDim, render.Left)
			}
			text.Restore(before)
		}
	}
	label(seedLabel, c.label, 470, 600, 16, render.InkDim)
	label(env.T("setup.speed"), c.label, 476, 656, 16, render.InkDim)
	game.DrawMenu(env, dst, s.menu, s.hover, s.keys)
	if !s.message.Empty() {
		text.Draw(dst, env.Say(s.message), f.X(640), f.Y(782), f.Px(14), render.Danger, render.Center)
	}
}
