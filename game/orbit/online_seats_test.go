package orbit

import (
	"testing"

	"orbis/game/online"
	rules "orbis/rules/orbit"
)

// TestOnlineRoomsSeatMoreThanOneScreen: a room of Orbit takes as many
// captains as the rules do (the server's cap bounds it further), and a
// game dealt for 24 of them opens with 24 players.
func TestOnlineRoomsSeatMoreThanOneScreen(t *testing.T) {
	g := Online()
	if lo, hi := g.Seats(); lo != 2 || hi != rules.MaxCaptains {
		t.Fatalf("Orbit's rooms seat %d to %d, want 2 to %d", lo, hi, rules.MaxCaptains)
	}
	seats := make([]online.SeatInfo, 24)
	for i := range seats {
		seats[i] = online.SeatInfo{Name: "Captain", Kind: "ai:easy"}
	}
	seats[0].Kind = "human"
	record, err := g.Deal(seats, 7)
	if err != nil {
		t.Fatal(err)
	}
	m, err := g.Open(record)
	if err != nil {
		t.Fatal(err)
	}
	if m.Players() != 24 || m.Over() {
		t.Fatalf("a game dealt for 24: %d players, over %v", m.Players(), m.Over())
	}
}
