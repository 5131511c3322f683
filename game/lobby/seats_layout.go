package lobby

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/render"
)

// seatsPlace is where the players' overlay stands on a fluid canvas: its
// panel, its title, each seat shown (its name and who plays it), and the
// line that explains or asks.
type seatsPlace struct {
	panel render.Rect // design units
	title placed
	names []placed // of the seats shown, from seatsFrom
	words []placed
	mine  int // the place in names of this screen's seat; -1 when not shown
	line  placed
}

// The buttons that page through the seats where the window shows only
// some of them.
const (
	btnSeatsPrev = iota + 50
	btnSeatsNext
)

// The seats' words on a fluid canvas.
const (
	seatNameSize = fluidText
	seatWordSize = fluidSmall
	seatCardMin  = 290.0 // a seat's card at its narrowest, where its two buttons fit
)

// seatCard is one seat as the overlay shows it: its words and buttons,
// before they are placed.
type seatCard struct {
	name, word string
	buttons    []render.MenuButton
}

// placeFluid lays the overlay out on a phone's or a tablet's canvas: each
// seat a card (its name and who plays it, its buttons under them), as many
// cards a row as the width holds, a page of them at a time where the
// window does not hold them all; then the line that explains or asks, and
// Back, or Yes and Cancel.
func (s *seats) placeFluid(env *game.Env, table []online.SeatState, cards []seatCard, bottom []render.MenuButton, line para) []render.MenuButton {
	f := env.Frame()
	const pad = 12.0
	panelW := min(960, f.DW-fluidMargin)
	left, w := (f.DW-panelW)/2+pad, panelW-2*pad
	const colGap = 2 * fluidGap // a card's words apart from the next card's
	cols := max(1, min(len(cards), int((w+colGap)/(seatCardMin+colGap))))
	cardW := (w - colGap*float64(cols-1)) / float64(cols)
	// Each card's words, and the height of the tallest: the cards' rows.
	var pl seatsPlace
	pl.mine = -1
	names, words := make([]para, len(cards)), make([]para, len(cards))
	cardH := 0.0
	for i, c := range cards {
		names[i], words[i] = s.cardWords(env, c, cardW)
		h := names[i].height()
		if len(words[i].lines) > 0 && words[i].lines[0] != "" {
			h += words[i].height()
		}
		if len(c.buttons) > 0 {
			h += 4 + fluidButton
		}
		cardH = max(cardH, h)
	}
	cardStep := cardH + fluidGap + 4
	pl.title = placed{para: headingPara(env, env.T("online.seats_title"), fluidTitle, w), x: left + w/2, align: render.Center}
	lastB, lastH := buttonRow(env, left+(w-min(w, 400))/2, 0, min(w, 400), bottom...)
	fixed := pl.title.height() + fluidGap + line.height() + fluidGap + lastH + 2*pad + fluidMargin
	rowsFit := max(1, int((f.DH-fixed)/cardStep))
	rows := (len(cards) + cols - 1) / cols
	var b []render.MenuButton
	headH := pl.title.height() + fluidGap
	if rows > rowsFit { // a page at a time, the buttons to turn it beside the title
		per := rowsFit * cols
		s.seatsFrom = min(s.seatsFrom, (len(cards)-1)/per*per)
		rows = rowsFit
		pl.title = placed{para: headingPara(env, env.T("online.seats_title"), fluidTitle, w-2*fluidStep), x: left, align: render.Left}
		headH = max(fluidButton, pl.title.height()) + fluidGap
		b = append(b, render.Row(left+w-2*fluidButton-fluidGap, fluidButton/2, fluidButton, fluidButton, fluidGap,
			render.MenuButton{ID: btnSeatsPrev, Label: "‹", Enabled: s.seatsFrom > 0},
			render.MenuButton{ID: btnSeatsNext, Label: "›", Enabled: s.seatsFrom+per < len(cards)})...)
		s.seatsPage = per
	} else {
		s.seatsFrom, s.seatsPage = 0, len(cards)
	}
	height := headH + cardStep*float64(rows) + line.height() + fluidGap + lastH
	top := max(pad+fluidMargin/2, (f.DH-height)/2)
	pl.title.top = top
	if len(b) > 0 {
		pl.title.top = top + (fluidButton-pl.title.height())/2
		for i := range b {
			b[i].Y += top
		}
	}
	y := top + headH
	for i := s.seatsFrom; i < min(len(cards), s.seatsFrom+s.seatsPage); i++ {
		at := i - s.seatsFrom
		x, cy := left+(cardW+colGap)*float64(at%cols), y+cardStep*float64(at/cols)
		pl.names = append(pl.names, placed{para: names[i], x: x, top: cy, align: render.Left})
		wy := cy
		if words[i].lines[0] == "" { // beside the name
			words[i].lines = words[i].lines[1:]
			pl.words = append(pl.words, placed{para: words[i], x: x + cardW, top: cy + (names[i].step-words[i].step)/2, align: render.Right})
		} else {
			wy += names[i].height()
			pl.words = append(pl.words, placed{para: words[i], x: x, top: wy, align: render.Left})
			wy += words[i].height()
		}
		if i == s.room.YourSeat() {
			pl.mine = len(pl.names) - 1
		}
		if c := cards[i]; len(c.buttons) > 0 {
			by := cy + cardH - fluidButton/2
			n := float64(len(c.buttons))
			b = append(b, render.Row(x, by, (cardW-fluidGap*(n-1))/n, fluidButton, fluidGap, c.buttons...)...)
		}
	}
	y += cardStep * float64(rows)
	pl.line = placed{para: line, x: left + w/2, top: y, align: render.Center}
	y += line.height() + fluidGap
	for i := range lastB {
		lastB[i].Y += y
	}
	pl.panel = render.Rect{X: left - pad, Y: top - pad, W: panelW, H: height + 2*pad}
	s.place = pl
	return append(b, lastB...)
}

// cardWords wraps a seat's name and word for a card: the word beside the
// name where both fit on a line (then its first line is ""), else under it.
func (s *seats) cardWords(env *game.Env, c seatCard, w float64) (name, word para) {
	f, text := env.Frame(), env.Text()
	nw, ww := text.Width(c.name, f.Px(seatNameSize), true), text.Width(c.word, f.Px(seatWordSize), false)
	if nw+ww+f.Px(12) <= f.Px(w) {
		name = para{lines: []string{c.name}, size: seatNameSize, step: seatNameSize * 1.35, bold: true}
		word = para{lines: []string{"", c.word}, size: seatWordSize, step: seatWordSize * 1.3}
		return name, word
	}
	name = para{lines: text.WrapAnywhere(c.name, f.Px(seatNameSize), f.Px(w)*0.9), size: seatNameSize, step: seatNameSize * 1.35, bold: true}
	word = wrapPara(env, c.word, seatWordSize, w)
	if len(word.lines) == 0 {
		word.lines = []string{"", ""}
	}
	return name, word
}

// drawFluid draws the overlay where placeFluid put it.
func (s *seats) drawFluid(env *game.Env, dst *ebiten.Image) {
	f, paint := env.Frame(), env.Paint()
	pl := &s.place
	panel := f.R(pl.panel.X, pl.panel.Y, pl.panel.W, pl.panel.H)
	paint.Shadow(dst, panel, f.Px(14))
	paint.Box(dst, panel, f.Px(14), render.FeltLight)
	pl.title.drawIn(env, dst, render.Gold)
	for i := range pl.names {
		ink := render.Ink
		if i == pl.mine {
			ink = render.Gold
		}
		pl.names[i].drawIn(env, dst, ink)
		pl.words[i].drawIn(env, dst, render.InkDim)
	}
	pl.line.drawIn(env, dst, s.lineInk)
	game.DrawMenu(env, dst, s.menu, s.hover, s.focus)
}
