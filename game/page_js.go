//go:build js

package game

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"net/url"
	"strings"
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

// PageLink reads the page's own server (the one that served the web
// build runs the rooms) and the room of a link like /?room=ABCD-EFGH.
func PageLink() (server, room string) {
	loc := js.Global().Get("location")
	if !loc.Truthy() || loc.Get("host").String() == "" {
		return "", ""
	}
	server = loc.Get("protocol").String() + "//" + loc.Get("host").String()
	if q, err := url.ParseQuery(strings.TrimPrefix(loc.Get("search").String(), "?")); err == nil {
		room = q.Get("room")
	}
	return server, room
}

// pageSays is what the page around the game has to tell the player: a
// newer build its service worker keeps, ready to take over
// (window.orbisUpdate, loader.js), or how iOS installs the game
// (window.orbisInstallHint).
func pageSays() (updateReady, installHint bool) {
	g := js.Global()
	return g.Get("orbisUpdate").Equal(js.ValueOf("ready")), g.Get("orbisInstallHint").Equal(js.ValueOf("ios"))
}

// pageUpdate has the page load the newer build: its service worker takes
// over, then the page reloads.
func pageUpdate() {
	if apply := js.Global().Get("orbisApplyUpdate"); apply.Type() == js.TypeFunction {
		apply.Invoke()
		return
	}
	js.Global().Get("location").Call("reload")
}

// pageInstallHintSeen tells the page the player has read how to install:
// it is not said again.
func pageInstallHintSeen() {
	if seen := js.Global().Get("orbisInstallHintSeen"); seen.Type() == js.TypeFunction {
		seen.Invoke()
	}
}
