//go:build !js

package game

// pageStarted has nothing to tell: there is no page around the window.
func pageStarted() {}

// pageLink has no page to read a link from.
func pageLink() (server, room string) { return "", "" }
