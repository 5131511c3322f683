//go:build !js

package lobby

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"

	"orbis/game"
	"orbis/render"
)

// clipboardCommands are the programs that put text on the clipboard, per
// system, the likelier first: Ebitengine has no clipboard of its own.
var clipboardCommands = map[string][][]string{
	"linux":   {{"wl-copy"}, {"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}},
	"freebsd": {{"xclip", "-selection", "clipboard"}, {"xsel", "--clipboard", "--input"}},
	"darwin":  {{"pbcopy"}},
	"windows": {{"clip.exe"}},
}

// clipboardCommand is the program this computer copies with; nil when it
// has none (the link is still shown, to be read and typed).
func clipboardCommand() []string {
	for _, cmd := range clipboardCommands[runtime.GOOS] {
		if cmd[0] == "wl-copy" && os.Getenv("WAYLAND_DISPLAY") == "" {
			continue // Wayland's, under X it cannot reach the clipboard
		}
		if _, err := exec.LookPath(cmd[0]); err == nil {
			return cmd
		}
	}
	return nil
}

// canCopy reports whether Copy can put text on the clipboard here.
func canCopy() bool { return clipboardCommand() != nil }

// copyText puts text on the clipboard, in the background; done is told
// how it went.
func copyText(text string, done chan<- error) {
	cmd := clipboardCommand()
	if cmd == nil {
		done <- fmt.Errorf("no clipboard program (wl-copy, xclip, xsel, pbcopy, clip.exe)")
		return
	}
	go func() {
		c := exec.Command(cmd[0], cmd[1:]...)
		// No pipe for its output: xclip stays behind to serve the clipboard,
		// and a pipe it held would keep Run waiting for it.
		c.Stdin = strings.NewReader(text)
		if err := c.Run(); err != nil {
			done <- fmt.Errorf("%s: %w", cmd[0], err)
			return
		}
		done <- nil
	}()
}

// linkField is the link as text a player can select: on the desktop the
// link drawn in its box is the whole of it.
type linkField struct{}

func (*linkField) show(*game.Env, render.Rect, string, float64, float64, int) {}
func (*linkField) hide()                                                      {}
