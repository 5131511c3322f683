package analysis

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestReportReadsBack: a whole game's report written as JSON reads back
// equal, phrases, classes and all, and phrases the same words.
func TestReportReadsBack(t *testing.T) {
	rep, err := Analyse(t.Context(), randomRecord(t, 3, 21, -1, 1), quick, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Decisions) == 0 || len(rep.Decisions[0].Played.Words.Args) == 0 {
		t.Fatal("no decision with a phrase to read back")
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
	for i, m := range back.KeyMoments {
		if got, want := m.In(keyWords{}), rep.KeyMoments[i].In(keyWords{}); got != want {
			t.Errorf("key moment %d reads %q, was %q", i, got, want)
		}
	}
}

// TestReadReportRefuses: what is not a report is refused with an error.
func TestReadReportRefuses(t *testing.T) {
	tests := []struct{ name, data, want string }{
		{"not JSON", `{"format":`, "not a report"},
		{"another format", `{"format":"orbis-record"}`, "format"},
		{"an unknown class", `{"format":"orbis-analysis","decisions":[{"class":"brilliant"}]}`, "no class"},
		{"a fractional argument", `{"format":"orbis-analysis","key_moments":[{"key":"k","args":[1.5]}]}`, "whole number"},
		{"an argument of no kind", `{"format":"orbis-analysis","key_moments":[{"key":"k","args":[[1]]}]}`, "not a name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := ReadReport([]byte(tt.data)); err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one saying %q", err, tt.want)
			}
		})
	}
}
