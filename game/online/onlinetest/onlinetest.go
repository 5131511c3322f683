// Package onlinetest is a game for the tests of network play: seats take
// turns saying "move" until a number of moves is played. Rooms play it as
// they play Orbis or Orbit, without their rules, and quickly.
package onlinetest

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"

	"orbis/game/online"
)

// ID is the game's id in rooms and records.
const ID = "count"

// Move is the one action there is.
const Move = "move"

// Game returns the game: a game is over after length moves.
func Game(length int) online.Ruleset { return online.Bind(spec(length, 0)) }

// Failing returns the game with a fault, for a server: its rules panic
// when move number at (1 for the first) is played, as a bug would. A
// client follows it with Game: the fault is the server's alone.
func Failing(length, at int) online.Ruleset { return online.Bind(spec(length, at)) }

type record struct {
	Seats   []online.SeatInfo `json:"seats"`
	Length  int               `json:"length"`
	Actions []string          `json:"actions"`
}

type state struct{ Players, Length, Played, PanicAt int }

func (s *state) IsOver() bool { return s.Played >= s.Length }

func (s *state) CurrentPlayer() int {
	if s.IsOver() {
		return -1
	}
	return s.Played % s.Players
}

func (s *state) LegalActions(dst []string) []string {
	if s.IsOver() {
		return dst
	}
	return append(dst, Move)
}

func (s *state) Apply(a string) error {
	if s.IsOver() || a != Move {
		return fmt.Errorf("count: %q after %d moves of %d", a, s.Played, s.Length)
	}
	if s.Played+1 == s.PanicAt {
		panic(fmt.Sprintf("count: the fault at move %d", s.PanicAt))
	}
	s.Played++
	return nil
}

func (s *state) Chance() (string, bool) { return "", false }
func (s *state) Observe(int) state      { return *s }

var levels = []string{"easy", "medium", "hard"}

func spec(length, panicAt int) online.Spec[state, string, state, *state, *record] {
	return online.Spec[state, string, state, *state, *record]{
		ID:       ID,
		MinSeats: 1,
		MaxSeats: online.MaxSeats,
		Deal: func(seats []online.SeatInfo, _ uint64) (*record, error) {
			return &record{Seats: seats, Length: length}, nil
		},
		Read: func(data []byte) (*record, error) {
			var r record
			if err := json.Unmarshal(data, &r); err != nil {
				return nil, err
			}
			if len(r.Seats) == 0 || r.Length <= 0 {
				return nil, errors.New("count: no seats or no length")
			}
			return &r, nil
		},
		Players: func(r *record) int { return len(r.Seats) },
		Start: func(r *record) (state, error) {
			return state{Players: len(r.Seats), Length: r.Length, PanicAt: panicAt}, nil
		},
		Actions: func(r *record) []string { return r.Actions },
		WithActions: func(r *record, actions []string) *record {
			c := *r
			c.Actions = actions
			return &c
		},
		Marshal:      func(r *record) ([]byte, error) { return json.Marshal(r) },
		View:         func(r *record) (*record, error) { return r, nil },
		ParseAction:  func(text string) (string, error) { return text, nil },
		FormatAction: func(a string) string { return a },
		Follow:       (*state).Apply,
		Reveals:      func(string) bool { return false },
		Scores: func(s *state) []int {
			out := make([]int, s.Players)
			for i := range s.Played {
				out[i%s.Players]++
			}
			return out
		},
		Decide: func(_ context.Context, level string, _ uint64, obs state) ([]string, error) {
			if obs.IsOver() || !slices.Contains(levels, level) {
				return nil, fmt.Errorf("count: no move for a computer %q", level)
			}
			return []string{Move}, nil
		},
		ValidLevel: func(level string) bool { return slices.Contains(levels, level) },
	}
}
