//go:build !js

package online_test

import (
	"context"
	"crypto/rand"
	"errors"
	"io"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/profile"
	"orbis/game/online/server"
)

// profileServer serves the test game; its WebSocket URL.
func profileServer(t *testing.T) string {
	t.Helper()
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: []online.Ruleset{onlinetest.Game(20)}, Store: store,
		Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Limits: server.Limits{CreatesPerMinute: 100}})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	return "ws" + strings.TrimPrefix(hs.URL, "http") + "/ws"
}

// TestClientSignsInAndItsGamesFollowItsProfile: a client given a new
// device registers it before its create and sits under the name the
// server gave (saved on the device); a second device made from the
// recovery code sees the game among the profile's games and takes the
// seat back (reclaim), the first told other_device.
func TestClientSignsInAndItsGamesFollowItsProfile(t *testing.T) {
	url := profileServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	d, err := profile.NewDevice(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	var saved profile.Device
	phoneID := online.NewDeviceIdentity(d, "Ada", func(d profile.Device) error { saved = d; return nil })
	games := []online.Viewer{onlinetest.Game(20)}
	phone, err := online.DialAs(ctx, url, games, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ada", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}}, phoneID)
	if err != nil {
		t.Fatal(err)
	}
	defer phone.Close()
	if p := phone.Profile(); p == nil || p.ID != d.ID || p.Name != "Ada" || saved.Name != "Ada" {
		t.Fatalf("the phone's profile: %+v (%v), saved %q", p, phone.ProfileErr(), saved.Name)
	}
	var names []string
	phone.With(func(_ online.Match, table []online.SeatState, _ int64) {
		for _, s := range table {
			names = append(names, s.Name)
		}
	})
	if len(names) == 0 || names[0] != "Ada" {
		t.Fatalf("the table: %q, want the host named Ada", names)
	}
	code, _, _ := phone.Seat()

	laptopDevice, err := profile.FromRecovery(d.Recovery, profile.FirstGeneration)
	if err != nil {
		t.Fatal(err)
	}
	var laptopSaved profile.Device
	laptopID := online.NewDeviceIdentity(laptopDevice, "", func(d profile.Device) error { laptopSaved = d; return nil })
	session, err := online.OpenProfile(ctx, url, laptopID)
	if err != nil {
		t.Fatal(err)
	}
	mine, err := session.Games(ctx)
	session.Close()
	if err != nil || len(mine) != 1 || mine[0].Code != code {
		t.Fatalf("the profile's games on the laptop: %+v, %v", mine, err)
	}
	laptop, err := online.DialAs(ctx, url, games, online.Message{Type: online.TypeReclaim, Code: code}, laptopID)
	if err == nil && laptopSaved.Name != "Ada" {
		t.Fatalf("the laptop keeps the profile's name as %q, want Ada", laptopSaved.Name)
	}
	if err != nil {
		t.Fatal(err)
	}
	defer laptop.Close()
	if _, _, seat := laptop.Seat(); seat != 0 {
		t.Fatalf("the laptop took seat %d", seat)
	}
	waitLost(t, phone, online.ByeOtherDevice)
}

// TestClientPlaysOnWithoutAProfileTheServerRefuses: a device whose key
// was replaced and that no longer holds the code cannot sign in; the
// client plays on without a profile and says why.
func TestClientPlaysOnWithoutAProfileTheServerRefuses(t *testing.T) {
	url := profileServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	d, err := profile.NewDevice(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	owner := online.NewDeviceIdentity(d, "Ada", nil)
	session, err := online.OpenProfile(ctx, url, owner)
	if err != nil {
		t.Fatal(err)
	}
	if err := session.ReplaceKey(ctx); err != nil {
		t.Fatal(err)
	}
	session.Close()
	if got := owner.Device().Generation; got != 2 {
		t.Fatalf("after ReplaceKey the device holds generation %d", got)
	}
	lost := d
	lost.Forget() // the lost device kept only its key of generation 1
	c, err := online.DialAs(ctx, url, []online.Viewer{onlinetest.Game(20)}, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Bea", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}}, online.NewDeviceIdentity(lost, "", nil))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if !errors.Is(c.ProfileErr(), online.ErrNoRecovery) || c.Profile() != nil {
		t.Fatalf("a replaced key without the code: profile %+v, %v", c.Profile(), c.ProfileErr())
	}
}

// TestTypedNameRenamesTheProfile: a name typed for a table is the
// person's: a profile named otherwise is renamed to it before the seat is
// taken; a profile holding the typed name with a number is not.
func TestTypedNameRenamesTheProfile(t *testing.T) {
	url := profileServer(t)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	games := []online.Viewer{onlinetest.Game(20)}
	create := func(name string, id online.Identity) *online.Client {
		t.Helper()
		c, err := online.DialAs(ctx, url, games, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: name, Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "ai:easy"}}}, id)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		return c
	}
	for _, tc := range []struct{ registered, typed, want string }{
		{"Ada", "Ada", "Ada"},
		{"Ada", "ada", "ada 2"}, // registered "Ada 2"; "ada" is the first profile's: the same claim in the case typed
		{"Bea", "Ada", "Ada 3"},
	} {
		d, err := profile.NewDevice(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		id := online.NewDeviceIdentity(d, tc.registered, nil)
		c := create(tc.typed, id)
		if p := c.Profile(); p == nil || p.Name != tc.want || id.DisplayName() != tc.want {
			t.Fatalf("registered %q, typed %q: profile %+v (%v), kept %q; want %q", tc.registered, tc.typed, p, c.ProfileErr(), id.DisplayName(), tc.want)
		}
		again := create(tc.typed, id) // the number the server added is no reason to rename
		if p := again.Profile(); p == nil || p.Name != tc.want {
			t.Fatalf("typed %q again: profile %+v, want %q", tc.typed, p, tc.want)
		}
	}
}
