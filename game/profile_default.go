//go:build !js

package game

import (
	"crypto/rand"
	"errors"
	"log"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// deviceIdentity reads the store's profile, or makes and keeps a new one.
func deviceIdentity(s store, name string) online.Identity {
	d, err := readDevice(s)
	if errors.Is(err, errNotStored) {
		if d, err = profile.NewDevice(rand.Reader); err == nil {
			err = writeDevice(s, d) // kept before any server hears of it: the code is never lost
		}
	}
	if err != nil {
		log.Printf("orbis: online without a profile: %v", err)
		return nil
	}
	return online.NewDeviceIdentity(d, name, func(d profile.Device) error { return writeDevice(s, d) })
}

func readDevice(s store) (profile.Device, error) {
	data, err := s.read(profileFile)
	if err != nil {
		return profile.Device{}, err
	}
	return profile.UnmarshalDevice(data)
}

func writeDevice(s store, d profile.Device) error {
	data, err := d.Marshal()
	if err != nil {
		return err
	}
	return writePrivate(s, profileFile, data)
}

// readCard is the store's profile as the profile's screen shows it.
func readCard(s store) (ProfileCard, error) {
	d, err := readDevice(s)
	if err != nil {
		return ProfileCard{}, err
	}
	return ProfileCard{ID: d.ID, Name: d.Name, Code: d.Recovery.String()}, nil
}

// useCode keeps the profile of a code typed in place of the store's.
func useCode(s store, code string) (ProfileCard, error) {
	r, err := profile.ParseRecovery(code)
	if err != nil {
		return ProfileCard{}, err
	}
	d, err := profile.FromRecovery(r, profile.FirstGeneration)
	if err != nil {
		return ProfileCard{}, err
	}
	if err := writeDevice(s, d); err != nil {
		return ProfileCard{}, err
	}
	return ProfileCard{ID: d.ID, Code: r.String()}, nil
}
