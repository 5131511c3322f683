//go:build !js

package orbis

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/input"
	rules "orbis/rules/orbis"
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

// finishedRecord is a whole game of Medium computers, as a record file.
func finishedRecord(t *testing.T, env *game.Env, players int, seed uint64) []byte {
	t.Helper()
	m, err := demoMatch(env, players, seed, true, false)
	if err != nil {
		t.Fatal(err)
	}
	data, err := m.Record().Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
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

func update(t *testing.T, env *game.Env, r *review, intents []input.Intent) game.Change {
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

// TestReviewOpensRecordsAndSaves: a finished game's record, a save of a
// game in progress and the rules' own example records open, a finished
// game at its end with everything open, a save at its last position from
// its person's seat.
func TestReviewOpensRecordsAndSaves(t *testing.T) {
	env := reviewEnv(t, "en")
	fin := openReview(t, env, finishedRecord(t, env, 3, 5))
	if fin.bar.Pos != fin.bar.Len || fin.bar.View != -1 || !fin.bar.Open || fin.bar.CanPlay {
		t.Errorf("a finished game opens at %d of %d, view %d, open %v, play on %v; want its end, everything open, no play on",
			fin.bar.Pos, fin.bar.Len, fin.bar.View, fin.bar.Open, fin.bar.CanPlay)
	}
	m, err := demoMatch(env, 2, 3, false, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	save := openReview(t, env, p.SaveData())
	if save.bar.Pos != len(m.Sess.Actions()) || save.bar.View != 0 || save.bar.Open || !save.bar.CanPlay {
		t.Errorf("a save opens at %d, view %d, open %v, play on %v; want %d, the person's seat 0, no open view, play on",
			save.bar.Pos, save.bar.View, save.bar.Open, save.bar.CanPlay, len(m.Sess.Actions()))
	}
	for _, file := range []string{"game-2p.json", "v1-3p-old-deck.json"} {
		data, err := os.ReadFile("../../rules/orbis/testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		r := openReview(t, env, data)
		if r.bar.Len == 0 || r.bar.Head == "" {
			t.Errorf("%s: %d actions, head %q", file, r.bar.Len, r.bar.Head)
		}
	}
}

// TestReviewStepsShowTheReplayedState steps forward to every action and
// back again, from every seat's view and with everything open: the table
// shows the state the record replays to there, and a line on the action.
func TestReviewStepsShowTheReplayedState(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 11))
	for _, view := range []int{-1, 0, 1} {
		r.bar.View = view
		update(t, env, r, key(input.KeyHome, false))
		check := func(pos int) {
			t.Helper()
			if r.bar.Pos != pos {
				t.Fatalf("view %d: at %d, want %d", view, r.bar.Pos, pos)
			}
			want := replayed(t, r.rec, pos)
			seat := view
			if view < 0 {
				seat = want.CurrentPlayer()
			} else {
				obs := want.Observe(view)
				want = obs.Public()
			}
			if r.seen != want {
				t.Fatalf("view %d, position %d: the table does not show the replayed state", view, pos)
			}
			if seat >= 0 && r.layout.Active != seat {
				t.Fatalf("view %d, position %d: seat %d drawn large, want %d", view, pos, r.layout.Active, seat)
			}
			if pos > 0 && (r.bar.Head == "" || r.bar.Line == "") {
				t.Fatalf("view %d, position %d: no words on the action: %q %q", view, pos, r.bar.Head, r.bar.Line)
			}
		}
		check(0)
		for pos := 1; pos <= r.bar.Len; pos++ {
			update(t, env, r, key(input.KeyRight, false))
			check(pos)
		}
		update(t, env, r, key(input.KeyRight, false)) // no further than the end
		check(r.bar.Len)
		for pos := r.bar.Len - 1; pos >= 0; pos-- {
			update(t, env, r, press(game.ReviewBack))
			check(pos)
		}
	}
}

// TestReviewTurnSteps: Shift with an arrow, and the turn buttons, go from
// turn's start to turn's start, where a seat is to act and no draw is due.
func TestReviewTurnSteps(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 3, 2))
	update(t, env, r, key(input.KeyHome, false))
	var seen []int
	for r.bar.Pos < r.bar.Len {
		update(t, env, r, key(input.KeyRight, true))
		seen = append(seen, r.bar.Pos)
	}
	if want := len(r.bar.Turns); len(seen) != want { // from 0, every later start and the end
		t.Fatalf("%d turn steps to the end, want %d", len(seen), want)
	}
	if got := 15 * 3; len(r.bar.Turns) != got {
		t.Errorf("%d turns found, want %d", len(r.bar.Turns), got)
	}
	for _, pos := range r.bar.Turns {
		st := &r.states[pos]
		if st.CurrentPlayer() < 0 || r.actors[pos] < 0 {
			t.Errorf("turn start %d: seat to act %d, next actor %d", pos, st.CurrentPlayer(), r.actors[pos])
		}
		if pos > 0 && r.states[pos-1].Turn() == st.Turn() && r.actors[pos-1] >= 0 {
			t.Errorf("turn start %d is in the middle of a turn", pos)
		}
	}
	mid := r.bar.Turns[10] + 2
	r.bar.Seek(mid)
	update(t, env, r, press(game.ReviewTurnBack))
	if r.bar.Pos != r.bar.Turns[10] {
		t.Errorf("a turn back from %d: %d, want the turn's start %d", mid, r.bar.Pos, r.bar.Turns[10])
	}
	update(t, env, r, key(input.KeyLeft, true))
	if r.bar.Pos != r.bar.Turns[9] {
		t.Errorf("Shift+Left from a turn's start: %d, want the turn before's %d", r.bar.Pos, r.bar.Turns[9])
	}
	update(t, env, r, press(game.ReviewTurnForward))
	if r.bar.Pos != r.bar.Turns[10] {
		t.Errorf("a turn forward: %d, want %d", r.bar.Pos, r.bar.Turns[10])
	}
	update(t, env, r, key(input.KeyEnd, false))
	if r.bar.Pos != r.bar.Len {
		t.Errorf("End: %d, want %d", r.bar.Pos, r.bar.Len)
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
	update(t, env, r, []input.Intent{{Kind: input.Click, Target: slider, X: left + w/4, Y: y}})
	want := int(float64(r.bar.Len)/4 + 0.5)
	if r.bar.Pos != want || r.seen != replayed(t, r.rec, want) {
		t.Errorf("a click a quarter along: at %d, want %d and its state", r.bar.Pos, want)
	}
	update(t, env, r, []input.Intent{{Kind: input.DragStart, Target: slider, X: left + w/2, Y: y},
		{Kind: input.DragMove, Target: slider, X: left + w*3/4, Y: y}, {Kind: input.Drop, Target: slider, X: left + w, Y: y}})
	if r.bar.Pos != r.bar.Len {
		t.Errorf("dragged to the track's end: at %d, want %d", r.bar.Pos, r.bar.Len)
	}
}

// TestReviewPlaysAtTheSpeedChosen: Play shows one action each step of the
// speed, Instant one a frame, and stops at the end; Pause stops.
func TestReviewPlaysAtTheSpeedChosen(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 4))
	update(t, env, r, key(input.KeyHome, false))
	r.bar.Speed = game.SpeedInstant
	update(t, env, r, press(game.ReviewPlay))
	if !r.bar.Playing || r.Resting() {
		t.Fatal("Play does not play")
	}
	if r.bar.Pos != 1 {
		t.Fatalf("Play at Instant shows the first action at once: at %d", r.bar.Pos)
	}
	for i := 2; i <= 5; i++ {
		update(t, env, r, nil)
		if r.bar.Pos != i || r.seen != replayed(t, r.rec, i) {
			t.Fatalf("frame %d of playing at Instant: at %d", i, r.bar.Pos)
		}
	}
	update(t, env, r, key(input.KeyActivate, false)) // Space pauses
	at := r.bar.Pos
	update(t, env, r, nil)
	if r.bar.Playing || r.bar.Pos != at {
		t.Errorf("paused, still playing: %v, %d → %d", r.bar.Playing, at, r.bar.Pos)
	}
	r.bar.Speed = game.SpeedFast
	pressed := time.Now()
	update(t, env, r, press(game.ReviewPlay))
	update(t, env, r, nil)
	// Only an action shown before its step has passed is wrong: a slow
	// machine may let the step pass between two frames.
	if r.bar.Pos != at && time.Since(pressed) < game.SpeedFast.Step() {
		t.Errorf("at Fast, an action shown before its step: %d → %d", at, r.bar.Pos)
	}
	for deadline := time.Now().Add(time.Minute); r.bar.Pos == at; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("at Fast, no action shown in a minute: at %d", r.bar.Pos)
		}
		update(t, env, r, nil)
	}
	if r.bar.Pos != at+1 || time.Since(pressed) < game.SpeedFast.Step() {
		t.Errorf("at Fast, after a step: %d after %v, want %d after %v", r.bar.Pos, time.Since(pressed), at+1, game.SpeedFast.Step())
	}
	r.bar.Speed = game.SpeedInstant
	for range r.bar.Len {
		update(t, env, r, nil)
	}
	if r.bar.Playing || r.bar.Pos != r.bar.Len {
		t.Errorf("played to the end: playing %v at %d of %d", r.bar.Playing, r.bar.Pos, r.bar.Len)
	}
}

// TestReviewPlaysOnFromThePositionShown: "play on from here" starts a
// match at the position shown, the seat watched its person and the others
// computers, which takes a legal action from the person.
func TestReviewPlaysOnFromThePositionShown(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 3, 8))
	pos := r.bar.Turns[20] + 1 // in the middle of a turn
	r.bar.Seek(pos)
	update(t, env, r, nil)
	seat := r.states[pos].CurrentPlayer()
	r.bar.View = seat
	m, err := r.branch(env)
	if err != nil {
		t.Fatal(err)
	}
	if *m.State() != r.states[pos] {
		t.Fatal("the match does not start at the position shown")
	}
	for i, s := range m.Seats {
		if s.Human() != (i == seat) || s.Name != r.names[i] {
			t.Errorf("seat %d: %+v; want %s, a person only at seat %d", i, s, r.names[i], seat)
		}
	}
	legal := m.State().LegalActions(nil)
	if err := m.Sess.Submit(seat, legal[0]); err != nil {
		t.Fatalf("the person's legal action %v: %v", legal[0], err)
	}
	if !m.Sess.CanUndo(seat) {
		t.Error("the action just taken cannot be taken back")
	}
	if c := update(t, env, r, press(game.ReviewPlayOn)); c == game.Stay {
		t.Error("Play on from here stays in the viewer")
	}
	r.bar.Seek(r.bar.Len)
	update(t, env, r, nil)
	if m, _ := r.branch(env); m != nil || r.bar.CanPlay {
		t.Error("a finished game plays on")
	}
}

// TestReviewRefusesBrokenFiles: a file of no game, a damaged record, a
// record whose actions the rules refuse, and every cut of a record are
// errors the picker words, never a panic.
func TestReviewRefusesBrokenFiles(t *testing.T) {
	env := reviewEnv(t, "en")
	good := finishedRecord(t, env, 2, 9)
	illegal := bytes.Replace(good, []byte(`"actions": [`), []byte(`"actions": ["place 9,9",`), 1)
	if bytes.Equal(illegal, good) {
		t.Fatal("the record's actions were not found")
	}
	cases := []struct {
		name    string
		data    []byte
		foreign bool
	}{
		{"empty", nil, true},
		{"another game", []byte(`{"format":"orbit-save","version":1}`), true},
		{"not JSON", []byte("\x00\x01 not a record"), true},
		{"damaged", []byte(`{"format":"orbis-record","version":3,"players":[`), false},
		{"foreign version", bytes.Replace(good, []byte(`"version": 3`), []byte(`"version": 99`), 1), false},
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
	for cut := 0; cut < len(good); cut += 37 {
		if _, err := New().Review(env, good[:cut]); err == nil {
			t.Errorf("a record cut at %d of %d bytes opened", cut, len(good))
		}
	}
}

// TestReviewFromTheGameOverAndThePicker: a finished game is kept when its
// final score shows, whose Review button opens it; the picker opens the
// games kept and the autosave, and says so of one that cannot be read.
func TestReviewFromTheGameOverAndThePicker(t *testing.T) {
	env := reviewEnv(t, "en")
	m, err := demoMatch(env, 2, 6, true, false)
	if err != nil {
		t.Fatal(err)
	}
	over := newGameOver(New(), env, m)
	kept, err := env.KeptGames()
	if err != nil || len(kept) != 1 || kept[0].Game != "orbis" || len(kept[0].Names) != 2 {
		t.Fatalf("after a game: kept %+v, %v", kept, err)
	}
	c, err := over.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: btnReview}}})
	if err != nil || c == game.Stay {
		t.Fatalf("the Review button: %v, %v", c, err)
	}
	r, err := newReview(New(), env, m.Record())
	if err != nil || r.bar.Len != len(m.Sess.Actions()) {
		t.Fatalf("the game just played: %v", err)
	}

	click := func(p game.Scene, id int) game.Change {
		t.Helper()
		c, err := p.Update(env, []input.Intent{{Kind: input.Click, Target: input.Target{Kind: game.KindButton, Index: id}}})
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	if c := click(game.NewReviewPicker(env), 100); c == game.Stay {
		t.Error("the game kept does not open from the picker")
	}
	unfinished, err := demoMatch(env, 2, 6, false, false)
	if err != nil {
		t.Fatal(err)
	}
	if err := env.Save(unfinished.Slot, newPlay(New(), env, unfinished, game.SpeedInstant).SaveData()); err != nil {
		t.Fatal(err)
	}
	if c := click(game.NewReviewPicker(env), 100); c == game.Stay { // the games in progress come first
		t.Error("the game in progress does not open from the picker")
	}
	if err := env.KeepGame(game.KeptGame{Game: "orbis", Ended: time.Now(), Names: []string{"A", "B"}}, []byte(`{"format": "orbis-record", "version": 3}`)); err != nil {
		t.Fatal(err)
	}
	if c := click(game.NewReviewPicker(env), 101); c != game.Stay {
		t.Error("a broken record opens")
	}
}

// TestReviewExplainsThePieceUnderThePointer: a display tile under the
// pointer is explained in a tooltip, as at the table.
func TestReviewExplainsThePieceUnderThePointer(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 4))
	update(t, env, r, key(input.KeyHome, false))
	d := r.layout.Display[0]
	target := r.Hit(env, d.CX, d.CY)
	update(t, env, r, []input.Intent{{Kind: input.Hover, Over: target, X: d.CX, Y: d.CY}})
	want := tileTip(env, r.seen.Tiles().Tile(r.seen.Display(0)))
	if got := strings.Join(r.tipLines, " "); !strings.HasPrefix(got, strings.Join(strings.Fields(want), " ")) {
		t.Errorf("over the first display tile, the tooltip is %q; want it to begin %q", got, want)
	}
	update(t, env, r, []input.Intent{{Kind: input.Hover, X: 1, Y: 799}})
	if len(r.tipLines) != 0 {
		t.Errorf("over nothing, the tooltip is %q", r.tipLines)
	}
}
