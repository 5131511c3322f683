package orbis

import (
	"bytes"
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// recordedGame plays a random game and returns its record and final state.
func recordedGame(t testing.TB, players int, seed uint64) (*Record, State) {
	t.Helper()
	s, su, err := NewGame(Config{Players: players, Seed: seed, StartPlayer: -1})
	if err != nil {
		t.Fatal(err)
	}
	names := []PlayerInfo{{Name: "Ada"}, {Name: "Bo", Kind: "random"}, {Name: "Cy"}, {Name: "Dee"}}[:players]
	rec := NewRecord(names, &seed, su)
	rec.Actions = playRandom(t, &s, rand.New(rand.NewPCG(seed, 1)), nil)
	return rec, s
}

func TestRecordRoundTrip(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for seed := range uint64(20) {
			rec, final := recordedGame(t, players, seed)
			data, err := rec.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			loaded, s, err := ParseRecord(data)
			if err != nil {
				t.Fatalf("%dp seed %d: %v", players, seed, err)
			}
			// Tile sets are different pointers with equal contents.
			s.set = final.set
			if s != final {
				t.Fatalf("%dp seed %d: loaded record replays to a different state", players, seed)
			}
			again, err := loaded.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(data, again) {
				t.Fatalf("%dp seed %d: save -> load -> save changes the record", players, seed)
			}
		}
	}
}

// TestRecordIsSelfContained: a record keeps the tile definitions it was
// played with, even when they differ from the catalogue.
func TestRecordIsSelfContained(t *testing.T) {
	rec, final := recordedGame(t, 2, 5)
	data, _ := rec.Marshal()
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	tiles := doc["setup"].(map[string]any)["tiles"].([]any)
	for _, tile := range tiles {
		tile.(map[string]any)["cp"] = 0 // a retuned catalogue with all CP zero
	}
	data, _ = json.Marshal(doc)
	_, s, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	got, want := s.Score(), final.Score()
	for p := range got.N {
		if got.Players[p].TileCP != 0 {
			t.Errorf("seat %d: tile CP %d from a record whose tiles are worth 0", p, got.Players[p].TileCP)
		}
		if got.Players[p].TempleSymbols != want.Players[p].TempleSymbols {
			t.Errorf("seat %d: temple symbols changed", p)
		}
	}
}

// editRecord returns a valid record's JSON after an edit of its document.
func editRecord(t *testing.T, edit func(doc map[string]any)) []byte {
	t.Helper()
	rec, _ := recordedGame(t, 2, 11)
	data, _ := rec.Marshal()
	var doc map[string]any
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	edit(doc)
	out, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func setupOf(doc map[string]any) map[string]any { return doc["setup"].(map[string]any) }

func TestRecordErrors(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want string
	}{
		{"empty", []byte(""), "not a record"},
		{"not json", []byte("{orbis"), "not a record"},
		{"trailing data", append(editRecord(t, func(map[string]any) {}), []byte(" {}")...), "data after the record"},
		{"wrong format", editRecord(t, func(d map[string]any) { d["format"] = "chess" }), `format is "chess"`},
		{"newer version", editRecord(t, func(d map[string]any) { d["version"] = 4 }), "version 4"},
		{"a draw in version 2", editRecord(t, func(d map[string]any) { d["version"] = 2 }), "a draw needs version 3"},
		{"a draw of a tile by number", editRecord(t, func(d map[string]any) { d["actions"].([]any)[4] = "draw 3" }), `unknown tile "3"`},
		{"a draw of an unknown tile", editRecord(t, func(d map[string]any) { d["actions"].([]any)[4] = "draw L9-99" }), `unknown tile "L9-99"`},
		{"version 0", editRecord(t, func(d map[string]any) { d["version"] = 0 }), "version 0"},
		{"unknown field", editRecord(t, func(d map[string]any) { d["colour"] = 1 }), "unknown field"},
		{"one player", editRecord(t, func(d map[string]any) { d["players"] = d["players"].([]any)[:1] }), "players: 1"},
		{"blank name", editRecord(t, func(d map[string]any) { d["players"].([]any)[1].(map[string]any)["name"] = " " }), "players[1]"},
		{"unknown tile on display", editRecord(t, func(d map[string]any) { setupOf(d)["display"].([]any)[4] = "L9-99" }), `display[4]: unknown tile "L9-99"`},
		{"tile twice", editRecord(t, func(d map[string]any) {
			disp := setupOf(d)["display"].([]any)
			disp[1] = disp[0]
		}), "used twice"},
		{"display too short", editRecord(t, func(d map[string]any) { setupOf(d)["display"] = setupOf(d)["display"].([]any)[:8] }), "display: 8 positions"},
		{"two piles", editRecord(t, func(d map[string]any) { setupOf(d)["piles"] = setupOf(d)["piles"].([]any)[:2] }), "piles: 2"},
		{"bad tile level", editRecord(t, func(d map[string]any) { setupOf(d)["tiles"].([]any)[0].(map[string]any)["level"] = 7 }), "tiles[0] (L1-01): level 7"},
		{"bad tile colour", editRecord(t, func(d map[string]any) { setupOf(d)["tiles"].([]any)[2].(map[string]any)["color"] = "pink" }), `unknown colour "pink"`},
		{"huge cp wraps no more", editRecord(t, func(d map[string]any) { setupOf(d)["tiles"].([]any)[2].(map[string]any)["cp"] = 300 }), "cp 300"},
		{"unknown effect", editRecord(t, func(d map[string]any) {
			setupOf(d)["tiles"].([]any)[3].(map[string]any)["effect"] = map[string]any{"kind": "earthquake"}
		}), `unknown kind "earthquake"`},
		{"unknown god", editRecord(t, func(d map[string]any) { setupOf(d)["gods"].([]any)[0] = "zeus" }), `gods[0]: unknown god "zeus"`},
		{"start player out of range", editRecord(t, func(d map[string]any) { setupOf(d)["start_player"] = 3 }), "start player 3"},
		{"bad action text", editRecord(t, func(d map[string]any) { d["actions"].([]any)[16] = "fly away" }), "action 17:"},
		{"illegal action", editRecord(t, func(d map[string]any) { d["actions"].([]any)[16] = "end" }), "action 17: rules: end: not allowed"},
		{"action after the end", editRecord(t, func(d map[string]any) { d["actions"] = append(d["actions"].([]any), "end") }), "the game is over"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := ParseRecord(tt.data)
			if err == nil {
				t.Fatalf("no error, want one containing %q", tt.want)
			}
			if !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("error %q does not contain %q", err, tt.want)
			}
			if !errors.Is(err, ErrRecord) {
				t.Fatalf("error %q does not wrap ErrRecord", err)
			}
		})
	}
}

// TestRecordPrefixIsValid: a record of an unfinished game loads, so that an
// autosave can be resumed.
func TestRecordPrefixIsValid(t *testing.T) {
	rec, _ := recordedGame(t, 3, 8)
	rec.Actions = rec.Actions[:len(rec.Actions)/2]
	data, _ := rec.Marshal()
	_, s, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if s.IsOver() {
		t.Fatal("half a game is over")
	}
}

// TestRecordFixture keeps the checked-in example record loadable: it is the
// one docs/record-format.md shows.
func TestRecordFixture(t *testing.T) {
	data, err := os.ReadFile("testdata/game-2p.json")
	if err != nil {
		t.Fatal(err)
	}
	_, s, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	if !s.IsOver() {
		t.Fatal("the fixture is a complete game")
	}
}

func FuzzParseRecord(f *testing.F) {
	compact := func(rec *Record) []byte {
		data, _ := rec.Marshal()
		var buf bytes.Buffer
		if err := json.Compact(&buf, data); err != nil {
			f.Fatal(err)
		}
		return buf.Bytes()
	}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		rec, _ := recordedGame(f, players, uint64(players))
		f.Add(compact(rec))
		rec.Actions = rec.Actions[:7]
		f.Add(compact(rec))
	}
	f.Add([]byte(`{"format":"orbis-record","version":1}`))
	f.Add([]byte(`{"format":"orbis-record","version":1,"players":[{"name":"a"},{"name":"b"}],"setup":{"tiles":[],"display":[],"piles":[[],[],[]]},"actions":["take 1"]}`))
	f.Add([]byte("[]"))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, s, err := ParseRecord(data)
		if err != nil {
			if !errors.Is(err, ErrRecord) && !errors.Is(err, ErrSetup) {
				t.Fatalf("error %q wraps neither ErrRecord nor ErrSetup", err)
			}
			return
		}
		// A record that loads must save and load again to the same state.
		again, err := rec.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		_, s2, err := ParseRecord(again)
		if err != nil {
			t.Fatalf("a loaded record does not load after saving: %v", err)
		}
		s2.set = s.set
		if s2 != s {
			t.Fatal("save -> load changes the state")
		}
	})
}

// TestRecordBeforeTheDeckFix: a record written before the 3-player deck and
// the Sacred Stones were corrected (commit e41bb8d: unstarred + white-star
// tiles, a Sacred Stone worth 2 CP) carries its own tile definitions, so it
// replays and scores exactly as it did then. The totals were printed by that
// commit's `orbis replay`.
func TestRecordBeforeTheDeckFix(t *testing.T) {
	data, err := os.ReadFile("testdata/v1-3p-old-deck.json")
	if err != nil {
		t.Fatal(err)
	}
	rec, s, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	whiteStars := 0
	for _, tile := range rec.Setup.Tiles.Tiles() {
		if tile.Stars == WhiteStar {
			whiteStars++
		}
	}
	if whiteStars != 14 || rec.Setup.Tiles.Len() != 51 {
		t.Fatalf("the old 3-player deck: %d tiles with %d white-star ones, want 51 with 14", rec.Setup.Tiles.Len(), whiteStars)
	}
	res := s.Score()
	wantTotals := []int{-8, 10, 2}
	for p, want := range wantTotals {
		if got := res.Players[p].Total; got != want {
			t.Errorf("seat %d scores %d, want %d as before", p, got, want)
		}
	}
	stone, _ := rec.Setup.Tiles.Lookup("L2-20")
	for slot, ts := range res.Players[2].Tiles {
		if ts.Tile == stone && ts.CP != 2 {
			t.Errorf("the old L2-20 Sacred Stone in slot %d scores %d CP, want its recorded 2", slot, ts.CP)
		}
	}
	// It saves as version 3, the refills written as draws, and that loads
	// to the same game.
	again, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(again, []byte(`"version": 3`)) || !bytes.Contains(again, []byte(`"draw L`)) {
		t.Fatal("the old record is not saved as version 3 with its draws")
	}
	_, s3, err := ParseRecord(again)
	if err != nil {
		t.Fatal(err)
	}
	if s3.set = s.set; s3 != s {
		t.Error("the version 3 save of the old record replays to another state")
	}
}
