package game

import (
	"encoding/json"
	"image/color"
	"log"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"orbis/input"
	"orbis/render"
)

// SeatSetup says what a game's new-game screen offers: how many seats,
// the words that differ from game to game, and how the game starts.
type SeatSetup struct {
	GameID                 string // the setup is remembered per game
	MinPlayers, MaxPlayers int    // MaxPlayers at most MaxSeats
	DefaultPlayers         int
	First, RandomFirst     string   // keys: "plays first", "at random"
	ComputerNames          []string // keys naming the computer seats, one per seat
	// Start begins a game: the seats, the first seat (-1 at random) and the
	// seed. An error is logged and the player told the game could not start.
	Start func(env *Env, seats []SeatChoice, first int, seed uint64) (Scene, error)
}

// SeatChoice is who plays a seat: its name, and a person (Level 0) or a
// computer's level (LevelEasy to LevelHard).
type SeatChoice struct {
	Name  string
	Level int
}

// The computer levels every game's computer players come in.
const (
	LevelHuman = iota
	LevelEasy
	LevelMedium
	LevelHard
)

// MaxSeats is the most seats a setup screen lays out.
const MaxSeats = 6

// levelKeys name the computer levels.
var levelKeys = [...]string{LevelEasy: "level.easy", LevelMedium: "level.medium", LevelHard: "level.hard"}

// LevelWord names a computer level ("Medium").
func LevelWord(env *Env, level int) string {
	if level < LevelEasy || level > LevelHard {
		return ""
	}
	return env.T(levelKeys[level])
}

// setup is the new-game screen.
type setup struct {
	spec    SeatSetup
	count   int
	names   [MaxSeats]string
	custom  [MaxSeats]bool // the name was typed, not the default
	levels  [MaxSeats]int
	first   int // -1: drawn at random
	seed    string
	focus   int // text field with the keyboard: 0-3 names, 4 seed, -1 none
	hover   input.Target
	chars   []rune
	message Phrase              // why the game could not start
	menu    []render.MenuButton // laid out when the screen opens and after each Update
	keys    int                 // the button the keyboard has reached; 0 for none
}

// Button ids of the setup screen.
const (
	btnCount       = 100 // + player count
	btnKind        = 200 // + seat
	btnFirst       = 300 // + seat
	btnRandomFirst = 399
	btnName        = 400 // + seat (a text field)
	btnSeed        = 500
	btnSpeed       = 600 // + Speed
	btnStart       = 700
	btnBack        = 701
	fieldSeed      = MaxSeats
	maxNameLen     = 20
	maxSeedLen     = 19
)

// newSetup opens the setup as the last game was set up, else with one
// person against Medium computers; count > 0 asks for that many players.
func NewSetup(env *Env, spec SeatSetup, count int) Scene {
	return newSetup(env, spec, count)
}

func newSetup(env *Env, spec SeatSetup, count int) *setup {
	spec.MaxPlayers = min(spec.MaxPlayers, MaxSeats, len(spec.ComputerNames))
	s := &setup{spec: spec, count: max(spec.MinPlayers, min(spec.MaxPlayers, spec.DefaultPlayers)), first: -1, focus: -1}
	for i := 1; i < MaxSeats; i++ {
		s.levels[i] = LevelMedium
	}
	s.recall(env.LastSetup(spec.GameID))
	if count > 0 {
		s.count = max(spec.MinPlayers, min(spec.MaxPlayers, count))
	}
	for i := range s.spec.MaxPlayers {
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
	if last.Players >= s.spec.MinPlayers && last.Players <= s.spec.MaxPlayers {
		s.count = last.Players
	}
	for i := range min(len(last.Levels), s.spec.MaxPlayers) {
		if l := slices.Index(levelNames[:], last.Levels[i]); l >= 0 {
			s.levels[i] = l
		}
	}
	for i := range min(len(last.Names), s.spec.MaxPlayers) {
		if name := strings.TrimSpace(last.Names[i]); name != "" && utf8.RuneCountInString(name) <= maxNameLen {
			s.names[i], s.custom[i] = name, true
		}
	}
	if last.First != nil && *last.First >= -1 && *last.First < s.count {
		s.first = *last.First
	}
}

// remember keeps this setup for the next new game.
func (s *setup) remember(env *Env) {
	last := lastSetup{Players: s.count, First: &s.first}
	for i := range s.spec.MaxPlayers {
		name, level := "", levelNames[s.levels[i]]
		if s.custom[i] {
			name = s.names[i]
		}
		last.Names, last.Levels = append(last.Names, name), append(last.Levels, level)
	}
	if data, err := json.Marshal(last); err == nil {
		env.RememberSetup(s.spec.GameID, data)
	}
}

// defaultName names a seat nobody named: a person by the seat's number, a
// computer by a name of its own, so that no two seats read the same.
func (s *setup) defaultName(env *Env, seat int) string {
	if s.levels[seat] == LevelHuman {
		return env.T("setup.default_name", seat+1)
	}
	return env.T(s.spec.ComputerNames[seat])
}

// levelNames are the levels as a remembered setup writes them.
var levelNames = [...]string{LevelHuman: "human", LevelEasy: "easy", LevelMedium: "medium", LevelHard: "hard"}

func (s *setup) buttons(env *Env) []render.MenuButton {
	var b []render.MenuButton
	var counts []render.MenuButton
	for n := s.spec.MinPlayers; n <= s.spec.MaxPlayers; n++ {
		counts = append(counts, render.MenuButton{ID: btnCount + n, Label: strconv.Itoa(n), Enabled: true, Marked: n == s.count})
	}
	b = append(b, render.Row(528, 130, 64, 44, 16, counts...)...)
	for i := range s.count {
		y := s.seatY(i)
		b = append(b, render.Row(seatLeft, y, 0, 46, 20,
			render.MenuButton{ID: btnName + i, W: 260, Label: s.fieldText(s.names[i], i), Enabled: true},
		)...)
		// Who plays the seat: every choice in sight, the chosen one marked.
		var kinds []render.MenuButton
		for l := LevelHuman; l <= LevelHard; l++ {
			kinds = append(kinds, render.MenuButton{ID: btnKind + 10*i + int(l), Label: kindChoice(env, l), Enabled: true, Marked: s.levels[i] == l})
		}
		b = append(b, render.Row(seatLeft+280, y, 86, 46, 6, kinds...)...)
		b = append(b, render.Row(seatLeft+280+4*86+3*6+20, y, 120, 46, 0,
			render.MenuButton{ID: btnFirst + i, Label: env.T(s.spec.First), Enabled: true, Marked: s.first == i})...)
	}
	b = append(b, render.Row(seatRight-240, s.seatY(s.count)-6, 240, 40, 0,
		render.MenuButton{ID: btnRandomFirst, Label: env.T(s.spec.RandomFirst), Enabled: true, Marked: s.first < 0})...)
	b = append(b, render.Row(470, 590, 240, 44, 0, render.MenuButton{ID: btnSeed, Label: s.seedLabel(env), Enabled: true})...)
	var speeds []render.MenuButton
	for sp := range NumSpeeds {
		speeds = append(speeds, render.MenuButton{ID: btnSpeed + int(sp), Label: sp.Label(env), Enabled: true, Marked: env.Speed() == sp})
	}
	b = append(b, render.Row(476, 650, 128, 40, 12, speeds...)...)
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
func kindChoice(env *Env, l int) string {
	if l == LevelHuman {
		return env.T("setup.human")
	}
	return LevelWord(env, l)
}

// seatY is the middle of seat i's row: rows close up to fit six seats.
func (s *setup) seatY(i int) float64 {
	step := min(70, 280/float64(max(s.spec.MaxPlayers-1, 1)))
	return 210 + step*float64(i)
}

// fieldText shows a text field's content, with a caret when it has focus.
func (s *setup) fieldText(text string, field int) string {
	if s.focus == field {
		return text + "|"
	}
	return text
}

func (s *setup) seedLabel(env *Env) string {
	if s.seed == "" && s.focus != fieldSeed {
		return env.T("setup.seed_random")
	}
	return s.fieldText(s.seed, fieldSeed)
}

func (s *setup) Hit(env *Env, x, y float64) input.Target {
	return HitMenu(env, s.menu, x, y)
}

func (s *setup) Draggable(input.Target) bool { return false }

// Resting: the setup changes only when the player acts.
func (s *setup) Resting() bool { return true }

func (s *setup) Update(env *Env, intents []input.Intent) (Change, error) {
	defer func() { s.menu = s.buttons(env) }() // what was chosen or typed shows
	s.hover = LatestHover(intents, s.hover)
	s.typeText()
	id, ok := ClickedButton(intents)
	if !ok && s.focus < 0 {
		id, ok = MenuKeys(intents, s.menu, &s.keys)
	}
	if !ok && Pressed(intents, input.KeyCancel) {
		if s.focus >= 0 {
			s.unfocus(env)
			return Stay, nil
		}
		return Home(), nil
	}
	if !ok && Pressed(intents, input.KeyConfirm) {
		if s.focus >= 0 {
			s.unfocus(env)
			return Stay, nil
		}
		return s.start(env)
	}
	if !ok {
		return Stay, nil
	}
	change := Stay
	switch {
	case id >= btnCount && id < btnCount+10:
		s.count = id - btnCount
		if s.first >= s.count {
			s.first = -1
		}
	case id >= btnKind && id < btnKind+10*MaxSeats:
		i, l := (id-btnKind)/10, (id-btnKind)%10
		if l <= LevelHard {
			s.levels[i] = l
		}
		if !s.custom[i] {
			s.names[i] = s.defaultName(env, i)
		}
	case id >= btnFirst && id < btnFirst+MaxSeats:
		s.first = id - btnFirst
	case id == btnRandomFirst:
		s.first = -1
	case id >= btnName && id < btnName+MaxSeats:
		s.unfocus(env)
		s.focus = id - btnName
		if !s.custom[s.focus] {
			s.names[s.focus] = "" // typing replaces the default name
		}
	case id == btnSeed:
		s.unfocus(env)
		s.focus = fieldSeed
	case id >= btnSpeed && id < btnSpeed+int(NumSpeeds):
		env.SetSpeed(Speed(id - btnSpeed))
	case id == btnBack:
		change = Home()
	case id == btnStart:
		return s.start(env)
	}
	if id != btnSeed && (id < btnName || id >= btnName+MaxSeats) {
		s.unfocus(env)
	}
	return change, nil
}

// unfocus leaves the text field being typed in: a name left blank is the
// default again.
func (s *setup) unfocus(env *Env) {
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
func (s *setup) start(env *Env) (Change, error) {
	seats := make([]SeatChoice, s.count)
	for i := range seats {
		// A blank name would make a record that cannot be loaded back.
		name := strings.TrimSpace(s.names[i])
		if name == "" {
			name = s.defaultName(env, i)
		}
		seats[i] = SeatChoice{Name: name, Level: s.levels[i]}
	}
	seed := newSeed()
	if s.seed != "" {
		v, err := strconv.ParseUint(s.seed, 10, 64)
		if err != nil {
			s.message = Say("setup.bad_seed", s.seed)
			return Stay, nil
		}
		seed = v
	}
	next, err := s.spec.Start(env, seats, s.first, seed)
	if err != nil {
		log.Printf("%s: new game: %v", s.spec.GameID, err)
		s.message = Say("setup.cannot_start")
		return Stay, nil
	}
	s.remember(env)
	return Replace(next), nil
}

func (s *setup) Draw(env *Env, dst *ebiten.Image) {
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
	label(env.T("setup.players"), 400, 528, 130, 18, render.Ink)
	for i := range s.count {
		label(env.T("setup.seat", i+1), seatLeft-110, seatLeft, s.seatY(i), 18, render.InkDim)
	}
	// The kinds of player over their choices, once.
	text.Draw(dst, env.T("setup.played_by"), f.X(seatLeft+280+(4*86+3*6)/2), f.Y(s.seatY(0)-34), f.Px(14), render.InkDim, render.Center)
	label(env.T("setup.seed"), seatLeft-110, 470, 590, 16, render.InkDim)
	label(env.T("setup.speed"), seatLeft-110, 476, 650, 16, render.InkDim)
	DrawMenu(env, dst, s.menu, s.hover, s.keys)
	if !s.message.Empty() {
		text.Draw(dst, env.Say(s.message), f.X(640), f.Y(780), f.Px(14), render.Danger, render.Center)
	}
}

// newSeed draws a seed for a game whose player gave none: 63 bits, so that
// a record's seed reads back in any JSON reader.
func newSeed() uint64 { return rand.Uint64() >> 1 }
