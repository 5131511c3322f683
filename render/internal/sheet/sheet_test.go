package sheet

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSaveWritesThePicture: the sheet is written as a PNG that reads back
// the same; a folder that does not exist is an error naming the file.
func TestSaveWritesThePicture(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 3, 2))
	img.Set(1, 1, color.RGBA{0xc4, 0x8e, 0x2a, 0xff})
	path := filepath.Join(t.TempDir(), "sheet.png")
	if err := save(path, img); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	back, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if back.Bounds() != img.Bounds() || color.RGBAModel.Convert(back.At(1, 1)) != img.At(1, 1) {
		t.Errorf("the sheet read back is %v with %v at (1,1)", back.Bounds(), back.At(1, 1))
	}
	missing := filepath.Join(t.TempDir(), "no", "sheet.png")
	if err := save(missing, img); err == nil || !strings.Contains(err.Error(), "sheet.png") {
		t.Errorf("saving into a missing folder: %v", err)
	}
}
