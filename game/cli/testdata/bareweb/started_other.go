//go:build !js

package main

// started has no page to tell outside a browser.
func started() {}
