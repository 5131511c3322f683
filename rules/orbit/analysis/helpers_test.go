package analysis

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// table is a game for a test: its captains and how the record keeps it.
type table struct {
	players int
	seed    uint64
	// atOnce plays the seats' follows in a random interleaving, step by
	// step, as an online table receives them (a version 3 record, with
	// By); without it, seat by seat from the General.
	atOnce bool
	human  int        // the seat marked "human"; -1: none
	worst  int        // a seat that always plays Medium's worst choice; -1: none
	kit    *orbit.Kit // nil: the default kit
}

// playedRecord plays a game of Medium captains (one of them perhaps the
// worst) and returns its record.
func playedRecord(t testing.TB, tb table) *orbit.Record {
	t.Helper()
	players, seed, atOnce, human := tb.players, tb.seed, tb.atOnce, tb.human
	s, su, err := orbit.NewGame(orbit.Config{Players: players, Seed: seed, FirstGeneral: 0, Kit: tb.kit})
	if err != nil {
		t.Fatal(err)
	}
	rec := &orbit.Record{Setup: su}
	captains := make([]*ai.Player, players)
	for i := range players {
		kind := "ai:medium"
		if i == human {
			kind = "human"
		}
		rec.Players = append(rec.Players, orbit.PlayerInfo{Name: fmt.Sprintf("Captain %c", 'A'+i), Kind: kind})
		if captains[i], err = ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: seed + uint64(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if atOnce {
		rec.By = []int{}
	}
	r := rand.New(rand.NewPCG(seed, 77))
	worst := ai.NewJudge() // its candidates are Medium's, best first
	pending := make([][]orbit.Action, players)
	var buf []int
	play := func(seat int, a orbit.Action) {
		t.Helper()
		var err error
		if atOnce {
			err = s.ApplyFor(seat, a)
			rec.By = append(rec.By, seat)
		} else {
			err = s.Apply(a)
		}
		if err != nil {
			t.Fatalf("step %d (%v, seat %d): %v", len(rec.Actions)+1, a, seat, err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	for !s.IsOver() {
		if atOnce {
			if due := s.Due(buf[:0]); len(due) > 0 {
				a, _ := s.ChanceFor(due[0])
				play(due[0], a)
				continue
			}
		} else if a, ok := s.Chance(); ok {
			play(s.CurrentPlayer(), a)
			continue
		}
		seat := s.CurrentPlayer()
		if atOnce {
			toAct := s.ToAct(buf[:0])
			seat = toAct[r.IntN(len(toAct))]
		}
		if len(pending[seat]) == 0 {
			obs := s.Observe(seat)
			var plan []orbit.Action
			if seat == tb.worst {
				if err := worst.Start(&obs, seed, 64); err != nil {
					t.Fatal(err)
				}
				tallies := worst.Tallies()
				plan = tallies[len(tallies)-1].Actions
			} else if plan, err = captains[seat].Decide(context.Background(), &obs); err != nil {
				t.Fatal(err)
			}
			pending[seat] = append(pending[seat][:0], plan...)
		}
		a := pending[seat][0]
		pending[seat] = pending[seat][1:]
		play(seat, a)
	}
	return rec
}

// interleave turns a record played seat by seat into the record of the same
// game as an online table could have received it: within each turn's
// follow, the seats' steps (their refills with them) in a random
// interleaving, each seat's own in their order (version 3, with By).
func interleave(t testing.TB, rec *orbit.Record, seed uint64) *orbit.Record {
	t.Helper()
	seats, err := rec.StepSeats()
	if err != nil {
		t.Fatal(err)
	}
	out := *rec
	out.Actions, out.By = nil, []int{}
	r := rand.New(rand.NewPCG(seed, 3))
	queues := map[int][]orbit.Action{}
	flush := func() {
		for len(queues) > 0 {
			var open []int
			for seat := range len(rec.Players) {
				if len(queues[seat]) > 0 {
					open = append(open, seat)
				}
			}
			seat := open[r.IntN(len(open))]
			out.Actions, out.By = append(out.Actions, queues[seat][0]), append(out.By, seat)
			if queues[seat] = queues[seat][1:]; len(queues[seat]) == 0 {
				delete(queues, seat)
			}
		}
	}
	for i, a := range rec.Actions {
		switch a.Kind {
		case orbit.KindOrder, orbit.KindRoll, orbit.KindAccept, orbit.KindCountermand:
			flush()
			out.Actions, out.By = append(out.Actions, a), append(out.By, seats[i])
		default:
			queues[seats[i]] = append(queues[seats[i]], a)
		}
	}
	flush()
	if _, err := out.Replay(); err != nil {
		t.Fatalf("the interleaved record does not replay: %v", err)
	}
	return &out
}
