package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
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

func (b *menuButton) rect(f *render.Layout) render.Rect {
	return f.R(b.x-b.w/2, b.y-b.h/2, b.w, b.h)
}

// hitButtons finds the enabled button under a point.
func hitButtons(f *render.Layout, buttons []menuButton, x, y float64) render.Target {
	for i := range buttons {
		if buttons[i].enabled && buttons[i].rect(f).Contains(x, y) {
			return render.Target{Kind: render.Button, Index: buttons[i].id}
		}
	}
	return render.Target{}
}

// drawButtons draws menu buttons, the hovered one lit.
func drawButtons(a *App, dst *ebiten.Image, f *render.Layout, buttons []menuButton, hover render.Target) {
	for i := range buttons {
		b := &buttons[i]
		view := render.ButtonView{Shown: true, Enabled: b.enabled, Primary: b.primary || b.marked, Label: b.label}
		a.paint.Button(dst, b.rect(f), view, hover == render.Target{Kind: render.Button, Index: b.id}, f.S)
	}
}

// latestHover returns the last hovered target among the intents, or old.
func latestHover(intents []input.Intent, old render.Target) render.Target {
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
		if in.Kind == input.Click && in.Target.Kind == render.Button {
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
