package server

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
)

// profileGamesOf is the games answer of a signed-in connection.
func profileGamesOf(c *wsClient) []online.GameRef {
	c.t.Helper()
	m := c.answerTo(c.send(online.Message{Type: online.TypeGames}))
	if m.Type != online.TypeGames {
		c.t.Fatalf("games: %s (%s: %s)", m.Type, m.Reason, m.Detail)
	}
	return m.Games
}

// gameOf is the answer's entry of a room, failing when there is none.
func gameOf(t *testing.T, games []online.GameRef, code string) online.GameRef {
	t.Helper()
	for _, g := range games {
		if g.Code == code {
			return g
		}
	}
	t.Fatalf("no game %s among %+v", code, games)
	return online.GameRef{}
}

// TestMyGamesTellWhoseTurnAndTheTurnLimit: the profile's games say whose
// turn it is (the seat to act, which is the profile's seat when it is
// theirs) and the room's turn limit, so that a device may tell its person
// of a turn in a game of hours or days; the turn follows a move. A room
// without a limit answers none, the field left out as older answers had
// it.
func TestMyGamesTellWhoseTurnAndTheTurnLimit(t *testing.T) {
	ts := startProfileServer(t)
	ada, bea := newDevice(t), newDevice(t)
	host := dialClient(t, ts)
	wantProfile(t, host.register(ada, "Ada"), ada.ID, "Ada")
	host.send(online.Message{Type: online.TypeCreate, Game: "tally", Name: "Ada", TurnLimit: 86400,
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	code := host.await(online.TypeJoined, nil).Code
	host.await(online.TypeState, nil)
	guest := dialClient(t, ts)
	wantProfile(t, guest.register(bea, "Bea"), bea.ID, "Bea")
	if seat := guest.join(code); seat != 1 {
		t.Fatalf("Bea joined seat %d", seat)
	}

	mine := gameOf(t, profileGamesOf(host), code)
	if mine.Seat != 0 || mine.ToAct != 0 || mine.TurnLimit != 86400 || mine.Over {
		t.Fatalf("Ada's game before her move: %+v, want her turn (seat 0 to act) of a day", mine)
	}
	theirs := gameOf(t, profileGamesOf(guest), code)
	if theirs.Seat != 1 || theirs.ToAct != 0 || theirs.TurnLimit != 86400 {
		t.Fatalf("Bea's game before Ada's move: %+v, want Ada's turn", theirs)
	}

	act(host, 0, "add 1")
	host.await(online.TypeStep, stepAt(1))
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(5 * time.Millisecond) { // the room's document is saved after the step is sent
		if theirs = gameOf(t, profileGamesOf(guest), code); theirs.ToAct == 1 || time.Now().After(deadline) {
			break
		}
	}
	if theirs.ToAct != theirs.Seat || theirs.TurnLimit != 86400 || theirs.Step != 1 {
		t.Fatalf("Bea's game after Ada's move: %+v, want her turn", theirs)
	}
	if mine = gameOf(t, profileGamesOf(host), code); mine.ToAct == mine.Seat {
		t.Fatalf("Ada's game after her move: %+v, still her turn", mine)
	}

	other := dialClient(t, ts)
	wantProfile(t, other.signIn(ada), ada.ID, "Ada")
	quick, _ := other.create("tally", "human", "open")
	if g := gameOf(t, profileGamesOf(host), quick); g.TurnLimit != 0 {
		t.Fatalf("a room without a turn limit: %+v", g)
	}
	raw := host.answerTo(host.send(online.Message{Type: online.TypeGames}))
	data, err := json.Marshal(raw.Games)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(data), `"turn_limit"`); n != 1 {
		t.Fatalf("the answer %s has %d turn limits, want the one of the game of a day", data, n)
	}
	var old []online.GameRef // an answer of a server before the field
	if err := json.Unmarshal([]byte(`[{"code":"ABCDEFGH","seat":0,"to_act":0,"step":3}]`), &old); err != nil || old[0].TurnLimit != 0 || old[0].ToAct != old[0].Seat {
		t.Fatalf("an older answer reads as %+v (%v)", old, err)
	}
}
