package orbit

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbit"
)

// The pieces drawn once into sprites and copied after: a software
// renderer pays for every path, anti-aliased apart, each time it is drawn.

// hexSprite is a hex drawn once and the smallest size of its words (its
// print) in the sprite's pixels, told to the measure each time it is placed.
type hexSprite struct {
	img  *ebiten.Image
	text render.Printed
}

// RingHex draws a hex resource side up, turned turns times: its body in the
// middle, its resource below, and its six edge values round its edges, the
// current one large at the top and the ones it has turned past dimmed. A
// hex is drawn once into a sprite of its size and looks, then copied: the
// paths and numbers of every hex of six systems, drawn afresh each frame,
// cost hundreds of megabytes under software GL.
func (a *Art) RingHex(dst *ebiten.Image, h *rules.HexDef, turns int, cx, cy, r float64, o HexOpts) {
	key := spriteKey{hex: h, turns: uint8(turns), r: int16(math.Round(r * 2)), opts: o, floor: int16(math.Round(a.TextFloor * 2))}
	sp := a.sprite(key, func(img *ebiten.Image, c, k float64) {
		a.ringHex(img, h, turns, c, c, float64(key.r)/2*k, float64(key.floor)/2*k, o)
	})
	a.place(dst, sp, cx, cy)
}

// GoalHex draws a hex goal side up: the starry back, what it scores and
// its shape at the foot (a sprite, as RingHex).
func (a *Art) GoalHex(dst *ebiten.Image, g rules.Goal, cx, cy, r float64) {
	key := spriteKey{goal: g, r: int16(math.Round(r * 2)), floor: int16(math.Round(a.TextFloor * 2))}
	sp := a.sprite(key, func(img *ebiten.Image, c, k float64) {
		a.goalHex(img, g, c, c, float64(key.r)/2*k, float64(key.floor)/2*k)
	})
	a.place(dst, sp, cx, cy)
}

// spriteKey names a drawn hex: which, turned how far, its size in half
// pixels and its looks; or a goal and its size; or a sun or a ship.
type spriteKey struct {
	kind  spriteKind
	hex   *rules.HexDef
	turns uint8
	goal  rules.Goal
	r     int16
	opts  HexOpts
	floor int16 // the least size of its words, in half pixels
	ink   color.RGBA
	used  bool // a ship drawn hollow
}

// spriteKind tells a hex's or a goal's sprite (told apart by their keys)
// from a sun's and a ship's.
type spriteKind uint8

const (
	spriteHex spriteKind = iota
	spriteSun
	spriteShip
	spriteResource
)

// maxSprites bounds the sprites kept: a window resized again and again
// starts the cache afresh.
const maxSprites = 600

// sprite returns the sprite of key, drawing it with draw (at the centre c
// of a square image, k times its size) the first time. Its words are
// measured apart (render.Text.Offscreen), at the sprite's size: they are
// read when it is placed.
func (a *Art) sprite(key spriteKey, draw func(img *ebiten.Image, c, k float64)) hexSprite {
	return a.spriteSized(key, int(key.r)+4, render.Supersampled, draw) // the diameter and a margin
}

// spriteSized is sprite with the image's side and its supersampler given.
func (a *Art) spriteSized(key spriteKey, side int, sampled func(int, *bool, func(*ebiten.Image, float64)) *ebiten.Image, draw func(img *ebiten.Image, c, k float64)) hexSprite {
	if sp, ok := a.sprites[key]; ok {
		return sp
	}
	if a.sprites == nil || len(a.sprites) >= maxSprites {
		for _, sp := range a.sprites {
			sp.img.Deallocate()
		}
		a.sprites = map[spriteKey]hexSprite{}
	}
	factor := 1.0
	before := a.text.Offscreen()
	img := sampled(side, &a.dop.AntiAlias, func(big *ebiten.Image, k float64) {
		factor = k
		draw(big, float64(side)*k/2, k)
	})
	sp := hexSprite{img: img, text: a.text.Captured(before).Piece().Scaled(1 / factor)}
	a.sprites[key] = sp
	return sp
}

// place draws a sprite centred at cx, cy, its words measured at the size
// they come out on dst.
func (a *Art) place(dst *ebiten.Image, sp hexSprite, cx, cy float64) {
	var op ebiten.DrawImageOptions
	w := float64(sp.img.Bounds().Dx())
	op.GeoM.Translate(math.Round(cx-w/2), math.Round(cy-w/2))
	dst.DrawImage(sp.img, &op)
	a.text.Shown(dst, sp.text, 1)
}

// ResourceIcon draws a resource's icon (Resource) from a sprite, as the
// tracker shows it beside its pips.
func (a *Art) ResourceIcon(dst *ebiten.Image, r rules.Resource, x, y, s float64) {
	if a.text.Dry(dst) {
		return
	}
	key := spriteKey{kind: spriteResource, r: int16(math.Round(2 * s * resourceReach)), ink: resourceInk[r]}
	sp := a.sprite(key, func(img *ebiten.Image, c, k float64) {
		a.Resource(img, r, c, c, float64(key.r)/2/resourceReach*k)
	})
	a.place(dst, sp, x, y)
}

// resourceReach is how far a resource's icon reaches from its middle, in
// its sizes.
const resourceReach = 1.1

// sunGlowReach is how far the sun's glow reaches, in the core's radii.
const sunGlowReach = 1.6

// Sun draws the sun a system turns round: a sprite, as the hexes are
// (three anti-aliased circles a system, each a pass of its own under
// software GL, were a sixth of a table's redrawing).
func (a *Art) Sun(dst *ebiten.Image, x, y, r float64) {
	if a.text.Dry(dst) {
		return
	}
	key := spriteKey{kind: spriteSun, r: int16(math.Round(2 * r * sunGlowReach))}
	sp := a.sprite(key, func(img *ebiten.Image, c, k float64) {
		a.sun(img, c, c, float64(key.r)/2/sunGlowReach*k)
	})
	a.place(dst, sp, x, y)
}

// sun draws the sun's glow and core with paths.
func (a *Art) sun(dst *ebiten.Image, x, y, r float64) {
	for i, f := range []float64{sunGlowReach, 1.3} {
		a.circle(dst, x, y, r*f, withAlpha(sunGlow, 0.15+0.15*float64(i)))
	}
	a.circle(dst, x, y, r, sunCore)
}

// shipOutline is how far a ship's outline reaches from its point, stroke
// included, in its sizes.
const shipOutline = 1.2

// Ship draws a ship pointing along the orbit (angle, radians), nose first;
// a ship that has acted this follow is drawn hollow. It is a sprite drawn
// pointing right and turned where it is placed: a path a ship, each
// anti-aliased apart, cost a third of a table's redrawing.
func (a *Art) Ship(dst *ebiten.Image, ship int, x, y, size, angle float64, used bool) {
	if a.text.Dry(dst) {
		return
	}
	key := spriteKey{kind: spriteShip, r: int16(math.Round(size * 2)), ink: a.shipInk(ship), used: used}
	side := int(math.Ceil(float64(key.r)*shipOutline)) + 4
	// Apart from the atlas: drawn turned, with linear filtering, it must
	// come out the same wherever the atlas would have moved it.
	sp := a.spriteSized(key, side, render.SupersampledApart, func(img *ebiten.Image, c, k float64) {
		a.ship(img, key.ink, c, c, float64(key.r)/2*k, 0, used)
	})
	w := float64(sp.img.Bounds().Dx())
	var op ebiten.DrawImageOptions
	op.GeoM.Translate(-w/2, -w/2)
	op.GeoM.Rotate(angle)
	op.GeoM.Translate(x, y)
	op.Filter = ebiten.FilterLinear // turned: each pixel the mean of those it falls between
	dst.DrawImage(sp.img, &op)
}
