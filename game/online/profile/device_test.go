//go:build !js

package profile

import (
	"errors"
	"strings"
	"testing"
)

func TestDeviceFileKeepsEverything(t *testing.T) {
	d, err := FromRecovery(katRecovery(t), 3)
	if err != nil {
		t.Fatal(err)
	}
	d.Name = "Ada 2"
	forgotten := d
	forgotten.Forget()
	for _, tc := range []struct {
		name string
		d    Device
		has  string
	}{
		{"with the code", d, `"recovery": "` + katCode + `"`},
		{"the code forgotten", forgotten, `"key": "`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := tc.d.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(b), tc.has) {
				t.Fatalf("the file has no %s:\n%s", tc.has, b)
			}
			got, err := UnmarshalDevice(b)
			if err != nil {
				t.Fatalf("UnmarshalDevice of\n%s: %v", b, err)
			}
			if got.ID != tc.d.ID || got.Recovery != tc.d.Recovery || got.Generation != tc.d.Generation || !got.Key.Equal(tc.d.Key) || got.Name != tc.d.Name {
				t.Fatalf("read back %+v, want %+v", got, tc.d)
			}
			again, _ := got.Marshal()
			if string(again) != string(b) {
				t.Fatalf("written again:\n%s\nwant\n%s", again, b)
			}
		})
	}
	if strings.Contains(string(must(forgotten.Marshal())), "recovery") {
		t.Error("a device that forgot its code still writes it")
	}
}

func must(b []byte, err error) []byte {
	if err != nil {
		panic(err)
	}
	return b
}

func TestNewDevice(t *testing.T) {
	d, err := NewDevice(katRandom())
	if err != nil {
		t.Fatal(err)
	}
	if d.ID != katID || d.Generation != FirstGeneration || d.Recovery.String() != katCode || !d.Key.Equal(mustKey(t, d.Recovery, 1)) {
		t.Fatalf("NewDevice = %+v, want the known code's profile at generation 1", d)
	}
	if _, err := NewDevice(strings.NewReader("short")); err == nil {
		t.Fatal("NewDevice with 5 random bytes: no error")
	}
}

func TestUnmarshalDeviceRefusesABrokenFile(t *testing.T) {
	good := `{"version": 1, "id": "` + katID + `", "recovery": "` + katCode + `", "generation": 2, "name": "Ada"}`
	if _, err := UnmarshalDevice([]byte(good)); err != nil {
		t.Fatalf("the good file: %v", err)
	}
	d, _ := FromRecovery(katRecovery(t), 2)
	d.Forget()
	forgotten := string(must(d.Marshal()))
	other, _ := NewDevice(&byteReader{b: 40})
	for _, tc := range []struct{ name, file, says string }{
		{"empty", ``, "unexpected end"},
		{"not JSON", `recovery: ` + katCode, "invalid character"},
		{"cut short", good[:len(good)-10], "unexpected end"},
		{"no version", `{"id": "` + katID + `"}`, "version 0, want 1"},
		{"a later version", strings.Replace(good, `"version": 1`, `"version": 2`, 1), "from a later game"},
		{"an unknown field", strings.Replace(good, `"name"`, `"colour": "red", "name"`, 1), `unknown field "colour"`},
		{"more after", good + ` {}`, "after top-level value"},
		{"a typo in the code", strings.Replace(good, "2AQM", "2AQN", 1), "a typo"},
		{"another profile's id", strings.Replace(good, katID, other.ID, 1), "not the recovery code's"},
		{"no id", strings.Replace(good, katID, "", 1), "profile id"},
		{"generation 0", strings.Replace(good, `"generation": 2`, `"generation": 0`, 1), "generation 0"},
		{"no generation", strings.Replace(good, `"generation": 2, `, ``, 1), "generation 0"},
		{"a negative generation", strings.Replace(good, `"generation": 2`, `"generation": -1`, 1), "cannot unmarshal"},
		{"neither code nor key", strings.Replace(good, `"recovery": "`+katCode+`", `, ``, 1), "no recovery code, and no key"},
		{"both code and key", strings.Replace(forgotten, `"key"`, `"recovery": "`+katCode+`", "key"`, 1), "both a recovery code and a key"},
		{"a key of the wrong length", strings.Replace(forgotten, `"key": "`, `"key": "AAAA`, 1), "no key of 32 bytes"},
		{"a first key not the id's", strings.Replace(strings.Replace(forgotten, `"generation": 2`, `"generation": 1`, 1), katID, other.ID, 1), "not its first key's"},
		{"a long name", strings.Replace(good, `"Ada"`, `"`+strings.Repeat("a", MaxNameBytes+1)+`"`, 1), "too long"},
		{"too big", good + strings.Repeat(" ", MaxDeviceFile), "at most 4096"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := UnmarshalDevice([]byte(tc.file))
			if !errors.Is(err, ErrDevice) || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("UnmarshalDevice(%s) = %+v, %v; want an ErrDevice saying %q", tc.file, got, err, tc.says)
			}
		})
	}
}

func TestMarshalRefusesADeviceThatDoesNotHoldTogether(t *testing.T) {
	d, err := FromRecovery(katRecovery(t), 2)
	if err != nil {
		t.Fatal(err)
	}
	other, _ := NewDevice(&byteReader{b: 40})
	change := func(f func(*Device)) Device {
		c := d
		f(&c)
		return c
	}
	for _, tc := range []struct {
		name string
		d    Device
		says string
	}{
		{"nothing", Device{}, "profile id"},
		{"a name not UTF-8", change(func(c *Device) { c.Name = "Ada\xff" }), "not UTF-8"},
		{"another generation's key", change(func(c *Device) { c.Key = mustKey(t, c.Recovery, 1) }), "not the recovery code's of generation 2"},
		{"another profile's id", change(func(c *Device) { c.ID = other.ID }), "not the recovery code's"},
		{"no key", change(func(c *Device) { c.Key = nil }), "a key of 0 bytes"},
		{"generation 0", change(func(c *Device) { c.Generation = 0 }), "generation 0"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if b, err := tc.d.Marshal(); !errors.Is(err, ErrDevice) || !strings.Contains(err.Error(), tc.says) {
				t.Fatalf("Marshal = %s, %v; want an ErrDevice saying %q", b, err, tc.says)
			}
		})
	}
}
