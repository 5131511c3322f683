//go:build !js

package game

import (
	"os"
	"path/filepath"
)

// writePrivate writes a file only its owner may read (the profile's,
// which holds its recovery code) where the store is a folder: written
// whole, as store.write does, but never readable by others even for a
// moment.
func writePrivate(s store, name string, data []byte) error {
	fs, ok := s.(fileStore)
	if !ok {
		return s.write(name, data)
	}
	path := fs.where(name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	tmp := path + ".tmp"
	_ = os.Remove(tmp) // one left by a crash keeps its permissions
	if err := os.WriteFile(tmp, data, 0o600); err != nil {
		_ = os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		_ = os.Remove(tmp)
		return err
	}
	return nil
}
