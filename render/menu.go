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

// Menu draws menu buttons, the one with the id hover lit.
func (p *Painter) Menu(dst *ebiten.Image, f *Frame, buttons []MenuButton, hover int, hovering bool) {
	for i := range buttons {
		b := &buttons[i]
		view := ButtonView{Shown: true, Enabled: b.Enabled, Primary: b.Primary || b.Marked, Label: b.Label}
		p.Button(dst, b.Rect(f), view, hovering && hover == b.ID, f.S)
	}
}
