//go:build !js

package notify

// Permission: the desktop asks nobody's leave ("" : nothing to ask).
func Permission() string { return "" }

// Ask: nothing to ask on the desktop.
func Ask() {}
