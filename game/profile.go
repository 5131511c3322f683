package game

import (
	"orbis/game/online"
)

// The device's profile online (docs/profiles.md): made the first time the
// person goes online, kept as profileFile in the game's store (the
// configuration folder on the desktop, localStorage in the browser),
// signed with crypto/ed25519 on the desktop (profile_default.go) and
// with the browser's WebCrypto in the browser (profile_js.go).
const profileFile = "profile.json"

// defaultProfileName is the display name a profile is registered under
// when the person typed none in the lobby.
const defaultProfileName = "Player"

// Identity is the device's profile as the online client signs in with
// it, made now when the device has none; nil where the game keeps no
// files (it plays online without a profile then, as before) or the file
// cannot be read (the log says why; the file is left as it is).
func (e *Env) Identity() online.Identity {
	if e.store == nil {
		return nil
	}
	name, _ := e.OnlinePlayer()
	if name == "" {
		name = defaultProfileName
	}
	return deviceIdentity(e.store, name)
}
