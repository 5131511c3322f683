package notify

import "syscall/js"

// Platform is the browser's notifications: the page's loader (loader.js)
// has the installed web app's service worker show them, once the person
// allowed it, and sets the app's badge where the browser has one.
func Platform() System { return browser{} }

type browser struct{}

func (browser) Notify(title, body, tag string) error {
	if f := js.Global().Get("orbisNotify"); f.Type() == js.TypeFunction {
		f.Invoke(title, body, tag)
	}
	return nil
}

func (browser) Badge(on bool) {
	if f := js.Global().Get("orbisBadge"); f.Type() == js.TypeFunction {
		f.Invoke(on)
	}
}

// Focused: the page is shown and has the focus; a tab in the background
// is not looked at, whatever the canvas had last.
func (browser) Focused() (bool, bool) {
	doc := js.Global().Get("document")
	if doc.Type() != js.TypeObject {
		return false, false
	}
	return doc.Call("hasFocus").Bool() && doc.Get("visibilityState").String() == "visible", true
}

// Permission is the browser's answer for notifications: "granted",
// "denied", "default" (not asked yet), or "" where it has none.
func Permission() string {
	if f := js.Global().Get("orbisNotifyPermission"); f.Type() == js.TypeFunction {
		if v := f.Invoke(); v.Type() == js.TypeString {
			return v.String()
		}
	}
	return ""
}

// Ask asks the browser for the person's leave to show notifications: it
// must follow the person's own click (the browser's rule).
func Ask() {
	if f := js.Global().Get("orbisAskNotifications"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}
