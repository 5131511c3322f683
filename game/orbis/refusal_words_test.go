package orbis

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"orbis/game/session"
	rules "orbis/rules/orbis"
)

// TestRefusalWords: every reason the rules give, and the session's
// refusals, read as a sentence of the catalogue with its values in it;
// nothing of the rules' English reaches the player.
func TestRefusalWords(t *testing.T) {
	env := testEnv(t)
	s := newTestState(t)
	for r := rules.Reason(1); int(r) < rules.Reasons; r++ {
		ref := &rules.Refusal{Reason: r, Action: rules.EndTurn(), Phase: rules.PhasePay, Color: rules.Blue, God: rules.Death,
			Tile: s.Display(0), Slot: rules.SlotIndex(1, 2), Have: 2, Count: 1}
		got := env.Say(refusalPhrase(s, fmt.Errorf("session: seat 0: %w", ref)))
		if got == "" || strings.ContainsAny(got, "{}") || strings.Contains(got, "%!") || strings.Contains(got, ref.Error()) {
			t.Errorf("reason %d reads %q", r, got)
		}
	}
	tests := []struct {
		err  error
		want string
	}{
		{&rules.Refusal{Reason: rules.ExchangeTooFew, Color: rules.Blue, Have: 1}, "You have 1 blue worshipper; an exchange takes 3."},
		{&rules.Refusal{Reason: rules.ExchangeTooFew, Color: rules.Red, Have: 2}, "You have 2 red worshippers; an exchange takes 3."},
		{&rules.Refusal{Reason: rules.WrongPhase, Phase: rules.PhasePlace}, "Not now: place the tile you took first."},
		{&rules.Refusal{Reason: rules.GodAlreadyTaken, God: rules.Death}, "You have the God of Death already."},
		{&rules.Refusal{Reason: rules.SlotNeedsColor, Slot: rules.SlotIndex(1, 0), Color: rules.Green},
			"To go face up at row 2, column 1, a tile needs a green tile or a Wilderness beneath it."},
		{&rules.Refusal{Reason: rules.SlotTaken, Slot: rules.SlotIndex(0, 3)}, "There is a tile at row 1, column 4 already."},
		{fmt.Errorf("session: seat 1: %w", session.ErrNotYourTurn), "It is not your turn."},
		{fmt.Errorf("session: %w", session.ErrNothingToUndo), "Nothing to undo."},
		{errors.New("something else"), "That move is not possible now."},
	}
	for _, tt := range tests {
		if got := env.Say(refusalPhrase(s, tt.err)); got != tt.want {
			t.Errorf("%v reads %q, want %q", tt.err, got, tt.want)
		}
	}
}

// newTestState deals a two-player game.
func newTestState(t *testing.T) *rules.State {
	t.Helper()
	s, _, err := rules.NewGame(rules.Config{Players: 2, Seed: 1, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	return &s
}
