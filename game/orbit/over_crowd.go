package orbit

import (
	"cmp"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/table"
	"orbis/input"
	"orbis/render"
	rules "orbis/rules/orbit"
)

// ranking is the final score of a game of more than rules.MaxPlayers
// captains: every captain in a row, best first (rank, name, points, and
// the goals, hexes and resources they came from), the person's row framed
// and its place in the head; the rows scroll by the wheel, a drag or a
// finger. The cards of a smaller game show each system instead.
type ranking struct {
	order      []int  // the seats, best first (by rank, then seat)
	you        int    // the person's seat, or -1
	placeWords string // the person's place, for the head
	scroll     render.Scroll
	view       render.Rect // the rows' room, design units
	cols       int
	rowW       float64
	rows       []rankRow // the rows in view, placed
	grab       bool
}

// rankRow is a row of the ranking in view: its box (screen pixels) and
// words.
type rankRow struct {
	seat               int
	box                render.Rect
	rank, name, points string
	detail             string
	rating             table.RatingLine // a rated game's: the seat's change, under the points
	ratingW            float64          // its width, screen pixels
	rated, winner, you bool
}

// The ranking's measures, in design units.
const (
	rankRowH    = 52.0
	rankGap     = 8.0
	rankMinW    = 380.0
	rankNamePx  = 15.0
	rankWordPx  = 13.0
	rankRankW   = 44.0  // the rank's column
	rankPlaceY  = 106.0 // the person's place, under the head on the desktop
	rankTop     = 122.0
	rankBottom  = 706.0 // over the buttons
	rankSideGap = 20.0
)

// kindRanking is the ranking's room: a drag or the wheel there scrolls it.
const kindRanking = table.KindScroll + 1

// crowdOver reports whether the final score of n captains is a ranking.
func crowdOver(n int) bool { return crowded(n) }

// rank orders the seats by their place and finds the person's: the first
// seat a person plays at this screen.
func (k *ranking) rank(env *game.Env, sc *rules.Score, seats []SeatConfig) {
	k.order = k.order[:0]
	for seat := range sc.N {
		k.order = append(k.order, seat)
	}
	slices.SortStableFunc(k.order, func(a, b int) int { return cmp.Compare(sc.Players[a].Rank, sc.Players[b].Rank) })
	k.you, k.placeWords = -1, ""
	for seat := range min(sc.N, len(seats)) {
		if seats[seat].Human() {
			k.you = seat
			k.placeWords = env.T("orbit.over.place", sc.Players[seat].Rank, sc.N)
			break
		}
	}
}

// layout places the rows' room for the frame: under the head on the
// desktop, in the final score's cards' view on a phone or a tablet.
func (k *ranking) layout(env *game.Env, view render.Rect) {
	f := env.Frame()
	if f.Fluid() {
		k.view = view
	} else {
		k.view = render.Rect{X: rankSideGap, Y: rankTop, W: f.DW - 2*rankSideGap, H: rankBottom - rankTop}
	}
	k.cols = max(1, int((k.view.W-2*rankGap+rankGap)/(rankMinW+rankGap)))
	k.rowW = (k.view.W - 2*rankGap - rankGap*float64(k.cols-1)) / float64(k.cols)
	rows := (len(k.order) + k.cols - 1) / k.cols
	k.scroll.Room = k.view.H
	k.scroll.Content = max(0, float64(rows)*(rankRowH+rankGap)-rankGap)
	k.scroll.Clamp()
	if at := slices.Index(k.order, k.you); at >= 0 {
		// The person's row in the middle of the room, where the rows
		// scroll (a window's new shape too): the place the head says, shown.
		y := float64(at/k.cols) * (rankRowH + rankGap)
		k.scroll.Offset = 0
		k.scroll.By(y - (k.scroll.Room-rankRowH)/2)
	}
}

// place writes the rows in view, in Update, a rated game's change at the
// right of each row's detail.
func (k *ranking) place(env *game.Env, sc *rules.Score, seats []SeatConfig, totals []string, ratings *table.Ratings) {
	f, text := env.Frame(), env.Text()
	k.rows = k.rows[:0]
	nameW := f.Px(k.rowW - rankRankW - 2*rankGap)
	for i, seat := range k.order {
		y := float64(i/k.cols) * (rankRowH + rankGap)
		if !k.scroll.Shows(y, rankRowH) {
			continue
		}
		b := &sc.Players[seat]
		x := k.view.X + rankGap + float64(i%k.cols)*(k.rowW+rankGap)
		row := rankRow{seat: seat, box: f.R(x, k.view.Y+y-k.scroll.Offset, k.rowW, rankRowH), winner: b.Rank == 1, you: seat == k.you}
		row.rank = env.T("orbit.over.rank", b.Rank)
		goals := 0
		for _, g := range b.Goals {
			goals += g
		}
		row.points = totals[seat]
		pointsW := text.Width(row.points, f.Px(rankNamePx), true) + f.Px(rankGap)
		if seat < len(seats) {
			row.name = fitWhole(text, seats[seat].Name, f.Px(rankNamePx), nameW-pointsW)
		}
		detailW := nameW
		if row.rating, row.rated = ratings.ShortLine(env, seat); row.rated {
			row.ratingW = row.rating.Width(env, f.Px(rankWordPx))
			detailW -= row.ratingW + f.Px(rankGap)
		}
		row.detail = fitWhole(text, env.T("orbit.over.row", goals, b.Hexes, b.Resources), f.Px(rankWordPx), detailW)
		k.rows = append(k.rows, row)
	}
}

// hit is the ranking's room under a point, which a drag scrolls.
func (k *ranking) hit(f *render.Frame, x, y float64) input.Target {
	if v := k.view; k.scroll.Scrolls() && f.R(v.X, v.Y, v.W, v.H).Contains(x, y) {
		return input.Target{Kind: kindRanking}
	}
	return input.Target{}
}

// take scrolls the rows by the wheel over them and a drag on them.
func (k *ranking) take(env *game.Env, intents []input.Intent) {
	f := env.Frame()
	v := k.view
	for _, in := range intents {
		switch {
		case in.Kind == input.Scroll && f.R(v.X, v.Y, v.W, v.H).Contains(in.X, in.Y):
			k.scroll.By(-in.Amount * game.WheelStep)
		case in.Kind == input.DragStart && in.Target.Kind == kindRanking:
			k.grab = true
			k.scroll.Grab(in.Y / f.S)
		case k.grab && (in.Kind == input.DragMove || in.Kind == input.Drop):
			k.scroll.DragTo(in.Y / f.S)
			k.grab = in.Kind == input.DragMove
		case in.Kind == input.DragCancel:
			k.grab = false
		}
	}
}

// draw draws the rows in view, and beside rows that scroll how far down
// they are.
func (k *ranking) draw(env *game.Env, dst *ebiten.Image) {
	f, text, paint := env.Frame(), env.Text(), env.Paint()
	for i := range k.rows {
		r := &k.rows[i]
		paint.Box(dst, r.box, f.Px(8), render.FeltLight)
		if r.you {
			paint.Frame(dst, r.box, f.Px(8), f.Px(2.5), render.Gold)
		}
		before := text.Within(dst, r.box)
		top := r.box.Y + f.Px(rankNamePx)
		ink := render.Ink
		if r.winner {
			ink = render.Gold
		}
		text.DrawBold(dst, r.rank, r.box.X+f.Px(rankRankW), top, f.Px(rankNamePx), ink, render.Right)
		x := r.box.X + f.Px(rankRankW+rankGap)
		text.DrawBold(dst, r.name, x, top, f.Px(rankNamePx), render.Ink, render.Left)
		text.DrawBold(dst, r.points, r.box.X+r.box.W-f.Px(rankGap), top, f.Px(rankNamePx), render.Gold, render.Right)
		text.Draw(dst, r.detail, x, r.box.Y+f.Px(rankRowH-rankWordPx-2), f.Px(rankWordPx), render.InkDim, render.Left)
		if r.rated {
			r.rating.Draw(env, dst, r.box.X+r.box.W-f.Px(rankGap)-r.ratingW, r.box.Y+f.Px(rankRowH-rankWordPx-2), f.Px(rankWordPx))
		}
		text.Restore(before)
	}
	if s := &k.scroll; s.Scrolls() {
		v := k.view
		h := v.H * v.H / s.Content
		y := v.Y + (v.H-h)*s.Offset/s.Max()
		paint.Box(dst, f.R(v.X+v.W-6, y, 4, h), f.Px(2), render.InkDim)
	}
}
