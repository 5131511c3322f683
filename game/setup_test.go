package game

import (
	"testing"

	"orbis/input"
)

// press clicks a setup button.
func press(t *testing.T, env *Env, s *setup, id int) Change {
	t.Helper()
	change, err := s.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: KindButton, Index: id}}})
	if err != nil {
		t.Fatal(err)
	}
	return change
}

// setupEnv is an Env with the test game, and a setup spec of min to max
// seats whose Start keeps what it was given.
func setupEnv(t *testing.T, minSeats, maxSeats int) (*Env, SeatSetup, *[]SeatChoice) {
	t.Helper()
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Games: []Game{&teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	started := new([]SeatChoice)
	names := []string{"setup.computer_name.1", "setup.computer_name.2", "setup.computer_name.3", "setup.computer_name.4", "setup.computer_name.1", "setup.computer_name.2"}
	spec := SeatSetup{
		GameID: "test", MinPlayers: minSeats, MaxPlayers: maxSeats, DefaultPlayers: 2,
		First: "setup.first", RandomFirst: "setup.random_first", ComputerNames: names[:maxSeats],
		Start: func(_ *Env, seats []SeatChoice, _ int, _ uint64) (Scene, error) {
			*started = seats
			return &still{}, nil
		},
	}
	return env, spec, started
}

// TestSetupNames: computers get names of their own, a name field's default
// gives way to what is typed and comes back when the field is left blank.
func TestSetupNames(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	s := newSetup(env, spec, 4)
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
	env, spec, started := setupEnv(t, 2, 4)
	s := newSetup(env, spec, 0)
	press(t, env, s, btnCount+3)
	press(t, env, s, btnKind+10*1+LevelHard)
	press(t, env, s, btnKind+10*2+LevelHuman)
	press(t, env, s, btnFirst+2)
	if s.levels[1] != LevelHard || s.levels[2] != LevelHuman {
		t.Fatalf("levels %v after choosing Hard for seat 2 and a person for seat 3", s.levels)
	}
	s.names[2], s.custom[2] = "Zoë", true
	if change := press(t, env, s, btnStart); change == Stay {
		t.Fatalf("the game did not start: %v", env.Say(s.message))
	}
	if len(*started) != 3 || (*started)[1].Level != LevelHard || (*started)[2].Name != "Zoë" {
		t.Fatalf("the game started with %+v", *started)
	}
	next := newSetup(env, spec, 0)
	if next.count != 3 || next.levels[1] != LevelHard || next.levels[2] != LevelHuman || next.first != 2 || next.names[2] != "Zoë" || next.names[1] != s.names[1] {
		t.Errorf("the next setup is %d players, levels %v, first %d, names %q; want the last one's", next.count, next.levels, next.first, next.names)
	}
}

// TestSetupRecallIgnoresNonsense: a remembered setup that does not fit is
// ignored, field by field.
func TestSetupRecallIgnoresNonsense(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	s := newSetup(env, spec, 0)
	want := s.levels
	for _, data := range []string{`{`, `{"players":9,"levels":["robot",7],"first":5}`, `{"players":9,"levels":["robot","hard5"],"first":5}`, `{"names":["an overly long name, beyond twenty letters"]}`} {
		s.recall([]byte(data))
	}
	if s.count != 2 || s.levels != want || s.first != -1 || s.custom[0] {
		t.Errorf("nonsense changed the setup: %d players, levels %v, first %d", s.count, s.levels, s.first)
	}
}

// TestSetupSeatsFromOneToSix: a game of 1 to 6 seats gets a button for
// each count, and six rows that do not overlap the seed and speed rows.
func TestSetupSeatsFromOneToSix(t *testing.T) {
	env, spec, started := setupEnv(t, 1, 6)
	s := newSetup(env, spec, 6)
	if s.count != 6 {
		t.Fatalf("asked for 6 seats, got %d", s.count)
	}
	f := env.Frame()
	var last, seed float64
	for _, b := range s.menu {
		switch {
		case b.ID >= btnKind && b.ID < btnKind+10*MaxSeats:
			last = max(last, b.Rect(f).Y+b.Rect(f).H)
		case b.ID == btnRandomFirst:
			last = max(last, b.Rect(f).Y+b.Rect(f).H)
		case b.ID == btnSeed:
			seed = b.Rect(f).Y
		}
	}
	if last > seed {
		t.Errorf("the seats' rows end at %.0f, below the seed's row at %.0f", last, seed)
	}
	press(t, env, s, btnCount+1)
	press(t, env, s, btnStart)
	if len(*started) != 1 {
		t.Errorf("a solo game started with %d seats", len(*started))
	}
}
