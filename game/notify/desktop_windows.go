package notify

import (
	"context"
	"os"
	"os/exec"
	"syscall"
)

// Platform is Windows' toasts, shown through PowerShell.
func Platform() System { return windowsDesktop }

// createNoWindow keeps PowerShell's console from flashing up over the game.
const createNoWindow = 0x08000000

var windowsDesktop = &command{build: func(ctx context.Context, title, body, tag string) *exec.Cmd {
	cmd := windowsCommand(ctx, "powershell.exe", title, body, tag, os.Environ())
	cmd.SysProcAttr = &syscall.SysProcAttr{HideWindow: true, CreationFlags: createNoWindow}
	return cmd
}}
