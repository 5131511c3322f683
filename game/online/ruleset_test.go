package online_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"slices"
	"testing"

	"orbis/game/online"
	"orbis/game/session"
)

func seats(n int) []online.SeatInfo {
	out := make([]online.SeatInfo, n)
	for i := range out {
		out[i] = online.SeatInfo{Name: "P" + string(rune('1'+i)), Kind: "human"}
	}
	return out
}

// dealt opens a new deck game of length takes for n seats, seed 1: its
// deck from the top is 1 4 7 0 3 6 9 2 5 8.
func dealt(t *testing.T, n, length int, d *decided) (online.Ruleset, online.Match) {
	t.Helper()
	g := online.Bind(deckSpec(length, d))
	rec, err := g.Deal(seats(n), 1)
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	return g, m
}

func TestBindDescribesTheGame(t *testing.T) {
	g := online.Bind(deckSpec(4, nil))
	lo, hi := g.Seats()
	if g.ID() != "deck" || lo != 2 || hi != 3 || !g.ValidLevel("easy") || g.ValidLevel("hard") {
		t.Errorf("id %q, seats %d-%d, levels easy %v hard %v", g.ID(), lo, hi, g.ValidLevel("easy"), g.ValidLevel("hard"))
	}
	for _, n := range []int{0, 1, 4} {
		if _, err := g.Deal(seats(n), 1); !errors.Is(err, online.ErrBadRecord) {
			t.Errorf("a deal for %d seats: %v, want ErrBadRecord", n, err)
		}
	}
	v := online.BindView(deckSpec(4, nil))
	if _, full := v.(online.Ruleset); full || v.ID() != "deck" {
		t.Errorf("BindView gives a %T (id %q): a viewer only", v, v.ID())
	}
}

func TestPlayTakesTheTableStepsThatFollow(t *testing.T) {
	_, m := dealt(t, 2, 4, nil)
	if m.Players() != 2 || m.ToAct() != 0 || m.Steps() != 0 || !slices.Equal(m.Legal(), []string{"take"}) {
		t.Fatalf("a new game: %d players, seat %d to act, %d steps, legal %v", m.Players(), m.ToAct(), m.Steps(), m.Legal())
	}
	got, err := m.Play(0, []string{"take"})
	if err != nil {
		t.Fatal(err)
	}
	want := []online.Step{{Seat: 0, Action: "take"}, {Seat: session.Table, Action: "draw 1"}}
	if !slices.Equal(got, want) || !slices.Equal(m.History(0), want) || m.ToAct() != 1 {
		t.Errorf("played %v (history %v), seat %d to act; want %v, seat 1", got, m.History(0), m.ToAct(), want)
	}
}

func TestPlayRefusals(t *testing.T) {
	tests := []struct {
		name    string
		played  int // takes played before
		seat    int
		actions []string
		want    error
	}{
		{"the seat not to act", 0, 1, []string{"take"}, online.ErrNotToAct},
		{"a seat beyond the table", 0, 5, []string{"take"}, online.ErrNotToAct},
		{"no action", 0, 0, nil, online.ErrIllegal},
		{"an action that cannot be read", 0, 0, []string{""}, online.ErrIllegal},
		{"an action the rules refuse", 0, 0, []string{"draw 1"}, online.ErrIllegal},
		{"a unit refused at its second action", 0, 0, []string{"take", "take"}, online.ErrIllegal},
		{"a move after the end", 4, 0, []string{"take"}, session.ErrOver},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, m := dealt(t, 2, 4, nil)
			for i := range tc.played {
				if _, err := m.Play(i%2, []string{"take"}); err != nil {
					t.Fatal(err)
				}
			}
			before, toAct := m.History(0), m.ToAct()
			if _, err := m.Play(tc.seat, tc.actions); !errors.Is(err, tc.want) {
				t.Fatalf("%v by seat %d: %v, want %v", tc.actions, tc.seat, err, tc.want)
			}
			if !slices.Equal(m.History(0), before) || m.ToAct() != toAct {
				t.Errorf("a refused unit changed the match: %v, seat %d to act", m.History(0), m.ToAct())
			}
		})
	}
}

func TestHistoryFrom(t *testing.T) {
	_, m := dealt(t, 2, 4, nil)
	for seat := range 2 {
		if _, err := m.Play(seat, []string{"take"}); err != nil {
			t.Fatal(err)
		}
	}
	tests := []struct {
		from int
		want int
	}{{-3, 4}, {0, 4}, {2, 2}, {4, 0}, {9, 0}}
	for _, tc := range tests {
		if got := m.History(tc.from); len(got) != tc.want {
			t.Errorf("History(%d) has %d steps, want %d", tc.from, len(got), tc.want)
		}
	}
	if got := m.History(2); got[0] != (online.Step{Seat: 1, Action: "take"}) {
		t.Errorf("History(2) begins with %v", got[0])
	}
}

func TestRecordsReplay(t *testing.T) {
	g, m := dealt(t, 3, 5, nil)
	for i := range 5 {
		if _, err := m.Play(i%3, []string{"take"}); err != nil {
			t.Fatal(err)
		}
	}
	rec, err := m.Record()
	if err != nil {
		t.Fatal(err)
	}
	again, err := g.Open(rec)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Over() || again.ToAct() != -1 || !slices.Equal(again.History(0), m.History(0)) || !slices.Equal(again.Scores(), []int{1 + 0, 4 + 3, 7}) {
		t.Errorf("replayed: over %v, to act %d, scores %v; history %v", again.Over(), again.ToAct(), again.Scores(), again.History(0))
	}
}

func TestBrokenRecordsAreRefused(t *testing.T) {
	g := online.Bind(deckSpec(4, nil))
	good, err := g.Deal(seats(2), 1)
	if err != nil {
		t.Fatal(err)
	}
	with := func(actions ...string) []byte {
		var r map[string]any
		if err := json.Unmarshal(good, &r); err != nil {
			t.Fatal(err)
		}
		r["actions"] = actions
		data, _ := json.Marshal(r)
		return data
	}
	tests := []struct {
		name string
		data []byte
	}{
		{"not JSON", []byte("{")},
		{"no seats", []byte(`{"seats":[],"length":2,"deck":[1,2]}`)},
		{"an action out of turn", with("draw 1")},
		{"a draw other than the deck's top", with("take", "draw 4")},
		{"a step after the end", with("take", "draw 1", "take", "draw 4", "take", "draw 7", "take", "draw 0", "take")},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := g.Open(tc.data); !errors.Is(err, online.ErrBadRecord) {
				t.Errorf("Open: %v, want ErrBadRecord", err)
			}
		})
	}
	if _, err := g.OpenView([]byte("[]")); !errors.Is(err, online.ErrBadRecord) {
		t.Errorf("OpenView of a broken view: %v, want ErrBadRecord", err)
	}
}

// viewOf opens the match's view as a client would.
func viewOf(t *testing.T, m online.Match) online.Match {
	t.Helper()
	data, err := m.View()
	if err != nil {
		t.Fatal(err)
	}
	v, err := online.BindView(deckSpec(4, nil)).OpenView(data)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func TestTheViewKeepsTheDeckInCardOrder(t *testing.T) {
	_, m := dealt(t, 2, 4, nil)
	deckOf := func(data []byte, err error) []int {
		t.Helper()
		var r deckRecord
		if err == nil {
			err = json.Unmarshal(data, &r)
		}
		if err != nil {
			t.Fatal(err)
		}
		return r.Deck
	}
	if got := deckOf(m.View()); !slices.Equal(got, []int{0, 1, 4, 7}) {
		t.Errorf("the view's deck %v, want it in card order [0 1 4 7]", got)
	}
	if got := deckOf(m.Record()); !slices.Equal(got, []int{1, 4, 7, 0}) {
		t.Errorf("the record's deck %v, want the dealt order [1 4 7 0]", got)
	}
}

func TestAViewFollowsTheServer(t *testing.T) {
	_, m := dealt(t, 2, 4, nil)
	v := viewOf(t, m)
	for i := range 4 {
		steps, err := m.Play(i%2, []string{"take"})
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range steps {
			if err := v.Follow(st); err != nil {
				t.Fatalf("following %v: %v", st, err)
			}
		}
	}
	if !v.Over() || v.ToAct() != -1 || v.Steps() != 8 || !slices.Equal(v.History(0), m.History(0)) || !slices.Equal(v.Scores(), m.Scores()) {
		t.Errorf("the view: over %v, steps %d, scores %v; the server's scores %v", v.Over(), v.Steps(), v.Scores(), m.Scores())
	}
	rec, _ := v.Record()
	if again, err := online.BindView(deckSpec(4, nil)).OpenView(rec); err != nil || !slices.Equal(again.History(0), m.History(0)) {
		t.Errorf("the view's record replays to %v (%v)", again, err)
	}
}

func TestFollowRefusals(t *testing.T) {
	table := session.Table
	tests := []struct {
		name  string
		setup []online.Step // followed first
		step  online.Step
		want  error
	}{
		{"a table step when none is due", nil, online.Step{Seat: table, Action: "draw 1"}, online.ErrNotToAct},
		{"a seat's step while the table's is due", []online.Step{{Seat: 0, Action: "take"}}, online.Step{Seat: 0, Action: "take"}, online.ErrNotToAct},
		{"the seat not to act", nil, online.Step{Seat: 1, Action: "take"}, online.ErrNotToAct},
		{"a card the deck has not", []online.Step{{Seat: 0, Action: "take"}}, online.Step{Seat: table, Action: "draw 2"}, online.ErrIllegal},
		{"a step after the end", []online.Step{{Seat: 0, Action: "take"}, {Seat: table, Action: "draw 1"}, {Seat: 1, Action: "take"}, {Seat: table, Action: "draw 4"}, {Seat: 0, Action: "take"}, {Seat: table, Action: "draw 7"}, {Seat: 1, Action: "take"}, {Seat: table, Action: "draw 0"}},
			online.Step{Seat: 0, Action: "take"}, session.ErrOver},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, m := dealt(t, 2, 4, nil)
			v := viewOf(t, m)
			for _, st := range tc.setup {
				if err := v.Follow(st); err != nil {
					t.Fatal(err)
				}
			}
			steps := v.Steps()
			if err := v.Follow(tc.step); !errors.Is(err, tc.want) {
				t.Fatalf("following %v: %v, want %v", tc.step, err, tc.want)
			}
			if v.Steps() != steps {
				t.Errorf("a refused step was kept")
			}
		})
	}
}

func TestAViewTakesADrawAsMade(t *testing.T) {
	_, m := dealt(t, 2, 4, nil)
	v := viewOf(t, m)
	if err := v.Follow(online.Step{Seat: 0, Action: "take"}); err != nil {
		t.Fatal(err)
	}
	if got := v.Legal(); got != nil {
		t.Errorf("the view lists %v while the table's draw is due: that step is the server's", got)
	}
	// 7 is not the lowest card the view holds: the server's deck decides.
	if err := v.Follow(online.Step{Seat: session.Table, Action: "draw 7"}); err != nil {
		t.Fatal(err)
	}
	if got := v.Scores(); !slices.Equal(got, []int{7, 0}) {
		t.Errorf("scores %v, want [7 0]", got)
	}
}

func TestReveals(t *testing.T) {
	_, m := dealt(t, 2, 4, nil)
	v := viewOf(t, m)
	for _, x := range []online.Match{m, v} {
		if !x.Reveals(online.Step{Seat: session.Table, Action: "draw 3"}) || x.Reveals(online.Step{Seat: 0, Action: "take"}) || x.Reveals(online.Step{Action: ""}) {
			t.Errorf("%T: a draw reveals, a take and an unreadable step do not", x)
		}
	}
}

func TestViewOnly(t *testing.T) {
	_, m := dealt(t, 2, 4, nil)
	v := viewOf(t, m)
	if _, err := v.Play(0, []string{"take"}); !errors.Is(err, online.ErrViewOnly) {
		t.Errorf("a view played: %v", err)
	}
	if err := m.Follow(online.Step{Seat: 0, Action: "take"}); !errors.Is(err, online.ErrViewOnly) {
		t.Errorf("a full match followed a step: %v", err)
	}
}

func TestDecide(t *testing.T) {
	ctx := context.Background()
	t.Run("the seat to act, from its observation", func(t *testing.T) {
		d := &decided{}
		_, m := dealt(t, 2, 4, d)
		got, err := m.Decide(ctx, m.ToAct(), "easy", 1)
		if err != nil || !slices.Equal(got, []string{"take"}) {
			t.Fatalf("decided %v, %v", got, err)
		}
		if len(d.decks) != 1 || !slices.Equal(d.decks[0], []int{0, 1, 4, 7}) {
			t.Errorf("the computer saw the deck %v, want it in card order [0 1 4 7]", d.decks)
		}
	})
	t.Run("a level the game has not", func(t *testing.T) {
		_, m := dealt(t, 2, 4, nil)
		if _, err := m.Decide(ctx, m.ToAct(), "grand", 1); err == nil {
			t.Error("a computer of no level decided")
		}
	})
	t.Run("while the table's step is due", func(t *testing.T) {
		_, m := dealt(t, 2, 4, nil)
		v := viewOf(t, m)
		if err := v.Follow(online.Step{Seat: 0, Action: "take"}); err != nil {
			t.Fatal(err)
		}
		if _, err := v.Decide(ctx, v.ToAct(), "easy", 1); err == nil {
			t.Error("a computer decided the table's draw")
		}
	})
	t.Run("after the end", func(t *testing.T) {
		_, m := dealt(t, 2, 1, nil)
		if _, err := m.Play(0, []string{"take"}); err != nil {
			t.Fatal(err)
		}
		if _, err := m.Decide(ctx, m.ToAct(), "easy", 1); !errors.Is(err, session.ErrOver) {
			t.Errorf("deciding after the end: %v, want ErrOver", err)
		}
	})
}

// TestTheRecordDealtIsCompact: a game that writes its records indented
// for people to read deals a room's record without the spaces, which a
// room keeps for its life, and the record opens as it was.
func TestTheRecordDealtIsCompact(t *testing.T) {
	spec := deckSpec(4, nil)
	spec.Marshal = func(r *deckRecord) ([]byte, error) { return json.MarshalIndent(r, "", "  ") }
	g := online.Bind(spec)
	rec, err := g.Deal(seats(2), 1)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.ContainsAny(rec, "\n\t") || bytes.Contains(rec, []byte(": ")) {
		t.Errorf("the record dealt keeps its indentation: %.80s", rec)
	}
	if _, err := g.Open(rec); err != nil {
		t.Errorf("the compact record does not open: %v", err)
	}
	// Nor does it hold on to the memory the indented record took.
	var r deckRecord
	if err := json.Unmarshal(rec, &r); err != nil {
		t.Fatal(err)
	}
	indented, err := spec.Marshal(&r)
	if err != nil {
		t.Fatal(err)
	}
	if cap(rec) >= len(indented) {
		t.Errorf("the record dealt is %d bytes in %d, as many as the indented record's %d", len(rec), cap(rec), len(indented))
	}
}
