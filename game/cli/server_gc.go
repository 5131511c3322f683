package cli

import (
	"os"
	"runtime/debug"
)

// serverGCPercent is the collector's target of `orbis server` unless GOGC
// says otherwise: a server's heap is mostly long-lived rooms and
// connections, and collecting once it grows by half, not by all of it,
// held 156 KiB a room at 5,000 rooms against 191 for no CPU a move the
// load test could tell (docs/performance.md).
const serverGCPercent = 50

// tuneServerGC sets the collector's target for a server process; a GOGC
// of the environment is the operator's and stays.
func tuneServerGC() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(serverGCPercent)
	}
}
