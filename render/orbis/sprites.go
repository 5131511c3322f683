package orbis

import (
	"cmp"
	"image/color"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// Sprites draws the table's pieces through a cache of pre-rendered images.
// Vector shapes are costly to fill, above all with a software renderer, and
// each text draw in between forces the pending fills out; a piece drawn once
// into an image and then copied is cheap and batches with the others. The
// methods mirror Art's.
type Sprites struct {
	Art     *Art
	cache   map[spriteKey]*sprite
	pixels  int     // the cache's size, in pixels
	frame   uint64  // frames begun, for the least recently used
	budget  int     // first renders left this frame
	skipped int     // pieces left for a coming frame, this frame
	zoom    float64 // scale of the copies, when not 0 (pieces in flight)
	look    int     // counts the changes of the pieces' look: colours, gods' names, floor
	floor   float64 // the least size of a piece's words on screen, in pixels (SetFloor)
}

// rendersPerFrame bounds the pieces rendered for the first time in one
// frame: a piece's fills queue thousands of vertices, and Ebitengine keeps
// its vertex buffers (Go's and the GL driver's) at the size of the largest
// frame for good; 12 a frame of anti-aliased fills kept ~200 MB. The rest
// follow next frames, and under a software renderer a piece takes some 30
// ms to paint: a picture that waits for pieces keeps its last whole self
// meanwhile (Table.Draw), or comes once whole (Ready), never with holes.
const rendersPerFrame = 2

// BeginFrame resets the per-frame render budget. The very first frame
// renders no piece: words and boxes come at once, pieces from the next
// frame on (in a browser the first frame is what the page waits for).
func (s *Sprites) BeginFrame() {
	s.budget, s.skipped, s.frame = rendersPerFrame, 0, s.frame+1
	if s.frame == 1 {
		s.budget = 0
	}
}

// sprite is a rendered piece, the last frame it was drawn in and the
// smallest size of its words (its print) in the sprite's pixels, told to
// the measure each time it is drawn.
type sprite struct {
	img  *ebiten.Image
	used uint64
	text render.Printed
}

// cachePixels bounds the cache: a table needs about a million pixels of
// pieces at once; what has not been drawn for longest goes first. (Every
// tile flown at a few sizes, every window size tried, would otherwise keep
// growing the game's memory for as long as it runs.)
const cachePixels = 3 << 20

// Complete reports whether every piece drawn this frame was ready.
func (s *Sprites) Complete() bool { return s.skipped == 0 }

// Look counts the changes of the pieces' look (the palette, the gods'
// names): a picture of pieces made in another look is out of date.
func (s *Sprites) Look() int { return s.look }

// Ready reports whether every piece draw draws is painted, painting the
// missing ones as this frame's budget allows: draw rehearses its drawing on
// render.Void, where nothing but the painting of pieces happens. A picture
// of pieces is drawn once Ready, whole.
func (s *Sprites) Ready(draw func(dst *ebiten.Image)) bool {
	before := s.skipped
	draw(render.Void())
	return s.skipped == before
}

// spriteKey identifies one rendered piece at one size.
type spriteKey struct {
	kind  uint8
	tile  *rules.Tile
	god   rules.God
	color rules.Color
	value int
	look  SlotLook
	size  int // radius or size in quarter pixels
	opts  uint8
	lift  uint8 // lift in tenths
	floor int16 // the words' floor as painted, in quarter pixels
}

const (
	spTile uint8 = iota + 1
	spWild
	spSlot
	spGod
	spCube
	spTemple
	spReduction
	spGlyph
	spCancel
	spPawn
	spPips
)

// NewSprites wraps the art in a cache.
func NewSprites(art *Art) *Sprites { return &Sprites{Art: art, cache: map[spriteKey]*sprite{}} }

// forget drops a piece from the cache.
func (s *Sprites) forget(k spriteKey, sp *sprite) {
	b := sp.img.Bounds()
	s.pixels -= b.Dx() * b.Dy()
	sp.img.Deallocate()
	delete(s.cache, k)
}

// trim drops the pieces drawn least recently, none of this frame's, until
// the cache is back to three quarters of its bound.
func (s *Sprites) trim() {
	if s.pixels <= cachePixels {
		return
	}
	keys := make([]spriteKey, 0, len(s.cache))
	for k, sp := range s.cache {
		if sp.used != s.frame {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, func(a, b spriteKey) int { return cmp.Compare(s.cache[a].used, s.cache[b].used) })
	for _, k := range keys {
		if s.pixels <= cachePixels*3/4 {
			return
		}
		s.forget(k, s.cache[k])
	}
}

func quarter(x float64) int { return int(math.Round(x * 4)) }

func optBits(o TileOpts) (uint8, uint8) {
	var b uint8
	if o.Cancelled {
		b |= 1
	}
	if o.Dim {
		b |= 2
	}
	return b, uint8(math.Round(o.Lift * 10))
}

// draw copies the cached image of key, rendering it first when missing. r is
// the piece's radius: the image spans 2*r*pad around the centre, room for
// shadows and lifts.
func (s *Sprites) draw(dst *ebiten.Image, key spriteKey, cx, cy, r float64, paint func(img *ebiten.Image, cx, cy, k float64)) {
	const pad = 1.45
	half := math.Ceil(r * pad)
	key.floor = int16(quarter(s.paintFloor()))
	if s.Art.text.Measuring() {
		s.rehearse(dst, half, paint) // a fit check: its words measured, no piece painted or kept blank for later
		return
	}
	sp, ok := s.cache[key]
	if !ok {
		if s.budget <= 0 {
			s.skipped++
			return // rendered in a coming frame
		}
		s.budget--
		sp = s.render(half, paint)
		s.cache[key] = sp
		b := sp.img.Bounds()
		s.pixels += b.Dx() * b.Dy()
		defer s.trim()
	}
	sp.used = s.frame
	if dst == render.Void() {
		return // a rehearsal: the piece is painted, nothing is drawn
	}
	img := sp.img
	s.Art.text.Shown(dst, sp.text, s.scale())
	var op ebiten.DrawImageOptions
	if s.zoom != 0 {
		op.GeoM.Translate(-half, -half)
		op.GeoM.Scale(s.zoom, s.zoom)
		op.GeoM.Translate(cx, cy)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(img, &op)
		return
	}
	// Whole pixels keep the copy as sharp as the original.
	op.GeoM.Translate(math.Round(cx-half), math.Round(cy-half))
	dst.DrawImage(img, &op)
}

// render paints a piece into a sprite of 2*half pixels, supersampled, its
// words measured apart at the sprite's size (render.Text.Offscreen): they
// are read when the sprite is drawn.
func (s *Sprites) render(half float64, paint func(img *ebiten.Image, cx, cy, k float64)) *sprite {
	factor := 1.0
	before := s.Art.text.Offscreen()
	img := render.Supersampled(int(2*half), &s.Art.dop.AntiAlias, func(big *ebiten.Image, k float64) {
		factor = k
		s.Art.floor = s.paintFloor() * k
		paint(big, half*k, half*k, k)
	})
	return &sprite{img: img, text: s.Art.text.Captured(before).Piece().Scaled(1 / factor)}
}

// rehearse measures a piece's words in a fit check, where nothing is
// painted: paint runs on dst at the sprite's size, its words held to the
// sprite's square, and their smallest size is told to the measure as it
// would come out on dst.
func (s *Sprites) rehearse(dst *ebiten.Image, half float64, paint func(img *ebiten.Image, cx, cy, k float64)) {
	if dst == render.Void() {
		return
	}
	before := s.Art.text.Offscreen()
	room := s.Art.text.Within(dst, render.Rect{W: 2 * half, H: 2 * half})
	s.Art.floor = s.paintFloor()
	paint(dst, half, half, 1)
	s.Art.text.Restore(room)
	s.Art.text.Shown(dst, s.Art.text.Captured(before).Piece(), s.scale())
}

// SetFloor sets the least size of the words printed on pieces, in screen
// pixels: 12 CSS pixels (WordFloor). A word that cannot reach it where it
// stands on a piece is left out, the piece speaking by its colours and
// pictograms, its tooltip saying the rest. Pictures of pieces made under
// another floor are out of date (Look).
func (s *Sprites) SetFloor(px float64) {
	if px != s.floor {
		s.floor = px
		s.look++
	}
}

// WordFloor is the least size of a piece's words in frame f, in screen
// pixels: 12 CSS pixels, on the desktop as on a phone.
func WordFloor(f *render.Frame) float64 {
	css := f.CSS
	if css <= 0 {
		css = 1
	}
	return wordFloorCSS * css
}

// wordFloorCSS is the floor of a word on a piece, in CSS pixels (the
// issue's 12, game.MinFontCSS).
const wordFloorCSS = 12

// paintFloor is the floor of the words of a piece about to be painted, in
// the pixels of its sprite: a flying piece is painted at the next size up
// and drawn up to 2^¼ times smaller (Flying), its words as much larger.
func (s *Sprites) paintFloor() float64 {
	if s.zoom != 0 {
		return s.floor * flightShrink
	}
	return s.floor
}

// flightShrink is how much smaller than painted a flying piece may be drawn.
var flightShrink = math.Pow(2, 0.25)

// scale is how large the sprites are drawn: zoom while a piece flies.
func (s *Sprites) scale() float64 {
	if s.zoom != 0 {
		return s.zoom
	}
	return 1
}

// Flying draws, through draw, a piece whose size changes every frame: it is
// rendered at the next size up on a ladder of 2^¼ steps and scaled down, not
// rendered (and kept) anew at every size along its way.
func (s *Sprites) Flying(r float64, draw func(r float64)) {
	step := math.Pow(2, math.Ceil(4*math.Log2(max(r, 1)))/4)
	s.zoom = r / step
	draw(step)
	s.zoom = 0
}

// Tile draws a face-up region tile.
func (s *Sprites) Tile(dst *ebiten.Image, t *rules.Tile, h render.Hex, opt TileOpts) {
	b, lift := optBits(opt)
	s.draw(dst, spriteKey{kind: spTile, tile: t, size: quarter(h.R), opts: b, lift: lift}, h.CX, h.CY, h.R, func(img *ebiten.Image, x, y, k float64) {
		s.Art.Tile(img, t, render.Hex{CX: x, CY: y, R: h.R * k}, opt)
	})
}

// Wilderness draws a face-down tile.
func (s *Sprites) Wilderness(dst *ebiten.Image, h render.Hex, opt TileOpts) {
	b, lift := optBits(opt)
	s.draw(dst, spriteKey{kind: spWild, size: quarter(h.R), opts: b, lift: lift}, h.CX, h.CY, h.R, func(img *ebiten.Image, x, y, k float64) {
		s.Art.Wilderness(img, render.Hex{CX: x, CY: y, R: h.R * k}, opt)
	})
}

// Slot draws an empty pyramid slot.
func (s *Sprites) Slot(dst *ebiten.Image, h render.Hex, look SlotLook) {
	s.draw(dst, spriteKey{kind: spSlot, look: look, size: quarter(h.R)}, h.CX, h.CY, h.R, func(img *ebiten.Image, x, y, k float64) {
		s.Art.Slot(img, render.Hex{CX: x, CY: y, R: h.R * k}, look)
	})
}

// God draws a god tile.
func (s *Sprites) God(dst *ebiten.Image, g rules.God, h render.Hex, opt TileOpts) {
	b, lift := optBits(opt)
	s.draw(dst, spriteKey{kind: spGod, god: g, size: quarter(h.R), opts: b, lift: lift}, h.CX, h.CY, h.R, func(img *ebiten.Image, x, y, k float64) {
		s.Art.God(img, g, render.Hex{CX: x, CY: y, R: h.R * k}, opt)
	})
}

// Cube draws a worshipper.
func (s *Sprites) Cube(dst *ebiten.Image, c rules.Color, cx, cy, size float64) {
	s.draw(dst, spriteKey{kind: spCube, color: c, size: quarter(size)}, cx, cy, size, func(img *ebiten.Image, x, y, k float64) {
		s.Art.Cube(img, c, x, y, size*k)
	})
}

// Pawn draws a worshipper on the display.
func (s *Sprites) Pawn(dst *ebiten.Image, c rules.Color, cx, cy, size float64) {
	s.draw(dst, spriteKey{kind: spPawn, color: c, size: quarter(size)}, cx, cy, size, func(img *ebiten.Image, x, y, k float64) {
		s.Art.Pawn(img, c, x, y, size*k)
	})
}

// LevelPips draws a tile's level as light upright bars (on a dark tray), R
// being the tile's radius.
func (s *Sprites) LevelPips(dst *ebiten.Image, level int, cx, cy, R float64) {
	s.draw(dst, spriteKey{kind: spPips, value: level, size: quarter(R)}, cx, cy, R*0.2, func(img *ebiten.Image, x, y, k float64) {
		s.Art.levelPips(img, level, x, y, R*k, render.Ink)
	})
}

// Glyph draws a colour's glyph.
func (s *Sprites) Glyph(dst *ebiten.Image, c rules.Color, cx, cy, size float64, ink color.Color) {
	r, g, b, a := ink.RGBA()
	s.draw(dst, spriteKey{kind: spGlyph, color: c, size: quarter(size), value: int(r>>8<<24 | g>>8<<16 | b>>8<<8 | a>>8)}, cx, cy, size, func(img *ebiten.Image, x, y, k float64) {
		s.Art.Glyph(img, c, x, y, size*k, ink)
	})
}

// TempleToken draws a temple token.
func (s *Sprites) TempleToken(dst *ebiten.Image, value int, cx, cy, r float64) {
	s.draw(dst, spriteKey{kind: spTemple, value: value, size: quarter(r)}, cx, cy, r, func(img *ebiten.Image, x, y, k float64) {
		s.Art.TempleToken(img, value, x, y, r*k)
	})
}

// ReductionToken draws a reduction token.
func (s *Sprites) ReductionToken(dst *ebiten.Image, c rules.Color, cx, cy, r float64) {
	s.draw(dst, spriteKey{kind: spReduction, color: c, size: quarter(r)}, cx, cy, r, func(img *ebiten.Image, x, y, k float64) {
		s.Art.ReductionToken(img, c, x, y, r*k)
	})
}

// Cancellation draws a cancellation token.
func (s *Sprites) Cancellation(dst *ebiten.Image, cx, cy, r float64) {
	s.draw(dst, spriteKey{kind: spCancel, size: quarter(r)}, cx, cy, r, func(img *ebiten.Image, x, y, k float64) {
		s.Art.Cancellation(img, x, y, r*k)
	})
}

// SetGodNames gives the god tiles their names in the player's language.
// Gods drawn with other names are dropped from the cache: a god sprite is
// drawn again in the new language.
func (s *Sprites) SetGodNames(names [rules.NumGods]string) {
	if names == s.Art.GodNames {
		return
	}
	s.Art.GodNames = names
	s.look++
	for k, sp := range s.cache {
		if k.kind == spGod {
			s.forget(k, sp)
		}
	}
}

// SetPalette changes the look of the five colours. Every piece is drawn
// again in it: the cache is emptied.
func (s *Sprites) SetPalette(p Palette) {
	if p == s.Art.Pal {
		return
	}
	s.Art.Pal = p
	s.look++
	for k, sp := range s.cache {
		s.forget(k, sp)
	}
}
