//go:build !js

package cli

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
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
	// Xvfb picks a free display itself and writes its number to fd 3 once
	// it accepts clients; sockets left by a server killed earlier are no
	// obstacle.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command("Xvfb", "-displayfd", "3", "-screen", "0", "1600x1000x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() {
		// Asked to stop, Xvfb removes its socket and lock file; killed, it cannot.
		_ = cmd.Process.Signal(syscall.SIGTERM)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(3 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	})
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	select {
	case n := <-number:
		if n == "" {
			t.Fatal("Xvfb did not start")
		}
		return ":" + n
	case <-time.After(10 * time.Second):
		t.Fatal("Xvfb did not start within 10 s")
	}
	return ""
}

// gameEnv is the environment of a game started by a test: its own display
// and its own configuration folder, so it never sees a real save.
func gameEnv(display, home string) []string {
	return append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+home, "HOME="+home)
}
