//go:build !js

package table

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/profile"
	"orbis/game/online/server/servertest"
)

// safetyNet only turns a hang into a failure; no assertion is timed.
const safetyNet = 10 * time.Second

// TestTheViewersLineIsASignedInRatedSeats: the viewer's own line says
// their new rating only when they sat in a seat the server rated, signed
// in: not to a guest who did not sign in, nor to a spectator, nor in an
// unrated room; the rows say the change to everyone.
func TestTheViewersLineIsASignedInRatedSeats(t *testing.T) {
	url := servertest.Start(t, onlinetest.Game(1))
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	views := []online.Viewer{onlinetest.Game(1)}
	keep := func(c *online.Client, err error) *online.Client {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		return c
	}
	d, err := profile.NewDevice(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	env := ratingEnv(t)
	for _, rated := range []bool{true, false} {
		host := keep(online.DialAs(ctx, url, views, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana",
			Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}, Rated: rated, Spectators: true}, online.NewDeviceIdentity(d, "Ana", nil)))
		code, _, _ := host.Seat()
		guest := keep(online.Dial(ctx, url, views, online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"}))
		spectator := keep(online.Watch(ctx, url, views, code))
		if err := host.Act(0, []string{onlinetest.Move}); err != nil {
			t.Fatal(err)
		}
		for _, c := range []*online.Client{host, guest, spectator} {
			waitRating(t, c, rated)
		}
		for _, tt := range []struct {
			who   string
			c     *online.Client
			yours bool
		}{{"the signed-in host", host, rated}, {"a guest not signed in", guest, false}, {"a spectator", spectator, false}} {
			r := RatingsOf(tt.c)
			words, _, ok := r.Yours(env)
			if ok != tt.yours || ok && !strings.HasPrefix(words, "Your rating: ") {
				t.Errorf("rated %v: %s's own line %q (%v), want one: %v", rated, tt.who, words, ok, tt.yours)
			}
			if line, ok := r.Line(env, 0); ok != rated || ok && line.Label != "Rating:" {
				t.Errorf("rated %v: %s sees the host's row %+v (%v), want it shown: %v", rated, tt.who, line, ok, rated)
			}
			if line, ok := r.Line(env, 1); ok {
				t.Errorf("rated %v: %s sees the unsigned guest's row %+v, want none", rated, tt.who, line)
			}
		}
	}
}

// waitRating waits until a client has the final state: of a rated game,
// with the server's changes.
func waitRating(t *testing.T, c *online.Client, rated bool) {
	t.Helper()
	deadline := time.After(safetyNet)
	for {
		over := false
		c.With(func(m online.Match, _ []online.SeatState, _ int64) { over = m != nil && m.Over() })
		if r, _ := c.Rated(); over && r == rated && (!rated || c.RatingChanges() != nil) {
			return
		}
		select {
		case <-c.Changed():
		case <-time.After(10 * time.Millisecond):
		case <-deadline:
			t.Fatalf("the final state (rated %v) did not come: %v", rated, c.Err())
		}
	}
}

// TestTheRowsSayTheChangesOnceTheClientHasThem: the server sends a rated
// game's final state, and the changes only in a later state (another
// server of the cluster counted the game); the rows say the rating is
// being counted until the client has them, then the change, taken once;
// the viewer, who did not sign in, has no line of their own.
func TestTheRowsSayTheChangesOnceTheClientHasThem(t *testing.T) {
	counted := make(chan struct{})
	view, _ := json.Marshal(map[string]any{"seats": []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}, "length": 1, "actions": []string{onlinetest.Move}})
	table := []online.SeatState{{Name: "Ana", Kind: "human", Here: true}, {Name: "Easy", Kind: "ai:easy", Here: true}}
	final := online.Message{Type: online.TypeState, Game: onlinetest.ID, Step: 1, View: view, Table: table, Rated: true, Public: true}
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ws, err := websocket.Accept(w, r, nil)
		if err != nil {
			return
		}
		defer ws.CloseNow()
		ctx := r.Context()
		if _, _, err := ws.Read(ctx); err != nil { // the hello
			return
		}
		say := func(m online.Message) {
			data, _ := online.Encode(m)
			_ = ws.Write(ctx, websocket.MessageText, data)
		}
		say(online.Message{Type: online.TypeJoined, Code: "K9E81GJR", Token: "tok", Game: onlinetest.ID})
		say(final)
		select {
		case <-counted:
		case <-ctx.Done():
			return
		}
		withChanges := final
		withChanges.Changes = []online.RatingChange{{Seat: 0, Before: 1500, After: 1531.6, Deviation: 290}}
		say(withChanges)
		for {
			if _, _, err := ws.Read(ctx); err != nil {
				return
			}
		}
	}))
	t.Cleanup(hs.Close)
	ctx, cancel := context.WithTimeout(context.Background(), safetyNet)
	defer cancel()
	c, err := online.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http")+"/ws", []online.Viewer{onlinetest.Game(1)}, online.Message{Type: online.TypeJoin, Code: "K9E81GJR", Name: "Ana"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(c.Close)
	for rated, _ := c.Rated(); !rated; rated, _ = c.Rated() {
		select {
		case <-c.Changed():
		case <-ctx.Done():
			t.Fatal("the rated final state did not come")
		}
	}
	env := ratingEnv(t)
	r := RatingsOf(c)
	if r.Take(env) || r.Counted() {
		t.Fatal("the changes taken before the server sent them")
	}
	if line, ok := r.Line(env, 0); !ok || line.Value != "Rating being counted…" {
		t.Fatalf("the person's row before the changes: %+v (%v), want the rating being counted", line, ok)
	}
	if words, _, ok := r.Yours(env); ok {
		t.Errorf("the viewer's own line %q while being counted, but they did not sign in", words)
	}
	close(counted)
	for !r.Take(env) {
		select {
		case <-c.Changed():
		case <-time.After(10 * time.Millisecond):
		case <-ctx.Done():
			t.Fatal("the changes did not come to the score")
		}
	}
	if line, ok := r.Line(env, 0); !ok || line.Value != "1532 (+32)" || line.Ink != RatingGain {
		t.Errorf("the person's row once counted: %+v (%v), want 1532 (+32) as a gain", line, ok)
	}
	if line, ok := r.Line(env, 1); ok {
		t.Errorf("the computer's row once counted: %+v, want none", line)
	}
	if words, _, ok := r.Yours(env); ok {
		t.Errorf("the viewer's own line %q once counted, but they did not sign in", words)
	}
	if r.Take(env) || !r.Counted() {
		t.Errorf("the changes taken twice, or not kept: counted %v", r.Counted())
	}
}
