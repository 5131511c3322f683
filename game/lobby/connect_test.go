package lobby

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
)

// TestRefusalPhrase: each way a join can fail has its sentence (a server's
// refusal before the upgrade says which bound refused it, or what answered
// instead; a host with nothing on the port, a name no computer has, a room
// that failed on the server say so); a page
// opened by a host name the server was not told names that host and
// the flag that lets it in, in every language.
func TestRefusalPhrase(t *testing.T) {
	dialing := func(err error) error { return fmt.Errorf("online: connecting to ws://orbis.lan:8080/ws: %w", err) }
	origin := dialing(&online.OriginRefused{Host: "orbis.lan"})
	tests := []struct {
		err  error
		want game.Phrase
	}{
		{origin, game.Say("online.refused.origin", "orbis.lan")},
		// Refused before the upgrade: which bound, or what answered instead.
		{dialing(&online.DialRefused{Status: 429, Detail: "too many connections from your address (64): close some and try again"}), game.Say("online.conn.too_many_from_address")},
		{dialing(&online.DialRefused{Status: 503, Detail: "the server is full (10000 connections): try again later"}), game.Say("online.refused.server_full")},
		{dialing(&online.DialRefused{Status: 502}), game.Say("online.conn.gateway")},
		{dialing(&online.DialRefused{Status: 504}), game.Say("online.conn.gateway")},
		{dialing(&online.DialRefused{Status: 404, Detail: "404 page not found"}), game.Say("online.conn.not_game_server")},
		{dialing(&online.DialRefused{Status: 200, Detail: "<html>"}), game.Say("online.conn.not_game_server")},
		{dialing(&online.DialRefused{Status: 500}), game.Say("online.conn.refused_status", 500)},
		{dialing(fmt.Errorf("%w: connect: connection refused", online.ErrNothingListens)), game.Say("online.conn.nothing_listens")},
		{dialing(fmt.Errorf("%w: lookup nosuch.invalid: no such host", online.ErrNoSuchHost)), game.Say("online.conn.no_such_host")},
		{&online.Refused{Reason: online.ReasonRoomFailed, Detail: "this room failed on the server"}, game.Say("online.refused.room_failed")},
		{&online.Refused{Reason: online.ReasonNoRoom}, game.Say("online.refused.no_room")},
		{&online.Refused{Reason: "something new"}, game.Say("online.refused.other")},
		{fmt.Errorf("dial: %w", context.DeadlineExceeded), game.Say("online.no_answer")},
		{errors.New("online: the connection closed"), game.Say("online.cannot_connect")},
	}
	for _, tc := range tests {
		if got := refusalPhrase(tc.err); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("refusalPhrase(%v) = %+v, want %+v", tc.err, got, tc.want)
		}
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{&gametest.Teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		if said := env.Say(refusalPhrase(origin)); !strings.Contains(said, "--origin\u00a0orbis.lan") {
			t.Errorf("%s: %q does not name --origin orbis.lan", lang, said)
		}
	}
}
