package server

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"orbis/game/online/profile/displayname"
)

// The profiles as the store keeps them, in the bucket DocsProfiles:
//
//	profile.<id>     a profile: its display name, its key in use and that
//	                 key's generation, its replacing key (profileDoc)
//	name.<hash>      a display name's claim: the profile that holds it
//	                 (the hash is SHA-256 of displayname.Key(name), in
//	                 hex: every name, in any case, one key NATS takes)
//	games.<id>       the profile's games, newest first (profileGames)
//
// A claim is made with Create, so two servers of a cluster never give one
// name twice: the second's Create fails with ErrExists and it takes the
// next number. Every change is compare-and-set.

// profileDocVersion is the version of a profile's document.
const profileDocVersion = 1

// profileDoc is a profile as the server keeps it: never the code, never a
// private key.
type profileDoc struct {
	V          int       `json:"v"`
	ID         string    `json:"id"`
	Name       string    `json:"name"`
	Key        []byte    `json:"key"` // the public key in use
	Generation uint32    `json:"generation"`
	Replace    []byte    `json:"replace"` // the replacing public key
	Created    time.Time `json:"created"`
}

// nameClaim is a display name's claim.
type nameClaim struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	At   int64  `json:"at"` // Unix seconds it was claimed
}

// claimSettles is how long a claim holds without its profile having the
// name: the profile is written (or renamed) just after its claim, and
// another server must not take the claim for a stale one meanwhile.
const claimSettles = time.Minute

func profileKey(id string) string { return "profile." + id }
func gamesKey(id string) string   { return "games." + id }

// claimKey is the key of a name's claim: names equal but for case share it.
func claimKey(name string) string {
	sum := sha256.Sum256([]byte(displayname.Key(name)))
	return "name." + hex.EncodeToString(sum[:])
}

// profileBook is the server's profiles in the store, with their limits.
type profileBook struct {
	docs Docs
	lim  profileLimiters
	now  func() time.Time
}

func newProfileBook(store Store, limits ProfileLimits) (*profileBook, error) {
	docs, err := store.Docs(DocsProfiles)
	if err != nil {
		return nil, fmt.Errorf("server: the profiles: %w", err)
	}
	return &profileBook{docs: docs, lim: newProfileLimiters(limits.withDefaults()), now: time.Now}, nil
}

// get reads a profile; ErrNoDoc when there is none.
func (b *profileBook) get(ctx context.Context, id string) (profileDoc, uint64, error) {
	data, rev, err := b.docs.Get(ctx, profileKey(id))
	if err != nil {
		return profileDoc{}, 0, err
	}
	var p profileDoc
	if err := json.Unmarshal(data, &p); err != nil {
		return profileDoc{}, 0, fmt.Errorf("profile %s: its document: %w", id, err)
	}
	return p, rev, nil
}

// taken reports whether a name's claim holds: its profile exists and
// still has that name. A claim left behind (a server stopped between the
// claim and the profile, or a rename) is deleted and the name is free.
func (b *profileBook) taken(ctx context.Context, name string) (bool, error) {
	data, rev, err := b.docs.Get(ctx, claimKey(name))
	if errors.Is(err, ErrNoDoc) {
		return false, nil
	}
	if err != nil {
		return true, err
	}
	var cl nameClaim
	if json.Unmarshal(data, &cl) == nil {
		p, _, err := b.get(ctx, cl.ID)
		switch {
		case err == nil && displayname.Key(p.Name) == displayname.Key(name):
			return true, nil
		case err != nil && !errors.Is(err, ErrNoDoc):
			return true, err
		}
		if b.now().Sub(time.Unix(cl.At, 0)) < claimSettles {
			return true, nil // its profile is being written
		}
	}
	if err := b.docs.Delete(ctx, claimKey(name), rev); err != nil && !errors.Is(err, ErrConflict) {
		return true, err
	}
	return false, nil
}

// claim makes requested unique (displayname.Unique) and claims it for id;
// a name another server claimed meanwhile is passed over. own is the
// name id holds ("" for none): a name of the same claim ("ada 2" for "Ada
// 2") is id's to take without a new claim.
func (b *profileBook) claim(ctx context.Context, id, requested, own string) (string, error) {
	for range 3 {
		var storeErr error
		name, err := displayname.Unique(requested, func(name string) bool {
			if own != "" && claimKey(name) == claimKey(own) {
				return false
			}
			if storeErr != nil {
				return true
			}
			t, err := b.taken(ctx, name)
			storeErr = err
			return t
		})
		if storeErr != nil {
			return "", storeErr
		}
		if err != nil {
			return "", err
		}
		if own != "" && claimKey(name) == claimKey(own) {
			return name, nil
		}
		doc, _ := json.Marshal(nameClaim{ID: id, Name: name, At: b.now().Unix()})
		if _, err := b.docs.Create(ctx, claimKey(name), doc); errors.Is(err, ErrExists) {
			continue // claimed by another server since taken said it was free
		} else if err != nil {
			return "", err
		}
		return name, nil
	}
	return "", fmt.Errorf("claiming a name like %q: %w", requested, ErrConflict)
}

// release lets go of a name's claim if it is still id's.
func (b *profileBook) release(ctx context.Context, id, name string) error {
	data, rev, err := b.docs.Get(ctx, claimKey(name))
	if errors.Is(err, ErrNoDoc) {
		return nil
	}
	if err != nil {
		return err
	}
	var cl nameClaim
	if json.Unmarshal(data, &cl) == nil && cl.ID != id {
		return nil
	}
	if err := b.docs.Delete(ctx, claimKey(name), rev); err != nil && !errors.Is(err, ErrConflict) {
		return err
	}
	return nil
}

// create keeps a new profile under a claimed name; ErrExists when the id
// is registered already (its name's claim is let go of then).
func (b *profileBook) create(ctx context.Context, p profileDoc) error {
	data, err := json.Marshal(p)
	if err != nil {
		return err
	}
	if _, err := b.docs.Create(ctx, profileKey(p.ID), data); err != nil {
		_ = b.release(ctx, p.ID, p.Name)
		return err
	}
	return nil
}

// change edits a profile by compare-and-set, reading it again after
// another server's change; edit's error stops it with nothing stored.
func (b *profileBook) change(ctx context.Context, id string, edit func(p *profileDoc) error) (profileDoc, error) {
	for range 3 {
		p, rev, err := b.get(ctx, id)
		if err != nil {
			return profileDoc{}, err
		}
		if err := edit(&p); err != nil {
			return profileDoc{}, err
		}
		data, err := json.Marshal(p)
		if err != nil {
			return profileDoc{}, err
		}
		if _, err := b.docs.Update(ctx, profileKey(id), data, rev); errors.Is(err, ErrConflict) {
			continue
		} else if err != nil {
			return profileDoc{}, err
		}
		return p, nil
	}
	return profileDoc{}, fmt.Errorf("profile %s: %w", id, ErrConflict)
}

// remove deletes a profile, its name's claim and its games' index; the
// rooms keep the names their seats had.
func (b *profileBook) remove(ctx context.Context, id string) error {
	p, rev, err := b.get(ctx, id)
	if errors.Is(err, ErrNoDoc) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := b.docs.Delete(ctx, profileKey(id), rev); err != nil {
		return err
	}
	if err := b.release(ctx, id, p.Name); err != nil {
		return err
	}
	return b.docs.Delete(ctx, gamesKey(id), 0)
}
