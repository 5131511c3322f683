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
	if !p.confirm || p.busy != nil {
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
