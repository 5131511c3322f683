//go:build !js

package cli

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestWebHandler(t *testing.T) {
	dir := t.TempDir()
	wasm := bytes.Repeat([]byte("\x00asm game bytes "), 512)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(wasm)
	zw.Close()
	for name, data := range map[string][]byte{"index.html": []byte("<!DOCTYPE html>"), "orbis.wasm": wasm, "orbis.wasm.gz": gz.Bytes()} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(webHandler(dir))
	defer srv.Close()
	tests := []struct {
		name, path, acceptEncoding string
		wantStatus                 int
		wantType, wantEncoding     string
		wantBody                   []byte
	}{
		{"page", "/", "", 200, "text/html; charset=utf-8", "", []byte("<!DOCTYPE html>")},
		{"wasm compressed", "/orbis.wasm", "gzip, deflate, br", 200, "application/wasm", "gzip", gz.Bytes()},
		{"wasm any coding", "/orbis.wasm", "*", 200, "application/wasm", "gzip", gz.Bytes()},
		{"wasm gzip refused", "/orbis.wasm", "gzip;q=0, br", 200, "application/wasm", "", wasm},
		{"wasm plain", "/orbis.wasm", "identity", 200, "application/wasm", "", wasm},
		{"missing", "/nothing.js", "gzip", 404, "text/plain; charset=utf-8", "", nil},
		{"outside the folder", "/../../etc/passwd", "", 404, "text/plain; charset=utf-8", "", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest("GET", srv.URL+tc.path, nil)
			req.Header.Set("Accept-Encoding", tc.acceptEncoding) // set: the client adds no gzip of its own and does not decode
			resp, err := http.DefaultTransport.RoundTrip(req)
			if err != nil {
				t.Fatal(err)
			}
			defer resp.Body.Close()
			body, _ := io.ReadAll(resp.Body)
			if resp.StatusCode != tc.wantStatus || resp.Header.Get("Content-Type") != tc.wantType || resp.Header.Get("Content-Encoding") != tc.wantEncoding {
				t.Fatalf("status %d, type %q, encoding %q; want %d, %q, %q", resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"), tc.wantStatus, tc.wantType, tc.wantEncoding)
			}
			if tc.wantBody != nil && !bytes.Equal(body, tc.wantBody) {
				t.Fatalf("body of %d bytes differs from the %d wanted", len(body), len(tc.wantBody))
			}
			if resp.StatusCode == 200 && resp.Header.Get("Cache-Control") != "no-cache" {
				t.Fatalf("Cache-Control %q", resp.Header.Get("Cache-Control"))
			}
		})
	}
}

func TestServeRefusesAFolderWithoutABuild(t *testing.T) {
	var out, errs bytes.Buffer
	if code := Run("serve", []string{"--dir", t.TempDir(), "--port", "0"}, &out, &errs); code != 1 || !bytes.Contains(errs.Bytes(), []byte("has no web build")) {
		t.Fatalf("exit %d, stderr %q", code, errs.String())
	}
}
