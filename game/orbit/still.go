package orbit

import (
	"hash/maphash"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// picture is what the table's still picture is made of, as refresh left
// it: Draw keeps the picture on the screen, or copies it from its layer,
// until this changes (board.Still). Every part of the scene's drawing
// that does not move over it must be in it, or the screen would keep a
// picture that is no longer the table.
type picture struct {
	seen   rules.View
	layout board.Layout
	safe   bool   // the colour-blind-safe colours
	words  uint64 // the words, each system's lights, the buttons and the overlay, hashed
}

// stillFrame is how the play scene draws: the picture made in Update, the
// layer that keeps it, and whether ships fly over it.
type stillFrame struct {
	pic    picture
	hash   maphash.Hash
	layer  board.Still[picture]
	moving bool // ships are drawn apart, over the layer (SystemOpts.Aloft)

	// The frame being drawn: its scene and environment.
	p   *play
	env *game.Env
}

// draw draws the table, its buttons and what is over it: from its layer
// when the picture is the one last drawn.
func (f *stillFrame) draw(env *game.Env, dst *ebiten.Image, p *play) {
	f.p, f.env = p, env
	f.layer.Draw(dst, env.Text(), &f.pic, env.Redraw(), f)
	f.p, f.env = nil, nil
}

// DrawStill draws the table and all that is over it, but the ships
// flying apart.
func (f *stillFrame) DrawStill(dst *ebiten.Image) { f.p.drawStill(f.env, dst) }

// drawStill draws the table, its buttons and what is over them, but the
// ships flying apart.
func (p *play) drawStill(env *game.Env, dst *ebiten.Image) {
	table := p.g.drawer(env)
	table.Draw(dst, p.layout, &p.seen, &p.view)
	if p.layout.Crowd {
		p.crowd.draw(env, dst, table.Art, &p.seen)
	}
	p.drawCoach(env, dst)
	game.DrawMenu(env, dst, p.menu, p.hoverButton, p.focusedButton())
	table.DrawOver(dst, p.layout, &p.seen, &p.overlay)
}

// DrawMoving draws the ships flying apart, over the still picture.
func (f *stillFrame) DrawMoving(dst *ebiten.Image) {
	p := f.p
	p.g.drawer(f.env).DrawAloft(dst, p.layout, &p.seen, &p.view)
}

// Moving reports whether ships fly apart from the still picture.
func (f *stillFrame) Moving() bool { return f.moving }

// settle makes the picture of what refresh made: the ships on their way
// are set apart where nothing drawn after them could cover them (the
// desktop's table, with no tooltip, no piece carried and no keyboard
// focus, each of which may lie over a system), and what stays still is
// written into the picture.
func (f *stillFrame) settle(env *game.Env, p *play) {
	apart := !env.Frame().Fluid() && len(p.overlay.Tip) == 0 && p.overlay.Carried.Kind == board.HitNone && p.overlay.Focus.Kind == board.HitNone
	f.moving = false
	for _, fl := range p.flights {
		if fl.fresh > 0 || !apart || fl.seat >= len(p.view.Systems) {
			continue
		}
		if o := p.view.Systems[fl.seat]; o != nil && o.Flying && (o.Aloft == 0 || fl.ship+1 < o.Aloft) {
			o.Aloft, f.moving = fl.ship+1, true
		}
	}
	f.pic.seen, f.pic.layout, f.pic.safe = p.seen, *p.layout, env.SafeColours()
	f.pic.words = f.hashWords(p)
}

// hashWords hashes what the picture shows beyond the view and the layout:
// the table's words, each system's lights (a ship apart counted where it
// will land, which may move its neighbours on a fluid table, not where it
// flies), the buttons, the pointer over them and the keyboard's focus,
// and the overlay.
func (f *stillFrame) hashWords(p *play) uint64 {
	h := &f.hash
	h.Reset()
	str := func(s string) {
		h.WriteString(s)
		h.WriteByte(0)
	}
	lines := func(ls []string) {
		maphash.WriteComparable(h, len(ls))
		for _, l := range ls {
			str(l)
		}
	}
	v := &p.view
	n := p.layout.Players
	lines(v.Names)
	str(v.Status)
	lines(v.StatusLines)
	for seat := range min(n, len(v.Tabs)) {
		lines(v.Tabs[seat])
	}
	str(v.GoalsHead)
	str(v.Market)
	str(v.Tracker)
	lines(v.Scores)
	lines(v.Notes)
	maphash.WriteComparable(h, [2]int{v.MarketPicked, v.MarketHidden})
	for seat := range min(n, len(v.Systems)) {
		o := v.Systems[seat]
		if o == nil {
			h.WriteByte(0)
			continue
		}
		still := *o
		if still.Aloft > 0 {
			for ship := still.Aloft - 1; ship < rules.Ships; ship++ {
				still.ShipAt[ship] = math.Round(still.ShipAt[ship])
			}
		}
		maphash.WriteComparable(h, still)
	}
	maphash.WriteComparable(h, len(p.menu))
	for _, b := range p.menu {
		maphash.WriteComparable(h, b)
	}
	maphash.WriteComparable(h, [2]int{p.hoverButton.Kind, p.hoverButton.Index})
	maphash.WriteComparable(h, p.focusedButton())
	w := &p.overlay
	lines(w.Prompt)
	str(w.LogHead)
	str(w.GoalsHead)
	lines(w.Log)
	str(w.Notice)
	lines(w.Tip)
	maphash.WriteComparable(h, [2]float64{w.PromptSize, w.Scale})
	if len(w.Tip) > 0 {
		maphash.WriteComparable(h, [2]float64{w.TipX, w.TipY})
	}
	maphash.WriteComparable(h, [2]board.Hit{w.Carried, w.Focus})
	if w.Carried.Kind != board.HitNone {
		maphash.WriteComparable(h, [2]float64{w.CarryX, w.CarryY})
	}
	maphash.WriteComparable(h, w.Drawer)
	if s := w.Solo; s != nil {
		str(s.Head)
		str(s.Said)
		str(s.RanksHead)
		maphash.WriteComparable(h, s.Orders)
		maphash.WriteComparable(h, s.Penalty)
		maphash.WriteComparable(h, [2]int{s.Rolled, s.Lit})
		for _, r := range s.Ranks {
			lines(r)
		}
	}
	return h.Sum64()
}

// DrawWhole draws the picture whole on dst, every ship in its place, as
// Draw would without its layer: orbis fps --check-frames compares each
// frame with it. It leaves the layer and the measure of the frame's words
// as they were.
func (p *play) DrawWhole(env *game.Env, dst *ebiten.Image) {
	var aloft [len(p.view.Systems)]int
	for seat, o := range p.view.Systems {
		if o != nil {
			aloft[seat], o.Aloft = o.Aloft, 0
		}
	}
	before := env.Text().Offscreen()
	p.drawStill(env, dst)
	env.Text().Captured(before)
	for seat, o := range p.view.Systems {
		if o != nil {
			o.Aloft = aloft[seat]
		}
	}
}

// ShipsApart reports whether the frame drew ships flying over the still
// picture, for orbis fps --check-frames.
func (p *play) ShipsApart() bool { return p.still.moving }
