package server

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// sparseLog writes a line at most once per period and counts the lines it
// held back, so that a flood of one event (accept errors under a file
// limit, refusals under an attack) is seen without filling the disk.
type sparseLog struct {
	log    *slog.Logger
	level  slog.Level
	period time.Duration
	now    func() time.Time

	mu         sync.Mutex
	last       time.Time
	suppressed int
}

func newSparseLog(log *slog.Logger, level slog.Level, period time.Duration) *sparseLog {
	return &sparseLog{log: log, level: level, period: period, now: time.Now}
}

// write logs msg with args, unless a line went out less than a period ago;
// the next line that goes out says how many were held back meanwhile.
func (l *sparseLog) write(msg string, args ...any) {
	l.mu.Lock()
	now := l.now()
	if !l.last.IsZero() && now.Sub(l.last) < l.period {
		l.suppressed++
		l.mu.Unlock()
		return
	}
	held := l.suppressed
	l.last, l.suppressed = now, 0
	l.mu.Unlock()
	if held > 0 {
		args = append(args, "suppressed", held)
	}
	l.log.Log(context.Background(), l.level, msg, args...)
}
