package lobby

import (
	"context"
	"log"

	"orbis/game"
	"orbis/game/online"
)

// Two things the profile's screen does that ask once before they act:
// replacing the profile's key, which signs every other device out (a lost
// one among them), and signing out on this device, which keeps the
// profile on the server for the recovery code to bring back.

// replaceKey replaces the profile's key on the lobby's server by the next
// generation's (docs/profiles.md): the first press says what it does, the
// second does it. It needs the recovery code on this device.
func (p *profileScreen) replaceKey(env *game.Env, confirmed bool) {
	if p.card.Code == "" {
		p.say("profile_more.replace_no_code", true)
		return
	}
	if !confirmed {
		p.confirm = btnProfileReplaceKey
		p.say("profile_more.replace_warn", true)
		return
	}
	p.ask(env, func(ctx context.Context, s *online.ProfileSession) profileDone {
		return profileDone{replaced: true, err: s.ReplaceKey(ctx)}
	})
}

// signOut lets this device forget its profile, which stays on the server:
// the first press says so (and shows the code to write down, where the
// device keeps it), the second forgets it.
func (p *profileScreen) signOut(env *game.Env, confirmed bool) {
	if !confirmed {
		p.confirm = btnProfileSignOut
		if p.card.Code == "" {
			p.say("profile_more.sign_out_warn_no_code", true)
			return
		}
		p.show = true
		p.say("profile_more.sign_out_warn", true)
		return
	}
	if err := env.ForgetProfile(); err != nil {
		log.Printf("orbis: signing out on this device: %v", err)
		p.say("profile_more.sign_out_failed", true)
		return
	}
	p.card, p.has, p.show = game.ProfileCard{}, false, false
	p.say("profile_more.signed_out", false)
}

// confirmLabel is the label of the button that acts once it has asked.
func confirmLabel(id int) string {
	switch id {
	case btnProfileReplaceKey:
		return "profile_more.replace_confirm"
	case btnProfileSignOut:
		return "profile_more.sign_out_confirm"
	}
	return "profile.delete_confirm"
}
