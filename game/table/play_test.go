package table

import (
	"errors"
	"reflect"
	"testing"
	"time"

	"orbis/game"
)

// TestViewerIsThePersonHere: the table shows the person to act; during a
// computer's turn the person last shown, else the first person; a table
// of computers the seat to act; a seat looked at is drawn large.
func TestViewerIsThePersonHere(t *testing.T) {
	spec := newRaceSpec()
	m, err := NewMatch(spec, []raceSeat{{Name: "Bot", Computer: true}, {Name: "Ada"}, {Name: "Cy"}}, 0, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	if m.HumanToAct(nil) {
		t.Error("a computer's turn is a person's")
	}
	for last, want := range map[int]int{-1: 1, 0: 1, 1: 1, 2: 2, 7: 1} {
		if got := m.Viewer(nil, last); got != want {
			t.Errorf("at the computer's turn, shown last %d: viewer %d, want %d", last, got, want)
		}
	}
	playRace(t, m, 1) // the computer's add, by hand, and the draw: Ada's turn
	if !m.HumanToAct(nil) || m.Viewer(nil, 2) != 1 {
		t.Errorf("at Ada's turn: person to act %v, viewer %d", m.HumanToAct(nil), m.Viewer(nil, 2))
	}
	for inspect, want := range map[int]int{-1: 1, 0: 0, 2: 2, 3: 1} {
		if got := m.ActiveSeat(inspect, 1); got != want {
			t.Errorf("looking at %d: seat %d large, want %d", inspect, got, want)
		}
	}
	bots, err := NewMatch(spec, []raceSeat{{Name: "A", Computer: true}, {Name: "B", Computer: true}}, 1, 1, false)
	if err != nil {
		t.Fatal(err)
	}
	if bots.Viewer(nil, 0) != 1 {
		t.Errorf("a table of computers shows %d, want the seat to act, 1", bots.Viewer(nil, 0))
	}
}

// TestComputerTurnAndAutosave: the computers play their turns at the
// table's pace, the game is saved at a turn's end, and a match closed
// stops its computers.
func TestComputerTurnAndAutosave(t *testing.T) {
	spec := newRaceSpec()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMatch(spec, []raceSeat{{Name: "A", Computer: true}, {Name: "B", Computer: true}}, 0, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	var pace game.Pace
	var status game.Phrase
	for deadline := time.Now().Add(time.Minute); !m.State().IsOver(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("the computers did not finish in a minute: %+v", *m.State())
		}
		m.ComputerTurn(&pace, game.SpeedInstant, &status)
	}
	if !status.Empty() {
		t.Errorf("status %v after the computers' game", status)
	}
	if ph := m.Autosave(env, nil); !ph.Empty() {
		t.Fatalf("autosave: %v", ph)
	}
	saved, err := env.ReadSave(m.Slot)
	if err != nil || string(saved) != string(m.SaveData()) {
		t.Errorf("the autosave holds %q (%v), want the record", saved, err)
	}
	m.Close(nil)
	broken, err := NewMatch(spec, []raceSeat{{Name: "Broken", Computer: true}, {Name: "B"}}, 0, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); status.Empty(); time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("a computer that fails is not said in a minute")
		}
		broken.ComputerTurn(&pace, game.SpeedInstant, &status)
	}
	if status.Key != "play.computer_retry" {
		t.Errorf("a computer that fails: %v", status)
	}
	broken.Close(nil)
	var bad Match[race, raceAction, race, *race, *raceRecord, raceSeat] = *m
	bad.Slot = game.SaveSlot{}
	if ph := bad.Autosave(env, nil); ph.Empty() {
		t.Error("a save without a place is not said")
	}
}

// TestFinishedIsRecordedAndKept: a game finished goes into the statistics,
// each seat as the game scores it, and among the games kept.
func TestFinishedIsRecordedAndKept(t *testing.T) {
	spec := newRaceSpec()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMatch(spec, []raceSeat{{Name: "Ada"}, {Name: "Bo"}}, 0, 2, false)
	if err != nil {
		t.Fatal(err)
	}
	for !m.State().IsOver() {
		playRace(t, m, 1)
	}
	m.Finished(env, func(seat int) game.SeatResult {
		return game.SeatResult{Name: m.Seats[seat].Name, Score: 10 * seat, Rank: 2 - seat}
	})
	st, err := env.Stats()
	if err != nil || len(st.Games) != 1 || st.Games[0].Game != "race" || len(st.Games[0].Seats) != 2 || !reflect.DeepEqual(st.Games[0].Seats[1], game.SeatResult{Name: "Bo", Score: 10, Rank: 1}) {
		t.Errorf("the statistics: %+v, %v", st, err)
	}
	kept, err := env.KeptGames()
	if err != nil || len(kept) != 1 || kept[0].Game != "race" || len(kept[0].Names) != 2 {
		t.Errorf("kept: %+v, %v", kept, err)
	}
}

// TestSavedSaysHowTheSaveWent: a save the player asked for is said to be
// saved, or why not: refused, or refused with the earlier save kept.
func TestSavedSaysHowTheSaveWent(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{nil, "play.saved"},
		{errors.New("disk full"), "saves.refused"},
		{&game.SaveError{Err: errors.New("disk full"), Kept: true}, "saves.refused_kept"},
	} {
		if got := Saved(c.err); got.Key != c.want {
			t.Errorf("saved with %v: %q, want %q", c.err, got.Key, c.want)
		}
	}
}
