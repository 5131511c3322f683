//go:build !js

package cli

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// unpackedWeb lays out a web build as ./build.sh web does before the pack:
// the real page, loader and service worker, a small program.
func unpackedWeb(t *testing.T, program string) string {
	t.Helper()
	dir := t.TempDir()
	for _, name := range []string{"index.html", "loader.js", "sw.js"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "assets", "web", name))
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, name), data)
	}
	writeFile(t, filepath.Join(dir, "wasm_exec.js"), []byte("// Go's loader\nclass Go {}\n"))
	writeFile(t, filepath.Join(dir, "orbis.wasm"), []byte(strings.Repeat(program, 200)))
	return dir
}

func writeFile(t *testing.T, file string, data []byte) {
	t.Helper()
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestPackWeb: the pack names the scripts and the program by their hash,
// fills them and the build into the page and the service worker's list,
// writes the manifest with its icons drawn at their sizes, and a brotli
// and a gzip copy of every file of the first load that decode to it; the
// sizes it gives are those copies'. Another program is another build.
func TestPackWeb(t *testing.T) {
	dir := unpackedWeb(t, "\x00asm the game ")
	sizes, err := packWeb(dir)
	if err != nil {
		t.Fatal(err)
	}
	hashed := map[string]string{}
	if _, err := os.Stat(filepath.Join(dir, "wasm_exec.js")); err != nil {
		t.Errorf("Go's loader is not kept by its name: %v", err)
	}
	for _, pattern := range []string{"orbis.*.wasm", "loader.*.js"} {
		found, _ := filepath.Glob(filepath.Join(dir, pattern))
		if len(found) != 1 || !regexp.MustCompile(`^[a-z_]+\.[0-9a-f]{16}\.[a-z]+$`).MatchString(filepath.Base(found[0])) {
			t.Fatalf("%s: %v, want one file named by its hash", pattern, found)
		}
		hashed[pattern] = filepath.Base(found[0])
		plain := strings.Replace(pattern, ".*", "", 1)
		if _, err := os.Stat(filepath.Join(dir, plain)); err == nil {
			t.Errorf("%s is still there beside %s", plain, hashed[pattern])
		}
	}
	if sizes.wasm != hashed["orbis.*.wasm"] || sizes.wasmBytes != int64(len("\x00asm the game "))*200 {
		t.Errorf("sizes name %s of %d bytes, want %s", sizes.wasm, sizes.wasmBytes, hashed["orbis.*.wasm"])
	}
	page := readFile(t, filepath.Join(dir, "index.html"))
	worker := readFile(t, filepath.Join(dir, "sw.js"))
	for _, name := range hashed {
		if !strings.Contains(page, `"`+name+`"`) || !strings.Contains(worker, `"`+name+`"`) {
			t.Errorf("the page or the service worker does not name %s", name)
		}
	}
	build := regexp.MustCompile(`data-build="([0-9a-f]{16})"`).FindStringSubmatch(page)
	if build == nil || !strings.Contains(worker, `const BUILD = "`+build[1]+`"`) {
		t.Fatalf("the page's build %v is not the service worker's", build)
	}
	if strings.Contains(page, "{{") || strings.Contains(worker, "{{") {
		t.Errorf("a blank is left in the page or the service worker")
	}

	var manifest struct {
		Name, Display string
		Icons         []struct{ Src, Sizes string }
	}
	if err := json.Unmarshal([]byte(readFile(t, filepath.Join(dir, "manifest.webmanifest"))), &manifest); err != nil {
		t.Fatal(err)
	}
	if manifest.Name != "Orbis" || manifest.Display != "standalone" || len(manifest.Icons) != 2 {
		t.Errorf("manifest %+v", manifest)
	}
	for _, icon := range append(manifest.Icons, struct{ Src, Sizes string }{"apple-touch-icon.png", "180x180"}) {
		img, err := png.Decode(strings.NewReader(readFile(t, filepath.Join(dir, icon.Src))))
		if err != nil {
			t.Fatalf("%s: %v", icon.Src, err)
		}
		if b := img.Bounds(); icon.Sizes != fmt.Sprintf("%dx%d", b.Dx(), b.Dy()) {
			t.Errorf("%s is %v, the manifest says %s", icon.Src, b.Size(), icon.Sizes)
		}
	}

	var brotliTotal int64
	for _, name := range []string{"index.html", "sw.js", "manifest.webmanifest", hashed["orbis.*.wasm"], "wasm_exec.js", hashed["loader.*.js"]} {
		plain := readFile(t, filepath.Join(dir, name))
		br := readFile(t, filepath.Join(dir, name+".br"))
		if got, err := io.ReadAll(brotli.NewReader(strings.NewReader(br))); err != nil || string(got) != plain {
			t.Errorf("%s.br does not decode to %s: %v", name, name, err)
		}
		zr, err := gzip.NewReader(strings.NewReader(readFile(t, filepath.Join(dir, name+".gz"))))
		if err != nil {
			t.Fatalf("%s.gz: %v", name, err)
		}
		if got, err := io.ReadAll(zr); err != nil || string(got) != plain {
			t.Errorf("%s.gz does not decode to %s: %v", name, name, err)
		}
		if name != "manifest.webmanifest" {
			brotliTotal += int64(len(br))
		}
		if name == sizes.wasm && sizes.gzipWasm != int64(len(readFile(t, filepath.Join(dir, name+".gz")))) {
			t.Errorf("the gzipped program's size %d is not its file's", sizes.gzipWasm)
		}
	}
	if sizes.brotliFirstLoad != brotliTotal {
		t.Errorf("first load with brotli %d bytes, its files' .br make %d", sizes.brotliFirstLoad, brotliTotal)
	}

	other := unpackedWeb(t, "\x00asm another game ")
	if _, err := packWeb(other); err != nil {
		t.Fatal(err)
	}
	if readFile(t, filepath.Join(other, "sw.js")) == worker {
		t.Error("another program packs the same service worker: browsers would not see a new version")
	}
}

func readFile(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// TestPackWebRefusesAnUnfilledBlank: a page naming a blank the pack does
// not know stops the build rather than shipping "{{…}}".
func TestPackWebRefusesAnUnfilledBlank(t *testing.T) {
	dir := unpackedWeb(t, "\x00asm")
	page := readFile(t, filepath.Join(dir, "index.html"))
	writeFile(t, filepath.Join(dir, "index.html"), []byte(strings.Replace(page, "</body>", "{{UNKNOWN}}</body>", 1)))
	if _, err := packWeb(dir); err == nil || !strings.Contains(err.Error(), "{{UNKNOWN}}") {
		t.Fatalf("packWeb = %v, want an error naming {{UNKNOWN}}", err)
	}
}

// TestWebLimits: the build fails past either limit, and says which.
func TestWebLimits(t *testing.T) {
	limits := webLimits{brotliFirstLoad: 3_400_000, gzipWasm: 5 << 20}
	tests := []struct {
		name     string
		sizes    webSizes
		wantFail []string
	}{
		{"within both", webSizes{brotliFirstLoad: 3_400_000, gzipWasm: 5 << 20}, nil},
		{"brotli over", webSizes{brotliFirstLoad: 3_400_001, gzipWasm: 4 << 20}, []string{"brotli is 3400001"}},
		{"gzip over", webSizes{brotliFirstLoad: 3_000_000, gzipWasm: 5<<20 + 1}, []string{"gzipped program is 5242881"}},
		{"both over", webSizes{brotliFirstLoad: 4_000_000, gzipWasm: 6 << 20}, []string{"brotli is 4000000", "gzipped program is 6291456"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := checkWebLimits(tc.sizes, limits)
			if (err != nil) != (tc.wantFail != nil) {
				t.Fatalf("checkWebLimits = %v, want failing %v", err, tc.wantFail != nil)
			}
			for _, want := range tc.wantFail {
				if !strings.Contains(err.Error(), want) {
					t.Errorf("%v does not say %q", err, want)
				}
			}
		})
	}
	if err := checkWebLimits(webSizes{brotliFirstLoad: 1 << 40, gzipWasm: 1 << 40}, webLimits{}); err != nil {
		t.Errorf("no limits: %v", err)
	}
}
