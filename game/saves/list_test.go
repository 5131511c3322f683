package saves

import (
	"slices"
	"strings"
	"testing"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/input"
)

// TestDeleteAsksAndRemovesOnlyThatOne: a game's Delete in the list of games
// in progress asks first; Keep or Esc keep it, Delete removes it and no
// other. A line resumes its game. The keyboard reaches it all.
func TestDeleteAsksAndRemovesOnlyThatOne(t *testing.T) {
	for _, store := range stores {
		t.Run(store, func(t *testing.T) {
			env := ledgerEnv(t, store)
			var started []game.SaveSlot
			for i, id := range []string{"alpha", "beta", "alpha"} {
				slot := game.NewSaveSlot(id)
				if err := env.Save(slot, ledgerSave(id, i+1)); err != nil {
					t.Fatal(err)
				}
				started = append(started, slot)
			}
			l := New(env).(*savesList)
			if len(l.games) != 3 || !strings.HasPrefix(l.list[0].Label, "ALPHA · turn 3 · last played ") || !strings.HasPrefix(l.list[2].Label, "BETA · turn 2 · ") {
				t.Fatalf("the list reads %q, %q", l.list[0].Label, l.list[2].Label)
			}
			update := func(intents ...input.Intent) game.Change {
				t.Helper()
				c, err := l.Update(env, intents)
				if err != nil {
					t.Fatal(err)
				}
				return c
			}
			kept := func(want ...game.SaveSlot) {
				t.Helper()
				if got := slots(t, env); !slices.Equal(got, want) {
					t.Fatalf("the games in progress are %v, want %v", got, want)
				}
			}
			all := []game.SaveSlot{started[2], started[1], started[0]}
			update(gametest.Click(btnDeleteGame + 1)...)
			if l.asking != 1 || len(l.menu) != 2 {
				t.Fatalf("Delete does not ask (asking %d, %d buttons)", l.asking, len(l.menu))
			}
			kept(all...)
			update(input.Intent{Kind: input.KeyCancel})
			if l.asking != -1 {
				t.Fatal("Esc does not put the question away")
			}
			kept(all...)
			update(gametest.Click(btnDeleteGame + 1)...)
			update(gametest.Click(btnDeleteNo)...)
			kept(all...)
			// The keyboard: Tab to the second game's Delete, Space asks, and
			// the answer at hand keeps it; Shift+Tab and Space delete it.
			tab := input.Intent{Kind: input.KeyNext, Amount: 1}
			update(tab, tab, tab, tab)
			if l.focus != btnDeleteGame+1 {
				t.Fatalf("four Tabs reach %d, want the second game's Delete", l.focus)
			}
			update(input.Intent{Kind: input.KeyActivate})
			if l.asking != 1 || l.focus != btnDeleteNo {
				t.Fatalf("Space on Delete: asking %d, focus %d", l.asking, l.focus)
			}
			update(input.Intent{Kind: input.KeyActivate})
			kept(all...)
			update(input.Intent{Kind: input.KeyActivate}) // the focus is back on the Delete
			update(input.Intent{Kind: input.KeyNext, Amount: -1}, input.Intent{Kind: input.KeyActivate})
			kept(started[2], started[0])
			if data, err := env.ReadSave(started[1]); err == nil {
				t.Errorf("the deleted game still reads %q", data)
			}
			if len(l.games) != 2 || l.asking != -1 {
				t.Fatalf("after the delete the list has %d games (asking %d)", len(l.games), l.asking)
			}
			c := update(gametest.Click(btnSavedGame + 1)...)
			if table, ok := c.Scene().(*ledgerTable); c != game.Replace(table) || !ok || table.slot != started[0] || table.turn != 1 {
				t.Errorf("the second line opens %#v, want the first game at turn 1", c.Scene())
			}
		})
	}
}

// TestFinishedGamesLeaveTheGamesInProgress: a game kept among the finished
// ones is no longer in progress; one over but not kept is not continued,
// and the list shows it as over, opening in the viewer.
func TestFinishedGamesLeaveTheGamesInProgress(t *testing.T) {
	env := ledgerEnv(t, "memory")
	kept, waiting := game.NewSaveSlot("alpha"), game.NewSaveSlot("alpha")
	for _, s := range []game.SaveSlot{kept, waiting} {
		if err := env.Save(s, ledgerSave("alpha", 15)); err != nil {
			t.Fatal(err)
		}
		if err := env.Save(s, []byte("alpha over")); err != nil {
			t.Fatal(err)
		}
	}
	if err := env.KeepGame(game.KeptGame{Game: "alpha", Names: []string{"Ada"}, From: kept}, []byte("alpha over")); err != nil {
		t.Fatal(err)
	}
	if got := slots(t, env); !slices.Equal(got, []game.SaveSlot{waiting}) {
		t.Fatalf("the games in progress are %v, want only the one not kept", got)
	}
	if _, saved, err := env.LatestSaved("alpha"); saved != nil || err != nil {
		t.Errorf("a finished game is continued (%v)", err)
	}
	l := New(env).(*savesList)
	if len(l.games) != 1 || !strings.Contains(l.list[0].Label, "over, not yet kept") {
		t.Errorf("the list shows %d games: %q", len(l.games), l.list[0].Label)
	}
}
