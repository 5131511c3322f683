//go:build !linux || android

package game

// soundDeviceMissing is "": on Windows, macOS and in the browser the system
// always offers an output (the browser's starts with the first click).
func soundDeviceMissing() string { return "" }
