//go:build js

package saves

import (
	"errors"
	"fmt"
	"sync/atomic"
	"syscall/js"
)

// canUpload: a page opens a file from the player's disk with the
// browser's file chooser.
const canUpload = true

// readPath: a page cannot read a path; it uploads instead.
func readPath(string) ([]byte, error) { return nil, errors.New("a page reads no path") }

// upload is a file the player chose, read by the page.
type upload struct {
	name string
	data []byte
}

// uploads carries a chosen file from the page's callback to the frame
// loop; waiting says a chooser is open or a file is being read.
var (
	uploads = make(chan upload, 1)
	waiting atomic.Bool
)

// startUpload opens the browser's file chooser: an <input type=file> the
// page never shows. The click comes in the frame after the player's, which
// browsers count as the player's own.
func startUpload() (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the file chooser: %v", r)
		}
	}()
	doc := js.Global().Get("document")
	in := doc.Call("createElement", "input")
	in.Set("type", "file")
	in.Set("accept", ".json,application/json")
	var onChange js.Func
	onChange = js.FuncOf(func(this js.Value, _ []js.Value) any {
		defer onChange.Release()
		files := in.Get("files")
		if files.IsUndefined() || files.Length() == 0 {
			waiting.Store(false)
			return nil
		}
		file := files.Index(0)
		name := file.Get("name").String()
		if file.Get("size").Int() > maxReviewFile { // no game is that large: it is said to be none
			waiting.Store(false)
			select {
			case uploads <- upload{name: name}:
			default:
			}
			return nil
		}
		reader := js.Global().Get("FileReader").New()
		var onLoad js.Func
		onLoad = js.FuncOf(func(js.Value, []js.Value) any {
			defer onLoad.Release()
			waiting.Store(false)
			result := reader.Get("result")
			if result.Type() != js.TypeString {
				return nil
			}
			select {
			case uploads <- upload{name: name, data: []byte(result.String())}:
			default: // one at a time: a second file chosen meanwhile waits for its turn
			}
			return nil
		})
		reader.Set("onload", onLoad)
		reader.Set("onerror", js.FuncOf(func(js.Value, []js.Value) any { waiting.Store(false); return nil }))
		reader.Call("readAsText", file)
		return nil
	})
	in.Set("onchange", onChange)
	var onCancel js.Func
	onCancel = js.FuncOf(func(js.Value, []js.Value) any { // the chooser closed with no file
		defer onCancel.Release()
		waiting.Store(false)
		return nil
	})
	in.Call("addEventListener", "cancel", onCancel)
	waiting.Store(true)
	in.Call("click")
	return nil
}

// uploaded returns the file the player chose, once the page has read it.
func uploaded() (name string, data []byte, ok bool) {
	select {
	case u := <-uploads:
		return u.name, u.data, true
	default:
		return "", nil, false
	}
}

// uploading reports whether a chosen file may still arrive: the frame
// loop keeps turning to take it.
func uploading() bool { return waiting.Load() }
