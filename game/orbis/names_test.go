package orbis

import (
	"testing"

	"orbis/game"
	"orbis/rules/orbis/ai"
)

// TestDefaultNamesFollowTheLanguage: a game begun in English and played on
// in German says its default names in German at the table, in its log and
// in the viewer ("Player 1" was seen to stay); a typed name stays as typed.
func TestDefaultNamesFollowTheLanguage(t *testing.T) {
	env := testEnv(t)
	if err := env.SetLanguage("en"); err != nil {
		t.Fatal(err)
	}
	seats := []SeatConfig{{Name: env.T("setup.default_name", 1)}, {Name: env.T(computerNameKeys[1]), Level: ai.Easy}, {Name: "Ada"}}
	m, err := newMatch(seats, 0, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedFast)
	r, err := newReview(p.g, env, m.Record())
	if err != nil {
		t.Fatal(err)
	}
	if err := env.SetLanguage("de"); err != nil {
		t.Fatal(err)
	}
	p.Restyle(env) // what the App does for the scenes on its stack
	r.Restyle(env)
	want := []string{"Spieler 1", env.T(computerNameKeys[1]), "Ada"}
	if want[1] == seats[1].Name {
		t.Fatalf("the computer's name %q is the same in German: the test needs another", want[1])
	}
	for i, w := range want {
		if p.names[i] != w || p.m.Seats[i].Name != w || r.Names[i] != w {
			t.Errorf("seat %d after the change to German: the table says %q (its match %q), the viewer %q; want %q", i+1, p.names[i], p.m.Seats[i].Name, r.Names[i], w)
		}
	}
}
