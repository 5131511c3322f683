package orbit

import (
	"fmt"
	"testing"
	"time"

	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// playToEnd lets the session's controllers play until the game ends.
func playToEnd(t *testing.T, m *match) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for !m.State().IsOver() {
		if time.Now().After(deadline) {
			t.Fatalf("the game does not end (turn %d)", m.State().Turn())
		}
		if err := m.Sess.Think(); err != nil {
			t.Fatal(err)
		}
		for m.Sess.Planned() {
			if _, err := m.Sess.PlayPlanned(); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestComputersPlayThroughTheSession: computer captains of every level play
// games of 1 to 6 players through the session, on a goroutine each (the
// desktop) and a slice a frame (the browser), and the record replays to
// the same end.
func TestComputersPlayThroughTheSession(t *testing.T) {
	for players := 1; players <= 6; players++ {
		for _, stepped := range []bool{false, true} {
			seats := make([]SeatConfig, players)
			for i := range seats {
				// Hard thinks longest: one Hard seat in the smaller games.
				level := ai.Level(1 + (i+players)%2)
				if players <= 2 && i == 0 {
					level = ai.Hard
				}
				seats[i] = SeatConfig{Name: fmt.Sprintf("C%d", i+1), Level: level}
			}
			m, err := newMatch(seats, -1, uint64(10+players), stepped)
			if err != nil {
				t.Fatal(err)
			}
			playToEnd(t, m)
			_, end, err := rules.ParseRecord(mustMarshal(t, m.Record()))
			if err != nil {
				t.Fatalf("%d players: the record does not load: %v", players, err)
			}
			if end.Score() != m.State().Score() {
				t.Fatalf("%d players: the record ends elsewhere", players)
			}
			m.Sess.Close()
		}
	}
}

// TestASoloGameOpensWithTheDice: a solo game's first step is the table's
// roll, played by the session, so the captain meets the Emperor's order.
func TestASoloGameOpensWithTheDice(t *testing.T) {
	m, err := newMatch([]SeatConfig{{Name: "Solo"}}, 0, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	if m.State().Phase() != rules.PhaseAccept || len(m.Record().Actions) != 1 {
		t.Fatalf("phase %d after %v", m.State().Phase(), m.Record().Actions)
	}
}

// TestAGameResumesFromItsRecord: a game saved half way resumes where it
// stopped, with the same seats, and plays on to its end. (The captains
// think afresh after a resume, so the rest of the game may differ.)
func TestAGameResumesFromItsRecord(t *testing.T) {
	seats := []SeatConfig{{Name: "A", Level: ai.Medium}, {Name: "B", Level: ai.Easy}, {Name: "C", Level: ai.Medium}}
	m, err := newMatch(seats, 1, 77, false)
	if err != nil {
		t.Fatal(err)
	}
	for m.State().Turn() < 8 {
		if err := m.Sess.Think(); err != nil {
			t.Fatal(err)
		}
		for m.Sess.Planned() {
			if _, err := m.Sess.PlayPlanned(); err != nil {
				t.Fatal(err)
			}
		}
	}
	rec, _, err := rules.ParseRecord(mustMarshal(t, m.Record()))
	if err != nil {
		t.Fatal(err)
	}
	back, err := matchFromRecord(rec, false)
	if err != nil {
		t.Fatal(err)
	}
	if !sameGame(back.State(), m.State()) || back.Seats[1] != seats[1] || back.Seed != 77 {
		t.Fatal("the resumed game is not the one saved")
	}
	playToEnd(t, back)
}

func mustMarshal(t *testing.T, rec *rules.Record) []byte {
	t.Helper()
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// sameGame reports whether two states are the same game at the same point
// (each state points at its own copy of the kit).
func sameGame(a, b *rules.State) bool {
	if a.NumPlayers() != b.NumPlayers() || a.Phase() != b.Phase() || a.Turn() != b.Turn() ||
		a.General() != b.General() || a.CurrentPlayer() != b.CurrentPlayer() || *a.Kit() != *b.Kit() {
		return false
	}
	for seat := range a.NumPlayers() {
		if *a.Player(seat) != *b.Player(seat) {
			return false
		}
	}
	return true
}
