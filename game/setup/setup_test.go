package setup

import (
	"testing"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/input"
	"orbis/render"
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

// setupEnv is an Env with the test game, and a setup spec of min to max
// seats whose Start keeps what it was given.
func setupEnv(t *testing.T, minSeats, maxSeats int) (*game.Env, game.SeatSetup, *[]game.SeatChoice) {
	t.Helper()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Games: []game.Game{&gametest.Teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	started := new([]game.SeatChoice)
	names := []string{"orbis.setup.computer_name.1", "orbis.setup.computer_name.2", "orbis.setup.computer_name.3", "orbis.setup.computer_name.4", "orbis.setup.computer_name.1", "orbis.setup.computer_name.2"}
	spec := game.SeatSetup{
		GameID: "test", MinPlayers: minSeats, MaxPlayers: maxSeats, DefaultPlayers: 2,
		First: "orbis.setup.first", RandomFirst: "orbis.setup.random_first", ComputerNames: names[:maxSeats],
		Start: func(_ *game.Env, seats []game.SeatChoice, _ int, _ uint64) (game.Scene, error) {
			*started = seats
			return &gametest.Still{}, nil
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
	press(t, env, s, btnKind+10*1+game.LevelHard)
	press(t, env, s, btnKind+10*2+game.LevelHuman)
	press(t, env, s, btnFirst+2)
	if s.levels[1] != game.LevelHard || s.levels[2] != game.LevelHuman {
		t.Fatalf("levels %v after choosing Hard for seat 2 and a person for seat 3", s.levels)
	}
	s.names[2], s.custom[2] = "Zoë", true
	if change := press(t, env, s, btnStart); change == game.Stay {
		t.Fatalf("the game did not start: %v", env.Say(s.message))
	}
	if len(*started) != 3 || (*started)[1].Level != game.LevelHard || (*started)[2].Name != "Zoë" {
		t.Fatalf("the game started with %+v", *started)
	}
	next := newSetup(env, spec, 0)
	if next.count != 3 || next.levels[1] != game.LevelHard || next.levels[2] != game.LevelHuman || next.first != 2 || next.names[2] != "Zoë" || next.names[1] != s.names[1] {
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
		case b.ID >= btnKind && b.ID < btnKind+10*game.MaxSeats:
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

// button is the setup's button of an id, if it shows one.
func button(s *setup, id int) (render.MenuButton, bool) {
	for _, b := range s.menu {
		if b.ID == id {
			return b, true
		}
	}
	return render.MenuButton{}, false
}

// TestSetupAsksWhoPlaysFirstOnlyWhenItMatters: with one player alone, or
// for a room whose server draws it, there is no first player to choose.
func TestSetupAsksWhoPlaysFirstOnlyWhenItMatters(t *testing.T) {
	env, spec, _ := setupEnv(t, 1, 6)
	online := spec
	online.StartOnline = func(*game.Env, []game.SeatChoice, int) (game.Scene, error) { return &gametest.Still{}, nil }
	for _, tc := range []struct {
		name    string
		spec    game.SeatSetup
		players int
		asks    bool
	}{
		{"one player", spec, 1, false},
		{"two players", spec, 2, true},
		{"six players", spec, 6, true},
		{"a room", online, 3, false},
	} {
		s := newSetup(env, tc.spec, tc.players)
		_, random := button(s, btnRandomFirst)
		_, first := button(s, btnFirst)
		if random != tc.asks || first != tc.asks {
			t.Errorf("%s: offers at random %v, first %v; want %v", tc.name, random, first, tc.asks)
		}
	}
}

// TestSetupRoomLeavesASeatForAFriend: hosting a room, the first seat after
// the host's is a friend's, open, at the first sight of the screen, even
// for a game that is played alone by default.
func TestSetupRoomLeavesASeatForAFriend(t *testing.T) {
	env, spec, _ := setupEnv(t, 1, 6)
	spec.DefaultPlayers = 1
	var hosted []game.SeatChoice
	spec.StartOnline = func(_ *game.Env, seats []game.SeatChoice, _ int) (game.Scene, error) {
		hosted = seats
		return &gametest.Still{}, nil
	}
	s := newSetup(env, spec, 0)
	b, ok := button(s, btnKind+10+game.LevelHuman)
	if !ok || s.count < 2 || !b.Marked || b.Label != env.T("online.friend") {
		t.Fatalf("%d seats, seat 2's friend button %+v; want it chosen", s.count, b)
	}
	press(t, env, s, btnStart)
	if len(hosted) < 2 || hosted[0].Level != game.LevelHuman || hosted[1].Level != game.LevelHuman {
		t.Errorf("the room was hosted with %+v; want the host and a friend's open seat", hosted)
	}
	spec.HostName = "Ada" // as typed in the lobby
	if s := newSetup(env, spec, 0); s.names[0] != "Ada" || s.custom[0] {
		t.Errorf("the host's seat is named %q (typed %v), want the lobby's name", s.names[0], s.custom[0])
	}
}

// TestSetupDefaultNamesFollowTheLanguage: a seat's default name is in the
// player's language, even when remembered in another; a typed name stays
// as typed.
func TestSetupDefaultNamesFollowTheLanguage(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	if err := env.SetLanguage("de"); err != nil {
		t.Fatal(err)
	}
	env.RememberSetup(spec.GameID, []byte(`{"players":4,"names":["Player 1","Basil","Zoë","Joueur 4"],"levels":["human","medium","human","human"]}`))
	s := newSetup(env, spec, 0)
	want := [...]string{"Spieler 1", "Bruno", "Zoë", "Spieler 4"}
	typed := [...]bool{false, false, true, false}
	for i := range want {
		if s.names[i] != want[i] || s.custom[i] != typed[i] {
			t.Errorf("seat %d is %q (typed %v), want %q (typed %v)", i+1, s.names[i], s.custom[i], want[i], typed[i])
		}
	}
	if err := env.SetLanguage("pl"); err != nil {
		t.Fatal(err)
	}
	s = newSetup(env, spec, 0)
	if s.names[0] != "Gracz 1" || s.names[2] != "Zoë" {
		t.Errorf("in Polish the seats are %q; want Gracz 1 and Zoë", s.names[:4])
	}
}

// TestSetupSeedHint: the empty seed field says a seed is drawn at random
// as a hint, not as a value typed; a seed typed is a value.
func TestSetupSeedHint(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	s := newSetup(env, spec, 0)
	if b, _ := button(s, btnSeed); !b.Hint {
		t.Errorf("the empty seed field shows %q as a value", b.Label)
	}
	s.seed = "42"
	s.lay(env)
	if b, _ := button(s, btnSeed); b.Hint || b.Label != "42" {
		t.Errorf("the seed typed shows as %q (hint %v)", b.Label, b.Hint)
	}
}
