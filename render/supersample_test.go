package render

import (
	"image"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestSupersampled: a sprite is kept at its side (one pixel at the least),
// painted once at twice that side with the factor 2, its anti-aliasing off
// while it is painted and back on after. (Its pixels are compared in the
// game's pictures: an image's pixels cannot be read outside a running game.)
func TestSupersampled(t *testing.T) {
	tests := []struct {
		side, want int
	}{{10, 10}, {37, 37}, {1, 1}, {0, 1}}
	for _, tt := range tests {
		antiAlias := true
		calls := 0
		var painted image.Rectangle
		var factor float64
		aliasedWhilePainting := true
		img := Supersampled(tt.side, &antiAlias, func(big *ebiten.Image, k float64) {
			calls++
			painted, factor, aliasedWhilePainting = big.Bounds(), k, antiAlias
		})
		if got := img.Bounds(); got != image.Rect(0, 0, tt.want, tt.want) {
			t.Errorf("side %d: the sprite is %v, want %d×%d", tt.side, got, tt.want, tt.want)
		}
		if calls != 1 {
			t.Errorf("side %d: painted %d times, want once", tt.side, calls)
		}
		if want := image.Rect(0, 0, 2*tt.want, 2*tt.want); painted != want || factor != 2 {
			t.Errorf("side %d: painted on %v at %v times, want %v at 2 times", tt.side, painted, factor, want)
		}
		if aliasedWhilePainting || !antiAlias {
			t.Errorf("side %d: anti-aliasing %v while painting and %v after, want off then on", tt.side, aliasedWhilePainting, antiAlias)
		}
	}
}
