//go:build !js

package packaging

import (
	"archive/zip"
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"flag"
	"fmt"
	"image/png"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"orbis/assets"
)

// fatAlignLog2 aligns every slice of the universal binary to 16 KiB, the
// page size of Apple silicon.
const fatAlignLog2 = 14

// cmdPackageMacOS assembles Orbis.app from the darwin/amd64 and
// darwin/arm64 builds: one universal executable, its icon and Info.plist.
func cmdPackageMacOS(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis package macos", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "the bundle to write, e.g. dist/macos/Orbis.app (replaced if it exists)")
	amd64 := fs.String("amd64", "", "the darwin/amd64 build of the game")
	arm64 := fs.String("arm64", "", "the darwin/arm64 build of the game")
	zipPath := fs.String("zip", "", "also write the bundle as this zip file (optional)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || *amd64 == "" || *arm64 == "" || fs.NArg() > 0 {
		return usageError("want --out DIR.app --amd64 BIN --arm64 BIN [--zip FILE] and no other arguments")
	}
	// The bundle folder is removed first: insist on a name that is one.
	if filepath.Ext(*out) != ".app" {
		return usageError("--out %q: a bundle's name ends in .app", *out)
	}
	var binaries []thinBinary
	for _, in := range []struct {
		flag, path string
		cpu        macho.Cpu
	}{{"amd64", *amd64, macho.CpuAmd64}, {"arm64", *arm64, macho.CpuArm64}} {
		b, err := readThinBinary(in.path, in.cpu)
		if err != nil {
			return fmt.Errorf("--%s %s: %w", in.flag, in.path, err)
		}
		binaries = append(binaries, b)
	}
	var exe bytes.Buffer
	if err := writeUniversal(&exe, binaries); err != nil {
		return err
	}
	minOS := minimumMacOS(binaries)
	icns, err := appleIcon()
	if err != nil {
		return err
	}
	if err := os.RemoveAll(*out); err != nil {
		return err
	}
	contents := filepath.Join(*out, "Contents")
	for _, file := range []struct {
		path string
		data []byte
		mode os.FileMode
	}{
		{filepath.Join(contents, "Info.plist"), infoPlist(minOS), 0o644},
		{filepath.Join(contents, "MacOS", appID), exe.Bytes(), 0o755},
		{filepath.Join(contents, "Resources", appID+".icns"), icns, 0o644},
	} {
		if err := os.MkdirAll(filepath.Dir(file.path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(file.path, file.data, file.mode); err != nil {
			return err
		}
	}
	fmt.Fprintf(stdout, "%s: universal executable (amd64 + arm64, %d bytes), macOS %s or later\n", *out, exe.Len(), minOS)
	if *zipPath != "" {
		if err := zipFolder(*zipPath, *out); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "%s\n", *zipPath)
	}
	return nil
}

// thinBinary is one architecture's executable, to go into a universal one.
type thinBinary struct {
	cpu    macho.Cpu
	subCPU uint32
	minOS  uint32 // the oldest macOS it runs on, major<<16 | minor<<8 | patch
	data   []byte
}

// readThinBinary reads a single-architecture Mach-O executable for cpu.
func readThinBinary(path string, cpu macho.Cpu) (thinBinary, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return thinBinary{}, err
	}
	if len(data) >= 4 && binary.BigEndian.Uint32(data) == macho.MagicFat {
		return thinBinary{}, errors.New("already a universal binary, want a single architecture")
	}
	f, err := macho.NewFile(bytes.NewReader(data))
	if err != nil {
		return thinBinary{}, fmt.Errorf("not a Mach-O file: %w", err)
	}
	switch {
	case f.Cpu != cpu:
		return thinBinary{}, fmt.Errorf("built for %s, want %s", cpuName(f.Cpu), cpuName(cpu))
	case f.Magic != macho.Magic64:
		return thinBinary{}, errors.New("not a 64-bit Mach-O file")
	case f.Type != macho.TypeExec:
		return thinBinary{}, fmt.Errorf("Mach-O type %d, want an executable (%d)", f.Type, macho.TypeExec)
	}
	b := thinBinary{cpu: f.Cpu, subCPU: f.SubCpu, data: data}
	// LC_BUILD_VERSION (Go's linker writes it) or the older LC_VERSION_MIN_MACOSX.
	const buildVersion, versionMinMacOS = 0x32, 0x24
	for _, l := range f.Loads {
		raw := l.Raw()
		if len(raw) < 16 {
			continue
		}
		switch f.ByteOrder.Uint32(raw) {
		case buildVersion:
			b.minOS = f.ByteOrder.Uint32(raw[12:])
		case versionMinMacOS:
			b.minOS = f.ByteOrder.Uint32(raw[8:])
		}
	}
	if b.minOS == 0 {
		return thinBinary{}, errors.New("no minimum macOS version (LC_BUILD_VERSION): was it linked by Go for darwin?")
	}
	return b, nil
}

func cpuName(c macho.Cpu) string {
	switch c {
	case macho.CpuAmd64:
		return "amd64"
	case macho.CpuArm64:
		return "arm64"
	}
	return c.String()
}

// minimumMacOS is the oldest macOS every slice runs on, e.g. "12.0".
func minimumMacOS(slices []thinBinary) string {
	var v uint32
	for _, s := range slices {
		v = max(v, s.minOS)
	}
	if patch := v & 0xff; patch != 0 {
		return fmt.Sprintf("%d.%d.%d", v>>16, v>>8&0xff, patch)
	}
	return fmt.Sprintf("%d.%d", v>>16, v>>8&0xff)
}

// writeUniversal writes a Mach-O universal ("fat") binary: a big-endian
// header listing each slice, then the slices at aligned offsets.
func writeUniversal(w io.Writer, slices []thinBinary) error {
	const headerSize, archSize, align = 8, 20, 1 << fatAlignLog2
	seen := map[macho.Cpu]bool{}
	header := binary.BigEndian.AppendUint32(nil, macho.MagicFat)
	header = binary.BigEndian.AppendUint32(header, uint32(len(slices)))
	offsets := make([]int64, len(slices))
	next := roundUp(headerSize+archSize*int64(len(slices)), align)
	for i, s := range slices {
		if seen[s.cpu] {
			return fmt.Errorf("universal binary: two slices for %s", cpuName(s.cpu))
		}
		seen[s.cpu] = true
		offsets[i] = next
		next = roundUp(next+int64(len(s.data)), align)
		if offsets[i]+int64(len(s.data)) > math.MaxUint32 {
			return errors.New("universal binary: over 4 GiB, too large for a 32-bit fat header")
		}
		for _, field := range []uint32{uint32(s.cpu), s.subCPU, uint32(offsets[i]), uint32(len(s.data)), fatAlignLog2} {
			header = binary.BigEndian.AppendUint32(header, field)
		}
	}
	if _, err := w.Write(header); err != nil {
		return err
	}
	written := int64(len(header))
	for i, s := range slices {
		if _, err := w.Write(make([]byte, offsets[i]-written)); err != nil {
			return err
		}
		if _, err := w.Write(s.data); err != nil {
			return err
		}
		written = offsets[i] + int64(len(s.data))
	}
	return nil
}

func roundUp(n, align int64) int64 { return (n + align - 1) / align * align }

type icnsEntry struct {
	kind string // the four-character type
	size int    // pixels
}

// icnsEntries are the image types of the .icns file, all PNG-encoded (which
// macOS reads for every type since 10.7), with their size in pixels.
var icnsEntries = []icnsEntry{
	{"icp4", 16}, {"icp5", 32}, {"ic11", 32}, {"ic12", 64}, {"ic07", 128},
	{"ic13", 256}, {"ic08", 256}, {"ic14", 512}, {"ic09", 512}, {"ic10", 1024},
}

// appleIcon is the game's icon as an .icns file: the 'icns' magic and total
// length, then each entry's type, length (with its 8-byte header) and PNG.
func appleIcon() ([]byte, error) {
	pngs := map[int][]byte{}
	body := []byte{}
	for _, e := range icnsEntries {
		if pngs[e.size] == nil {
			var buf bytes.Buffer
			if err := png.Encode(&buf, assets.Icon(e.size)); err != nil {
				return nil, fmt.Errorf("icon %d px: %w", e.size, err)
			}
			pngs[e.size] = buf.Bytes()
		}
		body = append(body, e.kind...)
		body = binary.BigEndian.AppendUint32(body, uint32(8+len(pngs[e.size])))
		body = append(body, pngs[e.size]...)
	}
	out := append([]byte("icns"), binary.BigEndian.AppendUint32(nil, uint32(8+len(body)))...)
	return append(out, body...), nil
}

// infoPlist is the bundle's Info.plist.
func infoPlist(minimumSystem string) []byte {
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
`)
	for _, e := range []struct {
		key   string
		value any
	}{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", appName},
		{"CFBundleExecutable", appID},
		{"CFBundleIconFile", appID},
		{"CFBundleIdentifier", appBundleID},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", appName},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", appVersion},
		{"CFBundleVersion", appVersion},
		{"LSApplicationCategoryType", "public.app-category.board-games"},
		{"LSMinimumSystemVersion", minimumSystem},
		{"NSHighResolutionCapable", true},
	} {
		fmt.Fprintf(&b, "\t<key>%s</key>\n", xmlText(e.key))
		switch v := e.value.(type) {
		case bool:
			fmt.Fprintf(&b, "\t<%t/>\n", v)
		case string:
			fmt.Fprintf(&b, "\t<string>%s</string>\n", xmlText(v))
		}
	}
	b.WriteString("</dict>\n</plist>\n")
	return []byte(b.String())
}

func xmlText(s string) string {
	var b strings.Builder
	_ = xml.EscapeText(&b, []byte(s)) // a strings.Builder does not fail
	return b.String()
}

// zipFolder writes dir, its name included, into a zip file, keeping the
// Unix modes so that the executable stays executable once unpacked.
func zipFolder(zipPath, dir string) error {
	f, err := os.Create(zipPath)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(f)
	parent := filepath.Dir(dir)
	err = filepath.WalkDir(dir, func(path string, d os.DirEntry, err error) error {
		if err != nil {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		header, err := zip.FileInfoHeader(info)
		if err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		rel, err := filepath.Rel(parent, path)
		if err != nil {
			return err
		}
		header.Name = filepath.ToSlash(rel)
		if d.IsDir() {
			header.Name += "/"
			_, err = zw.CreateHeader(header)
			return err
		}
		header.Method = zip.Deflate
		w, err := zw.CreateHeader(header)
		if err != nil {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		_, err = w.Write(data)
		return err
	})
	if err == nil {
		err = zw.Close()
	}
	if closeErr := f.Close(); err == nil {
		err = closeErr
	}
	if err != nil {
		return fmt.Errorf("%s: %w", zipPath, err)
	}
	return nil
}
