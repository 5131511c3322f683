package game

import (
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
	"orbis/render"
)

// teacher is a game with a tutorial, for the title's tests.
type teacher struct{ taught int }

func (g *teacher) ID() string                         { return "test" }
func (g *teacher) Name() string                       { return "TEST" }
func (g *teacher) Tagline(*Env) string                { return "a test" }
func (g *teacher) Setup(*Env) Scene                   { return &still{} }
func (g *teacher) Resume(*Env, []byte) (Saved, error) { return nil, ErrNotThisGame }
func (g *teacher) Ornament(*Env, *ebiten.Image)       {}
func (g *teacher) Rules() []RuleSection               { return nil }
func (g *teacher) Tutorial(*Env) Scene                { g.taught++; return &still{} }

// TestTitleOffersTheTutorialOnce: the first start makes "Learn to play" the
// first choice and says why; later starts offer it among the others.
func TestTitleOffersTheTutorialOnce(t *testing.T) {
	g := &teacher{}
	dir := t.TempDir()
	env, err := NewEnv(Options{ConfigDir: dir, Games: []Game{g}})
	if err != nil {
		t.Fatal(err)
	}
	first := newTitle(env)
	if !first.welcome || first.notice.Empty() || !primary(first, btnLearn) || primary(first, btnNew) {
		t.Fatalf("the first start does not offer the tutorial first (welcome %v)", first.welcome)
	}
	if _, err := first.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: KindButton, Index: btnLearn}}}); err != nil || g.taught != 1 {
		t.Fatalf("Learn to play did not open the tutorial (%v)", err)
	}
	again, err := NewEnv(Options{ConfigDir: dir, Games: []Game{g}})
	if err != nil {
		t.Fatal(err)
	}
	later := newTitle(again)
	if later.welcome || !primary(later, btnNew) || !has(later, btnLearn) {
		t.Error("a later start still welcomes, or no longer offers the tutorial")
	}
}

func primary(t *title, id int) bool {
	for _, b := range t.menu {
		if b.ID == id {
			return b.Primary
		}
	}
	return false
}

func has(t *title, id int) bool {
	for _, b := range t.menu {
		if b.ID == id {
			return true
		}
	}
	return false
}

func marked(t *title, id int) bool {
	for _, b := range t.menu {
		if b.ID == id {
			return b.Marked
		}
	}
	return false
}

// plain is a game without a tutorial, for the title's choice of games.
type plain struct{ setups int }

func (g *plain) ID() string                         { return "plain" }
func (g *plain) Name() string                       { return "PLAIN" }
func (g *plain) Tagline(*Env) string                { return "another test" }
func (g *plain) Setup(*Env) Scene                   { g.setups++; return &still{} }
func (g *plain) Resume(*Env, []byte) (Saved, error) { return nil, ErrNotThisGame }
func (g *plain) Ornament(*Env, *ebiten.Image)       {}
func (g *plain) Rules() []RuleSection {
	return []RuleSection{{Title: "rules.title", Body: "rules.close"}}
}

// TestTitleChoosesAmongTheGames: with two games on the table, the title
// offers both; the one chosen is the one New game sets up, whose rules the
// title shows, and is chosen again at the next start. A game without a
// tutorial offers no Learn to play.
func TestTitleChoosesAmongTheGames(t *testing.T) {
	first, second := &teacher{}, &plain{}
	dir := t.TempDir()
	env, err := NewEnv(Options{ConfigDir: dir, Games: []Game{first, second}})
	if err != nil {
		t.Fatal(err)
	}
	ti := newTitle(env)
	if ti.game != first || !has(ti, btnGame) || !has(ti, btnGame+1) || !marked(ti, btnGame) {
		t.Fatal("the title does not offer both games, the first chosen")
	}
	if _, err := ti.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: KindButton, Index: btnGame + 1}}}); err != nil {
		t.Fatal(err)
	}
	if ti.game != second || enabled(ti, btnLearn) || !marked(ti, btnGame+1) || marked(ti, btnGame) {
		t.Fatal("choosing the second game does not make it the title's")
	}
	if _, err := ti.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: KindButton, Index: btnNew}}}); err != nil || second.setups != 1 {
		t.Fatalf("New game does not set up the game chosen (%v)", err)
	}
	again, err := NewEnv(Options{ConfigDir: dir, Games: []Game{first, second}})
	if err != nil {
		t.Fatal(err)
	}
	if newTitle(again).game != second {
		t.Error("the choice is not remembered")
	}
	alone, err := NewEnv(Options{ConfigDir: t.TempDir(), Games: []Game{first}})
	if err != nil {
		t.Fatal(err)
	}
	if has(newTitle(alone), btnGame) {
		t.Error("a single game is offered as a choice")
	}
}

// TestTitleSaysWhyLearnIsNotOffered: on the tab of a game without a
// tutorial, Learn to play stands disabled in its place; the pointer on it
// gets a tooltip saying it comes later, and a click there does nothing.
func TestTitleSaysWhyLearnIsNotOffered(t *testing.T) {
	first, second := &teacher{}, &plain{}
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{first, second}})
	if err != nil {
		t.Fatal(err)
	}
	env.ChooseGame(second.ID())
	ti := newTitle(env)
	var learn *render.MenuButton
	for i := range ti.menu {
		if ti.menu[i].ID == btnLearn {
			learn = &ti.menu[i]
		}
	}
	if learn == nil || learn.Enabled {
		t.Fatalf("Learn to play on a game without a tutorial: %+v, want it shown disabled", learn)
	}
	x, y := env.Frame().X(learn.X), env.Frame().Y(learn.Y)
	over := ti.Hit(env, x, y)
	if _, err := ti.Update(env, []input.Intent{{Kind: input.Hover, Over: over, X: x, Y: y}}); err != nil {
		t.Fatal(err)
	}
	if tip := strings.Join(ti.tip, " "); !strings.Contains(tip, `PLAIN: "Learn to play" comes in a later version.`) {
		t.Errorf("the tooltip says %q", tip)
	}
	if c, err := ti.Update(env, []input.Intent{{Kind: input.Click, Target: over, X: x, Y: y}}); err != nil || c != Stay || first.taught != 0 {
		t.Errorf("a click on the disabled Learn to play: %v, %v", c.op, err)
	}
	if _, err := ti.Update(env, []input.Intent{{Kind: input.Hover, X: 1, Y: 1}}); err != nil || ti.tip != nil {
		t.Errorf("the tooltip stays when the pointer leaves (%v)", err)
	}
}

// TestOrnamentsKeepClearOfTheButtons: the column of the title's buttons is
// within the area a game's ornament keeps clear of (a ring's piece was
// seen peeking between Statistics and Review, Orbit's sun beside Learn).
func TestOrnamentsKeepClearOfTheButtons(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Games: []Game{&teacher{}, &ledger{id: "alpha"}}})
	if err != nil {
		t.Fatal(err)
	}
	ti := newTitle(env)
	for _, b := range ti.menu {
		if b.ID >= btnGame || b.ID == btnLanguage {
			continue // the games' tabs and the language sit apart
		}
		x0, y0, x1, y1 := b.X-b.W/2, b.Y-b.H/2, b.X+b.W/2, b.Y+b.H/2 // X, Y are its centre
		for _, c := range [][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
			if _, _, _, clear := TitleSpot(env, c[0], c[1], 1); clear {
				t.Errorf("button %d (%q) at %v reaches past the area ornaments keep clear of, %v", b.ID, b.Label, c, titleButtonsArea)
			}
		}
	}
	for _, c := range []struct {
		x, y, r float64
		clear   bool
	}{{640, 100, 44, true}, {640, 700, 44, false}, {480, 415, 20, false}} {
		if _, _, _, clear := TitleSpot(env, c.x, c.y, c.r); clear != c.clear {
			t.Errorf("a piece at %v,%v (radius %v) is clear of the buttons: %v, want %v", c.x, c.y, c.r, clear, c.clear)
		}
	}
}

// TestTitleKeysReachTheStatistics: the keyboard reaches the statistics
// from the title: Tab to its button, and Space opens it over the title
// (the statistics' TestStatsScreenKeys: the keys on that screen).
func TestTitleKeysReachTheStatistics(t *testing.T) {
	stats := &still{}
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&teacher{}},
		Screens: Screens{Stats: func(*Env) Scene { return stats }}})
	if err != nil {
		t.Fatal(err)
	}
	ti := newTitle(env)
	var opened Change
	for range len(ti.menu) {
		if _, err := ti.Update(env, []input.Intent{{Kind: input.KeyNext, Amount: 1}}); err != nil {
			t.Fatal(err)
		}
		if ti.focus == btnStats {
			opened, _ = ti.Update(env, []input.Intent{{Kind: input.KeyActivate}})
			break
		}
	}
	if opened.op != push || opened.scene != Scene(stats) {
		t.Fatalf("Tab and Space on the title do not open the statistics: %+v", opened)
	}
}

// TestTitleLeavesOutARoomNotGiven: with no rooms given (a test's
// environment), the title's buttons to them open nothing, and nothing
// breaks; given, each opens its room as it always did.
func TestTitleLeavesOutARoomNotGiven(t *testing.T) {
	rooms := map[int]func(*Screens, func(*Env) Scene){
		btnOptions: func(s *Screens, f func(*Env) Scene) { s.Options = f },
		btnStats:   func(s *Screens, f func(*Env) Scene) { s.Stats = f },
		btnSaves:   func(s *Screens, f func(*Env) Scene) { s.Saves = f },
		btnReview:  func(s *Screens, f func(*Env) Scene) { s.Review = f },
		btnOnline:  func(s *Screens, f func(*Env) Scene) { s.Lobby = f },
	}
	for id, give := range rooms {
		env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		if ch, err := newTitle(env).Update(env, click(id)); err != nil || ch != Stay {
			t.Errorf("button %d opens %+v (%v) with no room given", id, ch, err)
		}
		room := &still{}
		give(&env.screens, func(*Env) Scene { return room })
		if ch, err := newTitle(env).Update(env, click(id)); err != nil || ch.scene != Scene(room) {
			t.Errorf("button %d opens %+v (%v), want its room", id, ch, err)
		}
	}
}
