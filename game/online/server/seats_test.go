package server

import (
	"strings"
	"testing"

	"github.com/coder/websocket"

	"orbis/game/online"
)

// The helpers of the seats' tests, on the harness's bare client.

// refusedFor sends a request and wants it refused for the reason.
func refusedFor(c *wsClient, m online.Message, reason string) {
	c.t.Helper()
	seq := c.send(m)
	if got := c.await(online.TypeRefused, func(r online.Message) bool { return r.Seq == seq }); got.Reason != reason {
		c.t.Fatalf("%s: refused for %q (%s), want %q", m.Type, got.Reason, got.Detail, reason)
	}
}

// byeOf waits for the connection's bye and its close: the bye's reason
// and the close status.
func byeOf(c *wsClient) (string, websocket.StatusCode) {
	c.t.Helper()
	bye := c.await(online.TypeBye, nil)
	code, _ := c.closed()
	return bye.Reason, code
}

// tableWhere waits for a table (or a state) that ok accepts.
func tableWhere(c *wsClient, what string, ok func([]online.SeatState) bool) []online.SeatState {
	c.t.Helper()
	for {
		m := c.next()
		if (m.Type == online.TypeTable || m.Type == online.TypeState) && ok(m.Table) {
			return m.Table
		}
		if m.Type == online.TypeRefused {
			c.t.Fatalf("refused while waiting for a table where %s: %s: %s", what, m.Reason, m.Detail)
		}
	}
}

// enterAs sends a create, join or resume and returns the joined message
// and the seat's table.
func enterAs(c *wsClient, m online.Message) (online.Message, online.Message) {
	c.t.Helper()
	c.send(m)
	return c.await(online.TypeJoined, nil), c.await(online.TypeState, nil)
}

// added plays "add 1" on the table as it stood after step steps and waits
// for its step.
func added(c *wsClient, step int) {
	c.t.Helper()
	c.send(online.Message{Type: online.TypeAct, Step: step, Actions: []string{"add 1"}})
	c.await(online.TypeStep, stepAt(step+1))
}

func tableWords(table []online.SeatState) string {
	var b strings.Builder
	for i, s := range table {
		b.WriteString(string(rune('0'+i)) + ":" + s.Name + "/" + s.Kind + " ")
	}
	return b.String()
}

// TestFinishedRoomTakesNoNewPlayer: a game that is over keeps its open
// seat out of reach; its players still come back to see the end.
func TestFinishedRoomTakesNoNewPlayer(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 1})
	host := dialClient(t, ts)
	code, token := host.create("tally", "human", "open")
	added(host, 0) // the game's one move: it is over
	if st := host.await(online.TypeState, nil); st.ToAct != -1 || len(st.Scores) != 2 {
		t.Fatalf("after the last move: to act %d, scores %v", st.ToAct, st.Scores)
	}
	refusedFor(dialClient(t, ts), online.Message{Type: online.TypeJoin, Code: code, Name: "Late"}, online.ReasonOver)
	if _, st := enterAs(dialClient(t, ts), online.Message{Type: online.TypeResume, Code: code, Token: token}); st.ToAct != -1 || len(st.Scores) != 2 {
		t.Fatalf("resuming a finished game: to act %d, scores %v", st.ToAct, st.Scores)
	}
}

// TestChatIsLimitedPerSeat: a seat's phrases count against one budget
// however many connections it opens one after the other.
func TestChatIsLimitedPerSeat(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50})
	host := dialClient(t, ts)
	code, token := host.create("tally", "human", "open")
	guest := dialClient(t, ts)
	guest.join(code)
	for range chatBurst {
		host.send(online.Message{Type: online.TypeChat, Phrase: "hello"})
		if m := guest.await(online.TypeChat, nil); m.Seat != 0 {
			t.Fatalf("a phrase of seat %d, want 0", m.Seat)
		}
	}
	second := dialClient(t, ts) // the same seat on a fresh connection
	enterAs(second, online.Message{Type: online.TypeResume, Code: code, Token: token})
	refusedFor(second, online.Message{Type: online.TypeChat, Phrase: "hello"}, online.ReasonRateLimit)
	seq := guest.send(online.Message{Type: online.TypePing})
	for {
		m := guest.next()
		if m.Type == online.TypeChat {
			t.Fatal("a phrase over the seat's budget reached the table")
		}
		if m.Type == online.TypePong && m.Seq == seq {
			break
		}
	}
}

// TestNewerConnectionTakesTheSeat: a seat plays from its latest
// connection; the older one is told why and closed with the status its
// client does not come back after.
func TestNewerConnectionTakesTheSeat(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50})
	first := dialClient(t, ts)
	code, token := first.create("tally", "human", "open")
	second := dialClient(t, ts)
	enterAs(second, online.Message{Type: online.TypeResume, Code: code, Token: token})
	if reason, status := byeOf(first); reason != online.ByeOtherDevice || int(status) != online.ByeClose {
		t.Fatalf("the older connection: bye %q, close %d; want %q, %d", reason, status, online.ByeOtherDevice, online.ByeClose)
	}
	added(second, 0) // the seat plays on from the newer one
}

// TestALateResumeLeavesTheSeatToTheNewerConnection: a client that waited
// too long for its resume dials again; when the first attempt's resume
// is served after the second's, the seat stays with the newer connection
// and the given-up one is closed, not the other way round.
func TestALateResumeLeavesTheSeatToTheNewerConnection(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50})
	host := dialClient(t, ts)
	code, token := host.create("tally", "human", "open")
	given := dialClient(t, ts) // the first attempt, whose resume comes late
	retry := dialClient(t, ts)
	enterAs(retry, online.Message{Type: online.TypeResume, Code: code, Token: token})
	if reason, _ := byeOf(host); reason != online.ByeOtherDevice {
		t.Fatalf("the host's first connection: bye %q, want %q", reason, online.ByeOtherDevice)
	}
	given.send(online.Message{Type: online.TypeResume, Code: code, Token: token})
	if reason, status := byeOf(given); reason != online.ByeOtherDevice || int(status) != online.ByeClose {
		t.Fatalf("the given-up attempt: bye %q, close %d; want %q, %d", reason, status, online.ByeOtherDevice, online.ByeClose)
	}
	added(retry, 0) // the seat plays on from the newer connection
}

// TestHostRemovesAPlayerBeforeTheFirstMove: before anyone has moved, the
// host may open a player's seat again and revoke its token; not after,
// and nobody else may.
func TestHostRemovesAPlayerBeforeTheFirstMove(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50})
	host := dialClient(t, ts)
	code, _ := host.create("tally", "human", "open", "open")
	guest := dialClient(t, ts)
	joined, _ := enterAs(guest, online.Message{Type: online.TypeJoin, Code: code, Name: "Guest"})
	refusedFor(guest, online.Message{Type: online.TypeRemove, Seat: 0}, online.ReasonNotHost)
	refusedFor(host, online.Message{Type: online.TypeRemove, Seat: 0}, online.ReasonBadSeat)
	refusedFor(host, online.Message{Type: online.TypeRemove, Seat: 2}, online.ReasonBadSeat) // open already

	host.send(online.Message{Type: online.TypeRemove, Seat: 1})
	if reason, _ := byeOf(guest); reason != online.ByeRemoved {
		t.Fatalf("the removed player's bye: %q, want %q", reason, online.ByeRemoved)
	}
	tableWhere(host, "seat 2 is open", func(s []online.SeatState) bool { return len(s) == 3 && s[1].Kind == "open" })
	refusedFor(dialClient(t, ts), online.Message{Type: online.TypeResume, Code: code, Token: joined.Token}, online.ReasonBadToken)
	if seat := dialClient(t, ts).join(code); seat != 1 {
		t.Fatalf("the next player sits at seat %d, want 1", seat)
	}

	added(host, 0)
	refusedFor(host, online.Message{Type: online.TypeRemove, Seat: 1}, online.ReasonStarted)
}

// TestHostGivesAnAbsentSeatToTheComputer: during the game the host hands
// an open seat, or one whose player is away, to the server's computer,
// which plays it at once; a player who is here keeps their seat.
func TestHostGivesAnAbsentSeatToTheComputer(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50})
	host := dialClient(t, ts)
	code, _ := host.create("tally", "human", "open", "open")
	guest := dialClient(t, ts)
	joined, _ := enterAs(guest, online.Message{Type: online.TypeJoin, Code: code, Name: "Guest"})
	added(host, 0)

	refusedFor(host, online.Message{Type: online.TypeToComputer, Seat: 1}, online.ReasonPlayerHere)
	refusedFor(guest, online.Message{Type: online.TypeToComputer, Seat: 2}, online.ReasonNotHost)
	_ = guest.ws.CloseNow()
	tableWhere(host, "the guest is away", func(s []online.SeatState) bool { return len(s) == 3 && s[1].Kind == "human" && !s[1].Here })

	host.send(online.Message{Type: online.TypeToComputer, Seat: 1})
	table := tableWhere(host, "seat 2 is the computer's", func(s []online.SeatState) bool { return s[1].Kind == "ai:"+standInLevel })
	if table[1].Name != "Guest" || !table[1].Here {
		t.Fatalf("the seat given to the computer: %s", tableWords(table))
	}
	if m := host.await(online.TypeStep, nil); m.Step != 2 || m.Seat != 1 {
		t.Fatalf("after the hand-over: step %d by seat %d, want step 2 by seat 1", m.Step, m.Seat)
	}
	refusedFor(dialClient(t, ts), online.Message{Type: online.TypeResume, Code: code, Token: joined.Token}, online.ReasonBadToken)

	// An open seat to act: the table waits for nobody.
	host.send(online.Message{Type: online.TypeToComputer, Seat: 2})
	if m := host.await(online.TypeStep, nil); m.Step != 3 || m.Seat != 2 {
		t.Fatalf("after the open seat's hand-over: step %d by seat %d, want step 3 by seat 2", m.Step, m.Seat)
	}
	refusedFor(host, online.Message{Type: online.TypeToComputer, Seat: 2}, online.ReasonBadSeat)
}

// TestPlayerLeavesTheirSeat: a seat given up is open again before the
// first move, and the computer's after it; the token no longer resumes.
func TestPlayerLeavesTheirSeat(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50})
	host := dialClient(t, ts)
	code, _ := host.create("tally", "human", "open")
	early := dialClient(t, ts)
	joined, _ := enterAs(early, online.Message{Type: online.TypeJoin, Code: code, Name: "Early"})
	early.send(online.Message{Type: online.TypeLeave})
	if reason, _ := byeOf(early); reason != online.ByeLeft {
		t.Fatalf("the bye of a leave: %q, want %q", reason, online.ByeLeft)
	}
	tableWhere(host, "seat 2 is open again", func(s []online.SeatState) bool { return s[1].Kind == "open" })
	refusedFor(dialClient(t, ts), online.Message{Type: online.TypeResume, Code: code, Token: joined.Token}, online.ReasonBadToken)

	late := dialClient(t, ts)
	enterAs(late, online.Message{Type: online.TypeJoin, Code: code, Name: "Late"})
	added(host, 0)
	late.send(online.Message{Type: online.TypeLeave})
	if reason, _ := byeOf(late); reason != online.ByeLeft {
		t.Fatalf("the bye of a leave: %q, want %q", reason, online.ByeLeft)
	}
	table := tableWhere(host, "seat 2 is the computer's", func(s []online.SeatState) bool { return s[1].Kind == "ai:"+standInLevel })
	if table[1].Name != "Late" {
		t.Fatalf("the seat left keeps its player's name: %s", tableWords(table))
	}
	if m := host.await(online.TypeStep, nil); m.Step != 2 || m.Seat != 1 {
		t.Fatalf("after the leave: step %d by seat %d, want step 2 by seat 1", m.Step, m.Seat)
	}
}

// TestRevokedSeatClosesOnEveryServer: two servers share a store; the host
// on one removes a player connected to the other, whose connection ends.
func TestRevokedSeatClosesOnEveryServer(t *testing.T) {
	store := NewMemoryStore()
	host := dialClient(t, startServer(t, store, &tally{goal: 50}))
	code, _ := host.create("tally", "human", "open")
	guest := dialClient(t, startServer(t, store, &tally{goal: 50}))
	guest.join(code)
	tableWhere(host, "the guest sits", func(s []online.SeatState) bool { return s[1].Kind == "human" })
	host.send(online.Message{Type: online.TypeRemove, Seat: 1})
	if reason, _ := byeOf(guest); reason != online.ByeRemoved {
		t.Fatalf("the removed player's bye on the other server: %q, want %q", reason, online.ByeRemoved)
	}
}

// TestNamesAtTheTable: names nobody could see are refused, marks piled on
// a letter are cut, and a name another seat has gets a number.
func TestNamesAtTheTable(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 50})
	_, st := enterAs(dialClient(t, ts), online.Message{Type: online.TypeCreate, Game: "tally", Name: "Ana",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy", Name: "ANA"}, {Kind: "ai:easy", Name: "\u3164"}}})
	if got := tableWords(st.Table); got != "0:Ana/human 1:ANA 2/ai:easy 2:easy/ai:easy " {
		t.Fatalf("the table made: %s", got)
	}
	_, st = enterAs(dialClient(t, ts), online.Message{Type: online.TypeCreate, Game: "tally", Name: "Ana",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}, {Kind: "open"}, {Kind: "open"}}})
	code := st.Code
	for _, tc := range []struct {
		name, in, want string // want "" for a refusal
	}{
		{"Hangul filler", "\u3164", ""},
		{"blank Braille", "\u2800\u2800", ""},
		{"Hangul choseong and jungseong fillers", "\u115f\u1160", ""},
		{"zero-width space", "\u200b", ""},
		{"a duplicate in another case", "ana", "ana 2"},
		{"a letter under 23 marks", "z" + strings.Repeat("\u0301", 23), "z\u0301\u0301\u0301"},
		{"a duplicate of the one before", "z\u0301\u0301\u0301", "z\u0301\u0301\u0301 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := dialClient(t, ts)
			if tc.want == "" {
				refusedFor(c, online.Message{Type: online.TypeJoin, Code: code, Name: tc.in}, online.ReasonBadName)
				return
			}
			joined, st := enterAs(c, online.Message{Type: online.TypeJoin, Code: code, Name: tc.in})
			if got := st.Table[joined.Seat].Name; got != tc.want {
				t.Fatalf("joined as %q: %q, want %q (%s)", tc.in, got, tc.want, tableWords(st.Table))
			}
		})
	}
}
