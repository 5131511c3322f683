package orbit

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/input"
	"orbis/render"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// picture is what the table's still picture is made of, as refresh left
// it: Draw keeps the picture on the screen, or copies it from its layer,
// until this changes (board.Still). Every part of the scene's drawing
// that does not move over it must be in it, or the screen would keep a
// picture that is no longer the table. Values are kept as they are where
// they are comparable; the words, in lines of any number, are hashed.
type picture struct {
	seen   rules.View
	layout board.Layout
	// Each system's lights, but where its ships apart are.
	systems      [len(board.TableView{}.Systems)]board.SystemOpts
	menu         [maxPictureButtons]render.MenuButton
	buttons      int // the menu's length; more than maxPictureButtons: never the same
	hover        input.Target
	focus        int          // the button the keyboard is on
	market       [2]int       // the market slot picked and the one carried
	pieces       [2]board.Hit // the piece carried and the one the keyboard is on
	places       [6]float64   // the prompt's size, the scale, the tooltip's and the piece carried's places
	drawer, safe bool         // a fluid table's drawer open; the colour-blind-safe colours
	crowd        crowdPicture // the others' grid of a table of many captains
	coach        render.Rect  // the tutorial's frame round what its lesson points at (see late)
	words        uint64       // every word drawn, hashed
}

// crowdPicture is what the grid of a table of many captains shows beyond
// its cells and words (which the picture's words hash).
type crowdPicture struct {
	open             bool
	scroll           render.Scroll
	panel, room, row render.Rect
	cols             int
	cellW            float64
	opts             board.SystemOpts
	cells, headWords int
}

// maxPictureButtons is as many buttons as a picture keeps: a table has a
// dozen at most.
const maxPictureButtons = 32

// stillFrame is how the play scene draws: the picture made in Update, the
// layer that keeps it, and whether ships fly over it.
type stillFrame struct {
	pic    picture
	more   int // pictures of more buttons than a picture keeps
	layer  board.Still[picture]
	moving bool // ships are drawn apart, over the layer (SystemOpts.Aloft)

	// The frame being drawn: its scene and environment.
	p   *play
	env *game.Env
}

// draw draws the table, its buttons and what is over it: from its layer
// when the picture is the one last drawn.
func (f *stillFrame) draw(env *game.Env, dst *ebiten.Image, p *play) {
	f.late(p)
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

// shown reports whether the screen shows the picture as it is now, with
// nothing flying over it.
func (f *stillFrame) shown(p *play) bool {
	f.late(p)
	return f.layer.Holds(&f.pic) && !f.moving
}

// late writes into the picture what Update makes after refresh: where the
// tutorial's lesson points.
func (f *stillFrame) late(p *play) { f.pic.coach = p.coachAt }

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
	v, w, pic := &p.view, &p.overlay, &f.pic
	pic.systems = [len(pic.systems)]board.SystemOpts{}
	for seat := range min(p.layout.Players, len(v.Systems)) {
		if o := v.Systems[seat]; o != nil {
			pic.systems[seat] = *o
			// Ships apart (on the desktop's table only, where each ship
			// stands by its own place) are not in the picture: where they
			// are is none of its business.
			if o.Aloft > 0 {
				for ship := o.Aloft - 1; ship < rules.Ships; ship++ {
					pic.systems[seat].ShipAt[ship] = 0
				}
			}
		}
	}
	pic.menu = [maxPictureButtons]render.MenuButton{}
	copy(pic.menu[:], p.menu)
	if pic.buttons = len(p.menu); pic.buttons > maxPictureButtons {
		f.more++
		pic.buttons = maxPictureButtons + f.more // never the same picture
	}
	pic.hover, pic.focus = input.Target{Kind: p.hoverButton.Kind, Index: p.hoverButton.Index}, p.focusedButton()
	pic.market = [2]int{v.MarketPicked, v.MarketHidden}
	pic.pieces, pic.drawer = [2]board.Hit{w.Carried, w.Focus}, w.Drawer
	pic.places = [6]float64{w.PromptSize, w.Scale}
	if len(w.Tip) > 0 {
		pic.places[2], pic.places[3] = w.TipX, w.TipY
	}
	if w.Carried.Kind != board.HitNone {
		pic.places[4], pic.places[5] = w.CarryX, w.CarryY
	}
	pic.crowd = crowdPicture{}
	if c := &p.crowd; p.layout.Crowd {
		pic.crowd = crowdPicture{open: c.open, scroll: c.scroll, panel: c.panel, room: c.room, row: c.row, cols: c.cols,
			cellW: c.cellW, opts: c.opts, cells: len(c.cells), headWords: len(c.head)}
	}
	pic.words = wordsHash(p)
}

// wordsHash hashes every word the table draws (FNV-1a): the table's, the
// overlay's and the solo column's.
func wordsHash(p *play) uint64 {
	h := fnvHash(fnvOffset)
	v, w := &p.view, &p.overlay
	h.lines(v.Names)
	h.str(v.Status)
	h.lines(v.StatusLines)
	for seat := range min(p.layout.Players, len(v.Tabs)) {
		h.lines(v.Tabs[seat])
	}
	h.str(v.GoalsHead)
	h.str(v.Market)
	h.str(v.Tracker)
	h.lines(v.Scores)
	h.lines(v.Notes)
	h.lines(w.Prompt)
	h.str(w.LogHead)
	h.str(w.GoalsHead)
	h.lines(w.Log)
	h.str(w.Notice)
	h.lines(w.Tip)
	if s := w.Solo; s != nil {
		h.str(s.Head)
		h.str(s.Said)
		h.str(s.RanksHead)
		h.lines(s.Orders[:])
		for _, pen := range s.Penalty {
			h.lines(pen[:])
		}
		h.num(uint64(s.Rolled))
		h.num(uint64(s.Lit))
		for _, r := range s.Ranks {
			h.lines(r)
		}
	}
	if p.layout.Crowd {
		for i := range p.crowd.cells {
			c := &p.crowd.cells[i]
			h.num(uint64(c.seat))
			for _, x := range [...]float64{c.box.X, c.box.Y, c.box.W, c.box.H, c.cx, c.cy, c.radius} {
				h.num(math.Float64bits(x))
			}
			h.str(c.name)
			h.str(c.score)
			h.lines(c.status)
			h.num(uint64(c.ink.R) | uint64(c.ink.G)<<8 | uint64(c.ink.B)<<16 | uint64(c.ink.A)<<24)
			h.flag(c.marked)
		}
		for i := range p.crowd.head {
			w := &p.crowd.head[i]
			h.str(w.Text)
			for _, x := range [...]float64{w.X, w.Y, w.Size} {
				h.num(math.Float64bits(x))
			}
			h.num(uint64(w.Color.R) | uint64(w.Color.G)<<8 | uint64(w.Color.B)<<16 | uint64(w.Color.A)<<24 | uint64(w.Align)<<32)
			h.flag(w.Bold)
		}
	}
	return uint64(h)
}

// fnvHash is a 64-bit FNV-1a hash of words and numbers.
type fnvHash uint64

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func (h *fnvHash) byte(b byte) { *h = (*h ^ fnvHash(b)) * fnvPrime }

// str hashes a word and its end, so that "ab","c" is not "a","bc".
func (h *fnvHash) str(s string) {
	for i := range len(s) {
		h.byte(s[i])
	}
	h.byte(0xff)
}

// lines hashes lines and how many there are.
func (h *fnvHash) lines(ls []string) {
	h.num(uint64(len(ls)))
	for _, l := range ls {
		h.str(l)
	}
}

func (h *fnvHash) flag(b bool) {
	if b {
		h.byte(1)
	} else {
		h.byte(0)
	}
}

func (h *fnvHash) num(n uint64) {
	for i := range 8 {
		h.byte(byte(n >> (8 * i)))
	}
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
