package game

import (
	"testing"

	"orbis/input"
)

// welcomer is a second game with a tutorial and its own welcome.
type welcomer struct{ teacher }

func (g *welcomer) ID() string      { return "second" }
func (g *welcomer) Name() string    { return "SECOND" }
func (g *welcomer) Welcome() Phrase { return Say("title.learn") }

// TestTitleWelcomesEachTeachingGameOnce: the first opening of a second
// game's tab that teaches itself offers its tutorial first, with its own
// welcome, as the first start does the first game's (a player welcomed
// before the second game taught is welcomed to it too); once, and never
// over a game of it in progress.
func TestTitleWelcomesEachTeachingGameOnce(t *testing.T) {
	dir := t.TempDir()
	first, second := &teacher{}, &welcomer{}
	open := func() (*Env, *title) {
		env, err := NewEnv(Options{ConfigDir: dir, Games: []Game{first, second}})
		if err != nil {
			t.Fatal(err)
		}
		return env, newTitle(env)
	}
	tab := func(env *Env, tt *title, i int) {
		if _, err := tt.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: KindButton, Index: btnGame + i}}}); err != nil {
			t.Fatal(err)
		}
	}
	env, tt := open()
	if !tt.welcome || tt.notice.Key != "title.welcome" {
		t.Fatalf("the first start welcomes %v with %q", tt.welcome, tt.notice.Key)
	}
	// As a player welcomed before the second game taught.
	env.remember(func(s *Settings) { s.WelcomedGames = nil })
	tab(env, tt, 1)
	if !tt.welcome || tt.notice.Key != "title.learn" || !primary(tt, btnLearn) || primary(tt, btnNew) {
		t.Fatalf("the second game's first tab: welcome %v, notice %q, Learn to play first %v", tt.welcome, tt.notice.Key, primary(tt, btnLearn))
	}
	tab(env, tt, 0)
	if tt.welcome || !tt.notice.Empty() {
		t.Fatalf("back on the first game's tab: welcome %v, notice %q", tt.welcome, tt.notice.Key)
	}
	env, tt = open()
	tab(env, tt, 1)
	if tt.welcome || !primary(tt, btnNew) {
		t.Error("the second game's tab welcomes twice")
	}
}
