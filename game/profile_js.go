//go:build js

package game

import (
	"errors"
	"fmt"

	"orbis/game/online"
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
