//go:build !js

package lobby

import "orbis/game"

// ProfileDemo is the profile's screen of a made-up profile, its recovery
// code shown, for pictures of it (the device's own profile is not read).
func ProfileDemo(env *game.Env) game.Scene {
	p := demoProfile()
	inOwnFrame(env, p, func() { p.menu = p.buttons(env) })
	return p
}

// ProfileAskDemo is the profile's screen of a made-up profile asking
// before it replaces the key (replace true) or signs out on this device,
// for pictures of it.
func ProfileAskDemo(env *game.Env, replace bool) game.Scene {
	p := demoProfile()
	p.show = false
	inOwnFrame(env, p, func() {
		if replace {
			p.replaceKey(env, false)
		} else {
			p.signOut(env, false)
		}
		p.menu = p.buttons(env)
	})
	return p
}

func demoProfile() *profileScreen {
	return &profileScreen{server: "orbis.lan:8080", has: true, show: true,
		card: game.ProfileCard{ID: "3KHAD65DDPEH6C4J", Name: "Ada 2", Code: "0410-6105-0R3G-G28A-1C60-T3GF-208H-2AQM"}}
}
