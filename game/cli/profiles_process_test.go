//go:build !js

package cli

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// forgedIdentity signs in as another's profile with a key of its own.
type forgedIdentity struct {
	*online.DeviceIdentity
	victim string
}

func (f forgedIdentity) SignIn(ch online.Challenge) (online.Proof, error) {
	p, err := f.DeviceIdentity.SignIn(ch)
	p.ID = f.victim
	return p, err
}

// TestProfileMovesToAnotherDeviceOverTheServerProcess: over a real server
// process, a bot makes its profile in a file and sits under its name; a
// second device made from the file's recovery code signs in as the same
// profile, sees the game among its games and takes the seat back; a
// signature by another key is refused and signs nobody in.
func TestProfileMovesToAnotherDeviceOverTheServerProcess(t *testing.T) {
	p := startServerProcess(t)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	host, err := online.Dial(ctx, p.url(), onlineViews(), online.Message{Type: online.TypeCreate, Game: "orbis", Name: "Host", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}})
	if err != nil {
		t.Fatal(err)
	}
	defer host.Close()
	code, _, _ := host.Seat()
	hostDone := make(chan error, 1)
	go func() { hostDone <- host.PlayAs(ctx, "easy", 1) }()

	file := filepath.Join(t.TempDir(), "bot", "profile.json")
	var out strings.Builder
	if err := cmdBot([]string{"--server", p.addr, "--code", code, "--level", "easy", "--profile", file, "--name", "Robo"}, &out, &out); err != nil {
		t.Fatalf("orbis bot: %v\n%s", err, out.String())
	}
	if err := <-hostDone; err != nil {
		t.Fatal(err)
	}
	made, err := readDeviceFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "profile "+made.ID+" as Robo\n") || made.Name != "Robo" {
		t.Fatalf("the bot's profile: file %s named %q; it said:\n%s", made.ID, made.Name, out.String())
	}

	code32, err := profile.ParseRecovery(made.Recovery.String())
	if err != nil {
		t.Fatal(err)
	}
	other, err := profile.FromRecovery(code32, profile.FirstGeneration)
	if err != nil {
		t.Fatal(err)
	}
	session, err := online.OpenProfile(ctx, p.url(), online.NewDeviceIdentity(other, "", nil))
	if err != nil {
		t.Fatal(err)
	}
	if got := session.Profile(); got.ID != made.ID || got.Name != "Robo" {
		t.Fatalf("the other device signed in as %+v, want %s Robo", got, made.ID)
	}
	games, err := session.Games(ctx)
	session.Close()
	if err != nil || len(games) != 1 || games[0].Code != code || !games[0].Over || games[0].Seat != 1 {
		t.Fatalf("the profile's games on the other device: %+v, %v", games, err)
	}
	back, err := online.DialAs(ctx, p.url(), onlineViews(), online.Message{Type: online.TypeReclaim, Code: code}, online.NewDeviceIdentity(other, "", nil))
	if err != nil {
		t.Fatal(err)
	}
	back.Close()
	if _, _, seat := back.Seat(); seat != 1 {
		t.Fatalf("the seat taken back: %d, want 1", seat)
	}

	forger, err := profile.FromRecovery(mustRecovery(t), profile.FirstGeneration)
	if err != nil {
		t.Fatal(err)
	}
	_, err = online.OpenProfile(ctx, p.url(), forgedIdentity{online.NewDeviceIdentity(forger, "", nil), made.ID})
	var refused *online.ProfileRefused
	if !errors.As(err, &refused) || refused.Reason != online.ReasonBadSignature {
		t.Fatalf("a forged signature: %v, want refused %s", err, online.ReasonBadSignature)
	}
}

// mustRecovery is a new recovery code.
func mustRecovery(t *testing.T) profile.Recovery {
	t.Helper()
	d, err := profile.NewDevice(strings.NewReader(strings.Repeat("forger's randomness", 2)))
	if err != nil {
		t.Fatal(err)
	}
	return d.Recovery
}
