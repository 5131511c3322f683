package game

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"orbis/input"
	"orbis/render"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// setup is the new-game screen.
type setup struct {
	count   int
	names   [rules.MaxPlayers]string
	custom  [rules.MaxPlayers]bool // the name was typed, not the default
	levels  [rules.MaxPlayers]ai.Level
	first   int // -1: drawn at random
	seed    string
	focus   int // text field with the keyboard: 0-3 names, 4 seed, -1 none
	hover   input.Target
	chars   []rune
	message string
}

// Button ids of the setup screen.
const (
	btnCount    = 100 // + player count
	btnKind     = 200 // + seat
	btnFirst    = 300 // + seat; btnFirst+4 is "random"
	btnName     = 400 // + seat (a text field)
	btnSeed     = 500
	btnSpeed    = 600 // + Speed
	btnStart    = 700
	btnBack     = 701
	fieldSeed   = 4
	maxNameLen  = 20
	maxSeedLen  = 19
	speedLevels = 4
)

func newSetup(a *App, count int) *setup {
	s := &setup{count: max(rules.MinPlayers, min(rules.MaxPlayers, count)), first: -1, focus: -1}
	s.levels = [rules.MaxPlayers]ai.Level{0, ai.Medium, ai.Medium, ai.Medium}
	for i := range s.names {
		s.names[i] = s.defaultName(a, i)
	}
	return s
}

func (s *setup) defaultName(a *App, seat int) string {
	if s.levels[seat] == 0 {
		return a.T("setup.default_name", seat+1)
	}
	return a.T("setup.default_ai_name", levelTitle(a, s.levels[seat]))
}

func levelTitle(a *App, l ai.Level) string { return a.T("level." + l.String()) }

func kindLabel(a *App, l ai.Level) string {
	if l == 0 {
		return a.T("setup.human")
	}
	return a.T("setup.ai." + l.String())
}

func (s *setup) buttons(a *App) []menuButton {
	var b []menuButton
	for n := rules.MinPlayers; n <= rules.MaxPlayers; n++ {
		b = append(b, menuButton{id: btnCount + n, x: 560 + 80*float64(n-2), y: 140, w: 64, h: 44, label: strconv.Itoa(n), enabled: true, marked: n == s.count})
	}
	for i := range s.count {
		y := 220 + 70*float64(i)
		b = append(b,
			menuButton{id: btnName + i, x: 500, y: y, w: 300, h: 46, label: s.fieldText(s.names[i], i), enabled: true},
			menuButton{id: btnKind + i, x: 790, y: y, w: 240, h: 46, label: kindLabel(a, s.levels[i]), enabled: true},
			menuButton{id: btnFirst + i, x: 990, y: y, w: 120, h: 46, label: a.T("setup.first"), enabled: true, marked: s.first == i},
		)
	}
	b = append(b,
		menuButton{id: btnFirst + 4, x: 990, y: 220 + 70*float64(s.count), w: 240, h: 40, label: a.T("setup.random_first"), enabled: true, marked: s.first < 0},
		menuButton{id: btnSeed, x: 590, y: 570, w: 240, h: 44, label: s.seedLabel(a), enabled: true},
	)
	for sp := range speedLevels {
		b = append(b, menuButton{id: btnSpeed + sp, x: 540 + 140*float64(sp), y: 640, w: 128, h: 40, label: Speed(sp).label(a), enabled: true, marked: a.speed == Speed(sp)})
	}
	return append(b,
		menuButton{id: btnBack, x: 470, y: 730, w: 200, h: 50, label: a.T("setup.back"), enabled: true},
		menuButton{id: btnStart, x: 810, y: 730, w: 260, h: 50, label: a.T("setup.start"), enabled: true, primary: true},
	)
}

// fieldText shows a text field's content, with a caret when it has focus.
func (s *setup) fieldText(text string, field int) string {
	if s.focus == field {
		return text + "|"
	}
	return text
}

func (s *setup) seedLabel(a *App) string {
	if s.seed == "" && s.focus != fieldSeed {
		return a.T("setup.seed_random")
	}
	return s.fieldText(s.seed, fieldSeed)
}

func (s *setup) Hit(a *App, x, y float64) input.Target {
	return hitButtons(a.Frame(), s.buttons(a), x, y)
}

func (s *setup) Draggable(input.Target) bool { return false }

func (s *setup) Update(a *App, intents []input.Intent) error {
	s.hover = latestHover(intents, s.hover)
	s.typeText()
	if pressed(intents, input.KeyCancel) {
		if s.focus >= 0 {
			s.focus = -1
		} else {
			a.scene = newTitle(a, "")
		}
		return nil
	}
	if pressed(intents, input.KeyConfirm) {
		if s.focus >= 0 {
			s.focus = -1
			return nil
		}
		return s.start(a)
	}
	id, ok := clickedButton(intents)
	if !ok {
		return nil
	}
	switch {
	case id >= btnCount && id < btnCount+10:
		s.count = id - btnCount
		if s.first >= s.count {
			s.first = -1
		}
	case id >= btnKind && id < btnKind+rules.MaxPlayers:
		i := id - btnKind
		s.levels[i] = (s.levels[i] + 1) % (ai.Hard + 1)
		if !s.custom[i] {
			s.names[i] = s.defaultName(a, i)
		}
	case id >= btnFirst && id <= btnFirst+4:
		s.first = id - btnFirst
		if s.first == 4 {
			s.first = -1
		}
	case id >= btnName && id < btnName+rules.MaxPlayers:
		s.focus = id - btnName
	case id == btnSeed:
		s.focus = fieldSeed
	case id >= btnSpeed && id < btnSpeed+speedLevels:
		a.setSpeed(Speed(id - btnSpeed))
	case id == btnBack:
		a.scene = newTitle(a, "")
	case id == btnStart:
		return s.start(a)
	}
	if id != btnSeed && (id < btnName || id >= btnName+rules.MaxPlayers) {
		s.focus = -1
	}
	return nil
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
func (s *setup) start(a *App) error {
	seats := make([]SeatConfig, s.count)
	for i := range seats {
		// A blank name would make a record that cannot be loaded back.
		name := strings.TrimSpace(s.names[i])
		if name == "" {
			name = s.defaultName(a, i)
		}
		seats[i] = SeatConfig{Name: name, Level: s.levels[i]}
	}
	seed := newSeed()
	if s.seed != "" {
		v, err := strconv.ParseUint(s.seed, 10, 64)
		if err != nil {
			s.message = fmt.Sprintf("seed: %v", err)
			return nil
		}
		seed = v
	}
	m, err := NewMatch(seats, s.first, seed)
	if err != nil {
		s.message = err.Error()
		return nil
	}
	a.scene = newPlay(a, m, a.speed)
	return nil
}

func (s *setup) Draw(a *App, dst *ebiten.Image) {
	f := a.Frame()
	dst.Fill(render.Felt)
	a.text.DrawBold(dst, a.T("setup.title"), f.X(640), f.Y(70), f.Px(40), render.Gold, render.Center)
	a.text.Draw(dst, a.T("setup.players"), f.X(400), f.Y(140), f.Px(18), render.Ink, render.Left)
	for i := range s.count {
		a.text.Draw(dst, a.T("setup.seat", i+1), f.X(250), f.Y(220+70*float64(i)), f.Px(18), render.InkDim, render.Left)
	}
	a.text.Draw(dst, a.T("setup.seed"), f.X(250), f.Y(570), f.Px(16), render.InkDim, render.Left)
	a.text.Draw(dst, a.T("setup.speed"), f.X(250), f.Y(640), f.Px(16), render.InkDim, render.Left)
	drawButtons(a, dst, f, s.buttons(a), s.hover)
	if s.message != "" {
		a.text.Draw(dst, s.message, f.X(640), f.Y(780), f.Px(14), render.Danger, render.Center)
	}
}
