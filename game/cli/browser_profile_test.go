//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"orbis/game/online"
	"orbis/game/online/profile"
	"orbis/game/online/server"
)

// profileWebPage builds testdata/profileweb (the browser's profile signing
// in with WebCrypto) into a folder with its page; Chromium's path, or the
// test is skipped where there is none outside CI.
func profileWebPage(t *testing.T) (dir, chromium string) {
	t.Helper()
	if testing.Short() {
		t.Skip("runs a browser")
	}
	if os.Getenv("ORBIS_DISPLAY_TESTS") == "later" {
		t.Skip("the browser tests run in a pass of their own (./build.sh test)")
	}
	chromium, err := exec.LookPath("chromium")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("chromium is missing on CI: ./build.sh test must install it")
		}
		t.Skip("chromium is not installed")
	}
	dir = t.TempDir()
	build := exec.Command("go", "build", "-trimpath", "-o", filepath.Join(dir, "profile.wasm"), "./testdata/profileweb")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building testdata/profileweb: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	for from, to := range map[string]string{
		filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"): "wasm_exec.js",
		filepath.Join("testdata", "profileweb", "index.html"):                           "index.html",
		filepath.Join("testdata", "profileweb", "run.js"):                               "run.js",
	} {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, to), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir, chromium
}

// profileOutcome is testdata/profileweb's window.profileResult.
type profileOutcome struct {
	ID         string `json:"id"`
	Name       string `json:"name"`
	Generation uint32 `json:"generation"`
	File       string `json:"file"`
	Error      string `json:"error"`
}

// TestBrowserProfileSignsWithWebCrypto: in headless Chromium the
// browser's profile is made, registered and kept in localStorage with
// WebCrypto's Ed25519, HKDF and SHA-256; Go's crypto/ed25519 makes the
// same keys from the code the page kept (the desktop signs in as the same
// profile with them), and the page opened again signs in with what it
// kept.
func TestBrowserProfileSignsWithWebCrypto(t *testing.T) {
	dir, chromium := profileWebPage(t)
	store := server.NewMemoryStore()
	srv, err := server.New(server.Config{Games: onlineGames(), Store: store, WebDir: dir, Logger: slog.New(slog.NewTextHandler(io.Discard, nil))})
	if err != nil {
		t.Fatal(err)
	}
	hs := httptest.NewServer(srv.Handler())
	t.Cleanup(func() { hs.Close(); srv.Close(); _ = store.Close() })
	ctx, consoleText, _ := startBrowser(t, chromium)

	open := func(name string) profileOutcome {
		t.Helper()
		if _, err := chromedp.Run(ctx, chromedp.Navigate(hs.URL+"/?name="+name)); err != nil {
			t.Fatalf("opening the page: %v", err)
		}
		raw, err := chromedp.Run(ctx, chromedp.Poll[string](`window.profileResult`, chromedp.WithPollingTimeout(30*time.Second)))
		if err != nil {
			t.Fatalf("the page: %v\nconsole:\n%s", err, consoleText())
		}
		var out profileOutcome
		if err := json.Unmarshal([]byte(raw), &out); err != nil || out.Error != "" {
			t.Fatalf("the page's outcome %s: %v\nconsole:\n%s", raw, err, consoleText())
		}
		return out
	}
	made := open("Ada")
	if made.Name != "Ada" || made.Generation != 1 || !strings.Contains(made.File, `"recovery"`) {
		t.Fatalf("the browser's new profile: %+v", made)
	}

	device, err := profile.UnmarshalDevice([]byte(made.File)) // Go's own keys, from the code the page kept
	if err != nil {
		t.Fatalf("the page's profile file, read by Go: %v\n%s", err, made.File)
	}
	if device.ID != made.ID {
		t.Fatalf("Go makes id %s of the page's code, the page made %s", device.ID, made.ID)
	}
	sctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	session, err := online.OpenProfile(sctx, "ws"+strings.TrimPrefix(hs.URL, "http")+"/ws", online.NewDeviceIdentity(device, "", nil))
	if err != nil {
		t.Fatalf("the desktop signing in with Go's keys of the page's code: %v", err)
	}
	session.Close()
	if got := session.Profile(); got.ID != made.ID || got.Name != "Ada" {
		t.Fatalf("the desktop signed in as %+v, want %s Ada", got, made.ID)
	}

	again := open("Someone") // another query: a new page, which reads what the first kept
	if again.ID != made.ID || again.Name != "Ada" || again.File != made.File {
		t.Fatalf("the page opened again: %+v, want the profile it kept (%s, Ada)", again, made.ID)
	}
}

// TestWebBuildLinksNoGoCrypto: the browser's program links none of Go's
// cryptography (crypto/ed25519 alone would add 140 KB brotli to the first
// load, SHA-256 47 KB gzipped): the profile signs with WebCrypto there.
func TestWebBuildLinksNoGoCrypto(t *testing.T) {
	cmd := exec.Command("go", "list", "-deps", "orbis")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "crypto" || strings.HasPrefix(pkg, "crypto/") {
			t.Errorf("the web build links %s", pkg)
		}
	}
}
