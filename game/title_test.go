package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
)

// teacher is a game with a tutorial, for the title's tests.
type teacher struct{ taught int }

func (g *teacher) ID() string                         { return "test" }
func (g *teacher) Name() string                       { return "TEST" }
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
