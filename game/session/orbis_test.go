package session

import (
	"bytes"
	"slices"
	"testing"
	"time"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// The session with Orbis, the game it was made for: rules.State meets the
// contract as it is.
type orbisSession = Session[rules.State, rules.Action, rules.Observation, *rules.State]

func computers(t *testing.T, levels []ai.Level, seed uint64, stepped bool) []Controller[rules.Action, rules.Observation] {
	out := make([]Controller[rules.Action, rules.Observation], len(levels))
	for i, l := range levels {
		p, err := ai.NewPlayer(ai.Config{Level: l, Seed: seed + uint64(i), Iterations: 200})
		if err != nil {
			t.Fatal(err)
		}
		out[i] = &Computer[rules.Action, rules.Observation]{
			Start: func(obs rules.Observation) (Turn[rules.Action], error) {
				t, err := p.BeginTurn(&obs)
				if err != nil {
					return nil, err
				}
				return t, nil
			},
			Stepped: stepped, Slice: 5 * time.Millisecond,
		}
	}
	return out
}

// playOut lets the computers play the session to its end, checking after
// every step that no seat's observation shows a pile's order.
func playOut(t *testing.T, s *orbisSession) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !s.State().IsOver() {
		if time.Now().After(deadline) {
			t.Fatal("the game does not end")
		}
		if err := s.Think(); err != nil {
			t.Fatal(err)
		}
		if !s.Planned() {
			time.Sleep(time.Millisecond) // a frame's wait while a goroutine thinks
		}
		if s.Planned() {
			if _, err := s.PlayPlanned(); err != nil {
				t.Fatal(err)
			}
			for seat := range s.Players() {
				obs := s.Observe(seat)
				pub := obs.Public()
				for level := 1; level <= 3; level++ {
					if pile := pub.PileTiles(level); !slices.IsSorted(pile) {
						t.Fatalf("seat %d's observation holds the level %d pile in its real order %v", seat, level, pile)
					}
				}
			}
		}
	}
}

// TestOrbisThroughTheSession plays whole games through the session with four
// computer controllers (goroutines, and stepped as in a browser), then
// replays each from its history to the same record.
func TestOrbisThroughTheSession(t *testing.T) {
	for i, stepped := range []bool{false, true} {
		seed := uint64(40 + i)
		start, su, err := rules.NewGame(rules.Config{Players: 4, Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		s := New[rules.State, rules.Action, rules.Observation](start, computers(t, []ai.Level{ai.Hard, ai.Medium, ai.Easy, ai.Medium}, seed, stepped))
		playOut(t, s)
		s.Close()
		players := []rules.PlayerInfo{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}}
		rec := rules.NewRecord(players, &seed, su)
		rec.Actions = s.Actions()
		data, err := rec.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		again, err := Resume[rules.State, rules.Action, rules.Observation](start, s.History(), computers(t, []ai.Level{ai.Easy, ai.Easy, ai.Easy, ai.Easy}, 0, true))
		if err != nil {
			t.Fatal(err)
		}
		rec2 := rules.NewRecord(players, &seed, su)
		rec2.Actions = again.Actions()
		data2, err := rec2.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, data2) || *again.State() != *s.State() {
			t.Errorf("stepped %v: the game replayed from its history differs", stepped)
		}
		_, final, err := rules.ParseRecord(data)
		if err != nil || !final.IsOver() {
			t.Errorf("stepped %v: the record does not load as a finished game: %v", stepped, err)
		}
	}
}

// TestOrbisObservationsOverManyGames: in many games, no seat ever sees a
// pile's real order.
func TestOrbisObservationsOverManyGames(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 3
	}
	for g := range games {
		players := 2 + g%3
		start, _, err := rules.NewGame(rules.Config{Players: players, Seed: uint64(g), StartPlayer: -1})
		if err != nil {
			t.Fatal(err)
		}
		levels := []ai.Level{ai.Easy, ai.Medium, ai.Easy, ai.Medium}[:players]
		s := New[rules.State, rules.Action, rules.Observation](start, computers(t, levels, uint64(g), true))
		playOut(t, s)
	}
}

// TestOrbisUndoStopsAtTheDraw: a person's steps of a turn are taken back
// one by one; once the turn ends and the table draws, nothing is.
func TestOrbisUndoStopsAtTheDraw(t *testing.T) {
	start, _, err := rules.NewGame(rules.Config{Players: 2, Seed: 3, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	seats := []Controller[rules.Action, rules.Observation]{Person[rules.Action, rules.Observation]{}, Person[rules.Action, rules.Observation]{}}
	s := New[rules.State, rules.Action, rules.Observation](start, seats)
	for _, a := range []rules.Action{rules.TakeTile(4), rules.PlaceWild(2)} {
		if err := s.Submit(0, a); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Undo(0); err != nil || s.State().Phase() != rules.PhasePlace {
		t.Fatalf("undo the placement: %v, phase %v", err, s.State().Phase())
	}
	if err := s.Redo(0); err != nil {
		t.Fatal(err)
	}
	for s.State().Phase() == rules.PhaseFinish && s.State().Remaining() > 0 {
		realm := s.State().RealmOf(0)
		c := slices.IndexFunc(realm[:], func(n uint8) bool { return n > 0 })
		if err := s.Submit(0, rules.Discard(rules.Color(c))); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.Submit(0, rules.EndTurn()); err != nil {
		t.Fatal(err)
	}
	h := s.History()
	if last := h[len(h)-1]; last.Seat != Table || last.Action.Kind != rules.KindDraw {
		t.Fatalf("the turn's end is not followed by the table's draw: %v", h)
	}
	for _, seat := range []int{0, 1, Table} {
		if s.CanUndo(seat) {
			t.Errorf("seat %d may take back across the draw", seat)
		}
	}
}
