package lobby

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// waitingRoom is a room that waits for its host's start: who has taken a
// seat and how many are open; for the host, the start (the seats still
// open played by computers, or dropped) and the invitation. Once the
// server has dealt the game, the room's table opens in its place.
type waitingRoom struct {
	c     *online.Client
	og    game.OnlineGame
	col   *column
	from  int // the first seat shown
	shown int // how many seats the page shows
	seq   uint64
	said  game.Phrase // why the start was refused
	hover input.Target
	focus int
	// offered: a public table's people were offered computers for its
	// open seats (a fill_offer): they may start it with them.
	offered bool
}

const (
	btnWaitComputers = iota + 1
	btnWaitDrop
	btnWaitInvite
	btnWaitBack
	btnWaitPrev
	btnWaitNext
)

// startLevel is the computers' level that plays the seats still open at
// a start.
const startLevel = "medium"

// startRefusals are the words of a start the server refused.
var startRefusals = map[string]string{
	online.ReasonBadSeat:  "online.rooms.start_refused.bad_seat",
	online.ReasonTooEarly: "match.too_early",
}

// Waiting opens a room that waits for its host's start; the room's table
// once it does not (any more).
func Waiting(env *game.Env, c *online.Client, og game.OnlineGame) (game.Scene, error) {
	if !c.Waiting() {
		return og.PlayOnline(env, c)
	}
	w := &waitingRoom{c: c, og: og}
	inOwnFrame(env, w, func() { w.lay(env) })
	return w, nil
}

// Responsive: the screen lays itself out for a phone's or a tablet's
// window.
func (w *waitingRoom) Responsive() bool { return true }

// Restyle lays the screen out again for the window, or in the language
// chosen.
func (w *waitingRoom) Restyle(env *game.Env) { w.lay(env) }

// seatLine says who sits at a seat: its name and who plays it.
func (w *waitingRoom) seatLine(env *game.Env, seat, you int, st online.SeatState) string {
	if st.Kind == "open" {
		return env.T("online.rooms.seat_n", seat+1) + " · " + env.T("online.open_seat")
	}
	var word string
	switch {
	case seat == you:
		word = env.T("online.you")
	case strings.HasPrefix(st.Kind, "ai:"):
		if word = game.ComputerWord(env, st.Kind); word == "" {
			word = env.T("online.seat_computer")
		}
	case !st.Here:
		word = env.T("online.away")
	default:
		word = env.T("online.player")
	}
	if st.Host {
		word = env.T("online.seat_host", word)
	}
	return seatShownName(env, seat, st.Name) + " · " + word
}

// The waiting room's column is wider than a notice's: its seats stand in
// cells of at least waitCell, at most waitCols to a row.
const (
	waitWidth = 960.0
	waitCell  = 280.0
	waitCols  = 3
)

func (w *waitingRoom) lay(env *game.Env) {
	var table []online.SeatState
	w.c.With(func(_ online.Match, t []online.SeatState, _ int64) { table = append(table, t...) })
	code, _, you := w.c.Seat()
	host := you >= 0 && you < len(table) && table[you].Host
	if _, public := w.c.Rated(); public { // nobody hosts a public table: anyone starts it once offered computers
		host = w.offered
	}
	w.from = max(0, min(w.from, len(table)-1))
	lines := make([]string, len(table))
	for i, st := range table {
		lines[i] = w.seatLine(env, i, you, st)
	}
	// The page holds as many rows of seats as the canvas has room for
	// beside the rest, measured first without them (and with the pager).
	rest := w.build(env, table, code, host, nil, true).h
	room := env.Frame().DH - 2*fluidMargin - rest
	c := newColumnOf(env, waitWidth)
	cols := max(1, min(waitCols, int((c.width+fluidGap)/(waitCell+fluidGap))))
	cellW := (c.width - fluidGap*float64(cols-1)) / float64(cols)
	shown, h := 0, 0.0
	for i := w.from; i < len(table); i += cols {
		rowH := 0.0
		for j := i; j < min(i+cols, len(table)); j++ {
			rowH = max(rowH, wrapPara(env, lines[j], fluidText, cellW).height())
		}
		if shown > 0 && h+rowH+fluidGap > room {
			break
		}
		shown, h = min(len(table), i+cols)-w.from, h+rowH+fluidGap
	}
	w.shown = shown
	pager := w.from > 0 || w.from+w.shown < len(table)
	w.col = w.build(env, table, code, host, lines[w.from:w.from+shown], pager)
	w.col.centre(env)
}

// build lays the screen out with the seats' lines given, and the pager
// when the seats take more than a page.
func (w *waitingRoom) build(env *game.Env, table []online.SeatState, code string, host bool, lines []string, pager bool) *column {
	taken := 0
	for _, st := range table {
		if st.Kind != "open" {
			taken++
		}
	}
	c := newColumnOf(env, waitWidth)
	c.title(env, env.T("online.rooms.waiting_title", online.ShowCode(code)))
	c.say(env, env.T("online.rooms.taken", taken, len(table)), fluidText+2, render.Ink)
	_, public := w.c.Rated()
	switch {
	case public && w.offered:
		c.say(env, env.T("match.offer_hint"), fluidSmall+1, render.InkDim)
	case public:
		c.say(env, env.T("match.public_hint"), fluidSmall+1, render.InkDim)
	case host:
		c.say(env, env.T("online.rooms.host_hint"), fluidSmall+1, render.InkDim)
	default:
		c.say(env, env.T("online.rooms.guest_hint"), fluidSmall+1, render.InkDim)
	}
	c.gap(fluidGap)
	cols := max(1, min(waitCols, int((c.width+fluidGap)/(waitCell+fluidGap))))
	c.grid(env, lines, cols, fluidText, render.Ink)
	if !w.said.Empty() {
		c.say(env, env.Say(w.said), fluidSmall+1, render.Danger)
	}
	c.gap(fluidGap)
	switch {
	case host && public: // a public table is played at its size
		c.row(env, 460, render.MenuButton{ID: btnWaitComputers, Label: env.T("match.start_computers"), Enabled: w.seq == 0, Primary: true})
	case host:
		c.row(env, 460, render.MenuButton{ID: btnWaitComputers, Label: env.T("online.rooms.start_computers"), Enabled: w.seq == 0, Primary: true},
			render.MenuButton{ID: btnWaitDrop, Label: env.T("online.rooms.start_drop"), Enabled: w.seq == 0})
	}
	nav := []render.MenuButton{{ID: btnWaitBack, Label: env.T("online.back"), Enabled: true},
		{ID: btnWaitInvite, Label: env.T("online.rooms.invite"), Enabled: true}}
	if pager {
		pages := []render.MenuButton{{ID: btnWaitPrev, Label: env.T("online.rooms.prev"), Enabled: w.from > 0},
			{ID: btnWaitNext, Label: env.T("online.rooms.next"), Enabled: w.from+w.shown < len(table)}}
		if all := append(pages, nav...); c.fits(env, all...) {
			nav = all
		} else {
			c.row(env, 230, pages...)
		}
	}
	c.row(env, 230, nav...)
	return c
}

func (w *waitingRoom) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, w.col.menu, x, y)
}

func (w *waitingRoom) Draggable(input.Target) bool { return false }

func (w *waitingRoom) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	defer func() { w.lay(env) }() // who has joined changes while it is open
	w.hover = game.LatestHover(intents, w.hover)
	if lost := SeatLostScene(env, w.c); lost != nil {
		return game.Replace(lost), nil
	}
	for _, m := range w.c.Drain() {
		w.offered = w.offered || m.Type == online.TypeFillOffer
		if m.Type == online.TypeRefused && m.Seq == w.seq && w.seq != 0 {
			key, ok := startRefusals[m.Reason]
			if !ok {
				key = "online.rooms.start_refused.other"
			}
			w.said, w.seq = game.Say(key), 0
		}
	}
	if !w.c.Waiting() { // the game is dealt: its table
		table, err := w.og.PlayOnline(env, w.c)
		if err != nil {
			return game.Stay, err
		}
		return game.Replace(table), nil
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, w.col.menu, &w.focus)
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnWaitBack, true
	}
	if !ok {
		return game.Stay, nil
	}
	switch id {
	case btnWaitComputers, btnWaitDrop:
		level := ""
		if id == btnWaitComputers {
			level = startLevel
		}
		w.said = game.Phrase{}
		if seq, err := w.c.Start(level); err == nil {
			w.seq = seq
		} else {
			w.said = game.Say("online.rooms.start_refused.other")
		}
	case btnWaitPrev:
		w.from = max(0, w.from-max(1, w.shown))
	case btnWaitNext:
		w.from += max(1, w.shown)
	case btnWaitInvite:
		code, _, _ := w.c.Seat()
		return game.Replace(newInvite(env, env.Invitation(w.c.URL(), code), w)), nil
	case btnWaitBack: // the seat stays this player's: My games lists the room
		w.c.Close()
		return game.Replace(New(env)), nil
	}
	return game.Stay, nil
}

func (w *waitingRoom) Draw(env *game.Env, dst *ebiten.Image) {
	dst.Fill(render.Felt)
	w.col.draw(env, dst)
	game.DrawMenu(env, dst, w.col.menu, w.hover, w.focus)
}
