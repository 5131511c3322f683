//go:build !js

package cli

import (
	"compress/gzip"
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"orbis/game/online/server"
)

// firstDrawScript notes when the page first draws into the canvas itself
// (WebGL into the default framebuffer), in ms since navigation began: the
// frame a player sees, not a readback nor a draw into an offscreen image.
const firstDrawScript = `(() => {
  window.firstCanvasDraw = 0;
  for (const C of [window.WebGL2RenderingContext, window.WebGLRenderingContext]) {
    if (!C) continue;
    for (const name of ["drawElements", "drawArrays"]) {
      const draw = C.prototype[name];
      C.prototype[name] = function (...args) {
        if (!window.firstCanvasDraw && this.getParameter(this.FRAMEBUFFER_BINDING) === null) {
          window.firstCanvasDraw = performance.now();
        }
        return draw.apply(this, args);
      };
    }
  }
})();`

// TestBrowserFirstFrame times, in headless Chromium with software WebGL,
// from navigation to the first frame on the canvas, the web build against
// a bare Ebitengine program (testdata/bareweb: text and a shape) served the
// same way from the same page, with the same web app's manifest and icons,
// five times each in turn; the median of the game's may be at most 1.3
// times the bare program's. A series slower than
// that is measured again, up to three series: a busy machine slows one
// series, a slower game all three. The page's loading screen stays until
// the game says it has drawn.
func TestBrowserFirstFrame(t *testing.T) {
	dir, chromium := webBuild(t)
	bare := bareWebBuild(t, dir)
	builds := map[string]string{"game": dir, "bare": bare}
	var ratios []float64
	for series := 1; series <= 3; series++ {
		times := map[string][]float64{}
		for round := range 5 {
			for _, name := range []string{"game", "bare"} {
				// A subtest each: its browser is closed before the next starts.
				t.Run(name+"-"+strconv.Itoa(series)+"."+strconv.Itoa(round+1), func(t *testing.T) {
					first, started := firstFrame(t, chromium, builds[name])
					t.Logf("first frame on the canvas %.2f s after navigation, loading screen gone at %.2f s", first/1000, started/1000)
					if name == "game" && started < first {
						t.Errorf("the loading screen went %.2f s before the first frame", (first-started)/1000)
					}
					times[name] = append(times[name], first)
				})
			}
		}
		if len(times["game"]) < 5 || len(times["bare"]) < 5 {
			t.Fatal("a build did not draw its first frame")
		}
		game, bareMs := median(times["game"]), median(times["bare"])
		ratios = append(ratios, game/bareMs)
		t.Logf("series %d: first frame: game %.2f s, bare program %.2f s (medians of 5): %.2f×", series, game/1000, bareMs/1000, game/bareMs)
		if game <= 1.3*bareMs {
			return
		}
	}
	t.Errorf("the game's first frame comes later than 1.3× the bare program's in three series of five: %.2f×", ratios)
}

// firstFrame opens a build in a fresh browser and returns, in ms since
// navigation, its first draw on the canvas and when its loading screen went.
func firstFrame(t *testing.T, chromium, dir string) (first, started float64) {
	t.Helper()
	srv := httptest.NewServer(server.WebFiles(dir))
	defer srv.Close()
	ctx, consoleText, _ := startBrowser(t, chromium)
	watch := chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: firstDrawScript})
		return err
	})
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 800), watch, chromedp.Navigate(srv.URL+"/")); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`window.firstCanvasDraw > 0 && window.orbisStartedAt > 0`,
		chromedp.WithPollingTimeout(2*time.Minute), chromedp.WithPollingInterval(50*time.Millisecond))); err != nil {
		t.Fatalf("%s: no first frame: %v\nconsole:\n%s", dir, err, consoleText())
	}
	first, _ = chromedp.Run(ctx, chromedp.Evaluate[float64](`window.firstCanvasDraw`))
	started, _ = chromedp.Run(ctx, chromedp.Evaluate[float64](`window.orbisStartedAt`))
	return first, started
}

// bareWebBuild builds testdata/bareweb for the browser into a folder laid
// out like the web build's: the same page and loader, the program gzipped.
func bareWebBuild(t *testing.T, web string) string {
	t.Helper()
	dir := t.TempDir()
	wasm := filepath.Join(dir, "orbis.wasm")
	build := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w", "-o", wasm, "./testdata/bareweb")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the bare program: %v\n%s", err, out)
	}
	info, err := os.Stat(wasm)
	if err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join("..", "..", "assets", "web", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	// The page's files by their plain names, and no build: no service
	// worker, whose work would only blur the two first frames compared.
	page = []byte(strings.NewReplacer("{{WASM_SIZE}}", strconv.FormatInt(info.Size(), 10), "{{WASM}}", "orbis.wasm",
		"{{WASM_EXEC}}", "wasm_exec.js", "{{LOADER}}", "loader.js", "{{BUILD}}", "").Replace(string(page)))
	script, err := os.ReadFile(filepath.Join("..", "..", "assets", "web", "loader.js"))
	if err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"index.html": page, "loader.js": script} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	loader, err := os.ReadFile(filepath.Join(web, "wasm_exec.js"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "wasm_exec.js"), loader, 0o644); err != nil {
		t.Fatal(err)
	}
	// The same web app's manifest and icons: a browser fetches and reads
	// them while the program compiles (about 0.15 s of this machine's
	// first frame), a cost of the page's, not of the program's.
	for _, name := range []string{"manifest.webmanifest", "icon-192.png", "icon-512.png", "apple-touch-icon.png"} {
		data, err := os.ReadFile(filepath.Join(web, name))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	gzipFile(t, wasm)
	return dir
}

// gzipFile writes file.gz beside file, as ./build.sh web does.
func gzipFile(t *testing.T, file string) {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	out, err := os.Create(file + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	z, _ := gzip.NewWriterLevel(out, gzip.BestCompression)
	if _, err := z.Write(data); err != nil {
		t.Fatal(err)
	}
	if err := z.Close(); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}
