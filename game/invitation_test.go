package game

import (
	"strings"
	"testing"
)

// TestInvitationSaysHowFriendsJoin: a room this application hosts is
// joined at its address, and by a link only when it serves the web
// build; a room on a server is joined at that server, with its link.
func TestInvitationSaysHowFriendsJoin(t *testing.T) {
	env, err := NewEnv(Options{ConfigDir: t.TempDir(), Lang: "en", Games: []Game{&teacher{}}})
	if err != nil {
		t.Fatal(err)
	}
	env.RememberOnline(OnlineRef{Server: "ws://127.0.0.1:8080/ws", Code: "K9E81GJR", Shared: "192.0.2.2:8080", Web: true})
	env.RememberOnline(OnlineRef{Server: "ws://127.0.0.1:8081/ws", Code: "AAAABBBB", Shared: "192.0.2.2:8081"})
	for _, tc := range []struct {
		name, server, code string
		want               Invitation
		joins              string // the server the address typed in the lobby joins
	}{
		{"hosted here, with the web build", "ws://127.0.0.1:8080/ws", "K9E81GJR", Invitation{Link: "http://192.0.2.2:8080/?room=K9E8-1GJR", Address: "192.0.2.2:8080", Code: "K9E8-1GJR"}, "ws://192.0.2.2:8080/ws"},
		{"hosted here, without it", "ws://127.0.0.1:8081/ws", "AAAABBBB", Invitation{Address: "192.0.2.2:8081", Code: "AAAA-BBBB"}, "ws://192.0.2.2:8081/ws"},
		{"on a server", "ws://games.example:8080/ws", "CCCCDDDD", Invitation{Link: "http://games.example:8080/?room=CCCC-DDDD", Address: "games.example:8080", Code: "CCCC-DDDD"}, "ws://games.example:8080/ws"},
		{"on a secure server", "wss://games.example/ws", "CCCCDDDD", Invitation{Link: "https://games.example/?room=CCCC-DDDD", Address: "https://games.example", Code: "CCCC-DDDD"}, "wss://games.example/ws"},
	} {
		got := env.Invitation(tc.server, tc.code)
		if got != tc.want {
			t.Errorf("%s: %+v, want %+v", tc.name, got, tc.want)
		}
		words := got.Waiting(env)
		for _, part := range []string{got.Link, got.Address, got.Code} {
			if !strings.Contains(words, part) {
				t.Errorf("%s: the table says %q, without %q", tc.name, words, part)
			}
		}
		if ws, err := ServerURL(got.Address); err != nil || ws != tc.joins {
			t.Errorf("%s: the address %q joins %q (%v), want %q", tc.name, got.Address, ws, err, tc.joins)
		}
	}
}
