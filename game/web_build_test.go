package game

import (
	"errors"
	"fmt"
	"go/build"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// TestWebBuildLeavesOutDemos checks that no file of the demo and
// screenshot scenes is compiled for the browser: only the desktop's
// screenshot command shows them, and the web build is downloaded.
func TestWebBuildLeavesOutDemos(t *testing.T) {
	web := build.Default
	web.GOOS, web.GOARCH = "js", "wasm"
	web.CgoEnabled = false
	root := ".." // the module: the root package is the web build's main
	checked := 0
	err := filepath.WalkDir(root, func(dir string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if name := d.Name(); dir != root && (name == "testdata" || strings.HasPrefix(name, ".") || name == "dist") {
			return filepath.SkipDir
		}
		pkg, err := web.ImportDir(dir, 0)
		var none *build.NoGoError
		if errors.As(err, &none) {
			return nil
		}
		if err != nil {
			return fmt.Errorf("reading the package in %s for the web build: %w", dir, err)
		}
		checked++
		for _, file := range pkg.GoFiles {
			if strings.Contains(file, "demo") {
				t.Errorf("%s is compiled into the web build; give it //go:build !js", filepath.Join(dir, file))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked < 10 {
		t.Fatalf("read %d packages of the module for the web build; want the whole module", checked)
	}
}
