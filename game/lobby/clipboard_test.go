//go:build !js

package lobby

import (
	"os"
	"os/exec"
	"testing"
	"time"
)

// TestCopyTextReachesTheClipboard: Copy puts the link on the X clipboard,
// where another program reads it. It needs a display and xclip.
func TestCopyTextReachesTheClipboard(t *testing.T) {
	if os.Getenv("DISPLAY") == "" || os.Getenv("WAYLAND_DISPLAY") != "" {
		t.Skip("no X display")
	}
	if _, err := exec.LookPath("xclip"); err != nil || clipboardCommand() == nil {
		t.Skip("no xclip")
	}
	const link = "http://192.0.2.2:8080/?room=K9E8-1GJR"
	done := make(chan error, 1)
	copyText(link, done)
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("copying never ended")
	}
	out, err := exec.Command("xclip", "-selection", "clipboard", "-o").Output()
	if err != nil || string(out) != link {
		t.Errorf("the clipboard holds %q (%v), want %q", out, err, link)
	}
}
