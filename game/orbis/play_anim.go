package orbis

import (
	"time"

	"orbis/game/session"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// event is one change of the game the session reports.
type event = session.Event[rules.State, rules.Action]

// animate starts the flights an event shows: worshippers generated and
// collected by a take, a computer's tile or god flying to its pyramid, a
// pyramid sliding along when its base grows beyond an end.
func (p *play) animate(e *event) {
	a := e.Step.Action
	seat := e.Before.CurrentPlayer()
	byComputer := e.Step.Seat >= 0 && !p.m.Seats[e.Step.Seat].Human()
	switch a.Kind {
	case rules.KindTakeTile:
		p.flyGenerated(&e.After, int(a.Pos))
		p.flyCollected(&e.Before, int(a.Pos), seat)
	case rules.KindPlace:
		if _, pos := e.Before.TakenTile(); byComputer && pos >= 0 {
			p.flyPlaced(&e.After, pos, seat, int(a.Pos))
		}
		p.slidePyramid(&e.After, seat, int(a.Pos))
	case rules.KindTakeGod:
		if byComputer {
			p.flyGod(&e.Before, rules.God(a.Pos), seat)
		}
	case rules.KindDraw:
		p.flyRefill(&e.Before, &e.After)
	}
}

// flyRefill slides the tile drawn from its pile into the display.
func (p *play) flyRefill(before, after *rules.State) {
	dur := p.computerStep() // the table's own move, at the computers' pace
	if dur == 0 {
		return
	}
	for pos := range rules.DisplaySize {
		id := after.Display(pos)
		if id == rules.NoTile || id == before.Display(pos) {
			continue
		}
		level := after.Tiles().Tile(id).Level
		if level < 1 || int(level) > len(p.layout.Piles) {
			return
		}
		pile := p.layout.Piles[level-1]
		cx, cy := pile.Center()
		to := p.layout.Display[pos]
		p.flights = append(p.flights, flight{sprite: board.Sprite{Tile: id}, from: render.Hex{CX: cx, CY: cy, R: pile.H / 2}, to: to,
			start: time.Now(), dur: dur, hideSeat: -1, hideSlot: -1, hideDisplay: pos})
		return
	}
}

// fly starts a flight of a sprite from one place to another, hiding the
// seat's slot it lands in (-1, -1: none) until it is there.
func (p *play) fly(sp board.Sprite, from, to render.Hex, dur time.Duration, hideSeat, hideSlot int) {
	p.flights = append(p.flights, flight{sprite: sp, from: from, to: to, start: time.Now(), dur: dur, hideSeat: hideSeat, hideSlot: hideSlot, hideDisplay: -1})
}

// computerStep is how long a computer's piece takes to fly.
func (p *play) computerStep() time.Duration { return p.speed.Step() * 8 / 10 }

// humanStep is how long a person's move takes to show: never too fast to see.
func (p *play) humanStep() time.Duration { return max(p.speed.Step(), 300*time.Millisecond) * 8 / 10 }

// flyPlaced sends a computer's tile from the display to its slot.
func (p *play) flyPlaced(after *rules.State, pos, seat, target int) {
	dur := p.computerStep()
	if dur == 0 {
		return
	}
	slot, _ := rules.Landing(target)
	from, to := p.layout.Display[pos], p.layout.Seats[seat].Slots[slot]
	pl := after.PyramidOf(seat)[slot]
	p.fly(board.Sprite{Tile: pl.Tile, Wild: pl.Wild}, from, to, dur, seat, slot)
}

// flyGod sends a computer's god from the supply to its seat.
func (p *play) flyGod(before *rules.State, g rules.God, seat int) {
	dur := p.computerStep()
	index := -1
	for i := range before.GodCount() {
		if before.GodAt(i) == g {
			index = i
		}
	}
	if index < 0 || index >= len(p.layout.Gods) || dur == 0 {
		return
	}
	from, to := p.layout.Gods[index], p.layout.Seats[seat].God
	p.fly(board.Sprite{Tile: rules.NoTile, God: g}, from, to, dur, -1, -1)
}

// slidePyramid shows the shift a placement beyond an end of the base row
// makes: every other tile of the seat's pyramid slides one column from
// where it was to where it is now.
func (p *play) slidePyramid(after *rules.State, seat, target int) {
	placed, shift := rules.Landing(target)
	if shift == 0 {
		return
	}
	dur := p.humanStep()
	area := &p.layout.Seats[seat]
	for slot, pl := range after.PyramidOf(seat) {
		if slot == placed || pl.Empty() {
			continue
		}
		r, c := rules.SlotRowCol(slot)
		from, to := area.Slots[rules.SlotIndex(r, c-shift)], area.Slots[slot]
		p.fly(board.Sprite{Tile: pl.Tile, Wild: pl.Wild, Cancelled: pl.Cancelled}, from, to, dur, seat, slot)
	}
}

// flyGenerated sends one worshipper of the taken tile's colour from its
// place to each neighbouring display tile.
func (p *play) flyGenerated(after *rules.State, pos int) {
	id, _ := after.TakenTile()
	if id == rules.NoTile {
		return
	}
	c := after.Tiles().Tile(id).Color
	l := p.layout
	dur := p.humanStep()
	from := l.Display[pos]
	for _, n := range rules.DisplayNeighbours(pos) {
		if after.Display(n) == rules.NoTile {
			continue
		}
		tx, ty := l.Display[n].CX, l.Display[n].CY+l.Display[n].R*0.69 // the tray
		p.fly(board.Sprite{Tile: rules.NoTile, Cube: true, Color: c}, render.Hex{CX: from.CX, CY: from.CY, R: l.Px(13)}, render.Hex{CX: tx, CY: ty, R: l.Px(13)}, dur, -1, -1)
	}
}

// flyCollected sends the worshippers that lay on the taken tile to the
// seat's realm. They are already counted there; the flight shows it.
func (p *play) flyCollected(before *rules.State, pos, seat int) {
	dur := p.humanStep()
	l := p.layout
	cubes := before.DisplayCubes(pos)
	h := l.Display[pos]
	for c := range rules.NumColors {
		if cubes[c] == 0 {
			continue
		}
		to := l.Seats[seat].Realm[c]
		tx, ty := to.Center()
		p.fly(board.Sprite{Tile: rules.NoTile, Cube: true, Color: rules.Color(c)}, render.Hex{CX: h.CX, CY: h.CY, R: l.Px(14)}, render.Hex{CX: tx, CY: ty, R: l.Px(14)}, dur, -1, -1)
	}
}
