package analysis

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	rules "orbis/rules/orbis"
)

// TestReportReadsBack: a whole game's report written as JSON reads back
// equal: classes, moves and key moments' reasons and figures.
func TestReportReadsBack(t *testing.T) {
	rep, err := Analyse(t.Context(), randomRecord(t, 3, 21, -1, 1), quick, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Decisions) == 0 || len(rep.KeyMoments) == 0 {
		t.Fatal("no decision or key moment to read back")
	}
	data, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ReadReport(data)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(back, rep) {
		again, _ := json.Marshal(back)
		t.Fatalf("the report read back differs:\nwrote %s\nread  %s", data, again)
	}
}

// TestChoiceReadsBack: each kind of move is written by its names and read
// back equal.
func TestChoiceReadsBack(t *testing.T) {
	tests := []struct {
		c    Choice
		want string
	}{
		{Choice{Notation: "god love", Took: TookGod, God: rules.Love}, `{"notation":"god love","took":"god","god":"love"}`},
		{Choice{Notation: "take 2, place 0,1", Took: TookFaceUp, God: rules.NoGod, Effect: rules.SacredStone, Color: rules.Yellow, Row: 1},
			`{"notation":"take 2, place 0,1","took":"face_up","tile":"sacred_stone","color":"yellow","row":1}`},
		{Choice{Notation: "take 0, wild 2,0", Took: TookWild, God: rules.NoGod, Effect: rules.Volcano, Color: rules.Red, Row: 3},
			`{"notation":"take 0, wild 2,0","took":"wild","tile":"volcano","color":"red","row":3}`},
		{Choice{Took: TookNothing, God: rules.NoGod}, `{"notation":"","took":"nothing"}`},
	}
	for _, tt := range tests {
		data, err := json.Marshal(tt.c)
		if err != nil || string(data) != tt.want {
			t.Errorf("%+v writes %s, %v; want %s", tt.c, data, err, tt.want)
			continue
		}
		var back Choice
		if err := json.Unmarshal(data, &back); err != nil || back != tt.c {
			t.Errorf("%s reads back %+v, %v; want %+v", data, back, err, tt.c)
		}
	}
}

// TestReadReportRefuses: what is not a report of this version is refused
// with an error.
func TestReadReportRefuses(t *testing.T) {
	const head = `{"format":"orbis-analysis","version":2,`
	tests := []struct{ name, data, want string }{
		{"not JSON", `{"format":`, "not a report"},
		{"another format", `{"format":"orbis-record"}`, "format"},
		{"version 1, which the game reads", `{"format":"orbis-analysis","version":1}`, "version 1"},
		{"an unknown class", head + `"decisions":[{"class":"brilliant"}]}`, "no class"},
		{"an unknown reason", head + `"key_moments":[{"reason":"bad luck"}]}`, "no key moment's reason"},
		{"an unknown kind of move", head + `"decisions":[{"played":{"took":"everything"}}]}`, "nothing taken"},
		{"an unknown god", head + `"decisions":[{"played":{"took":"god","god":"luck"}}]}`, "unknown god"},
		{"an unknown tile", head + `"decisions":[{"best":{"took":"wild","tile":"desert","color":"red","row":1}}]}`, "no tile effect"},
		{"an unknown colour", head + `"key_moments":[{"played":{"took":"face_up","tile":"farm","color":"any","row":1}}]}`, "colour"},
		{"no row", head + `"decisions":[{"played":{"took":"face_up","tile":"farm","color":"red"}}]}`, "row 0"},
		{"a figure of no number", head + `"key_moments":[{"reason":"margin","margin_cp":"a lot"}]}`, "not a report"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := ReadReport([]byte(tt.data)); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one saying %q", err, tt.want)
			}
		})
	}
}
