package orbis

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/render"
)

// sketch is what the analysis draws, made in Update when what it shows
// changes (game.Sketch), with the key moments' buttons and the open panel.
type sketch struct {
	game.Sketch
	moments []render.MenuButton // the key moments' buttons, for the bar
	panel   render.Rect         // the open panel, in design units: the table under it is not hit
	// own are a phone's sheet's buttons, which the viewer hits and draws
	// itself (the bar's rows hold only its switch): the tabs and the key
	// moments shown.
	own []render.MenuButton
}

// pen draws on the analysis' sketch, with the analysis' own strokes
// (paragraphs, legends) beside the shell's.
type pen struct {
	game.Pen
	s   *sketch
	col *column // a phone's sheet's scrolled column, nil on the desktop
}

func newPen(env *game.Env, s *sketch) pen { return pen{Pen: game.NewPen(env, &s.Sketch), s: s} }

// draw draws the sketch: the only work of the analysis in Draw.
func (s *sketch) draw(env *game.Env, dst *ebiten.Image) { s.Sketch.Draw(env, dst) }
