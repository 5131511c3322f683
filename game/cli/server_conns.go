//go:build !js

package cli

import (
	"flag"
	"time"

	"orbis/game/online/server"
)

// connFlags are orbis server's bounds of connections; the function it
// returns reads them once the flags are parsed.
func connFlags(fs *flag.FlagSet) func() server.ConnLimits {
	maxConns := fs.Int("max-conns", 10_000, "connections held at once, HTTP and WebSocket (lowered to fit the open-file limit; -1: all it allows)")
	perAddr := fs.Int("max-conns-per-addr", 64, "connections one address (an IPv6 /64) may hold (-1: no bound; raise it for load tests)")
	idle := fs.Duration("idle-timeout", time.Minute, "a keep-alive HTTP connection idle this long is closed")
	read := fs.Duration("read-timeout", 30*time.Second, "the longest the reading of an HTTP request may take")
	write := fs.Duration("write-timeout", 30*time.Second, "the longest a write to a client may make no progress")
	ping := fs.Duration("ping", 30*time.Second, "how long a WebSocket's client may stay silent before it is pinged")
	pong := fs.Duration("pong-wait", 20*time.Second, "a WebSocket whose pong takes longer is closed")
	queue := fs.Int("send-queue", 256<<10, "bytes that may wait for one client; a client further behind is dropped")
	return func() server.ConnLimits {
		return server.ConnLimits{Max: *maxConns, PerAddr: *perAddr, IdleTimeout: *idle, ReadTimeout: *read, WriteTimeout: *write,
			PingEvery: *ping, PongWait: *pong, SendQueueBytes: *queue}
	}
}
