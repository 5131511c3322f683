package game

import (
	"fmt"
	"testing"

	"orbis/assets"
	"orbis/input"
	"orbis/render"
)

// fluidScene is a scene that lays itself out for any window, so that Enter
// gives it a phone's frame.
type fluidScene struct{ Scene }

func (fluidScene) Responsive() bool { return true }

// TestReviewBarOnPhones: on a phone upright the review bar stands across
// the foot, on its side down the right, a tablet's too, in every
// language: every button a finger's size inside the screen and over none
// other, clear of the table's room and of the words; Close among them and
// the game's Extra; the slider a finger's height, seeking where it is
// touched; the words fit their panel. Back on the desktop the bar is
// where the game put it.
func TestReviewBarOnPhones(t *testing.T) {
	for _, lang := range assets.Languages() {
		env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: lang})
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []Window{{360, 640}, {390, 844}, {640, 360}, {844, 390}, {768, 1024}, {1024, 768}} {
			t.Run(fmt.Sprintf("%s/%v", lang, w), func(t *testing.T) { barOnPhone(t, env, w) })
		}
	}
}

func barOnPhone(t *testing.T, env *Env, w Window) {
	env.SetWindow(w.W, w.H, 1)
	env.Enter(fluidScene{})
	f := env.Frame()
	b := &ReviewBar{Len: 120, Pos: 60, Seats: []string{"Player 1", "Chandra", "Basil", "Dmitri"}, Open: true, View: -1,
		Head: "Action 60 of 120 · Round 8 · Chandra", Line: "Chandra took the yellow Village (level 2) and collected the worshippers on it: 1 blue, 2 green and 1 white.",
		Extra: []render.MenuButton{{ID: ReviewGameButton, Label: env.T("review.close"), Enabled: true}}}
	room := b.PlaceFluid(env)
	b.Update(env, nil)
	if room.W < f.DW*0.4 || room.H < f.DH*0.4 || room.X != 0 || room.Y != 0 {
		t.Errorf("the table's room %+v on a %v canvas", room, w)
	}
	ids := map[int]bool{}
	for i, m := range b.menu {
		ids[m.ID] = true
		r := render.Rect{X: m.X - m.W/2, Y: m.Y - m.H/2, W: m.W, H: m.H}
		if r.W < MinTouchTargetCSS || r.H < MinTouchTargetCSS || r.X < 0 || r.Y < 0 || r.X+r.W > f.DW || r.Y+r.H > f.DH {
			t.Errorf("%q at %+v: not a finger's button on the screen", m.Label, r)
		}
		if overlaps(r, room) {
			t.Errorf("%q at %+v over the table's room %+v", m.Label, r, room)
		}
		if m.ID != ReviewHome && m.ID != ReviewEnd && overlaps(r, b.Words) {
			t.Errorf("%q at %+v over the words %+v", m.Label, r, b.Words)
		}
		for _, o := range b.menu[:i] {
			if overlaps(r, render.Rect{X: o.X - o.W/2, Y: o.Y - o.H/2, W: o.W, H: o.H}) {
				t.Errorf("%q over %q", m.Label, o.Label)
			}
		}
	}
	if n := len(b.lines); n > 0 {
		size := b.lineSize()
		foot := b.Words.Y + b.lineY(n-1) + size/2
		for _, m := range b.menu {
			if (m.ID == ReviewHome || m.ID == ReviewEnd) && m.Y-m.H/2 < foot {
				t.Errorf("%q (top %.0f) over the line on the action (down to %.0f)", m.Label, m.Y-m.H/2, foot)
			}
		}
	}
	for _, id := range []int{ReviewHome, ReviewTurnBack, ReviewBack, ReviewForward, ReviewTurnForward, ReviewEnd, ReviewPlay, ReviewSpeed, ReviewSeat, ReviewPlayOn, ReviewClose, ReviewGameButton} {
		if !ids[id] {
			t.Errorf("button %d is missing from %+v", id, b.menu)
		}
	}
	tr := b.track()
	x := f.X(tr.X + tr.W/4)
	for _, dy := range []float64{-20, 0, 20} {
		y := f.Y(tr.Y + tr.H/2 + dy)
		if got := b.Hit(env, x, y); got.Kind != KindReviewSlider {
			t.Errorf("%.0f off the slider's line: %+v, not the slider", dy, got)
		}
	}
	b.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: KindReviewSlider}, X: x, Y: f.Y(tr.Y)}})
	if b.Pos != 30 {
		t.Errorf("a touch a quarter along the slider shows %d, not 30", b.Pos)
	}
	var over []string
	env.Text().CheckFit(func(o render.Overflow) { over = append(over, o.Text) })
	b.Draw(env, render.Void())
	env.Text().CheckFit(nil)
	if len(over) > 0 {
		t.Errorf("beyond their room: %q", over)
	}
	b.PlaceDesktop(env, render.Rect{X: 452, Y: 314, W: 580, H: 124}, render.Rect{X: 1048, Y: 598, W: 212, H: 180})
	env.SetWindow(1280, 800, 1)
	env.Enter(fluidScene{})
	b.Update(env, nil)
	for _, m := range b.menu {
		if m.ID == ReviewClose || m.ID < ReviewGameButton && m.X < 452 {
			t.Errorf("back on the desktop: %q at %.0f,%.0f", m.Label, m.X, m.Y)
		}
	}
}

func overlaps(a, b render.Rect) bool {
	return a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5
}

// TestReviewBarInTheTablesRooms: a game's table gives the bar its rooms
// (PlaceFluidIn): the words where it says, the buttons in as many rows as
// FluidRows said from the row's left and top, a game with its own Close
// leaving the bar's out.
func TestReviewBarInTheTablesRooms(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "de"})
	if err != nil {
		t.Fatal(err)
	}
	env.SetWindow(390, 844, 1)
	env.Enter(fluidScene{})
	b := &ReviewBar{Len: 10, Pos: 3, Seats: []string{"Spieler 1", "Rigel"}, View: -1, Open: true, OwnClose: true}
	words := render.Rect{X: 28, Y: 200, W: 334, H: FluidWordsH}
	rows := b.FluidRows(env, 358)
	b.PlaceFluidIn(env, words, 16, 600, 358, 56)
	if b.Words != words {
		t.Errorf("the words at %+v, not %+v", b.Words, words)
	}
	seen := map[float64]bool{}
	for _, m := range b.menu {
		if m.ID == ReviewClose {
			t.Errorf("a Close on the bar of a game with its own: %+v", m)
		}
		if m.ID == ReviewHome || m.ID == ReviewEnd {
			continue
		}
		seen[m.Y] = true
		if m.X-m.W/2 < 16-0.5 || m.X+m.W/2 > 16+358+0.5 || m.Y < 600 || m.H != barButton {
			t.Errorf("%q at %.0f,%.0f %.0f×%.0f beyond its rows", m.Label, m.X, m.Y, m.W, m.H)
		}
	}
	if len(seen) != rows {
		t.Errorf("the buttons in %d rows, FluidRows said %d", len(seen), rows)
	}
}

// TestCompactReviewBar: on a small phone the bar folds into one row, the
// steps around the slider and More, the words as high as the position's
// head and line want; More unfolds the rest over the row, each a finger's
// button on the screen, and folds them again.
func TestCompactReviewBar(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "pl"})
	if err != nil {
		t.Fatal(err)
	}
	env.SetWindow(360, 640, 1)
	env.Enter(fluidScene{})
	f := env.Frame()
	b := &ReviewBar{Len: 120, Pos: 60, Seats: []string{"Gracz 1", "Rigel"}, View: -1, Open: true, Compact: true,
		Head: "Akcja 60 z 120 · Tura 8 · Gracz 1", Line: "Gracz 1: niebieski statek prowadzi zwiad – kafel Tunel czasoprzestrzenny (ruda), który jest teraz wart 1."}
	if rows := b.FluidRows(env, 328); rows != 1 {
		t.Errorf("a compact bar in %d rows", rows)
	}
	h := b.WordsHeight(env, 200)
	b.PlaceFluidIn(env, render.Rect{X: 16, Y: 100, W: 200, H: h}, 16, 500, 328, 56)
	var over []string
	env.Text().CheckFit(func(o render.Overflow) { over = append(over, o.Text) })
	b.Draw(env, render.Void())
	env.Text().CheckFit(nil)
	if len(over) > 0 {
		t.Errorf("the words in a panel %.0f high: beyond their room: %q", h, over)
	}
	ids := func() map[int]render.MenuButton {
		out := map[int]render.MenuButton{}
		for _, m := range b.menu {
			out[m.ID] = m
		}
		return out
	}
	row := ids()
	for _, id := range []int{ReviewTurnBack, ReviewBack, ReviewForward, ReviewTurnForward, ReviewMore} {
		if _, ok := row[id]; !ok {
			t.Errorf("button %d is not in the row: %+v", id, b.menu)
		}
	}
	if len(row) != 5 {
		t.Errorf("folded, %d buttons show, not the four steps and More: %+v", len(row), b.menu)
	}
	tr := b.track()
	if tr.X < row[ReviewBack].X+row[ReviewBack].W/2 || tr.X+tr.W > row[ReviewForward].X-row[ReviewForward].W/2 || tr.Y+tr.H/2 != 500 {
		t.Errorf("the slider %+v is not between the steps in the row", tr)
	}
	more := []input.Intent{{Kind: input.Click, Target: input.Target{Kind: KindReviewButton, Index: ReviewMore}}}
	b.Update(env, more)
	open := ids()
	for _, id := range []int{ReviewPlay, ReviewSpeed, ReviewSeat, ReviewPlayOn, ReviewClose} {
		m, ok := open[id]
		if !ok {
			t.Errorf("unfolded, button %d is missing", id)
			continue
		}
		if m.W < MinTouchTargetCSS || m.H < MinTouchTargetCSS || m.X-m.W/2 < 0 || m.X+m.W/2 > f.DW || m.Y+m.H/2 > 500-barButton/2 || m.Y-m.H/2 < 0 {
			t.Errorf("unfolded, %q at %.0f,%.0f %.0f×%.0f is not a finger's button over the row", m.Label, m.X, m.Y, m.W, m.H)
		}
	}
	b.Update(env, more)
	if n := len(ids()); n != 5 {
		t.Errorf("folded again, %d buttons show", n)
	}
}

// TestFluidBarGrowsForALongLine: on a tablet a line on the action longer
// than the panel's three lines (Orbis' Polish temple scores at 1024×768)
// has the words' panel grow by the lines it needs, the slider and Home and
// End under the last: shown whole, nothing beyond its room; a line of
// three keeps the panel's usual height, the table where it was.
func TestFluidBarGrowsForALongLine(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "pl"})
	if err != nil {
		t.Fatal(err)
	}
	env.SetWindow(1024, 768, 1)
	env.Enter(fluidScene{})
	const long = "Celina kładzie kafel awersem do góry w rzędzie 3 i płaci: 1× czerwony, 1× niebieski i 1× zielony. " +
		"Żetony świątyń, gdyby gra skończyła się teraz: Gracz 1 – 2 PK, Bartek – 9 PK i Celina – 4 PK."
	for _, c := range []struct {
		line  string
		grows bool
	}{{long, true}, {"Celina dobiera kafel z rzędu 2.", false}} {
		b := &ReviewBar{Len: 228, Pos: 173, Seats: []string{"Gracz 1", "Bartek", "Celina"}, View: -1, Open: true, OwnClose: true,
			Head: "Akcja 173 z 228 · Runda 12 · Celina", Line: c.line}
		h := b.WordsHeight(env, 351)
		if grew := h > FluidWordsH; grew != c.grows {
			t.Errorf("%q: the words %.0f high, %.0f usually", c.line, h, FluidWordsH)
		}
		b.PlaceFluidIn(env, render.Rect{X: 8, Y: 760 - h, W: 351, H: h}, 371, 682, 645, 54)
		var over []string
		env.Text().CheckFit(func(o render.Overflow) { over = append(over, o.Text) })
		b.Draw(env, render.Void())
		env.Text().CheckFit(nil)
		if len(over) > 0 || b.Cut() {
			t.Errorf("in a panel %.0f high the line is cut (%v) or beyond its room: %q", h, b.Cut(), over)
		}
		foot := b.Words.Y + b.lineY(len(b.lines)-1) + b.lineSize()/2
		for _, m := range b.menu {
			if (m.ID == ReviewHome || m.ID == ReviewEnd) && (m.Y-m.H/2 < foot || m.Y+m.H/2 > b.Words.Y+b.Words.H+0.5) {
				t.Errorf("%q (%.0f to %.0f) over the line on the action (down to %.0f) or out of the panel", m.Label, m.Y-m.H/2, m.Y+m.H/2, foot)
			}
		}
	}
}
