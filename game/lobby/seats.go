package lobby

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// seats is the overlay of a room's players, opened from the pause menu at
// an online table: who sits where and who is here; the player's way to
// leave their seat; and the host's say over the others' seats: remove a
// player before the first move, give a seat nobody is at to the computer.
// Each change asks first: none can be taken back. It is passive: the
// table beneath follows the server meanwhile, and leaves for good when
// the seat is no longer this screen's.
type seats struct {
	room    game.RoomSeats
	pending seatChange // the change asked about; none: no question open
	menu    []render.MenuButton
	hover   input.Target
	focus   int
	// On a fluid canvas: where it stands, the ink of its line, and the
	// first of the seats shown and how many a page shows.
	place                seatsPlace
	lineInk              color.Color
	seatsFrom, seatsPage int
}

// seatChange is a seat request the player chose, to be confirmed.
type seatChange struct {
	typ  string // online.TypeLeave, TypeRemove, TypeToComputer; "" for none
	seat int
}

// The overlay's buttons: a seat's are its base plus the seat.
const (
	btnSeatsBack = iota + 1
	btnSeatsYes
	btnSeatsNo
	btnSeatsLeave
	btnSeatRemove   = 100
	btnSeatComputer = 200
)

// The overlay's panel and rows, in design units.
const (
	seatsPanelX, seatsPanelY, seatsPanelW = 110.0, 110.0, 1060.0
	seatsRowY, seatsRowStep               = 232.0, 54.0
	seatsNameX, seatsWordX, seatsButtonX  = 150.0, 510.0, 826.0
	seatsButtonW, seatsButtonGap          = 150.0, 12.0
)

// NewSeats opens the players' overlay over an online table; nil when the
// table is not one.
func NewSeats(env *game.Env) game.Overlay {
	room, ok := env.Room().(game.RoomSeats)
	if !ok {
		return nil
	}
	s := &seats{room: room}
	inOwnFrame(env, s, func() { s.menu = s.buttons(env) })
	return s
}

// Responsive: the overlay lays itself out for a phone's or a tablet's
// window, over a table laid out for it or not.
func (s *seats) Responsive() bool { return true }

// Restyle lays the overlay out again for the window, or in the language
// chosen.
func (s *seats) Restyle(env *game.Env) { s.menu = s.buttons(env) }

// Passive: the table goes on beneath (it takes no intents meanwhile).
func (s *seats) Passive() bool { return true }

func (s *seats) Hit(env *game.Env, x, y float64) input.Target { return game.HitMenu(env, s.menu, x, y) }

func (s *seats) Draggable(input.Target) bool { return false }

// layout places the overlay's lower part under the rows of n seats: the
// line that explains or asks, the buttons' centre, the panel's height.
func (s *seats) layout(n int) (lineY, buttonY, panelH float64) {
	lineY = seatsRowY + seatsRowStep*float64(n) - 10
	buttonY = lineY + 100
	return lineY, buttonY, buttonY + 56 - seatsPanelY
}

// host reports whether this screen's seat created the room.
func (s *seats) host(table []online.SeatState) bool {
	you := s.room.YourSeat()
	return you >= 0 && you < len(table) && table[you].Host
}

func (s *seats) buttons(env *game.Env) []render.MenuButton {
	table, _ := s.room.Table()
	if env.Frame().Fluid() {
		return s.buttonsFluid(env, table)
	}
	_, buttonY, _ := s.layout(len(table))
	if s.pending.typ != "" {
		return render.Row(640-180-10, buttonY, 180, 48, 20, s.answers(env)...)
	}
	var b []render.MenuButton
	for i := range table {
		y := seatsRowY + seatsRowStep*float64(i)
		row := s.seatButtons(env, table, i)
		if len(row) > 0 && row[0].ID == btnSeatsLeave {
			row[0].W = 2*seatsButtonW + seatsButtonGap
		}
		b = append(b, render.Row(seatsButtonX, y, seatsButtonW, 44, seatsButtonGap, row...)...)
	}
	return append(b, render.Column(640, buttonY, 240, 48, 0,
		render.MenuButton{ID: btnSeatsBack, Label: env.T("online.back"), Enabled: true, Primary: true})...)
}

// answers are the buttons of a question: Yes and Cancel.
func (s *seats) answers(env *game.Env) []render.MenuButton {
	return []render.MenuButton{{ID: btnSeatsYes, Label: env.T("online.confirm_yes"), Enabled: true, Primary: true},
		{ID: btnSeatsNo, Label: env.T("online.cancel"), Enabled: true}}
}

// seatButtons are what this screen may do with a seat: leave its own;
// as the host, remove a player before the first move, give a seat nobody
// is at to the computer; nothing once the game is over.
func (s *seats) seatButtons(env *game.Env, table []online.SeatState, i int) []render.MenuButton {
	seat := table[i]
	switch {
	case s.room.Over():
		return nil
	case i == s.room.YourSeat():
		return []render.MenuButton{{ID: btnSeatsLeave, Label: env.T("online.leave_seat"), Enabled: true}}
	case !s.host(table):
		return nil
	}
	var row []render.MenuButton
	if seat.Kind == "human" && !s.room.Started() {
		row = append(row, render.MenuButton{ID: btnSeatRemove + i, Label: env.T("online.remove_player"), Enabled: true})
	}
	if seat.Kind == "open" || seat.Kind == "human" && !seat.Here {
		row = append(row, render.MenuButton{ID: btnSeatComputer + i, Label: env.T("online.to_computer"), Enabled: true})
	}
	return row
}

// buttonsFluid lays the overlay out on a fluid canvas (placeFluid): each
// seat's card with its buttons, none while a question is open, and the
// line under them, said as Draw says it on the desktop's canvas.
func (s *seats) buttonsFluid(env *game.Env, table []online.SeatState) []render.MenuButton {
	cards := make([]seatCard, len(table))
	for i, st := range table {
		cards[i] = seatCard{name: seatShownName(env, i, st.Name), word: s.word(env, i, st)}
		if s.pending.typ == "" {
			cards[i].buttons = s.seatButtons(env, table, i)
		}
	}
	bottom := []render.MenuButton{{ID: btnSeatsBack, Label: env.T("online.back"), Enabled: true, Primary: true}}
	line := ""
	switch said := s.room.SeatRefusal(); {
	case s.pending.typ != "":
		bottom, line, s.lineInk = s.answers(env), s.question(env, table), render.Ink
	case !said.Empty():
		line, s.lineInk = env.Say(said), render.Danger
	case s.host(table) && !s.room.Over():
		line, s.lineInk = env.T("online.seats_hint_host"), render.InkDim
	}
	f := env.Frame()
	return s.placeFluid(env, table, cards, bottom, wrapPara(env, line, fluidSmall+1, min(960, f.DW-fluidMargin)-24))
}

func (s *seats) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer func() { s.menu = s.buttons(env) }() // who is here changes while it is open
	s.hover = game.LatestHover(intents, s.hover)
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, s.menu, &s.focus)
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnSeatsBack, true
		if s.pending.typ != "" {
			id = btnSeatsNo
		}
	}
	if !ok {
		return game.Stay, nil
	}
	s.focus = 0
	switch {
	case id == btnSeatsPrev:
		s.seatsFrom = max(0, s.seatsFrom-max(1, s.seatsPage))
	case id == btnSeatsNext:
		s.seatsFrom += max(1, s.seatsPage)
	case id == btnSeatsBack:
		return game.Pop(), nil
	case id == btnSeatsNo:
		s.pending = seatChange{}
	case id == btnSeatsYes && s.pending.typ != "":
		change := s.pending
		s.pending = seatChange{}
		s.room.AskSeat(change.typ, change.seat)
		if change.typ == online.TypeLeave {
			return game.Pop(), nil // the table hears the server's bye and leaves
		}
	case id == btnSeatsLeave:
		s.pending = seatChange{online.TypeLeave, s.room.YourSeat()}
	case id >= btnSeatComputer:
		s.pending = seatChange{online.TypeToComputer, id - btnSeatComputer}
	case id >= btnSeatRemove:
		s.pending = seatChange{online.TypeRemove, id - btnSeatRemove}
	}
	return game.Stay, nil
}

// question asks about the change chosen, in the player's words.
func (s *seats) question(env *game.Env, table []online.SeatState) string {
	name := ""
	if s.pending.seat >= 0 && s.pending.seat < len(table) {
		name = seatShownName(env, s.pending.seat, table[s.pending.seat].Name)
	}
	switch s.pending.typ {
	case online.TypeLeave:
		if s.room.Started() {
			return env.T("online.confirm_leave")
		}
		return env.T("online.confirm_leave_open")
	case online.TypeRemove:
		return env.T("online.confirm_remove", name)
	}
	return env.T("online.confirm_computer", name)
}

// seatShownName is a seat's name as the table shows it: a default name in
// the player's language.
func seatShownName(env *game.Env, seat int, name string) string {
	if og, ok := env.Game().(game.OnlineGame); ok {
		return env.SeatName(og.SeatSetup(), seat, name)
	}
	return name
}

// word says who plays a seat, and marks the host's.
func (s *seats) word(env *game.Env, seat int, st online.SeatState) string {
	word := s.room.SeatWord(env, seat)
	if word == "" {
		word = env.T("online.seat_computer")
	}
	if st.Host {
		word = env.T("online.seat_host", word)
	}
	return word
}

func (s *seats) Draw(env *game.Env, dst *ebiten.Image) {
	f, paint, text := env.Frame(), env.Paint(), env.Text()
	paint.Box(dst, render.Rect{W: f.W, H: f.H}, 0, render.Dim)
	if f.Fluid() {
		s.drawFluid(env, dst)
		return
	}
	table, _ := s.room.Table()
	lineY, _, panelH := s.layout(len(table))
	panel := f.R(seatsPanelX, seatsPanelY, seatsPanelW, panelH)
	paint.Shadow(dst, panel, f.Px(14))
	paint.Box(dst, panel, f.Px(14), render.FeltLight)
	before := text.Within(dst, panel)
	defer text.Restore(before)
	text.DrawBold(dst, env.T("online.seats_title"), f.X(640), f.Y(seatsPanelY+52), f.Px(30), render.Gold, render.Center)
	for i, st := range table {
		y := seatsRowY + seatsRowStep*float64(i)
		name := seatShownName(env, i, st.Name)
		col := render.Ink
		if i == s.room.YourSeat() {
			col = render.Gold
		}
		text.DrawBold(dst, text.Clip(name, f.Px(seatsWordX-seatsNameX-16), f.Px(18)), f.X(seatsNameX), f.Y(y), f.Px(18), col, render.Left)
		text.Draw(dst, text.Clip(s.word(env, i, st), f.Px(seatsButtonX-seatsWordX-16), f.Px(17)), f.X(seatsWordX), f.Y(y), f.Px(17), render.InkDim, render.Left)
	}
	switch said := s.room.SeatRefusal(); {
	case s.pending.typ != "":
		s.drawLines(env, dst, s.question(env, table), lineY, render.Ink)
	case !said.Empty():
		s.drawLines(env, dst, env.Say(said), lineY, render.Danger)
	case s.host(table) && !s.room.Over():
		s.drawLines(env, dst, env.T("online.seats_hint_host"), lineY, render.InkDim)
	}
	game.DrawMenu(env, dst, s.menu, s.hover, s.focus)
}

// drawLines draws a sentence across the panel, on two lines if it needs.
func (s *seats) drawLines(env *game.Env, dst *ebiten.Image, line string, y float64, col color.Color) {
	f, text := env.Frame(), env.Text()
	for i, l := range text.Wrap(line, f.Px(17), f.Px(seatsPanelW-80)) {
		text.Draw(dst, l, f.X(640), f.Y(y+26*float64(i)), f.Px(17), col, render.Center)
	}
}

// SeatsAsking is the players' overlay with a change chosen and its
// question open (a diagnostic's picture); nil away from an online table.
func SeatsAsking(env *game.Env, typ string, seat int) game.Overlay {
	s, ok := NewSeats(env).(*seats)
	if !ok {
		return nil
	}
	s.pending = seatChange{typ, seat}
	s.menu = s.buttons(env)
	return s
}
