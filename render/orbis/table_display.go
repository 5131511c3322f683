package orbis

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbis"
)

// The table's left column: the display with its worshippers, the supply
// (gods, temple tokens, piles) and the game log.

// display draws the 3x3 tiles with their worshippers.
func (t *Table) display(dst *ebiten.Image, l *Layout, v *TableView) {
	s := v.S
	set := s.Tiles()
	picking := v.Panel.Open && !v.Panel.Rows // the Volcano's choice is made on the display
	for pos := range rules.DisplaySize {
		h := l.Display[pos]
		id := s.Display(pos)
		if id == rules.NoTile || pos == v.HideDisplay {
			t.Art.Slot(dst, h, SlotClosed)
			continue
		}
		opt := TileOpts{}
		target := Target{Kind: DisplayTile, Index: pos}
		if v.Selected == target {
			opt.Lift = 0.6
		} else if v.Hover == target && v.Drag == nil {
			opt.Lift = 0.3
		}
		t.Art.Tile(dst, set.Tile(id), h, opt)
		if v.Selected == target || v.Mark.Pos == pos {
			t.Paint.HexOutline(dst, h.Scaled(1.04), l.Px(3), render.Gold)
		}
		t.tray(dst, l, v, pos, set.Tile(id).Level, picking)
	}
}

// tray draws the worshippers standing on a display tile: a dark tray
// across its foot with the tile's level at its left, a figure per colour
// and its count. While a Volcano picks, the figures it may destroy stand
// on lighter chips, as wide as their targets; its picks frame their
// figures and say how many go in a badge above the tray, never over a
// figure.
func (t *Table) tray(dst *ebiten.Image, l *Layout, v *TableView, pos int, level uint8, picking bool) {
	tray, ok := l.Tray(pos, v.S.DisplayCubes(pos))
	if !ok {
		return
	}
	cubes := v.S.DisplayCubes(pos)
	t.Paint.Box(dst, tray.Box, min(tray.Box.H/2, l.Px(trayH/2)), render.Shade(render.FeltDark, 0.8))
	_, cy := tray.Box.Center()
	if tray.Level {
		t.Art.LevelPips(dst, int(level), tray.PipsX, cy, l.Display[pos].R)
	}
	for c := range rules.NumColors {
		spot := tray.Spots[c]
		if spot.W == 0 {
			continue
		}
		if picking && l.Pick.Has(rules.Color(c)) {
			fill := render.Shade(render.FeltLight, 0.9)
			if v.Hover == (Target{Kind: DisplayCube, Index: pos, Sub: c}) {
				fill = render.Shade(render.FeltLight, 1.15)
			}
			t.Paint.Box(dst, spot.Inset(l.Px(1)), l.Px(5), fill)
		}
		t.Art.Pawn(dst, rules.Color(c), tray.PawnX[c], cy, tray.PawnR)
		if n := cubes[c]; n > 1 && tray.Crowded {
			// On the figure's body, over its glyph: a dark backing keeps it legible.
			t.Paint.Box(dst, render.Rect{X: tray.CountX[c] - l.Px(5), Y: cy - l.Px(3), W: l.Px(10), H: l.Px(12)}, l.Px(3), render.FeltDark)
			t.Text.DrawBold(dst, fmt.Sprint(n), tray.CountX[c], cy+l.Px(3), l.Px(12), render.Ink, render.Center)
		} else if n > 1 {
			t.Text.DrawBold(dst, fmt.Sprint(n), tray.CountX[c], cy+l.Px(1), l.Px(13), render.Ink, render.Center)
		}
		if picking && v.Panel.Picks[pos][c] > 0 {
			t.Paint.Frame(dst, spot.Inset(-l.Px(1)), l.Px(4), l.Px(2), render.Danger)
			badge := render.Rect{X: spot.X + spot.W/2 - l.Px(11), Y: spot.Y - l.Px(16), W: l.Px(22), H: l.Px(15)}
			t.Paint.Box(dst, badge, l.Px(7), render.Danger)
			bx, by := badge.Center()
			t.Text.DrawBold(dst, fmt.Sprintf("−%d", v.Panel.Picks[pos][c]), bx, by, l.Px(12), render.Ink, render.Center)
		}
	}
}

// log draws the last lines of the turn log.
func (t *Table) log(dst *ebiten.Image, l *Layout, v *TableView) {
	r := l.Log
	t.Paint.Box(dst, r, l.Px(8), render.FeltDark)
	defer t.Text.Restore(t.Text.Within(dst, render.Rect{X: r.X, Y: r.Y, W: l.Px(10) + l.LogWidth(), H: r.H})) // clear of the scroll bar
	t.Text.Draw(dst, v.Words.LogHead, r.X+l.Px(10), r.Y+l.Px(14), l.Px(13), render.InkDim, render.Left)
	shown := l.LogRowsShown()
	rows := v.Log[min(v.LogTop, len(v.Log)):]
	rows = rows[:min(len(rows), shown)]
	size, step := l.LogTextSize(), l.LogRowHeight()
	newest := -1
	if len(v.Log) > 0 {
		newest = v.Log[len(v.Log)-1].Entry
	}
	for i, row := range rows {
		y := r.Y + l.Px(logHead) + step*(float64(i)+0.5)
		if row.Entry == v.LogHover {
			t.Paint.Box(dst, render.Rect{X: r.X + l.Px(4), Y: y - step/2, W: l.LogWidth() + l.Px(12), H: step}, l.Px(4), render.FeltLight)
		}
		col := render.InkDim
		if row.Entry == newest || row.Entry == v.LogHover {
			col = render.Ink
		}
		if row.Head {
			t.Text.DrawBold(dst, row.Text, r.X+l.Px(10), y, size, render.Gold, render.Left)
			continue
		}
		t.Text.Draw(dst, row.Text, r.X+l.Px(10)+row.Indent, y, size, col, render.Left)
	}
	// A scroll bar when the log holds more than it shows.
	if len(v.Log) > shown {
		track := render.Rect{X: r.X + r.W - l.Px(12), Y: r.Y + l.Px(logHead), W: l.Px(5), H: min(step*float64(shown), r.H-l.Px(logHead+6))}
		t.Paint.Box(dst, track, l.Px(2.5), render.FeltLight)
		thumb := track
		thumb.H = math.Max(l.Px(16), track.H*float64(shown)/float64(len(v.Log)))
		thumb.Y += (track.H - thumb.H) * float64(v.LogTop) / float64(len(v.Log)-shown)
		t.Paint.Box(dst, thumb, l.Px(2.5), render.InkDim)
	}
}

// supply draws the gods, the temple tokens and the piles (those in the
// log's drawer when a phone's table has no room for them: drawn with it).
func (t *Table) supply(dst *ebiten.Image, l *Layout, v *TableView) {
	if l.SupplyInDrawer {
		return
	}
	t.gods(dst, l, v)
	if l.Temples.W > 0 && !l.StockInDrawer {
		t.stock(dst, l, v)
	}
}

// gods draws the gods on the table, under their heading.
func (t *Table) gods(dst *ebiten.Image, l *Layout, v *TableView) {
	s := v.S
	headX := l.X(18)
	if l.Fluid() {
		headX = l.Gods[0].CX - l.Gods[0].Width()/2
	}
	t.Text.Draw(dst, v.Words.GodsHead, headX, l.Gods[0].CY-l.Gods[0].R-l.Px(8), l.Px(13), render.InkDim, render.Left)
	for i := range s.GodCount() {
		if i >= len(l.Gods) || i == v.HideGod {
			continue
		}
		target := Target{Kind: GodTile, Index: i}
		opt := TileOpts{}
		if v.Selected == target {
			opt.Lift = 0.6
		} else if v.Hover == target {
			opt.Lift = 0.3
		}
		t.Art.God(dst, s.GodAt(i), l.Gods[i], opt)
		if v.Selected == target {
			t.Paint.HexOutline(dst, l.Gods[i].Scaled(1.05), l.Px(3), render.Gold)
		}
	}
}

// stock draws the temple tokens and the piles.
func (t *Table) stock(dst *ebiten.Image, l *Layout, v *TableView) {
	s := v.S
	for i := range s.TempleCount() {
		x, y := l.TempleAt(i)
		t.Art.TempleToken(dst, s.TempleAt(i), x, y, l.TempleRadius())
	}
	for lv := range 3 {
		r := l.Piles[lv]
		n := s.PileSize(lv + 1)
		for k := min(n, 3) - 1; k >= 0; k-- {
			t.Art.Wilderness(dst, render.Hex{CX: r.X + r.W/2 + l.Px(float64(k)*1.5), CY: r.Y + r.H/2 - l.Px(float64(k)*1.5), R: l.Px(19)}, TileOpts{Dim: n == 0})
		}
		if n == 0 {
			t.Art.Slot(dst, render.Hex{CX: r.X + r.W/2, CY: r.Y + r.H/2, R: l.Px(19)}, SlotClosed)
		}
		label := []string{"I", "II", "III"}[lv]
		t.Text.DrawBold(dst, label, r.X+r.W/2, r.Y+r.H/2-l.Px(3), l.Px(12), render.Ink, render.Center)
		t.Text.DrawBold(dst, fmt.Sprint(n), r.X+r.W/2, r.Y+r.H/2+l.Px(9), l.Px(12), render.Gold, render.Center)
	}
}
