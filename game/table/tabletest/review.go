package tabletest

import (
	"bytes"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/saves"
	"orbis/input"
	"orbis/render"
)

// Review is a game's replay viewer as the shared checks drive it: the
// scene, its review bar, and whether it shows the position after the
// record's first pos actions, as a replay from the deal finds it.
type Review struct {
	Scene game.Scene
	Bar   *game.ReviewBar
	Shows func(t testing.TB, pos int) bool
}

// CheckSliderJumps: a click on the slider's track shows the position
// under it, and dragging along it follows.
func CheckSliderJumps(t *testing.T, env *game.Env, r Review) {
	t.Helper()
	left, w := r.Bar.Words.X+64, r.Bar.Words.W-128 // the track, at 1280×800 in design units
	y := r.Bar.Words.Y + r.Bar.Words.H - 22
	slider := r.Scene.Hit(env, left+w/4, y)
	if slider.Kind != game.KindReviewSlider || !r.Scene.Draggable(slider) {
		t.Fatalf("the track is hit as %+v", slider)
	}
	Update(t, env, r.Scene, []input.Intent{{Kind: input.Click, Target: slider, X: left + w/4, Y: y}})
	want := int(float64(r.Bar.Len)/4 + 0.5)
	if r.Bar.Pos != want || !r.Shows(t, want) {
		t.Errorf("a click a quarter along: at %d, want %d and its state", r.Bar.Pos, want)
	}
	Update(t, env, r.Scene, []input.Intent{{Kind: input.DragStart, Target: slider, X: left + w/2, Y: y},
		{Kind: input.DragMove, Target: slider, X: left + w*3/4, Y: y}, {Kind: input.Drop, Target: slider, X: left + w, Y: y}})
	if r.Bar.Pos != r.Bar.Len {
		t.Errorf("dragged to the track's end: at %d, want %d", r.Bar.Pos, r.Bar.Len)
	}
}

// CheckPlaysAtTheSpeedChosen: Play shows one action each step of the
// speed, Instant one a frame, and stops at the end; Space pauses.
func CheckPlaysAtTheSpeedChosen(t *testing.T, env *game.Env, r Review) {
	t.Helper()
	Update(t, env, r.Scene, Key(input.KeyHome, false))
	r.Bar.Speed = game.SpeedInstant
	Update(t, env, r.Scene, Press(game.ReviewPlay))
	if rest, ok := r.Scene.(interface{ Resting() bool }); !r.Bar.Playing || !ok || rest.Resting() || r.Bar.Pos != 1 {
		t.Fatalf("Play at Instant: playing %v at %d; want playing, the first action shown at once", r.Bar.Playing, r.Bar.Pos)
	}
	for i := 2; i <= 5; i++ {
		Update(t, env, r.Scene, nil)
		if r.Bar.Pos != i || !r.Shows(t, i) {
			t.Fatalf("frame %d of playing at Instant: at %d", i, r.Bar.Pos)
		}
	}
	Update(t, env, r.Scene, Key(input.KeyActivate, false)) // Space pauses
	at := r.Bar.Pos
	Update(t, env, r.Scene, nil)
	if r.Bar.Playing || r.Bar.Pos != at {
		t.Errorf("paused, still playing: %v, %d → %d", r.Bar.Playing, at, r.Bar.Pos)
	}
	r.Bar.Speed = game.SpeedFast
	pressed := time.Now()
	Update(t, env, r.Scene, Press(game.ReviewPlay))
	Update(t, env, r.Scene, nil)
	// Only an action shown before its step has passed is wrong: a slow
	// machine may let the step pass between two frames.
	if r.Bar.Pos != at && time.Since(pressed) < game.SpeedFast.Step() {
		t.Errorf("at Fast, an action shown before its step: %d → %d", at, r.Bar.Pos)
	}
	for deadline := time.Now().Add(time.Minute); r.Bar.Pos == at; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("at Fast, no action shown in a minute: at %d", r.Bar.Pos)
		}
		Update(t, env, r.Scene, nil)
	}
	if r.Bar.Pos != at+1 || time.Since(pressed) < game.SpeedFast.Step() {
		t.Errorf("at Fast, after a step: %d after %v, want %d after %v", r.Bar.Pos, time.Since(pressed), at+1, game.SpeedFast.Step())
	}
	r.Bar.Speed = game.SpeedInstant
	for range r.Bar.Len {
		Update(t, env, r.Scene, nil)
	}
	if r.Bar.Playing || r.Bar.Pos != r.Bar.Len {
		t.Errorf("played to the end: playing %v at %d of %d", r.Bar.Playing, r.Bar.Pos, r.Bar.Len)
	}
}

// CheckTurnKeys: Shift+Right from the deal goes from turn start to turn
// start, then to the end; from the middle of the turn starting at turn
// start i (i ≥ 1), a turn back goes to its start, Shift+Left to the turn
// before's, a turn forward back to it, and End to the end.
func CheckTurnKeys(t *testing.T, env *game.Env, r Review, i int) {
	t.Helper()
	Update(t, env, r.Scene, Key(input.KeyHome, false))
	var seen []int
	for r.Bar.Pos < r.Bar.Len {
		at := r.Bar.Pos
		Update(t, env, r.Scene, Key(input.KeyRight, true))
		if r.Bar.Pos <= at {
			t.Fatalf("Shift+Right at %d: %d", at, r.Bar.Pos)
		}
		seen = append(seen, r.Bar.Pos)
	}
	if want := append(slices.Clone(r.Bar.Turns[1:]), r.Bar.Len); !slices.Equal(seen, want) {
		t.Fatalf("turn steps from the deal: %v, want every later turn start and the end %v", seen, want)
	}
	mid := r.Bar.Turns[i] + 2
	r.Bar.Seek(mid)
	Update(t, env, r.Scene, Press(game.ReviewTurnBack))
	if r.Bar.Pos != r.Bar.Turns[i] {
		t.Errorf("a turn back from %d: %d, want the turn's start %d", mid, r.Bar.Pos, r.Bar.Turns[i])
	}
	Update(t, env, r.Scene, Key(input.KeyLeft, true))
	if r.Bar.Pos != r.Bar.Turns[i-1] {
		t.Errorf("Shift+Left from a turn's start: %d, want the turn before's %d", r.Bar.Pos, r.Bar.Turns[i-1])
	}
	Update(t, env, r.Scene, Press(game.ReviewTurnForward))
	if r.Bar.Pos != r.Bar.Turns[i] {
		t.Errorf("a turn forward: %d, want %d", r.Bar.Pos, r.Bar.Turns[i])
	}
	Update(t, env, r.Scene, Key(input.KeyEnd, false))
	if r.Bar.Pos != r.Bar.Len {
		t.Errorf("End: %d, want %d", r.Bar.Pos, r.Bar.Len)
	}
}

// Broken says how a game's files break: Good is a whole record, of the
// format's Version, whose every cut by Cut bytes is refused; Illegal an
// action its rules refuse at the deal; Other another game's file.
type Broken struct {
	Good    []byte
	Version int
	Illegal string
	Other   []byte
	Cut     int
}

// CheckRefusesBrokenFiles: a file of no game, another game's, a damaged
// record, one of a version the game does not know, one whose actions the
// rules refuse, and every cut of a record are errors the picker words,
// never a panic; the game's own damaged files wrap errRecord, the rules'
// error for a record that cannot be read or replayed.
func CheckRefusesBrokenFiles(t *testing.T, env *game.Env, g interface {
	game.Game
	game.Reviewer
}, files Broken, errRecord error) {
	t.Helper()
	version := fmt.Sprintf(`"version": %d`, files.Version)
	illegal := bytes.Replace(files.Good, []byte(`"actions": [`), []byte(`"actions": [`+strconv.Quote(files.Illegal)+`,`), 1)
	if bytes.Equal(illegal, files.Good) || !bytes.Contains(files.Good, []byte(version)) {
		t.Fatal("the record's actions or version were not found")
	}
	cases := []struct {
		name    string
		data    []byte
		foreign bool
	}{
		{"empty", nil, true},
		{"another game", files.Other, true},
		{"not JSON", []byte("\x00\x01 not a record"), true},
		{"damaged", []byte(fmt.Sprintf(`{"format":"%s-record","version":%d,"players":[`, g.ID(), files.Version)), false},
		{"foreign version", bytes.Replace(files.Good, []byte(version), []byte(`"version": 99`), 1), false},
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
			if !c.foreign && !errors.Is(err, errRecord) {
				t.Errorf("%v does not wrap the rules' record error", err)
			}
		})
	}
	for cut := 0; cut < len(files.Good); cut += files.Cut {
		if _, err := g.Review(env, files.Good[:cut]); err == nil {
			t.Errorf("a record cut at %d of %d bytes opened", cut, len(files.Good))
		}
	}
}

// Keep keeps a finished game's record, its seats named by the names'
// keys (the computers' names, say) in the environment's language.
func Keep(t testing.TB, env *game.Env, gameID string, nameKeys []string, data []byte) {
	t.Helper()
	names := make([]string, len(nameKeys))
	for i, k := range nameKeys {
		names[i] = env.T(k)
	}
	if err := env.KeepGame(game.KeptGame{Game: gameID, Ended: time.Date(2026, 11, 25, 21, 5, 0, 0, time.UTC), Names: names}, data); err != nil {
		t.Fatal(err)
	}
}

// BrokenPicker keeps a broken record of the game (its format's opening
// only) and opens the picker on it: the picker with its message.
func BrokenPicker(t testing.TB, env *game.Env, gameID string) game.Scene {
	t.Helper()
	if err := env.KeepGame(game.KeptGame{Game: gameID, Ended: time.Now(), Names: []string{"Ada", "Bo"}}, []byte(`{"format":"`+gameID+`-record"`)); err != nil {
		t.Fatal(err)
	}
	picker := saves.NewPicker(env)
	Update(t, env, picker, []input.Intent{Button(100)})
	return picker
}

// CheckPlayOn: "play on from here" leaves the viewer; at the end of the
// game nothing plays on (branched says whether a match was made there).
func CheckPlayOn(t *testing.T, env *game.Env, r Review, branched func() bool) {
	t.Helper()
	if c := Update(t, env, r.Scene, Press(game.ReviewPlayOn)); c == game.Stay {
		t.Error("Play on from here stays in the viewer")
	}
	r.Bar.Seek(r.Bar.Len)
	Update(t, env, r.Scene, nil)
	if branched() || r.Bar.CanPlay {
		t.Error("a finished game plays on")
	}
}

// CheckKeptAndReviewed: a game of players seats just finished is kept,
// the one game of gameID kept, before its final score shows, whose button
// review opens it.
func CheckKeptAndReviewed(t *testing.T, env *game.Env, gameID string, players int, over game.Scene, review int) {
	t.Helper()
	kept, err := env.KeptGames()
	if err != nil || len(kept) != 1 || kept[0].Game != gameID || len(kept[0].Names) != players {
		t.Fatalf("after a game: kept %+v, %v", kept, err)
	}
	c, err := over.Update(env, []input.Intent{Button(review)})
	if err != nil || c == game.Stay {
		t.Fatalf("the Review button: %v, %v", c, err)
	}
}

// CheckBar runs the review bar's checks on a viewer open opens afresh for
// each: the slider (CheckSliderJumps) and Play (CheckPlaysAtTheSpeedChosen).
func CheckBar(t *testing.T, env *game.Env, open func(t *testing.T) Review) {
	t.Run("slider jumps", func(t *testing.T) { CheckSliderJumps(t, env, open(t)) })
	t.Run("plays at the speed chosen", func(t *testing.T) { CheckPlaysAtTheSpeedChosen(t, env, open(t)) })
}

// Walk steps a viewer from the deal to every position and back again, one
// action at a time (Right, then the back button), no further than the end,
// and checks each position it stands at.
func Walk(t *testing.T, env *game.Env, r Review, check func(pos int)) {
	t.Helper()
	Update(t, env, r.Scene, Key(input.KeyHome, false))
	check(0)
	for pos := 1; pos <= r.Bar.Len; pos++ {
		Update(t, env, r.Scene, Key(input.KeyRight, false))
		check(pos)
	}
	Update(t, env, r.Scene, Key(input.KeyRight, false)) // no further than the end
	check(r.Bar.Len)
	for pos := r.Bar.Len - 1; pos >= 0; pos-- {
		Update(t, env, r.Scene, Press(game.ReviewBack))
		check(pos)
	}
}

// HoverSeatButton rests the pointer on the review bar's seat button, at
// the screen's right where its tip is the longest, at design height y.
func HoverSeatButton(t testing.TB, env *game.Env, sc game.Scene, y float64) {
	t.Helper()
	f := env.Frame()
	Update(t, env, sc, []input.Intent{{Kind: input.Hover, Over: input.Target{Kind: game.KindReviewButton, Index: game.ReviewSeat},
		X: f.X(1250), Y: f.Y(y)}})
}

// PlayFromTheMiddle shows a viewer the middle of its game from the first
// seat, playing.
func PlayFromTheMiddle(t testing.TB, env *game.Env, r Review) {
	t.Helper()
	r.Bar.Seek(r.Bar.Turns[len(r.Bar.Turns)/2] + 2)
	Update(t, env, r.Scene, Press(game.ReviewSeat)) // from the first seat
	Update(t, env, r.Scene, Press(game.ReviewPlay))
}

// CheckPicker: the replay viewer's picker opens the game kept; once
// saveInProgress has saved a game in progress, that comes first and
// opens; a kept record of the game that cannot be read (its format named,
// its version given, nothing else) does not open.
func CheckPicker(t *testing.T, env *game.Env, gameID string, version int, saveInProgress func()) {
	t.Helper()
	open := func(line int) game.Change {
		t.Helper()
		return Update(t, env, saves.NewPicker(env), []input.Intent{Button(100 + line)})
	}
	if open(0) == game.Stay { // the newest game kept
		t.Error("the game kept does not open from the picker")
	}
	saveInProgress()
	if open(0) == game.Stay { // the games in progress come first
		t.Error("the game in progress does not open from the picker")
	}
	broken := fmt.Sprintf(`{"format": "%s-record", "version": %d}`, gameID, version)
	if err := env.KeepGame(game.KeptGame{Game: gameID, Ended: time.Now(), Names: []string{"A", "B"}}, []byte(broken)); err != nil {
		t.Fatal(err)
	}
	if open(1) != game.Stay { // the newest game kept, after the one in progress
		t.Error("a broken record opens")
	}
}

// DesktopWindows are the windows of game.FitWindows that a mouse uses,
// the desktop's canvas scaled.
func DesktopWindows() []game.Window {
	var out []game.Window
	for _, w := range game.FitWindows {
		if !w.Touch() {
			out = append(out, w)
		}
	}
	return out
}

// CheckEveryLineWhole shows a viewer every position of its game in each
// window, and fails where the bar (or anything else the viewer lays out)
// cuts a text short: a line on an action wraps into the bar's room, never
// ends in "…".
func CheckEveryLineWhole(t *testing.T, env *game.Env, r Review, windows []game.Window) {
	t.Helper()
	var pos int
	var at game.Window
	cuts := map[game.Window]int{}
	env.Text().CheckFit(func(o render.Overflow) {
		if cuts[at]++; cuts[at] <= 3 { // a few of each window say enough
			t.Errorf("%s at %v, position %d: %q is cut to %.0f px (%.0f px long)", env.Lang(), at, pos, o.Text, o.Room.W, o.Drawn.W)
		}
	})
	defer env.Text().CheckFit(nil)
	for _, at = range windows {
		env.SetWindow(at.W, at.H, 1)
		env.Enter(r.Scene)
		if rs, ok := r.Scene.(game.Restyler); ok {
			rs.Restyle(env)
		}
		for pos = 0; pos <= r.Bar.Len; pos++ {
			r.Bar.Seek(pos)
			Update(t, env, r.Scene, nil)
		}
	}
	for w, n := range cuts {
		if n > 3 {
			t.Errorf("%s at %v: %d texts cut in all", env.Lang(), w, n)
		}
	}
}
