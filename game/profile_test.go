//go:build !js

package game

import (
	"os"
	"testing"

	"orbis/game/online"
	"orbis/game/online/profile"
)

// TestProfileIsMadeOnceAndKeptPrivate: the first Identity makes the
// device's profile and keeps it in the store (a file only its owner may
// read, where the store is a folder); the next reads the same profile,
// and the name the server gives is written back.
func TestProfileIsMadeOnceAndKeptPrivate(t *testing.T) {
	for name, st := range testStores(t) {
		t.Run(name, func(t *testing.T) {
			env := &Env{store: st}
			first := env.Identity()
			if first == nil {
				t.Fatal("no identity")
			}
			if got := first.DisplayName(); got != defaultProfileName {
				t.Fatalf("the name to register: %q, want %q", got, defaultProfileName)
			}
			if err := first.Keep(online.ProfileInfo{ID: first.ProfileID(), Name: "Ada 2"}); err != nil {
				t.Fatal(err)
			}
			again := env.Identity()
			if again.ProfileID() != first.ProfileID() || again.DisplayName() != "Ada 2" {
				t.Fatalf("read again: %s %q, want %s %q", again.ProfileID(), again.DisplayName(), first.ProfileID(), "Ada 2")
			}
			data, err := st.read(profileFile)
			if err != nil {
				t.Fatal(err)
			}
			if d, err := profile.UnmarshalDevice(data); err != nil || d.Recovery.IsZero() {
				t.Fatalf("the stored profile: %v (code kept: %v)", err, err == nil && !d.Recovery.IsZero())
			}
			if fs, ok := st.(fileStore); ok {
				info, err := os.Stat(fs.where(profileFile))
				if err != nil {
					t.Fatal(err)
				}
				if info.Mode().Perm() != 0o600 {
					t.Fatalf("the profile's file has mode %v, want 0600", info.Mode().Perm())
				}
			}
		})
	}
}
