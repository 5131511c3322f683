//go:build !js

package online

import (
	"crypto/ed25519"
	"fmt"
	"sync"

	"orbis/game/online/profile"
)

// DeviceIdentity is the desktop's (and the headless bot's) Identity: a
// profile.Device, signed with Go's crypto/ed25519, saved by Save after
// every change (nil: kept in memory only). The browser signs with
// WebCrypto instead (identity_js.go).
type DeviceIdentity struct {
	mu     sync.Mutex
	device profile.Device
	name   string // asked for at registration when the device has none
	save   func(profile.Device) error
}

// NewDeviceIdentity is the identity of a device's profile; name is the
// display name asked for when the profile is registered.
func NewDeviceIdentity(d profile.Device, name string, save func(profile.Device) error) *DeviceIdentity {
	return &DeviceIdentity{device: d, name: name, save: save}
}

// Device is the profile as the device holds it now.
func (d *DeviceIdentity) Device() profile.Device {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.device
}

func (d *DeviceIdentity) ProfileID() string { return d.Device().ID }

func (d *DeviceIdentity) DisplayName() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.device.Name != "" {
		return d.device.Name
	}
	return d.name
}

func toProfile(ch Challenge) profile.Challenge {
	return profile.Challenge{Nonce: ch.Nonce, Origin: ch.Origin, Time: ch.Time}
}

func (d *DeviceIdentity) SignIn(ch Challenge) (Proof, error) {
	dev := d.Device()
	sig := profile.Sign(dev.Key, toProfile(ch))
	if sig == nil {
		return Proof{}, fmt.Errorf("online: signing a challenge of the wrong shape")
	}
	return Proof{ID: dev.ID, Generation: dev.Generation, Signature: sig}, nil
}

func (d *DeviceIdentity) Register(ch Challenge) (Proof, error) {
	dev := d.Device()
	if dev.Recovery.IsZero() {
		return Proof{}, ErrNoRecovery
	}
	reg, err := profile.NewRegistration(dev.Recovery, toProfile(ch))
	if err != nil {
		return Proof{}, err
	}
	return Proof{ID: reg.ID, Key: reg.Key, Replace: reg.Replace, Signature: reg.Signature, ReplaceSignature: reg.ReplaceSignature}, nil
}

func (d *DeviceIdentity) Replace(ch Challenge, generation uint32) (Proof, error) {
	dev := d.Device()
	if dev.Recovery.IsZero() {
		return Proof{}, ErrNoRecovery
	}
	rep, err := profile.NewReplacement(dev.Recovery, generation, toProfile(ch))
	if err != nil {
		return Proof{}, err
	}
	return Proof{ID: rep.ID, Generation: rep.Generation, Key: []byte(rep.Key), Signature: rep.Signature}, nil
}

func (d *DeviceIdentity) UseGeneration(generation uint32) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.device.Generation == generation {
		return nil
	}
	if d.device.Recovery.IsZero() {
		return ErrNoRecovery
	}
	next, err := profile.FromRecovery(d.device.Recovery, generation)
	if err != nil {
		return err
	}
	next.Name = d.device.Name
	d.device = next
	return d.saveLocked()
}

func (d *DeviceIdentity) Keep(p ProfileInfo) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if p.ID != d.device.ID || p.Name == d.device.Name {
		return nil
	}
	d.device.Name = p.Name
	return d.saveLocked()
}

func (d *DeviceIdentity) saveLocked() error {
	if d.save == nil {
		return nil
	}
	return d.save(d.device)
}

// The sizes the protocol checks are Ed25519's.
var _ = [1]struct{}{}[PublicKeyLen-ed25519.PublicKeySize+SignatureLen-ed25519.SignatureSize]
