package game_test

import (
	"bytes"
	"fmt"
	"testing"
	"time"

	"orbis/assets"
	"orbis/game"
	"orbis/game/orbis"
	"orbis/game/orbit"
)

// started is a game begun as its setup's Start button begins it, played a
// few turns by its computers, and left.
type started struct {
	slot game.SaveSlot
	save []byte // its last save, as the store holds it
}

// startGame starts a game of computer seats and plays until it has saved
// after a number of turns, then leaves it as the title's Quit would.
func startGame(t *testing.T, env *game.Env, g interface{ SeatSetup() game.SeatSetup }, players, turns int, seed uint64) started {
	t.Helper()
	seats := make([]game.SeatChoice, players)
	for i := range seats {
		seats[i] = game.SeatChoice{Name: fmt.Sprint("Seat ", i+1), Level: game.LevelEasy}
	}
	scene, err := g.SeatSetup().Start(env, seats, 0, seed)
	if err != nil {
		t.Fatal(err)
	}
	table := scene.(game.Pausable)
	defer table.Close()
	slot := table.SaveSlot()
	var last []byte
	deadline := time.Now().Add(30 * time.Second)
	for saves := 0; saves < turns; {
		if time.Now().After(deadline) {
			t.Fatalf("%s: %d turns saved in 30 s, want %d", slot.ID, saves, turns)
		}
		if _, err := scene.Update(env, nil); err != nil {
			t.Fatal(err)
		}
		if data, err := env.ReadSave(slot); err == nil && !bytes.Equal(data, last) {
			last, saves = data, saves+1
		}
		time.Sleep(time.Millisecond)
	}
	return started{slot: slot, save: last}
}

// TestStartingAGameKeepsTheOthers: with a game of Orbis and one of Orbit in
// progress, starting a second game of either kind keeps all three, each
// resuming to exactly the record it saved; Continue on each game's tab
// resumes the latest of that game. On a folder and in memory (a browser's
// localStorage) alike.
func TestStartingAGameKeepsTheOthers(t *testing.T) {
	orbisGame, orbitGame := orbis.New(), orbit.New()
	type kind struct {
		g       interface{ SeatSetup() game.SeatSetup }
		id      string
		players int
	}
	ob, ot := kind{orbisGame, "orbis", 2}, kind{orbitGame, "orbit", 3}
	for _, store := range []string{"folder", "memory"} {
		for _, order := range [][3]kind{{ob, ot, ob}, {ot, ob, ot}} {
			t.Run(fmt.Sprintf("%s/%s-%s-%s", store, order[0].id, order[1].id, order[2].id), func(t *testing.T) {
				env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{orbisGame, orbitGame}})
				if err != nil {
					t.Fatal(err)
				}
				if store == "memory" {
					game.UseMemoryStore(env)
				}
				env.SetSpeed(game.SpeedInstant)
				var games []started
				for i, k := range order {
					games = append(games, startGame(t, env, k.g, k.players, 2+i, uint64(11+i)))
				}
				list, err := env.Unfinished()
				if err != nil || len(list) != 3 {
					t.Fatalf("%d games in progress (%v), want 3", len(list), err)
				}
				for i, g := range games {
					data, err := env.ReadSave(g.slot)
					if err != nil || !bytes.Equal(data, g.save) {
						t.Fatalf("game %d (%s) no longer reads as it was saved (%v)", i, g.slot.ID, err)
					}
					saved, err := env.ResumeSave(g.slot)
					if err != nil {
						t.Fatalf("game %d: %v", i, err)
					}
					table := saved.Scene(env, g.slot).(game.Pausable)
					if !bytes.Equal(table.SaveData(), g.save) || table.SaveSlot() != g.slot {
						t.Errorf("game %d resumes as another record, or saving elsewhere (%v)", i, table.SaveSlot())
					}
					table.Close()
				}
				latest := map[string]game.SaveSlot{order[2].id: games[2].slot, order[1].id: games[1].slot}
				for id, want := range latest {
					if u, saved, err := env.LatestSaved(id); saved == nil || u.Slot != want || err != nil {
						t.Errorf("Continue on %s's tab resumes %v (%v), want %v", id, u.Slot, err, want)
					}
				}
			})
		}
	}
}

// TestTitleButtonsStayInPlace: every button the ORBIS and ORBIT tabs have
// in common stands on the same rectangle on both, in every language, so
// that a hand that learned one tab never lands on another button (Quit
// where the other tab has Statistics); both games offer every one of them
// (Learn to play too, since Orbit has its tutorial).
func TestTitleButtonsStayInPlace(t *testing.T) {
	for _, lang := range assets.Languages() {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{orbis.New(), orbit.New()}})
		if err != nil {
			t.Fatal(err)
		}
		type place struct {
			x, y, w, h float64
			enabled    bool
		}
		tabs := map[string]map[int]place{}
		for _, id := range []string{"orbis", "orbit"} {
			tabs[id] = map[int]place{}
			for _, b := range game.TitleMenu(env, id) {
				tabs[id][b.ID] = place{b.X, b.Y, b.W, b.H, b.Enabled}
			}
		}
		if len(tabs["orbis"]) != len(tabs["orbit"]) {
			t.Errorf("%s: ORBIS has %d buttons, ORBIT %d", lang, len(tabs["orbis"]), len(tabs["orbit"]))
		}
		for id, a := range tabs["orbis"] {
			b, ok := tabs["orbit"][id]
			switch {
			case !ok:
				t.Errorf("%s: button %d is on ORBIS' tab only", lang, id)
			case a.x != b.x || a.y != b.y || a.w != b.w || a.h != b.h:
				t.Errorf("%s: button %d is at %v on ORBIS' tab, %v on ORBIT's", lang, id, a, b)
			case a.enabled != b.enabled:
				t.Errorf("%s: button %d is offered on one tab only (both games offer the same)", lang, id)
			}
		}
	}
}
