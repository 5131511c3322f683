package table

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/render"
)

// Ratings is what a rated online game's final score says of the ratings:
// each rated seat's new rating and its change once the server counted the
// game, a note where they will come until then, and the viewer's own
// line. Both games' final scores place it; a nil Ratings (an unrated or
// offline game) says nothing.
type Ratings struct {
	read    func() []online.RatingChange // the client's changes, nil until the game is counted
	people  []bool                       // the seats persons hold: where a change may come
	you     int                          // the viewer's seat when signed in and seated; -1
	changes []online.RatingChange        // what the server counted, kept once come
}

// RatingsOf is the ratings of an online game's final score, read from its
// client: nil when the room is not rated.
func RatingsOf(c *online.Client) *Ratings {
	if rated, _ := c.Rated(); !rated {
		return nil
	}
	var people []bool
	c.With(func(_ online.Match, table []online.SeatState, _ int64) {
		for _, s := range table {
			people = append(people, s.Kind == "human")
		}
	})
	you := -1
	if _, _, seat := c.Seat(); c.Profile() != nil && !c.Watching() {
		you = seat
	}
	return NewRatings(c.RatingChanges, people, you)
}

// NewRatings is the ratings of a rated game's final score: read gives the
// server's changes (nil until it counted the game), people the seats
// persons hold, you the viewer's seat when they are signed in (-1 for
// none).
func NewRatings(read func() []online.RatingChange, people []bool, you int) *Ratings {
	r := &Ratings{read: read, people: people, you: you}
	r.changes = read()
	return r
}

// RatingsDemo is a picture's rated game of the seats' ranks: seats 0 (the
// viewer, signed in) and 1 are people, the others computers. Counted, the
// person placed better gains and the other loses; on a tie the one rated
// lower gains (the first, as Glicko-2 has it); else the game is still
// being counted.
func RatingsDemo(ranks []int, counted bool) *Ratings {
	people := make([]bool, len(ranks))
	var changes []online.RatingChange
	if len(ranks) >= 2 {
		people[0], people[1] = true, true
		first := online.RatingChange{Seat: 0, Before: 1480.2, After: 1503.4, Deviation: 84}
		second := online.RatingChange{Seat: 1, Before: 1561.3, After: 1549.1, Deviation: 71}
		if ranks[0] > ranks[1] {
			first.After, second.After = 1471.6, 1567.8
		}
		changes = []online.RatingChange{first, second}
	}
	return NewRatings(func() []online.RatingChange {
		if counted {
			return changes
		}
		return nil
	}, people, 0)
}

// Take reads the client's changes until they come; true when they just
// came: the score is laid out again with them, and drawn though it rests
// (it stirs the frame: a cluster's other server may count the game a
// while after its end). The score's Update calls it, never its Draw.
func (r *Ratings) Take(env *game.Env) bool {
	if r == nil || r.changes != nil {
		return false
	}
	if r.changes = r.read(); r.changes == nil {
		return false
	}
	env.Stir()
	return true
}

// Counted reports whether the server's changes came.
func (r *Ratings) Counted() bool { return r != nil && r.changes != nil }

// RatingLine is a seat's rating on the final score, as it is drawn: a
// label, and the value in its ink; or, while the game is counted, the
// note alone (Label empty).
type RatingLine struct {
	Label, Value string
	Ink          color.Color
}

// Line is a seat's line: its new rating and change once counted, the note
// for a person's seat until then; false for a seat that shows nothing (a
// computer, an unrated person, an unrated game).
func (r *Ratings) Line(env *game.Env, seat int) (RatingLine, bool) {
	return r.line(env, seat, "rating_score.counting")
}

// ShortLine is a seat's line where a row has little room beside its
// other words (a crowd's ranking): the note while counted is a word, and
// the rating goes without its label (the head of the score says what it
// is), so that the row's other words are not cut for it.
func (r *Ratings) ShortLine(env *game.Env, seat int) (RatingLine, bool) {
	l, ok := r.line(env, seat, "rating_score.counting_short")
	l.Label = ""
	return l, ok
}

// line is a seat's line, the note while counted said by the key note.
func (r *Ratings) line(env *game.Env, seat int, note string) (RatingLine, bool) {
	if r == nil {
		return RatingLine{}, false
	}
	if !r.Counted() {
		if seat < 0 || seat >= len(r.people) || !r.people[seat] {
			return RatingLine{}, false
		}
		return RatingLine{Value: env.T(note), Ink: render.InkDim}, true
	}
	ch, ok := r.changeOf(seat)
	if !ok {
		return RatingLine{}, false
	}
	value, ink := RatingWords(env, ch)
	return RatingLine{Label: env.T("rating_score.label"), Value: value, Ink: ink}, true
}

// Yours is the viewer's own line for the head of the score ("Your
// rating: 1523 (+23)"), in its ink; false when the viewer is not signed
// in, watches, or their seat was not rated.
func (r *Ratings) Yours(env *game.Env) (string, color.Color, bool) {
	if r == nil || r.you < 0 {
		return "", nil, false
	}
	if !r.Counted() {
		if r.you >= len(r.people) || !r.people[r.you] {
			return "", nil, false
		}
		return env.T("rating_score.yours_counting"), render.InkDim, true
	}
	ch, ok := r.changeOf(r.you)
	if !ok {
		return "", nil, false
	}
	value, ink := RatingWords(env, ch)
	return env.T("rating_score.yours", value), ink, true
}

// YoursHead is the viewer's line as a line of a phone's head (Fluid),
// appended to head when there is one.
func (r *Ratings) YoursHead(env *game.Env, head []HeadLine, size float64) []HeadLine {
	if words, ink, ok := r.Yours(env); ok {
		head = append(head, HeadLine{Text: words, Size: size, Ink: ink, Bold: true})
	}
	return head
}

// DrawYours draws the viewer's line on the desktop's canvas, at the top
// right beside the title, where it is looked for first.
func (r *Ratings) DrawYours(env *game.Env, dst *ebiten.Image) {
	words, ink, ok := r.Yours(env)
	if !ok || env.Frame().Fluid() {
		return
	}
	f := env.Frame()
	env.Text().DrawBold(dst, words, f.X(yoursRight), f.Y(yoursY), f.Px(yoursSize), ink, render.Right)
}

// Where the viewer's line stands on the desktop's canvas, in design units.
const (
	yoursRight = 1240.0
	yoursY     = 36.0
	yoursSize  = 20.0
)

// changeOf is a seat's counted change; false for a seat not rated.
func (r *Ratings) changeOf(seat int) (online.RatingChange, bool) {
	for _, ch := range r.changes {
		if ch.Seat == seat {
			return ch, true
		}
	}
	return online.RatingChange{}, false
}

// RatingGain and RatingLoss are the inks of a rating that rose and one
// that fell: the analysis' best move's green, and the table's danger red.
var (
	RatingGain = classLook[0].color
	RatingLoss = render.Danger
)

// RatingWords says a new rating and its change, rounded as shown (the
// change is between the ratings shown): "1523 (+23)", "1488 (−12)",
// "1500 (±0)", and the ink it is drawn in.
func RatingWords(env *game.Env, ch online.RatingChange) (string, color.Color) {
	after := int(math.Round(ch.After))
	d := after - int(math.Round(ch.Before))
	switch {
	case d > 0:
		return env.T("rating_score.value", after, "+"+strconv.Itoa(d)), RatingGain
	case d < 0:
		return env.T("rating_score.value", after, "−"+strconv.Itoa(-d)), RatingLoss
	}
	return env.T("rating_score.value", after, "±0"), render.InkDim
}

// Width is how wide the line is drawn at size (screen pixels).
func (l RatingLine) Width(env *game.Env, size float64) float64 {
	text := env.Text()
	w := text.Width(l.Value, size, l.Label != "")
	if l.Label != "" {
		w += text.Width(l.Label+" ", size, false)
	}
	return w
}

// Draw draws the line from x (screen pixels), the label dim and the value
// bold in its ink; the note alone, plain.
func (l RatingLine) Draw(env *game.Env, dst *ebiten.Image, x, y, size float64) {
	text := env.Text()
	if l.Label == "" {
		text.Draw(dst, l.Value, x, y, size, l.Ink, render.Left)
		return
	}
	label := l.Label + " "
	text.Draw(dst, label, x, y, size, render.InkDim, render.Left)
	text.DrawBold(dst, l.Value, x+text.Width(label, size, false), y, size, l.Ink, render.Left)
}
