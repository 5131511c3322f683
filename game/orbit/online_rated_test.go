//go:build !js

package orbit

import (
	"context"
	"crypto/rand"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/online/profile"
	"orbis/game/online/server"
)

// TestARatedOnlineGamesScoreShowsTheChanges: two signed-in people play a
// rated room to its end; the final score a spectator's table opens reads
// the room's ratings from its client and, once the server counted the
// game, says each person's change on their card; the spectator has no
// line of their own.
func TestARatedOnlineGamesScoreShowsTheChanges(t *testing.T) {
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: []online.Ruleset{Online()}, Store: store,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	url := "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
	env := testEnv(t)
	env.SetSpeed(game.SpeedInstant)
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	signedIn := func(name string) online.Identity {
		d, err := profile.NewDevice(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		return online.NewDeviceIdentity(d, name, nil)
	}
	host, err := online.DialAs(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeCreate, Game: New().ID(), Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}, Rated: true, Spectators: true}, signedIn("Ada"))
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	code, _, _ := host.Seat()
	guest, err := online.DialAs(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: "Bea"}, signedIn("Bea"))
	if err != nil {
		t.Fatal(err)
	}
	defer guest.Close()
	spec, err := online.Watch(ctx, url, env.OnlineViews(), code)
	if err != nil {
		t.Fatal(err)
	}
	defer spec.Close()
	scene, err := New().PlayOnline(env, spec)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i, c := range []*online.Client{host, guest} {
		wg.Go(func() { errs[i] = c.PlayAs(ctx, "easy", uint64(i+1)) })
	}
	defer func() {
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			t.Error(err)
		}
	}()
	var o *over
	for counted := false; !counted; { // an Update once the client had the changes
		counted = o != nil && spec.RatingChanges() != nil
		if ctx.Err() != nil {
			t.Fatalf("the spectator's table never had the changes at its final score (at %T)", scene)
		}
		env.Enter(scene)
		change, err := scene.Update(env, nil)
		if err != nil {
			t.Fatal(err)
		}
		if next := change.Scene(); next != nil {
			scene = next
		}
		o, _ = scene.(*over)
		time.Sleep(2 * time.Millisecond)
	}
	if !o.ratings.Counted() {
		t.Fatal("the final score did not take the changes its client has")
	}
	if words, _, ok := o.ratings.Yours(env); ok {
		t.Errorf("a spectator's own line: %q", words)
	}
	for seat, rt := range o.rating {
		if !rt.shown || rt.line.Label != env.T("rating_score.label") || !strings.ContainsAny(rt.line.Value, "+−±") {
			t.Errorf("seat %d's card says %+v (shown %v), want its person's rating's change", seat, rt.line, rt.shown)
		}
	}
}
