//go:build !js

package profile

import (
	"crypto/ed25519"
	"fmt"
	"io"
)

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
	f := DeviceFile{ID: d.ID, Recovery: d.Recovery, Generation: d.Generation, Name: d.Name}
	if d.Recovery.IsZero() {
		f.Seed = d.Key.Seed()
	}
	return f.Marshal()
}

// UnmarshalDevice reads a device's file, refusing with what is wrong one
// that is not whole: not JSON, an unknown field or version, an id, code
// or key that do not belong together.
func UnmarshalDevice(b []byte) (Device, error) {
	f, err := ReadDeviceFile(b)
	if err != nil {
		return Device{}, err
	}
	d := Device{ID: f.ID, Recovery: f.Recovery, Generation: f.Generation, Name: f.Name}
	if !f.Recovery.IsZero() {
		if d.Key, err = f.Recovery.Key(f.Generation); err != nil {
			return Device{}, fmt.Errorf("%w: %w", ErrDevice, err)
		}
	} else {
		d.Key = ed25519.NewKeyFromSeed(f.Seed)
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
	if err := checkName(d.Name); err != nil {
		return err
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
