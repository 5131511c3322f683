//go:build js

package online

import (
	"errors"
	"fmt"
	"sync"

	"orbis/game/online/profile"
)

// WebIdentity is the browser's Identity: the profile's file in the
// page's storage, its keys made and its signatures written by WebCrypto
// (profile's *_js.go), so that the web build links no Ed25519 of Go's.
// The file is read, or the profile made, at its first use, in the
// client's goroutine: WebCrypto's promises are awaited there, never in
// the frame.
type WebIdentity struct {
	load func() ([]byte, error) // the file; an error wrapping ErrNoFile when there is none
	save func([]byte) error
	name string

	mu     sync.Mutex
	file   *profile.DeviceFile
	key    profile.WebKey // of file.Generation
	loaded error          // why the profile cannot be had, once it cannot
}

// ErrNoFile is wrapped by a WebIdentity's load error when the page keeps
// no profile yet: it makes one.
var ErrNoFile = errors.New("online: no profile kept")

// NewWebIdentity is the identity of the profile load reads and save
// keeps; name is the display name asked for when it is registered.
func NewWebIdentity(load func() ([]byte, error), save func([]byte) error, name string) *WebIdentity {
	return &WebIdentity{load: load, save: save, name: name}
}

// ready reads the profile, or makes and keeps a new one (mu held).
func (w *WebIdentity) ready() error {
	if w.file != nil || w.loaded != nil {
		return w.loaded
	}
	w.loaded = w.open()
	return w.loaded
}

func (w *WebIdentity) open() error {
	data, err := w.load()
	var f profile.DeviceFile
	switch {
	case errors.Is(err, ErrNoFile):
		r, err := profile.NewRecovery(profile.WebRandom)
		if err != nil {
			return err
		}
		id, err := r.WebID()
		if err != nil {
			return err
		}
		f = profile.DeviceFile{ID: id, Recovery: r, Generation: profile.FirstGeneration}
		if err := w.keep(f); err != nil { // kept before any server hears of it: the code is never lost
			return err
		}
	case err != nil:
		return err
	default:
		if f, err = profile.ReadDeviceFile(data); err != nil {
			return err
		}
		if !f.Recovery.IsZero() {
			id, err := f.Recovery.WebID()
			if err != nil {
				return err
			}
			if id != f.ID {
				return fmt.Errorf("%w: id %s is not the recovery code's (%s)", profile.ErrDevice, f.ID, id)
			}
		}
	}
	return w.use(f)
}

// use makes the key of the file's generation and takes the file on.
func (w *WebIdentity) use(f profile.DeviceFile) error {
	var (
		key profile.WebKey
		err error
	)
	if f.Recovery.IsZero() {
		key, err = profile.NewWebKey(f.Seed)
	} else {
		key, err = f.Recovery.WebKey(f.Generation)
	}
	if err != nil {
		return err
	}
	w.file, w.key = &f, key
	return nil
}

func (w *WebIdentity) keep(f profile.DeviceFile) error {
	data, err := f.Marshal()
	if err != nil {
		return err
	}
	return w.save(data)
}

func (w *WebIdentity) ProfileID() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ready() != nil {
		return ""
	}
	return w.file.ID
}

func (w *WebIdentity) DisplayName() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ready() == nil && w.file.Name != "" {
		return w.file.Name
	}
	return w.name
}

func webChallenge(ch Challenge) profile.Challenge {
	return profile.Challenge{Nonce: ch.Nonce, Origin: ch.Origin, Time: ch.Time}
}

func (w *WebIdentity) SignIn(ch Challenge) (Proof, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.ready(); err != nil {
		return Proof{}, err
	}
	sig, err := w.key.SignIn(webChallenge(ch))
	if err != nil {
		return Proof{}, err
	}
	return Proof{ID: w.file.ID, Generation: w.file.Generation, Signature: sig}, nil
}

func (w *WebIdentity) Register(ch Challenge) (Proof, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.ready(); err != nil {
		return Proof{}, err
	}
	if w.file.Recovery.IsZero() {
		return Proof{}, ErrNoRecovery
	}
	id, key, replace, sig, rsig, err := profile.WebRegistration(w.file.Recovery, webChallenge(ch))
	if err != nil {
		return Proof{}, err
	}
	return Proof{ID: id, Key: key, Replace: replace, Signature: sig, ReplaceSignature: rsig}, nil
}

func (w *WebIdentity) Replace(ch Challenge, generation uint32) (Proof, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.ready(); err != nil {
		return Proof{}, err
	}
	if w.file.Recovery.IsZero() {
		return Proof{}, ErrNoRecovery
	}
	key, sig, err := profile.WebReplacement(w.file.Recovery, generation, webChallenge(ch))
	if err != nil {
		return Proof{}, err
	}
	return Proof{ID: w.file.ID, Generation: generation, Key: key, Signature: sig}, nil
}

func (w *WebIdentity) UseGeneration(generation uint32) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.ready(); err != nil {
		return err
	}
	if w.file.Generation == generation {
		return nil
	}
	if w.file.Recovery.IsZero() {
		return ErrNoRecovery
	}
	next := *w.file
	next.Generation = generation
	if err := w.keep(next); err != nil {
		return err
	}
	return w.use(next)
}

func (w *WebIdentity) Keep(p ProfileInfo) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if err := w.ready(); err != nil {
		return err
	}
	if p.ID != w.file.ID || p.Name == w.file.Name {
		return nil
	}
	next := *w.file
	next.Name = p.Name
	if err := w.keep(next); err != nil {
		return err
	}
	w.file = &next
	return nil
}
