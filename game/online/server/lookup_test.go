package server

import (
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
)

func TestClientAddr(t *testing.T) {
	trusted, err := ParseTrustedProxies("10.0.0.0/8, 192.0.2.7, fd00::/8")
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name, peer string
		headers    map[string]string
		want       string
	}{
		{"a peer of its own", "203.0.113.5:4000", nil, "203.0.113.5"},
		{"headers of an untrusted peer are ignored", "203.0.113.5:4000", map[string]string{"X-Forwarded-For": "1.2.3.4", "Forwarded": "for=1.2.3.4"}, "203.0.113.5"},
		{"a trusted proxy names the client", "10.1.2.3:4000", map[string]string{"X-Forwarded-For": "198.51.100.9"}, "198.51.100.9"},
		{"a trusted proxy of one address", "192.0.2.7:4000", map[string]string{"X-Forwarded-For": "198.51.100.9"}, "198.51.100.9"},
		{"what the client wrote itself is passed over", "10.1.2.3:4000", map[string]string{"X-Forwarded-For": "6.6.6.6, 198.51.100.9"}, "198.51.100.9"},
		{"trusted proxies in a chain", "10.1.2.3:4000", map[string]string{"X-Forwarded-For": "198.51.100.9, 10.9.9.9"}, "198.51.100.9"},
		{"Forwarded first, IPv6 with a port", "[fd00::1]:4000", map[string]string{"Forwarded": `for="[2001:db8::5]:4711";proto=https`, "X-Forwarded-For": "6.6.6.6"}, "2001:db8::5"},
		{"Forwarded, several elements", "10.1.2.3:4000", map[string]string{"Forwarded": "for=6.6.6.6, for=198.51.100.9"}, "198.51.100.9"},
		{"a hop of no address stops at the proxy", "10.1.2.3:4000", map[string]string{"Forwarded": "for=unknown"}, "10.1.2.3"},
		{"a trusted proxy that names nobody", "10.1.2.3:4000", nil, "10.1.2.3"},
		{"an IPv4-mapped peer", "[::ffff:203.0.113.5]:4000", nil, "203.0.113.5"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/ws", nil)
			r.RemoteAddr = c.peer
			for k, v := range c.headers {
				r.Header.Set(k, v)
			}
			if got := clientAddrOf(r, trusted); got.String() != c.want {
				t.Errorf("clientAddr = %s, want %s", got, c.want)
			}
		})
	}
	if _, err := ParseTrustedProxies("10.0.0.0/8,not-a-net"); err == nil || !strings.Contains(err.Error(), "not-a-net") {
		t.Errorf("a bad --trust-proxy: %v", err)
	}
}

func TestAddrKeyIsTheIPv6Slash64(t *testing.T) {
	key := func(s string) string { return addrKey(netip.MustParseAddr(s)) }
	if a, b := key("2001:db8:1:2::1"), key("2001:db8:1:2:ffff::9"); a != b {
		t.Errorf("two addresses of one /64: %s and %s", a, b)
	}
	if a, b := key("2001:db8:1:2::1"), key("2001:db8:1:3::1"); a == b {
		t.Errorf("two /64s share the key %s", a)
	}
	if got := key("::ffff:203.0.113.5"); got != "203.0.113.5" {
		t.Errorf("an IPv4-mapped address: %s", got)
	}
	if a, b := key("203.0.113.5"), key("203.0.113.6"); a == b {
		t.Errorf("two IPv4 addresses share the key %s", a)
	}
}

// gamesOf is a games request of codes, each with a token.
func gamesOf(token string, codes ...string) online.Message {
	m := online.Message{Type: online.TypeGames}
	for _, c := range codes {
		m.Games = append(m.Games, online.GameRef{Code: c, Token: token})
	}
	return m
}

// missingCode is the i-th code of no room.
func missingCode(i int) string { return fmt.Sprintf("ZZZZ%04d", i) }

// TestGamesOfMissingCodesSpendTheJoinBudget: a `games` message of 50 codes
// of no room counts as 50 failed tries: the address may then neither
// join nor look up for a while, as after 50 failed joins; another address
// is not held up.
func TestGamesOfMissingCodesSpendTheJoinBudget(t *testing.T) {
	_, url := limitsServer(t, &countGame{end: 10}, nil, Config{})
	eve := dialFrom(t, url, "198.51.100.66")
	var codes []string
	for i := range online.MaxGamesAsked {
		codes = append(codes, missingCode(i))
	}
	if got := eve.ask(gamesOf(strings.Repeat("ab", 16), codes...)); got.Type != online.TypeGames || len(got.Games) != len(codes) {
		t.Fatalf("the first games message: %+v", got)
	}
	if got := eve.ask(online.Message{Type: online.TypeJoin, Code: missingCode(99), Name: "Eve"}); got.Reason != online.ReasonRateLimit {
		t.Fatalf("a join after 50 failed lookups: %s %s, want %s", got.Type, got.Reason, online.ReasonRateLimit)
	}
	if got := eve.ask(gamesOf(strings.Repeat("ab", 16), missingCode(0))); got.Reason != online.ReasonRateLimit {
		t.Fatalf("a games message after 50 failed lookups: %s %s, want %s", got.Type, got.Reason, online.ReasonRateLimit)
	}
	if got := dialFrom(t, url, "198.51.100.67").ask(online.Message{Type: online.TypeJoin, Code: missingCode(99), Name: "Ann"}); got.Reason != online.ReasonNoRoom {
		t.Fatalf("another address's join: %s %s, want %s", got.Type, got.Reason, online.ReasonNoRoom)
	}
}

// TestGuessingFromOneIPv6NetworkIsOneAddress: the lookups of a /64 are
// counted together.
func TestGuessingFromOneIPv6NetworkIsOneAddress(t *testing.T) {
	_, url := limitsServer(t, &countGame{end: 10}, nil, Config{JoinsPerMinute: 3})
	for i := range 3 {
		got := dialFrom(t, url, fmt.Sprintf("2001:db8:7:7::%x", i+1)).ask(online.Message{Type: online.TypeJoin, Code: missingCode(i), Name: "Eve"})
		if got.Reason != online.ReasonNoRoom {
			t.Fatalf("join %d: %s %s", i, got.Type, got.Reason)
		}
	}
	if got := dialFrom(t, url, "2001:db8:7:7::ffff").ask(online.Message{Type: online.TypeJoin, Code: missingCode(9), Name: "Eve"}); got.Reason != online.ReasonRateLimit {
		t.Fatalf("a fourth join from the same /64: %s %s, want %s", got.Type, got.Reason, online.ReasonRateLimit)
	}
}

// TestLobbyGamesNeverLockThePlayerOut: the lobby's `games` of the
// player's own rooms, as many as a message holds and more often than it
// asks, costs a try a message: the player still gets back to a seat.
func TestLobbyGamesNeverLockThePlayerOut(t *testing.T) {
	g := &countGame{end: 10}
	_, url := limitsServer(t, g, nil, Config{})
	const addr = "198.51.100.7"
	var codes, tokens []string
	for range 2 {
		host, joined := create(t, url, addr, 0, "human", "open")
		host.ws.CloseNow()
		codes, tokens = append(codes, joined.Code), append(tokens, joined.Token)
	}
	lobby := dialFrom(t, url, addr)
	ask := online.Message{Type: online.TypeGames}
	for i := range online.MaxGamesAsked {
		ask.Games = append(ask.Games, online.GameRef{Code: codes[i%2], Token: tokens[i%2]})
	}
	for round := range 20 {
		got := lobby.ask(ask)
		if got.Type != online.TypeGames {
			t.Fatalf("the lobby's games, time %d: %s %s", round+1, got.Reason, got.Detail)
		}
		for i, ref := range got.Games {
			if ref.Gone || ref.Game != "count" || ref.Seat != 0 {
				t.Fatalf("entry %d of time %d: %+v", i, round+1, ref)
			}
		}
	}
	if got := dialFrom(t, url, addr).ask(online.Message{Type: online.TypeResume, Code: codes[0], Token: tokens[0]}); got.Type != online.TypeJoined {
		t.Fatalf("back to the seat after the lobby: %s %s", got.Reason, got.Detail)
	}
}

// TestWrongCodeAndWrongTokenAnswerAlike: a stranger's resume and `games`
// entry get the same answer for a code of no room as for a room's code
// with a wrong token, and cost the same: one load of the store, and no
// room opened (no game replayed, nothing watched).
func TestWrongCodeAndWrongTokenAnswerAlike(t *testing.T) {
	g := &countGame{end: 10}
	st := newCountingStore()
	s, url := limitsServer(t, g, st, Config{})
	host, joined := create(t, url, "198.51.100.1", 0, "human", "open")
	host.ws.CloseNow()
	waitLetGo(t, s, joined.Code)
	wrong, missing := strings.Repeat("ab", 16), missingCode(1)
	eve := dialFrom(t, url, "198.51.100.66")

	answers := map[string][]online.Message{}
	for _, code := range []string{missing, joined.Code} {
		opens, loads := g.opens.Load(), st.loaded(code)
		for _, m := range []online.Message{{Type: online.TypeResume, Code: code, Token: wrong}, gamesOf(wrong, code)} {
			got := eve.ask(m)
			got.Seq = 0
			if got.Type == online.TypeGames {
				got.Games[0].Code = "" // the entry names the code asked
			}
			answers[m.Type] = append(answers[m.Type], got)
		}
		if n := st.loaded(code) - loads; n != 2 {
			t.Errorf("room %s: %d loads for a resume and a games entry, want one each", code, n)
		}
		if n := g.opens.Load() - opens; n != 0 {
			t.Errorf("room %s: replayed %d times for a wrong token", code, n)
		}
	}
	for ty, got := range answers {
		a, _ := json.Marshal(got[0])
		b, _ := json.Marshal(got[1])
		if string(a) != string(b) {
			t.Errorf("%s: a code of no room is answered %s, a wrong token %s", ty, a, b)
		}
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.rooms[joined.Code] != nil {
		t.Error("a resume with a wrong token opened the room")
	}
}

// waitLetGo waits until the server has let go of a room nobody is in.
func waitLetGo(t *testing.T, s *Server, code string) {
	t.Helper()
	for range 500 {
		s.mu.Lock()
		open := s.rooms[code] != nil
		s.mu.Unlock()
		if !open {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("room %s stays open with nobody in it", code)
}

// TestGamesAnswersFromTheSummary: a player's own room is answered from the
// summary its document keeps, without replaying the game; a document
// stored before summaries is still answered, by a replay.
func TestGamesAnswersFromTheSummary(t *testing.T) {
	g := &countGame{end: 10}
	st := NewMemoryStore()
	s, url := limitsServer(t, g, st, Config{})
	host, joined := create(t, url, "198.51.100.1", 0, "human", "ai:expert")
	play(t, host, 0, 3) // the host's three moves and the computer's
	host.ws.CloseNow()
	waitLetGo(t, s, joined.Code)

	want := online.GameRef{Code: joined.Code, Game: "count", Seat: 0, ToAct: 0, Step: 6, Names: []string{"Host", "expert"}}
	opens := g.opens.Load()
	got := dialFrom(t, url, "198.51.100.1").ask(gamesOf(joined.Token, joined.Code))
	if fmt.Sprint(got.Games) != fmt.Sprint([]online.GameRef{want}) {
		t.Fatalf("games = %+v, want %+v", got.Games, want)
	}
	if n := g.opens.Load() - opens; n != 0 {
		t.Errorf("the answer replayed the game %d times", n)
	}

	// The same room as an older server stored it: no summary.
	data, rev, err := st.Load(t.Context(), joined.Code)
	if err != nil {
		t.Fatal(err)
	}
	var doc roomDoc
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	doc.Summary = nil
	if data, err = encodeDoc(doc); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Save(t.Context(), joined.Code, data, rev); err != nil {
		t.Fatal(err)
	}
	got = dialFrom(t, url, "198.51.100.1").ask(gamesOf(joined.Token, joined.Code))
	if fmt.Sprint(got.Games) != fmt.Sprint([]online.GameRef{want}) {
		t.Fatalf("games of an older document = %+v, want %+v", got.Games, want)
	}
}

// play has a seat's connection play its turns until it has played n
// moves (the others are computers), reading the steps as they come.
func play(t *testing.T, p *player, seat, n int) {
	t.Helper()
	st := p.await(online.TypeState)
	step, toAct := st.Step, st.ToAct
	for played := 0; played < n; {
		if toAct == seat {
			p.send(online.Message{Type: online.TypeAct, Step: step, Actions: []string{"move"}})
			played++
		}
		m := p.await(online.TypeStep, online.TypeRefused)
		if m.Type == online.TypeRefused {
			t.Fatalf("move %d refused: %s %s", played, m.Reason, m.Detail)
		}
		step, toAct = m.Step, m.ToAct
	}
	for toAct != seat && toAct >= 0 { // the computers' turns after the last move
		m := p.await(online.TypeStep)
		toAct = m.ToAct
	}
}

func TestDecodeHeadReadsAllButTheRecord(t *testing.T) {
	doc := roomDoc{V: docVersion, Game: "count", Created: time.Unix(1e9, 0).UTC(), TurnLimit: 60, TurnSince: time.Unix(2e9, 0).UTC(),
		Seats: []seatDoc{{Name: "A", Kind: "human", Token: "t"}, {Name: "B", Kind: "ai:easy"}},
		roomLimits: roomLimits{Summary: &roomSummary{ToAct: 1, Steps: 4}, By: "192.0.2.1", Moved: true,
			Think: &thinkBudget{Left: time.Second, At: time.Unix(3e9, 0).UTC()}},
		Record: json.RawMessage(`{"plays": [0, 1, "not even read"`)}
	data, err := encodeDoc(doc)
	if err != nil {
		t.Fatal(err)
	}
	kept := string(data)
	got, err := decodeHead(data)
	if err != nil {
		t.Fatal(err)
	}
	if string(data) != kept {
		t.Fatalf("decodeHead changed the document: %s", data)
	}
	want := doc
	want.Record = nil
	a, _ := json.Marshal(got)
	b, _ := json.Marshal(want)
	if string(a) != string(b) {
		t.Errorf("decodeHead =\n%s\nwant\n%s", a, b)
	}
	// "record" as a value, or inside another field, is not the record.
	odd, err := decodeHead([]byte(`{"game": "record", "seats": [{"name": "record", "kind": "x"}], "record" : {"game": "no"}}`))
	if err != nil || odd.Game != "record" || len(odd.Seats) != 1 || odd.Seats[0].Name != "record" {
		t.Errorf("a document with \"record\" as values: %+v, %v", odd, err)
	}
	for _, bad := range []string{``, `[]`, `{"seats": 3, "record": {}}`} {
		if _, err := decodeHead([]byte(bad)); err == nil {
			t.Errorf("decodeHead(%q) read it", bad)
		}
	}
}

// TestATrustedProxyCarriesManyClients: the connections of a trusted
// reverse proxy are not bounded as one address's, while its clients are,
// each by the address it names; an untrusted peer is one address whatever
// its headers say.
func TestATrustedProxyCarriesManyClients(t *testing.T) {
	trusted, _ := ParseTrustedProxies("127.0.0.9")
	srv, err := New(Config{Games: []online.Ruleset{&countGame{end: 10}}, Store: NewMemoryStore(), Logger: slog.New(slog.DiscardHandler),
		TrustedProxies: trusted, Conns: ConnLimits{PerAddr: 2}})
	if err != nil {
		t.Fatal(err)
	}
	addr := serveOnLoopback(t, srv)
	from := func(local, client string) int {
		_, status, _ := dialWS(t, addr, local, &websocket.DialOptions{HTTPHeader: http.Header{"X-Forwarded-For": {client}}})
		return status
	}
	for i := range 3 {
		if st := from("127.0.0.9", fmt.Sprintf("198.51.100.%d", i+1)); st != http.StatusSwitchingProtocols {
			t.Fatalf("client %d through the proxy: HTTP %d", i+1, st)
		}
	}
	from("127.0.0.9", "198.51.100.9")
	from("127.0.0.9", "198.51.100.9")
	if st := from("127.0.0.9", "198.51.100.9"); st != http.StatusTooManyRequests {
		t.Errorf("a third WebSocket of one client through the proxy: HTTP %d, want %d", st, http.StatusTooManyRequests)
	}
	from("127.0.0.10", "198.51.100.21")
	from("127.0.0.10", "198.51.100.22")
	if st := from("127.0.0.10", "198.51.100.23"); st != http.StatusTooManyRequests {
		t.Errorf("a third connection of an untrusted peer naming other clients: HTTP %d, want %d", st, http.StatusTooManyRequests)
	}
}
