//go:build !js

package game

// pageStarted has nothing to tell: there is no page around the window.
func pageStarted() {}

// PageLink has no page to read a link from.
func PageLink() (server, room string) { return "", "" }

// pageSays has nothing to say: the desktop's game is updated with its
// package, and installed by it.
func pageSays() (updateReady, installHint bool) { return false, false }

// pageUpdate has no page to reload.
func pageUpdate() {}

// pageInstallHintSeen has no page to tell.
func pageInstallHintSeen() {}
