package game

import (
	"testing"

	"orbis/game/online"
)

// TestSeatRefusalsAreNotRefusedMoves: the refusal of a seat request is
// the overlay's to show, that of a phrase a notice; any other is a move's.
func TestSeatRefusalsAreNotRefusedMoves(t *testing.T) {
	a := seatAsks{asked: 7, chat: 9}
	if said, ok := a.refused(online.Message{Type: online.TypeRefused, Seq: 7, Reason: online.ReasonStarted}); !ok || !said.Empty() || a.said.Key != "online.seat_refused.started" {
		t.Errorf("a seat request's refusal: %v %v, the overlay says %q", said, ok, a.said.Key)
	}
	if said, ok := a.refused(online.Message{Type: online.TypeRefused, Seq: 9, Reason: online.ReasonRateLimit}); !ok || said.Key != "online.chat_refused" {
		t.Errorf("a phrase's refusal: %v %v", said, ok)
	}
	for _, seq := range []uint64{0, 8} {
		if _, ok := a.refused(online.Message{Type: online.TypeRefused, Seq: seq, Reason: online.ReasonIllegal}); ok {
			t.Errorf("a refusal of request %d is taken for a seat request's", seq)
		}
	}
}
