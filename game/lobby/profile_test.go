//go:build !js

package lobby

import (
	"context"
	"crypto/rand"
	"errors"
	"testing"
	"time"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/profile"
	"orbis/game/online/server"
)

// settle updates the profile's screen until the server has answered.
func settle(t *testing.T, env *game.Env, p *profileScreen) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); p.busy != nil; time.Sleep(10 * time.Millisecond) {
		if _, err := p.Update(env, nil); err != nil {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatal("the server did not answer")
		}
	}
}

// TestProfileScreen: the profile's screen renames the profile on the
// lobby's server, shows its recovery code, takes another profile's code
// typed in its place, and deletes that profile on the server (asking
// twice), after which the device has none.
func TestProfileScreen(t *testing.T) {
	url := testServer(t, onlinetest.Game(10), server.ConnLimits{})
	env := newTestEnv(t, "en")
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := online.OpenProfile(ctx, url, env.Identity()) // the device goes online: its profile is made
	if err != nil {
		t.Fatal(err)
	}
	s.Close()

	p := newProfileScreen(env, url)
	if !p.has || p.card.Code == "" || p.card.Name != "Player" { // the name of a person who typed none
		t.Fatalf("the screen of the device's profile: %+v", p.card)
	}
	click := func(id int) {
		t.Helper()
		if _, err := p.Update(env, gametest.Click(id)); err != nil {
			t.Fatal(err)
		}
	}
	click(btnProfileRename)
	p.text = "Ada"
	click(btnProfileOK)
	settle(t, env, p)
	if p.card.Name != "Ada" || p.danger {
		t.Fatalf("renamed: %q (%s)", p.card.Name, env.Say(p.message))
	}
	click(btnProfileShow)
	if !p.show || !menuHas(p.menu, btnProfileShow) {
		t.Fatal("the code is not shown")
	}

	other, err := profile.NewDevice(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	s, err = online.OpenProfile(ctx, url, online.NewDeviceIdentity(other, "Bea", nil))
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	click(btnProfileUseCode)
	p.text = "not a code"
	click(btnProfileOK)
	if !p.danger || p.input != inputCode {
		t.Fatalf("a wrong code is taken: %s", env.Say(p.message))
	}
	p.text = other.Recovery.String()
	click(btnProfileOK)
	if p.card.ID != other.ID || p.input != inputNone {
		t.Fatalf("the code of %s typed: the screen shows %+v", other.ID, p.card)
	}

	click(btnProfileDelete)
	if p.confirm != btnProfileDelete || p.busy != nil {
		t.Fatal("Delete did not ask again")
	}
	click(btnProfileDelete)
	settle(t, env, p)
	if p.has || p.danger {
		t.Fatalf("after deleting: %+v (%s)", p.card, env.Say(p.message))
	}
	if _, has, _ := env.Profile(); has {
		t.Fatal("the device keeps the deleted profile")
	}
	other.Forget() // a device with its key only: refused no_profile, it cannot register the profile again
	_, err = online.OpenProfile(ctx, url, online.NewDeviceIdentity(other, "", nil))
	if !errors.Is(err, online.ErrNoRecovery) {
		t.Fatalf("signing in as the deleted profile: %v, want no_profile and no code to register it again with", err)
	}
}

// TestMyGamesOfTheProfile: a game begun on another device of the profile
// is among my games in the lobby, and opening it takes its seat back
// (reclaim), not a resume with a token this device never had.
func TestMyGamesOfTheProfile(t *testing.T) {
	url := testServer(t, onlinetest.Game(10), server.ConnLimits{})
	env := newTestEnv(t, "en")
	env.RememberOnlinePlayer("Ada", url)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := online.OpenProfile(ctx, url, env.Identity())
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	card, _, err := env.Profile()
	if err != nil {
		t.Fatal(err)
	}
	code, err := profile.ParseRecovery(card.Code)
	if err != nil {
		t.Fatal(err)
	}
	phone, err := profile.FromRecovery(code, profile.FirstGeneration)
	if err != nil {
		t.Fatal(err)
	}
	c, err := online.DialAs(ctx, url, []online.Viewer{onlinetest.Game(10)}, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}}, online.NewDeviceIdentity(phone, "", nil))
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	room, _, _ := c.Seat()

	l := New(env).(*lobby)
	for deadline := time.Now().Add(10 * time.Second); l.fromProfile != nil; time.Sleep(10 * time.Millisecond) {
		if _, err := l.Update(env, nil); err != nil {
			t.Fatal(err)
		}
		if time.Now().After(deadline) {
			t.Fatal("the server did not answer")
		}
	}
	at := -1
	for i, ref := range l.mine {
		if ref.Code == room && ref.Token == "" {
			at = i
		}
	}
	if at < 0 || at >= minePerPage {
		t.Fatalf("my games: %+v, want %s of the profile", l.mine, room)
	}
	ch, err := l.Update(env, gametest.Click(btnMine+at))
	if err != nil {
		t.Fatal(err)
	}
	conn, ok := ch.Scene().(*connecting)
	if !ok || conn.hello.Type != online.TypeReclaim || conn.hello.Code != room {
		t.Fatalf("opening the profile's game: %+v, want a reclaim of %s", ch, room)
	}
	conn.cancel()
}
