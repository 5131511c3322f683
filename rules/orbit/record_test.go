package orbit

import (
	"bytes"
	"errors"
	"fmt"
	"strings"
	"testing"
)

func recordOf(t testing.TB, players int, seed uint64) (*Record, State) {
	final, su, actions := playRandom(t, players, seed)
	rec := &Record{Seed: &seed, Setup: su, Actions: actions}
	for i := range players {
		rec.Players = append(rec.Players, PlayerInfo{Name: "P" + string(rune('1'+i)), Kind: "random"})
	}
	return rec, final
}

// TestRecordRoundTrip: a record written and read back replays to the same
// end, its kit and deal included, for every player count.
func TestRecordRoundTrip(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		rec, final := recordOf(t, players, uint64(players))
		data, err := rec.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if !IsRecord(data) {
			t.Fatal("a record is not recognised as one")
		}
		back, s, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("%d players: %v", players, err)
		}
		if s.Score() != final.Score() || back.Setup.Kit != rec.Setup.Kit || len(back.Actions) != len(rec.Actions) {
			t.Fatalf("%d players: the record does not come back whole", players)
		}
		again, err := back.Marshal()
		if err != nil || !bytes.Equal(again, data) {
			t.Fatalf("%d players: written twice, the record differs", players)
		}
	}
}

// TestVersion1RecordsLoad: a record written before goals had a max (its
// kit has none, its version is 1) loads and replays as it was played.
func TestVersion1RecordsLoad(t *testing.T) {
	old := DefaultKit()
	for i := range old.Hexes {
		old.Hexes[i].Goal.Max = 0
	}
	seed := uint64(5)
	su, err := NewSetup(Config{Players: 1, Seed: seed, FirstGeneral: 0, Kit: &old})
	if err != nil {
		t.Fatal(err)
	}
	s, err := FromSetup(su)
	if err != nil {
		t.Fatal(err)
	}
	rec := &Record{Players: []PlayerInfo{{Name: "P1"}}, Seed: &seed, Setup: su}
	for range 40 {
		if s.IsOver() {
			break
		}
		var a Action
		if c, ok := s.Chance(); ok {
			a = c
		} else {
			a = s.LegalActions(nil)[0]
		}
		must(t, &s, a)
		rec.Actions = append(rec.Actions, a)
	}
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	v1 := strings.Replace(string(data), fmt.Sprintf(`"version": %d`, RecordVersion), `"version": 1`, 1)
	if v1 == string(data) || strings.Contains(v1, `"max"`) {
		t.Fatal("the record does not look like a version 1 record")
	}
	back, got, err := ParseRecord([]byte(v1))
	if err != nil {
		t.Fatalf("a version 1 record: %v", err)
	}
	if back.Setup.Kit != old || got.Score() != s.Score() {
		t.Fatal("a version 1 record does not come back as it was played")
	}
}

// TestBrokenRecordsAreRefused: each way a record can be wrong gives an
// error wrapping ErrRecord.
func TestBrokenRecordsAreRefused(t *testing.T) {
	rec, _ := recordOf(t, 2, 7)
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	good := string(data)
	tests := []struct{ name, from, to string }{
		{"not JSON", `"format"`, `"format`},
		{"another format", `"orbit-record"`, `"orbis-record"`},
		{"a later version", fmt.Sprintf(`"version": %d`, RecordVersion), `"version": 9`},
		{"a goal's max in version 1", fmt.Sprintf(`"version": %d`, RecordVersion), `"version": 1`},
		{"an unknown field", `"format"`, `"colour": 1, "format"`},
		{"an illegal action", `"order `, `"order fly`},
		{"a hex dealt twice", `"ring": [`, `"ring": [0, `},
		{"an unknown body", `"body": "planet"`, `"body": "star"`},
		{"an action out of turn", `"actions": [`, `"actions": ["done", `},
	}
	for _, tc := range tests {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		if bad == good {
			t.Fatalf("%s: the test changed nothing", tc.name)
		}
		if _, _, err := ParseRecord([]byte(bad)); !errors.Is(err, ErrRecord) {
			t.Errorf("%s: %v, want an ErrRecord", tc.name, err)
		}
	}
}

// FuzzParseRecord: no input makes the loader panic, and what it accepts
// writes back to a record it accepts again.
func FuzzParseRecord(f *testing.F) {
	for _, n := range []int{1, 3} {
		rec, _ := recordOf(f, n, 11)
		data, err := rec.Marshal()
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(`{"format":"orbit-record","version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, _, err := ParseRecord(data)
		if err != nil {
			if !errors.Is(err, ErrRecord) {
				t.Fatalf("an error that is no ErrRecord: %v", err)
			}
			return
		}
		again, err := rec.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if _, _, err := ParseRecord(again); err != nil {
			t.Fatalf("accepted, written back and refused: %v", err)
		}
	})
}
