package game

import (
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2/vector"

	"orbis/input"
	"orbis/render"
)

// The hit kinds of the review bar: far from any game's own kinds, so that
// a viewer can ask the bar first and its table after.
const (
	KindReviewButton = 900 + iota // Index: a review button's id
	KindReviewSlider              // the slider's track
	KindReviewMark                // Index: a mark on the slider
)

// ReviewGameButton is the first id of a game's own buttons in the bar's
// Extra: the bar's ids stay below it.
const ReviewGameButton = 100

// ReviewMark is a position a game marks on the slider (an analysed
// decision): a tick of a colour and height above the track, Key ones
// flagged with a diamond; clicking one shows its position.
type ReviewMark struct {
	Pos    int
	Color  color.RGBA
	Height float64 // design units above the track
	Key    bool
	Tip    string // what the mark is, shown while the pointer rests on it
}

// The review bar's buttons.
const (
	ReviewHome = iota + 1
	ReviewTurnBack
	ReviewBack
	ReviewForward
	ReviewTurnForward
	ReviewEnd
	ReviewPlay
	ReviewSpeed
	ReviewSeat
	ReviewPlayOn
	ReviewClose
	ReviewMore // a compact bar's: shows the buttons it keeps folded
)

// ReviewBar is a replay viewer's controls, the same for every game: the
// position shown among the positions of a game (0, the deal, to Len, after
// its last action), steps of an action or a turn, Home and End, a slider,
// playing on at a chosen speed, whose view is shown, and "play on from
// here". The game gives it the turns' starts and the seats, places it on
// its table, and draws its own table at Pos.
type ReviewBar struct {
	Pos, Len int
	Turns    []int // the positions where a turn begins, ascending
	// Seats are the names of the views offered; View is the one shown, -1
	// for everything open (Open says whether that is offered).
	Seats   []string
	View    int
	Open    bool
	CanPlay bool // "play on from here" is offered at this position
	// OwnClose: the game's table has its own Close on a phone, the bar
	// needs none.
	OwnClose bool
	// Compact: on a small phone the bar takes one row, the steps around
	// the slider and More, which unfolds the rest over the table.
	Compact bool
	Playing bool
	Speed   Speed

	// Where the bar is, in design units: the words and the slider, and
	// the buttons.
	Words, Controls render.Rect
	// Head and Line are what the game says of the position shown: who
	// acted, and what the action did.
	Head, Line string
	// Extra are the game's own buttons (ids from ReviewGameButton), placed
	// by the game: they join the bar's for the pointer and the keyboard's
	// focus, and a press comes back as ReviewPressed with Pressed.
	Extra     []render.MenuButton
	ExtraTips map[int]string // what an Extra button does, phrased
	Pressed   int
	Marks     []ReviewMark

	keyMarks []vector.Path // the diamonds over the Key marks
	keyInk   vector.DrawPathOptions
	menu     []render.MenuButton
	hover    input.Target
	tip      []string // what the button under the pointer does, wrapped
	tipX     float64  // where the pointer rests
	tipY     float64
	focus    int
	sliding  bool
	next     time.Time // when playing shows the next action
	lines    []string  // Line wrapped to the words' width
	set      lineSet   // how the lines are set (lineSets)
	cut      bool      // Line is longer than every set shows: its last line is cut
	fluid    bool      // laid out for a phone or a tablet (PlaceFluid)
	spots    []barSpot // where PlaceFluid put the buttons
	row      barRow    // a compact bar's row: the slider between the steps
	more     bool      // a compact bar's folded buttons are shown
	headSize float64   // the head's size, in design units
	heads    []string  // the head, wrapped where a phone's panel is too narrow
	wrapped  struct {
		line, head string
		w          float64
	}
}

// ReviewEvent is what the player asked of the bar in a frame, besides
// moving the position.
type ReviewEvent uint8

// What the bar asks of its viewer.
const (
	ReviewNothing ReviewEvent = iota
	ReviewClosed              // leave the viewer
	ReviewBranch              // play on from the position shown
	ReviewPressed             // one of the game's Extra buttons: Pressed
)

// Step glyphs: the fonts draw ◄ and ►, which read in every language.
var reviewGlyphs = map[int]string{
	ReviewHome: "|◄", ReviewTurnBack: "◄◄", ReviewBack: "◄", ReviewForward: "►", ReviewTurnForward: "►►", ReviewEnd: "►|",
}

// reviewTips say what each button does, and its key.
var reviewTips = map[int]string{
	ReviewHome: "review.tip_home", ReviewTurnBack: "review.tip_turn_back", ReviewBack: "review.tip_back",
	ReviewForward: "review.tip_forward", ReviewTurnForward: "review.tip_turn_forward", ReviewEnd: "review.tip_end",
	ReviewPlay: "review.tip_play", ReviewSpeed: "review.tip_speed", ReviewSeat: "review.tip_view", ReviewPlayOn: "review.tip_play_on",
}

// layout places the buttons in the bar's Controls: the view, the steps,
// play and speed, play on, in four rows.
func (b *ReviewBar) layout(env *Env) {
	c := b.Controls
	const gap, rowH = 6.0, 40.0
	row := func(i int) float64 { return c.Y + rowH/2 + float64(i)*(rowH+gap) }
	view := env.T("review.view_all")
	if b.View >= 0 && b.View < len(b.Seats) {
		view = env.T("review.view_seat", b.Seats[b.View])
	}
	b.menu = render.Row(c.X, row(0), c.W, rowH, 0,
		render.MenuButton{ID: ReviewSeat, Label: view, Enabled: len(b.Seats) > 1 || b.Open})
	// The steps under the view; Home and End at the slider's ends.
	stepW := (c.W - 3*gap) / 4
	var steps []render.MenuButton
	for id := ReviewTurnBack; id <= ReviewTurnForward; id++ {
		back := id <= ReviewBack
		steps = append(steps, render.MenuButton{ID: id, Label: reviewGlyphs[id], Enabled: back && b.Pos > 0 || !back && b.Pos < b.Len})
	}
	b.menu = append(b.menu, render.Row(c.X, row(1), stepW, rowH, gap, steps...)...)
	t := b.track()
	b.menu = append(b.menu,
		render.MenuButton{ID: ReviewHome, X: t.X - 28, Y: t.Y + t.H/2, W: 40, H: 30, Label: reviewGlyphs[ReviewHome], Enabled: b.Pos > 0},
		render.MenuButton{ID: ReviewEnd, X: t.X + t.W + 28, Y: t.Y + t.H/2, W: 40, H: 30, Label: reviewGlyphs[ReviewEnd], Enabled: b.Pos < b.Len})
	play := env.T("review.play")
	if b.Playing {
		play = env.T("review.pause")
	}
	half := (c.W - gap) / 2
	b.menu = append(b.menu, render.Row(c.X, row(2), half, rowH, gap,
		render.MenuButton{ID: ReviewPlay, Label: play, Enabled: b.Playing || b.Pos < b.Len, Primary: b.Playing},
		render.MenuButton{ID: ReviewSpeed, Label: b.Speed.Label(env), Enabled: true})...)
	b.menu = append(b.menu, render.Row(c.X, row(3), c.W, rowH, 0,
		render.MenuButton{ID: ReviewPlayOn, Label: env.T("review.play_on"), Enabled: b.CanPlay, Primary: true})...)
	if b.Compact && b.fluid {
		b.menu = append(b.menu, render.MenuButton{ID: ReviewMore, Label: "…", Enabled: true, Marked: b.more})
	}
	b.menu = append(b.menu, b.Extra...)
	if b.fluid {
		if !b.OwnClose {
			b.menu = append(b.menu, render.MenuButton{ID: ReviewClose, Label: env.T("review.close"), Enabled: true})
		}
		b.menu = b.placeFluidButtons(b.menu)
	}
	b.keyDiamonds(env)
	b.tip = nil
	size, room := env.Frame().Px(14*env.InterfaceScale()), env.Frame().Px(320*env.InterfaceScale())
	if key, ok := reviewTips[b.hover.Index]; ok && b.hover.Kind == KindReviewButton {
		b.tip = env.Text().Wrap(env.T(key), size, room)
	}
	if tip, ok := b.ExtraTips[b.hover.Index]; ok && b.hover.Kind == KindReviewButton {
		b.tip = env.Text().Wrap(tip, size, room)
	}
	if i := b.hover.Index; b.hover.Kind == KindReviewMark && i >= 0 && i < len(b.Marks) {
		b.tip = b.markTips(env, i, size, room)
	}
	if i, ok := b.markNear(env, b.tipX); ok && b.hover.Kind == KindReviewSlider && !b.fluid {
		b.tip = b.markTips(env, i, size, room)
	}
	if w := env.Frame().Px(b.Words.W - 28); b.wrapped.line != b.Line || b.wrapped.head != b.Head || b.wrapped.w != w {
		b.wrapped.line, b.wrapped.head, b.wrapped.w = b.Line, b.Head, w
		b.wrapWords(env, w)
	}
}

// wrapWords wraps the head and the line on the action to the words' width
// w, in screen pixels: the line in the first of the bar's ways of setting
// it (lineSets) that shows it whole, or cut short in the last, which says
// so (Text.Clip reports a cut to a fit check).
func (b *ReviewBar) wrapWords(env *Env, w float64) {
	f, text := env.Frame(), env.Text()
	b.cut = false
	b.headSize, b.heads = b.headLines(env, b.Head, w, b.heads[:0])
	for i, h := range b.heads {
		b.heads[i] = text.Clip(h, w, f.Px(b.headSize)) // a word wider than the panel
	}
	sets := b.lineSets()
	for i, set := range sets {
		b.set = set
		b.lines = text.Wrap(b.Line, f.Px(set.size), w)
		if len(b.lines) <= b.most(set) {
			return
		}
		if i == len(sets)-1 { // the last line shows what it can and says it is cut
			most := b.most(set)
			rest := strings.Join(b.lines[most-1:], " ")
			b.lines = append(b.lines[:most-1], text.Clip(rest, w, f.Px(set.size)))
			b.cut = true
			return
		}
	}
}

// headLines is the head's size and lines in width w: a head too long for
// the panel is drawn smaller, down to the floor's 12 px, and wrapped where
// even that is too long, the line shorter.
func (b *ReviewBar) headLines(env *Env, head string, w float64, heads []string) (float64, []string) {
	size, heads := 15.0, append(heads, head)
	if hw := env.Text().Width(head, env.Frame().Px(15), true); hw > w {
		size = max(MinFontCSS, 15*w/hw)
		if 15*w/hw < MinFontCSS {
			heads = env.Text().Wrap(head, env.Frame().Px(MinFontCSS), w)
		}
	}
	return size, heads
}

// Fits reports whether a line on the action shows whole under head, as the
// bar is placed now: a game that would say more of a position (its
// analysis) says it only where it is not cut.
// It speaks of the bar's usual set of lines (the first of lineSets): the
// desktop's two at 14 px, never the third it squeezes in for an action
// that needs one; a tablet's three, never the lines its panel grew by.
func (b *ReviewBar) Fits(env *Env, head, line string) bool {
	w := env.Frame().Px(b.Words.W - 28)
	_, heads := b.headLines(env, head, w, nil)
	set := b.lineSets()[0]
	if b.fluid && !b.Compact {
		set = fluidLines // the panel's usual three, not the lines it grew by
	}
	return len(env.Text().Wrap(line, env.Frame().Px(set.size), w)) <= set.lines(len(heads))
}

// Cut reports whether the line on the action is shown cut short: longer
// than every way the bar has of setting it.
func (b *ReviewBar) Cut() bool { return b.cut }

// Layout places the bar's buttons again: a game calls it when it changed
// its Extra or Marks after the bar's Update.
func (b *ReviewBar) Layout(env *Env) { b.layout(env) }

// Focus is the id of the button the keyboard's focus is on; 0 for none.
func (b *ReviewBar) Focus() int { return b.focus }

// lineSet is a way of setting the line on the action in the words'
// panel: its size, the first line's centre from the words' top under a
// head of one line, the step from line to line, and the most lines it
// takes (a head of more lines takes some of them).
type lineSet struct {
	size, first, step float64
	most              int
}

// lines is how many lines the set has room for under a head of heads
// lines, one at least.
func (s lineSet) lines(heads int) int { return max(1, s.most-heads+1) }

// most is how many lines a set has room for under the head as wrapped now.
func (b *ReviewBar) most(s lineSet) int { return s.lines(len(b.heads)) }

// The desktop's sets, tried in turn: two lines at 14 px, three closer, and
// four at the floor's 12 px, each ending above Home and End.
var desktopLines = []lineSet{{14, 44, 19, 2}, {14, 40, 17, 3}, {MinFontCSS, 38, 14, 4}}

// lineSets are the ways the bar sets the line on the action, tried in
// turn until one shows it whole: on a phone three smaller lines, or more
// where the panel grew for them, a narrow panel's room as tall as its
// words want; on the desktop two lines, or
// more, closer and smaller, for a long one.
func (b *ReviewBar) lineSets() []lineSet {
	switch {
	case b.fluid && b.Compact:
		return []lineSet{{MinFontCSS, compactFirst, compactStep, compactMost}}
	case b.fluid:
		s := fluidLines
		s.most += min(fluidGrow, max(0, int((b.Words.H-FluidWordsH)/fluidStep+0.01)))
		return []lineSet{s}
	}
	return desktopLines
}

// lineSize is the size of the line on the action as it is set now.
func (b *ReviewBar) lineSize() float64 {
	if b.set.size == 0 { // not laid out yet
		return b.lineSets()[0].size
	}
	return b.set.size
}

// lineY is where the i-th line on the action stands, in design units
// from the words' top: under the head's lines.
func (b *ReviewBar) lineY(i int) float64 {
	s := b.set
	if s.size == 0 {
		s = b.lineSets()[0]
	}
	return s.first + s.step*float64(i) + 16*float64(max(0, len(b.heads)-1))
}

// track is the slider's line, in design units: under the words, between
// Home and End (a finger's size on a phone).
func (b *ReviewBar) track() render.Rect {
	w := b.Words
	if b.fluid && b.Compact {
		return render.Rect{X: b.row.left + 10, Y: b.row.y - 8, W: b.row.right - b.row.left - 20, H: 16}
	}
	if b.fluid {
		return render.Rect{X: w.X + 16 + barEndW, Y: w.Y + w.H - 30, W: w.W - 32 - 2*barEndW, H: 16}
	}
	return render.Rect{X: w.X + 64, Y: w.Y + w.H - 30, W: w.W - 128, H: 16}
}

// trackReach is how far above and below its line the slider is hit: a
// finger's 44 on a phone.
func (b *ReviewBar) trackReach() float64 {
	if b.fluid {
		return (barEndW - 16) / 2
	}
	return 8
}

// Hit says which of the bar's parts is under a point; nothing outside it.
func (b *ReviewBar) Hit(env *Env, x, y float64) input.Target {
	if id, ok := render.HitMenu(env.Frame(), b.menu, x, y); ok {
		return input.Target{Kind: KindReviewButton, Index: id}
	}
	t := b.track()
	f := env.Frame()
	if m, ok := b.markAt(env, x, y); ok {
		return input.Target{Kind: KindReviewMark, Index: m}
	}
	if reach := b.trackReach(); f.R(t.X-10, t.Y-reach, t.W+20, t.H+2*reach).Contains(x, y) {
		return input.Target{Kind: KindReviewSlider}
	}
	if !b.fluid && len(b.Marks) > 0 && f.R(t.X-10, t.Y-22, t.W+20, 22).Contains(x, y) {
		return input.Target{Kind: KindReviewSlider} // the marks' band: it seeks as the track does
	}
	return input.Target{}
}

// Draggable: the slider's handle is dragged along its track.
func (b *ReviewBar) Draggable(t input.Target) bool { return t.Kind == KindReviewSlider }

// Update moves the position by the player's intents (buttons, the arrow
// keys, Shift for a turn, Home and End, the slider), and on while playing.
// It returns what else the player asked for.
func (b *ReviewBar) Update(env *Env, intents []input.Intent) ReviewEvent {
	defer b.layout(env)
	if b.menu == nil {
		b.layout(env)
	}
	b.hover = LatestHover(intents, b.hover)
	for _, in := range intents {
		if in.Kind == input.Hover {
			b.tipX, b.tipY = in.X, in.Y
		}
		switch in.Kind {
		case input.KeyLeft, input.KeyRight:
			forward, turn := in.Kind == input.KeyRight, in.Amount != 0 // Amount: Shift was held
			b.Playing = false
			b.Step(forward, turn)
		case input.KeyHome:
			b.Playing = false
			b.Seek(0)
		case input.KeyEnd:
			b.Playing = false
			b.Seek(b.Len)
		case input.KeyActivate:
			if b.focus == 0 {
				b.toggle()
			}
		case input.KeyCancel:
			return ReviewClosed
		case input.DragCancel:
			b.sliding = false
		case input.DragStart, input.DragMove, input.Drop:
			if in.Target.Kind == KindReviewSlider {
				b.Playing, b.sliding = false, in.Kind != input.Drop
				b.slide(env, in.X)
			}
		case input.Click:
			if m := in.Target.Index; in.Target.Kind == KindReviewMark && m >= 0 && m < len(b.Marks) {
				b.Playing = false
				b.Seek(b.Marks[m].Pos)
			}
			if in.Target.Kind == KindReviewSlider {
				b.Playing = false
				b.slide(env, in.X)
			}
		}
	}
	id, ok := ClickedButton(reviewClicks(intents))
	if !ok {
		id, ok = MenuKeys(onlyFocusKeys(intents), b.menu, &b.focus)
	}
	if ok {
		if ev := b.press(env, id); ev != ReviewNothing {
			return ev
		}
	}
	b.play()
	return ReviewNothing
}

// reviewClicks are the clicks on the bar's buttons, as a menu's clicks.
func reviewClicks(intents []input.Intent) []input.Intent {
	var out []input.Intent
	for _, in := range intents {
		if in.Kind == input.Click && in.Target.Kind == KindReviewButton {
			in.Target.Kind = KindButton
			out = append(out, in)
		}
	}
	return out
}

// onlyFocusKeys leaves the keys that move the keyboard's focus among the
// buttons (Tab, Shift+Tab) and press one (Enter, and Space while one has
// the focus): the arrows step through the game instead.
func onlyFocusKeys(intents []input.Intent) []input.Intent {
	var out []input.Intent
	for _, in := range intents {
		if in.Kind == input.KeyNext || in.Kind == input.KeyConfirm || in.Kind == input.KeyActivate || in.Kind == input.Click {
			out = append(out, in)
		}
	}
	return out
}

// press acts on a button of the bar.
func (b *ReviewBar) press(env *Env, id int) ReviewEvent {
	switch id {
	case ReviewHome:
		b.Playing = false
		b.Seek(0)
	case ReviewEnd:
		b.Playing = false
		b.Seek(b.Len)
	case ReviewBack, ReviewForward, ReviewTurnBack, ReviewTurnForward:
		b.Playing = false
		b.Step(id == ReviewForward || id == ReviewTurnForward, id == ReviewTurnBack || id == ReviewTurnForward)
	case ReviewPlay:
		b.toggle()
	case ReviewSpeed:
		b.Speed = (b.Speed + 1) % NumSpeeds
		env.SetSpeed(b.Speed)
	case ReviewSeat:
		b.nextView()
	case ReviewPlayOn:
		if b.CanPlay {
			b.Playing = false
			return ReviewBranch
		}
	case ReviewClose:
		return ReviewClosed
	case ReviewMore:
		b.more = !b.more
		b.placeMore(env)
	default:
		if id >= ReviewGameButton {
			b.Pressed = id
			return ReviewPressed
		}
	}
	return ReviewNothing
}

// nextView shows the next seat's view, everything open coming after the
// last seat where it is offered.
func (b *ReviewBar) nextView() {
	b.View++
	if b.View >= len(b.Seats) {
		b.View = 0
		if b.Open {
			b.View = -1
		}
	}
}

// toggle starts playing, from the start when at the end, or pauses.
func (b *ReviewBar) toggle() {
	if b.Playing {
		b.Playing = false
		return
	}
	if b.Pos >= b.Len {
		b.Pos = 0
	}
	b.Playing, b.next = true, time.Now().Add(b.Speed.Step())
}

// play shows the next action when its time has come: an action each step
// of the speed chosen, each frame at Instant.
func (b *ReviewBar) play() {
	if !b.Playing {
		return
	}
	if b.Pos >= b.Len {
		b.Playing = false
		return
	}
	if now := time.Now(); b.Speed == SpeedInstant || !now.Before(b.next) {
		b.Pos++
		b.next = now.Add(b.Speed.Step())
	}
}

// Step moves one action, or to the start of the next or this (or the
// previous) turn.
func (b *ReviewBar) Step(forward, turn bool) {
	switch {
	case !turn && forward:
		b.Seek(b.Pos + 1)
	case !turn:
		b.Seek(b.Pos - 1)
	case forward:
		for _, t := range b.Turns {
			if t > b.Pos {
				b.Seek(t)
				return
			}
		}
		b.Seek(b.Len)
	default:
		for i := len(b.Turns) - 1; i >= 0; i-- {
			if b.Turns[i] < b.Pos {
				b.Seek(b.Turns[i])
				return
			}
		}
		b.Seek(0)
	}
}

// Seek shows a position, kept within the game.
func (b *ReviewBar) Seek(pos int) { b.Pos = max(0, min(b.Len, pos)) }

// slide seeks the position under a point of the slider, in screen pixels.
func (b *ReviewBar) slide(env *Env, x float64) {
	t := b.track()
	f := env.Frame()
	left, w := f.X(t.X), f.Px(t.W)
	if w <= 0 {
		return
	}
	b.Seek(int((x-left)/w*float64(b.Len) + 0.5))
}

// Resting: the bar changes only when the player acts, unless it plays.
func (b *ReviewBar) Resting() bool { return !b.Playing && !b.sliding }
