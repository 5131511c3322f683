//go:build !js

package cli

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"

	"orbis/game/online/server"
)

// cmdServe serves the web build (./build.sh web) to this machine's browsers
// only: it listens on the loopback interface.
func cmdServe(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis serve", flag.ContinueOnError)
	fs.SetOutput(stderr)
	dir := fs.String("dir", "dist/web", "the web build's folder")
	port := fs.Int("port", 8080, "the port on 127.0.0.1 (0 picks a free one)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usageError("want [--dir DIR] [--port N] and no other arguments")
	}
	if *port < 0 || *port > 65535 {
		return usageError("--port %d: want 0 to 65535", *port)
	}
	if _, err := os.Stat(filepath.Join(*dir, "index.html")); err != nil {
		return fmt.Errorf("%s has no web build (./build.sh web makes one): %w", *dir, err)
	}
	ln, err := net.Listen("tcp", fmt.Sprintf("127.0.0.1:%d", *port))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "Orbis is served at http://%s/ — open it in a browser; Ctrl+C stops.\n", ln.Addr())
	return http.Serve(ln, server.WebFiles(*dir))
}
