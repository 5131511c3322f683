package server

import (
	"errors"
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// PageSecurity is the Content-Security-Policy of the web build: its own
// scripts only (wasm_exec.js and loader.js; blob: for the AudioWorklet
// module the sound library makes at run time), WebAssembly compiled from
// bytes, WebSockets to any server a player types in the lobby, the
// page's one inline style by its hash (TestPageStyleHash keeps it equal to
// assets/web/index.html's), and the icon the game draws as a data: URL.
const PageSecurity = "default-src 'self'; " +
	"script-src 'self' 'wasm-unsafe-eval' blob:; " +
	"style-src 'self' 'sha256-" + pageStyleHash + "'; " +
	"img-src 'self' data:; " +
	"connect-src 'self' ws: wss:; " +
	"object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

// pageStyleHash is the base64 SHA-256 of the <style> element's text in
// assets/web/index.html.
const pageStyleHash = "DEoDnFdmYSyZ1HnsdECVFfpHRvbgEMquqJR1NQ0Nsho="

// setPageHeaders sets the headers every answer of the web folder carries.
func setPageHeaders(h http.Header) {
	h.Set("Content-Security-Policy", PageSecurity)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
}

// WebFiles serves a web build's folder: its regular files only, never a
// listing, a dotfile or a dot-folder, nor a symbolic link that leads out
// of the folder (links that stay inside are followed). A folder's address
// answers its index.html. A file with precompressed copies beside it
// (name.br, name.gz: ./build.sh web writes them) is answered from the
// brotli copy to a browser that accepts br, else from the gzip copy to one
// that accepts gzip, else as it is. A file whose name carries its
// content's hash (orbis.0123456789abcdef.wasm) never changes, so browsers
// keep it a year without asking; every other answer (the page, the service
// worker, the manifest) is checked against the server before each use.
// The folder is opened afresh on each request, so a build made again
// while the server runs (./build.sh web replaces the folder) is served.
func WebFiles(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		setPageHeaders(w.Header())
		w.Header().Set("Cache-Control", "no-cache")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		name, ok := webName(r.URL.Path)
		if !ok {
			http.NotFound(w, r)
			return
		}
		root, err := os.OpenRoot(dir)
		if err != nil {
			http.NotFound(w, r)
			return
		}
		defer root.Close()
		info, err := root.Stat(name)
		if err == nil && info.IsDir() {
			if !strings.HasSuffix(r.URL.Path, "/") {
				if index, err := root.Stat(path.Join(name, "index.html")); err == nil && index.Mode().IsRegular() {
					http.Redirect(w, r, path.Base(r.URL.Path)+"/", http.StatusMovedPermanently)
					return
				}
				http.NotFound(w, r)
				return
			}
			name = path.Join(name, "index.html")
			info, err = root.Stat(name)
		}
		if err != nil || !info.Mode().IsRegular() {
			http.NotFound(w, r)
			return
		}
		if hashedName.MatchString(path.Base(name)) {
			w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
		}
		for _, c := range precompressed {
			if !isRegular(root, name+c.ext) {
				continue
			}
			w.Header().Set("Vary", "Accept-Encoding")
			if accepts(r, c.coding) && serveFile(w, r, root, name+c.ext, name, c.coding) {
				return
			}
		}
		if !serveFile(w, r, root, name, name, "") {
			http.NotFound(w, r)
		}
	})
}

// precompressed are the copies a file may have beside it, the smaller
// first: brotli's, then gzip's.
var precompressed = []struct{ ext, coding string }{{".br", "br"}, {".gz", "gzip"}}

// hashedName matches the names ./build.sh web gives the files it names by
// their content's hash: name.<16 hex digits>.ext.
var hashedName = regexp.MustCompile(`^[^.]+\.[0-9a-f]{16}\.[a-z0-9]+$`)

// webTypes are the Content-Types of the web build's files that the
// standard table lacks or that an answer from a compressed copy must
// give itself.
var webTypes = map[string]string{
	".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
	".wasm": "application/wasm", ".webmanifest": "application/manifest+json",
}

func isRegular(root *os.Root, name string) bool {
	info, err := root.Stat(name)
	return err == nil && info.Mode().IsRegular()
}

// webName is the folder's file a URL path names ("." for the folder
// itself), or false when the path may not be served: a part that begins
// with a dot (a dotfile, .git, ..), a backslash or a NUL anywhere.
func webName(urlPath string) (string, bool) {
	if !strings.HasPrefix(urlPath, "/") || strings.ContainsAny(urlPath, "\\\x00") {
		return "", false
	}
	for _, part := range strings.Split(urlPath[1:], "/") {
		if strings.HasPrefix(part, ".") {
			return "", false
		}
	}
	name := path.Clean(urlPath)[1:]
	if name == "" {
		name = "."
	}
	return name, true
}

// serveFile answers with the folder's regular file name, as the file
// shown (its type by its extension) in the given Content-Encoding, with
// an ETag of its size and time (a page's revalidation costs no body); it
// reports false, having written nothing, when name is no regular file.
func serveFile(w http.ResponseWriter, r *http.Request, root *os.Root, name, shown, encoding string) bool {
	info, err := root.Stat(name) // before Open: opening a FIFO would wait for a writer
	if err != nil || !info.Mode().IsRegular() {
		return false
	}
	f, err := root.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	if info, err = f.Stat(); err != nil || !info.Mode().IsRegular() {
		return false
	}
	if encoding != "" {
		w.Header().Set("Content-Encoding", encoding)
	}
	if t, ok := webTypes[path.Ext(shown)]; ok {
		w.Header().Set("Content-Type", t)
	}
	w.Header().Set("ETag", fmt.Sprintf(`"%x-%x%s"`, info.Size(), info.ModTime().UnixNano(), encoding))
	http.ServeContent(w, r, path.Base(shown), info.ModTime(), f)
	return true
}

// accepts reports whether the request's Accept-Encoding allows the
// coding: named (or "*") without q=0.
func accepts(r *http.Request, coding string) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.TrimSpace(name)
		if !strings.EqualFold(name, coding) && name != "*" {
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

// CheckDataOutsideWeb refuses a storage folder inside (or equal to) the
// web folder, where the web server would hand out the full records with
// their hidden piles. Both are compared as the folders they really are:
// absolute, with symbolic links followed, so that neither a relative path
// nor a link hides one inside the other; the storage folder need not
// exist yet.
func CheckDataOutsideWeb(web, data string) error {
	if web == "" || data == "" {
		return nil
	}
	webInfo, err := os.Stat(web)
	if errors.Is(err, fs.ErrNotExist) {
		return nil // nothing is served from a folder that is not there
	}
	if err != nil {
		return fmt.Errorf("the web folder %s: %w", web, err)
	}
	at, err := existingAncestor(data)
	if err != nil {
		return fmt.Errorf("the storage folder %s: %w", data, err)
	}
	for {
		if info, err := os.Stat(at); err == nil && os.SameFile(info, webInfo) {
			return fmt.Errorf("the storage folder --data %s is inside the web folder --web %s, which would serve the rooms' full records: keep the storage elsewhere", data, web)
		}
		parent := filepath.Dir(at)
		if parent == at {
			return nil
		}
		at = parent
	}
}

// existingAncestor is p made absolute, with the symbolic links of its
// longest existing part followed: p itself when it exists, else its
// nearest existing folder.
func existingAncestor(p string) (string, error) {
	abs, err := filepath.Abs(p)
	if err != nil {
		return "", err
	}
	for at := abs; ; at = filepath.Dir(at) {
		real, err := filepath.EvalSymlinks(at)
		if err == nil {
			return real, nil
		}
		if !errors.Is(err, fs.ErrNotExist) || filepath.Dir(at) == at {
			return "", err
		}
	}
}
