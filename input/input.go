// Package input turns pointer, touch and key events into intents: clicks,
// drags with a drop target, hovering and the keyboard commands, against
// the hit regions a scene names. It knows no game. The state machine is
// pure and tested without a display; ebiten.go feeds it from Ebitengine.
package input

// Target is a hit region a scene gives meaning to: a kind of element and
// which one. The zero Target is nothing.
type Target struct {
	Kind  int // the scene's own kinds; 0 is none
	Index int // which element of the kind
	Sub   int // a part of it, where the scene needs one
}

// Kind is the kind of an intent.
type Kind uint8

// The intents the game reacts to.
const (
	Click         Kind = iota + 1 // press and release on the same target without moving
	DragStart                     // a press on a draggable target moved past the threshold
	DragMove                      // the dragged thing moved; Over is what it is over
	Drop                          // released while dragging; Over is the drop target (None: cancel)
	DragCancel                    // Esc during a drag
	Hover                         // the pointer rests over a new target; a finger: a long press on it, or none
	KeyConfirm                    // Enter
	KeyUndo                       // Ctrl+Z (Cmd+Z on macOS)
	KeyRedo                       // Ctrl+Shift+Z or Ctrl+Y
	KeyCancel                     // Esc outside a drag
	KeyHelp                       // F1
	KeyFullscreen                 // F11
	Scroll                        // the wheel turned; Over is under the pointer, Amount the notches (up > 0)
	KeyPageUp                     // Page Up
	KeyPageDown                   // Page Down
	KeyHome                       // Home
	KeyEnd                        // End
	KeyLegend                     // L: what the icons mean
	KeyUp                         // arrow up: focus moves
	KeyDown                       // arrow down
	KeyLeft                       // arrow left: focus moves, or a value goes down (Amount 1: with Shift)
	KeyRight                      // arrow right
	KeyNext                       // Tab: the next thing to act on (Amount -1: Shift+Tab, the one before)
	KeyActivate                   // Space: act on what has the focus
)

// Intent is one thing the player meant.
type Intent struct {
	Kind   Kind
	Target Target // what was pressed or dragged
	Over   Target // what the pointer is over (drags, hover)
	X, Y   float64
	Amount float64 // Scroll: notches of the wheel, up (away from the player) positive
}

// A finger's measures, in device-independent (CSS) pixels: the hand's
// size, whatever the screen's density.
const (
	// TouchLift is how far above the finger a dragged piece rides, so that
	// the finger does not hide it: the drag's target point is the piece's
	// centre, this far above the finger.
	TouchLift = 60
	// touchSlop is how far a finger may wander and still tap or hold: a
	// finger is less steady than a mouse.
	touchSlop = 10
)

// LongPressFrames is how long a finger held still on a target is a long
// press, which shows what hovering shows with a mouse: 30 frames, half a
// second at Ebitengine's 60 updates a second.
const LongPressFrames = 30

// Pointer is the state of the mouse or the first touch in one frame.
type Pointer struct {
	X, Y  float64
	Down  bool
	Wheel float64 // notches the wheel turned this frame, up positive
	Touch bool    // a finger, not the mouse: it lands where it touches
}

// Keys are the keys pressed this frame (just pressed, not held).
type Keys struct {
	Enter, Undo, Redo, Esc, F1, F11 bool
	PageUp, PageDown, Home, End     bool
	Legend                          bool
	Up, Down, Left, Right           bool
	Tab, ShiftTab, Space            bool
	Shift                           bool // held: an arrow steps further (Amount 1)
}

// dragThreshold is how far (in pixels) a press must move to become a drag,
// so that a shaky click is still a click.
const dragThreshold = 6

type phase uint8

const (
	idle phase = iota
	pressed
	dragging
)

// Machine is the pointer state machine.
type Machine struct {
	phase     phase
	target    Target
	startX    float64
	startY    float64
	over      Target
	wasDown   bool
	lastHover Target
	told      Target  // what the scene was last told the pointer is over (Hover, DragMove)
	lastX     float64 // the pointer in the previous frame
	lastY     float64
	held      int               // frames the press has lasted
	long      bool              // the press is a long press: its release is no click
	lifted    bool              // the drag under way is a finger's: its piece rides above it
	Draggable func(Target) bool // which targets can be dragged
	// Lifted says which dragged targets ride above a finger: pieces, not a
	// scroll, which follows the finger; nil: every one.
	Lifted     func(Target) bool
	DragScaled float64 // the threshold in screen pixels (scale); 0 means 1
	// Density is the screen's pixels per device-independent (CSS) pixel,
	// which a finger's measures are in; 0 means 1.
	Density float64
	// Height is the screen's, in its pixels: near its bottom edge a piece
	// rides less high, so that it reaches the bottom; 0: no edge.
	Height float64
}

// Dragging reports whether a drag is under way, and of what.
func (m *Machine) Dragging() (Target, bool) { return m.target, m.phase == dragging }

// Update advances the machine by one frame. hit says what is under a point.
func (m *Machine) Update(p Pointer, k Keys, hit func(x, y float64) Target, out []Intent) []Intent {
	under := hit(p.X, p.Y)
	switch {
	case k.Esc && m.phase == dragging:
		out = append(out, Intent{Kind: DragCancel, Target: m.target, X: p.X, Y: p.Y})
		m.phase = idle
	case k.Esc:
		out = append(out, Intent{Kind: KeyCancel})
		m.phase = idle
	}
	if k.Enter {
		out = append(out, Intent{Kind: KeyConfirm})
	}
	if k.Undo {
		out = append(out, Intent{Kind: KeyUndo})
	}
	if k.Redo {
		out = append(out, Intent{Kind: KeyRedo})
	}
	if k.F1 {
		out = append(out, Intent{Kind: KeyHelp})
	}
	if k.F11 {
		out = append(out, Intent{Kind: KeyFullscreen})
	}
	for _, key := range [...]struct {
		on   bool
		kind Kind
	}{{k.PageUp, KeyPageUp}, {k.PageDown, KeyPageDown}, {k.Home, KeyHome}, {k.End, KeyEnd}, {k.Legend, KeyLegend},
		{k.Up, KeyUp}, {k.Down, KeyDown}, {k.Left, KeyLeft}, {k.Right, KeyRight}, {k.Space, KeyActivate}} {
		if key.on {
			in := Intent{Kind: key.kind, Over: under, X: p.X, Y: p.Y}
			if k.Shift && (key.kind == KeyLeft || key.kind == KeyRight) {
				in.Amount = 1 // a bigger step: a turn in a replay
			}
			out = append(out, in)
		}
	}
	switch {
	case k.ShiftTab:
		out = append(out, Intent{Kind: KeyNext, Amount: -1})
	case k.Tab:
		out = append(out, Intent{Kind: KeyNext, Amount: 1})
	}
	if p.Wheel != 0 {
		out = append(out, Intent{Kind: Scroll, Over: under, X: p.X, Y: p.Y, Amount: p.Wheel})
	}
	justDown, justUp := p.Down && !m.wasDown, !p.Down && m.wasDown
	m.wasDown = p.Down
	density := m.Density
	if density <= 0 {
		density = 1
	}
	threshold := dragThreshold * max(1, m.DragScaled)
	if p.Touch {
		threshold = max(threshold, touchSlop*density)
	}
	switch m.phase {
	case idle:
		switch {
		case justDown:
			// A press is seen one frame late: if the pointer moved since, it
			// was pressed where it was then (a quick press-and-drag).
			m.phase, m.target, m.startX, m.startY, m.held, m.long = pressed, under, p.X, p.Y, 0, false
			// (A finger has no place before it lands: the last place is the
			// mouse's, or another touch's.)
			if before := hit(m.lastX, m.lastY); !p.Touch && before != under && before.Kind != 0 {
				m.target, m.startX, m.startY = before, m.lastX, m.lastY
			}
			if p.Touch && m.told.Kind != 0 && m.told != under {
				// A finger landing elsewhere closes what a long press opened.
				out = m.hover(out, Target{}, p.X, p.Y)
			}
		case p.Touch:
			// A finger that is not down rests nowhere: what lies where it
			// lifted is not hovered (a long press shows it).
		case under != m.lastHover:
			out = m.hover(out, under, p.X, p.Y)
		}
	case pressed:
		m.held++
		switch {
		case justUp:
			m.phase = idle
			if under == m.target && !m.long {
				out = append(out, Intent{Kind: Click, Target: m.target, Over: under, X: p.X, Y: p.Y})
			}
		case (p.X-m.startX)*(p.X-m.startX)+(p.Y-m.startY)*(p.Y-m.startY) >= threshold*threshold:
			if m.Draggable != nil && m.Draggable(m.target) {
				m.phase, m.lifted = dragging, p.Touch && (m.Lifted == nil || m.Lifted(m.target))
				x, y, over := m.carried(p, under, density, hit)
				m.over, m.told = over, over
				out = append(out, Intent{Kind: DragStart, Target: m.target, Over: over, X: x, Y: y})
			} else {
				m.phase = idle // a press that wanders off a button is no click
			}
		case p.Touch && !m.long && m.held >= LongPressFrames:
			m.long = true // held still: what hovering shows, and no click on release
			if m.target.Kind != 0 {
				out = m.hover(out, m.target, m.startX, m.startY)
			}
		}
	case dragging:
		x, y, over := m.carried(p, under, density, hit)
		if justUp || !p.Down {
			m.phase = idle
			out = append(out, Intent{Kind: Drop, Target: m.target, Over: over, X: x, Y: y})
			if m.lifted {
				out = m.hover(out, Target{}, p.X, p.Y) // the finger has gone: nothing is hovered
			}
		} else {
			m.over, m.told = over, over
			out = append(out, Intent{Kind: DragMove, Target: m.target, Over: over, X: x, Y: y})
		}
	}
	m.lastHover, m.lastX, m.lastY = under, p.X, p.Y
	return out
}

// hover tells the scene what the pointer is over.
func (m *Machine) hover(out []Intent, over Target, x, y float64) []Intent {
	m.told = over
	return append(out, Intent{Kind: Hover, Over: over, X: x, Y: y})
}

// carried is where the dragged thing is and what it is over: the pointer
// and what is under it for the mouse; for a finger, the point TouchLift
// above it, where the piece rides in sight.
func (m *Machine) carried(p Pointer, under Target, density float64, hit func(x, y float64) Target) (x, y float64, over Target) {
	if !m.lifted {
		return p.X, p.Y, under
	}
	y = p.Y - Lift(p.Y, m.Height, density)
	return p.X, y, hit(p.X, y)
}

// Lift is how far above a finger at y, on a screen height high (0: no
// edge), a piece it drags rides: TouchLift, less within twice that of the
// bottom edge, down to nothing at it, so that the bottom of the screen is
// in reach (the finger there stands for the last 3 lifts' height).
func Lift(y, height, density float64) float64 {
	lift := TouchLift * density
	if room := height - y; height > 0 && room < 2*lift {
		return max(0, room) / 2
	}
	return lift
}
