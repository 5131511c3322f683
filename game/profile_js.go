//go:build js

package game

import (
	"errors"
	"fmt"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// deviceIdentity is the browser's profile, kept in the page's storage and
// signed with WebCrypto (online.WebIdentity); it is read, or made, when
// the client first signs in.
func deviceIdentity(s store, name string) online.Identity {
	load := func() ([]byte, error) {
		data, err := s.read(profileFile)
		if errors.Is(err, errNotStored) {
			return nil, fmt.Errorf("%w: %w", online.ErrNoFile, err)
		}
		return data, err
	}
	return online.NewWebIdentity(load, func(data []byte) error { return s.write(profileFile, data) }, name)
}

// readCard is the page's profile as the profile's screen shows it (its
// code's check made by WebCrypto).
func readCard(s store) (ProfileCard, error) {
	data, err := s.read(profileFile)
	if err != nil {
		return ProfileCard{}, err
	}
	f, err := profile.ReadDeviceFile(data)
	if err != nil {
		return ProfileCard{}, err
	}
	return ProfileCard{ID: f.ID, Name: f.Name, Code: f.Recovery.String()}, nil
}

// useCode keeps the profile of a code typed in place of the page's.
func useCode(s store, code string) (ProfileCard, error) {
	r, err := profile.ParseRecovery(code)
	if err != nil {
		return ProfileCard{}, err
	}
	id, err := r.WebID()
	if err != nil {
		return ProfileCard{}, err
	}
	f := profile.DeviceFile{ID: id, Recovery: r, Generation: profile.FirstGeneration}
	data, err := f.Marshal()
	if err != nil {
		return ProfileCard{}, err
	}
	if err := s.write(profileFile, data); err != nil {
		return ProfileCard{}, err
	}
	return ProfileCard{ID: id, Code: r.String()}, nil
}
