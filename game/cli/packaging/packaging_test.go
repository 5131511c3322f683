//go:build !js

package packaging

import (
	"archive/zip"
	"bytes"
	"debug/macho"
	"debug/pe"
	"encoding/binary"
	"encoding/xml"
	"errors"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf16"

	"github.com/tc-hib/winres"

	"orbis/assets"
)

// runPackage runs `orbis package ARGS…` and returns its exit code and
// standard error, as the command line gives them.
func runPackage(t *testing.T, args ...string) (int, string) {
	t.Helper()
	var stderr bytes.Buffer
	err := Run(args, io.Discard, &stderr)
	if err != nil {
		fmt.Fprintf(&stderr, "orbis package: %v\n", err)
	}
	switch {
	case err == nil:
		return 0, stderr.String()
	case errors.Is(err, ErrUsage):
		return 2, stderr.String()
	}
	return 1, stderr.String()
}

func TestPackageLinux(t *testing.T) {
	dir := t.TempDir()
	if code, errs := runPackage(t, "linux", "--out", dir, "--exec", "/home/ann smith/.local/bin/orbis"); code != 0 {
		t.Fatalf("package linux exits %d: %s", code, errs)
	}
	data, err := os.ReadFile(filepath.Join(dir, "orbis.desktop"))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	if lines[0] != "[Desktop Entry]" {
		t.Fatalf("first line %q, want [Desktop Entry]", lines[0])
	}
	entry := map[string]string{}
	for _, line := range lines[1:] {
		key, value, ok := strings.Cut(line, "=")
		if !ok || entry[key] != "" {
			t.Fatalf("line %q is not a new key=value", line)
		}
		entry[key] = value
	}
	for key, want := range map[string]string{
		"Type":           "Application",
		"Name":           "Orbis",
		"Exec":           `"/home/ann smith/.local/bin/orbis"`,
		"Icon":           "orbis",
		"Terminal":       "false",
		"Categories":     "Game;BoardGame;",
		"StartupWMClass": x11WindowClass,
	} {
		if entry[key] != want {
			t.Errorf("%s=%q, want %q", key, entry[key], want)
		}
	}
	if entry["Comment"] == "" {
		t.Error("no Comment")
	}
	for _, size := range linuxIconSizes {
		path := filepath.Join(dir, "icons", "hicolor", fmt.Sprintf("%dx%d", size, size), "apps", "orbis.png")
		if w, h := pngSize(t, path); w != size || h != size {
			t.Errorf("%s is %d×%d", path, w, h)
		}
	}
}

func pngSize(t *testing.T, path string) (int, int) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return cfg.Width, cfg.Height
}

func TestDesktopExec(t *testing.T) {
	for _, c := range []struct{ program, want, err string }{
		{"orbis", "orbis", ""},
		{"/home/ann/.local/bin/orbis", "/home/ann/.local/bin/orbis", ""},
		{"/home/ann smith/bin/orbis", `"/home/ann smith/bin/orbis"`, ""},
		{"/opt/100%/orbis", "/opt/100%%/orbis", ""},
		{`/opt/$HOME "x"/orbis`, `"/opt/\\$HOME \\"x\\"/orbis"`, ""},
		{`/opt/back\slash/orbis`, `"/opt/back\\\\slash/orbis"`, ""},
		{"./orbis", "", "must be absolute"},
		{"/opt/new\nline", "", "control characters"},
		{"", "", "control characters"},
	} {
		got, err := desktopExec(c.program)
		switch {
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("desktopExec(%q) error %v, want one saying %q", c.program, err, c.err)
		case c.err == "" && (err != nil || got != c.want):
			t.Errorf("desktopExec(%q) = %q, %v; want %s", c.program, got, err, c.want)
		}
	}
}

func TestAppleIcon(t *testing.T) {
	data, err := appleIcon()
	if err != nil {
		t.Fatal(err)
	}
	if string(data[:4]) != "icns" || int(binary.BigEndian.Uint32(data[4:])) != len(data) {
		t.Fatalf("header %q %d, want icns and the file length %d", data[:4], binary.BigEndian.Uint32(data[4:]), len(data))
	}
	var kinds []string
	for rest := data[8:]; len(rest) > 0; {
		if len(rest) < 8 {
			t.Fatalf("%d stray bytes at the end", len(rest))
		}
		kind, n := string(rest[:4]), int(binary.BigEndian.Uint32(rest[4:]))
		if n < 8 || n > len(rest) {
			t.Fatalf("entry %s: length %d of %d bytes left", kind, n, len(rest))
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(rest[8:n]))
		if err != nil {
			t.Fatalf("entry %s: %v", kind, err)
		}
		i := slices.IndexFunc(icnsEntries, func(e icnsEntry) bool { return e.kind == kind })
		if i < 0 || cfg.Width != icnsEntries[i].size || cfg.Height != icnsEntries[i].size {
			t.Errorf("entry %s: %d×%d PNG", kind, cfg.Width, cfg.Height)
		}
		kinds = append(kinds, kind)
		rest = rest[n:]
	}
	for _, want := range []string{"ic07", "ic08", "ic09", "ic10"} {
		if !slices.Contains(kinds, want) {
			t.Errorf("no %s entry in %v", want, kinds)
		}
	}
}

// thinMachO is a minimal 64-bit Mach-O executable for cpu: its header, an
// LC_BUILD_VERSION saying the oldest macOS it runs on, and filler bytes.
func thinMachO(cpu macho.Cpu, fileType macho.Type, minOS uint32) []byte {
	le := binary.LittleEndian
	var b []byte
	for _, v := range []uint32{macho.Magic64, uint32(cpu), 0, uint32(fileType), 1, 24, 0, 0} {
		b = le.AppendUint32(b, v)
	}
	for _, v := range []uint32{0x32, 24, 1, minOS, minOS, 0} { // LC_BUILD_VERSION for macOS
		b = le.AppendUint32(b, v)
	}
	return append(b, bytes.Repeat([]byte{byte(cpu)}, 5000)...)
}

func TestWriteUniversal(t *testing.T) {
	in := []thinBinary{
		{cpu: macho.CpuAmd64, subCPU: 3, data: thinMachO(macho.CpuAmd64, macho.TypeExec, 12<<16)},
		{cpu: macho.CpuArm64, data: thinMachO(macho.CpuArm64, macho.TypeExec, 12<<16)},
	}
	var out bytes.Buffer
	if err := writeUniversal(&out, in); err != nil {
		t.Fatal(err)
	}
	fat, err := macho.NewFatFile(bytes.NewReader(out.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if len(fat.Arches) != len(in) {
		t.Fatalf("%d arches, want %d", len(fat.Arches), len(in))
	}
	for i, a := range fat.Arches {
		if a.Cpu != in[i].cpu || a.SubCpu != in[i].subCPU || a.Align != fatAlignLog2 || a.Offset%(1<<fatAlignLog2) != 0 {
			t.Errorf("arch %d: %+v", i, a.FatArchHeader)
		}
		if !bytes.Equal(out.Bytes()[a.Offset:a.Offset+a.Size], in[i].data) {
			t.Errorf("arch %d: the slice differs from its thin binary", i)
		}
	}
	if err := writeUniversal(io.Discard, []thinBinary{in[0], in[0]}); err == nil || !strings.Contains(err.Error(), "two slices for amd64") {
		t.Errorf("two amd64 slices: error %v", err)
	}
}

func TestPackageMacOS(t *testing.T) {
	dir := t.TempDir()
	amd64, arm64 := filepath.Join(dir, "orbis-amd64"), filepath.Join(dir, "orbis-arm64")
	writeFile(t, amd64, thinMachO(macho.CpuAmd64, macho.TypeExec, 12<<16))
	writeFile(t, arm64, thinMachO(macho.CpuArm64, macho.TypeExec, 13<<16|1<<8|2))
	app, zipPath := filepath.Join(dir, "dist", "Orbis.app"), filepath.Join(dir, "dist", "Orbis.app.zip")
	writeFile(t, filepath.Join(app, "stale"), nil) // a previous bundle is replaced
	if code, errs := runPackage(t, "macos", "--out", app, "--amd64", amd64, "--arm64", arm64, "--zip", zipPath); code != 0 {
		t.Fatalf("package macos exits %d: %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(app, "stale")); err == nil {
		t.Error("the previous bundle's files are still there")
	}
	exe := filepath.Join(app, "Contents", "MacOS", "orbis")
	fat, err := macho.OpenFat(exe)
	if err != nil {
		t.Fatal(err)
	}
	fat.Close()
	if info, err := os.Stat(exe); err != nil || info.Mode().Perm() != 0o755 {
		t.Errorf("executable: %v, %v", info, err)
	}
	plist := readPlist(t, filepath.Join(app, "Contents", "Info.plist"))
	for key, want := range map[string]string{
		"CFBundleName":            "Orbis",
		"CFBundleExecutable":      "orbis",
		"CFBundleIconFile":        "orbis",
		"CFBundleIdentifier":      appBundleID,
		"CFBundlePackageType":     "APPL",
		"CFBundleVersion":         appVersion,
		"LSMinimumSystemVersion":  "13.1.2", // the newer of the two slices' minimums
		"NSHighResolutionCapable": "true",
	} {
		if plist[key] != want {
			t.Errorf("Info.plist %s = %q, want %q", key, plist[key], want)
		}
	}
	if icns, err := os.ReadFile(filepath.Join(app, "Contents", "Resources", "orbis.icns")); err != nil || string(icns[:4]) != "icns" {
		t.Errorf("orbis.icns: %v", err)
	}
	z, err := zip.OpenReader(zipPath)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	var names []string
	for _, f := range z.File {
		names = append(names, f.Name)
		if f.Name == "Orbis.app/Contents/MacOS/orbis" && f.Mode().Perm() != 0o755 {
			t.Errorf("zipped executable has mode %v", f.Mode())
		}
	}
	for _, want := range []string{"Orbis.app/", "Orbis.app/Contents/Info.plist", "Orbis.app/Contents/MacOS/orbis", "Orbis.app/Contents/Resources/orbis.icns"} {
		if !slices.Contains(names, want) {
			t.Errorf("zip has no %s: %v", want, names)
		}
	}
}

func TestPackageMacOSErrors(t *testing.T) {
	dir := t.TempDir()
	files := map[string][]byte{
		"amd64":  thinMachO(macho.CpuAmd64, macho.TypeExec, 12<<16),
		"arm64":  thinMachO(macho.CpuArm64, macho.TypeExec, 12<<16),
		"dylib":  thinMachO(macho.CpuArm64, macho.TypeDylib, 12<<16),
		"text":   []byte("#!/bin/sh\necho not a binary\n"),
		"no-min": thinMachO(macho.CpuArm64, macho.TypeExec, 0),
	}
	for name, data := range files {
		writeFile(t, filepath.Join(dir, name), data)
	}
	var fat bytes.Buffer
	if err := writeUniversal(&fat, []thinBinary{{cpu: macho.CpuArm64, data: files["arm64"]}}); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(dir, "fat"), fat.Bytes())
	path := func(name string) string { return filepath.Join(dir, name) }
	out := filepath.Join(dir, "Orbis.app")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--out", out, "--amd64", path("amd64"), "--arm64", path("text")}, 1,
			"macos: --arm64 " + path("text") + ": not a Mach-O file: "},
		{[]string{"--out", out, "--amd64", path("arm64"), "--arm64", path("arm64")}, 1,
			"--amd64 " + path("arm64") + ": built for arm64, want amd64"},
		{[]string{"--out", out, "--amd64", path("amd64"), "--arm64", path("dylib")}, 1, "want an executable"},
		{[]string{"--out", out, "--amd64", path("amd64"), "--arm64", path("fat")}, 1, "already a universal binary"},
		{[]string{"--out", out, "--amd64", path("amd64"), "--arm64", path("no-min")}, 1, "no minimum macOS version"},
		{[]string{"--out", out, "--amd64", path("amd64"), "--arm64", path("missing")}, 1, "--arm64 " + path("missing") + ": open "},
		{[]string{"--out", out, "--amd64", path("amd64")}, 2, "want --out DIR.app --amd64 BIN --arm64 BIN"},
		{[]string{"--out", dir, "--amd64", path("amd64"), "--arm64", path("arm64")}, 2, "a bundle's name ends in .app"},
	} {
		code, errs := runPackage(t, append([]string{"macos"}, c.args...)...)
		if code != c.code || !strings.Contains(errs, c.want) {
			t.Errorf("package macos %v: exit %d, %q; want exit %d and %q", c.args, code, errs, c.code, c.want)
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a failed run wrote the bundle")
	}
}

// readPlist reads the string and boolean values of a flat Info.plist.
func readPlist(t *testing.T, path string) map[string]string {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Dict struct {
			Items []struct {
				XMLName xml.Name
				Text    string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out := map[string]string{}
	items := doc.Dict.Items
	for i := 0; i+1 < len(items); i += 2 {
		key, value := items[i], items[i+1]
		if key.XMLName.Local != "key" {
			t.Fatalf("%s: <%s> where a <key> belongs", path, key.XMLName.Local)
		}
		switch value.XMLName.Local {
		case "true", "false":
			out[key.Text] = value.XMLName.Local
		default:
			out[key.Text] = value.Text
		}
	}
	return out
}

func TestWindowsResources(t *testing.T) {
	syso := filepath.Join(t.TempDir(), "rsrc_windows_amd64.syso")
	if code, errs := runPackage(t, "windows-resources", "--out", syso); code != 0 {
		t.Fatalf("package windows-resources exits %d: %s", code, errs)
	}
	f, err := pe.Open(syso)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		t.Errorf("machine %#x, want amd64", f.Machine)
	}
	section := f.Section(".rsrc")
	if section == nil {
		t.Fatal("no .rsrc section")
	}
	data, err := section.Data()
	if err != nil {
		t.Fatal(err)
	}
	res, err := readResources(data, 0, 0) // in an object file, data addresses are section offsets
	if err != nil {
		t.Fatal(err)
	}
	if len(res[rtIcon]) != len(assets.IconSizes) || len(res[rtGroupIcon]) != 1 || len(res[rtManifest]) != 1 || len(res[rtVersion]) == 0 {
		t.Fatalf("%d icons, %d groups, %d manifests, %d version infos", len(res[rtIcon]), len(res[rtGroupIcon]), len(res[rtManifest]), len(res[rtVersion]))
	}
	if sizes, err := iconGroupSizes(res[rtGroupIcon][0]); err != nil || !slices.Equal(sizes, assets.IconSizes) {
		t.Errorf("icon group sizes %v, %v; want %v", sizes, err, assets.IconSizes)
	}
	manifest := strings.ToLower(string(res[rtManifest][0]))
	for _, want := range []string{"permonitorv2", "{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}"} { // the GUID is Windows 10's
		if !strings.Contains(manifest, want) {
			t.Errorf("the manifest lacks %s:\n%s", want, manifest)
		}
	}
	if !bytes.Contains(res[rtVersion][0], utf16le(appVersion)) {
		t.Errorf("the version info does not say %s", appVersion)
	}
}

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = binary.LittleEndian.AppendUint16(b, u)
	}
	return b
}

func TestCheckExe(t *testing.T) {
	rs, err := windowsResources()
	if err != nil {
		t.Fatal(err)
	}
	var obj bytes.Buffer
	if err := rs.WriteObject(&obj, winres.ArchAMD64); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for _, c := range []struct {
		name      string
		subsystem uint16
		resources bool
		want      string
	}{
		{"gui.exe", pe.IMAGE_SUBSYSTEM_WINDOWS_GUI, true, ""},
		{"console.exe", pe.IMAGE_SUBSYSTEM_WINDOWS_CUI, true, "subsystem 3, want 2 (GUI)"},
		{"bare.exe", pe.IMAGE_SUBSYSTEM_WINDOWS_GUI, false, "no resources"},
	} {
		path := filepath.Join(dir, c.name)
		writeFile(t, path, peFixture(t, obj.Bytes(), c.subsystem, c.resources))
		summary, err := checkWindowsExe(path)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want == "" && !strings.Contains(summary, fmt.Sprint(assets.IconSizes)):
			t.Errorf("%s: summary %q does not list the icon sizes", c.name, summary)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
	writeFile(t, filepath.Join(dir, "text.exe"), []byte("not an executable"))
	if code, errs := runPackage(t, "check-exe", filepath.Join(dir, "text.exe")); code != 1 || !strings.Contains(errs, "text.exe: not a Windows executable") {
		t.Errorf("check-exe of a text file: exit %d, %q", code, errs)
	}
}

// peFixture is a minimal amd64 executable: headers and, if resources is
// set, the .rsrc section of a resource object, relocated to its address.
func peFixture(t *testing.T, object []byte, subsystem uint16, resources bool) []byte {
	t.Helper()
	const rsrcRVA, rawOffset = 0x1000, 0x200
	obj, err := pe.NewFile(bytes.NewReader(object))
	if err != nil {
		t.Fatal(err)
	}
	section := obj.Section(".rsrc")
	rsrc, err := section.Data()
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range section.Relocs { // each points at a data address relative to the section
		binary.LittleEndian.PutUint32(rsrc[r.VirtualAddress:], binary.LittleEndian.Uint32(rsrc[r.VirtualAddress:])+rsrcRVA)
	}
	optional := pe.OptionalHeader64{Magic: 0x20b, SectionAlignment: 0x1000, FileAlignment: 0x200,
		SizeOfImage: rsrcRVA + 0x1000*uint32(1+len(rsrc)/0x1000), SizeOfHeaders: rawOffset, Subsystem: subsystem, NumberOfRvaAndSizes: 16}
	if resources {
		optional.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_RESOURCE] = pe.DataDirectory{VirtualAddress: rsrcRVA, Size: uint32(len(rsrc))}
	}
	var b bytes.Buffer
	b.WriteString("MZ")
	b.Write(make([]byte, 0x3c-2))
	binary.Write(&b, binary.LittleEndian, uint32(0x40)) // the PE header's offset
	b.WriteString("PE\x00\x00")
	binary.Write(&b, binary.LittleEndian, pe.FileHeader{Machine: pe.IMAGE_FILE_MACHINE_AMD64, NumberOfSections: 1,
		SizeOfOptionalHeader: uint16(binary.Size(optional)), Characteristics: 0x22})
	binary.Write(&b, binary.LittleEndian, optional)
	binary.Write(&b, binary.LittleEndian, pe.SectionHeader32{Name: [8]uint8{'.', 'r', 's', 'r', 'c'}, VirtualSize: uint32(len(rsrc)),
		VirtualAddress: rsrcRVA, SizeOfRawData: uint32(len(rsrc)), PointerToRawData: rawOffset, Characteristics: 0x40000040})
	b.Write(make([]byte, rawOffset-b.Len()))
	b.Write(rsrc)
	return b.Bytes()
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
