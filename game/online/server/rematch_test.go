package server

import (
	"context"
	"encoding/json"
	"testing"

	"orbis/game/online"
)

// finishTally plays the host's "add 3" on a tally of goal 3 and waits for
// every client's final state.
func finishTally(host *wsClient, others ...*wsClient) {
	host.send(online.Message{Type: online.TypeAct, Step: 0, Actions: []string{"add 3"}})
	for _, c := range append([]*wsClient{host}, others...) {
		c.await(online.TypeState, func(m online.Message) bool { return m.Scores != nil })
	}
}

// storedDoc reads a room's document from the store.
func storedDoc(t *testing.T, store Store, code string) roomDoc {
	t.Helper()
	data, _, err := store.Load(context.Background(), code)
	if err != nil {
		t.Fatalf("loading %s: %v", code, err)
	}
	var doc roomDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatalf("room %s: %v", code, err)
	}
	return doc
}

// TestRematchTurnsTheSeatsAndMovesThoseAtTheTable: after the final score
// the host's rematch makes a room of the same game with the seats turned
// by one (the computer at its level), the host has a fresh token for it;
// the guest at the table is told and, asking, gets the same room; a
// rematch asked again gives the same room; one asked before the end is
// refused.
func TestRematchTurnsTheSeatsAndMovesThoseAtTheTable(t *testing.T) {
	store := NewMemoryStore()
	ts := startServer(t, store, &tally{goal: 3})
	host := dialClient(t, ts)
	host.send(online.Message{Type: online.TypeCreate, Game: "tally", Name: "Ann", TurnLimit: 3600,
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}, {Kind: "ai:easy", Name: "Robo"}}})
	hj := host.await(online.TypeJoined, nil)
	host.await(online.TypeState, nil)
	guest := dialClient(t, ts)
	guest.send(online.Message{Type: online.TypeJoin, Code: hj.Code, Name: "Bob"})
	gj := guest.await(online.TypeJoined, nil)
	guest.await(online.TypeState, nil)

	host.send(online.Message{Type: online.TypeRematch, Code: hj.Code, Token: hj.Token})
	if m := host.await(online.TypeRefused, nil); m.Reason != online.ReasonNotOver {
		t.Fatalf("a rematch before the end: %s, want %s", m.Reason, online.ReasonNotOver)
	}
	finishTally(host, guest)

	host.send(online.Message{Type: online.TypeRematch, Code: hj.Code, Token: hj.Token})
	nj := host.await(online.TypeJoined, nil)
	if nj.Code == hj.Code || nj.Seat != 1 || nj.Token == hj.Token || nj.Game != "tally" {
		t.Fatalf("the host's rematch: %+v; want a new room of tally, seat 2, a fresh token", nj)
	}
	st := host.await(online.TypeState, nil)
	if got := tableWords(st.Table); got != "0:Robo/ai:easy 1:Ann/human 2:Bob/human " {
		t.Fatalf("the rematch's table: %s", got)
	}
	notice := guest.await(online.TypeRematch, nil)
	if notice.Code != nj.Code {
		t.Fatalf("the guest is told of the rematch %s, want %s", notice.Code, nj.Code)
	}
	guest.send(online.Message{Type: online.TypeRematch, Code: hj.Code, Token: gj.Token})
	gn := guest.await(online.TypeJoined, nil)
	if gn.Code != nj.Code || gn.Seat != 2 || gn.Token == gj.Token {
		t.Fatalf("the guest's rematch: %+v; want room %s, seat 3, a fresh token", gn, nj.Code)
	}
	doc := storedDoc(t, store, nj.Code)
	if doc.RematchOf != hj.Code || doc.TurnLimit != 3600 || !doc.Seats[1].Host || doc.Seats[2].Token != hashToken(gn.Token) {
		t.Fatalf("the rematch's document: of %q, turn limit %d, seats %+v", doc.RematchOf, doc.TurnLimit, doc.Seats)
	}
	if old := storedDoc(t, store, hj.Code); old.Rematch != nj.Code {
		t.Fatalf("the finished room names the rematch %q, want %q", old.Rematch, nj.Code)
	}

	// Asked again, from a new connection with the old token: the same room.
	again := dialClient(t, ts)
	again.send(online.Message{Type: online.TypeRematch, Code: hj.Code, Token: hj.Token})
	if m := again.await(online.TypeJoined, nil); m.Code != nj.Code || m.Seat != 1 {
		t.Fatalf("a rematch asked again: %+v; want room %s seat 2", m, nj.Code)
	}
}

// TestRematchWaitsForThoseAway: a player gone before the end finds the
// rematch when they come back to the finished room, and takes the seat
// kept for them; a token of no seat takes nothing.
func TestRematchWaitsForThoseAway(t *testing.T) {
	ts := startServer(t, NewMemoryStore(), &tally{goal: 3})
	host := dialClient(t, ts)
	code, token := host.create("tally", "human", "open")
	guest := dialClient(t, ts)
	guest.send(online.Message{Type: online.TypeJoin, Code: code, Name: "Bob"})
	gj := guest.await(online.TypeJoined, nil)
	guest.await(online.TypeState, nil)
	_ = guest.ws.CloseNow()
	tableWhere(host, "the guest is away", func(s []online.SeatState) bool { return !s[1].Here })
	finishTally(host)
	host.send(online.Message{Type: online.TypeRematch, Code: code, Token: token})
	nj := host.await(online.TypeJoined, nil)

	back := dialClient(t, ts)
	back.send(online.Message{Type: online.TypeResume, Code: code, Token: gj.Token})
	back.await(online.TypeJoined, nil)
	if st := back.await(online.TypeState, nil); st.Rematch != nj.Code || st.Scores == nil {
		t.Fatalf("the finished room's state on coming back: rematch %q, scores %v; want %q and the scores", st.Rematch, st.Scores, nj.Code)
	}
	back.send(online.Message{Type: online.TypeRematch, Code: code, Token: gj.Token})
	if m := back.await(online.TypeJoined, nil); m.Code != nj.Code || m.Seat != 0 {
		t.Fatalf("the returning guest's rematch: %+v; want room %s seat 1", m, nj.Code)
	}
	tableWhere(host, "the guest is back in the rematch", func(s []online.SeatState) bool { return s[0].Name == "Bob" && s[0].Here })

	stranger := dialClient(t, ts)
	stranger.send(online.Message{Type: online.TypeRematch, Code: code, Token: "0123456789abcdef0123456789abcdef"})
	if m := stranger.await(online.TypeRefused, nil); m.Reason != online.ReasonBadToken {
		t.Fatalf("a rematch with a token of no seat: %s, want %s", m.Reason, online.ReasonBadToken)
	}
}

// TestRematchIsOneAcrossServers: two servers share a store; the host asks
// on one, the guest on the other is told by the store's watch and gets
// the same room, and a rematch asked on the second server before the
// notice would have found the same code.
func TestRematchIsOneAcrossServers(t *testing.T) {
	store := NewMemoryStore()
	host := dialClient(t, startServer(t, store, &tally{goal: 3}))
	code, token := host.create("tally", "human", "open")
	other := startServer(t, store, &tally{goal: 3})
	guest := dialClient(t, other)
	guest.send(online.Message{Type: online.TypeJoin, Code: code, Name: "Bob"})
	gj := guest.await(online.TypeJoined, nil)
	guest.await(online.TypeState, nil)
	// The host's server hears of the join through the store before its
	// host acts: an act on the table as it stood before would be stale.
	host.await(online.TypeTable, func(m online.Message) bool { return len(m.Table) > 1 && m.Table[1].Kind == "human" })
	finishTally(host, guest)

	host.send(online.Message{Type: online.TypeRematch, Code: code, Token: token})
	nj := host.await(online.TypeJoined, nil)
	if notice := guest.await(online.TypeRematch, nil); notice.Code != nj.Code {
		t.Fatalf("the other server tells of the rematch %s, want %s", notice.Code, nj.Code)
	}
	guest.send(online.Message{Type: online.TypeRematch, Code: code, Token: gj.Token})
	m := guest.await(online.TypeJoined, nil)
	if m.Code != nj.Code || m.Seat != 0 {
		t.Fatalf("the guest's rematch on the other server: %+v; want room %s seat 1", m, nj.Code)
	}
	if doc := storedDoc(t, store, nj.Code); doc.Seats[0].Token != hashToken(m.Token) || doc.Seats[1].Token != hashToken(nj.Token) {
		t.Fatalf("the rematch's seats as stored: %+v", doc.Seats)
	}
}

// TestRematchCodeIsSetOnce: two servers that each draw a code for the same
// finished room store one: the second's compare-and-set finds the first's
// and gives it.
func TestRematchCodeIsSetOnce(t *testing.T) {
	store := NewMemoryStore()
	a := startServer(t, store, &tally{goal: 3})
	host := dialClient(t, a)
	code, _ := host.create("tally", "human", "open")
	finishTally(host)
	b := startServer(t, store, &tally{goal: 3})
	ctx := context.Background()
	ra, err := a.srv.open(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	rb, err := b.srv.open(ctx, code)
	if err != nil {
		t.Fatal(err)
	}
	ca, madeA, err := ra.rematchCode(ctx, &conn{srv: a.srv, key: "a"})
	if err != nil || !madeA {
		t.Fatalf("the first rematch's code: %q made %v, %v", ca, madeA, err)
	}
	cb, madeB, err := rb.rematchCode(ctx, &conn{srv: b.srv, key: "b"})
	if err != nil || madeB || cb != ca {
		t.Fatalf("the second server's rematch code: %q made %v, %v; want %q, not made", cb, madeB, err, ca)
	}
}

// TestRematchDoc: the seats turn by one; people's seats are reserved for
// their tokens and profiles, computers keep their levels, an open seat
// stays open, the host stays the host; the turn limit is kept.
func TestRematchDoc(t *testing.T) {
	old := roomDoc{Game: "tally", TurnLimit: 86400, Rated: true, Public: true, Spectators: true, Seats: []seatDoc{
		{Name: "Ann", Kind: "human", Token: "ha", Host: true, Profile: "p1"},
		{Name: "Robo", Kind: "ai:hard"},
		{Name: "Bob", Kind: "human", Token: "hb"},
	}}
	doc, infos := rematchDoc(old, "OLDCODE1", old.Created)
	want := []seatDoc{
		{Name: "Bob", Kind: "human", Reserved: "hb"},
		{Name: "Ann", Kind: "human", Reserved: "ha", Host: true, Profile: "p1"},
		{Name: "Robo", Kind: "ai:hard"},
	}
	for i := range want {
		if doc.Seats[i] != want[i] || infos[i].Kind != want[i].Kind || infos[i].Name != want[i].Name {
			t.Errorf("seat %d: %+v (%+v), want %+v", i+1, doc.Seats[i], infos[i], want[i])
		}
	}
	if doc.TurnLimit != 86400 || doc.RematchOf != "OLDCODE1" || doc.Rematch != "" {
		t.Errorf("the rematch: turn limit %d, of %q, rematch %q", doc.TurnLimit, doc.RematchOf, doc.Rematch)
	}
	if !doc.Rated || !doc.Spectators || doc.Public {
		t.Errorf("the rematch of a rated, watched public table: rated %v, spectators %v, public %v; want rated and watched, not public", doc.Rated, doc.Spectators, doc.Public)
	}
	if reservedSeat(doc.Seats, "", "p1") != 1 || reservedSeat(doc.Seats, "hb", "") != 0 || reservedSeat(doc.Seats, "hx", "p9") != -1 {
		t.Error("the reserved seats are not found by token and profile")
	}
}

// TestRematchFollowsTheProfile: a signed-in player takes their seat in
// the rematch from another device with no token of the finished game, by
// their profile alone, and finds the rematch in their games; another
// profile takes nothing.
func TestRematchFollowsTheProfile(t *testing.T) {
	lifted := ProfileLimits{RegistrationsPerMinute: 1 << 20, SignInFailuresPerMinute: 1 << 20, SignInsPerMinute: 1 << 20, ChangesPerHour: 1 << 20}
	ts := startServerWith(t, Config{Games: []online.Ruleset{&tally{goal: 3}}, Store: NewMemoryStore(), Profiles: lifted})
	ada, bea := newDevice(t), newDevice(t)
	host := dialClient(t, ts)
	wantProfile(t, host.register(ada, "Ada"), ada.ID, "Ada")
	code, token := host.create("tally", "human", "open")
	guest := dialClient(t, ts)
	wantProfile(t, guest.register(bea, "Bea"), bea.ID, "Bea")
	guest.join(code)
	finishTally(host, guest)
	host.send(online.Message{Type: online.TypeRematch, Code: code, Token: token})
	nj := host.await(online.TypeJoined, nil)

	phone := dialClient(t, ts)
	wantProfile(t, phone.signIn(bea), bea.ID, "Bea")
	m := phone.answerTo(phone.send(online.Message{Type: online.TypeRematch, Code: code}))
	if m.Type != online.TypeJoined || m.Code != nj.Code || m.Seat != 0 {
		t.Fatalf("Bea's rematch by her profile: %s %+v (%s: %s); want room %s seat 1", m.Type, m, m.Reason, m.Detail, nj.Code)
	}
	laptop := dialClient(t, ts)
	wantProfile(t, laptop.signIn(bea), bea.ID, "Bea")
	games := laptop.answerTo(laptop.send(online.Message{Type: online.TypeGames}))
	if len(games.Games) == 0 || games.Games[0].Code != nj.Code {
		t.Fatalf("Bea's games: %+v; want the rematch first", games.Games)
	}
	eve := newDevice(t)
	thief := dialClient(t, ts)
	wantProfile(t, thief.register(eve, "Eve"), eve.ID, "Eve")
	wantRefused(t, thief.answerTo(thief.send(online.Message{Type: online.TypeRematch, Code: code})), online.ReasonBadToken)
	unsigned := dialClient(t, ts)
	wantRefused(t, unsigned.answerTo(unsigned.send(online.Message{Type: online.TypeRematch, Code: code})), online.ReasonBadToken)
}
