package orbis

import (
	"testing"

	"orbis/game"
	"orbis/input"
	"orbis/rules/orbis/ai"
)

// press clicks a setup button.
func press(t *testing.T, env *game.Env, s *setup, id int) game.Change {
	t.Helper()
	change, err := s.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: id}}})
	if err != nil {
		t.Fatal(err)
	}
	return change
}

// TestSetupNames: computers get names of their own, a name field's default
// gives way to what is typed and comes back when the field is left blank.
func TestSetupNames(t *testing.T) {
	env := testEnv(t)
	s := newSetup(New(), env, 4)
	seen := map[string]bool{}
	for i := range s.count {
		if seen[s.names[i]] {
			t.Errorf("two seats are both called %q", s.names[i])
		}
		seen[s.names[i]] = true
	}
	press(t, env, s, btnName+0)
	if s.names[0] != "" || s.focus != 0 {
		t.Fatalf("a focused default name is %q (focus %d), want it cleared for typing", s.names[0], s.focus)
	}
	press(t, env, s, btnSeed) // left blank: the default again
	if s.names[0] != "Player 1" || s.custom[0] {
		t.Errorf("a name left blank reads %q (typed %v), want the default back", s.names[0], s.custom[0])
	}
}

// TestSetupChoosesAndRemembers: each kind of player is one click away,
// and the next new game starts from the last one's setup.
func TestSetupChoosesAndRemembers(t *testing.T) {
	env := testEnv(t)
	s := newSetup(New(), env, 0)
	press(t, env, s, btnCount+3)
	press(t, env, s, btnKind+10*1+int(ai.Hard))
	press(t, env, s, btnKind+10*2+0) // a person
	press(t, env, s, btnFirst+2)
	if s.levels[1] != ai.Hard || s.levels[2] != 0 {
		t.Fatalf("levels %v after choosing Hard for seat 2 and a person for seat 3", s.levels)
	}
	s.names[2], s.custom[2] = "Zoë", true
	if change := press(t, env, s, btnStart); change == game.Stay {
		t.Fatalf("the game did not start: %v", env.Say(s.message))
	}
	next := newSetup(New(), env, 0)
	if next.count != 3 || next.levels[1] != ai.Hard || next.levels[2] != 0 || next.first != 2 || next.names[2] != "Zoë" || next.names[1] != s.names[1] {
		t.Errorf("the next setup is %d players, levels %v, first %d, names %q; want the last one's", next.count, next.levels, next.first, next.names)
	}
}

// TestSetupRecallIgnoresNonsense: a remembered setup that does not fit is
// ignored, field by field.
func TestSetupRecallIgnoresNonsense(t *testing.T) {
	env := testEnv(t)
	s := newSetup(New(), env, 0)
	for _, data := range []string{`{`, `{"players":9,"levels":["robot",7],"first":5}`, `{"players":9,"levels":["robot","hard5"],"first":5}`, `{"names":["an overly long name, beyond twenty letters"]}`} {
		s.recall([]byte(data))
	}
	if s.count != 2 || s.levels != [4]ai.Level{0, ai.Medium, ai.Medium, ai.Medium} || s.first != -1 || s.custom[0] {
		t.Errorf("nonsense changed the setup: %d players, levels %v, first %d", s.count, s.levels, s.first)
	}
}
