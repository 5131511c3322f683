package table

import (
	"errors"
	"testing"

	"orbis/game"
	"orbis/input"
)

// scored records which of a final score's hooks its buttons called.
type scored struct {
	called   string
	analysed bool
	refuse   bool
	scene    game.Scene
}

func (s *scored) Rematch(*game.Env) (game.Scene, error) {
	s.called = "rematch"
	if s.refuse {
		return nil, errors.New("no deal")
	}
	return s.scene, nil
}

func (s *scored) Setup(*game.Env) game.Scene { s.called = "setup"; return s.scene }

func (s *scored) Review(_ *game.Env, analyse bool) (game.Change, error) {
	s.called, s.analysed = "review", analyse
	return game.Push(s.scene), nil
}

// TestScoreButtonsDoWhatTheySay: the final score's buttons stand in the
// same places with or without the analysis, Rematch first and primary,
// the title screen last; each does what it says through the game's
// hooks, by a click or the keys; a rematch that cannot be dealt stays.
func TestScoreButtonsDoWhatTheySay(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	var with, without Score
	with.Buttons(env, "Analyse")
	without.Buttons(env, "")
	if len(with.Menu) != 5 || len(without.Menu) != 4 || with.Menu[0].ID != BtnRematch || !with.Menu[0].Primary || with.Menu[4].ID != BtnTitle {
		t.Fatalf("the buttons: %+v", with.Menu)
	}
	for _, b := range without.Menu {
		i := b.ID - 1
		if b.ID == BtnTitle {
			i = 4
		} else if b.ID == BtnReview {
			i = 2
		}
		if at := with.Menu[i]; at.ID != b.ID || at.X != b.X || at.Y != b.Y || at.Label != b.Label {
			t.Errorf("%q at %.0f,%.0f without the analysis, %.0f,%.0f with it", b.Label, b.X, b.Y, at.X, at.Y)
		}
	}
	g := &scored{scene: game.Rules(env, nil)}
	click := func(id int) []input.Intent {
		return []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: id}}}
	}
	for _, c := range []struct {
		id       int
		want     game.Change
		called   string
		analysed bool
	}{
		{BtnRematch, game.Replace(g.scene), "rematch", false},
		{BtnNewGame, game.Replace(g.scene), "setup", false},
		{BtnTitle, game.Home(), "", false},
		{BtnReview, game.Push(g.scene), "review", false},
		{BtnAnalyse, game.Push(g.scene), "review", true},
	} {
		g.called, g.analysed = "", false
		got, pressed, err := with.Press(env, click(c.id), g)
		if err != nil || !pressed || got != c.want || g.called != c.called || g.analysed != c.analysed {
			t.Errorf("button %d: %+v, pressed %v, %v; called %q analysing %v", c.id, got, pressed, err, g.called, g.analysed)
		}
	}
	if got, pressed, _ := with.Press(env, nil, g); pressed || got != game.Stay {
		t.Errorf("nothing pressed: %+v, %v", got, pressed)
	}
	g.refuse = true
	if got, pressed, err := with.Press(env, click(BtnRematch), g); err == nil || !pressed || got != game.Stay {
		t.Errorf("a rematch refused: %+v, %v, %v", got, pressed, err)
	}
	with.Point([]input.Intent{{Kind: input.Hover, X: 3, Y: 4, Over: input.Target{Kind: game.KindButton, Index: BtnTitle}}})
	if with.PX != 3 || with.PY != 4 || with.Hover.Index != BtnTitle {
		t.Errorf("the pointer at %.0f,%.0f on %+v", with.PX, with.PY, with.Hover)
	}
}

// TestCardsStayOnTheScreen: a final score's cards sit side by side in
// rows centred on the screen, none over another.
func TestCardsStayOnTheScreen(t *testing.T) {
	for _, c := range []struct {
		n, cols    int
		maxW, rows float64
	}{{1, 1, 400, 1}, {2, 2, 340, 1}, {4, 4, 340, 1}, {5, 3, 400, 2}, {6, 3, 400, 2}} {
		cards := Cards(c.n, c.cols, c.maxW, 110, 600)
		if len(cards) != c.n {
			t.Fatalf("%d cards for %d", len(cards), c.n)
		}
		for i, r := range cards {
			if r.X < 0 || r.X+r.W > 1280 || r.W > c.maxW || r.Y < 110 || r.Y+r.H > 710.5 {
				t.Errorf("%d cards: card %d at %+v", c.n, i, r)
			}
			if i%c.cols > 0 && r.X < cards[i-1].X+cards[i-1].W {
				t.Errorf("%d cards: card %d over the one before", c.n, i)
			}
		}
		first, last := cards[0], cards[min(c.n, c.cols)-1]
		if mid := (first.X + last.X + last.W) / 2; mid < 639.5 || mid > 640.5 {
			t.Errorf("%d cards centred on %.1f", c.n, mid)
		}
	}
}
