//go:build !js

package orbit

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/input"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// reviewEnv is an environment for the viewer's tests, at 1280×800.
func reviewEnv(t *testing.T, lang string) *game.Env {
	t.Helper()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	env.SetSize(1280, 800)
	return env
}

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
	t.Helper()
	sc, err := New().Review(env, data)
	if err != nil {
		t.Fatal(err)
	}
	return sc.(*review)
}

func key(kind input.Kind, shift bool) []input.Intent {
	in := input.Intent{Kind: kind}
	if shift {
		in.Amount = 1
	}
	return []input.Intent{in}
}

func press(id int) []input.Intent {
	return []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindReviewButton, Index: id}}}
}

func step(t *testing.T, env *game.Env, r *review, intents []input.Intent) game.Change {
	t.Helper()
	c, err := r.Update(env, intents)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// replayed is the state after the first n actions of a record, played
// afresh.
func replayed(t *testing.T, rec *rules.Record, n int) rules.State {
	t.Helper()
	st, err := rec.Start()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range rec.Actions[:n] {
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return st
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
			step(t, env, r, key(input.KeyHome, false))
			check := func(pos int) {
				t.Helper()
				if r.bar.Pos != pos {
					t.Fatalf("%d players, view %d: at %d, want %d", players, view, r.bar.Pos, pos)
				}
				want := replayed(t, r.rec, pos)
				seat := view
				if view < 0 && pos > 0 { // with everything open, the seat the action shown was of
					prev := replayed(t, r.rec, pos-1)
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
					t.Fatalf("%d players, view %d, position %d (%v): no words on the action: %q %q", players, view, pos, r.rec.Actions[pos-1], r.bar.Head, r.bar.Line)
				}
				if got := len(r.lines[:r.count[pos]]); pos > 0 && got < r.count[pos-1] {
					t.Fatalf("position %d: the log shrank", pos)
				}
			}
			check(0)
			for pos := 1; pos <= r.bar.Len; pos++ {
				step(t, env, r, key(input.KeyRight, false))
				check(pos)
			}
			step(t, env, r, key(input.KeyRight, false)) // no further than the end
			check(r.bar.Len)
			for pos := r.bar.Len - 1; pos >= 0; pos-- {
				step(t, env, r, press(game.ReviewBack))
				check(pos)
			}
		}
	}
}

// TestReviewTurnSteps: Shift with an arrow, and the turn buttons, go from
// turn's start to turn's start, where a new order is next.
func TestReviewTurnSteps(t *testing.T) {
	env := reviewEnv(t, "en")
	for _, players := range []int{1, 4} {
		r := openReview(t, env, finishedRecord(t, env, players, 2))
		step(t, env, r, key(input.KeyHome, false))
		var seen []int
		for r.bar.Pos < r.bar.Len {
			step(t, env, r, key(input.KeyRight, true))
			seen = append(seen, r.bar.Pos)
		}
		if want := len(r.bar.Turns); len(seen) != want { // every later start, and the end
			t.Fatalf("%d players: %d turn steps to the end, want %d", players, len(seen), want)
		}
		if got, want := len(r.bar.Turns), r.states[r.bar.Len].Turn(); got != want && got != want+1 {
			t.Errorf("%d players: %d turns found, the game played %d", players, got, want)
		}
		for _, pos := range r.bar.Turns {
			next := r.rec.Actions[pos].Kind
			if want := rules.KindOrder; players == 1 && next != rules.KindRoll || players > 1 && next != want {
				t.Errorf("%d players: turn start %d is followed by %v", players, pos, next)
			}
		}
		mid := r.bar.Turns[6] + 2
		r.bar.Seek(mid)
		step(t, env, r, press(game.ReviewTurnBack))
		if r.bar.Pos != r.bar.Turns[6] {
			t.Errorf("a turn back from %d: %d, want the turn's start %d", mid, r.bar.Pos, r.bar.Turns[6])
		}
		step(t, env, r, key(input.KeyLeft, true))
		if r.bar.Pos != r.bar.Turns[5] {
			t.Errorf("Shift+Left from a turn's start: %d, want the turn before's %d", r.bar.Pos, r.bar.Turns[5])
		}
		step(t, env, r, press(game.ReviewTurnForward))
		if r.bar.Pos != r.bar.Turns[6] {
			t.Errorf("a turn forward: %d, want %d", r.bar.Pos, r.bar.Turns[6])
		}
		step(t, env, r, key(input.KeyEnd, false))
		if r.bar.Pos != r.bar.Len {
			t.Errorf("End: %d, want %d", r.bar.Pos, r.bar.Len)
		}
	}
}

// TestReviewSliderJumps: a click on the slider's track shows the position
// under it, and dragging along it follows.
func TestReviewSliderJumps(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 4))
	left, w := r.bar.Words.X+64, r.bar.Words.W-128 // the track, at 1280×800 in design units
	y := r.bar.Words.Y + r.bar.Words.H - 22
	slider := r.Hit(env, left+w/4, y)
	if slider.Kind != game.KindReviewSlider || !r.Draggable(slider) {
		t.Fatalf("the track is hit as %+v", slider)
	}
	step(t, env, r, []input.Intent{{Kind: input.Click, Target: slider, X: left + w/4, Y: y}})
	want := int(float64(r.bar.Len)/4 + 0.5)
	if st := replayed(t, r.rec, want); r.bar.Pos != want || !sameShown(&r.seen, &st) {
		t.Errorf("a click a quarter along: at %d, want %d and its state", r.bar.Pos, want)
	}
	step(t, env, r, []input.Intent{{Kind: input.DragStart, Target: slider, X: left + w/2, Y: y},
		{Kind: input.DragMove, Target: slider, X: left + w*3/4, Y: y}, {Kind: input.Drop, Target: slider, X: left + w, Y: y}})
	if r.bar.Pos != r.bar.Len {
		t.Errorf("dragged to the track's end: at %d, want %d", r.bar.Pos, r.bar.Len)
	}
}

// TestReviewPlaysAtTheSpeedChosen: Play shows one action each step of the
// speed, Instant one a frame, and stops at the end; Space pauses.
func TestReviewPlaysAtTheSpeedChosen(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 4))
	step(t, env, r, key(input.KeyHome, false))
	r.bar.Speed = game.SpeedInstant
	step(t, env, r, press(game.ReviewPlay))
	if !r.bar.Playing || r.Resting() || r.bar.Pos != 1 {
		t.Fatalf("Play at Instant: playing %v at %d; want playing, the first action shown at once", r.bar.Playing, r.bar.Pos)
	}
	for i := 2; i <= 5; i++ {
		step(t, env, r, nil)
		if st := replayed(t, r.rec, i); r.bar.Pos != i || !sameShown(&r.seen, &st) {
			t.Fatalf("frame %d of playing at Instant: at %d", i, r.bar.Pos)
		}
	}
	step(t, env, r, key(input.KeyActivate, false)) // Space pauses
	at := r.bar.Pos
	step(t, env, r, nil)
	if r.bar.Playing || r.bar.Pos != at {
		t.Errorf("paused, still playing: %v, %d → %d", r.bar.Playing, at, r.bar.Pos)
	}
	r.bar.Speed = game.SpeedFast
	pressed := time.Now()
	step(t, env, r, press(game.ReviewPlay))
	step(t, env, r, nil)
	// Only an action shown before its step has passed is wrong: a slow
	// machine may let the step pass between two frames.
	if r.bar.Pos != at && time.Since(pressed) < game.SpeedFast.Step() {
		t.Errorf("at Fast, an action shown before its step: %d → %d", at, r.bar.Pos)
	}
	for deadline := time.Now().Add(time.Minute); r.bar.Pos == at; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("at Fast, no action shown in a minute: at %d", r.bar.Pos)
		}
		step(t, env, r, nil)
	}
	if r.bar.Pos != at+1 || time.Since(pressed) < game.SpeedFast.Step() {
		t.Errorf("at Fast, after a step: %d after %v, want %d after %v", r.bar.Pos, time.Since(pressed), at+1, game.SpeedFast.Step())
	}
	r.bar.Speed = game.SpeedInstant
	for range r.bar.Len {
		step(t, env, r, nil)
	}
	if r.bar.Playing || r.bar.Pos != r.bar.Len {
		t.Errorf("played to the end: playing %v at %d of %d", r.bar.Playing, r.bar.Pos, r.bar.Len)
	}
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
		for r.actors[pos] < 0 {
			pos++
		}
		r.bar.Seek(pos)
		step(t, env, r, nil)
		seat := r.states[pos].CurrentPlayer()
		person := (seat + 1) % players // a seat's view that is not the seat to act
		r.bar.View = person
		m, err := r.branch(env)
		if err != nil {
			t.Fatal(err)
		}
		if st := r.states[pos]; !sameShown(m.State(), &st) {
			t.Fatal("the match does not start at the position shown")
		}
		for i, s := range m.Seats {
			want := r.seats[i].Level
			switch {
			case i == person:
				want = 0
			case r.seats[i].Human():
				want = ai.Hard
			}
			if s.Level != want || s.Name != r.names[i] {
				t.Errorf("%d players, seat %d: %+v; want %s at level %d", players, i, s, r.names[i], want)
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
			if err != nil || b.State().IsOver() || b.State().Turn() < r.states[at].Turn() {
				t.Fatalf("%d players: play on from %d: %v", players, at, err)
			}
			b.Sess.Close()
		}
		r.bar.Seek(pos)
		c := step(t, env, r, press(game.ReviewPlayOn))
		if c == game.Stay {
			t.Fatal("Play on from here stays in the viewer")
		}
		r.bar.Seek(r.bar.Len)
		step(t, env, r, nil)
		if m, _ := r.branch(env); m != nil || r.bar.CanPlay {
			t.Error("a finished game plays on")
		}
	}
}

// TestReviewRefusesBrokenFiles: a file of no game, another game's, a
// damaged record, a record whose actions the rules refuse, and every cut
// of a record are errors the picker words, never a panic.
func TestReviewRefusesBrokenFiles(t *testing.T) {
	env := reviewEnv(t, "en")
	good := finishedRecord(t, env, 2, 9)
	illegal := bytes.Replace(good, []byte(`"actions": [`), []byte(`"actions": ["mine 0",`), 1)
	if bytes.Equal(illegal, good) {
		t.Fatal("the record's actions were not found")
	}
	cases := []struct {
		name    string
		data    []byte
		foreign bool
	}{
		{"empty", nil, true},
		{"another game", []byte(`{"format":"orbis-record","version":3}`), true},
		{"not JSON", []byte("\x00\x01 not a record"), true},
		{"damaged", []byte(`{"format":"orbit-record","version":2,"players":[`), false},
		{"foreign version", bytes.Replace(good, []byte(`"version": 2`), []byte(`"version": 99`), 1), false},
		{"illegal action", illegal, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			sc, err := game.OpenReview(env, c.data)
			if err == nil || sc != nil {
				t.Fatalf("opened: %v", sc)
			}
			want := "review.broken"
			if c.foreign {
				want = "review.foreign"
			}
			if got := game.ReviewProblem(err); got.Key != want {
				t.Errorf("said %s, want %s (%v)", got.Key, want, err)
			}
			if !c.foreign && !errors.Is(err, rules.ErrRecord) {
				t.Errorf("%v does not wrap rules.ErrRecord", err)
			}
		})
	}
	for cut := 0; cut < len(good); cut += 41 {
		if _, err := New().Review(env, good[:cut]); err == nil {
			t.Errorf("a record cut at %d of %d bytes opened", cut, len(good))
		}
	}
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
	o := newOver(New(), env, m)
	kept, err := env.KeptGames()
	if err != nil || len(kept) != 1 || kept[0].Game != "orbit" || len(kept[0].Names) != 2 {
		t.Fatalf("after a game: kept %+v, %v", kept, err)
	}
	c, err := o.Update(env, []input.Intent{button(btnOverReview)})
	if err != nil || c == game.Stay {
		t.Fatalf("the Review button: %v, %v", c, err)
	}
	open := func(line int) game.Change {
		t.Helper()
		c, err := game.NewReviewPicker(env).Update(env, []input.Intent{button(100 + line)})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if open(0) == game.Stay { // the newest game kept
		t.Error("the game kept does not open from the picker")
	}
	unfinished, err := demoMatch(env, 3, 6, func(m *match) bool { return m.State().Turn() >= 3 })
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Save(unfinished.Slot, newPlay(New(), env, unfinished, game.SpeedInstant).SaveData()); err != nil {
		t.Fatal(err)
	}
	if open(0) == game.Stay { // the games in progress come first
		t.Error("the game in progress does not open from the picker")
	}
	if err := env.KeepGame(game.KeptGame{Game: "orbit", Ended: time.Now(), Names: []string{"A", "B"}}, []byte(`{"format": "orbit-record", "version": 2}`)); err != nil {
		t.Fatal(err)
	}
	if open(1) != game.Stay { // the newest game kept, after the one in progress
		t.Error("a broken record opens")
	}
}

// TestReviewExplainsThePieceUnderThePointer: a ring hex under the pointer
// is explained as at the table; with everything open a market hex also
// names the deck's next hexes, which a seat's view keeps hidden.
func TestReviewExplainsThePieceUnderThePointer(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 4))
	r.bar.Seek(r.bar.Turns[3])
	step(t, env, r, nil)
	s, l := &r.seen, r.layout
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
// cuts short shows whole in a tooltip; one it shows whole shows none.
func TestReviewWordsTellTheWholeLine(t *testing.T) {
	env := reviewEnv(t, "fr")
	r := openReview(t, env, finishedRecord(t, env, 1, 5))
	f := env.Frame()
	x, y := f.X(reviewWords.X+20), f.Y(reviewWords.Y+50)
	cut, whole := false, false
	for pos := 1; pos <= r.bar.Len && !(cut && whole); pos++ {
		r.bar.Seek(pos)
		step(t, env, r, []input.Intent{{Kind: input.Hover, Over: r.Hit(env, x, y), X: x, Y: y}})
		shown := env.Text().Wrap(r.bar.Line, f.Px(14), f.Px(reviewWords.W-28))
		switch {
		case len(shown) > 2:
			cut = true
			if got := strings.Join(r.tip, " "); got != r.bar.Line {
				t.Fatalf("position %d: the line %q is cut, and the tooltip reads %q", pos, r.bar.Line, got)
			}
		default:
			whole = true
			if len(r.tip) > 0 {
				t.Fatalf("position %d: the line %q shows whole, and the tooltip reads %q", pos, r.bar.Line, r.tip)
			}
		}
	}
	if !cut || !whole {
		t.Errorf("lines cut seen %v, whole %v: the test needs both", cut, whole)
	}
}
