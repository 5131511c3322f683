package render

import (
	"image"

	"github.com/hajimehoshi/ebiten/v2"
)

// supersample is how much larger a sprite is painted than it is kept.
const supersample = 2

// Supersampled returns a new side×side image (one pixel at the least) of
// what paint draws. paint draws into an image supersample times as large,
// k being that factor, with its shapes' anti-aliasing off (antiAlias, the
// painter's own option, is false while it paints and true after), and the
// image is scaled down, each pixel kept the mean of a k×k block. It
// supersamples because an anti-aliased fill queues eight times the
// vertices, and Ebitengine keeps the vertex buffers of its busiest frame for
// good: a sprite painted large and scaled down is as smooth for far less.
func Supersampled(side int, antiAlias *bool, paint func(big *ebiten.Image, k float64)) *ebiten.Image {
	return supersampled(side, antiAlias, nil, paint)
}

// SupersampledApart is Supersampled into a texture of its own, never moved
// onto or between the atlas's pages: a sprite drawn turned or at fractions
// of a pixel, with linear filtering, then comes out the same to the last
// bit wherever and whenever it is drawn.
func SupersampledApart(side int, antiAlias *bool, paint func(big *ebiten.Image, k float64)) *ebiten.Image {
	return supersampled(side, antiAlias, &ebiten.NewImageOptions{Unmanaged: true}, paint)
}

func supersampled(side int, antiAlias *bool, kept *ebiten.NewImageOptions, paint func(big *ebiten.Image, k float64)) *ebiten.Image {
	side = max(1, side)
	// Its own texture, not a place on a shared atlas page: it lives for one
	// render, and an atlas page once grown for it would stay.
	big := ebiten.NewImageWithOptions(image.Rect(0, 0, side*supersample, side*supersample), &ebiten.NewImageOptions{Unmanaged: true})
	*antiAlias = false
	paint(big, supersample)
	*antiAlias = true
	img := ebiten.NewImageWithOptions(image.Rect(0, 0, side, side), kept)
	var op ebiten.DrawImageOptions
	op.GeoM.Scale(1.0/supersample, 1.0/supersample)
	op.Filter = ebiten.FilterLinear // at one half: the mean of each 2×2 block
	img.DrawImage(big, &op)
	big.Deallocate()
	return img
}
