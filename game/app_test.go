package game

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/input"
)

// still is a scene that counts its Draws and says whether it rests.
type still struct {
	rests, passive bool
	draws          int
}

func (s *still) Update(*Env, []input.Intent) (Change, error) { return Stay, nil }
func (s *still) Draw(*Env, *ebiten.Image)                    { s.draws++ }
func (s *still) Hit(*Env, float64, float64) input.Target     { return input.Target{} }
func (s *still) Draggable(input.Target) bool                 { return false }
func (s *still) Resting() bool                               { return s.rests }

// stillOverlay is a still scene drawn over another.
type stillOverlay struct{ still }

func (o *stillOverlay) Passive() bool { return o.passive }

// TestRestingScenesAreNotRedrawn: an App whose scenes rest draws them once
// and then nothing until input, a change of scenes, or a scene that moves.
func TestRestingScenesAreNotRedrawn(t *testing.T) {
	tests := []struct {
		name    string
		beneath still
		over    *stillOverlay // nil: one scene
		draws   int           // Draws of the top scene over the frames below
	}{
		{"a resting scene is drawn once", still{rests: true}, nil, 1},
		{"a moving scene is drawn every frame", still{rests: false}, nil, 4},
		{"a menu over a moving game waits with it", still{rests: false}, &stillOverlay{still{rests: true}}, 1},
		{"the rules over a moving game let it go on", still{rests: false}, &stillOverlay{still{rests: true, passive: true}}, 4},
		{"the rules over a resting game rest", still{rests: true}, &stillOverlay{still{rests: true, passive: true}}, 1},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			beneath := tc.beneath
			a := &App{stack: []Scene{&beneath}, changed: true}
			top := &beneath
			if tc.over != nil {
				a.stack = append(a.stack, tc.over)
				top = &tc.over.still
			}
			for range 4 {
				a.Draw(nil)
			}
			if top.draws != tc.draws {
				t.Errorf("the top scene was drawn %d times in 4 frames, want %d", top.draws, tc.draws)
			}
		})
	}
}

// TestRestingSceneRedrawnOnInputAndOnComingToRest: input, a change of
// scenes and the frame a scene comes to rest are drawn.
func TestRestingSceneRedrawnOnInputAndOnComingToRest(t *testing.T) {
	s := &still{rests: false}
	a := &App{stack: []Scene{s}, changed: true}
	a.Draw(nil) // moving: drawn
	s.rests = true
	a.Draw(nil) // came to rest: drawn as it is now
	a.Draw(nil) // resting: not drawn
	a.stirred = true
	a.Draw(nil) // input: drawn
	a.Draw(nil)
	a.changed = true
	a.Draw(nil) // the scenes changed: drawn
	a.Draw(nil)
	if s.draws != 4 {
		t.Errorf("drawn %d times, want 4 (moving, coming to rest, input, change)", s.draws)
	}
}

// updating is a scene that writes its words in its Update when the
// language changed, as the tables do, and remembers the language of the
// words it drew last; then is what its next Update does, once.
type updating struct {
	lang, shown string
	then        func(env *Env) Change
}

func (u *updating) Update(env *Env, _ []input.Intent) (Change, error) {
	u.lang = env.Lang()
	if then := u.then; then != nil {
		u.then = nil
		return then(env), nil
	}
	return Stay, nil
}
func (u *updating) Draw(*Env, *ebiten.Image)                { u.shown = u.lang }
func (u *updating) Hit(*Env, float64, float64) input.Target { return input.Target{} }
func (u *updating) Draggable(input.Target) bool             { return false }
func (u *updating) Resting() bool                           { return true }

// wordy is an updating scene that the App may restyle.
type wordy struct{ updating }

func (w *wordy) Restyle(env *Env) { w.lang = env.Lang() }

// wordyMenu is a wordy overlay the scene beneath waits under.
type wordyMenu struct{ wordy }

func (*wordyMenu) Passive() bool { return false }

// updatingMenu is an updating overlay the scene beneath waits under.
type updatingMenu struct{ updating }

func (*updatingMenu) Passive() bool { return false }

// testApp is an App of scenes without a window, in German.
func testApp(t *testing.T, scenes ...Scene) *App {
	t.Helper()
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "de"})
	if err != nil {
		t.Fatal(err)
	}
	return &App{env: *env, stack: scenes, changed: true, looks: env.looks}
}

// TestASettingShowsInEveryScene: a language chosen in the options over
// the menu over a table shows at once in every scene, those the options
// cover too, and on the table when the menus close.
func TestASettingShowsInEveryScene(t *testing.T) {
	table := &wordy{updating{lang: "de"}}
	menu := &wordyMenu{wordy{updating{lang: "de"}}}
	options := &updatingMenu{updating{then: func(env *Env) Change {
		if err := env.SetLanguage("fr"); err != nil {
			t.Fatal(err)
		}
		return Stay
	}}}
	a := testApp(t, table, menu, options)
	a.Draw(nil)
	if err := a.step(nil); err != nil { // the options change the language
		t.Fatal(err)
	}
	a.Draw(nil)
	if table.shown != "fr" || menu.shown != "fr" {
		t.Fatalf("the frame after the change shows the table in %q and the menu in %q, want fr", table.shown, menu.shown)
	}
	options.then = func(*Env) Change { return Pop() }
	menu.then = func(*Env) Change { return Pop() }
	for range 4 { // back, resume, and two frames with no input
		if err := a.step(nil); err != nil {
			t.Fatal(err)
		}
		a.Draw(nil)
	}
	if len(a.stack) != 1 || table.shown != "fr" {
		t.Fatalf("back at the table (%d scenes), its last frame is in %q, want fr", len(a.stack), table.shown)
	}
}

// TestASceneBackOnTopIsDrawnAfterItsUpdate: a scene that comes back on top
// is drawn again once its first Update has run, with no input: what that
// Update changed shows (the frame of the change was drawn before it).
func TestASceneBackOnTopIsDrawnAfterItsUpdate(t *testing.T) {
	table := &updating{lang: "de"}
	menu := &updatingMenu{updating{then: func(env *Env) Change {
		if err := env.SetLanguage("fr"); err != nil {
			t.Fatal(err)
		}
		return Pop()
	}}}
	a := testApp(t, table, menu)
	a.Draw(nil)
	for range 3 {
		if err := a.step(nil); err != nil {
			t.Fatal(err)
		}
		a.Draw(nil)
	}
	if table.shown != "fr" {
		t.Fatalf("the table's last frame is in %q, want the fr its Update wrote", table.shown)
	}
}

// settling is a scene whose pieces take a few frames to paint.
type settling struct {
	still
	left int // frames until every piece is painted
}

func (s *settling) Draw(*Env, *ebiten.Image) {
	s.draws++
	s.left = max(0, s.left-1)
}
func (s *settling) Settled() bool { return s.left == 0 }

// TestPiecesUnderAMenuArePainted: a table under a menu goes on being drawn
// until its pieces are all painted (a change of colours from the options
// repaints them), then rests.
func TestPiecesUnderAMenuArePainted(t *testing.T) {
	table := &settling{still: still{rests: true}, left: 3}
	a := &App{stack: []Scene{table, &stillOverlay{still{rests: true}}}, changed: true}
	for range 6 {
		a.Draw(nil)
	}
	if table.draws != 4 { // three to paint its pieces, one as it comes to rest
		t.Fatalf("the table under the menu was drawn %d times, want 4", table.draws)
	}
}

// click is a click on a menu's button.
func click(id int) []input.Intent {
	return []input.Intent{{Kind: input.Click, Target: input.Target{Kind: KindButton, Index: id}}}
}

// stirring is a resting scene whose Update, at one frame, sees what it
// shows change by itself (a server's message) and stirs.
type stirring struct {
	still
	updates, stirAt int
}

func (s *stirring) Update(env *Env, _ []input.Intent) (Change, error) {
	s.updates++
	if s.updates == s.stirAt {
		env.Stir()
	}
	return Stay, nil
}

// TestAStirredSceneIsDrawnOnce: a resting scene is drawn again on the
// frame its Update stirs, and rests again after.
func TestAStirredSceneIsDrawnOnce(t *testing.T) {
	for _, tc := range []struct {
		name   string
		stirAt int
		draws  int
	}{
		{"never stirred", 0, 1},
		{"stirred at the third frame", 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &stirring{still: still{rests: true}, stirAt: tc.stirAt}
			a := &App{stack: []Scene{s}, changed: true}
			for range 6 {
				if err := a.step(nil); err != nil {
					t.Fatal(err)
				}
				a.Draw(nil)
			}
			if s.draws != tc.draws {
				t.Errorf("drawn %d times in 6 frames, want %d", s.draws, tc.draws)
			}
		})
	}
}
