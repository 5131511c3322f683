package game

import (
	"bytes"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// refusingStore is a memory store that refuses the writes its refuse
// says, as a full localStorage quota does: the entry stays as it was.
type refusingStore struct {
	memStore
	refuse func(name string) bool
}

func (s refusingStore) write(name string, data []byte) error {
	if s.refuse != nil && s.refuse(name) {
		return fmt.Errorf("memory %s: the quota is full", name)
	}
	return s.memStore.write(name, data)
}

func (s refusingStore) moveAside(name, newName string) error {
	if s.refuse != nil && s.refuse(newName) {
		return fmt.Errorf("memory %s: the quota is full", newName)
	}
	return s.memStore.moveAside(name, newName)
}

// testStores are a folder that does not exist yet and a memory store.
func testStores(t *testing.T) map[string]store {
	return map[string]store{
		"file":   fileStore{dir: filepath.Join(t.TempDir(), "orbis")},
		"memory": memStore{},
	}
}

// ledger is a game for the save tests whose save is a line of its own:
// "<id> <turn>" resumes at that turn, "<id> over" is a finished game,
// another game's line is ErrNotThisGame and anything else is broken.
type ledger struct{ id string }

func (g *ledger) ID() string                   { return g.id }
func (g *ledger) Name() string                 { return strings.ToUpper(g.id) }
func (g *ledger) Tagline(*Env) string          { return g.id }
func (g *ledger) Setup(*Env) Scene             { return &still{} }
func (g *ledger) Ornament(*Env, *ebiten.Image) {}
func (g *ledger) Rules() []RuleSection         { return nil }

func (g *ledger) Resume(_ *Env, save []byte) (Saved, error) {
	id, rest, ok := strings.Cut(string(save), " ")
	switch {
	case !ok:
		return nil, errors.New("not a ledger")
	case id != g.id:
		return nil, ErrNotThisGame
	case rest == "over":
		return nil, ErrFinished
	}
	turn, err := strconv.Atoi(rest)
	if err != nil {
		return nil, fmt.Errorf("the turn %q: %w", rest, err)
	}
	return ledgerSaved{game: g.id, turn: turn}, nil
}

type ledgerSaved struct {
	game string
	turn int
}

func (s ledgerSaved) Summary(*Env) string { return fmt.Sprintf("turn %d", s.turn) }

func (s ledgerSaved) Scene(_ *Env, slot SaveSlot) Scene {
	return &ledgerTable{slot: slot, turn: s.turn}
}

// ledgerTable is a ledger game resumed: where it goes on saving, and where
// it was left.
type ledgerTable struct {
	still
	slot SaveSlot
	turn int
}

func ledgerSave(game string, turn int) []byte { return fmt.Appendf(nil, "%s %d", game, turn) }

// ledgerEnv is an environment with the two ledger games, alpha and beta,
// on a store.
func ledgerEnv(t *testing.T, st store) *Env {
	t.Helper()
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&ledger{id: "alpha"}, &ledger{id: "beta"}}})
	if err != nil {
		t.Fatal(err)
	}
	env.store = st
	return env
}

// slots are the slots of the games in progress, in the list's order.
func slots(t *testing.T, env *Env) []SaveSlot {
	t.Helper()
	list, err := env.Unfinished()
	if err != nil {
		t.Fatal(err)
	}
	var s []SaveSlot
	for _, u := range list {
		s = append(s, u.Slot)
	}
	return s
}

// TestEveryGameInProgressIsKept: starting a game while a game of the other
// kind and one of the same kind are in progress keeps all three, each
// read back as it was saved; a game resumed saves over itself only.
func TestEveryGameInProgressIsKept(t *testing.T) {
	for name, st := range testStores(t) {
		for _, order := range [][3]string{{"alpha", "beta", "alpha"}, {"beta", "alpha", "beta"}} {
			t.Run(name+"/"+strings.Join(order[:], "-"), func(t *testing.T) {
				env := ledgerEnv(t, st)
				for _, s := range slots(t, env) { // the stores are shared by the orders
					if err := env.DeleteSave(s); err != nil {
						t.Fatal(err)
					}
				}
				var started []SaveSlot
				for i, game := range order {
					slot := NewSaveSlot(game)
					for turn := 1; turn <= i+2; turn++ { // a save after every turn
						if err := env.Save(slot, ledgerSave(game, 10*i+turn)); err != nil {
							t.Fatal(err)
						}
					}
					started = append(started, slot)
				}
				want := []SaveSlot{started[2], started[1], started[0]} // the latest played first
				if got := slots(t, env); !slices.Equal(got, want) {
					t.Fatalf("the games in progress are %v, want %v", got, want)
				}
				for i, slot := range started {
					data, err := env.ReadSave(slot)
					if want := ledgerSave(order[i], 10*i+i+2); err != nil || !bytes.Equal(data, want) {
						t.Errorf("game %d reads %q (%v), want %q", i, data, err, want)
					}
					saved, err := env.ResumeSave(slot)
					if err != nil {
						t.Fatalf("game %d: %v", i, err)
					}
					table := saved.Scene(env, slot).(*ledgerTable)
					if table.slot != slot || table.turn != 10*i+i+2 {
						t.Errorf("game %d resumes at turn %d saving in %v; want turn %d in %v", i, table.turn, table.slot, 10*i+i+2, slot)
					}
				}
				// The first game, resumed, plays a turn: it alone changes, and
				// it is now the latest played.
				if err := env.Save(started[0], ledgerSave(order[0], 99)); err != nil {
					t.Fatal(err)
				}
				if got, want := slots(t, env), []SaveSlot{started[0], started[2], started[1]}; !slices.Equal(got, want) {
					t.Fatalf("after the first game's turn: %v, want %v", got, want)
				}
				for i, slot := range started[1:] {
					if data, _ := env.ReadSave(slot); !bytes.Equal(data, ledgerSave(order[i+1], 10*(i+1)+i+3)) {
						t.Errorf("game %d changed: %q", i+1, data)
					}
				}
			})
		}
	}
}

// TestContinuePicksTheLatestOfTheChosenGame: Continue on each game's tab
// resumes that game's latest unfinished game, and its line names it; a
// game with none has Continue disabled.
func TestContinuePicksTheLatestOfTheChosenGame(t *testing.T) {
	for name, st := range testStores(t) {
		t.Run(name, func(t *testing.T) {
			env := ledgerEnv(t, st)
			older, other, latest := NewSaveSlot("alpha"), NewSaveSlot("beta"), NewSaveSlot("alpha")
			for i, slot := range []SaveSlot{older, other, latest} {
				if err := env.Save(slot, ledgerSave(slot.Game, i+3)); err != nil {
					t.Fatal(err)
				}
			}
			gamma := &ledger{id: "gamma"} // a game with nothing in progress
			env.games = append(env.games, gamma)
			cases := []struct {
				tab  int
				want SaveSlot
				line string
			}{
				{0, latest, "ALPHA · turn 5 · last played "},
				{1, other, "BETA · turn 4 · last played "},
				{2, SaveSlot{}, ""},
				{0, latest, "ALPHA · turn 5 · last played "},
			}
			ti := newTitle(env)
			for _, c := range cases {
				if _, err := ti.Update(env, click(btnGame+c.tab)); err != nil {
					t.Fatal(err)
				}
				if ti.slot.Slot != c.want || !strings.HasPrefix(ti.info, c.line) || enabled(ti, btnContinue) != (c.line != "") {
					t.Fatalf("on %s's tab Continue offers %v, %q (enabled %v); want %v, %q", env.Games()[c.tab].Name(), ti.slot.Slot, ti.info, enabled(ti, btnContinue), c.want, c.line)
				}
				change, err := ti.Update(env, click(btnContinue))
				if err != nil {
					t.Fatal(err)
				}
				if c.line == "" {
					if change != Stay {
						t.Errorf("Continue opens something on %s's tab", env.Games()[c.tab].Name())
					}
					continue
				}
				if table, ok := change.scene.(*ledgerTable); change.op != replace || !ok || table.slot != c.want {
					t.Errorf("Continue on %s's tab opens %#v, want the game of %v", env.Games()[c.tab].Name(), change.scene, c.want)
				}
			}
		})
	}
}

func enabled(t *title, id int) bool {
	for _, b := range t.menu {
		if b.ID == id {
			return b.Enabled
		}
	}
	return false
}

// TestTheOldAutosaveMovesOnce: the single autosave of earlier versions is
// brought into the games in progress at the first start, once; a finished
// one is renamed, an unreadable one moved aside and said so; nothing is
// lost.
func TestTheOldAutosaveMovesOnce(t *testing.T) {
	cases := []struct {
		name, old string
		game      string // the game in progress it becomes, or ""
		kept      string // the name it is kept under otherwise (a prefix)
		notice    string
	}{
		{name: "a game to continue", old: "beta 6", game: "beta"},
		{name: "a finished game", old: "alpha over", kept: "autosave.finished.json"},
		{name: "unreadable", old: "{broken", kept: "autosave.unreadable-", notice: "title.save_unreadable"},
	}
	for name, mk := range map[string]func(t *testing.T) store{
		"file":   func(t *testing.T) store { return fileStore{dir: t.TempDir()} },
		"memory": func(*testing.T) store { return memStore{} },
	} {
		for _, c := range cases {
			t.Run(name+"/"+c.name, func(t *testing.T) {
				st := mk(t)
				if err := st.write(oldSave, []byte(c.old)); err != nil {
					t.Fatal(err)
				}
				for run := range 2 { // a second start finds it moved already
					env := ledgerEnv(t, st)
					env.ChooseGame("beta")
					ti := newTitle(env)
					if _, err := st.read(oldSave); !errors.Is(err, errNotStored) {
						t.Fatalf("run %d: the old autosave is still there (%v)", run, err)
					}
					got := slots(t, env)
					if c.game != "" {
						if len(got) != 1 || got[0].Game != c.game || ti.slot.Slot != got[0] {
							t.Fatalf("run %d: the games in progress are %v (Continue %v), want one of %s", run, got, ti.slot.Slot, c.game)
						}
						if data, err := env.ReadSave(got[0]); err != nil || string(data) != c.old {
							t.Fatalf("run %d: it reads %q, %v", run, data, err)
						}
						continue
					}
					if len(got) != 0 {
						t.Fatalf("run %d: the games in progress are %v, want none", run, got)
					}
					if run == 0 && ti.notice.Key != c.notice {
						t.Errorf("the title says %q, want %q", ti.notice.Key, c.notice)
					}
				}
				if c.kept == "" {
					return
				}
				found := false
				for _, n := range allNames(t, st) {
					if data, _ := st.read(n); strings.HasPrefix(n, c.kept) && string(data) == c.old {
						found = true
					}
				}
				if !found {
					t.Errorf("the old autosave is not kept as %s…: the store holds %v", c.kept, allNames(t, st))
				}
			})
		}
	}
}

// allNames lists a store's names at its top and in its folders.
func allNames(t *testing.T, st store) []string {
	t.Helper()
	if m, ok := st.(memStore); ok {
		return slices.Sorted(maps.Keys(m))
	}
	var names []string
	dir := st.(fileStore).dir
	err := filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(dir, path)
			names = append(names, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return names
}

// TestARefusedSaveKeepsThePreviousOne: a store that refuses a write (a
// full quota, a full disk) leaves the game's previous save and the list as
// they were, and the error says which words the table shows; a refused
// index only forgets when the game was played.
func TestARefusedSaveKeepsThePreviousOne(t *testing.T) {
	type refuser struct {
		st     store
		refuse func(name string) // refuse writes to this name from now on
		allow  func()
	}
	stores := map[string]func(t *testing.T) refuser{
		"memory quota": func(*testing.T) refuser {
			refused := map[string]bool{}
			st := refusingStore{memStore: memStore{}, refuse: func(name string) bool { return refused[name] }}
			return refuser{st, func(name string) { refused[name] = true }, func() { clear(refused) }}
		},
		"full disk": func(t *testing.T) refuser { // a folder where the write's temporary file goes
			st := fileStore{dir: t.TempDir()}
			var blocks []string
			return refuser{st, func(name string) {
				block := st.where(name) + ".tmp"
				if err := os.MkdirAll(filepath.Join(block, "x"), 0o755); err != nil {
					t.Fatal(err)
				}
				blocks = append(blocks, block)
			}, func() {
				for _, b := range blocks {
					_ = os.RemoveAll(b)
				}
			}}
		},
	}
	for name, mk := range stores {
		t.Run(name, func(t *testing.T) {
			r := mk(t)
			env := ledgerEnv(t, r.st)
			game := NewSaveSlot("alpha")
			if err := env.Save(game, ledgerSave("alpha", 1)); err != nil {
				t.Fatal(err)
			}
			before := slots(t, env)
			index, _ := r.st.read(inProgressIndex)
			r.refuse(game.entry())
			err := env.Save(game, ledgerSave("alpha", 2))
			if say := SaveProblem(err); err == nil || say.Key != "saves.refused_kept" {
				t.Fatalf("a refused save: %v, the table says %q", err, say.Key)
			}
			if data, _ := env.ReadSave(game); string(data) != "alpha 1" {
				t.Errorf("the previous save reads %q", data)
			}
			if after, _ := r.st.read(inProgressIndex); !bytes.Equal(after, index) || !slices.Equal(slots(t, env), before) {
				t.Errorf("a refused save changed the index: %s", after)
			}
			fresh := NewSaveSlot("beta")
			r.refuse(fresh.entry())
			err = env.Save(fresh, ledgerSave("beta", 1))
			if say := SaveProblem(err); err == nil || say.Key != "saves.refused" {
				t.Fatalf("a new game's refused save: %v, the table says %q", err, say.Key)
			}
			if !slices.Equal(slots(t, env), before) {
				t.Errorf("a game never saved is listed: %v", slots(t, env))
			}
			// The index refused, the game saved: it is listed all the same.
			r.allow()
			r.refuse(inProgressIndex)
			if err := env.Save(fresh, ledgerSave("beta", 1)); err != nil {
				t.Fatal(err)
			}
			if got := slots(t, env); len(got) != 2 || !slices.Contains(got, fresh) {
				t.Errorf("a game saved without its index is not listed: %v", got)
			}
			r.allow()
			if err := env.Save(game, ledgerSave("alpha", 2)); err != nil {
				t.Fatalf("once there is room: %v", err)
			}
			if data, _ := env.ReadSave(game); string(data) != "alpha 2" {
				t.Errorf("once there is room the save reads %q", data)
			}
		})
	}
}

// TestUnreadableSaveIsKeptAside: an entry no game can read is moved aside
// with a message saying where, and the other games in progress are offered
// as before.
func TestUnreadableSaveIsKeptAside(t *testing.T) {
	broken := []byte(`{"format":"orbis-record","version":1,"players":[`)
	for name, st := range testStores(t) {
		t.Run(name, func(t *testing.T) {
			env := ledgerEnv(t, st)
			good, bad := NewSaveSlot("alpha"), NewSaveSlot("alpha")
			if err := env.Save(good, ledgerSave("alpha", 4)); err != nil {
				t.Fatal(err)
			}
			if err := env.Save(bad, broken); err != nil {
				t.Fatal(err)
			}
			ti := newTitle(env) // the broken one is the latest
			if ti.notice.Key != "title.save_unreadable" || ti.slot.Slot != good {
				t.Fatalf("the title says %q and continues %v; want the unreadable save said, %v continued", ti.notice.Key, ti.slot.Slot, good)
			}
			moved := ti.notice.Args[0].(string)
			if !strings.HasSuffix(filepath.ToSlash(moved), "unreadable/"+bad.ID+".json") {
				t.Errorf("it was kept as %s", moved)
			}
			if data, err := st.read("unreadable/" + bad.ID + ".json"); err != nil || !bytes.Equal(data, broken) {
				t.Fatalf("the unreadable save was not kept: %v", err)
			}
			if got := slots(t, env); !slices.Equal(got, []SaveSlot{good}) {
				t.Errorf("the games in progress are %v, want only the readable one", got)
			}
			if again := newTitle(env); !again.notice.Empty() {
				t.Errorf("the next title says %q again", again.notice.Key)
			}
		})
	}
}

// TestTheSavedLineFollowsTheLanguage: a change of language (in the options,
// over the title) says Continue's line in the new language at once.
func TestTheSavedLineFollowsTheLanguage(t *testing.T) {
	env := ledgerEnv(t, memStore{})
	if err := env.Save(NewSaveSlot("alpha"), ledgerSave("alpha", 3)); err != nil {
		t.Fatal(err)
	}
	ti := newTitle(env)
	if !strings.Contains(ti.info, "last played") {
		t.Fatalf("Continue's line %q does not say when the game was played", ti.info)
	}
	if err := env.SetLanguage("de"); err != nil {
		t.Fatal(err)
	}
	ti.Restyle(env) // what the App does for every scene on the stack
	if want := env.T("saves.played", ""); strings.Contains(ti.info, "last played") || !strings.Contains(ti.info, strings.TrimSpace(want)) {
		t.Errorf("after a change to German Continue's line reads %q", ti.info)
	}
}
