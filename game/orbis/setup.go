package orbis

import (
	"encoding/json"
	"image/color"
	"log"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// setup is the new-game screen.
type setup struct {
	g       *Game
	count   int
	names   [rules.MaxPlayers]string
	custom  [rules.MaxPlayers]bool // the name was typed, not the default
	levels  [rules.MaxPlayers]ai.Level
	first   int // -1: drawn at random
	seed    string
	focus   int // text field with the keyboard: 0-3 names, 4 seed, -1 none
	hover   input.Target
	chars   []rune
	message game.Phrase         // why the game could not start
	menu    []render.MenuButton // laid out when the screen opens and after each Update
	keys    int                 // the button the keyboard has reached; 0 for none
}

// Button ids of the setup screen.
const (
	btnCount   = 100 // + player count
	btnKind    = 200 // + seat
	btnFirst   = 300 // + seat; btnFirst+4 is "random"
	btnName    = 400 // + seat (a text field)
	btnSeed    = 500
	btnSpeed   = 600 // + Speed
	btnStart   = 700
	btnBack    = 701
	fieldSeed  = 4
	maxNameLen = 20
	maxSeedLen = 19
)

// newSetup opens the setup as the last game was set up, else with one
// person against Medium computers; count > 0 asks for that many players.
func newSetup(g *Game, env *game.Env, count int) *setup {
	s := &setup{g: g, count: 2, first: -1, focus: -1}
	s.levels = [rules.MaxPlayers]ai.Level{0, ai.Medium, ai.Medium, ai.Medium}
	s.recall(env.LastSetup(g.ID()))
	if count > 0 {
		s.count = max(rules.MinPlayers, min(rules.MaxPlayers, count))
	}
	for i := range s.names {
		if !s.custom[i] {
			s.names[i] = s.defaultName(env, i)
		}
	}
	s.menu = s.buttons(env)
	return s
}

// lastSetup is what the setup remembers of the last game: the seats, the
// names typed and who played first.
type lastSetup struct {
	Players int      `json:"players"`
	Names   []string `json:"names"` // "" where the default name was kept
	Levels  []string `json:"levels"`
	First   *int     `json:"first"` // -1: at random
}

// recall sets the screen up as remembered; what does not fit is ignored.
func (s *setup) recall(data []byte) {
	var last lastSetup
	if data == nil || json.Unmarshal(data, &last) != nil {
		return
	}
	if last.Players >= rules.MinPlayers && last.Players <= rules.MaxPlayers {
		s.count = last.Players
	}
	for i := range min(len(last.Levels), rules.MaxPlayers) {
		if last.Levels[i] == "human" {
			s.levels[i] = 0
		} else if l, err := ai.ParseLevel(last.Levels[i]); err == nil && l >= ai.Easy && l <= ai.Hard {
			s.levels[i] = l
		}
	}
	for i := range min(len(last.Names), rules.MaxPlayers) {
		if name := strings.TrimSpace(last.Names[i]); name != "" && utf8.RuneCountInString(name) <= maxNameLen {
			s.names[i], s.custom[i] = name, true
		}
	}
	if last.First != nil && *last.First >= -1 && *last.First < s.count {
		s.first = *last.First
	}
}

// remember keeps this setup for the next new game.
func (s *setup) remember(env *game.Env) {
	last := lastSetup{Players: s.count, First: &s.first}
	for i := range rules.MaxPlayers {
		name, level := "", "human"
		if s.custom[i] {
			name = s.names[i]
		}
		if s.levels[i] != 0 {
			level = s.levels[i].String()
		}
		last.Names, last.Levels = append(last.Names, name), append(last.Levels, level)
	}
	if data, err := json.Marshal(last); err == nil {
		env.RememberSetup(s.g.ID(), data)
	}
}

// defaultName names a seat nobody named: a person by the seat's number, a
// computer by a name of its own, so that no two seats read the same.
func (s *setup) defaultName(env *game.Env, seat int) string {
	if s.levels[seat] == 0 {
		return env.T("setup.default_name", seat+1)
	}
	return env.T(keyOf(computerNameKeys[:], seat))
}

func (s *setup) buttons(env *game.Env) []render.MenuButton {
	var b []render.MenuButton
	var counts []render.MenuButton
	for n := rules.MinPlayers; n <= rules.MaxPlayers; n++ {
		counts = append(counts, render.MenuButton{ID: btnCount + n, Label: strconv.Itoa(n), Enabled: true, Marked: n == s.count})
	}
	b = append(b, render.Row(528, 140, 64, 44, 16, counts...)...)
	for i := range s.count {
		y := 220 + 70*float64(i)
		b = append(b, render.Row(seatLeft, y, 0, 46, 20,
			render.MenuButton{ID: btnName + i, W: 260, Label: s.fieldText(s.names[i], i), Enabled: true},
		)...)
		// Who plays the seat: every choice in sight, the chosen one marked.
		var kinds []render.MenuButton
		for l := ai.Level(0); l <= ai.Hard; l++ {
			kinds = append(kinds, render.MenuButton{ID: btnKind + 10*i + int(l), Label: kindChoice(env, l), Enabled: true, Marked: s.levels[i] == l})
		}
		b = append(b, render.Row(seatLeft+280, y, 86, 46, 6, kinds...)...)
		b = append(b, render.Row(seatLeft+280+4*86+3*6+20, y, 120, 46, 0,
			render.MenuButton{ID: btnFirst + i, Label: env.T("setup.first"), Enabled: true, Marked: s.first == i})...)
	}
	b = append(b, render.Row(seatRight-240, 220+70*float64(s.count), 240, 40, 0,
		render.MenuButton{ID: btnFirst + 4, Label: env.T("setup.random_first"), Enabled: true, Marked: s.first < 0})...)
	b = append(b, render.Row(470, 570, 240, 44, 0, render.MenuButton{ID: btnSeed, Label: s.seedLabel(env), Enabled: true})...)
	var speeds []render.MenuButton
	for sp := range game.NumSpeeds {
		speeds = append(speeds, render.MenuButton{ID: btnSpeed + int(sp), Label: sp.Label(env), Enabled: true, Marked: env.Speed() == sp})
	}
	b = append(b, render.Row(476, 640, 128, 40, 12, speeds...)...)
	return append(b, render.Row(370, 730, 0, 50, 110,
		render.MenuButton{ID: btnBack, W: 200, Label: env.T("setup.back"), Enabled: true},
		render.MenuButton{ID: btnStart, W: 260, Label: env.T("setup.start"), Enabled: true, Primary: true},
	)...)
}

// seatLeft and seatRight are where a seat's row of buttons begins and ends.
const (
	seatLeft  = 290
	seatRight = seatLeft + 260 + 20 + 4*86 + 3*6 + 20 + 120
)

// kindChoice is a seat's choice button: a person, or a computer's level.
func kindChoice(env *game.Env, l ai.Level) string {
	if l == 0 {
		return env.T("setup.human")
	}
	return levelWord(env, l)
}

// fieldText shows a text field's content, with a caret when it has focus.
func (s *setup) fieldText(text string, field int) string {
	if s.focus == field {
		return text + "|"
	}
	return text
}

func (s *setup) seedLabel(env *game.Env) string {
	if s.seed == "" && s.focus != fieldSeed {
		return env.T("setup.seed_random")
	}
	return s.fieldText(s.seed, fieldSeed)
}

func (s *setup) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, s.menu, x, y)
}

func (s *setup) Draggable(input.Target) bool { return false }

// Resting: the setup changes only when the player acts.
func (s *setup) Resting() bool { return true }

func (s *setup) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer func() { s.menu = s.buttons(env) }() // what was chosen or typed shows
	s.hover = game.LatestHover(intents, s.hover)
	s.typeText()
	id, ok := game.ClickedButton(intents)
	if !ok && s.focus < 0 {
		id, ok = game.MenuKeys(intents, s.menu, &s.keys)
	}
	if !ok && game.Pressed(intents, input.KeyCancel) {
		if s.focus >= 0 {
			s.unfocus(env)
			return game.Stay, nil
		}
		return game.Home(), nil
	}
	if !ok && game.Pressed(intents, input.KeyConfirm) {
		if s.focus >= 0 {
			s.unfocus(env)
			return game.Stay, nil
		}
		return s.start(env)
	}
	if !ok {
		return game.Stay, nil
	}
	change := game.Stay
	switch {
	case id >= btnCount && id < btnCount+10:
		s.count = id - btnCount
		if s.first >= s.count {
			s.first = -1
		}
	case id >= btnKind && id < btnKind+10*rules.MaxPlayers:
		i, l := (id-btnKind)/10, ai.Level((id-btnKind)%10)
		if l <= ai.Hard {
			s.levels[i] = l
		}
		if !s.custom[i] {
			s.names[i] = s.defaultName(env, i)
		}
	case id >= btnFirst && id <= btnFirst+4:
		s.first = id - btnFirst
		if s.first == 4 {
			s.first = -1
		}
	case id >= btnName && id < btnName+rules.MaxPlayers:
		s.unfocus(env)
		s.focus = id - btnName
		if !s.custom[s.focus] {
			s.names[s.focus] = "" // typing replaces the default name
		}
	case id == btnSeed:
		s.unfocus(env)
		s.focus = fieldSeed
	case id >= btnSpeed && id < btnSpeed+int(game.NumSpeeds):
		env.SetSpeed(game.Speed(id - btnSpeed))
	case id == btnBack:
		change = game.Home()
	case id == btnStart:
		return s.start(env)
	}
	if id != btnSeed && (id < btnName || id >= btnName+rules.MaxPlayers) {
		s.unfocus(env)
	}
	return change, nil
}

// unfocus leaves the text field being typed in: a name left blank is the
// default again.
func (s *setup) unfocus(env *game.Env) {
	if s.focus >= 0 && s.focus < fieldSeed && strings.TrimSpace(s.names[s.focus]) == "" {
		s.names[s.focus], s.custom[s.focus] = s.defaultName(env, s.focus), false
	}
	s.focus = -1
}

// typeText edits the focused field with the keyboard.
func (s *setup) typeText() {
	if s.focus < 0 {
		return
	}
	field := &s.seed
	limit := maxSeedLen
	if s.focus < fieldSeed {
		field, limit = &s.names[s.focus], maxNameLen
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) && *field != "" {
		_, size := utf8.DecodeLastRuneInString(*field)
		*field = (*field)[:len(*field)-size]
		if s.focus < fieldSeed {
			s.custom[s.focus] = true
		}
	}
	s.chars = ebiten.AppendInputChars(s.chars[:0])
	for _, r := range s.chars {
		if utf8.RuneCountInString(*field) >= limit || (s.focus == fieldSeed && (r < '0' || r > '9')) {
			continue
		}
		*field += string(r)
		if s.focus < fieldSeed {
			s.custom[s.focus] = true
		}
	}
}

// start begins the game with the chosen seats.
func (s *setup) start(env *game.Env) (game.Change, error) {
	seats := make([]SeatConfig, s.count)
	for i := range seats {
		// A blank name would make a record that cannot be loaded back.
		name := strings.TrimSpace(s.names[i])
		if name == "" {
			name = s.defaultName(env, i)
		}
		seats[i] = SeatConfig{Name: name, Level: s.levels[i]}
	}
	seed := newSeed()
	if s.seed != "" {
		v, err := strconv.ParseUint(s.seed, 10, 64)
		if err != nil {
			s.message = game.Say("setup.bad_seed", s.seed)
			return game.Stay, nil
		}
		seed = v
	}
	m, err := newMatch(seats, s.first, seed, env.InBrowser())
	if err != nil {
		log.Printf("orbis: new game: %v", err)
		s.message = game.Say("setup.cannot_start")
		return game.Stay, nil
	}
	s.remember(env)
	return game.Replace(newPlay(s.g, env, m, env.Speed())), nil
}

func (s *setup) Draw(env *game.Env, dst *ebiten.Image) {
	f, text := env.Frame(), env.Text()
	dst.Fill(render.Felt)
	text.DrawBold(dst, env.T("setup.title"), f.X(640), f.Y(70), f.Px(40), render.Gold, render.Center)
	// label writes a row's label from x, in the room left of its buttons
	// at right.
	label := func(s string, x, right, y, size float64, col color.RGBA) {
		before := text.Within(dst, f.R(x, y-20, right-8-x, 40))
		text.Draw(dst, s, f.X(x), f.Y(y), f.Px(size), col, render.Left)
		text.Restore(before)
	}
	label(env.T("setup.players"), 400, 528, 140, 18, render.Ink)
	for i := range s.count {
		label(env.T("setup.seat", i+1), seatLeft-110, seatLeft, 220+70*float64(i), 18, render.InkDim)
	}
	// The kinds of player over their choices, once.
	text.Draw(dst, env.T("setup.played_by"), f.X(seatLeft+280+(4*86+3*6)/2), f.Y(184), f.Px(14), render.InkDim, render.Center)
	label(env.T("setup.seed"), seatLeft-110, 470, 570, 16, render.InkDim)
	label(env.T("setup.speed"), seatLeft-110, 476, 640, 16, render.InkDim)
	game.DrawMenu(env, dst, s.menu, s.hover, s.keys)
	if !s.message.Empty() {
		text.Draw(dst, env.Say(s.message), f.X(640), f.Y(780), f.Px(14), render.Danger, render.Center)
	}
}
