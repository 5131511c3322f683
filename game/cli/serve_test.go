//go:build !js

package cli

import (
	"bytes"
	"testing"
)

func TestServeRefusesAFolderWithoutABuild(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Run("serve", []string{"--dir", t.TempDir(), "--port", "0"}, &out, &errs); code != 1 || !bytes.Contains(errs.Bytes(), []byte("has no web build")) {
		t.Fatalf("exit %d, stderr %q", code, errs.String())
	}
}
