package server

import (
	"context"
	"encoding/json"
	"log/slog"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/rating"
)

// probe is a connection of a signed-in person without a socket: the test
// hands the server its requests and reads what it queues.
type probe struct {
	t   *testing.T
	c   *conn
	seq uint64
}

// matchServer is a server of the test game on a store, its rate limits
// lifted; stopped at the test's end.
func matchServer(t *testing.T, store Store, match MatchLimits) *Server {
	t.Helper()
	s, err := New(Config{Games: []online.Ruleset{onlinetest.Game(3)}, Store: store, Match: match,
		Logger: slog.New(slog.NewJSONHandler(&syncBuffer{}, nil)), JoinsPerMinute: 1 << 20, MessagesPerSecond: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	return s
}

// newProbe is a connection signed in as profile id (none for "").
func newProbe(t *testing.T, s *Server, id, name string) *probe {
	c := &conn{srv: s, addr: "192.0.2.1", key: "192.0.2." + name,
		done: make(chan struct{}), ending: make(chan struct{}), seat: -1, profile: profileRef{ID: id, Name: name}}
	c.out.writing = true // no socket: the probe takes what is queued itself (next)
	t.Cleanup(func() {
		close(c.done)
		if c.room != nil {
			c.room.leave(c)
		}
	})
	return &probe{t: t, c: c}
}

// ask sends a request as a client would, checked as the server checks
// it, and reports whether it was taken.
func (p *probe) ask(m online.Message) bool {
	p.t.Helper()
	p.seq++
	m.Seq = p.seq
	data, err := online.Encode(m)
	if err != nil {
		p.t.Fatal(err)
	}
	checked, err := online.DecodeRequest(data)
	if err != nil {
		p.t.Fatalf("%s refused by DecodeRequest: %v", m.Type, err)
	}
	return p.c.serve(context.Background(), checked)
}

// await skips what the server queued until a message of type typ that ok
// accepts (nil: any); a refusal while waiting for another type fails.
func (p *probe) await(typ string, ok func(online.Message) bool) online.Message {
	p.t.Helper()
	for deadline := time.Now().Add(safetyNet); ; {
		data, queued := p.next()
		if !queued {
			if time.Now().After(deadline) {
				p.t.Fatalf("no %s from the server", typ)
			}
			time.Sleep(time.Millisecond)
			continue
		}
		p.c.written(data)
		m, err := online.DecodeResponse(data)
		if err != nil {
			p.t.Fatal(err)
		}
		if m.Type == typ && (ok == nil || ok(m)) {
			return m
		}
		if m.Type == online.TypeRefused && typ != online.TypeRefused {
			p.t.Fatalf("refused while awaiting %s: %s: %s", typ, m.Reason, m.Detail)
		}
	}
}

// next takes the first message queued for the probe's connection.
func (p *probe) next() ([]byte, bool) {
	p.c.outMu.Lock()
	defer p.c.outMu.Unlock()
	if len(p.c.out.msgs) == 0 {
		return nil, false
	}
	data := p.c.out.msgs[0]
	p.c.out.msgs = p.c.out.msgs[1:]
	return data, true
}

func begun(m online.Message) bool { return !m.Waiting }

// playOut plays the test game's moves for the probes by turn until the
// game is over.
func playOut(t *testing.T, ps ...*probe) {
	t.Helper()
	st := ps[0].await(online.TypeState, begun)
	for step := st.Step; st.ToAct >= 0; step++ {
		p := ps[st.ToAct]
		if !p.ask(online.Message{Type: online.TypeAct, Step: step, Actions: []string{onlinetest.Move}}) {
			t.Fatalf("seat %d's move at step %d refused", st.ToAct, step)
		}
		st = ps[0].await(online.TypeStep, stepAt(step+1))
	}
}

// TestQuickMatchSeatsTwoAtAPublicTableThatStartsWhenFull: the first
// person opens a public table, which the tables list shows with its open
// seat and its person's rating; the second is seated at it, and the table
// starts by itself, rated; its end changes both ratings once, and the
// leaderboard shows them with the asker's own row.
func TestQuickMatchSeatsTwoAtAPublicTableThatStartsWhenFull(t *testing.T) {
	s := matchServer(t, NewMemoryStore(), MatchLimits{})
	ada, bea, guest := newProbe(t, s, "ADAADAADAADAADA1", "Ada"), newProbe(t, s, "BEABEABEABEABEA2", "Bea"), newProbe(t, s, "", "Guest")

	if !ada.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 2}) {
		t.Fatal("Ada's quick match refused")
	}
	first := ada.await(online.TypeJoined, nil)
	if st := ada.await(online.TypeState, nil); !st.Waiting || !st.Public || !st.Rated {
		t.Fatalf("a new public table: waiting %v, public %v, rated %v; want all", st.Waiting, st.Public, st.Rated)
	}
	guest.ask(online.Message{Type: online.TypeTables, Game: onlinetest.ID})
	list := guest.await(online.TypeTables, nil)
	want := online.PublicTable{Code: first.Code, Game: onlinetest.ID, Players: 2, Open: 1, Seats: []online.TablePlace{{Name: "Ada", Rating: 1500}}}
	if len(list.Tables) != 1 || list.Tables[0].Code != want.Code || list.Tables[0].Open != 1 || len(list.Tables[0].Seats) != 1 || list.Tables[0].Seats[0] != want.Seats[0] {
		t.Fatalf("tables: %+v, want %+v", list.Tables, want)
	}

	if !bea.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 2}) {
		t.Fatal("Bea's quick match refused")
	}
	if j := bea.await(online.TypeJoined, nil); j.Code != first.Code || j.Seat != 1 {
		t.Fatalf("Bea seated at %s seat %d, want %s seat 2", j.Code, j.Seat+1, first.Code)
	}
	playOut(t, ada, bea)
	final := ada.await(online.TypeState, func(m online.Message) bool { return m.Scores != nil && m.Changes != nil })
	if len(final.Changes) != 2 || final.Changes[0].Before != 1500 || final.Changes[0].After == 1500 {
		t.Fatalf("the final state's rating changes: %+v", final.Changes)
	}

	guest.ask(online.Message{Type: online.TypeTables})
	if l := guest.await(online.TypeTables, nil); len(l.Tables) != 0 {
		t.Fatalf("a table that began is still listed: %+v", l.Tables)
	}
	bea.ask(online.Message{Type: online.TypeRatings, Game: onlinetest.ID})
	board := bea.await(online.TypeRatings, nil)
	if len(board.Rows) != 2 || board.Rows[0].Games != 1 || board.Rows[1].Games != 1 || board.Mine == nil || board.Mine.Name != "Bea" {
		t.Fatalf("leaderboard: %+v, mine %+v", board.Rows, board.Mine)
	}
	if board.Rows[0].Rating <= board.Rows[1].Rating || board.Rows[0].Rank != 1 {
		t.Fatalf("leaderboard out of order: %+v", board.Rows)
	}
}

// TestQuickMatchRefusals: the quick match seats a profile, of a game and
// size the server has.
func TestQuickMatchRefusals(t *testing.T) {
	s := matchServer(t, NewMemoryStore(), MatchLimits{})
	tests := []struct {
		name, id string
		m        online.Message
		reason   string
	}{
		{"signed out", "", online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 2}, online.ReasonNotSignedIn},
		{"no such game", "CARCARCARCARCAR3", online.Message{Type: online.TypeQuick, Game: "chess", Players: 2}, online.ReasonNoGame},
		{"too many seats", "CARCARCARCARCAR3", online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 200}, online.ReasonTooManySeats},
		{"leaderboard of no game", "", online.Message{Type: online.TypeRatings, Game: "chess"}, online.ReasonNoGame},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := newProbe(t, s, tt.id, "Cara")
			if p.ask(tt.m) {
				t.Fatal("taken")
			}
			if got := p.await(online.TypeRefused, nil); got.Reason != tt.reason {
				t.Fatalf("refused %s (%s), want %s", got.Reason, got.Detail, tt.reason)
			}
		})
	}
}

// TestQuickMatchLimitsAProfile: a profile asks for a few quick matches a
// minute, and waits at a few public tables at most.
func TestQuickMatchLimitsAProfile(t *testing.T) {
	s := matchServer(t, NewMemoryStore(), MatchLimits{QuicksPerMinute: 2})
	for i, want := range []string{"", "", online.ReasonRateLimit} {
		p := newProbe(t, s, "DANDANDANDANDAN4", "Dan"+string(rune('a'+i)))
		taken := p.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 3})
		if want == "" {
			if !taken {
				t.Fatalf("quick %d refused", i+1)
			}
			continue
		}
		if got := p.await(online.TypeRefused, nil); got.Reason != want {
			t.Fatalf("quick %d: %s, want %s", i+1, got.Reason, want)
		}
	}
}

// TestQuickMatchKeepsFarRatingsApartUntilTheTableWaited: a newcomer is
// not seated with a table of a far stronger person that opened just now,
// and is once it has waited long enough.
func TestQuickMatchKeepsFarRatingsApartUntilTheTableWaited(t *testing.T) {
	if got := []float64{window(0), window(10 * time.Second), window(time.Minute)}; got[0] != windowBase || got[1] != windowBase+windowWiden || got[2] != windowBase+6*windowWiden {
		t.Fatalf("windows %v", got)
	}
	if !math.IsInf(window(windowAll), 1) {
		t.Fatal("a table that waited long takes anyone")
	}
	for _, aged := range []bool{false, true} {
		store := NewMemoryStore()
		docs, _ := store.Docs(DocsRatings)
		strong, _ := json.Marshal(ratingDoc{Name: "Eve", R: 2200, RD: 60, Sigma: 0.06, Games: 40})
		if _, err := docs.Create(context.Background(), ratingKey(onlinetest.ID, "EVEEVEEVEEVEEVE5"), strong); err != nil {
			t.Fatal(err)
		}
		s := matchServer(t, store, MatchLimits{})
		eve, fay := newProbe(t, s, "EVEEVEEVEEVEEVE5", "Eve"), newProbe(t, s, "FAYFAYFAYFAYFAY6", "Fay")
		eve.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 2})
		table := eve.await(online.TypeJoined, nil).Code
		if aged { // the table as if opened three minutes ago
			matches, _ := store.Docs(DocsMatch)
			key := tableKey(onlinetest.ID, 2, table)
			tb, err := s.readTable(context.Background(), matches, key)
			if err != nil {
				t.Fatal(err)
			}
			tb.doc.Opened = tb.doc.Opened.Add(-3 * time.Minute)
			data, _ := json.Marshal(tb.doc)
			if _, err := matches.Update(context.Background(), key, data, tb.rev); err != nil {
				t.Fatal(err)
			}
		}
		fay.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 2})
		if j := fay.await(online.TypeJoined, nil); (j.Code == table) != aged {
			t.Fatalf("a newcomer and a 2200's table that waited 3 minutes (%v): seated together %v", aged, j.Code == table)
		}
	}
}

// TestPublicTableTakesComputersOnlyAfterTheOffer: a public table waits
// for people; its person may not start it with computers until it has
// waited long enough, when the server offers it; then they may.
func TestPublicTableTakesComputersOnlyAfterTheOffer(t *testing.T) {
	patient := matchServer(t, NewMemoryStore(), MatchLimits{FillOfferAfter: time.Hour})
	hal := newProbe(t, patient, "HALHALHALHALHAL8", "Hal")
	hal.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 3})
	hal.await(online.TypeState, nil)
	for _, open := range []string{online.OpenSeatsDrop, "ai:easy"} {
		if hal.ask(online.Message{Type: online.TypeStart, OpenSeats: open}) {
			t.Fatalf("a start with %s taken before the offer", open)
		}
		if got := hal.await(online.TypeRefused, nil); got.Reason != online.ReasonTooEarly {
			t.Fatalf("a start with %s before the offer: %s, want %s", open, got.Reason, online.ReasonTooEarly)
		}
	}

	eager := matchServer(t, NewMemoryStore(), MatchLimits{FillOfferAfter: time.Nanosecond})
	ivy := newProbe(t, eager, "IVYIVYIVYIVYIVY9", "Ivy")
	ivy.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 3})
	offer := ivy.await(online.TypeFillOffer, nil)
	if offer.Players != 2 || !strings.HasPrefix(offer.OpenSeats, "ai:") {
		t.Fatalf("offer: %+v, want 2 open seats for a computer", offer)
	}
	if ivy.ask(online.Message{Type: online.TypeStart, OpenSeats: online.OpenSeatsDrop}) {
		t.Fatal("a public table dropped its open seats")
	}
	ivy.await(online.TypeRefused, nil)
	if !ivy.ask(online.Message{Type: online.TypeStart, OpenSeats: "ai:easy"}) {
		t.Fatal("the offer's start refused")
	}
	if st := ivy.await(online.TypeState, begun); len(st.Table) != 3 || st.Table[1].Kind != "ai:easy" {
		t.Fatalf("the table after the offer: %+v", st.Table)
	}
}

// TestClaimTakesTheLastSeatOnce: two servers claim the last seat of one
// table from the entry each read: one gets it, the other finds it taken.
func TestClaimTakesTheLastSeatOnce(t *testing.T) {
	store := NewMemoryStore()
	s1, s2 := matchServer(t, store, MatchLimits{}), matchServer(t, store, MatchLimits{})
	docs, _ := store.Docs(DocsMatch)
	ctx := context.Background()
	now := time.Now().UTC()
	doc := tableDoc{Code: "ABCDEFGH", Game: onlinetest.ID, Players: 2, Opened: now, Expires: now.Add(time.Minute), Seats: []tableSeat{{Profile: "JONJONJONJONJON1", Name: "Jon", Rating: 1500}}}
	data, _ := json.Marshal(doc)
	key := tableKey(onlinetest.ID, 2, doc.Code)
	rev, err := docs.Create(ctx, key, data)
	if err != nil {
		t.Fatal(err)
	}
	read := storedTable{key: key, rev: rev, doc: doc}
	got1 := s1.claim(ctx, read, tableSeat{Profile: "KIMKIMKIMKIMKIM2", Name: "Kim", Rating: 1500})
	got2 := s2.claim(ctx, read, tableSeat{Profile: "LEOLEOLEOLEOLEO3", Name: "Leo", Rating: 1500})
	if !got1 || got2 {
		t.Fatalf("claims of the last seat: %v and %v, want the first only", got1, got2)
	}
	after, _ := s1.readTable(ctx, docs, key)
	if len(after.doc.Seats) != 2 || after.doc.Seats[1].Name != "Kim" {
		t.Fatalf("the table after the claims: %+v", after.doc.Seats)
	}

	// An entry no live server refreshed is offered to nobody.
	doc.Expires = now.Add(-time.Second)
	data, _ = json.Marshal(doc)
	if _, err := docs.Update(ctx, key, data, after.rev); err != nil {
		t.Fatal(err)
	}
	if tables, _ := s1.tables(ctx, "t."); len(tables) != 0 {
		t.Fatalf("an expired table listed: %+v", tables)
	}
}

// TestTwoServersCountAFinishedGameOnce: the same finished rated game,
// opened by two servers sharing one store at once, changes each person's
// rating once, and both rooms show the same changes.
func TestTwoServersCountAFinishedGameOnce(t *testing.T) {
	store := NewMemoryStore()
	s1, s2 := matchServer(t, store, MatchLimits{}), matchServer(t, store, MatchLimits{})
	g := onlinetest.Game(3)
	record, err := g.Deal([]online.SeatInfo{{Name: "Max", Kind: "human"}, {Name: "Noa", Kind: "human"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	doc := roomDoc{V: docVersion, Game: onlinetest.ID, Created: time.Now().UTC(), TurnSince: time.Now().UTC(), Rated: true,
		Seats: []seatDoc{
			{Name: "Max", Kind: "human", Token: hashToken(newToken()), Host: true, Profile: "MAXMAXMAXMAXMAX1"},
			{Name: "Noa", Kind: "human", Token: hashToken(newToken()), Profile: "NOANOANOANOANOA2"},
		},
		Record: record,
		Steps:  []online.Step{{Seat: 0, Action: onlinetest.Move}, {Seat: 1, Action: onlinetest.Move}, {Seat: 0, Action: onlinetest.Move}},
	}
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	const code = "QRSTVWXY"
	if _, err := store.Create(context.Background(), code, data); err != nil {
		t.Fatal(err)
	}
	rooms := make(chan *room, 2)
	for _, s := range []*Server{s1, s2} {
		go func() {
			r, err := s.open(context.Background(), code)
			if err != nil {
				t.Error(err)
			}
			rooms <- r
		}()
	}
	r1, r2 := <-rooms, <-rooms
	if r1 == nil || r2 == nil {
		t.FailNow()
	}
	waitFor(t, "both rooms to show the rating changes", func() bool {
		for _, r := range []*room{r1, r2} {
			r.mu.Lock()
			kept := r.doc.Changes != nil
			r.mu.Unlock()
			if !kept {
				r.write.Lock() // the watch may not have brought the other server's write yet
				r.reload(context.Background())
				r.write.Unlock()
				return false
			}
		}
		return true
	})
	docs, _ := store.Docs(DocsRatings)
	for i, id := range []string{"MAXMAXMAXMAXMAX1", "NOANOANOANOANOA2"} {
		d, _, err := readRating(context.Background(), docs, onlinetest.ID, id)
		if err != nil {
			t.Fatal(err)
		}
		if d.Games != 1 {
			t.Errorf("%s: %d rated games after one game opened by two servers, want 1", id, d.Games)
		}
		if won := i == 0; (d.R > 1500) != won {
			t.Errorf("%s: rated %v after a game they %s", id, d.R, map[bool]string{true: "won", false: "lost"}[won])
		}
	}
	r1.mu.Lock()
	c1 := r1.doc.Changes
	r1.mu.Unlock()
	r2.mu.Lock()
	c2 := r2.doc.Changes
	r2.mu.Unlock()
	if len(c1) != 2 || len(c2) != 2 || c1[0] != c2[0] || c1[1] != c2[1] {
		t.Fatalf("the rooms' changes differ: %+v and %+v", c1, c2)
	}
}

// TestTwoWhoAskAtOnceMeet: two people who ask for the same table at the
// same moment are seated together, not each at a table of their own
// (only one opens a table at a time).
func TestTwoWhoAskAtOnceMeet(t *testing.T) {
	for i := range 20 {
		s := matchServer(t, NewMemoryStore(), MatchLimits{})
		ps := []*probe{newProbe(t, s, "OLAOLAOLAOLAOLA1", "Ola"), newProbe(t, s, "PIAPIAPIAPIAPIA2", "Pia")}
		asked := make(chan bool, 2)
		for _, p := range ps {
			m, _ := online.DecodeRequest([]byte(`{"v":3,"type":"quick","game":"` + onlinetest.ID + `","players":2,"seq":1}`))
			go func() { asked <- p.c.serve(context.Background(), m) }()
		}
		if first, second := <-asked, <-asked; !first || !second {
			t.Fatal("a quick match refused")
		}
		if a, b := ps[0].await(online.TypeJoined, nil).Code, ps[1].await(online.TypeJoined, nil).Code; a != b {
			t.Fatalf("try %d: two who asked at once sit at %s and %s", i+1, a, b)
		}
	}
}

// TestLeavingARatedGameStillCountsIt: a person who leaves a rated game
// once it has begun (the computer plays their seat on) is rated by their
// seat's result all the same, so leaving a lost game keeps no rating.
func TestLeavingARatedGameStillCountsIt(t *testing.T) {
	s := matchServer(t, NewMemoryStore(), MatchLimits{})
	ada, bea := newProbe(t, s, "QUEQUEQUEQUEQUE1", "Que"), newProbe(t, s, "RIARIARIARIARIA2", "Ria")
	for _, p := range []*probe{ada, bea} {
		p.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 2})
		p.await(online.TypeJoined, nil)
	}
	st := ada.await(online.TypeState, begun)
	if !bea.ask(online.Message{Type: online.TypeLeave}) {
		t.Fatal("the leave refused")
	}
	for toAct, step := st.ToAct, st.Step; toAct >= 0; {
		if toAct == 0 && !ada.ask(online.Message{Type: online.TypeAct, Step: step, Actions: []string{onlinetest.Move}}) {
			t.Fatalf("a move at step %d refused", step)
		}
		m := ada.await(online.TypeStep, func(m online.Message) bool { return m.Step > step })
		toAct, step = m.ToAct, m.Step
	}
	final := ada.await(online.TypeState, func(m online.Message) bool { return m.Changes != nil })
	if len(final.Changes) != 2 || final.Changes[1].Seat != 1 || final.Changes[1].After >= 1500 {
		t.Fatalf("the changes of a game whose loser left: %+v", final.Changes)
	}
	docs, _ := s.cfg.Store.Docs(DocsRatings)
	if d, _, err := readRating(context.Background(), docs, onlinetest.ID, "RIARIARIARIARIA2"); err != nil || d.Games != 1 || d.R >= 1500 {
		t.Fatalf("the rating of who left: %+v, %v", d, err)
	}
}

// TestRatingLeavesOutAComputerOffTheLadder: the seats a rating counts are
// ranked by final score among themselves; a computer whose level the
// game's ladder does not rate is left out, and a person who did not sign
// in plays as a newcomer.
func TestRatingLeavesOutAComputerOffTheLadder(t *testing.T) {
	s := matchServer(t, NewMemoryStore(), MatchLimits{})
	ladder, err := rating.NewLadder(map[string]float64{"medium": 1300})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		seats  []ratedSeat
		want   []rating.Seat
		wantAt []int
	}{
		{"a computer off the ladder", []ratedSeat{{profile: "A", kind: "human", score: 5}, {kind: "ai:expert", score: 9}, {kind: "ai:medium", score: 3}},
			[]rating.Seat{{Person: "A", Rank: 1}, {Level: "medium", Rank: 2}}, []int{0, 2}},
		{"a tie and a person signed out", []ratedSeat{{profile: "A", kind: "human", score: 4}, {kind: "human", score: 4}, {kind: "ai:medium", score: 6}},
			[]rating.Seat{{Person: "A", Rank: 2}, {Person: "seat-2", Rank: 2}, {Level: "medium", Rank: 1}}, []int{0, 1, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rs, at := s.rateable("ABCDEFGH", tt.seats, ladder)
			if !slices.Equal(rs, tt.want) || !slices.Equal(at, tt.wantAt) {
				t.Fatalf("rated %+v at %v, want %+v at %v", rs, at, tt.want, tt.wantAt)
			}
		})
	}
}

// reversedRanks is the test game whose ranks reverse its scores, as a
// tie-break would put a lower score first.
type reversedRanks struct{ online.Ruleset }

func (g reversedRanks) Open(data []byte) (online.Match, error) {
	m, err := g.Ruleset.Open(data)
	return reversedMatch{m}, err
}

type reversedMatch struct{ online.Match }

func (m reversedMatch) Ranks() []int {
	scores := m.Scores()
	out := make([]int, len(scores))
	for i, s := range scores {
		out[i] = 1
		for _, o := range scores {
			if o < s {
				out[i]++
			}
		}
	}
	return out
}

// TestRatingFollowsTheGamesRanks: where a game ranks its seats with its
// own tie-breaks, the rating counts those places, not the scores.
func TestRatingFollowsTheGamesRanks(t *testing.T) {
	s, err := New(Config{Games: []online.Ruleset{reversedRanks{onlinetest.Game(3)}}, Store: NewMemoryStore(),
		Logger: slog.New(slog.NewJSONHandler(&syncBuffer{}, nil)), JoinsPerMinute: 1 << 20, MessagesPerSecond: 1 << 20})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(s.Close)
	ps := []*probe{newProbe(t, s, "SAMSAMSAMSAMSAM1", "Sam"), newProbe(t, s, "TIMTIMTIMTIMTIM2", "Tim")}
	for _, p := range ps {
		p.ask(online.Message{Type: online.TypeQuick, Game: onlinetest.ID, Players: 2})
		p.await(online.TypeJoined, nil)
	}
	playOut(t, ps...)
	final := ps[0].await(online.TypeState, func(m online.Message) bool { return m.Changes != nil })
	if final.Scores[0] <= final.Scores[1] || len(final.Changes) != 2 || final.Changes[1].After <= 1500 || final.Changes[0].After >= 1500 {
		t.Fatalf("scores %v, changes %+v: the seat the game ranks first gains", final.Scores, final.Changes)
	}
}

// TestChangesCountedElsewhereReachTheTable: a rated game ends and is
// counted on another server of the store; a person at its table on this
// server gets the final state again with the ratings' change.
func TestChangesCountedElsewhereReachTheTable(t *testing.T) {
	store := NewMemoryStore()
	s1 := matchServer(t, store, MatchLimits{})
	g := onlinetest.Game(3)
	record, err := g.Deal([]online.SeatInfo{{Name: "Max", Kind: "human"}, {Name: "Noa", Kind: "human"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	token := newToken()
	doc := roomDoc{V: docVersion, Game: onlinetest.ID, Created: time.Now().UTC(), TurnSince: time.Now().UTC(), Rated: true,
		Seats: []seatDoc{
			{Name: "Max", Kind: "human", Token: hashToken(token), Host: true, Profile: "MAXMAXMAXMAXMAX1"},
			{Name: "Noa", Kind: "human", Token: hashToken(newToken()), Profile: "NOANOANOANOANOA2"},
		},
		Record: record,
		Steps:  []online.Step{{Seat: 0, Action: onlinetest.Move}, {Seat: 1, Action: onlinetest.Move}},
	}
	data, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	const code = "QRSTVWX2"
	rev, err := store.Create(context.Background(), code, data)
	if err != nil {
		t.Fatal(err)
	}
	p := newProbe(t, s1, "MAXMAXMAXMAXMAX1", "Max")
	if !p.ask(online.Message{Type: online.TypeResume, Code: code, Token: token}) {
		t.Fatal("the resume was not taken")
	}
	p.await(online.TypeState, nil)
	// Another server stores the last step and the rating it counted.
	doc.Steps = append(doc.Steps, online.Step{Seat: 0, Action: onlinetest.Move})
	doc.Changes = []online.RatingChange{{Seat: 0, Before: 1500, After: 1662.3, Deviation: 290.3}, {Seat: 1, Before: 1500, After: 1337.7, Deviation: 290.3}}
	doc.Saves++
	if data, err = json.Marshal(doc); err != nil {
		t.Fatal(err)
	}
	if _, err := store.Save(context.Background(), code, data, rev); err != nil {
		t.Fatal(err)
	}
	st := p.await(online.TypeState, func(m online.Message) bool { return m.Changes != nil })
	if len(st.Changes) != 2 || st.Changes[0].After != 1662.3 {
		t.Errorf("the final state's changes: %+v", st.Changes)
	}
}
