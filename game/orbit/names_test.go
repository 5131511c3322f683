package orbit

import (
	"testing"

	"orbis/game"
	"orbis/rules/orbit/ai"
)

// TestDefaultNamesFollowTheLanguage: a game begun in English and played on
// in Polish says its default names in Polish at the table and in the
// viewer; a typed name stays as typed.
func TestDefaultNamesFollowTheLanguage(t *testing.T) {
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	seats := []SeatConfig{{Name: env.T("setup.default_name", 1)}, {Name: env.T(computerNameKeys[1]), Level: ai.Easy}, {Name: "Ada"}}
	m, err := newMatch(seats, 0, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	g := New()
	p := newPlay(g, env, m, game.SpeedFast)
	r, err := newReview(g, env, m.Record())
	if err != nil {
		t.Fatal(err)
	}
	if err := env.SetLanguage("pl"); err != nil {
		t.Fatal(err)
	}
	p.Restyle(env)
	if _, err := r.Update(env, nil); err != nil {
		t.Fatal(err)
	}
	want := []string{"Gracz 1", env.T(computerNameKeys[1]), "Ada"}
	for i, w := range want {
		if n := p.m.Names()[i]; n != w || r.Names[i] != w {
			t.Errorf("seat %d after the change to Polish: the table says %q, the viewer %q; want %q", i+1, n, r.Names[i], w)
		}
	}
}
