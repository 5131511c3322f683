package orbit

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbit"
)

// Layout is where Orbit's table puts things, in screen pixels, for a
// window size and a number of captains: the captain drawn large on the
// left, the others' systems in a column of small ones on the right, and
// between them the large captain's goals, market and tracker.
type Layout struct {
	render.Frame
	Players, Active int
	TopBar          render.Rect
	// Systems: each seat's sun and ring radius; Boxes the panel around it.
	Systems [rules.MaxPlayers]struct {
		CX, CY, Radius float64
		Box            render.Rect
	}
	Goals   [int(rules.NumShapes) - 1]struct{ CX, CY, R float64 }
	Market  [rules.MarketSize]struct{ CX, CY, R float64 }
	Tracker render.Rect
	Side    render.Rect // the column of goals, market and tracker
	// Prompt is the room under the large system's name for what the
	// person to act does (PromptRoom).
	Prompt render.Rect
}

// The large system's panel, in design units: where its prompt's room
// begins, how low its ring may reach (above the buttons of the move), and
// where its ring sits when the prompt leaves it room.
const (
	promptTop  = 101
	ringBottom = 740
	bigCY      = 430
	bigRadius  = 182
	// shipReach is how far a ring's ships reach from its centre, in radii.
	shipReach = 1 + 0.34*1.2 + 0.34*0.28
)

// NewLayout lays the table out for a window of w×h pixels.
func NewLayout(w, h float64, players, active int) *Layout {
	l := &Layout{Frame: render.NewFrame(w, h), Players: players, Active: active}
	l.TopBar = l.R(0, 0, render.DesignW, 44)
	big := &l.Systems[active]
	big.Box = l.R(12, 52, 560, 740)
	l.PromptRoom(0)
	l.Side = l.R(584, 52, 300, 740)
	for i := range l.Goals {
		l.Goals[i].CX, l.Goals[i].CY, l.Goals[i].R = l.X(634+float64(i)*100), l.Y(150), l.Px(44)
	}
	for i := range l.Market {
		l.Market[i].CX, l.Market[i].CY, l.Market[i].R = l.X(634+float64(i)*100), l.Y(330), l.Px(44)
	}
	l.Tracker = l.R(600, 460, 268, 150)
	// The others: up to five small systems down the right.
	others := players - 1
	if others > 0 {
		top, step := 52.0, 740.0/float64(max(others, 3))
		i := 0
		for seat := range players {
			if seat == active {
				continue
			}
			// The system on the right of its panel, its words in a column
			// on the left.
			s := &l.Systems[seat]
			s.Box = l.R(896, top+float64(i)*step, 372, step-8)
			radius := min(step-8, 250) / 2 * 0.62
			reach := radius * shipReach
			s.CX, s.CY, s.Radius = l.X(896+372-reach-10), l.Y(top+float64(i)*step+(step-8)/2), l.Px(radius)
			i++
		}
	}
	return l
}

// PromptRoom gives the large system's prompt a room h design units high
// under the seat's name; the ring moves down, and shrinks, as far as it
// must to stay clear of it and of the buttons below.
func (l *Layout) PromptRoom(h float64) {
	l.Prompt = l.R(24, promptTop, 536, h)
	cy, radius := float64(bigCY), float64(bigRadius)
	if free := promptTop + h; cy-radius*shipReach < free {
		radius = min(radius, (ringBottom-free)/(2*shipReach))
		cy = free + radius*shipReach
	}
	big := &l.Systems[l.Active]
	big.CX, big.CY, big.Radius = l.X(292), l.Y(cy), l.Px(radius)
}

// RingReach is how far a system's ring reaches from its centre, its ships
// outside it included, in pixels.
func RingReach(radius float64) float64 { return radius * shipReach }

// TableView is what the table shows beyond the view: the words, in the
// player's language, and what the table's pointer lights.
type TableView struct {
	Names     []string // the seats' names
	Status    string   // the round, the General and the order, for the top bar
	GoalsHead string   // "Goals"
	Market    string   // "Market", with the deck's count
	Tracker   string   // "Resources"
	Scores    []string // each seat's provisional score, written out
	Notes     []string // a line under each seat's name: whether it has followed the order
	// Systems is what each seat's system shows beyond the view (what the
	// pointer lights, ships on their way); nil for nothing.
	Systems [rules.MaxPlayers]*SystemOpts
	// MarketPicked is the market slot picked, plus one; MarketHidden the
	// one carried by the pointer, plus one.
	MarketPicked, MarketHidden int
}

// Table draws a game of Orbit.
type Table struct {
	Art   *Art
	Paint *render.Painter
	Text  *render.Text
}

// NewTable makes the table's drawer.
func NewTable(text *render.Text) *Table {
	return &Table{Art: NewArt(text), Paint: render.NewPainter(text), Text: text}
}

// Draw draws the whole table.
func (t *Table) Draw(dst *ebiten.Image, l *Layout, s *rules.View, v *TableView) {
	dst.Fill(render.Felt)
	t.Paint.Box(dst, render.Rect{W: l.W, H: l.TopBar.Y + l.TopBar.H}, 0, render.FeltDark)
	t.Text.DrawBold(dst, "ORBIT", l.X(18), l.TopBar.Y+l.TopBar.H/2, l.Px(20), render.Gold, render.Left)
	before := t.Text.Within(dst, l.R(104, 0, 768, 44)) // up to the buttons
	t.Text.Draw(dst, v.Status, l.X(110), l.TopBar.Y+l.TopBar.H/2, l.Px(17), render.Ink, render.Left)
	t.Text.Restore(before)
	for seat := range l.Players {
		sys := &l.Systems[seat]
		t.Paint.Box(dst, sys.Box, l.Px(10), render.FeltLight)
		if seat == s.CurrentPlayer() {
			t.Paint.Frame(dst, sys.Box, l.Px(10), l.Px(2.5), render.Gold)
		}
		size := l.Px(18)
		if seat != l.Active {
			size = l.Px(14)
		}
		before := t.Text.Within(dst, sys.Box)
		if seat != l.Active {
			t.smallWords(dst, l, seat, v)
		} else {
			if seat < len(v.Names) {
				t.Text.DrawBold(dst, v.Names[seat], sys.Box.X+l.Px(12), sys.Box.Y+size, size, render.Ink, render.Left)
			}
			if seat < len(v.Scores) {
				t.Text.DrawBold(dst, v.Scores[seat], sys.Box.X+sys.Box.W-l.Px(12), sys.Box.Y+size, size, render.Gold, render.Right)
			}
		}
		if seat < len(v.Notes) && seat == l.Active {
			t.Text.Draw(dst, v.Notes[seat], sys.Box.X+l.Px(12), sys.Box.Y+size*2.2, size*0.8, render.InkDim, render.Left)
		}
		t.Text.Restore(before)
		t.Art.System(dst, s, seat, sys.CX, sys.CY, sys.Radius, v.Systems[seat])
	}
	t.side(dst, l, s, v)
}

// smallWords writes a small system's words in the column left of its ring:
// the name, the score and the note, wrapped.
func (t *Table) smallWords(dst *ebiten.Image, l *Layout, seat int, v *TableView) {
	sys := &l.Systems[seat]
	x := sys.Box.X + l.Px(12)
	width := sys.CX - sys.Radius*1.45 - x
	size := l.Px(14)
	y := sys.Box.Y + size
	if seat < len(v.Names) {
		t.Text.DrawBold(dst, t.Text.Clip(v.Names[seat], width, size), x, y, size, render.Ink, render.Left)
	}
	if seat < len(v.Scores) {
		y += size * 1.4
		t.Text.DrawBold(dst, v.Scores[seat], x, y, size, render.Gold, render.Left)
	}
	if seat < len(v.Notes) {
		y += size * 0.4
		for _, line := range t.Text.Wrap(v.Notes[seat], size*0.8, width) {
			y += size
			if y > sys.Box.Y+sys.Box.H-size*0.4 {
				break
			}
			t.Text.Draw(dst, line, x, y, size*0.8, render.InkDim, render.Left)
		}
	}
}

// side draws the large captain's goals, market and tracker.
func (t *Table) side(dst *ebiten.Image, l *Layout, s *rules.View, v *TableView) {
	p := s.Player(l.Active)
	k := s.Kit()
	t.Paint.Box(dst, l.Side, l.Px(10), render.FeltLight)
	defer t.Text.Restore(t.Text.Within(dst, l.Side))
	t.Text.DrawBold(dst, v.GoalsHead, l.Side.X+l.Px(14), l.Y(80), l.Px(15), render.InkDim, render.Left)
	for i, id := range p.Goals {
		g := l.Goals[i]
		t.Art.GoalHex(dst, k.Hex(id).Goal, g.CX, g.CY, g.R)
	}
	t.Text.DrawBold(dst, v.Market, l.Side.X+l.Px(14), l.Y(260), l.Px(15), render.InkDim, render.Left)
	for i, id := range p.Market {
		m := l.Market[i]
		if id == rules.NoHex || v.MarketHidden == i+1 {
			t.Art.flatHex(m.CX, m.CY, m.R)
			t.Art.strokeW(dst, render.Shade(render.InkDim, 0.5), l.Px(1.5))
			continue
		}
		t.Art.RingHex(dst, k.Hex(id), 0, m.CX, m.CY, m.R, HexOpts{Lit: v.MarketPicked == i+1})
	}
	t.Text.DrawBold(dst, v.Tracker, l.Side.X+l.Px(14), l.Tracker.Y-l.Px(20), l.Px(15), render.InkDim, render.Left)
	t.tracker(dst, l, p)
}

// tracker draws the three resources, 0 to 10, each a row of pips with the
// level filled.
func (t *Table) tracker(dst *ebiten.Image, l *Layout, p *rules.PlayerView) {
	r := l.Tracker
	row := r.H / float64(rules.NumResources)
	for res := range rules.NumResources {
		cy := r.Y + row*(float64(res)+0.5)
		t.Art.Resource(dst, res, r.X+l.Px(12), cy, l.Px(9))
		n := int(p.Track[res])
		for i := range rules.TrackMax {
			x := r.X + l.Px(34) + float64(i)*l.Px(19)
			c := color.RGBA{0x3a, 0x44, 0x55, 0xff}
			if i < n {
				c = resourceInk[res]
			}
			t.Paint.Box(dst, render.Rect{X: x, Y: cy - l.Px(6), W: l.Px(15), H: l.Px(12)}, l.Px(3), c)
		}
		t.Text.DrawBold(dst, strconv.Itoa(n), r.X+r.W-l.Px(4), cy, l.Px(15), render.Ink, render.Right)
	}
}
