package lobby

import (
	"reflect"
	"testing"

	"orbis/game"
	"orbis/game/online"
)

// TestWatchByCode: Watch in the lobby connects to the room of the code
// typed as a spectator, asking for no seat; a code that is no code is said.
func TestWatchByCode(t *testing.T) {
	env := newTestEnv(t, "en")
	l := &lobby{server: "orbis.lan:8080", code: "abcd efgh"}
	c, ok := l.watch(env).Scene().(*connecting)
	if !ok {
		t.Fatal("Watch opened no connecting screen")
	}
	c.cancel()
	if c.hello.Type != online.TypeWatch || c.hello.Code != "ABCDEFGH" || c.hello.Token != "" || c.at.Local != "ws://orbis.lan:8080/ws" {
		t.Fatalf("Watch says %+v to %s", c.hello, c.at.Local)
	}
	l.code = "ABC"
	if next := l.watch(env).Scene(); next != nil || !reflect.DeepEqual(l.message, game.Say("online.bad_code")) {
		t.Fatalf("a bad code opened %v and said %+v", next, l.message)
	}
}

// TestWatchRefusalPhrases: a server's refusals of a spectator have their
// own sentences.
func TestWatchRefusalPhrases(t *testing.T) {
	for reason, want := range map[string]string{
		online.ReasonNoWatch:           "watch.refused.no_watch",
		online.ReasonTooManySpectators: "watch.refused.too_many",
	} {
		if got := refusalPhrase(&online.Refused{Reason: reason}, false, false); !reflect.DeepEqual(got, game.Say(want)) {
			t.Errorf("%s: %+v, want %s", reason, got, want)
		}
	}
}
