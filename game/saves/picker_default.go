//go:build !js

package saves

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// canUpload: the desktop opens a file by its path instead.
const canUpload = false

// readPath reads a record or a save by the path the player typed; a file
// far larger than any game is not read whole.
func readPath(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxReviewFile+1))
	if err == nil && len(data) > maxReviewFile {
		err = fmt.Errorf("%s: larger than %d bytes", path, maxReviewFile)
	}
	return data, err
}

// startUpload is the browser's; the desktop has no upload.
func startUpload() error { return errors.New("no upload on the desktop") }

// uploaded is the browser's; nothing is ever uploaded on the desktop.
func uploaded() (name string, data []byte, ok bool) { return "", nil, false }

// uploading is the browser's.
func uploading() bool { return false }
