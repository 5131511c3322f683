//go:build js

package game

import (
	"strings"
	"syscall/js"
)

// systemLanguages lists the browser's languages (navigator.languages, or
// navigator.language), most wanted first, separated by colons.
func systemLanguages() string {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.IsNull() {
		return ""
	}
	var tags []string
	if list := nav.Get("languages"); list.Type() == js.TypeObject {
		for i := range list.Length() {
			tags = append(tags, list.Index(i).String())
		}
	}
	if l := nav.Get("language"); l.Type() == js.TypeString {
		tags = append(tags, l.String())
	}
	return strings.Join(tags, ":")
}

// inBrowser is true: the page owns the window, and there is nothing to quit.
const inBrowser = true

// offline reports whether the browser knows it has no network
// (navigator.onLine false); true only when it is sure.
func offline() bool {
	nav := js.Global().Get("navigator")
	return nav.Type() == js.TypeObject && nav.Get("onLine").Type() == js.TypeBoolean && !nav.Get("onLine").Bool()
}
