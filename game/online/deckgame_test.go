package online_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"orbis/game/online"
)

// deckGame is a small game with what Orbis and Orbit have and the count
// game has not: a hidden deck and the table's draws. Seats take turns to
// "take"; after each take the table draws the deck's top ("draw N") for
// the seat; the game is over after its length of takes, drawn. A seat
// scores the cards drawn for it. Its views keep the deck in card order.
type deckState struct {
	Players, Length, Takes int
	Deck                   []int // from the top; in a view, in card order
	Drawn                  []int // by seat, summed
	Due                    bool  // the table's draw is due
}

func (s *deckState) IsOver() bool { return s.Takes >= s.Length && !s.Due }

func (s *deckState) CurrentPlayer() int {
	if s.IsOver() {
		return -1
	}
	seat := s.Takes % s.Players
	if s.Due {
		seat = (s.Takes - 1) % s.Players // the draw ends the turn of the seat that took
	}
	return seat
}

func (s *deckState) LegalActions(dst []string) []string {
	switch {
	case s.IsOver():
		return dst
	case s.Due:
		c, _ := s.Chance()
		return append(dst, c)
	}
	return append(dst, "take")
}

func (s *deckState) Chance() (string, bool) {
	if !s.Due || len(s.Deck) == 0 {
		return "", false
	}
	return "draw " + strconv.Itoa(s.Deck[0]), true
}

// Apply plays an action: a draw must be the deck's top.
func (s *deckState) Apply(a string) error {
	if c, ok := s.Chance(); ok && a != c {
		return fmt.Errorf("deck: %q where the table draws %q", a, c)
	}
	return s.follow(a)
}

// follow plays an action, a draw as the table made it: any card the deck
// holds (a view does not know the deck's order).
func (s *deckState) follow(a string) error {
	switch {
	case s.IsOver():
		return fmt.Errorf("deck: %q after the end", a)
	case a == "take" && !s.Due:
		s.Takes++
		s.Due = true
		return nil
	case strings.HasPrefix(a, "draw ") && s.Due:
		card, err := strconv.Atoi(strings.TrimPrefix(a, "draw "))
		i := slices.Index(s.Deck, card)
		if err != nil || i < 0 {
			return fmt.Errorf("deck: %q is no card of the deck", a)
		}
		s.Deck = slices.Delete(slices.Clone(s.Deck), i, i+1)
		s.Drawn = slices.Clone(s.Drawn)
		s.Drawn[(s.Takes-1)%s.Players] += card
		s.Due = false
		return nil
	}
	return fmt.Errorf("deck: %q is not an action now", a)
}

// Observe is the state with the deck in card order.
func (s *deckState) Observe(int) deckState {
	o := *s
	o.Deck = slices.Sorted(slices.Values(s.Deck))
	return o
}

type deckRecord struct {
	Seats   []online.SeatInfo `json:"seats"`
	Length  int               `json:"length"`
	Deck    []int             `json:"deck"`
	Actions []string          `json:"actions,omitempty"`
}

// decided counts the computer's decisions, and what each saw of the deck.
type decided struct{ decks [][]int }

func deckSpec(length int, d *decided) online.Spec[deckState, string, deckState, *deckState, *deckRecord] {
	return online.Spec[deckState, string, deckState, *deckState, *deckRecord]{
		ID:       "deck",
		MinSeats: 2,
		MaxSeats: 3,
		Deal: func(seats []online.SeatInfo, seed uint64) (*deckRecord, error) {
			deck := make([]int, length)
			for i := range deck {
				deck[i] = (int(seed) + 3*i) % 10 // distinct up to 10 cards, not in card order
			}
			return &deckRecord{Seats: seats, Length: length, Deck: deck}, nil
		},
		Read: func(data []byte) (*deckRecord, error) {
			var r deckRecord
			if err := json.Unmarshal(data, &r); err != nil {
				return nil, err
			}
			if len(r.Seats) < 2 || len(r.Deck) < r.Length {
				return nil, errors.New("deck: too few seats or cards")
			}
			return &r, nil
		},
		Players: func(r *deckRecord) int { return len(r.Seats) },
		Start: func(r *deckRecord) (deckState, error) {
			return deckState{Players: len(r.Seats), Length: r.Length, Deck: r.Deck, Drawn: make([]int, len(r.Seats))}, nil
		},
		Actions: func(r *deckRecord) []string { return r.Actions },
		WithActions: func(r *deckRecord, actions []string) *deckRecord {
			c := *r
			c.Actions = actions
			return &c
		},
		Marshal: func(r *deckRecord) ([]byte, error) { return json.Marshal(r) },
		View: func(r *deckRecord) (*deckRecord, error) {
			c := *r
			c.Deck = slices.Sorted(slices.Values(r.Deck))
			return &c, nil
		},
		ParseAction: func(text string) (string, error) {
			if text == "" {
				return "", errors.New("deck: no action")
			}
			return text, nil
		},
		FormatAction: func(a string) string { return a },
		Follow:       (*deckState).follow,
		Reveals:      func(a string) bool { return strings.HasPrefix(a, "draw ") },
		Scores:       func(s *deckState) []int { return slices.Clone(s.Drawn) },
		Decide: func(_ context.Context, level string, _ uint64, obs deckState) ([]string, error) {
			if d != nil {
				d.decks = append(d.decks, obs.Deck)
			}
			return []string{"take"}, nil
		},
		ValidLevel: func(level string) bool { return level == "easy" },
	}
}
