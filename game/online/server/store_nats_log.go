package server

import (
	"context"
	"fmt"
	"log/slog"
)

// slogAdapter routes the embedded server's log to slog; notices are debug
// chatter for us, warnings and errors stay what they are. The storage
// faults it tells of go to fault, to be mended.
type slogAdapter struct {
	l     *slog.Logger
	fault *fault
}

func (a slogAdapter) log(level slog.Level, format string, v []any) {
	if level >= slog.LevelWarn && a.fault != nil {
		if line := fmt.Sprintf(format, v...); isStorageFault(line) {
			a.fault.set(line)
		}
	}
	if !a.l.Enabled(context.Background(), level) {
		return
	}
	a.l.Log(context.Background(), level, "nats-server: "+fmt.Sprintf(format, v...))
}

func (a slogAdapter) Noticef(format string, v ...any) { a.log(slog.LevelDebug, format, v) }
func (a slogAdapter) Debugf(format string, v ...any)  { a.log(slog.LevelDebug, format, v) }
func (a slogAdapter) Tracef(format string, v ...any)  { a.log(slog.LevelDebug, format, v) }
func (a slogAdapter) Warnf(format string, v ...any)   { a.log(slog.LevelWarn, format, v) }
func (a slogAdapter) Errorf(format string, v ...any)  { a.log(slog.LevelError, format, v) }

// Fatalf logs only: nats-server's own logger would exit the process, and
// startEmbedded notices the failures that matter.
func (a slogAdapter) Fatalf(format string, v ...any) { a.log(slog.LevelError, format, v) }
