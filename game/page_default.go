//go:build !js

package game

// pageStarted has nothing to tell: there is no page around the window.
func pageStarted() {}

// PageLink has no page to read a link from.
func PageLink() (server, room string) { return "", "" }
