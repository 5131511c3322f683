package render

import "github.com/hajimehoshi/ebiten/v2"

// MenuButton is a button of a menu screen, placed in design units by its
// centre.
type MenuButton struct {
	ID         int
	X, Y, W, H float64
	Label      string
	Enabled    bool
	Primary    bool
	Marked     bool // a selected option
	Hint       bool // the label is an empty field's placeholder
}

// Rect is where the button is on the screen.
func (b *MenuButton) Rect(f *Frame) Rect { return f.R(b.X-b.W/2, b.Y-b.H/2, b.W, b.H) }

// HitMenu returns the id of the enabled button under a point.
func HitMenu(f *Frame, buttons []MenuButton, x, y float64) (id int, ok bool) {
	for i := range buttons {
		if buttons[i].Enabled && buttons[i].Rect(f).Contains(x, y) {
			return buttons[i].ID, true
		}
	}
	return 0, false
}

// Menu draws menu buttons, the one with the id hover lit and the one with
// the id focus (0: none) ringed for the keyboard.
func (p *Painter) Menu(dst *ebiten.Image, f *Frame, buttons []MenuButton, hover int, hovering bool, focus int) {
	for i := range buttons {
		b := &buttons[i]
		view := ButtonView{Shown: true, Enabled: b.Enabled, Primary: b.Primary || b.Marked, Label: b.Label, Hint: b.Hint}
		p.Button(dst, b.Rect(f), view, hovering && hover == b.ID, f.S)
		if focus != 0 && b.ID == focus {
			p.FocusRing(dst, b.Rect(f), f.S)
		}
	}
}

// FocusRing rings a control that has the keyboard's focus.
func (p *Painter) FocusRing(dst *ebiten.Image, r Rect, scale float64) {
	g := 4 * scale
	p.Frame(dst, Rect{r.X - g, r.Y - g, r.W + 2*g, r.H + 2*g}, 11*scale, 2.5*scale, Focus)
}

// Column lays out a menu's buttons one under another: centred on x, the
// first one's centre at y, each w by h, step apart from centre to centre.
// The buttons come with their id, label and state; Column places them.
func Column(x, y, w, h, step float64, buttons ...MenuButton) []MenuButton {
	for i := range buttons {
		buttons[i].X, buttons[i].Y, buttons[i].W, buttons[i].H = x, y+step*float64(i), w, h
	}
	return buttons
}

// Row lays out buttons side by side from left, their centres at y, each as
// wide as its W (or w when W is 0) and h high, gap apart.
func Row(left, y, w, h, gap float64, buttons ...MenuButton) []MenuButton {
	x := left
	for i := range buttons {
		b := &buttons[i]
		if b.W == 0 {
			b.W = w
		}
		b.X, b.Y, b.H = x+b.W/2, y, h
		x += b.W + gap
	}
	return buttons
}
