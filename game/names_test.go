package game

import "testing"

// TestSeatNamesSayDefaultsInTheLanguage: a seat's default name in any
// language, and the name a room's server gives a seat left open, is said in
// the player's language; a typed name, or another seat's default, is not.
func TestSeatNamesSayDefaultsInTheLanguage(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "de"})
	if err != nil {
		t.Fatal(err)
	}
	spec := SeatSetup{GameID: "test", MaxPlayers: 4}
	names := NewSeatNames(spec)
	for _, c := range []struct {
		seat       int
		name, want string
		isDefault  bool
	}{
		{0, "Player 1", "Spieler 1", true},
		{1, "Gracz 2", "Spieler 2", true},
		{2, "Seat 3", "Spieler 3", true},
		{3, "Joueur 4", "Spieler 4", true},
		{0, "Player 2", "Player 2", false}, // another seat's: typed so
		{1, "Ada", "Ada", false},
		{7, "Player 8", "Player 8", false},
		{-1, "Player 1", "Player 1", false},
	} {
		if got := names.Say(env, c.seat, c.name); got != c.want || names.IsDefault(c.seat, c.name) != c.isDefault {
			t.Errorf("seat %d %q: said %q (default %v), want %q (default %v)", c.seat+1, c.name, got, names.IsDefault(c.seat, c.name), c.want, c.isDefault)
		}
	}
}
