//go:build !js

package tabletest

import (
	"context"
	"crypto/rand"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/online/profile"
	"orbis/game/online/server/servertest"
	"orbis/game/table"
)

// RatedScore has two signed-in people play a rated room of a game (its
// rules on the server) to its end on a server of the test's own, while a
// spectator's table (opened by play) follows it, and returns the
// spectator's final score, a scene of type S whose ratings the game
// reads, once it updated with the ratings the server counted. It fails
// the test if the score never takes them, gives the spectator a line of
// their own, or does not say each person's change on their card (cards:
// the line each card shows, the zero line for none).
func RatedScore[S game.Scene](t *testing.T, env *game.Env, rules online.Ruleset,
	play func(*game.Env, *online.Client) (game.Scene, error), ratingsOf func(S) *table.Ratings, cards func(S) []table.RatingLine) S {
	t.Helper()
	url := servertest.Start(t, rules)
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
	host, err := online.DialAs(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeCreate, Game: rules.ID(), Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}, Rated: true, Spectators: true}, signedIn("Ada"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(host.Close)
	code, _, _ := host.Seat()
	guest, err := online.DialAs(ctx, url, env.OnlineViews(), online.Message{Type: online.TypeJoin, Code: code, Name: "Bea"}, signedIn("Bea"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(guest.Close)
	spec, err := online.Watch(ctx, url, env.OnlineViews(), code)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(spec.Close)
	scene, err := play(env, spec)
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
	var (
		score   S
		ratings *table.Ratings
	)
	for counted := false; !counted; { // an Update once the client had the changes
		counted = ratings != nil && spec.RatingChanges() != nil
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
		var ok bool
		if score, ok = scene.(S); ok {
			ratings = ratingsOf(score)
		}
		time.Sleep(2 * time.Millisecond)
	}
	if !ratings.Counted() {
		t.Fatal("the final score did not take the changes its client has")
	}
	if words, _, ok := ratings.Yours(env); ok {
		t.Errorf("a spectator's own line: %q", words)
	}
	for i, line := range cards(score) {
		if line.Label != env.T("rating_score.label") || !strings.ContainsAny(line.Value, "+−±") {
			t.Errorf("card %d says %+v, want its person's rating's change", i, line)
		}
	}
	return score
}
