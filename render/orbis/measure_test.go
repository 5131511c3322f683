package orbis

import (
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// TestATilesPrintIsMeasuredWhereItIsShown: a tile is painted once into a
// sprite twice as large, then copied; its numbers are measured as the
// print on a piece at the size they come out on screen, the same when it
// is painted, when it is copied and in a fit check (which paints nothing),
// and half that when it flies at half its size.
func TestATilesPrintIsMeasuredWhereItIsShown(t *testing.T) {
	text := render.NewText()
	s := NewSprites(NewArt(text))
	dst := ebiten.NewImage(300, 300)
	tile := &rules.Catalogue()[0]
	h := render.Hex{CX: 150, CY: 150, R: 48}
	measure := func() (words, print float64) {
		text.ResetSmallest()
		s.BeginFrame()
		s.Tile(dst, tile, h, TileOpts{})
		return text.Smallest(), text.SmallestPrint()
	}
	s.BeginFrame() // the first frame paints no piece
	_, painted := measure()
	if painted <= 0 || painted >= h.R {
		t.Fatalf("a tile of radius %v painted: its print measured %.2f px", h.R, painted)
	}
	words, copied := measure()
	if copied != painted || words != 0 {
		t.Errorf("the tile copied: print %.2f px and words %.2f, want %.2f and none", copied, words, painted)
	}
	text.CheckFit(func(render.Overflow) {})
	words, checked := measure()
	text.CheckFit(nil)
	if math.Abs(checked-painted) > 0.01 || words != 0 {
		t.Errorf("the tile in a fit check: print %.2f px and words %.2f, want %.2f and none", checked, words, painted)
	}
	text.ResetSmallest()
	s.Flying(h.R/2, func(r float64) { s.Tile(dst, tile, render.Hex{CX: 150, CY: 150, R: r}, TileOpts{}) })
	if got := text.SmallestPrint(); got <= 0 || got > painted*0.75 {
		t.Errorf("the tile flying at half its size: print %.2f px, want about half of %.2f", got, painted)
	}
}

// TestTheStillLayersWordsAreMeasuredWhenItIsCopied: the table's still part
// is drawn into a layer once and copied each frame after; a frame that
// copies it is measured as one that drew it: its words and its pieces'
// print.
func TestTheStillLayersWordsAreMeasuredWhenItIsCopied(t *testing.T) {
	text, table, v := twoSeatTable(t)
	l, dst := NewLayout(1280, 800, 2, 0), ebiten.NewImage(1280, 800)
	v.Words.Top = "Round 1"
	paintWhole(t, table, dst, l, v)
	text.ResetSmallest()
	table.Art.BeginFrame()
	table.Draw(dst, l, v, true) // the layer copied
	if text.Smallest() <= 0 || text.SmallestPrint() <= 0 {
		t.Errorf("a frame copying the still layer measures its words at %.1f px and its pieces' print at %.1f px, want both", text.Smallest(), text.SmallestPrint())
	}
}

// TestAStretchedLayerIsNoMeasure: the frame after a phone is turned shows
// the last picture stretched until the new one is whole: it is not taken
// for the scene's sizes (the page's window.orbisLayout read 5.5 px from
// it); a frame that keeps the picture on the screen measures what it
// holds (the page read 0).
func TestAStretchedLayerIsNoMeasure(t *testing.T) {
	text, table, v := twoSeatTable(t)
	upright, lu := ebiten.NewImage(390, 844), NewLayout(390, 844, 2, 0)
	paintWhole(t, table, upright, lu, v)
	text.ResetSmallest()
	table.Draw(upright, lu, v, false) // nothing changed: the picture stays
	if text.Smallest() <= 0 {
		t.Error("a frame that keeps the table's picture measures no words")
	}
	text.ResetSmallest()
	table.Draw(ebiten.NewImage(844, 390), NewLayout(844, 390, 2, 0), v, true) // turned: the pieces not painted yet this frame
	if table.layer.Bounds().Dx() != 844 && text.Whole() {
		t.Error("the stretched last picture counts as the scene's sizes")
	}
	text.ResetSmallest()
	if !text.Whole() {
		t.Error("ResetSmallest keeps the last frame's stopgap")
	}
}

// twoSeatTable is a table, its text renderer and the view of a new game
// of two, for the measure's tests.
func twoSeatTable(t *testing.T) (*render.Text, *Table, *TableView) {
	t.Helper()
	st, _, err := rules.NewGame(rules.Config{Players: 2, Seed: 7, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	view := st.View()
	text := render.NewText()
	return text, NewTable(text), &TableView{S: &view, Names: []string{"Ada", "Bo"}, Kinds: []string{"Human", "Computer"}}
}

// paintWhole draws the table until its still layer holds a whole picture.
func paintWhole(t *testing.T, table *Table, dst *ebiten.Image, l *Layout, v *TableView) {
	t.Helper()
	for i := 0; i < 500 && !table.hasLayer; i++ {
		table.Art.BeginFrame()
		table.Draw(dst, l, v, true)
	}
	if !table.hasLayer {
		t.Fatal("the still layer is never drawn whole")
	}
}
