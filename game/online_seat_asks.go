package game

import (
	"log"
	"strings"

	"orbis/game/online"
)

// seatAsks follows the requests a table sends besides its moves: the seat
// requests of the players' overlay and the chat's phrases, whose refusals
// are not a refused move.
type seatAsks struct {
	asked uint64 // the number of the last seat request
	chat  uint64 // the number of the last phrase said
	said  Phrase // the last seat request's refusal, for the overlay
}

// seatRefusalKeys are the words of the reasons a seat request is refused.
var seatRefusalKeys = map[string]string{
	online.ReasonNotHost: "online.seat_refused.not_host", online.ReasonStarted: "online.seat_refused.started",
	online.ReasonPlayerHere: "online.seat_refused.player_here", online.ReasonOver: "online.seat_refused.over",
}

// refused takes a refusal of a seat request or a phrase: what the table
// tells the player (for a phrase), and whether it was one.
func (a *seatAsks) refused(m online.Message) (Phrase, bool) {
	switch {
	case m.Seq == 0:
		return Phrase{}, false
	case m.Seq == a.chat:
		return Say("online.chat_refused"), true
	case m.Seq == a.asked:
		key, ok := seatRefusalKeys[m.Reason]
		if !ok {
			key = "online.seat_refused.other"
		}
		a.said = Say(key)
		return Phrase{}, true
	}
	return Phrase{}, false
}

// RoomSeats is an online table as its players' overlay needs it: who sits
// where, which seat is this screen's, and the requests it may send.
type RoomSeats interface {
	Table() ([]online.SeatState, int64)
	YourSeat() int
	Started() bool
	Over() bool
	AskSeat(typ string, seat int)
	SeatRefusal() Phrase
	SeatWord(env *Env, seat int) string
}

// YourSeat is the seat this screen plays.
func (n *Net[S, A, O, P]) YourSeat() int { return n.Seat }

// Started reports whether a seat has played in the room: before that the
// host may still remove players, and a seat left is open again.
func (n *Net[S, A, O, P]) Started() (started bool) {
	n.Client.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m == nil {
			return
		}
		for _, st := range m.History(0) {
			if st.Seat >= 0 {
				started = true
				return
			}
		}
	})
	return started
}

// Over reports whether the room's game is over.
func (n *Net[S, A, O, P]) Over() (over bool) {
	n.Client.With(func(m online.Match, _ []online.SeatState, _ int64) { over = m != nil && m.Over() })
	return over
}

// AskSeat sends a seat request: leave, remove or to_computer.
func (n *Net[S, A, O, P]) AskSeat(typ string, seat int) {
	seq, err := n.Client.Request(online.Message{Type: typ, Seat: seat})
	n.seats.asked, n.seats.said = seq, Phrase{}
	if err != nil {
		log.Printf("orbis: %s: %v", typ, err)
		n.seats.said = Say("online.seat_refused.other")
	}
}

// SeatRefusal says why the last seat request was refused; empty if it
// was not.
func (n *Net[S, A, O, P]) SeatRefusal() Phrase { return n.seats.said }

// ComputerWord names the server's computer of a seat's kind ("ai:medium"):
// by its level when it is one of the setup's; "" for another (a rival).
func ComputerWord(env *Env, kind string) string {
	level, ok := strings.CutPrefix(kind, "ai:")
	if !ok {
		return ""
	}
	for l, name := range levelNames {
		if name == level && l != LevelHuman {
			return env.T("play.computer", LevelWord(env, l))
		}
	}
	return ""
}
