package notify

import (
	"context"
	"os/exec"
)

// Platform is macOS' notifications, shown through osascript.
func Platform() System { return macDesktop }

var macDesktop = &command{build: func(ctx context.Context, title, body, tag string) *exec.Cmd {
	return macCommand(ctx, "/usr/bin/osascript", title, body, tag)
}}
