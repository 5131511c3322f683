package orbis

import (
	"bytes"
	"math/rand/v2"
	"testing"

	"orbis/game"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// testEnv is the environment a scene runs in, with its own config folder.
func testEnv(t *testing.T) *game.Env {
	t.Helper()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	return env
}

// TestNewScenesAreReadyToDraw: Ebitengine draws the frame in which a scene
// was switched to before that scene's first Update, so every scene must be
// drawable as soon as it is made (a new play scene once crashed here).
func TestNewScenesAreReadyToDraw(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}}, 0, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedFast)
	if p.view.S == nil || p.view.Words.Top == "" || len(p.view.Names) != 2 || p.layout == nil {
		t.Fatalf("a new play scene has no view to draw: %+v", p.view)
	}
}

// TestAutosaveRoundTrip: a game saved mid-turn continues from the title
// where it stopped, with its seats, and its turn can still be taken back.
func TestAutosaveRoundTrip(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Medium}}, 0, 9, false)
	if err != nil {
		t.Fatal(err)
	}
	// Play a turn and a half: the save resumes mid-turn.
	for _, a := range []rules.Action{rules.TakeTile(0), rules.PlaceWild(2), rules.EndTurn(), rules.TakeTile(1)} {
		if err := m.Sess.Submit(m.State().CurrentPlayer(), a); err != nil {
			t.Fatal(err)
		}
	}
	p := newPlay(New(), env, m, game.SpeedFast)
	if err := env.Save(p.SaveSlot(), p.SaveData()); err != nil {
		t.Fatal(err)
	}
	_, resumed, err := env.LatestSaved("orbis")
	if err != nil || resumed == nil {
		t.Fatalf("no game to continue (%v)", err)
	}
	back := resumed.(*saved).m
	a, _ := m.Record().Marshal()
	b, _ := back.Record().Marshal()
	if !bytes.Equal(a, b) {
		t.Fatal("the resumed match differs")
	}
	if back.Seats[1].Level != ai.Medium || back.Seats[0].Name != "Ada" || !back.Seats[0].Human() {
		t.Fatalf("seats %+v", back.Seats)
	}
	seat := back.State().CurrentPlayer()
	if !back.Sess.CanUndo(seat) || back.Sess.Undo(seat) != nil || back.State().Turn() != 1 || back.State().Phase() != rules.PhaseChoose {
		t.Fatal("the resumed turn cannot be taken back to its start")
	}
	if got := resumed.Summary(env); got != "Round 1 · Ada and Bot" {
		t.Errorf("the title says %q of the saved game", got)
	}
}

func TestBlankNamesAreRefused(t *testing.T) {
	if _, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "   "}}, 0, 1, false); err == nil {
		t.Fatal("a blank name was accepted: its save could not be loaded")
	}
}

// TestTableSeesAnObservation: what the table draws is the public view of an
// observation, never the state with its piles in their real order: a state
// with the piles in another order gives the same view.
func TestTableSeesAnObservation(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}}, 0, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	p.buildView(env)
	obs := m.State().Observe(0)
	if *p.view.S != obs.View() {
		t.Error("the table is not drawn from an observation")
	}
	other := obs.Determinize(rand.New(rand.NewPCG(1, 2)))
	if other == *m.State() {
		t.Fatal("the piles were dealt again in their real order: pick another seed")
	}
	if *p.view.S != other.View() {
		t.Error("the table's view changes with the piles' real order")
	}
}
