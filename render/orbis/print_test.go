package orbis

import (
	"strconv"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// printOf is the smallest print on the pieces draw draws, painted (twice,
// the first frame painting none) and in a fit check: 0 when none is shown.
func printOf(t *testing.T, text *render.Text, s *Sprites, draw func(dst *ebiten.Image)) (painted, checked float64) {
	t.Helper()
	dst := ebiten.NewImage(240, 240)
	defer dst.Deallocate()
	for range 2 {
		s.BeginFrame()
		text.ResetSmallest()
		draw(dst)
	}
	painted = text.SmallestPrint()
	text.CheckFit(func(render.Overflow) {})
	text.ResetSmallest()
	draw(dst)
	text.CheckFit(nil)
	return painted, text.SmallestPrint()
}

// TestEveryWordOnAPieceIsAtTheFloorOrLeftOut: every tile of the game, every
// god (named in English, German, French and Polish) and temple token, at
// every size from a phone's thumbnail to the desktop's display and at two
// device scales, prints its numbers and names at least at the floor, or
// not at all: never under it.
func TestEveryWordOnAPieceIsAtTheFloorOrLeftOut(t *testing.T) {
	text := render.NewText()
	s := NewSprites(NewArt(text))
	names := [][rules.NumGods]string{defaultGodNames,
		{"Liebe", "Ausbildung", "Meere", "Müßiggang", "Feuer", "Technologie", "Natur", "Gleichgewicht", "Ernte", "Tod"}}
	tiles := rules.Catalogue()
	for _, floor := range []float64{12, 24} {
		s.SetFloor(floor)
		for _, r := range []float64{8, 16, 20, 24.25, 30, 33.5, 40, 48, 54.3, 64, 80} {
			r *= floor / 12
			check := func(what string, draw func(dst *ebiten.Image, h render.Hex)) {
				h := render.Hex{CX: 120, CY: 120, R: r}
				if r > 90 {
					return // beyond the test's image
				}
				painted, checked := printOf(t, text, s, func(dst *ebiten.Image) { draw(dst, h) })
				for _, p := range []float64{painted, checked} {
					if p != 0 && p < floor-0.01 {
						t.Errorf("%s at radius %.1f, floor %v px: print %.2f px", what, r, floor, p)
					}
				}
			}
			for i := range tiles {
				tile := &tiles[i]
				check("tile "+tile.ID, func(dst *ebiten.Image, h render.Hex) { s.Tile(dst, tile, h, TileOpts{}) })
			}
			for _, n := range names {
				s.SetGodNames(n)
				for g := range rules.God(rules.NumGods) {
					check("god "+n[g], func(dst *ebiten.Image, h render.Hex) { s.God(dst, g, h, TileOpts{}) })
				}
			}
			check("temple token", func(dst *ebiten.Image, h render.Hex) { s.TempleToken(dst, 11, h.CX, h.CY, h.R*0.4) })
		}
	}
}

// TestTheNumbersATableIsReadByStayShown: at the floor of a desktop (12 px)
// a tile's CP is printed on the display (radius 64), on the player's
// pyramid (54) and on the other seats' (24), and on a phone's display (33);
// a temple token's value on the desktop's (19); a god's CP beside the
// player's name (30) and in the gods' row (40), where its name is too long
// for the floor and is left to its tooltip.
func TestTheNumbersATableIsReadByStayShown(t *testing.T) {
	text := render.NewText()
	s := NewSprites(NewArt(text))
	s.SetFloor(12)
	var stone *rules.Tile // its CP is its only print
	for i, tile := range rules.Catalogue() {
		if tile.Effect == rules.SacredStone && tile.Color != rules.White {
			stone = &rules.Catalogue()[i]
			break
		}
	}
	shown := func(what string, draw func(dst *ebiten.Image)) {
		if painted, checked := printOf(t, text, s, draw); painted < 12 || checked < 12 {
			t.Errorf("%s: print %.2f px painted, %.2f px in a fit check; want it shown at 12 px or more", what, painted, checked)
		}
	}
	for _, r := range []float64{64, 54.3, 33.5, 24.25} {
		shown("a tile's CP at radius "+strconv.FormatFloat(r, 'f', -1, 64), func(dst *ebiten.Image) { s.Tile(dst, stone, render.Hex{CX: 120, CY: 120, R: r}, TileOpts{}) })
	}
	shown("a temple token's value at radius 19", func(dst *ebiten.Image) { s.TempleToken(dst, 7, 120, 120, 19) })
	for _, r := range []float64{30, 40} {
		shown("Equilibrium's CP at radius "+strconv.FormatFloat(r, 'f', -1, 64), func(dst *ebiten.Image) { s.God(dst, rules.Equilibrium, render.Hex{CX: 120, CY: 120, R: r}, TileOpts{}) })
	}
}
