//go:build !js

package notify

import (
	"context"
	"encoding/base64"
	"fmt"
	"os/exec"
	"strings"
	"sync"
	"time"
	"unicode/utf16"
)

// command shows a notification by running a program the system has:
// osascript on macOS, PowerShell on Windows. The words go to it as
// arguments or in its environment, never written into its script, so
// nothing a player's name or a game's title holds is run.
type command struct {
	build func(ctx context.Context, title, body, tag string) *exec.Cmd

	mu sync.Mutex // one at a time: a turn's notification replaces the one before
}

// commandWait bounds a notification's program: a system that hangs must
// not keep a goroutine of the game for ever.
const commandWait = 10 * time.Second

func (c *command) Notify(title, body, tag string) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	ctx, cancel := context.WithTimeout(context.Background(), commandWait)
	defer cancel()
	cmd := c.build(ctx, title, body, tag)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("notify: %s: %w: %s", cmd.Path, err, strings.TrimSpace(string(out)))
	}
	return nil
}

// Badge: neither program puts up a badge.
func (c *command) Badge(bool) {}

// Focused: the game's window knows.
func (c *command) Focused() (bool, bool) { return false, false }

// macScript shows its first argument as the title of a notification and
// its second as its text (AppleScript's run handler takes them).
var macScript = []string{
	"on run argv",
	"display notification (item 2 of argv) with title (item 1 of argv)",
	"end run",
}

// macCommand is osascript showing a notification: macOS's own, which
// needs no signed application bundle of ours.
func macCommand(ctx context.Context, program, title, body, _ string) *exec.Cmd {
	args := make([]string, 0, 2*len(macScript)+2)
	for _, line := range macScript {
		args = append(args, "-e", line)
	}
	return exec.CommandContext(ctx, program, append(args, title, body)...)
}

// windowsApp is the application id Windows shows a toast for: PowerShell's
// own, registered on every Windows (a toast of an unregistered id is not
// shown, and registering ours would need an installer's shortcut).
const windowsApp = `{1AC14E77-02E7-4E5D-B744-2EB1AE5198B7}\WindowsPowerShell\v1.0\powershell.exe`

// windowsScript shows a toast of two lines, the words read from the
// environment; a toast with the same tag takes the place of the last.
const windowsScript = `$ErrorActionPreference = 'Stop'
[Windows.UI.Notifications.ToastNotificationManager, Windows.UI.Notifications, ContentType = WindowsRuntime] | Out-Null
$xml = [Windows.UI.Notifications.ToastNotificationManager]::GetTemplateContent([Windows.UI.Notifications.ToastTemplateType]::ToastText02)
$lines = $xml.GetElementsByTagName('text')
$lines.Item(0).AppendChild($xml.CreateTextNode($env:ORBIS_NOTIFY_TITLE)) | Out-Null
$lines.Item(1).AppendChild($xml.CreateTextNode($env:ORBIS_NOTIFY_BODY)) | Out-Null
$toast = [Windows.UI.Notifications.ToastNotification]::new($xml)
$toast.Tag = $env:ORBIS_NOTIFY_TAG
[Windows.UI.Notifications.ToastNotificationManager]::CreateToastNotifier($env:ORBIS_NOTIFY_APP).Show($toast)
`

// windowsCommand is PowerShell showing a toast. The script goes encoded
// (UTF-16, base64, as -EncodedCommand takes it): no quoting of Windows'
// command line or PowerShell's own can change it.
func windowsCommand(ctx context.Context, program, title, body, tag string, env []string) *exec.Cmd {
	units := utf16.Encode([]rune(windowsScript))
	raw := make([]byte, 0, 2*len(units))
	for _, u := range units {
		raw = append(raw, byte(u), byte(u>>8))
	}
	cmd := exec.CommandContext(ctx, program, "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass",
		"-EncodedCommand", base64.StdEncoding.EncodeToString(raw))
	cmd.Env = append(env, "ORBIS_NOTIFY_TITLE="+title, "ORBIS_NOTIFY_BODY="+body, "ORBIS_NOTIFY_TAG="+windowsTag(tag), "ORBIS_NOTIFY_APP="+windowsApp)
	return cmd
}

// windowsTag keeps a toast's tag within the 16 characters older Windows
// 10 take.
func windowsTag(tag string) string {
	if r := []rune(tag); len(r) > 16 {
		return string(r[len(r)-16:])
	}
	return tag
}
