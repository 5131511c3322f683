package setup

import (
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game"
	"orbis/input"
)

// rivalSpec is the test setup of a game with Expert and two rivals.
func rivalSpec(spec game.SeatSetup) game.SeatSetup {
	spec.TopLevel = game.LevelExpert
	spec.Rivals = []game.SeatRival{
		{ID: "vesta", Level: game.LevelHard, Name: "orbis.rival.vesta.name", Style: "orbis.rival.vesta.style"},
		{ID: "etna", Level: game.LevelExpert, Name: "orbis.rival.etna.name", Style: "orbis.rival.etna.style"},
	}
	return spec
}

// hasButton reports whether the setup shows a button.
func hasButton(s *setup, id int) bool {
	for _, b := range s.menu {
		if b.ID == id {
			return true
		}
	}
	return false
}

// TestSetupOffersWhatTheGameHas: Expert and the rivals' button only where
// the game offers them; a choice the game lacks changes nothing.
func TestSetupOffersWhatTheGameHas(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	for _, tc := range []struct {
		name          string
		spec          game.SeatSetup
		expert, rival bool
	}{
		{"up to Hard", spec, false, false},
		{"with Expert and rivals", rivalSpec(spec), true, true},
	} {
		s := newSetup(env, tc.spec, 2)
		if got := hasButton(s, btnKind+10+game.LevelExpert); got != tc.expert {
			t.Errorf("%s: an Expert button: %v, want %v", tc.name, got, tc.expert)
		}
		if got := hasButton(s, btnKind+10+btnRival); got != tc.rival {
			t.Errorf("%s: a rivals' button: %v, want %v", tc.name, got, tc.rival)
		}
		press(t, env, s, btnKind+10+game.LevelExpert)
		press(t, env, s, btnKind+10+btnRival)
		if tc.expert != (s.levels[1] != game.LevelMedium) {
			t.Errorf("%s: seat 2 is level %d, rival %d after pressing Expert and Rival", tc.name, s.levels[1], s.rivals[1])
		}
	}
}

// TestSetupRivals: the rivals' button goes through the rivals no other
// seat plays, each named as the rival; the game starts with them, and the
// next setup remembers them and Expert.
func TestSetupRivals(t *testing.T) {
	env, spec, started := setupEnv(t, 2, 4)
	spec = rivalSpec(spec)
	s := newSetup(env, spec, 4)
	press(t, env, s, btnKind+10*1+btnRival)
	if s.rivals[1] != 1 || s.levels[1] != game.LevelHard || s.names[1] != "Vesta" {
		t.Fatalf("seat 2 after Rival: rival %d, level %d, %q; want Vesta at Hard", s.rivals[1], s.levels[1], s.names[1])
	}
	press(t, env, s, btnKind+10*1+btnRival)
	if s.rivals[1] != 2 || s.levels[1] != game.LevelExpert || s.names[1] != "Etna" {
		t.Fatalf("seat 2 after Rival twice: rival %d, level %d, %q; want Etna at Expert", s.rivals[1], s.levels[1], s.names[1])
	}
	press(t, env, s, btnKind+10*2+btnRival) // Etna plays seat 2: Vesta
	press(t, env, s, btnKind+10*2+btnRival) // and stays Vesta
	if s.rivals[2] != 1 || s.names[2] != "Vesta" {
		t.Errorf("seat 3 has rival %d (%q); want Vesta, Etna playing seat 2", s.rivals[2], s.names[2])
	}
	press(t, env, s, btnKind+10*3+game.LevelExpert)
	if hasEnabled(s, btnKind+10*3+btnRival) {
		t.Error("a fourth seat may choose a rival when both play other seats")
	}
	if change := press(t, env, s, btnStart); change == game.Stay {
		t.Fatalf("the game did not start: %v", env.Say(s.message))
	}
	want := []game.SeatChoice{{Name: "Player 1", Level: game.LevelHuman}, {Name: "Etna", Level: game.LevelExpert, Rival: "etna"}, {Name: "Vesta", Level: game.LevelHard, Rival: "vesta"}, {Name: "Dmitri", Level: game.LevelExpert}}
	for i, c := range *started {
		if c != want[i] {
			t.Errorf("seat %d started as %+v, want %+v", i+1, c, want[i])
		}
	}
	next := newSetup(env, spec, 0)
	if next.rivals != s.rivals || next.levels != s.levels || next.names != s.names {
		t.Errorf("the next setup: rivals %v, levels %v, names %q; want the last one's", next.rivals, next.levels, next.names)
	}
	// A game without rivals or Expert reads the same memory as far as it goes.
	plain := newSetup(env, game.SeatSetup{GameID: spec.GameID, MinPlayers: 2, MaxPlayers: 4, ComputerNames: spec.ComputerNames}, 0)
	if plain.rivals != [game.MaxSeats]int{} || plain.levels[1] != game.LevelMedium || plain.levels[2] != game.LevelHard {
		t.Errorf("without rivals or Expert: rivals %v, levels %v", plain.rivals, plain.levels)
	}
}

// TestSetupRecallsNoUnknownRival: a remembered rival the game does not
// offer, or one remembered twice, is ignored.
func TestSetupRecallsNoUnknownRival(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	s := newSetup(env, rivalSpec(spec), 0)
	s.recall([]byte(`{"players":3,"levels":["human","expert","hard"],"rivals":["","zeus","vesta"]}`))
	s.recall([]byte(`{"players":3,"rivals":["","vesta","vesta"]}`))
	if s.rivals != [game.MaxSeats]int{0, 0, 1} || s.levels[1] != game.LevelExpert {
		t.Errorf("rivals %v, levels %v after recalling an unknown rival and one twice; want Vesta at seat 3 only, Expert at seat 2", s.rivals, s.levels)
	}
}

// hasEnabled reports whether the setup shows a button one can press.
func hasEnabled(s *setup, id int) bool {
	for _, b := range s.menu {
		if b.ID == id {
			return b.Enabled
		}
	}
	return false
}

// TestSetupKeysReachTheRivals: Tab reaches every seat's Expert and
// rivals' buttons, and Space presses them.
func TestSetupKeysReachTheRivals(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	s := newSetup(env, rivalSpec(spec), 2)
	reached := map[int]bool{}
	for range len(s.menu) {
		if _, err := s.Update(env, []input.Intent{{Kind: input.KeyNext, Amount: 1}}); err != nil {
			t.Fatal(err)
		}
		reached[s.keys] = true
		if s.keys == btnKind+10+btnRival {
			if _, err := s.Update(env, []input.Intent{{Kind: input.KeyActivate}}); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, id := range []int{btnKind + 10 + game.LevelExpert, btnKind + 10 + btnRival, btnRandomFirst} {
		if !reached[id] {
			t.Errorf("the keys never reach button %d", id)
		}
	}
	if s.rivals[1] != 1 {
		t.Errorf("Space on seat 2's rivals' button leaves it rival %d", s.rivals[1])
	}
}

// TestSetupShowsRatings: each computer seat's rating from the ladder (the
// anchor's without an interval), a rival's style under it, nothing for a
// person or where the ladder has no rating.
func TestSetupShowsRatings(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	s := NewWith(env, rivalSpec(spec), []game.SeatChoice{{}, {Rival: "etna"}, {Level: game.LevelEasy}, {Level: game.LevelHard}}).(*setup)
	s.ratings = map[string]assets.Rating{"etna": {Elo: 1620.4, Lo: 1550, Hi: 1690, Games: 40}, "easy": {Elo: 1000, Lo: 1000, Hi: 1000, Games: 40}}
	s.lay(env)
	for i, want := range []string{"", "Elo 1620 ±70", "Elo 1000", ""} {
		if s.info[i].rating != want {
			t.Errorf("seat %d's rating reads %q, want %q", i+1, s.info[i].rating, want)
		}
	}
	if style := strings.Join(s.info[1].style, " "); style != env.T("orbis.rival.etna.style") {
		t.Errorf("Etna's style reads %q", style)
	}
	if len(s.info[2].style) > 0 || len(s.info[0].style) > 0 {
		t.Error("a level or a person has a style line")
	}
}

// TestSetupSeatsShownAgainKeepRivalsApart: a rival chosen for a seat while
// another seat that had it was hidden leaves that seat when it shows again.
func TestSetupSeatsShownAgainKeepRivalsApart(t *testing.T) {
	env, spec, _ := setupEnv(t, 2, 4)
	s := newSetup(env, rivalSpec(spec), 4)
	press(t, env, s, btnKind+10*3+btnRival) // seat 4: Vesta
	press(t, env, s, btnCount+2)
	press(t, env, s, btnKind+10*1+btnRival) // seat 2: Vesta, seat 4 hidden
	press(t, env, s, btnCount+4)
	if s.rivals[1] != 1 || s.rivals[3] != 0 || s.levels[3] != game.LevelHard || s.names[3] != "Dmitri" {
		t.Errorf("seats 2 and 4: rivals %d and %d, seat 4 level %d named %q; want Vesta at seat 2 only, seat 4 a Hard computer", s.rivals[1], s.rivals[3], s.levels[3], s.names[3])
	}
}
