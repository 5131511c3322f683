//go:build !js

package game

// pageStarted has nothing to tell: there is no page around the window.
func pageStarted() {}
