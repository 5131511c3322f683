//go:build !js

package game

// PageReplay has no page to read a link from.
func PageReplay() string { return "" }
