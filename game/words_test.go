package game

import (
	"reflect"
	"slices"
	"testing"
)

func TestPhrase(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en"})
	if err != nil {
		t.Fatal(err)
	}
	colour := Say("orbis.color.red")
	tests := []struct {
		name string
		p    Phrase
		want string
	}{
		{"empty", Phrase{}, ""},
		{"plain", Say("play.undo"), "Undo"},
		{"arguments", Say("orbis.play.round", 3), env.T("orbis.play.round", 3)},
		{"a phrase inside", SayN("orbis.tip.cube_count", 1, 1, colour), "1 red worshipper"},
		{"plural", SayN("orbis.tip.cube_count", 3, 3, colour), "3 red worshippers"},
		{"missing key shows", Say("no.such.key"), "{no.such.key}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			args := slices.Clone(tt.p.Args)
			if got := env.Say(tt.p); got != tt.want {
				t.Errorf("Say(%+v) = %q, want %q", tt.p, got, tt.want)
			}
			if !reflect.DeepEqual(args, tt.p.Args) {
				t.Errorf("Say changed the phrase's arguments: %v", tt.p.Args)
			}
		})
	}
}
