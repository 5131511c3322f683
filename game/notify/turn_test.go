package notify

import (
	"testing"

	"orbis/game/online"
)

// TestWatchTellsOncePerTurn: a sequence of looks at a client's turn, as
// its messages come, and what each calls for.
func TestWatchTellsOncePerTurn(t *testing.T) {
	const day = 24 * 3600
	turn := func(code string, step int, mine bool, limit int) online.Turn {
		return online.Turn{Code: code, Step: step, Mine: mine, TurnLimit: limit}
	}
	tests := []struct {
		name  string
		looks []online.Turn
		focus []bool
		want  []Verdict
	}{
		{"told once when the turn comes in the background",
			[]online.Turn{turn("A", 1, false, day), turn("A", 2, true, day), turn("A", 3, true, day), turn("A", 4, false, day)},
			[]bool{false, false, false, false},
			[]Verdict{{}, {Notify: true}, {}, {Clear: true}}},
		{"not when focused as the turn comes, nor later in that turn",
			[]online.Turn{turn("A", 1, false, day), turn("A", 2, true, day), turn("A", 3, true, day)},
			[]bool{false, true, false},
			[]Verdict{{}, {}, {}}},
		{"not in a game of a minute a turn",
			[]online.Turn{turn("A", 1, false, 60), turn("A", 2, true, 60)},
			[]bool{false, false},
			[]Verdict{{}, {}}},
		{"not in a game without a turn limit",
			[]online.Turn{turn("A", 1, false, 0), turn("A", 2, true, 0)},
			[]bool{false, false},
			[]Verdict{{}, {}}},
		{"an hour a turn is a game played apart",
			[]online.Turn{turn("A", 1, true, MinTurnLimit)},
			[]bool{false},
			[]Verdict{{Notify: true}}},
		{"each new turn is told again",
			[]online.Turn{turn("A", 2, true, day), turn("A", 3, false, day), turn("A", 5, true, day)},
			[]bool{false, false, false},
			[]Verdict{{Notify: true}, {Clear: true}, {Notify: true}}},
		{"the end takes the badge down",
			[]online.Turn{turn("A", 2, true, day), {Code: "A", Step: 3, Mine: true, Over: true, TurnLimit: day}},
			[]bool{false, false},
			[]Verdict{{Notify: true}, {Clear: true}}},
		{"a rematch's room: the old badge goes, its first turn is told",
			[]online.Turn{turn("A", 2, true, day), turn("B", 0, true, day)},
			[]bool{false, false},
			[]Verdict{{Notify: true}, {Notify: true, Clear: true}}},
		{"an untold turn passing clears nothing",
			[]online.Turn{turn("A", 2, true, day), turn("A", 3, false, day)},
			[]bool{true, false},
			[]Verdict{{}, {}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var w Watch
			for i, look := range tc.looks {
				if got := w.See(look, tc.focus[i]); got != tc.want[i] {
					t.Fatalf("look %d (%+v, focused %v): %+v, want %+v", i+1, look, tc.focus[i], got, tc.want[i])
				}
			}
		})
	}
}
