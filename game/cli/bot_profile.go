//go:build !js

package cli

import (
	"crypto/rand"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// profileIdentity is the identity kept in a profile's file (orbis bot
// --profile FILE): the file is made with a new profile when it does not
// exist, read otherwise, and written again when the server names the
// profile or its key changes. name is the display name asked for when
// the profile is registered. "" is no profile (nil).
func profileIdentity(path, name string) (online.Identity, error) {
	if path == "" {
		return nil, nil
	}
	d, err := readDeviceFile(path)
	if errors.Is(err, os.ErrNotExist) {
		if d, err = profile.NewDevice(rand.Reader); err == nil {
			err = writeDeviceFile(path, d) // kept before the server hears of it: the code is never lost
		}
	}
	if err != nil {
		return nil, err
	}
	return online.NewDeviceIdentity(d, name, func(d profile.Device) error { return writeDeviceFile(path, d) }), nil
}

func readDeviceFile(path string) (profile.Device, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return profile.Device{}, err
	}
	d, err := profile.UnmarshalDevice(data)
	if err != nil {
		return profile.Device{}, fmt.Errorf("%s: %w", path, err)
	}
	return d, nil
}

// writeDeviceFile replaces the file whole, readable by its owner only:
// it holds the recovery code, which is the whole profile.
func writeDeviceFile(path string, d profile.Device) error {
	data, err := d.Marshal()
	if err != nil {
		return err
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return err
		}
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		_ = os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		_ = os.Remove(tmp)
		return fmt.Errorf("writing the profile's file: %w", err)
	}
	return nil
}

// printProfile says whose profile the client signed in as, or why none.
func printProfile(w io.Writer, c *online.Client) {
	if p := c.Profile(); p != nil {
		fmt.Fprintf(w, "profile %s as %s\n", p.ID, p.Name)
	} else if err := c.ProfileErr(); err != nil {
		fmt.Fprintf(w, "no profile: %v\n", err)
	}
}
