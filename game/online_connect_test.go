package game

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"orbis/game/online"
)

// TestRefusalPhrase: each way a join can fail has its sentence; a page
// opened by a host name the server was not told names that host and
// the flag that lets it in, in every language.
func TestRefusalPhrase(t *testing.T) {
	origin := fmt.Errorf("online: connecting to ws://orbis.lan:8080/ws: %w", &online.OriginRefused{Host: "orbis.lan"})
	tests := []struct {
		err  error
		want Phrase
	}{
		{origin, Say("online.refused.origin", "orbis.lan")},
		{&online.Refused{Reason: online.ReasonNoRoom}, Say("online.refused.no_room")},
		{&online.Refused{Reason: "something new"}, Say("online.refused.other")},
		{fmt.Errorf("dial: %w", context.DeadlineExceeded), Say("online.no_answer")},
		{errors.New("online: the connection closed"), Say("online.cannot_connect")},
	}
	for _, tc := range tests {
		if got := refusalPhrase(tc.err); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("refusalPhrase(%v) = %+v, want %+v", tc.err, got, tc.want)
		}
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: lang, Games: []Game{&teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		if said := env.Say(refusalPhrase(origin)); !strings.Contains(said, "--origin\u00a0orbis.lan") {
			t.Errorf("%s: %q does not name --origin orbis.lan", lang, said)
		}
	}
}
