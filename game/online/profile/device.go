package profile

import (
	"bytes"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"unicode/utf8"
)

// DeviceVersion is the version of the device's file this package writes
// and reads; a file of a later version is refused, never half read.
const DeviceVersion = 1

// The device file's limits: it is a few hundred bytes.
const (
	MaxDeviceFile = 4 << 10
	MaxNameBytes  = 256
)

// ErrDevice is wrapped by the error of a device file that cannot be read
// or written.
var ErrDevice = errors.New("profile file")

// Device is the profile as a device keeps it (the config folder, the
// browser's storage). The recovery code is there until the person chooses
// to keep it on paper only (Forget): then the device keeps the key of the
// generation in use, which a replacement makes useless.
type Device struct {
	ID         string
	Recovery   Recovery // zero once forgotten
	Generation uint32
	Key        ed25519.PrivateKey // the generation's key
	Name       string             // the display name the server gave; "" before
}

// deviceFile is Device as JSON.
type deviceFile struct {
	Version    int    `json:"version"`
	ID         string `json:"id"`
	Recovery   string `json:"recovery,omitempty"`
	Generation uint32 `json:"generation"`
	Key        string `json:"key,omitempty"` // the key's seed, base64url, only without the code
	Name       string `json:"name,omitempty"`
}

// NewDevice makes a new profile: a new recovery code from rand and its
// first key.
func NewDevice(rand io.Reader) (Device, error) {
	r, err := NewRecovery(rand)
	if err != nil {
		return Device{}, err
	}
	return FromRecovery(r, FirstGeneration)
}

// FromRecovery is the profile of code r on a device, with its key of
// generation: how a profile comes to another device.
func FromRecovery(r Recovery, generation uint32) (Device, error) {
	id, err := r.ID()
	if err != nil {
		return Device{}, err
	}
	key, err := r.Key(generation)
	if err != nil {
		return Device{}, err
	}
	return Device{ID: id, Recovery: r, Generation: generation, Key: key}, nil
}

// Forget drops the recovery code from the device, keeping its key: the
// person keeps the code on paper, and a device lost from then on cannot
// replace the key, only sign in until its key is replaced.
func (d *Device) Forget() { d.Recovery = Recovery{} }

// Marshal is the device's file; a Device that does not hold together is
// refused rather than written.
func (d Device) Marshal() ([]byte, error) {
	if err := d.check(); err != nil {
		return nil, err
	}
	f := deviceFile{Version: DeviceVersion, ID: d.ID, Recovery: d.Recovery.String(), Generation: d.Generation, Name: d.Name}
	if d.Recovery.IsZero() {
		f.Key = base64.RawURLEncoding.EncodeToString(d.Key.Seed())
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDevice, err)
	}
	return append(b, '\n'), nil
}

// UnmarshalDevice reads a device's file, refusing with what is wrong one
// that is not whole: not JSON, an unknown field or version, an id, code
// or key that do not belong together.
func UnmarshalDevice(b []byte) (Device, error) {
	if len(b) > MaxDeviceFile {
		return Device{}, fmt.Errorf("%w: %d bytes, at most %d", ErrDevice, len(b), MaxDeviceFile)
	}
	var version struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(b, &version); err != nil { // also refuses anything after the profile
		return Device{}, fmt.Errorf("%w: %w", ErrDevice, err)
	}
	switch {
	case version.Version > DeviceVersion:
		return Device{}, fmt.Errorf("%w: version %d, from a later game (this one reads %d)", ErrDevice, version.Version, DeviceVersion)
	case version.Version < DeviceVersion:
		return Device{}, fmt.Errorf("%w: version %d, want %d", ErrDevice, version.Version, DeviceVersion)
	}
	var f deviceFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields() // a field this version does not know would be lost when it writes the file again
	if err := dec.Decode(&f); err != nil {
		return Device{}, fmt.Errorf("%w: %w", ErrDevice, err)
	}
	d := Device{ID: f.ID, Generation: f.Generation, Name: f.Name}
	if f.Recovery != "" {
		r, err := ParseRecovery(f.Recovery)
		if err != nil {
			return Device{}, fmt.Errorf("%w: %w", ErrDevice, err)
		}
		if f.Key != "" {
			return Device{}, fmt.Errorf("%w: both a recovery code and a key", ErrDevice)
		}
		d.Recovery = r
		if d.Key, err = r.Key(f.Generation); err != nil {
			return Device{}, fmt.Errorf("%w: %w", ErrDevice, err)
		}
	} else {
		seed, err := base64.RawURLEncoding.DecodeString(f.Key)
		if err != nil || len(seed) != ed25519.SeedSize {
			return Device{}, fmt.Errorf("%w: no recovery code, and no key of %d bytes in base64url", ErrDevice, ed25519.SeedSize)
		}
		d.Key = ed25519.NewKeyFromSeed(seed)
	}
	if err := d.check(); err != nil {
		return Device{}, err
	}
	return d, nil
}

// check refuses a Device whose parts do not belong together.
func (d Device) check() error {
	if _, err := ParseID(d.ID); err != nil {
		return fmt.Errorf("%w: %w", ErrDevice, err)
	}
	if d.Generation == 0 {
		return fmt.Errorf("%w: %w", ErrDevice, ErrGeneration)
	}
	if len(d.Key) != ed25519.PrivateKeySize {
		return fmt.Errorf("%w: a key of %d bytes, want %d", ErrDevice, len(d.Key), ed25519.PrivateKeySize)
	}
	if !utf8.ValidString(d.Name) || len(d.Name) > MaxNameBytes {
		return fmt.Errorf("%w: a name of %d bytes that is not UTF-8 or too long (at most %d)", ErrDevice, len(d.Name), MaxNameBytes)
	}
	if !d.Recovery.IsZero() {
		id, err := d.Recovery.ID()
		if err != nil {
			return fmt.Errorf("%w: %w", ErrDevice, err)
		}
		if id != d.ID {
			return fmt.Errorf("%w: id %s is not the recovery code's (%s)", ErrDevice, d.ID, id)
		}
		key, err := d.Recovery.Key(d.Generation)
		if err != nil {
			return fmt.Errorf("%w: %w", ErrDevice, err)
		}
		if !key.Equal(d.Key) {
			return fmt.Errorf("%w: the key is not the recovery code's of generation %d", ErrDevice, d.Generation)
		}
	} else if d.Generation == FirstGeneration {
		if id, _ := IDOf(PublicKey(d.Key)); id != d.ID {
			return fmt.Errorf("%w: id %s is not its first key's (%s)", ErrDevice, d.ID, id)
		}
	}
	return nil
}
