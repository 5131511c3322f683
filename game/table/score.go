package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
)

// The final score's buttons, the same in every game and in the same
// places: Rematch, New game, Review and Analyse (where a game offers it;
// its place stays empty where not), the title screen last.
const (
	BtnRematch = iota + 1
	BtnNewGame
	BtnTitle
	BtnReview
	BtnAnalyse
)

// Scored is what a game's final score does with its buttons.
type Scored interface {
	// Rematch is the table of a new game for the same seats; nil while
	// an online game's rematch is asked of its server.
	Rematch(env *game.Env) (game.Scene, error)
	// Setup is the game's setup, for a new game.
	Setup(env *game.Env) game.Scene
	// Review opens the game just finished in the viewer over the score,
	// its analysis running when asked for.
	Review(env *game.Env, analyse bool) (game.Change, error)
}

// Score is the skeleton of every game's final score: its buttons, what
// the pointer rests on and where, and the keyboard's focus. Each game's
// final score embeds it and keeps its own cards, words and pictures.
type Score struct {
	Cards  []render.Rect // the seats' cards, in design units (Cards lays them out)
	Menu   []render.MenuButton
	Hover  input.Target
	Focus  int     // the button the keyboard has reached; 0 for none
	PX, PY float64 // where the pointer rests, for a tooltip

	// RematchWord, when set, says the Rematch button's label and whether
	// it can be pressed (an online game's rematch on its way); nil: Rematch.
	RematchWord func(env *game.Env) (label string, enabled bool)

	fluid fluid      // where it stands on a phone's or a tablet's canvas
	key   [3]float64 // the frame it was laid out for (Laid)
}

// Buttons lays the buttons out in the player's language for the frame;
// analyse, the game's word for it, offers the game's analysis ("" for
// none). On the desktop they stand in a row along the foot, the title
// screen's in the fifth place; on a phone or a tablet see placeButtons.
func (s *Score) Buttons(env *game.Env, analyse string) {
	const left, y, w, h, gap = 92, 740, 200, 50, 24
	buttons := []render.MenuButton{
		{ID: BtnRematch, Label: env.T("over.rematch"), Enabled: true, Primary: true},
		{ID: BtnNewGame, Label: env.T("over.new"), Enabled: true},
		{ID: BtnReview, Label: env.T("over.review"), Enabled: true},
	}
	if analyse != "" {
		buttons = append(buttons, render.MenuButton{ID: BtnAnalyse, Label: analyse, Enabled: true})
	}
	if s.RematchWord != nil {
		buttons[0].Label, buttons[0].Enabled = s.RematchWord(env)
	}
	if env.Frame().Fluid() {
		s.placeButtons(env, append(buttons, render.MenuButton{ID: BtnTitle, Label: env.T("over.title_screen"), Enabled: true}))
		return
	}
	s.Menu = append(render.Row(left, y, w, h, gap, buttons...),
		render.Row(left+4*(w+gap), y, w, h, gap, render.MenuButton{ID: BtnTitle, Label: env.T("over.title_screen"), Enabled: true})...)
}

// Hit finds a button; the game's cards are the game's to find.
func (s *Score) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, s.Menu, x, y)
}

// Point follows the pointer: what it rests on, and where.
func (s *Score) Point(intents []input.Intent) {
	s.Hover = game.LatestHover(intents, s.Hover)
	for _, in := range intents {
		if in.Kind == input.Hover {
			s.PX, s.PY = in.X, in.Y
		}
	}
}

// Scroll scrolls the cards where they do not fit (a phone's) by the wheel
// over them and by a drag on them.
func (s *Score) Scroll(env *game.Env, intents []input.Intent) {
	for _, in := range intents {
		s.scrollWith(env, in)
	}
}

// Press does what a button clicked or reached by the keys asks for;
// pressed is false when none was.
func (s *Score) Press(env *game.Env, intents []input.Intent, g Scored) (c game.Change, pressed bool, err error) {
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, s.Menu, &s.Focus)
	}
	if !ok {
		return game.Stay, false, nil
	}
	switch id {
	case BtnRematch:
		p, err := g.Rematch(env)
		if err != nil || p == nil { // nil: an online rematch on its way
			return game.Stay, true, err
		}
		return game.Replace(p), true, nil
	case BtnNewGame:
		return game.Replace(g.Setup(env)), true, nil
	case BtnTitle:
		return game.Home(), true, nil
	case BtnReview, BtnAnalyse:
		c, err := g.Review(env, id == BtnAnalyse)
		return c, true, err
	}
	return game.Stay, true, nil
}

// DrawButtons draws the buttons, the one under the pointer or the keys'
// focus lit, and beside cards that scroll how far down they are.
func (s *Score) DrawButtons(env *game.Env, dst *ebiten.Image) {
	s.drawScrollbar(env, dst)
	game.DrawMenu(env, dst, s.Menu, s.Hover, s.Focus)
}

// Cards lays out n cards, one a seat, in rows of up to cols centred on
// the screen from top, each at most maxW wide, the rows height high in
// all: in design units.
func Cards(n, cols int, maxW, top, height float64) []render.Rect {
	const gap = 16
	rows := (n + cols - 1) / cols
	w := min(maxW, (1240-gap*float64(cols-1))/float64(cols))
	h := (height - float64(rows-1)*gap) / float64(rows)
	left := 640 - (w*float64(cols)+gap*float64(cols-1))/2
	out := make([]render.Rect, 0, n)
	for i := range n {
		c, r := i%cols, i/cols
		out = append(out, render.Rect{X: left + float64(c)*(w+gap), Y: top + float64(r)*(h+gap), W: w, H: h})
	}
	return out
}

// Winners says who won: one name, or several joined.
func Winners(env *game.Env, winners []string) string {
	if len(winners) == 1 {
		return env.T("over.winner", winners[0])
	}
	return env.T("over.winners", env.And(winners...))
}
