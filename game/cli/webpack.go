//go:build !js

package cli

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"

	"orbis/assets"
	"orbis/render"
)

// The web build's files as ./build.sh web lays them out before the pack:
// the page and the service worker are templates, the scripts and the
// program are renamed by their content's hash.
const (
	pageFile     = "index.html"
	workerFile   = "sw.js"
	manifestFile = "manifest.webmanifest"
)

// hashedFiles are the files whose names carry their content's hash once
// packed, so that a server may let browsers keep them for a year. Go's
// wasm_exec.js keeps its name (it changes only with Go, and is
// revalidated as the page is): hosts and checks look for it by name.
var hashedFiles = []string{"orbis.wasm", "loader.js"}

// goLoader is Go's script that starts a wasm program, by its plain name.
const goLoader = "wasm_exec.js"

// webIcons are the icons the pack draws: the manifest's two sizes, and
// the 180 px one iOS puts on its home screen, on the table's colour
// (iOS shows a transparent corner black).
var webIcons = []struct {
	name   string
	size   int
	opaque bool
}{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"apple-touch-icon.png", 180, true},
}

// webLimits are the bytes the web build may travel as: the whole first
// load with brotli, and the program gzipped for browsers without brotli.
// Zero is no limit.
type webLimits struct {
	brotliFirstLoad, gzipWasm int64
}

// webSizes are what the packed build travels as.
type webSizes struct {
	wasm            string // the program's packed name
	wasmBytes       int64
	brotliFirstLoad int64 // page, scripts, service worker and program, each its .br
	gzipWasm        int64
}

// cmdWebpack packs a web build's folder in place (./build.sh web).
func cmdWebpack(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis webpack", flag.ContinueOnError)
	fs.SetOutput(stderr)
	maxBrotli := fs.Int64("max-brotli", 0, "fail when the first load with brotli is over this many bytes (0: no limit)")
	maxGzip := fs.Int64("max-gzip-wasm", 0, "fail when the gzipped program is over this many bytes (0: no limit)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError("want the web build's folder: orbis webpack [--max-brotli N] [--max-gzip-wasm N] DIR")
	}
	sizes, err := packWeb(fs.Arg(0))
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: %s %d bytes; first load with brotli %d bytes (limit %d: page, scripts, program); program gzipped %d bytes (limit %d)\n",
		fs.Arg(0), sizes.wasm, sizes.wasmBytes, sizes.brotliFirstLoad, *maxBrotli, sizes.gzipWasm, *maxGzip)
	return checkWebLimits(sizes, webLimits{brotliFirstLoad: *maxBrotli, gzipWasm: *maxGzip})
}

// checkWebLimits says which limit the sizes pass, if any.
func checkWebLimits(s webSizes, l webLimits) error {
	var over []string
	if l.brotliFirstLoad > 0 && s.brotliFirstLoad > l.brotliFirstLoad {
		over = append(over, fmt.Sprintf("the first load with brotli is %d bytes, over its limit of %d", s.brotliFirstLoad, l.brotliFirstLoad))
	}
	if l.gzipWasm > 0 && s.gzipWasm > l.gzipWasm {
		over = append(over, fmt.Sprintf("the gzipped program is %d bytes, over its limit of %d", s.gzipWasm, l.gzipWasm))
	}
	if over != nil {
		return fmt.Errorf("the web build is too large: %s", strings.Join(over, "; "))
	}
	return nil
}

// packWeb renames the program and scripts of dir by their hash, fills in
// the page and the service worker with those names and the build's hash,
// writes the manifest and its icons, and writes a brotli and a gzip copy
// beside every file a browser downloads as text or program.
func packWeb(dir string) (webSizes, error) {
	var sizes webSizes
	names := map[string]string{goLoader: goLoader} // plain name -> hashed name
	build := sha256.New()
	loader, err := os.ReadFile(filepath.Join(dir, goLoader))
	if err != nil {
		return sizes, fmt.Errorf("packing the web build: %w", err)
	}
	build.Write(loader) // a new Go's loader is a new build
	for _, name := range hashedFiles {
		data, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return sizes, fmt.Errorf("packing the web build: %w", err)
		}
		sum := sha256.Sum256(data)
		ext := filepath.Ext(name)
		hashed := strings.TrimSuffix(name, ext) + "." + hex.EncodeToString(sum[:8]) + ext
		if err := os.Rename(filepath.Join(dir, name), filepath.Join(dir, hashed)); err != nil {
			return sizes, fmt.Errorf("packing the web build: %w", err)
		}
		names[name] = hashed
		build.Write([]byte(hashed))
		if name == "orbis.wasm" {
			sizes.wasm, sizes.wasmBytes = hashed, int64(len(data))
		}
	}
	page, err := os.ReadFile(filepath.Join(dir, pageFile))
	if err != nil {
		return sizes, fmt.Errorf("packing the web build: %w", err)
	}
	worker, err := os.ReadFile(filepath.Join(dir, workerFile))
	if err != nil {
		return sizes, fmt.Errorf("packing the web build: %w", err)
	}
	build.Write(page)
	build.Write(worker)
	buildHash := hex.EncodeToString(build.Sum(nil)[:8])

	manifest, err := webManifest()
	if err != nil {
		return sizes, err
	}
	if err := os.WriteFile(filepath.Join(dir, manifestFile), manifest, 0o644); err != nil {
		return sizes, fmt.Errorf("packing the web build: %w", err)
	}
	for _, icon := range webIcons {
		if err := writeWebIcon(filepath.Join(dir, icon.name), icon.size, icon.opaque); err != nil {
			return sizes, err
		}
	}
	fill := strings.NewReplacer(
		"{{WASM}}", names["orbis.wasm"], "{{WASM_EXEC}}", names["wasm_exec.js"], "{{LOADER}}", names["loader.js"],
		"{{WASM_SIZE}}", strconv.FormatInt(sizes.wasmBytes, 10), "{{BUILD}}", buildHash,
	)
	// What the service worker keeps: the page (by the folder's address,
	// as it is opened), its scripts, the program, the manifest and icons.
	precache := []string{"./", names["wasm_exec.js"], names["loader.js"], names["orbis.wasm"], manifestFile}
	for _, icon := range webIcons {
		precache = append(precache, icon.name)
	}
	list, err := json.Marshal(precache)
	if err != nil {
		return sizes, err
	}
	for _, f := range []struct {
		name string
		text []byte
	}{{pageFile, page}, {workerFile, bytes.ReplaceAll(worker, []byte("{{FILES}}"), list)}} {
		text := fill.Replace(string(f.text))
		if i := strings.Index(text, "{{"); i >= 0 {
			return sizes, fmt.Errorf("packing the web build: %s names %.20q, which the pack does not fill in", f.name, text[i:])
		}
		if err := os.WriteFile(filepath.Join(dir, f.name), []byte(text), 0o644); err != nil {
			return sizes, fmt.Errorf("packing the web build: %w", err)
		}
	}

	firstLoad := []string{pageFile, workerFile, names["wasm_exec.js"], names["loader.js"], names["orbis.wasm"]}
	compressed, err := compressWebFiles(dir, append(firstLoad, manifestFile))
	if err != nil {
		return sizes, err
	}
	for _, name := range firstLoad {
		sizes.brotliFirstLoad += compressed[name].brotli
	}
	sizes.gzipWasm = compressed[names["orbis.wasm"]].gzip
	return sizes, nil
}

// compressedSize is a file's size in each of its precompressed copies.
type compressedSize struct{ brotli, gzip int64 }

// compressWebFiles writes name.br (brotli at its highest quality and
// largest window) and name.gz (gzip at its highest level) beside each
// file, at once: brotli's highest quality takes about a minute for the
// program.
func compressWebFiles(dir string, names []string) (map[string]compressedSize, error) {
	sizes := make(map[string]compressedSize, len(names))
	errs := make([]error, len(names))
	var mu sync.Mutex
	var wg sync.WaitGroup
	for i, name := range names {
		wg.Go(func() {
			data, err := os.ReadFile(filepath.Join(dir, name))
			if err != nil {
				errs[i] = fmt.Errorf("compressing the web build: %w", err)
				return
			}
			br, gz, err := compressBoth(data)
			if err != nil {
				errs[i] = fmt.Errorf("compressing %s: %w", name, err)
				return
			}
			for ext, out := range map[string][]byte{".br": br, ".gz": gz} {
				if err := os.WriteFile(filepath.Join(dir, name+ext), out, 0o644); err != nil {
					errs[i] = fmt.Errorf("compressing the web build: %w", err)
					return
				}
			}
			mu.Lock()
			sizes[name] = compressedSize{brotli: int64(len(br)), gzip: int64(len(gz))}
			mu.Unlock()
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return sizes, nil
}

// compressBoth is data in brotli (quality 11, a 16 MiB window) and gzip
// (level 9, no name or time: the same bytes for the same build).
func compressBoth(data []byte) (br, gz []byte, err error) {
	var b bytes.Buffer
	bw := brotli.NewWriterOptions(&b, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	if _, err := bw.Write(data); err != nil {
		return nil, nil, err
	}
	if err := bw.Close(); err != nil {
		return nil, nil, err
	}
	var g bytes.Buffer
	gw, err := gzip.NewWriterLevel(&g, gzip.BestCompression)
	if err != nil {
		return nil, nil, err
	}
	if _, err := gw.Write(data); err != nil {
		return nil, nil, err
	}
	if err := gw.Close(); err != nil {
		return nil, nil, err
	}
	return b.Bytes(), g.Bytes(), nil
}

// webManifest is the web app's manifest: the game's name, its icons,
// a window of its own, and the table's colour (render.Felt) behind the
// splash and the browser's bars, as the desktop window shows it.
func webManifest() ([]byte, error) {
	type icon struct {
		Src     string `json:"src"`
		Sizes   string `json:"sizes"`
		Type    string `json:"type"`
		Purpose string `json:"purpose"`
	}
	m := struct {
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		StartURL        string `json:"start_url"`
		Scope           string `json:"scope"`
		Display         string `json:"display"`
		BackgroundColor string `json:"background_color"`
		ThemeColor      string `json:"theme_color"`
		Icons           []icon `json:"icons"`
	}{
		Name: "Orbis", ShortName: "Orbis",
		StartURL: "./", Scope: "./", Display: "standalone",
		BackgroundColor: cssColor(render.Felt), ThemeColor: cssColor(render.Felt),
	}
	for _, ic := range webIcons {
		if !ic.opaque {
			m.Icons = append(m.Icons, icon{Src: ic.name, Sizes: fmt.Sprintf("%dx%d", ic.size, ic.size), Type: "image/png", Purpose: "any"})
		}
	}
	return json.MarshalIndent(m, "", "  ")
}

func cssColor(c color.RGBA) string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }

// writeWebIcon draws the game's icon (assets.Icon, the desktop's) as a
// PNG file; opaque puts it on the table's colour.
func writeWebIcon(file string, size int, opaque bool) error {
	var img image.Image = assets.Icon(size)
	if opaque {
		flat := image.NewRGBA(img.Bounds())
		draw.Draw(flat, flat.Bounds(), image.NewUniform(render.Felt), image.Point{}, draw.Src)
		draw.Draw(flat, flat.Bounds(), img, image.Point{}, draw.Over)
		img = flat
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return fmt.Errorf("drawing %s: %w", filepath.Base(file), err)
	}
	if err := os.WriteFile(file, buf.Bytes(), 0o644); err != nil {
		return fmt.Errorf("drawing the web icons: %w", err)
	}
	return nil
}
