package game

import (
	"errors"

	"orbis/game/online"
)

// The device's profile online (docs/profiles.md): made the first time the
// person goes online, kept as profileFile in the game's store (the
// configuration folder on the desktop, localStorage in the browser),
// signed with crypto/ed25519 on the desktop (profile_default.go) and
// with the browser's WebCrypto in the browser (profile_js.go).
const profileFile = "online-profile.json"

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

// ProfileCard is what the profile's screen shows of the device's
// profile: its id, the display name a server gave it ("" before), and its
// recovery code ("" once the device forgot it).
type ProfileCard struct {
	ID, Name, Code string
}

// Profile is the device's profile as kept; ok is false when the device
// has none yet (it is made the first time the person goes online).
func (e *Env) Profile() (card ProfileCard, ok bool, err error) {
	if e.store == nil {
		return ProfileCard{}, false, nil
	}
	card, err = readCard(e.store)
	if errors.Is(err, errNotStored) {
		return ProfileCard{}, false, nil
	}
	return card, err == nil, err
}

// UseRecoveryCode makes the profile of a recovery code the device's, in
// place of the one it had (whose code the person wrote down, or lets go
// of): the next sign-in uses the key the server has for it.
func (e *Env) UseRecoveryCode(code string) (ProfileCard, error) {
	if e.store == nil {
		return ProfileCard{}, errors.New("profile: the game keeps no files here")
	}
	return useCode(e.store, code)
}

// ForgetProfile removes the device's profile (after the server deleted
// it): a new one is made the next time the person goes online.
func (e *Env) ForgetProfile() error {
	if e.store == nil {
		return nil
	}
	return e.store.remove(profileFile)
}
