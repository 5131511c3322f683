//go:build !js

package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// TestServerRefusesDataInsideWeb: `orbis server` does not start when its
// storage lies in the folder it serves to browsers, says why, and has
// made nothing there.
func TestServerRefusesDataInsideWeb(t *testing.T) {
	web := t.TempDir()
	if err := os.WriteFile(filepath.Join(web, "index.html"), []byte("<!DOCTYPE html>"), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	code := Run("server", []string{"--addr", "127.0.0.1:0", "--web", web, "--data", filepath.Join(web, "orbis-data")}, &out, &errs)
	if code != 1 || !bytes.Contains(errs.Bytes(), []byte("inside the web folder")) {
		t.Fatalf("exit %d, stderr %q", code, errs.String())
	}
	if _, err := os.Stat(filepath.Join(web, "orbis-data")); err == nil {
		t.Fatal("the storage folder was made inside the web folder")
	}
}
