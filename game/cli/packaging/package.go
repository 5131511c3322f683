//go:build !js

package packaging

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"

	"orbis/assets"
)

// What every desktop package says about the game.
const (
	appName    = "Orbis"
	appID      = "orbis" // the executable, icon and desktop entry name
	appVersion = "1.0.0"
	appSummary = "Tile-drafting board game: build a pyramid of regions for the gods, 2 to 4 players"
	// appBundleID names the macOS bundle; reverse-DNS under a neutral domain.
	appBundleID = "io.github.orbis-game.orbis"
)

// x11WindowClass is the WM_CLASS class of the game window, which desktops
// match against StartupWMClass.
const x11WindowClass = assets.WindowClass

// linuxIconSizes are the hicolor theme sizes the Linux package ships; 512
// is for menus and docks on high-density screens.
var linuxIconSizes = append(slices.Clone(assets.IconSizes), 512)

// ErrUsage marks a call with the wrong words: the command line says how to
// call it and exits with status 2.
var ErrUsage = errors.New("usage")

func usageError(format string, args ...any) error {
	return fmt.Errorf("%s (%w)", fmt.Sprintf(format, args...), ErrUsage)
}

// Run is `orbis package`: it writes the files the desktop packages are made
// of; build.sh calls it with the host binary.
func Run(args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		return usageError("want linux, windows-resources, check-exe or macos")
	}
	commands := map[string]func([]string, io.Writer, io.Writer) error{
		"linux":             cmdPackageLinux,
		"windows-resources": cmdPackageWindowsResources,
		"check-exe":         cmdPackageCheckExe,
		"macos":             cmdPackageMacOS,
	}
	run, ok := commands[args[0]]
	if !ok {
		return usageError("unknown package %q: want linux, windows-resources, check-exe or macos", args[0])
	}
	if err := run(args[1:], stdout, stderr); err != nil {
		return fmt.Errorf("%s: %w", args[0], err)
	}
	return nil
}

// cmdPackageLinux writes the desktop entry and the hicolor icons that make
// the game appear in the applications menu.
func cmdPackageLinux(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis package linux", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "folder to write orbis.desktop and icons/hicolor/<N>x<N>/apps/orbis.png into")
	exec := fs.String("exec", appID, "the program the menu entry starts: an absolute path, or a name looked up in PATH")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return usageError("want --out DIR and no other arguments")
	}
	entry, err := desktopEntry(*exec)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(*out, appID+".desktop"), []byte(entry), 0o644); err != nil {
		return err
	}
	for _, size := range linuxIconSizes {
		if err := writePNG(filepath.Join(*out, hicolorIconPath(size)), assets.Icon(size)); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "%s: %s.desktop, icons of %v px\n", *out, appID, linuxIconSizes)
	return nil
}

// hicolorIconPath is where the icon of a size goes below a data folder such
// as ~/.local/share.
func hicolorIconPath(size int) string {
	return filepath.Join("icons", "hicolor", fmt.Sprintf("%dx%d", size, size), "apps", appID+".png")
}

// desktopEntry is the freedesktop.org desktop entry that starts program.
func desktopEntry(program string) (string, error) {
	exec, err := desktopExec(program)
	if err != nil {
		return "", err
	}
	return "[Desktop Entry]\n" +
		"Type=Application\n" +
		"Version=1.4\n" +
		"Name=" + appName + "\n" +
		"GenericName=Board Game\n" +
		"Comment=" + appSummary + "\n" +
		"Exec=" + exec + "\n" +
		"Icon=" + appID + "\n" +
		"Terminal=false\n" +
		"Categories=Game;BoardGame;\n" +
		"Keywords=board game;tile;pyramid;strategy;\n" +
		"StartupWMClass=" + x11WindowClass + "\n", nil
}

// desktopExec quotes a program for the Exec key: the Desktop Entry
// Specification's argument quoting, then its string escaping on top.
func desktopExec(program string) (string, error) {
	switch {
	case program == "" || strings.ContainsFunc(program, unicode.IsControl):
		return "", fmt.Errorf("--exec %q: want a program name or path without control characters", program)
	case strings.Contains(program, "/") && !filepath.IsAbs(program):
		return "", fmt.Errorf("--exec %q: a path must be absolute, the menu does not start in this folder", program)
	}
	arg := strings.ReplaceAll(program, "%", "%%") // a lone % starts a field code
	if strings.ContainsAny(arg, " \"'\\><~|&;$*?#()`") {
		arg = `"` + execQuoted.Replace(arg) + `"`
	}
	return strings.ReplaceAll(arg, `\`, `\\`), nil
}

// execQuoted escapes the characters that stay special inside a quoted Exec
// argument.
var execQuoted = strings.NewReplacer(`"`, `\"`, "`", "\\`", `$`, `\$`, `\`, `\\`)

// writePNG writes img as a PNG file, creating its folder.
func writePNG(path string, img image.Image) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", path, err)
	}
	return f.Close()
}
