//go:build js

package game

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"syscall/js"

	"orbis/assets"
)

// pageStarted tells the page the game has drawn its first frame: it gives
// the tab the game's icon and lets index.html take its loading screen away.
func pageStarted() {
	if started := js.Global().Get("orbisStarted"); started.Type() == js.TypeFunction {
		started.Invoke()
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, assets.Icon(64)); err == nil {
		doc := js.Global().Get("document")
		link := doc.Call("querySelector", "link[rel=icon]")
		if link.Truthy() {
			link.Set("href", "data:image/png;base64,"+base64.StdEncoding.EncodeToString(buf.Bytes()))
		}
	}
}
