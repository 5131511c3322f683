package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
	board "orbis/render/orbis"
)

// menuButton is a button of a menu screen, in design units.
type menuButton struct {
	id      int
	x, y    float64 // centre
	w, h    float64
	label   string
	enabled bool
	primary bool
	marked  bool // a selected option
}

func (b *menuButton) rect(f *board.Layout) render.Rect {
	return f.R(b.x-b.w/2, b.y-b.h/2, b.w, b.h)
}

// hitButtons finds the enabled button under a point.
func hitButtons(f *board.Layout, buttons []menuButton, x, y float64) input.Target {
	for i := range buttons {
		if buttons[i].enabled && buttons[i].rect(f).Contains(x, y) {
			return input.Target{Kind: board.Button, Index: buttons[i].id}
		}
	}
	return input.Target{}
}

// drawButtons draws menu buttons, the hovered one lit.
func drawButtons(a *App, dst *ebiten.Image, f *board.Layout, buttons []menuButton, hover input.Target) {
	for i := range buttons {
		b := &buttons[i]
		view := render.ButtonView{Shown: true, Enabled: b.enabled, Primary: b.primary || b.marked, Label: b.label}
		a.paint.Button(dst, b.rect(f), view, hover == input.Target{Kind: board.Button, Index: b.id}, f.S)
	}
}

// latestHover returns the last hovered target among the intents, or old.
func latestHover(intents []input.Intent, old input.Target) input.Target {
	for _, in := range intents {
		if in.Kind == input.Hover || in.Kind == input.DragMove {
			old = in.Over
		}
	}
	return old
}

// clickedButton returns the button clicked this frame, if any.
func clickedButton(intents []input.Intent) (int, bool) {
	for _, in := range intents {
		if in.Kind == input.Click && in.Target.Kind == board.Button {
			return in.Target.Index, true
		}
	}
	return 0, false
}

// pressed reports whether a key intent of the kind came this frame.
func pressed(intents []input.Intent, kind input.Kind) bool {
	for _, in := range intents {
		if in.Kind == kind {
			return true
		}
	}
	return false
}
