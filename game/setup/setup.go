// Package setup is the new-game screen every game shares: how many seats,
// who plays each (a person, a computer's level, a named rival), who plays
// first, the seed, the pace; a room's seats and turn limit when it hosts
// an online game. A game describes its seats with a game.SeatSetup.
package setup

import (
	"encoding/json"
	"log"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"orbis/assets"
	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// turnLimits are the limits a host may set on each turn, in seconds.
var turnLimits = [...]int{0, 120, 3600, 86400}

// setup is the new-game screen.
type setup struct {
	spec    game.SeatSetup
	count   int
	names   [game.MaxSeats]string
	custom  [game.MaxSeats]bool // the name was typed, not the default
	levels  [game.MaxSeats]int
	rivals  [game.MaxSeats]int // 1 + the rival's index in spec.Rivals; 0 none
	first   int                // -1: drawn at random
	seed    string
	limit   int // online: the turn limit chosen, an index of turnLimits
	focus   int // text field with the keyboard: 0-3 names, 4 seed, -1 none
	hover   input.Target
	chars   []rune
	fields  []game.TextField         // the name fields, offered to the page's keyboard
	message game.Phrase              // why the game could not start
	ratings map[string]assets.Rating // the ladder's, by level or rival id
	// What Draw shows, laid out when the screen opens and after each
	// Update: the buttons, and each computer seat's rating and style.
	menu []render.MenuButton
	info [game.MaxSeats]seatInfo
	keys int       // the button the keyboard has reached; 0 for none
	form fluidForm // the layout on a phone's or a tablet's window
}

// Button ids of the setup screen.
const (
	btnCount       = 100 // + player count
	btnKind        = 200 // + 10*seat + level
	btnRival       = 9   // + btnKind + 10*seat: the next rival
	btnFirst       = 300 // + seat
	btnRandomFirst = 399
	btnName        = 400 // + seat (a text field)
	btnSeed        = 500
	btnSpeed       = 600 // + Speed
	btnStart       = 700
	btnBack        = 701
	btnLimit       = 800 // + an index of turnLimits
	btnSpectators  = 899 // online: the room may be watched, or not
	fieldSeed      = game.MaxSeats
	maxNameLen     = 20
	maxSeedLen     = 19
)

// New opens the setup as the last game was set up, else with one
// person against Medium computers; count > 0 asks for that many players.
func New(env *game.Env, spec game.SeatSetup, count int) game.Scene {
	return newSetup(env, spec, count)
}

// NewWith opens the setup with these seats chosen (a picture of the
// screen, a test); names left blank are the defaults.
func NewWith(env *game.Env, spec game.SeatSetup, seats []game.SeatChoice) game.Scene {
	s := newSetup(env, spec, len(seats))
	for i, c := range seats[:min(len(seats), s.count)] {
		s.levels[i], s.rivals[i] = max(game.LevelHuman, min(c.Level, s.topLevel())), 0
		if r := s.rivalIndex(c.Rival); r >= 0 {
			s.levels[i], s.rivals[i] = s.spec.Rivals[r].Level, r+1
		}
		s.names[i], s.custom[i] = c.Name, c.Name != ""
		if !s.custom[i] {
			s.names[i] = s.defaultName(env, i)
		}
	}
	s.settleRivals(env)
	game.LayOutFor(env, s, func() { s.lay(env) })
	return s
}

func newSetup(env *game.Env, spec game.SeatSetup, count int) *setup {
	spec.MaxPlayers = min(spec.MaxPlayers, game.MaxSeats, len(spec.ComputerNames))
	s := &setup{spec: spec, count: max(spec.MinPlayers, min(spec.MaxPlayers, spec.DefaultPlayers)), first: -1, focus: -1,
		ratings: assets.Ratings(spec.GameID)}
	for i := 1; i < game.MaxSeats; i++ {
		s.levels[i] = game.LevelMedium
	}
	if s.online() && s.spec.MaxPlayers > 1 {
		// A room is hosted for a friend: the first seat after the host's is
		// theirs, left open, unless the host chooses otherwise.
		s.count, s.levels[1] = max(s.count, 2), game.LevelHuman
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
	game.LayOutFor(env, s, func() { s.lay(env) })
	return s
}

// topLevel is the strongest level the game offers.
func (s *setup) topLevel() int {
	if s.spec.TopLevel == 0 {
		return game.LevelHard
	}
	return max(game.LevelEasy, min(s.spec.TopLevel, game.LevelExpert))
}

// rivalIndex finds a rival the game offers by its id; -1 when none.
func (s *setup) rivalIndex(id string) int {
	if id == "" {
		return -1
	}
	return slices.IndexFunc(s.spec.Rivals, func(r game.SeatRival) bool { return r.ID == id })
}

// rival is the rival playing seat i, if one does.
func (s *setup) rival(i int) (game.SeatRival, bool) {
	if s.rivals[i] == 0 {
		return game.SeatRival{}, false
	}
	return s.spec.Rivals[s.rivals[i]-1], true
}

// lastSetup is what the setup remembers of the last game: the seats, the
// names typed and who played first.
type lastSetup struct {
	Players int      `json:"players"`
	Names   []string `json:"names"` // "" where the default name was kept
	Levels  []string `json:"levels"`
	Rivals  []string `json:"rivals,omitempty"` // a rival's id, or ""
	First   *int     `json:"first"`            // -1: at random
}

// recall sets the screen up as remembered; what does not fit is ignored,
// and a name that is a seat's default in some language is the default in
// the player's.
func (s *setup) recall(data []byte) {
	var last lastSetup
	if data == nil || json.Unmarshal(data, &last) != nil {
		return
	}
	if last.Players >= s.spec.MinPlayers && last.Players <= s.spec.MaxPlayers {
		s.count = last.Players
	}
	for i := range min(len(last.Levels), s.spec.MaxPlayers) {
		if l := game.LevelNamed(last.Levels[i]); l >= 0 && l <= s.topLevel() {
			s.levels[i] = l
		}
	}
	for i := range min(len(last.Rivals), s.spec.MaxPlayers) {
		if r := s.rivalIndex(last.Rivals[i]); r >= 0 && !s.rivalTaken(r, i) {
			s.levels[i], s.rivals[i] = s.spec.Rivals[r].Level, r+1
		}
	}
	var defaults *game.SeatNames
	for i := range min(len(last.Names), s.spec.MaxPlayers) {
		name := strings.TrimSpace(last.Names[i])
		if name == "" || utf8.RuneCountInString(name) > maxNameLen {
			continue
		}
		if defaults == nil {
			defaults = game.NewSeatNames(s.spec)
		}
		if !defaults.IsDefault(i, name) {
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
	for i := range s.spec.MaxPlayers {
		name, level, rival := "", game.LevelName(s.levels[i]), ""
		if s.custom[i] {
			name = s.names[i]
		}
		if r, ok := s.rival(i); ok {
			rival = r.ID
		}
		last.Names, last.Levels, last.Rivals = append(last.Names, name), append(last.Levels, level), append(last.Rivals, rival)
	}
	if data, err := json.Marshal(last); err == nil {
		env.RememberSetup(s.spec.GameID, data)
	}
}

// defaultName names a seat nobody named: a person by the seat's number, a
// rival by its name, another computer by a name of its own, so that no two
// seats read the same.
func (s *setup) defaultName(env *game.Env, seat int) string {
	if seat == 0 && s.levels[seat] == game.LevelHuman && s.spec.HostName != "" {
		return s.spec.HostName
	}
	if s.levels[seat] == game.LevelHuman {
		return env.T("setup.default_name", seat+1)
	}
	if r, ok := s.rival(seat); ok {
		return env.T(r.Name)
	}
	return env.T(s.spec.ComputerNames[seat])
}

// rivalTaken reports whether a seat shown other than seat plays rival r:
// each rival plays one seat, under its own name.
func (s *setup) rivalTaken(r, seat int) bool {
	for i := range s.count {
		if i != seat && s.rivals[i] == r+1 {
			return true
		}
	}
	return false
}

// settleRivals gives a seat shown again the plain level of its rival when
// a seat before it plays that rival.
func (s *setup) settleRivals(env *game.Env) {
	for i := range s.count {
		if s.rivals[i] > 0 && slices.Contains(s.rivals[:i], s.rivals[i]) {
			s.rivals[i] = 0
			if !s.custom[i] {
				s.names[i] = s.defaultName(env, i)
			}
		}
	}
}

// nextRival is the rival after seat's own (the first when it has none)
// that no other seat plays; -1 when every rival plays another seat.
func (s *setup) nextRival(seat int) int {
	n := len(s.spec.Rivals)
	for k := range n {
		r := (s.rivals[seat] + k) % n // rivals[seat] is 1 + its index: the next one
		if !s.rivalTaken(r, seat) {
			return r
		}
	}
	return -1
}

func (s *setup) Hit(env *game.Env, x, y float64) input.Target {
	t := game.HitMenu(env, s.menu, x, y)
	if t.Kind == 0 && s.form.on && s.form.col.Within(env.Frame(), y) {
		return input.Target{Kind: kindScroll}
	}
	return t
}

// Draggable: on a fluid canvas a finger's drag scrolls the column, from a
// button in it too (a tap is still a tap).
func (s *setup) Draggable(t input.Target) bool {
	return s.form.on && s.form.col.Scrolls() && (t.Kind == kindScroll || t.Kind == game.KindButton && t.Index != btnBack && t.Index != btnStart)
}

// Responsive: the setup lays itself out for a phone's or a tablet's window.
func (s *setup) Responsive() bool { return true }

// Restyle lays the setup out again for the window as it is now.
func (s *setup) Restyle(env *game.Env) { s.lay(env) }

// Resting: the setup changes only when the player acts; a page's keyboard
// (a phone's) types where the game sees no keys.
func (s *setup) Resting() bool { return s.focus < 0 }

func (s *setup) Update(env *game.Env, intents []input.Intent) (change game.Change, err error) {
	defer func() {
		s.lay(env) // what was chosen or typed shows
		s.offerNames(env, change)
	}()
	s.hover = game.LatestHover(intents, s.hover)
	if s.form.on {
		game.ScrollBy(env, intents, &s.form.col.Scroll)
	}
	if !s.typeInPage(env) {
		s.typeText()
	}
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
	change = game.Stay
	switch {
	case id >= btnCount && id < btnCount+10:
		s.count = id - btnCount
		if s.first >= s.count {
			s.first = -1
		}
		s.settleRivals(env)
	case id >= btnKind && id < btnKind+10*game.MaxSeats:
		s.choose(env, (id-btnKind)/10, (id-btnKind)%10)
	case id >= btnFirst && id < btnFirst+game.MaxSeats:
		s.first = id - btnFirst
	case id == btnRandomFirst:
		s.first = -1
	case id >= btnName && id < btnName+game.MaxSeats:
		s.unfocus(env)
		s.focus = id - btnName
		if !s.custom[s.focus] {
			s.names[s.focus] = "" // typing replaces the default name
		}
	case id == btnSeed:
		s.unfocus(env)
		s.focus = fieldSeed
	case id >= btnLimit && id < btnLimit+len(turnLimits):
		s.limit = id - btnLimit
	case id == btnSpectators && s.spec.Spectators != nil:
		*s.spec.Spectators = !*s.spec.Spectators
	case id >= btnSpeed && id < btnSpeed+int(game.NumSpeeds):
		env.SetSpeed(game.Speed(id - btnSpeed))
	case id == btnBack:
		change = game.Home()
	case id == btnStart:
		return s.start(env)
	}
	if id != btnSeed && (id < btnName || id >= btnName+game.MaxSeats) {
		s.unfocus(env)
	}
	return change, nil
}

// choose makes seat i a person or a computer's level, or (btnRival) the
// next rival; a name nobody typed follows the choice.
func (s *setup) choose(env *game.Env, i, choice int) {
	switch {
	case choice == btnRival && len(s.spec.Rivals) > 0:
		if r := s.nextRival(i); r >= 0 {
			s.levels[i], s.rivals[i] = s.spec.Rivals[r].Level, r+1
		}
	case choice <= s.topLevel():
		s.levels[i], s.rivals[i] = choice, 0
	}
	if !s.custom[i] {
		s.names[i] = s.defaultName(env, i)
	}
}

// unfocus leaves the text field being typed in: a name left blank is the
// default again.
func (s *setup) unfocus(env *game.Env) {
	if s.focus >= 0 && s.focus < fieldSeed && strings.TrimSpace(s.names[s.focus]) == "" {
		s.names[s.focus], s.custom[s.focus] = s.defaultName(env, s.focus), false
	}
	s.focus = -1
}

// typeInPage takes the name the page's keyboard holds (a phone's, in a
// browser) into the field it types in; Enter there leaves the field. It
// reports whether the page's keyboard had a field.
func (s *setup) typeInPage(env *game.Env) bool {
	id, text, enter := game.Typed()
	if id < 0 || id != s.focus || s.focus >= fieldSeed {
		return false
	}
	if text != s.names[s.focus] {
		s.names[s.focus], s.custom[s.focus] = text, true
	}
	if enter {
		s.unfocus(env)
	}
	return true
}

// offerNames tells the page where the name fields are, so that a finger's
// tap on one opens the phone's keyboard, and gives the page's keyboard to
// the name field typed in, or to none; a setup that leaves takes it back.
func (s *setup) offerNames(env *game.Env, change game.Change) {
	if change != game.Stay || s.focus < 0 || s.focus >= fieldSeed {
		game.TypeInto(game.TextField{ID: -1})
	} else {
		game.TypeInto(game.TextField{ID: s.focus, Text: s.names[s.focus], Limit: maxNameLen})
	}
	if change != game.Stay {
		env.OfferFields(nil)
		return
	}
	s.fields = s.fields[:0]
	for _, b := range s.menu {
		if seat := b.ID - btnName; seat >= 0 && seat < s.count {
			text := s.names[seat]
			if !s.custom[seat] {
				text = ""
			}
			s.fields = append(s.fields, game.TextField{ID: seat, Rect: b.Rect(env.Frame()), Text: text, Limit: maxNameLen})
		}
	}
	env.OfferFields(s.fields)
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

// online reports whether the screen hosts an online room.
func (s *setup) online() bool { return s.spec.StartOnline != nil }

// choosesFirst reports whether the screen asks who plays first: not for
// a room, whose server draws it, nor for one player alone.
func (s *setup) choosesFirst() bool { return !s.online() && s.count > 1 }

// start begins the game with the chosen seats.
func (s *setup) start(env *game.Env) (game.Change, error) {
	seats := make([]game.SeatChoice, s.count)
	for i := range seats {
		// A blank name would make a record that cannot be loaded back.
		name := strings.TrimSpace(s.names[i])
		if name == "" {
			name = s.defaultName(env, i)
		}
		seats[i] = game.SeatChoice{Name: name, Level: s.levels[i]}
		if r, ok := s.rival(i); ok {
			seats[i].Rival = r.ID
		}
	}
	if s.online() {
		if game.FirstHuman(seats) < 0 {
			s.message = game.Say("online.need_you")
			return game.Stay, nil
		}
		next, err := s.spec.StartOnline(env, seats, turnLimits[s.limit])
		if err != nil {
			log.Printf("%s: online game: %v", s.spec.GameID, err)
			s.message = game.Say("setup.cannot_start")
			return game.Stay, nil
		}
		s.remember(env)
		return game.Replace(next), nil
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
	next, err := s.spec.Start(env, seats, s.first, seed)
	if err != nil {
		log.Printf("%s: new game: %v", s.spec.GameID, err)
		s.message = game.Say("setup.cannot_start")
		return game.Stay, nil
	}
	s.remember(env)
	return game.Replace(next), nil
}

// newSeed draws a seed for a game whose player gave none: 63 bits, so that
// a record's seed reads back in any JSON reader.
func newSeed() uint64 { return rand.Uint64() >> 1 }
