package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"orbis/game/online"
)

// webFolder lays out a web build with what must never be served beside
// it: dotfiles, a .git folder, links out of the folder, a FIFO.
func webFolder(t *testing.T) (dir string, wasm, gz, br []byte) {
	t.Helper()
	base := t.TempDir()
	dir = filepath.Join(base, "web")
	wasm = bytes.Repeat([]byte("\x00asm game bytes "), 512)
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	zw.Write(wasm)
	zw.Close()
	gz = buf.Bytes()
	br = []byte("brotli's copy of the game") // served as it is: the server never decodes
	files := map[string][]byte{
		"index.html": []byte("<!DOCTYPE html>"), "index.html.br": []byte("brotli's page"), "index.html.gz": []byte("gzip's page"),
		"loader.js": []byte("start();"), "orbis.wasm": wasm, "orbis.wasm.gz": gz,
		hashedWasm: wasm, hashedWasm + ".gz": gz, hashedWasm + ".br": br, "sw.js": []byte("self.x = 1;"), "sw.js.br": []byte("brotli's worker"),
		"manifest.webmanifest": []byte(`{"name": "Orbis"}`), ".secret": []byte("secret"), ".git/config": []byte("[core]"), "sub/inner.txt": []byte("inner"),
		"sub/.hidden/x.txt": []byte("hidden"), "book/index.html": []byte("<p>book"), "../outside.txt": []byte("outside"),
		"../outside/passwd": []byte("root:x:0:0"),
	}
	for name, data := range files {
		file := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	links := map[string]string{
		"out.txt": "../outside.txt", "abs.txt": filepath.Join(base, "outside.txt"), "outdir": "../outside",
		"same.js": "loader.js", "sub/up.js": "../loader.js",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dir, name)); err != nil {
			t.Fatal(err)
		}
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.txt"), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, wasm, gz, br
}

// hashedWasm is a program named by its hash, as ./build.sh web names it.
const hashedWasm = "orbis.0123456789abcdef.wasm"

// TestWebFiles: the web folder serves its regular files, from their
// brotli copy to browsers that take br, else from their gzip copy to those
// that take gzip, and nothing else: no dotfile, no listing, no link out,
// no traversal, in whatever spelling; links that stay inside the folder
// are followed. Every answer carries the page's security headers; files
// named by their hash are kept a year, every other answer is revalidated.
func TestWebFiles(t *testing.T) {
	dir, wasm, gz, br := webFolder(t)
	srv := httptest.NewServer(WebFiles(dir)) // the handler itself: no ServeMux cleans the paths first
	defer srv.Close()
	const (
		revalidate = "no-cache"
		keep       = "public, max-age=31536000, immutable"
		html       = "text/html; charset=utf-8"
		js         = "text/javascript; charset=utf-8"
		plain      = "text/plain; charset=utf-8"
	)
	tests := []struct {
		name, method, path, acceptEncoding string
		wantStatus                         int
		wantType, wantEncoding, wantCache  string
		wantBody                           []byte
	}{
		{"page, brotli", "GET", "/", "br, gzip", 200, html, "br", revalidate, []byte("brotli's page")},
		{"page, gzip", "GET", "/", "gzip, deflate", 200, html, "gzip", revalidate, []byte("gzip's page")},
		{"page, plain", "GET", "/", "", 200, html, "", revalidate, []byte("<!DOCTYPE html>")},
		{"page by name, brotli", "GET", "/index.html", "gzip, deflate, br, zstd", 200, html, "br", revalidate, []byte("brotli's page")},
		{"script", "GET", "/loader.js", "br", 200, js, "", revalidate, []byte("start();")},
		{"head", "HEAD", "/loader.js", "", 200, js, "", revalidate, nil},
		{"service worker, brotli", "GET", "/sw.js", "br", 200, js, "br", revalidate, []byte("brotli's worker")},
		{"service worker, gzip without a copy", "GET", "/sw.js", "gzip", 200, js, "", revalidate, []byte("self.x = 1;")},
		{"manifest", "GET", "/manifest.webmanifest", "", 200, "application/manifest+json", "", revalidate, []byte(`{"name": "Orbis"}`)},
		{"hashed wasm, brotli", "GET", "/" + hashedWasm, "gzip, deflate, br", 200, "application/wasm", "br", keep, br},
		{"hashed wasm, gzip", "GET", "/" + hashedWasm, "gzip, deflate", 200, "application/wasm", "gzip", keep, gz},
		{"hashed wasm, brotli refused", "GET", "/" + hashedWasm, "br;q=0, gzip", 200, "application/wasm", "gzip", keep, gz},
		{"hashed wasm, any coding", "GET", "/" + hashedWasm, "*", 200, "application/wasm", "br", keep, br},
		{"hashed wasm, plain", "GET", "/" + hashedWasm, "identity", 200, "application/wasm", "", keep, wasm},
		{"hashed wasm, none", "GET", "/" + hashedWasm, "", 200, "application/wasm", "", keep, wasm},
		{"wasm compressed", "GET", "/orbis.wasm", "gzip, deflate, br", 200, "application/wasm", "gzip", revalidate, gz},
		{"wasm gzip refused", "GET", "/orbis.wasm", "gzip;q=0, br", 200, "application/wasm", "", revalidate, wasm},
		{"wasm plain", "GET", "/orbis.wasm", "identity", 200, "application/wasm", "", revalidate, wasm},
		{"missing", "GET", "/nothing.js", "gzip", 404, plain, "", revalidate, nil},
		{"dotfile", "GET", "/.secret", "", 404, plain, "", revalidate, nil},
		{"git config", "GET", "/.git/config", "", 404, plain, "", revalidate, nil},
		{"dot-folder inside", "GET", "/sub/.hidden/x.txt", "", 404, plain, "", revalidate, nil},
		{"dotfile escaped", "GET", "/%2esecret", "", 404, plain, "", revalidate, nil},
		{"folder without index", "GET", "/sub/", "", 404, plain, "", revalidate, nil},
		{"folder without index or slash", "GET", "/sub", "", 404, plain, "", revalidate, nil},
		{"folder's index", "GET", "/book/", "", 200, html, "", revalidate, []byte("<p>book")},
		{"folder without slash", "GET", "/book", "", 301, html, "", revalidate, nil},
		{"file in a folder", "GET", "/sub/inner.txt", "", 200, plain, "", revalidate, []byte("inner")},
		{"traversal", "GET", "/../outside.txt", "", 404, plain, "", revalidate, nil},
		{"traversal escaped", "GET", "/%2e%2e/outside.txt", "", 404, plain, "", revalidate, nil},
		{"traversal escaped slashes", "GET", "/sub%2f..%2f..%2foutside.txt", "", 404, plain, "", revalidate, nil},
		{"traversal by backslashes", "GET", "/sub%5c..%5c..%5coutside.txt", "", 404, plain, "", revalidate, nil},
		{"backslash to a dotfile", "GET", "/sub\\..\\.secret", "", 404, plain, "", revalidate, nil},
		{"NUL", "GET", "/index.html%00.txt", "", 404, plain, "", revalidate, nil},
		{"link out", "GET", "/out.txt", "", 404, plain, "", revalidate, nil},
		{"absolute link out", "GET", "/abs.txt", "", 404, plain, "", revalidate, nil},
		{"through a folder link out", "GET", "/outdir/passwd", "", 404, plain, "", revalidate, nil},
		{"link inside", "GET", "/same.js", "", 200, js, "", revalidate, []byte("start();")},
		{"link inside, up a folder", "GET", "/sub/up.js", "", 200, js, "", revalidate, []byte("start();")},
		{"FIFO", "GET", "/pipe.txt", "", 404, plain, "", revalidate, nil},
		{"post", "POST", "/", "", 405, plain, "", revalidate, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(tc.method, srv.URL+tc.path, nil)
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Accept-Encoding", tc.acceptEncoding) // set: the client adds no gzip of its own and does not decode
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tc.wantStatus || resp.Header.Get("Content-Type") != tc.wantType || resp.Header.Get("Content-Encoding") != tc.wantEncoding {
				t.Fatalf("status %d, type %q, encoding %q; want %d, %q, %q (body %.80q)", resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"), tc.wantStatus, tc.wantType, tc.wantEncoding, body)
			}
			if tc.wantBody != nil && !bytes.Equal(body, tc.wantBody) {
				t.Fatalf("body %.80q, want %.80q", body, tc.wantBody)
			}
			for _, secret := range []string{"secret", "[core]", "outside", "root:x", "inner.txt", "hidden"} {
				if resp.StatusCode != 200 && bytes.Contains(body, []byte(secret)) {
					t.Fatalf("a refusal shows %q: %q", secret, body)
				}
			}
			if resp.StatusCode == 301 && resp.Header.Get("Location") != "/book/" {
				t.Fatalf("redirected to %q, want /book/", resp.Header.Get("Location"))
			}
			wantHeaders := map[string]string{"Content-Security-Policy": PageSecurity, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer", "Cache-Control": tc.wantCache}
			if tc.wantEncoding != "" {
				wantHeaders["Vary"] = "Accept-Encoding"
			}
			for k, v := range wantHeaders {
				if got := resp.Header.Get(k); got != v {
					t.Errorf("%s: %q, want %q", k, got, v)
				}
			}
		})
	}
}

// TestWebFilesRevalidate: a page the browser has is confirmed by its
// ETag without its body, each compressed copy under an ETag of its own
// (a cache must not answer a gzip request with the brotli bytes).
func TestWebFilesRevalidate(t *testing.T) {
	dir, _, _, _ := webFolder(t)
	srv := httptest.NewServer(WebFiles(dir))
	defer srv.Close()
	get := func(acceptEncoding, etag string) *http.Response {
		t.Helper()
		req, _ := http.NewRequest("GET", srv.URL+"/", nil)
		req.Header.Set("Accept-Encoding", acceptEncoding)
		if etag != "" {
			req.Header.Set("If-None-Match", etag)
		}
		resp, err := http.DefaultTransport.RoundTrip(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	brTag, gzTag := get("br", "").Header.Get("ETag"), get("gzip", "").Header.Get("ETag")
	if brTag == "" || gzTag == "" || brTag == gzTag {
		t.Fatalf("ETags %q (br) and %q (gzip): want two, different", brTag, gzTag)
	}
	if resp := get("br", brTag); resp.StatusCode != http.StatusNotModified {
		t.Errorf("the page again with its ETag: status %d, want 304", resp.StatusCode)
	}
	if resp := get("gzip", brTag); resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Errorf("gzip asked with brotli's ETag: status %d, encoding %q; want 200 gzip", resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}
}

// TestPageMeetsItsPolicy: the page (assets/web/index.html) needs nothing
// its Content-Security-Policy refuses: its one inline style has the hash
// the policy names, its scripts are files, no element carries a style or
// an event handler of its own.
func TestPageMeetsItsPolicy(t *testing.T) {
	page, err := os.ReadFile(filepath.Join("..", "..", "..", "assets", "web", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	styles := regexp.MustCompile(`(?s)<style>(.*?)</style>`).FindAllSubmatch(page, -1)
	if len(styles) != 1 {
		t.Fatalf("%d <style> elements, want the one the policy names", len(styles))
	}
	sum := sha256.Sum256(styles[0][1])
	if hash := base64.StdEncoding.EncodeToString(sum[:]); !strings.Contains(PageSecurity, "'sha256-"+hash+"'") {
		t.Errorf("the page's style has the hash %s, which the policy does not name: set pageStyleHash to it", hash)
	}
	for _, script := range regexp.MustCompile(`(?s)<script([^>]*)>(.*?)</script>`).FindAllSubmatch(page, -1) {
		if !bytes.Contains(script[1], []byte(` src="`)) || len(bytes.TrimSpace(script[2])) > 0 {
			t.Errorf("an inline script, which the policy refuses: <script%s>%.60s", script[1], script[2])
		}
	}
	if m := regexp.MustCompile(`<[^>]*\s(style|on[a-z]+)=`).Find(page); m != nil {
		t.Errorf("an element with an inline style or event handler, which the policy refuses: %s", m)
	}
	if _, err := os.Stat(filepath.Join("..", "..", "..", "assets", "web", "loader.js")); err != nil {
		t.Errorf("the page's loader script: %v", err)
	}
}

// TestCheckDataOutsideWeb: the storage folder may not lie in the web
// folder however the two are written: relative, through a link, not yet
// made; a folder beside it whose name only begins the same is fine.
func TestCheckDataOutsideWeb(t *testing.T) {
	base := t.TempDir()
	web := filepath.Join(base, "web")
	for _, d := range []string{web, filepath.Join(base, "web-data"), filepath.Join(base, "other")} {
		if err := os.MkdirAll(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Symlink(web, filepath.Join(base, "to-web")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(base, "other"), filepath.Join(web, "to-other")); err != nil {
		t.Fatal(err)
	}
	t.Chdir(base)
	tests := []struct {
		name, web, data string
		inside          bool
	}{
		{"the same folder", web, web, true},
		{"inside, not made yet", web, filepath.Join(web, "orbis-data"), true},
		{"deep inside", web, filepath.Join(web, "a", "b", "c"), true},
		{"relative", "web", "web/orbis-data", true},
		{"the web folder as .", "web/.", "./web/x/../orbis-data", true},
		{"through a link to the web folder", web, filepath.Join(base, "to-web", "orbis-data"), true},
		{"the web folder by a link", filepath.Join(base, "to-web"), filepath.Join(web, "orbis-data"), true},
		{"a folder whose name begins the same", web, filepath.Join(base, "web-data"), false},
		{"beside it", web, filepath.Join(base, "other", "orbis-data"), false},
		{"a link in the web folder to elsewhere", web, filepath.Join(web, "to-other", "orbis-data"), false},
		{"the web folder inside the data", filepath.Join(base, "other"), base, false},
		{"no web folder", filepath.Join(base, "missing"), filepath.Join(base, "missing", "data"), false},
		{"no web folder asked", "", "orbis-data", false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := CheckDataOutsideWeb(tc.web, tc.data)
			if (err != nil) != tc.inside {
				t.Fatalf("CheckDataOutsideWeb(%q, %q) = %v; want refused %v", tc.web, tc.data, err, tc.inside)
			}
			if err != nil && (!strings.Contains(err.Error(), "--data") || !strings.Contains(err.Error(), "--web")) {
				t.Fatalf("the refusal does not name the flags: %v", err)
			}
		})
	}
}

// TestPageWithoutAWebBuild: a server without a web build says how to make
// one, and not where it looked.
func TestPageWithoutAWebBuild(t *testing.T) {
	folder := filepath.Join(t.TempDir(), "private-folder-name")
	ts := startServerWith(t, Config{Games: []online.Ruleset{&tally{}}, Store: NewMemoryStore(), WebDir: folder})
	resp, err := http.Get(ts.url + "/")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 404 || !bytes.Contains(body, []byte("./build.sh web")) || bytes.Contains(body, []byte("private-folder-name")) {
		t.Fatalf("status %d, body %q: want 404 saying how to build, not where", resp.StatusCode, body)
	}
	if resp.Header.Get("X-Content-Type-Options") != "nosniff" {
		t.Fatalf("headers %v", resp.Header)
	}
}

func discardLog() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }
