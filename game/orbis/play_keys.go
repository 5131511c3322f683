package orbis

import (
	"math"

	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// keyboard plays the table from the keys: Tab and Shift+Tab move a focus
// over what can be acted on now, in reading order, and the arrows move it
// to the nearest such thing in their direction; Space, or Enter while
// something has the focus, clicks it. What has the focus is also hovered,
// so its tooltip shows, and what the pointer rests on once the focus is
// gone: a tooltip leaves with its focus. A click hands the table back to
// the pointer, and Esc first drops the focus. It returns the intents with
// the keys it used turned into clicks, in a buffer of its own.
func (p *play) keyboard(intents []input.Intent) []input.Intent {
	p.focusable = p.focusables(p.focusable[:0])
	if p.focus.Kind != board.None && !p.canFocus(p.focus) {
		p.focus = board.Target{} // it went: taken, or its panel closed
	}
	out := p.keyIntents[:0]
	for _, in := range intents {
		switch in.Kind {
		case input.KeyNext:
			p.moveFocus(int(in.Amount))
			continue
		case input.KeyUp, input.KeyDown, input.KeyLeft, input.KeyRight:
			p.moveFocusToward(in.Kind)
			continue
		case input.KeyActivate, input.KeyConfirm:
			if p.focus.Kind != board.None {
				r, _ := p.layout.Bounds(p.focus, p.displayCubes())
				cx, cy := r.Center()
				t := input.Target(p.focus)
				out = append(out, input.Intent{Kind: input.Click, Target: t, Over: t, X: cx, Y: cy})
				continue
			}
			if in.Kind == input.KeyActivate {
				continue // Space without a focus means nothing
			}
		case input.KeyCancel:
			if p.focus.Kind != board.None {
				p.focus = board.Target{}
				continue
			}
		case input.Click, input.DragStart:
			p.focus = board.Target{}
		}
		out = append(out, in)
	}
	p.keyIntents = out
	p.hover, p.px, p.py = p.pointer, p.pointerX, p.pointerY
	if p.focus.Kind != board.None {
		// The focus is hovered: its tooltip shows, beside it.
		r, _ := p.layout.Bounds(p.focus, p.displayCubes())
		p.hover, p.px, p.py = p.focus, r.X+r.W, r.Y+r.H
	}
	return out
}

// focusables lists, in Tab order, what the person to act can act on now:
// the choice open, or the slots for the tile held (what it can do next),
// the display and the gods; the other seats (to look at); then the
// buttons.
func (p *play) focusables(out []board.Target) []board.Target {
	s := p.m.State()
	mine := p.humanToAct() && p.inspect < 0
	switch {
	case !mine:
	case p.turn.Panel.Kind == PanelExchange:
		for c := range rules.NumColors {
			out = append(out, board.Target{Kind: board.PanelGive, Index: c})
		}
		for c := range rules.NumColors {
			out = append(out, board.Target{Kind: board.PanelGet, Index: c})
		}
	case p.turn.Panel.Kind != NoPanel:
		cubes, pick := p.displayCubes(), p.turn.Panel.PickColors()
		for pos := range rules.DisplaySize {
			for c := range rules.NumColors {
				if cubes[pos][c] > 0 && pick.Has(rules.Color(c)) { // the figures the Volcano may destroy, as the pointer's
					out = append(out, board.Target{Kind: board.DisplayCube, Index: pos, Sub: c})
				}
			}
		}
		pv := &p.view.Panel
		for c := range rules.NumColors {
			switch {
			case !pv.Rows || pv.Disabled[c]:
			case pv.PickOnly:
				out = append(out, board.Target{Kind: board.PanelPick, Index: c})
			default:
				out = append(out, board.Target{Kind: board.PanelMinus, Index: c}, board.Target{Kind: board.PanelPlus, Index: c})
			}
		}
	default:
		lit := p.view.FaceUp | p.view.WildOnly | p.view.Exchange
		for _, slot := range lit.Slots() {
			out = append(out, board.Target{Kind: board.Slot, Index: slot})
		}
		if s.Phase() == rules.PhaseChoose {
			for pos := range rules.DisplaySize {
				if s.Display(pos) != rules.NoTile {
					out = append(out, board.Target{Kind: board.DisplayTile, Index: pos})
				}
			}
			for i := range s.GodCount() {
				out = append(out, board.Target{Kind: board.GodTile, Index: i})
			}
		}
	}
	for seat := range p.layout.Players {
		if seat != p.layout.Active {
			out = append(out, board.Target{Kind: board.SeatPanel, Index: seat})
		}
	}
	for b, view := range p.view.Buttons {
		if view.Shown && view.Enabled {
			out = append(out, board.Target{Kind: board.Button, Index: b})
		}
	}
	return out
}

// canFocus reports whether t is among what can be acted on now.
func (p *play) canFocus(t board.Target) bool {
	for _, f := range p.focusable {
		if f == t {
			return true
		}
	}
	return false
}

// moveFocus moves the focus step places along the Tab order, wrapping;
// from no focus, Tab starts at the first and Shift+Tab at the last. From
// the tile just picked up, Tab goes to its first slot and Shift+Tab to its
// last: where it can go next, before the other tiles.
func (p *play) moveFocus(step int) {
	n := len(p.focusable)
	if n == 0 || step == 0 {
		return
	}
	at := -1
	for i, f := range p.focusable {
		if f == p.focus {
			at = i
		}
	}
	slots := 0 // the held tile's, first in the order
	for slots < n && p.focusable[slots].Kind == board.Slot {
		slots++
	}
	switch {
	case slots > 0 && p.focus == p.turn.Selected && step > 0:
		at = 0
	case slots > 0 && p.focus == p.turn.Selected:
		at = slots - 1
	case at < 0 && step > 0:
		at = 0
	case at < 0:
		at = n - 1
	default:
		at = ((at+step)%n + n) % n
	}
	p.focus = p.focusable[at]
}

// moveFocusToward moves the focus to the nearest focusable thing in an
// arrow's direction: the one whose centre is closest, counting a sideways
// offset double, among those within 60° of the direction.
func (p *play) moveFocusToward(key input.Kind) {
	cubes := p.displayCubes()
	from, ok := p.layout.Bounds(p.focus, cubes)
	if p.focus.Kind == board.None || !ok {
		p.moveFocus(1)
		return
	}
	var dx, dy float64
	switch key {
	case input.KeyUp:
		dy = -1
	case input.KeyDown:
		dy = 1
	case input.KeyLeft:
		dx = -1
	default:
		dx = 1
	}
	fx, fy := from.Center()
	best, bestCost := board.Target{}, math.Inf(1)
	for _, t := range p.focusable {
		r, ok := p.layout.Bounds(t, cubes)
		if t == p.focus || !ok {
			continue
		}
		cx, cy := r.Center()
		along := (cx-fx)*dx + (cy-fy)*dy
		across := math.Abs((cx-fx)*dy - (cy-fy)*dx)
		if along <= 0 || across > along*math.Sqrt(3) {
			continue
		}
		if cost := along + 2*across; cost < bestCost {
			best, bestCost = t, cost
		}
	}
	if best.Kind != board.None {
		p.focus = best
	}
}

// displayCubes are the worshippers on the display as the table shows them.
func (p *play) displayCubes() *[rules.DisplaySize]rules.Cubes {
	for pos := range p.cubesSeen {
		p.cubesSeen[pos] = p.seen.DisplayCubes(pos)
	}
	return &p.cubesSeen
}

// focusRing is where the focus ring goes, or the zero Rect.
func (p *play) focusRing() render.Rect {
	if p.focus.Kind == board.None {
		return render.Rect{}
	}
	r, _ := p.layout.Bounds(p.focus, p.displayCubes())
	return r
}
