//go:build !js

package cli

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// Tests that need a real X display start their own Xvfb. Outside CI they
// skip when Xvfb is missing; in CI (CI=true) a missing Xvfb is a failure,
// so they never pass by not running.

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// orbisBinary builds the game once for all display tests.
func orbisBinary(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "orbis-bin-")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "orbis")
		out, err := exec.Command("go", "build", "-o", binPath, "orbis").CombinedOutput()
		if err != nil {
			buildErr = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if buildErr != nil {
		t.Fatal(buildErr)
	}
	return binPath
}

// xDisplay starts an Xvfb server for the test and returns its DISPLAY.
func xDisplay(t *testing.T) string {
	t.Helper()
	if os.Getenv("ORBIS_DISPLAY_TESTS") == "later" {
		t.Skip("the display tests run in a pass of their own (./build.sh test)")
	}
	if _, err := exec.LookPath("Xvfb"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("Xvfb is missing on CI: .ci/run must install xvfb")
		}
		t.Skip("Xvfb is not installed")
	}
	for n := 90; n < 140; n++ {
		if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
			continue
		}
		cmd := exec.Command("Xvfb", fmt.Sprintf(":%d", n), "-screen", "0", "1600x1000x24", "-nolisten", "tcp")
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
		for range 100 {
			if _, err := os.Stat(fmt.Sprintf("/tmp/.X11-unix/X%d", n)); err == nil {
				return fmt.Sprintf(":%d", n)
			}
			time.Sleep(50 * time.Millisecond)
		}
		t.Fatalf("Xvfb :%d did not start", n)
	}
	t.Fatal("no free X display number")
	return ""
}

// gameEnv is the environment of a game started by a test: its own display
// and its own configuration folder, so it never sees a real save.
func gameEnv(display, home string) []string {
	return append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+home, "HOME="+home)
}
