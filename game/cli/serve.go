//go:build !js

package cli

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"strings"
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
	return http.Serve(ln, webHandler(*dir))
}

// webHandler serves a web build's folder. A browser that accepts gzip gets
// the game's .wasm from its compressed copy, a quarter of the bytes; every
// answer asks the browser to check for a newer build before using its cache.
func webHandler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		name := path.Clean("/" + r.URL.Path)
		if path.Ext(name) == ".wasm" {
			w.Header().Set("Vary", "Accept-Encoding")
			if acceptsGzip(r) && serveCompressed(w, r, filepath.Join(dir, filepath.FromSlash(name))) {
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

// serveCompressed serves file+".gz" as file, gzip-encoded, if it exists.
func serveCompressed(w http.ResponseWriter, r *http.Request, file string) bool {
	f, err := os.Open(file + ".gz")
	if err != nil {
		return false
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || info.IsDir() {
		return false
	}
	w.Header().Set("Content-Type", "application/wasm")
	w.Header().Set("Content-Encoding", "gzip")
	http.ServeContent(w, r, filepath.Base(file), info.ModTime(), f)
	return true
}

// acceptsGzip reports whether the request's Accept-Encoding allows gzip:
// named (or "*") without q=0.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(part, ";")
		coding = strings.TrimSpace(coding)
		if !strings.EqualFold(coding, "gzip") && coding != "*" {
			continue
		}
		q := 1.0
		if k, v, ok := strings.Cut(strings.TrimSpace(params), "="); ok && strings.TrimSpace(k) == "q" {
			if f, err := strconv.ParseFloat(strings.TrimSpace(v), 64); err == nil {
				q = f
			}
		}
		return q > 0
	}
	return false
}
