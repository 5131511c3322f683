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
	newer := fmt.Errorf("online: %w: version 2, this client speaks 1", online.ErrServerNewer)
	tests := []struct {
		err       error
		inBrowser bool
		want      game.Phrase
	}{
		{origin, false, game.Say("online.refused.origin", "orbis.lan")},
		// A server of a newer protocol: a page is told to reload, the
		// desktop to update.
		{newer, true, game.Say("web.refused.page_older")},
		{&online.Refused{Reason: online.ReasonVersion}, true, game.Say("web.refused.page_older")},
		{newer, false, game.Say("online.refused.version")},
		{&online.Refused{Reason: online.ReasonVersion}, false, game.Say("online.refused.version")},
		// Refused before the upgrade: which bound, or what answered instead.
		{dialing(&online.DialRefused{Status: 429, Detail: "too many connections from your address (64): close some and try again"}), false, game.Say("online.conn.too_many_from_address")},
		{dialing(&online.DialRefused{Status: 503, Detail: "the server is full (10000 connections): try again later"}), false, game.Say("online.refused.server_full")},
		{dialing(&online.DialRefused{Status: 502}), false, game.Say("online.conn.gateway")},
		{dialing(&online.DialRefused{Status: 504}), false, game.Say("online.conn.gateway")},
		{dialing(&online.DialRefused{Status: 404, Detail: "404 page not found"}), false, game.Say("online.conn.not_game_server")},
		{dialing(&online.DialRefused{Status: 200, Detail: "<html>"}), false, game.Say("online.conn.not_game_server")},
		{dialing(&online.DialRefused{Status: 500}), false, game.Say("online.conn.refused_status", 500)},
		{dialing(fmt.Errorf("%w: connect: connection refused", online.ErrNothingListens)), false, game.Say("online.conn.nothing_listens")},
		{dialing(fmt.Errorf("%w: lookup nosuch.invalid: no such host", online.ErrNoSuchHost)), false, game.Say("online.conn.no_such_host")},
		{&online.Refused{Reason: online.ReasonRoomFailed, Detail: "this room failed on the server"}, false, game.Say("online.refused.room_failed")},
		{&online.Refused{Reason: online.ReasonNoRoom}, false, game.Say("online.refused.no_room")},
		// A join of a room its host started, a create past the server's cap.
		{&online.Refused{Reason: online.ReasonStarted}, false, game.Say("online.refused.started")},
		{&online.Refused{Reason: online.ReasonTooManySeats}, false, game.Say("online.refused.too_many_seats")},
		{&online.Refused{Reason: "something new"}, false, game.Say("online.refused.other")},
		{fmt.Errorf("dial: %w", context.DeadlineExceeded), false, game.Say("online.no_answer")},
		{errors.New("online: the connection closed"), false, game.Say("online.cannot_connect")},
	}
	if got := refusalPhrase(dialing(fmt.Errorf("%w: connect: connection refused", online.ErrNothingListens)), true, true); !reflect.DeepEqual(got, game.Say("online.offline")) {
		t.Errorf("a page that knows it is offline: %+v, want online.offline", got)
	}
	for _, tc := range tests {
		if got := refusalPhrase(tc.err, tc.inBrowser, false); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("refusalPhrase(%v, in a browser %v) = %+v, want %+v", tc.err, tc.inBrowser, got, tc.want)
		}
	}
	for _, lang := range []string{"en", "de", "fr", "pl"} {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: lang, Games: []game.Game{&gametest.Teacher{}}})
		if err != nil {
			t.Fatal(err)
		}
		if said := env.Say(refusalPhrase(origin, false, false)); !strings.Contains(said, "--origin\u00a0orbis.lan") {
			t.Errorf("%s: %q does not name --origin orbis.lan", lang, said)
		}
	}
}
