//go:build !js

package game

// platformStore is where the game keeps its files on this platform.
func platformStore() store { return userStore() }
