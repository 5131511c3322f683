package orbit

import (
	"image/color"
	"math"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	rules "orbis/rules/orbit"
)

// TestEveryPieceDraws: every hex of the kit at every turn, every goal, and
// systems of every ring size from 3 to 16 draw without fault.
func TestEveryPieceDraws(t *testing.T) {
	a := NewArt(render.NewText())
	dst := ebiten.NewImage(400, 400)
	k := rules.DefaultKit()
	for i := range k.Hexes {
		for turns := range rules.EdgeCount {
			a.RingHex(dst, &k.Hexes[i], turns, 100, 100, 40, HexOpts{Lit: turns == 1, Dimmed: turns == 2})
		}
		if k.Hexes[i].Goal.Shape != rules.NoShape {
			a.GoalHex(dst, k.Hexes[i].Goal, 100, 100, 40)
		}
	}
	s, _, err := rules.NewGame(rules.Config{Players: 1, Seed: 1, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	v := s.View()
	a.System(dst, &v, 0, 200, 200, 150, nil)
	a.System(dst, &v, 0, 200, 200, 150, &SystemOpts{Picked: 1, Marked: 2, Fresh: 1, Hidden: 3, Flying: true, Lit: [rules.MaxRing]bool{true}, Gaps: [rules.MaxRing]bool{false, true}})
}

// TestRingPointsGoClockwiseFromTheTop: position 0 is at the top, and each
// next one a step clockwise (on a screen, y grows downwards).
func TestRingPointsGoClockwiseFromTheTop(t *testing.T) {
	x0, y0 := ringPoint(0, 0, 10, 0, 4)
	x1, y1 := ringPoint(0, 0, 10, 1, 4)
	if math.Abs(x0) > 1e-9 || math.Abs(y0+10) > 1e-9 || math.Abs(x1-10) > 1e-9 || math.Abs(y1) > 1e-9 {
		t.Errorf("positions 0 and 1 of 4 at (%.1f,%.1f) and (%.1f,%.1f), want the top and the right", x0, y0, x1, y1)
	}
}

// TestLayoutKeepsEverySystemInItsBox: for 1 to 6 captains at both design
// sizes, each system with its hexes and ships stays inside its panel, and
// the panels do not overlap.
func TestLayoutKeepsEverySystemInItsBox(t *testing.T) {
	for _, size := range [][2]float64{{1280, 800}, {1920, 1080}} {
		for players := 1; players <= rules.MaxPlayers; players++ {
			l := NewLayout(size[0], size[1], players, 0)
			for seat := range players {
				s := l.Systems[seat]
				// The widest a system draws: a ring of 6 at the hex's cap,
				// its ships outside it.
				reach := s.Radius * (1 + 0.34*1.2 + 0.34*0.28)
				b := s.Box
				if s.CX-reach < b.X || s.CX+reach > b.X+b.W || s.CY-reach < b.Y || s.CY+reach > b.Y+b.H+1 {
					t.Errorf("%v, %d players: seat %d's system (reach %.0f) leaves its box %+v", size, players, seat, reach, b)
				}
				for other := range players {
					o := l.Systems[other].Box
					if other != seat && b.X < o.X+o.W && o.X < b.X+b.W && b.Y < o.Y+o.H && o.Y < b.Y+b.H {
						t.Errorf("%v, %d players: the boxes of seats %d and %d overlap", size, players, seat, other)
					}
				}
			}
		}
	}
}

// TestSafeShipsStayApartForEveryVision: the three ships in the
// colour-blind-safe colours keep at least ΔE*ab 30 apart, and from their
// panel, under every colour-vision deficiency (the printed red and green
// do not).
func TestSafeShipsStayApartForEveryVision(t *testing.T) {
	for _, v := range render.Visions {
		closest, printed := math.Inf(1), math.Inf(1)
		for a := range rules.Ships {
			closest = min(closest, v.Distance(SafeShipColors[a], render.FeltLight)) // against their panel too
			for b := a + 1; b < rules.Ships; b++ {
				closest = min(closest, v.Distance(SafeShipColors[a], SafeShipColors[b]))
				printed = min(printed, v.Distance(ShipColors[a], ShipColors[b]))
			}
		}
		t.Logf("%-12s safe ships ΔE %.1f, printed ships ΔE %.1f", v.Name, closest, printed)
		if closest < 30 {
			t.Errorf("%s: two safe ship colours are %.1f apart (ΔE*ab), want at least 30", v.Name, closest)
		}
	}
}

// TestAHexsWordsAreMeasuredAtTheirSizeOnScreen: a hex is drawn once into
// a sprite painted twice as large, then copied; the measure reads its
// words at the size they come out on screen, each time the sprite is
// placed, not at the sprite's painting size once; they are its print.
func TestAHexsWordsAreMeasuredAtTheirSizeOnScreen(t *testing.T) {
	text := render.NewText()
	a := NewArt(text)
	dst := ebiten.NewImage(200, 200)
	k := rules.DefaultKit()
	h := &k.Hexes[0]
	const r = 40.0
	want := r * 0.19 // the edge values beside the current one
	for _, pass := range []string{"painted", "copied"} {
		text.ResetSmallest()
		a.RingHex(dst, h, 0, 100, 100, r, HexOpts{})
		if got := text.SmallestPrint(); math.Abs(got-want) > 0.01 || text.Smallest() != 0 {
			t.Errorf("a hex of radius %v %s: its smallest word measured %.2f px as its print (want %.2f), %.2f as words (want none)", r, pass, got, want, text.Smallest())
		}
	}
}

// TestEveryWordOfTheTableIsLegibleAtSixCaptains: on the desktop's canvas
// at 1280x800 and on a phone upright and on its side, the table of six
// captains draws no word under 12 px on screen, the hexes of the others'
// small systems included (drawn bare: they open large on a click).
func TestEveryWordOfTheTableIsLegibleAtSixCaptains(t *testing.T) {
	s, _, err := rules.NewGame(rules.Config{Players: 6, Seed: 7, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	v := s.View()
	text := render.NewText()
	table := NewTable(text)
	names := []string{"A", "B", "C", "D", "E", "F"}
	view := &TableView{Names: names, Scores: names, Notes: names, StatusLines: names[:1]}
	for i := range view.Tabs {
		view.Tabs[i] = names[:2]
	}
	for _, w := range [][2]float64{{1280, 800}, {390, 844}, {844, 390}} {
		l := NewLayoutFor(render.NewFrameFor(w[0], w[1], 1), 6, 0, int(v.Player(0).RingLen))
		dst := ebiten.NewImage(int(w[0]), int(w[1]))
		text.ResetSmallest()
		table.Draw(dst, l, &v, view)
		if words, print := text.Smallest(), text.SmallestPrint(); words < 12 || print < 12 {
			t.Errorf("%v: the smallest word is drawn at %.1f px, the smallest print on a hex at %.1f px: under 12", w, words, print)
		}
		dst.Deallocate()
	}
}

// TestASystemIsDrawnFromSprites: a system's sun and ships are sprites
// made once (a path each, anti-aliased apart, cost a third of a redraw
// under software GL): drawn again, the system makes none; in the
// colour-blind-safe palette its ships get sprites of their own colours.
func TestASystemIsDrawnFromSprites(t *testing.T) {
	a := NewArt(render.NewText())
	dst := ebiten.NewImage(400, 400)
	s, _, err := rules.NewGame(rules.Config{Players: 1, Seed: 1, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	v := s.View()
	kinds := func() (suns, ships int) {
		for k := range a.sprites {
			switch k.kind {
			case spriteSun:
				suns++
			case spriteShip:
				ships++
			}
		}
		return suns, ships
	}
	a.System(dst, &v, 0, 200, 200, 150, nil)
	suns, ships := kinds()
	if suns != 1 || ships != rules.Ships {
		t.Fatalf("a system drawn made %d sun and %d ship sprites, want 1 and %d", suns, ships, rules.Ships)
	}
	made := len(a.sprites)
	a.System(dst, &v, 0, 200, 200, 150, nil)
	if len(a.sprites) != made {
		t.Errorf("the same system drawn again made %d sprites more", len(a.sprites)-made)
	}
	inks := map[color.RGBA]bool{}
	for ship := range rules.Ships {
		inks[ShipColors[ship]], inks[SafeShipColors[ship]] = true, true
	}
	a.Safe = true
	a.System(dst, &v, 0, 200, 200, 150, nil)
	if suns, ships := kinds(); suns != 1 || ships != len(inks) {
		t.Errorf("in the safe palette as well: %d sun and %d ship sprites, want 1 and %d (a sprite a colour)", suns, ships, len(inks))
	}
}
