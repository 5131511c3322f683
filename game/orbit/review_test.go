//go:build !js

package orbit

import (
	"math/rand/v2"
	"strings"
	"testing"

	"orbis/game"
	"orbis/game/table"
	"orbis/game/table/tabletest"
	"orbis/input"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// reviewEnv is an environment for the viewer's tests, at 1280×800.
func reviewEnv(t *testing.T, lang string) *game.Env { return tabletest.Env(t, New(), lang) }

// finishedRecord is a whole game of Medium captains, as a record file.
func finishedRecord(t *testing.T, env *game.Env, players int, seed uint64) []byte {
	t.Helper()
	m, err := demoMatch(env, players, seed, func(*match) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	return mustMarshal(t, m.Record())
}

// randomRecord is a game of random legal actions, the table's among them,
// as `orbis random --game orbit` writes it.
func randomRecord(t *testing.T, players int, seed uint64) []byte {
	t.Helper()
	s, su, err := rules.NewGame(rules.Config{Players: players, Seed: seed, FirstGeneral: -1})
	if err != nil {
		t.Fatal(err)
	}
	rec := &rules.Record{Seed: &seed, Setup: su}
	for i := range players {
		rec.Players = append(rec.Players, rules.PlayerInfo{Name: "Random " + itoa(i+1), Kind: "random"})
	}
	r := rand.New(rand.NewPCG(seed, 1))
	var legal []rules.Action
	for !s.IsOver() {
		legal = s.LegalActions(legal[:0])
		a := legal[r.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	return mustMarshal(t, rec)
}

// openReview opens a file in the viewer, failing the test if it does not.
func openReview(t *testing.T, env *game.Env, data []byte) *review {
	return tabletest.Open[*review](t, env, New(), data)
}

var key, press, step = tabletest.Key, tabletest.Press, tabletest.Update

// replayed is the state after the first n actions of a record, played
// afresh.
func replayed(t testing.TB, rec *rules.Record, n int) rules.State {
	return tabletest.Replayed(t, rec.Start, rec.Actions[:n])
}

// asShared is the viewer as the checks every game's viewer passes drive
// it: a position shows the same game as the replay, its order under way.
func asShared(r *review) tabletest.Review {
	return tabletest.Review{Scene: r, Bar: &r.bar, Shows: func(t testing.TB, pos int) bool {
		st := replayed(t, r.Rec, pos)
		return sameShown(&r.seen, &st)
	}}
}

// sameShown reports whether two states show the same: the same game at
// the same point, and the same order under way.
func sameShown(a, b *rules.State) bool {
	return sameGame(a, b) && a.Order() == b.Order() && a.Rolled() == b.Rolled() && a.Followed() == b.Followed() && a.IsOver() == b.IsOver()
}

// TestReviewOpensRecordsAndSaves: a finished game's record, a random
// game's (as `orbis random` writes it) and an autosave of a game in
// progress open; a finished game at its end with everything open, a save
// at its last position from its person's seat, with play on offered.
func TestReviewOpensRecordsAndSaves(t *testing.T) {
	env := reviewEnv(t, "en")
	for _, data := range [][]byte{finishedRecord(t, env, 3, 5), finishedRecord(t, env, 1, 5), randomRecord(t, 4, 3)} {
		fin := openReview(t, env, data)
		if fin.bar.Pos != fin.bar.Len || fin.bar.View != -1 || !fin.bar.Open || fin.bar.CanPlay || fin.bar.Len == 0 {
			t.Errorf("a finished game opens at %d of %d, view %d, open %v, play on %v; want its end, everything open, no play on",
				fin.bar.Pos, fin.bar.Len, fin.bar.View, fin.bar.Open, fin.bar.CanPlay)
		}
		if !strings.Contains(fin.bar.Line, "The game is over.") {
			t.Errorf("at the end the bar says %q", fin.bar.Line)
		}
	}
	m, err := demoMatch(env, 2, 3, func(m *match) bool { return m.State().Turn() >= 5 })
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Save(m.Slot, newPlay(New(), env, m, game.SpeedInstant).SaveData()); err != nil {
		t.Fatal(err)
	}
	data, err := env.ReadSave(m.Slot)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := game.OpenReview(env, data)
	if err != nil {
		t.Fatal(err)
	}
	save := sc.(*review)
	if save.bar.Pos != len(m.Sess.Actions()) || save.bar.View != 0 || save.bar.Open || !save.bar.CanPlay {
		t.Errorf("a save opens at %d, view %d, open %v, play on %v; want %d, the person's seat 0, no open view, play on",
			save.bar.Pos, save.bar.View, save.bar.Open, save.bar.CanPlay, len(m.Sess.Actions()))
	}
}

// TestReviewStepsShowTheReplayedState steps forward to every action and
// back again, from every seat's view and with everything open: the table
// shows the state the record replays to there (a seat's view without the
// decks' order), the seat watched large, and words on the action.
func TestReviewStepsShowTheReplayedState(t *testing.T) {
	env := reviewEnv(t, "en")
	for _, players := range []int{1, 3} {
		r := openReview(t, env, finishedRecord(t, env, players, 11))
		for view := -1; view < players; view++ {
			r.bar.View = view
			check := func(pos int) {
				t.Helper()
				if r.bar.Pos != pos {
					t.Fatalf("%d players, view %d: at %d, want %d", players, view, r.bar.Pos, pos)
				}
				want := replayed(t, r.Rec, pos)
				seat := view
				if view < 0 && pos > 0 { // with everything open, the seat the action shown was of
					prev := replayed(t, r.Rec, pos-1)
					seat = prev.CurrentPlayer()
				} else if view < 0 {
					seat = want.CurrentPlayer()
				} else {
					obs := want.Observe(view)
					want = obs.Public()
				}
				if !sameShown(&r.seen, &want) {
					t.Fatalf("%d players, view %d, position %d: the table does not show the replayed state", players, view, pos)
				}
				if view >= 0 && r.seen.Player(view).DeckLeft() > 0 && r.seen.Player(view).Deck[r.seen.Player(view).DeckTop] != rules.NoHex {
					t.Fatalf("%d players, view %d, position %d: a seat's view shows its deck", players, view, pos)
				}
				if seat >= 0 && r.layout.Active != seat {
					t.Fatalf("%d players, view %d, position %d: seat %d drawn large, want %d", players, view, pos, r.layout.Active, seat)
				}
				if pos > 0 && (r.bar.Head == "" || r.bar.Line == "") {
					t.Fatalf("%d players, view %d, position %d (%v): no words on the action: %q %q", players, view, pos, r.Rec.Actions[pos-1], r.bar.Head, r.bar.Line)
				}
				if got := len(r.lines[:r.count[pos]]); pos > 0 && got < r.count[pos-1] {
					t.Fatalf("position %d: the log shrank", pos)
				}
			}
			tabletest.Walk(t, env, asShared(r), check)
		}
	}
}

// TestReviewTurnSteps: Shift with an arrow, and the turn buttons, go from
// turn's start to turn's start, where a new order is next.
func TestReviewTurnSteps(t *testing.T) {
	env := reviewEnv(t, "en")
	for _, players := range []int{1, 4} {
		r := openReview(t, env, finishedRecord(t, env, players, 2))
		if got, want := len(r.bar.Turns), r.States[r.bar.Len].Turn(); got != want && got != want+1 {
			t.Errorf("%d players: %d turns found, the game played %d", players, got, want)
		}
		for _, pos := range r.bar.Turns {
			next := r.Rec.Actions[pos].Kind
			if want := rules.KindOrder; players == 1 && next != rules.KindRoll || players > 1 && next != want {
				t.Errorf("%d players: turn start %d is followed by %v", players, pos, next)
			}
		}
		tabletest.CheckTurnKeys(t, env, asShared(r), 6)
	}
}

// TestReviewBar: a click on the slider's track shows the position under
// it, and dragging along it follows; Play shows one action each step of
// the speed, Instant one a frame, and stops at the end; Space pauses.
func TestReviewBar(t *testing.T) {
	env := reviewEnv(t, "en")
	data := finishedRecord(t, env, 2, 4)
	tabletest.CheckBar(t, env, func(t *testing.T) tabletest.Review { return asShared(openReview(t, env, data)) })
}

// TestReviewPlaysOnFromThePositionShown: "play on from here" starts a
// match at the position shown, the seat watched its person, the other
// computers as they were and people Hard; it takes a legal action from the
// person, which can be taken back, and the table it opens plays on.
func TestReviewPlaysOnFromThePositionShown(t *testing.T) {
	env := reviewEnv(t, "en")
	for _, players := range []int{1, 3} {
		r := openReview(t, env, finishedRecord(t, env, players, 8))
		pos := r.bar.Turns[len(r.bar.Turns)/2] + 2 // a follow in the middle of a turn
		for r.Actors[pos] < 0 {
			pos++
		}
		r.bar.Seek(pos)
		step(t, env, r, nil)
		seat := r.States[pos].CurrentPlayer()
		person := (seat + 1) % players // a seat's view that is not the seat to act
		r.bar.View = person
		m, err := r.branch(env)
		if err != nil {
			t.Fatal(err)
		}
		if st := r.States[pos]; !sameShown(m.State(), &st) {
			t.Fatal("the match does not start at the position shown")
		}
		for i, s := range m.Seats {
			want := r.Seats[i].Level
			switch {
			case i == person:
				want = 0
			case r.Seats[i].Human():
				want = ai.Hard
			}
			if s.Level != want || s.Name != r.Names[i] {
				t.Errorf("%d players, seat %d: %+v; want %s at level %d", players, i, s, r.Names[i], want)
			}
		}
		r.bar.View = seat
		m, err = r.branch(env)
		if err != nil {
			t.Fatal(err)
		}
		legal := m.State().LegalActions(nil)
		a := legal[0]
		for _, b := range legal { // one that leaves the seat to act: it can be taken back
			if b.Kind != rules.KindDone && b.Kind != rules.KindPass {
				a = b
				break
			}
		}
		p := newPlay(New(), env, m, game.SpeedInstant) // the table play on opens
		before := len(m.Sess.History())
		for _, frame := range gesture(m.State(), a, false) {
			update(t, env, p, frame...)
		}
		if h := m.Sess.History(); len(h) == before || h[before].Action != a {
			t.Fatalf("%d players: the person's legal action %v was not played at the table", players, a)
		}
		if m.State().CurrentPlayer() == seat && !m.Sess.CanUndo(seat) {
			t.Errorf("the action just taken, %v, cannot be taken back", a)
		}
		for at := 0; at < r.bar.Len; at += 5 { // from any position, the table's steps due among them
			r.bar.Seek(at)
			b, err := r.branch(env)
			if err != nil || b.State().IsOver() || b.State().Turn() < r.States[at].Turn() {
				t.Fatalf("%d players: play on from %d: %v", players, at, err)
			}
			b.Sess.Close()
		}
		r.bar.Seek(pos)
		tabletest.CheckPlayOn(t, env, asShared(r), func() bool { m, _ := r.branch(env); return m != nil })
	}
}

// TestReviewRefusesBrokenFiles: a file of no game, another game's, a
// damaged record, a record whose actions the rules refuse, and every cut
// of a record are errors the picker words, never a panic.
func TestReviewRefusesBrokenFiles(t *testing.T) {
	env := reviewEnv(t, "en")
	files := tabletest.Broken{Good: finishedRecord(t, env, 2, 9), Version: 2, Illegal: "mine 0", Other: []byte(`{"format":"orbis-record","version":3}`), Cut: 41}
	tabletest.CheckRefusesBrokenFiles(t, env, New(), files, rules.ErrRecord)
}

// TestReviewFromTheFinalScoreAndThePicker: a finished game is kept when
// its final score shows, whose Review button opens it; the picker opens
// the game kept, and says so of one that cannot be read.
func TestReviewFromTheFinalScoreAndThePicker(t *testing.T) {
	env := reviewEnv(t, "en")
	m, err := demoMatch(env, 2, 6, func(*match) bool { return false })
	if err != nil {
		t.Fatal(err)
	}
	tabletest.CheckKeptAndReviewed(t, env, "orbit", 2, newOver(New(), env, m), table.BtnReview)
	tabletest.CheckPicker(t, env, "orbit", 2, func() {
		unfinished, err := demoMatch(env, 3, 6, func(m *match) bool { return m.State().Turn() >= 3 })
		if err != nil {
			t.Fatal(err)
		}
		if err := env.Save(unfinished.Slot, newPlay(New(), env, unfinished, game.SpeedInstant).SaveData()); err != nil {
			t.Fatal(err)
		}
	})
}

// TestReviewExplainsThePieceUnderThePointer: a ring hex under the pointer
// is explained as at the table; with everything open a market hex also
// names the deck's next hexes, which a seat's view keeps hidden.
func TestReviewExplainsThePieceUnderThePointer(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 4))
	r.bar.Seek(r.bar.Turns[3])
	step(t, env, r, nil)
	s, l := &r.shown, r.layout
	x, y, _ := l.HexCentre(s, l.Active, 0)
	step(t, env, r, []input.Intent{{Kind: input.Hover, Over: r.Hit(env, x, y), X: x, Y: y}})
	rh := s.Player(l.Active).Ring[0]
	if want := hexTip(env, s.Kit().Hex(rh.ID), int(rh.Turns)); strings.Join(r.tip, "|") != strings.Join(want, "|") {
		t.Errorf("over the first ring hex, the tooltip is %q; want %q", r.tip, want)
	}
	slot := 0
	for s.Player(l.Active).Market[slot] == rules.NoHex {
		slot++
	}
	mk := l.Market[slot]
	step(t, env, r, []input.Intent{{Kind: input.Hover, Over: r.Hit(env, mk.CX, mk.CY), X: mk.CX, Y: mk.CY}})
	if len(r.tip) == 0 || !strings.HasPrefix(r.tip[len(r.tip)-1], "Next in the deck") {
		t.Errorf("with everything open, the market's tooltip is %q", r.tip)
	}
	step(t, env, r, press(game.ReviewSeat))
	if r.bar.View < 0 || len(r.tip) == 0 || strings.HasPrefix(r.tip[len(r.tip)-1], "Next in the deck") {
		t.Errorf("from a seat (view %d), the market's tooltip is %q", r.bar.View, r.tip)
	}
	step(t, env, r, []input.Intent{{Kind: input.Hover, X: 1, Y: 799}})
	if len(r.tip) != 0 {
		t.Errorf("over nothing, the tooltip is %q", r.tip)
	}
	other := 1 - r.layout.Active
	sys := r.layout.Systems[other].Box
	step(t, env, r, []input.Intent{{Kind: input.Click, Target: r.Hit(env, sys.X+4, sys.Y+sys.H-4)}})
	if r.layout.Active != other || r.bar.View != other {
		t.Errorf("a click on the other system: seat %d large, view %d; want %d", r.layout.Active, r.bar.View, other)
	}
}

// TestReviewWordsTellTheWholeLine: over the bar's words, a line the bar
// shows whole, on three lines too, shows no tooltip; one it cuts short
// (longer than its closest four lines) shows whole in one.
func TestReviewWordsTellTheWholeLine(t *testing.T) {
	env := reviewEnv(t, "fr")
	r := openReview(t, env, finishedRecord(t, env, 1, 5))
	f := env.Frame()
	x, y := f.X(reviewWords.X+20), f.Y(reviewWords.Y+50)
	long := ""
	for pos := 1; pos <= r.bar.Len; pos++ {
		r.bar.Seek(pos)
		step(t, env, r, []input.Intent{{Kind: input.Hover, Over: r.Hit(env, x, y), X: x, Y: y}})
		if len(r.tip) > 0 {
			t.Fatalf("position %d: the line %q shows whole, and the tooltip reads %q", pos, r.bar.Line, r.tip)
		}
		if len(env.Text().Wrap(r.bar.Line, f.Px(14), f.Px(reviewWords.W-28))) > 2 {
			long = r.bar.Line
		}
	}
	if long == "" {
		t.Fatal("no line of the game takes more than two lines: the test needs one")
	}
	r.bar.Line = strings.Repeat(long+" ", 3) + long
	r.bar.Layout(env)
	if got := strings.Join(r.tableTip(env, board.Hit{Kind: hitReviewWords}), " "); !r.bar.Cut() || got != r.bar.Line {
		t.Errorf("the line %q is cut (%v), and the tooltip reads %q", r.bar.Line, r.bar.Cut(), got)
	}
}
