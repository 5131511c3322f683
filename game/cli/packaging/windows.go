//go:build !js

package packaging

import (
	"bytes"
	"debug/pe"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"

	"orbis/assets"
)

// The resource type IDs the Windows build must carry.
const (
	rtIcon      = 3
	rtGroupIcon = 14
	rtVersion   = 16
	rtManifest  = 24
)

// cmdPackageWindowsResources writes the icon, manifest and version
// information as a COFF object that go build links into orbis.exe.
func cmdPackageWindowsResources(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis package windows-resources", flag.ContinueOnError)
	fs.SetOutput(stderr)
	out := fs.String("out", "", "the object to write next to main.go, e.g. rsrc_windows_amd64.syso")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *out == "" || fs.NArg() > 0 {
		return usageError("want --out FILE.syso and no other arguments")
	}
	rs, err := windowsResources()
	if err != nil {
		return err
	}
	var obj bytes.Buffer
	if err := rs.WriteObject(&obj, winres.ArchAMD64); err != nil {
		return fmt.Errorf("%s: %w", *out, err)
	}
	if err := os.WriteFile(*out, obj.Bytes(), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%s: icon, manifest and version %s for windows/amd64\n", *out, appVersion)
	return nil
}

// windowsResources are the game's icon at every size, a manifest that asks
// for sharp rendering on every monitor, and the file properties' details.
func windowsResources() (*winres.ResourceSet, error) {
	rs := &winres.ResourceSet{}
	icon, err := winres.NewIconFromImages(assets.Icons())
	if err != nil {
		return nil, fmt.Errorf("icon: %w", err)
	}
	if err := rs.SetIcon(winres.ID(1), icon); err != nil {
		return nil, fmt.Errorf("icon: %w", err)
	}
	rs.SetManifest(winres.AppManifest{
		Compatibility: winres.Win10AndAbove,
		DPIAwareness:  winres.DPIPerMonitorV2,
	})
	var info version.Info
	for key, value := range map[string]string{
		version.ProductName:      appName,
		version.FileDescription:  appName, // the name Task Manager shows
		version.Comments:         appSummary,
		version.InternalName:     appID,
		version.OriginalFilename: appID + ".exe",
	} {
		if err := info.Set(version.LangDefault, key, value); err != nil {
			return nil, fmt.Errorf("version info %s: %w", key, err)
		}
	}
	info.SetFileVersion(appVersion)
	info.SetProductVersion(appVersion)
	rs.SetVersionInfo(info)
	return rs, nil
}

// cmdPackageCheckExe checks that a Windows build is what players need: a
// GUI program (no console window) with its icon, manifest and version.
func cmdPackageCheckExe(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis package check-exe", flag.ContinueOnError)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return usageError("want exactly one FILE.exe")
	}
	path := fs.Arg(0)
	summary, err := checkWindowsExe(path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	fmt.Fprintf(stdout, "%s: %s\n", path, summary)
	return nil
}

// checkWindowsExe returns a one-line description of a good executable, or
// what is wrong with it.
func checkWindowsExe(path string) (string, error) {
	f, err := pe.Open(path)
	if err != nil {
		return "", fmt.Errorf("not a Windows executable: %w", err)
	}
	defer f.Close()
	header, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 || !ok {
		return "", fmt.Errorf("machine %#x, want amd64 (%#x)", f.Machine, pe.IMAGE_FILE_MACHINE_AMD64)
	}
	if header.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		return "", fmt.Errorf("subsystem %d, want %d (GUI): link with -ldflags -H=windowsgui, or a console window opens with the game",
			header.Subsystem, pe.IMAGE_SUBSYSTEM_WINDOWS_GUI)
	}
	dir := header.DataDirectory[pe.IMAGE_DIRECTORY_ENTRY_RESOURCE]
	if dir.Size == 0 {
		return "", errors.New("no resources: the .syso of 'orbis package windows-resources' was not next to main.go when it was built")
	}
	var resources map[uint32][][]byte
	for _, s := range f.Sections {
		if dir.VirtualAddress < s.VirtualAddress || dir.VirtualAddress >= s.VirtualAddress+s.VirtualSize {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return "", fmt.Errorf("section %s: %w", s.Name, err)
		}
		if resources, err = readResources(data, dir.VirtualAddress-s.VirtualAddress, s.VirtualAddress); err != nil {
			return "", fmt.Errorf("section %s: %w", s.Name, err)
		}
	}
	for _, want := range []struct {
		id   uint32
		name string
	}{{rtIcon, "icon"}, {rtGroupIcon, "icon group"}, {rtManifest, "manifest"}, {rtVersion, "version info"}} {
		if len(resources[want.id]) == 0 {
			return "", fmt.Errorf("no %s resource", want.name)
		}
	}
	sizes, err := iconGroupSizes(resources[rtGroupIcon][0])
	if err != nil {
		return "", err
	}
	if len(sizes) != len(resources[rtIcon]) {
		return "", fmt.Errorf("the icon group lists %d images, the file holds %d", len(sizes), len(resources[rtIcon]))
	}
	if !bytes.Contains(bytes.ToLower(resources[rtManifest][0]), []byte("permonitorv2")) {
		return "", errors.New("the manifest does not ask for per-monitor DPI awareness (PerMonitorV2)")
	}
	return fmt.Sprintf("windows/amd64 GUI program, icons of %v px, manifest, version info", sizes), nil
}

// readResources walks a resource directory, whose levels are type, name
// and language, and returns every resource's data by type ID (a named type
// keeps its name offset with the high bit set). The directory starts at
// root in section; data addresses are relative to sectionRVA.
func readResources(section []byte, root, sectionRVA uint32) (map[uint32][][]byte, error) {
	const subdirectory = 1 << 31
	le := binary.LittleEndian
	out := map[uint32][][]byte{}
	var walk func(offset uint32, depth int, typeID uint32) error
	walk = func(offset uint32, depth int, typeID uint32) error {
		// Three levels at most: a deeper or looping directory is corrupt.
		if depth > 2 {
			return errors.New("resource directory nested more than three levels deep")
		}
		table := uint64(root) + uint64(offset)
		if table+16 > uint64(len(section)) {
			return fmt.Errorf("resource directory at %#x is outside the section", table)
		}
		count := uint64(le.Uint16(section[table+12:])) + uint64(le.Uint16(section[table+14:]))
		if table+16+8*count > uint64(len(section)) {
			return fmt.Errorf("resource directory at %#x: %d entries overrun the section", table, count)
		}
		for i := range count {
			entry := section[table+16+8*i:]
			id, target := le.Uint32(entry), le.Uint32(entry[4:])
			if depth == 0 {
				typeID = id
			}
			if target&subdirectory != 0 {
				if err := walk(target&^subdirectory, depth+1, typeID); err != nil {
					return err
				}
				continue
			}
			leaf := uint64(root) + uint64(target)
			if leaf+16 > uint64(len(section)) {
				return fmt.Errorf("resource data entry at %#x is outside the section", leaf)
			}
			rva, size := le.Uint32(section[leaf:]), le.Uint32(section[leaf+4:])
			start := uint64(rva) - uint64(sectionRVA)
			if rva < sectionRVA || start+uint64(size) > uint64(len(section)) {
				return fmt.Errorf("resource data at RVA %#x, %d bytes, is outside the section", rva, size)
			}
			out[typeID] = append(out[typeID], section[start:start+uint64(size)])
		}
		return nil
	}
	if err := walk(0, 0, 0); err != nil {
		return nil, err
	}
	return out, nil
}

// iconGroupSizes returns the sizes an RT_GROUP_ICON resource lists, in
// pixels, ascending.
func iconGroupSizes(group []byte) ([]int, error) {
	const header, entry = 6, 14
	le := binary.LittleEndian
	if len(group) < header || le.Uint16(group[2:]) != 1 {
		return nil, errors.New("the icon group is not an icon directory")
	}
	count := int(le.Uint16(group[4:]))
	if len(group) < header+count*entry {
		return nil, fmt.Errorf("the icon group lists %d images in %d bytes", count, len(group))
	}
	sizes := make([]int, count)
	for i := range sizes {
		sizes[i] = int(group[header+i*entry])
		if sizes[i] == 0 { // a width byte of 0 means 256
			sizes[i] = 256
		}
	}
	slices.Sort(sizes)
	return sizes, nil
}
