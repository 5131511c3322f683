package analysis

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	rules "orbis/rules/orbis"
)

// recordJSON is a short valid record, written the way the game writes one.
func recordJSON(t testing.TB, actions int, humans ...int) []byte {
	t.Helper()
	data, err := randomRecord(t, 2, 6, actions, humans...).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// edited is a record's JSON changed by change.
func edited(t *testing.T, data string, change func(doc map[string]any)) string {
	t.Helper()
	var doc map[string]any
	if err := json.Unmarshal([]byte(data), &doc); err != nil {
		t.Fatal(err)
	}
	change(doc)
	out, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

func TestParseRefusesWhatIsNoOrbisRecord(t *testing.T) {
	good := string(recordJSON(t, 30, 0))
	tests := []struct {
		name    string
		data    string
		is      error
		message string
	}{
		{"empty", "", rules.ErrRecord, "not a record"},
		{"broken JSON", `{"format": "orbis-record", "version": 3,`, rules.ErrRecord, "not a record"},
		{"not an object", `[1, 2, 3]`, rules.ErrRecord, "not a record"},
		{"another format", `{"format": "chess-pgn", "version": 1}`, rules.ErrRecord, "format"},
		{"an Orbit record", `{"format": "orbit-record", "version": 1, "players": []}`, ErrNotOrbis, "Orbit"},
		{"an illegal action", strings.Replace(good, `"take `, `"god love", "take `, 1), rules.ErrRecord, "action"},
		{"an unknown action", strings.Replace(good, `"end"`, `"jump"`, 1), rules.ErrRecord, "jump"},
		{"a future version", strings.Replace(good, `"version": 3`, `"version": 99`, 1), rules.ErrRecord, "version"},
		{"one player", edited(t, good, func(doc map[string]any) { doc["players"] = doc["players"].([]any)[:1] }), rules.ErrRecord, "players"},
		{"no actions field", edited(t, good, func(doc map[string]any) { doc["actions"] = "take 1" }), rules.ErrRecord, "not a record"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec, err := Parse([]byte(tt.data))
			if err == nil || rec != nil {
				t.Fatalf("Parse = %v, %v; want an error", rec, err)
			}
			if !errors.Is(err, tt.is) || !strings.Contains(err.Error(), tt.message) {
				t.Errorf("Parse: %v; want an error wrapping %v and saying %q", err, tt.is, tt.message)
			}
		})
	}
	if _, err := Parse([]byte(good)); err != nil {
		t.Errorf("Parse of a good record: %v", err)
	}
}

func TestNewRefusesBrokenRecords(t *testing.T) {
	valid := func() *rules.Record { return randomRecord(t, 2, 6, 30) }
	tests := []struct {
		name  string
		spoil func(r *rules.Record) *rules.Record
	}{
		{"no record", func(*rules.Record) *rules.Record { return nil }},
		{"no setup", func(r *rules.Record) *rules.Record { r.Setup = rules.Setup{}; return r }},
		{"a player too many", func(r *rules.Record) *rules.Record {
			r.Players = append(r.Players, rules.PlayerInfo{Name: "X"})
			return r
		}},
		{"an illegal action", func(r *rules.Record) *rules.Record {
			r.Actions = append([]rules.Action{rules.EndTurn()}, r.Actions...)
			return r
		}},
		{"a draw in mid-turn", func(r *rules.Record) *rules.Record {
			r.Actions = append(r.Actions[:1:1], rules.Draw(0))
			return r
		}},
		{"a nonsense action", func(r *rules.Record) *rules.Record {
			r.Actions = append(r.Actions, rules.Action{Kind: 200, Pos: 250})
			return r
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if a, err := New(tt.spoil(valid()), quick); err == nil || a != nil {
				t.Errorf("New = %v, %v; want an error", a, err)
			}
		})
	}
}

// FuzzParse feeds the loader anything: it must refuse or accept, never
// panic, and a record it accepts must be ready to analyse.
func FuzzParse(f *testing.F) {
	f.Add(recordJSON(f, 0))
	f.Add(recordJSON(f, 25, 1))
	f.Add([]byte(`{"format": "orbit-record"}`))
	f.Add([]byte(`{"format": "orbis-record", "version": 3, "players": [{"name": "a"}, {"name": "b"}], "setup": {}, "actions": []}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := Parse(data)
		if err != nil {
			return
		}
		if _, err := New(rec, quick); err != nil {
			t.Errorf("a record Parse accepts is refused by New: %v", err)
		}
	})
}
