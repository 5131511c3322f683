//go:build !js

package orbis

import (
	"os"
	"strings"
	"testing"

	"orbis/game"
	"orbis/game/table"
	"orbis/game/table/tabletest"
	"orbis/input"
	rules "orbis/rules/orbis"
)

// reviewEnv is an environment for the viewer's tests, at 1280×800.
func reviewEnv(t *testing.T, lang string) *game.Env { return tabletest.Env(t, New(), lang) }

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
	return tabletest.Open[*review](t, env, New(), data)
}

var key, press, update = tabletest.Key, tabletest.Press, tabletest.Update

// replayed is the state after the first n actions of a record, played
// afresh.
func replayed(t testing.TB, rec *rules.Record, n int) rules.State {
	return tabletest.Replayed(t, rec.Start, rec.Actions[:n])
}

// asShared is the viewer as the checks every game's viewer passes drive it.
func asShared(r *review) tabletest.Review {
	return tabletest.Review{Scene: r, Bar: &r.bar, Shows: func(t testing.TB, pos int) bool { return r.seen == replayed(t, r.Rec, pos) }}
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
		check := func(pos int) {
			t.Helper()
			if r.bar.Pos != pos {
				t.Fatalf("view %d: at %d, want %d", view, r.bar.Pos, pos)
			}
			want := replayed(t, r.Rec, pos)
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
		tabletest.Walk(t, env, asShared(r), check)
	}
}

// TestReviewTurnSteps: Shift with an arrow, and the turn buttons, go from
// turn's start to turn's start, where a seat is to act and no draw is due.
func TestReviewTurnSteps(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 3, 2))
	if got := 15 * 3; len(r.bar.Turns) != got {
		t.Errorf("%d turns found, want %d", len(r.bar.Turns), got)
	}
	for _, pos := range r.bar.Turns {
		st := &r.States[pos]
		if st.CurrentPlayer() < 0 || r.Actors[pos] < 0 {
			t.Errorf("turn start %d: seat to act %d, next actor %d", pos, st.CurrentPlayer(), r.Actors[pos])
		}
		if pos > 0 && r.States[pos-1].Turn() == st.Turn() && r.Actors[pos-1] >= 0 {
			t.Errorf("turn start %d is in the middle of a turn", pos)
		}
	}
	tabletest.CheckTurnKeys(t, env, asShared(r), 10)
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
// match at the position shown, the seat watched its person and the others
// computers, which takes a legal action from the person.
func TestReviewPlaysOnFromThePositionShown(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 3, 8))
	pos := r.bar.Turns[20] + 1 // in the middle of a turn
	r.bar.Seek(pos)
	update(t, env, r, nil)
	seat := r.States[pos].CurrentPlayer()
	r.bar.View = seat
	m, err := r.branch(env)
	if err != nil {
		t.Fatal(err)
	}
	if *m.State() != r.States[pos] {
		t.Fatal("the match does not start at the position shown")
	}
	for i, s := range m.Seats {
		if s.Human() != (i == seat) || s.Name != r.Names[i] {
			t.Errorf("seat %d: %+v; want %s, a person only at seat %d", i, s, r.Names[i], seat)
		}
	}
	legal := m.State().LegalActions(nil)
	if err := m.Sess.Submit(seat, legal[0]); err != nil {
		t.Fatalf("the person's legal action %v: %v", legal[0], err)
	}
	if !m.Sess.CanUndo(seat) {
		t.Error("the action just taken cannot be taken back")
	}
	tabletest.CheckPlayOn(t, env, asShared(r), func() bool { m, _ := r.branch(env); return m != nil })
}

// TestReviewRefusesBrokenFiles: a file of no game, a damaged record, a
// record whose actions the rules refuse, and every cut of a record are
// errors the picker words, never a panic.
func TestReviewRefusesBrokenFiles(t *testing.T) {
	env := reviewEnv(t, "en")
	files := tabletest.Broken{Good: finishedRecord(t, env, 2, 9), Version: 3, Illegal: "place 9,9", Other: []byte(`{"format":"orbit-save","version":1}`), Cut: 37}
	tabletest.CheckRefusesBrokenFiles(t, env, New(), files, rules.ErrRecord)
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
	tabletest.CheckKeptAndReviewed(t, env, "orbis", 2, newGameOver(New(), env, m), table.BtnReview)
	r, err := newReview(New(), env, m.Record())
	if err != nil || r.bar.Len != len(m.Sess.Actions()) {
		t.Fatalf("the game just played: %v", err)
	}

	tabletest.CheckPicker(t, env, "orbis", 3, func() {
		unfinished, err := demoMatch(env, 2, 6, false, false)
		if err != nil {
			t.Fatal(err)
		}
		if err := env.Save(unfinished.Slot, newPlay(New(), env, unfinished, game.SpeedInstant).SaveData()); err != nil {
			t.Fatal(err)
		}
	})
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
