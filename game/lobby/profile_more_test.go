//go:build !js

package lobby

import (
	"context"
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

// profileOnServer makes the device's profile on the server at url, as
// going online does, and opens its screen.
func profileOnServer(t *testing.T, env *game.Env, url string) *profileScreen {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := online.OpenProfile(ctx, url, env.Identity())
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	return newProfileScreen(env, url)
}

func clickOn(t *testing.T, env *game.Env, p *profileScreen, id int) {
	t.Helper()
	if !menuHas(p.menu, id) {
		t.Fatalf("no button %d on the screen", id)
	}
	if _, err := p.Update(env, gametest.Click(id)); err != nil {
		t.Fatal(err)
	}
}

// TestProfileReplacesItsKey: "Replace my key" asks first, saying what it
// does, Cancel leaves the key as it is; asked again and confirmed, the
// server takes the next generation's key: a device that holds the old key
// (a lost one) is refused, and this device signs in with the new one.
func TestProfileReplacesItsKey(t *testing.T) {
	url := testServer(t, onlinetest.Game(10), server.ConnLimits{})
	env := newTestEnv(t, "en")
	p := profileOnServer(t, env, url)
	code, err := profile.ParseRecovery(p.card.Code)
	if err != nil {
		t.Fatal(err)
	}
	lost, err := profile.FromRecovery(code, profile.FirstGeneration)
	if err != nil {
		t.Fatal(err)
	}
	lost.Forget() // the lost device kept only its key

	clickOn(t, env, p, btnProfileReplaceKey)
	if p.confirm != btnProfileReplaceKey || p.busy != nil || p.message.Key != "profile_more.replace_warn" || !menuHas(p.menu, btnProfileCancel) {
		t.Fatalf("Replace did not ask first: confirm %d, %q", p.confirm, env.Say(p.message))
	}
	clickOn(t, env, p, btnProfileCancel)
	if p.confirm != 0 || p.busy != nil || !menuHas(p.menu, btnProfileReplaceKey) {
		t.Fatal("Cancel did not take the question back")
	}
	clickOn(t, env, p, btnProfileReplaceKey)
	clickOn(t, env, p, btnProfileReplaceKey)
	settle(t, env, p)
	if p.danger || p.message.Key != "profile_more.replaced" {
		t.Fatalf("after replacing: %q", env.Say(p.message))
	}

	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err = online.OpenProfile(ctx, url, online.NewDeviceIdentity(lost, "", nil))
	if !errors.Is(err, online.ErrNoRecovery) { // refused old_key, and it has no code to make the new one
		t.Fatalf("the old key signs in: %v", err)
	}
	s, err := online.OpenProfile(ctx, url, env.Identity())
	if err != nil {
		t.Fatalf("this device after replacing its key: %v", err)
	}
	defer s.Close()
	if got := s.Profile().Generation; got != profile.FirstGeneration+1 {
		t.Fatalf("signed in with generation %d, want %d", got, profile.FirstGeneration+1)
	}
}

// TestProfileReplaceSaysWhatFailed: without the recovery code on the
// device, or without a server that answers, the key is not replaced and
// the screen says why, its Back still there.
func TestProfileReplaceSaysWhatFailed(t *testing.T) {
	url := testServer(t, onlinetest.Game(10), server.ConnLimits{})
	env := newTestEnv(t, "en")
	p := profileOnServer(t, env, url)

	p.server = "ws://127.0.0.1:1/ws" // nobody there
	clickOn(t, env, p, btnProfileReplaceKey)
	clickOn(t, env, p, btnProfileReplaceKey)
	settle(t, env, p)
	if !p.danger || p.message.Key != "profile.failed" || !menuHas(p.menu, btnProfileBack) {
		t.Fatalf("a server that does not answer: %q, Back %v", env.Say(p.message), menuHas(p.menu, btnProfileBack))
	}

	p.card.Code = "" // a device that let go of its code
	clickOn(t, env, p, btnProfileReplaceKey)
	if !p.danger || p.message.Key != "profile_more.replace_no_code" || p.busy != nil || p.confirm != 0 {
		t.Fatalf("without the code: %q, asking %v", env.Say(p.message), p.busy != nil)
	}
}

// TestProfileSignsOutOnThisDevice: "Sign out on this device" asks first,
// showing the code to write down; confirmed, the device holds no profile
// and the server keeps it: its code brings it back.
func TestProfileSignsOutOnThisDevice(t *testing.T) {
	url := testServer(t, onlinetest.Game(10), server.ConnLimits{})
	env := newTestEnv(t, "en")
	p := profileOnServer(t, env, url)
	card := p.card

	clickOn(t, env, p, btnProfileSignOut)
	if p.confirm != btnProfileSignOut || !p.show || p.message.Key != "profile_more.sign_out_warn" {
		t.Fatalf("Sign out did not ask first with the code shown: confirm %d, shown %v, %q", p.confirm, p.show, env.Say(p.message))
	}
	if _, has, _ := env.Profile(); !has {
		t.Fatal("the first press forgot the profile")
	}
	clickOn(t, env, p, btnProfileSignOut)
	if p.has || p.danger || p.message.Key != "profile_more.signed_out" {
		t.Fatalf("after signing out: has %v, %q", p.has, env.Say(p.message))
	}
	if _, has, _ := env.Profile(); has {
		t.Fatal("the device keeps the profile it signed out of")
	}
	if menuHas(p.menu, btnProfileSignOut) && buttonEnabled(p, btnProfileSignOut) {
		t.Fatal("Sign out is offered with no profile")
	}

	back, err := env.UseRecoveryCode(card.Code)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	s, err := online.OpenProfile(ctx, url, env.Identity())
	if err != nil {
		t.Fatalf("the code after signing out: %v", err)
	}
	defer s.Close()
	if s.Profile().ID != card.ID || s.Profile().Name != card.Name || back.ID != card.ID {
		t.Fatalf("the code brought back %+v, want %+v", s.Profile(), card)
	}
}

func buttonEnabled(p *profileScreen, id int) bool {
	for _, b := range p.menu {
		if b.ID == id {
			return b.Enabled
		}
	}
	return false
}
