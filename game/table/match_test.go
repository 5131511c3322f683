package table

import (
	"errors"
	"reflect"
	"testing"

	"orbis/game/online"
	"orbis/game/session"
)

// playRace plays n actions of a match's seats (add 1), the table's draws
// following on their own.
func playRace(t *testing.T, m *Match[race, raceAction, race, *race, *raceRecord, raceSeat], n int) {
	t.Helper()
	for range n {
		if err := m.Sess.Submit(m.State().CurrentPlayer(), raceAction{N: 1}); err != nil {
			t.Fatal(err)
		}
	}
}

// TestMatchRecordsAndResumes: a match dealt and played records its seats,
// seed and every step, the table's draws included; resumed from its
// record it stands where it stopped, the same seats played the same way,
// and its record is the same again.
func TestMatchRecordsAndResumes(t *testing.T) {
	spec := newRaceSpec()
	seats := []raceSeat{{Name: "Ada"}, {Name: "Bot", Computer: true}, {Name: "Cy"}}
	m, err := NewMatch(spec, seats, 1, 7, false)
	if err != nil {
		t.Fatal(err)
	}
	if m.Slot.ID == "" || m.Spec() != spec {
		t.Fatalf("a new match has slot %+v", m.Slot)
	}
	seats[0].Name = "changed" // the match keeps its own seats
	if got := m.Names(); !reflect.DeepEqual(got, []string{"Ada", "Bot", "Cy"}) {
		t.Fatalf("names %v", got)
	}
	if seat, cfg, ok := m.CurrentSeat(); seat != 1 || cfg.Name != "Bot" || !ok {
		t.Fatalf("the first seat is %d %+v %v, want 1, Bot", seat, cfg, ok)
	}
	if _, ok := m.Sess.Seat(1).(*session.Computer[raceAction, race]); !ok || !m.Sess.Seat(0).Local() {
		t.Fatalf("controllers: %T, %T; want a computer at 1, a person at 0", m.Sess.Seat(1), m.Sess.Seat(0))
	}
	playRace(t, m, 4)
	rec := m.Record()
	if *rec.Seed != 7 || rec.First != 1 || len(rec.Actions) != 8 || !rec.Actions[1].Draw || rec.Players[1].Kind != "ai:hard" {
		t.Fatalf("record %+v", rec)
	}
	back, err := MatchFromRecord(spec, rec, false)
	if err != nil {
		t.Fatal(err)
	}
	if *back.State() != *m.State() || !reflect.DeepEqual(back.Seats, m.Seats) || back.Seed != 7 || back.Slot == m.Slot {
		t.Fatalf("resumed: %+v seats %+v seed %d slot %v; want the game where it stopped, in a slot of its own", *back.State(), back.Seats, back.Seed, back.Slot)
	}
	for i, st := range back.Sess.History() {
		if (st.Seat == session.Table) != st.Action.Draw || st.Unit != i+1 {
			t.Fatalf("step %d: %+v; the draws are the table's, each a unit", i, st)
		}
	}
	if !reflect.DeepEqual(back.Record(), rec) {
		t.Errorf("the resumed match's record is %+v, want %+v", back.Record(), rec)
	}
	file, err := back.File()
	if err != nil || file[len(file)-1] != '\n' || string(back.SaveData()) != string(file) {
		t.Errorf("the file %q, %v", file, err)
	}
	if err := back.Sess.Undo(back.State().CurrentPlayer()); !errors.Is(err, session.ErrNothingToUndo) {
		t.Errorf("a resumed game takes back a step of before: %v", err)
	}
}

// TestMatchRefusesWhatDoesNotLoadAgain: a seat with no name, a record
// whose actions the rules refuse, and a record with no seed (resumed at
// seed 0).
func TestMatchRefusesWhatDoesNotLoadAgain(t *testing.T) {
	spec := newRaceSpec()
	if _, err := NewMatch(spec, []raceSeat{{Name: "Ada"}, {Name: "  "}}, 0, 1, false); err == nil {
		t.Error("a seat with a blank name is dealt")
	}
	bad := &raceRecord{Players: []online.SeatInfo{{Name: "A", Kind: "human"}, {Name: "B", Kind: "human"}}, Actions: []raceAction{{N: 1}, {N: 3}}}
	if _, err := MatchFromRecord(spec, bad, false); err == nil {
		t.Error("a record whose second action is refused resumes")
	}
	bad.Actions = bad.Actions[:1]
	m, err := MatchFromRecord(spec, bad, false)
	if err != nil || m.Seed != 0 || len(m.Sess.History()) != 2 {
		t.Fatalf("a record without its draw nor seed: %v, seed %d, %d steps; want the draw played", err, m.Seed, len(m.Sess.History()))
	}
}

// TestBranchPlaysOnFromAPosition: playing on from a position of a record
// starts there, the seat watched a person, the computers as they were,
// the other people stood in for by computers; none at the end of a game.
func TestBranchPlaysOnFromAPosition(t *testing.T) {
	spec := newRaceSpec()
	m, err := NewMatch(spec, []raceSeat{{Name: "Ada"}, {Name: "Bot", Computer: true}, {Name: "Cy"}}, 0, 3, false)
	if err != nil {
		t.Fatal(err)
	}
	playRace(t, m, 3)
	rec := m.Record()
	at, err := rec.start()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range rec.Actions[:2] {
		if err := at.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	b, err := spec.Branch(rec, &at, 2, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	if *b.State() != at || len(b.Sess.History()) != 2 {
		t.Errorf("branched at %+v after %d steps, want %+v after 2", *b.State(), len(b.Sess.History()), at)
	}
	if err := at.Apply(rec.Actions[2]); err != nil {
		t.Fatal(err)
	}
	if d, err := spec.Branch(rec, &at, 3, 1, false); err != nil || len(d.Sess.History()) != 4 || d.State().Count != 5 {
		t.Errorf("branched where a draw is due: %v; want the draw played", err)
	}
	want := []raceSeat{{Name: "Ada", Computer: true}, {Name: "Bot"}, {Name: "Cy", Computer: true}}
	if !reflect.DeepEqual(b.Seats, want) {
		t.Errorf("seats %+v, want %+v", b.Seats, want)
	}
	if len(rec.Actions) != 6 {
		t.Errorf("branching cut the record it was made from: %d actions", len(rec.Actions))
	}
	bad := *rec
	bad.Actions = append([]raceAction{{N: 5}}, rec.Actions[1:]...)
	if _, err := spec.Branch(&bad, &at, 2, 1, false); err == nil {
		t.Error("a position that does not replay branches")
	}
	over := at
	over.Count = over.Goal
	if b, err := spec.Branch(rec, &over, 2, 1, false); b != nil || err != nil {
		t.Errorf("a game over branches: %v, %v", b, err)
	}
}

// TestMatchFromViewFollowsTheServer: a seat's view of an online game
// plays that seat here and every other remotely; its table's steps are
// followed as made or checked, as the game says.
func TestMatchFromViewFollowsTheServer(t *testing.T) {
	spec := newRaceSpec()
	seed := uint64(1)
	rec := &raceRecord{Seed: &seed, Players: []online.SeatInfo{{Name: "A", Kind: "human"}, {Name: "B", Kind: "ai:hard"}},
		Actions: []raceAction{{N: 1}, {Draw: true, N: 9}}} // a draw the view cannot check
	data, err := spec.Online.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := MatchFromView(spec, data, 1); err == nil {
		t.Error("a draw the pile does not hold is taken from a view that checks")
	}
	spec.FollowView = true
	m, err := MatchFromView(spec, data, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !m.Following || m.State().Count != 10 || m.Seats[1].Computer || !m.Sess.Seat(1).Local() || m.Sess.Seat(0).Local() {
		t.Errorf("the view's match: following %v, count %d, seats %+v", m.Following, m.State().Count, m.Seats)
	}
	for _, seat := range []int{-2, 2} {
		if _, err := MatchFromView(spec, data, seat); err == nil {
			t.Errorf("seat %d of 2 opens", seat)
		}
	}
	// A spectator's view (seat -1): every seat remote, none played here.
	if m, err := MatchFromView(spec, data, -1); err != nil || m.Sess.Seat(0).Local() || m.Sess.Seat(1).Local() {
		t.Errorf("a spectator's view: %v, seats local %v %v", err, m != nil && m.Sess.Seat(0).Local(), m != nil && m.Sess.Seat(1).Local())
	}
	if _, err := MatchFromView(spec, []byte("{"), 0); err == nil {
		t.Error("a view that cannot be read opens")
	}
}
