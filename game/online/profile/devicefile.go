package profile

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
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

// DeviceFile is the device's file as it reads, before any key is made
// from it: the code, or without it the seed of the generation's key.
// Device (device.go) makes and checks the keys with crypto/ed25519; the
// browser's build, which links no Ed25519 of Go's, with WebCrypto.
type DeviceFile struct {
	ID         string
	Recovery   Recovery // zero once forgotten
	Generation uint32
	Seed       []byte // the generation's key's seed, only without the code
	Name       string
}

// deviceFile is DeviceFile as JSON.
type deviceFile struct {
	Version    int    `json:"version"`
	ID         string `json:"id"`
	Recovery   string `json:"recovery,omitempty"`
	Generation uint32 `json:"generation"`
	Key        string `json:"key,omitempty"` // the key's seed, base64url, only without the code
	Name       string `json:"name,omitempty"`
}

// Marshal is the file's bytes; it refuses a file of the wrong shape (the
// keys are the caller's to check).
func (f DeviceFile) Marshal() ([]byte, error) {
	if err := f.checkShape(); err != nil {
		return nil, err
	}
	out := deviceFile{Version: DeviceVersion, ID: f.ID, Recovery: f.Recovery.String(), Generation: f.Generation, Name: f.Name}
	if f.Recovery.IsZero() {
		out.Key = base64.RawURLEncoding.EncodeToString(f.Seed)
	} else if out.Recovery == "" {
		return nil, fmt.Errorf("%w: the recovery code cannot be written (no SHA-256 here)", ErrDevice)
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrDevice, err)
	}
	return append(b, '\n'), nil
}

// ReadDeviceFile reads a device's file, refusing with what is wrong one
// that is not whole: too long, not JSON, anything after the object, an
// unknown field or version, a code with a typo, both a code and a key or
// neither. Whether the id is the code's (or the key's) is the caller's
// to check, with the keys.
func ReadDeviceFile(b []byte) (DeviceFile, error) {
	if len(b) > MaxDeviceFile {
		return DeviceFile{}, fmt.Errorf("%w: %d bytes, at most %d", ErrDevice, len(b), MaxDeviceFile)
	}
	var version struct {
		Version int `json:"version"`
	}
	if err := json.Unmarshal(b, &version); err != nil { // also refuses anything after the profile
		return DeviceFile{}, fmt.Errorf("%w: %w", ErrDevice, err)
	}
	switch {
	case version.Version > DeviceVersion:
		return DeviceFile{}, fmt.Errorf("%w: version %d, from a later game (this one reads %d)", ErrDevice, version.Version, DeviceVersion)
	case version.Version < DeviceVersion:
		return DeviceFile{}, fmt.Errorf("%w: version %d, want %d", ErrDevice, version.Version, DeviceVersion)
	}
	var in deviceFile
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields() // a field this version does not know would be lost when it writes the file again
	if err := dec.Decode(&in); err != nil {
		return DeviceFile{}, fmt.Errorf("%w: %w", ErrDevice, err)
	}
	f := DeviceFile{ID: in.ID, Generation: in.Generation, Name: in.Name}
	if in.Recovery != "" {
		r, err := ParseRecovery(in.Recovery)
		if err != nil {
			return DeviceFile{}, fmt.Errorf("%w: %w", ErrDevice, err)
		}
		if in.Key != "" {
			return DeviceFile{}, fmt.Errorf("%w: both a recovery code and a key", ErrDevice)
		}
		f.Recovery = r
	} else {
		seed, err := base64.RawURLEncoding.DecodeString(in.Key)
		if err != nil || len(seed) != SeedSize {
			return DeviceFile{}, fmt.Errorf("%w: no recovery code, and no key of %d bytes in base64url", ErrDevice, SeedSize)
		}
		f.Seed = seed
	}
	if err := f.checkShape(); err != nil {
		return DeviceFile{}, err
	}
	return f, nil
}

// checkShape refuses a file whose fields are of the wrong shape.
func (f DeviceFile) checkShape() error {
	if _, err := ParseID(f.ID); err != nil {
		return fmt.Errorf("%w: %w", ErrDevice, err)
	}
	if f.Generation == 0 {
		return fmt.Errorf("%w: %w", ErrDevice, ErrGeneration)
	}
	if f.Recovery.IsZero() && len(f.Seed) != SeedSize {
		return fmt.Errorf("%w: no recovery code, and a key seed of %d bytes", ErrDevice, len(f.Seed))
	}
	return checkName(f.Name)
}

// checkName refuses a name that is not UTF-8 or too long.
func checkName(name string) error {
	if !utf8.ValidString(name) || len(name) > MaxNameBytes {
		return fmt.Errorf("%w: a name of %d bytes that is not UTF-8 or too long (at most %d)", ErrDevice, len(name), MaxNameBytes)
	}
	return nil
}
