//go:build js

package game

import (
	"net/url"
	"strings"
	"syscall/js"
)

// PageReplay reads the room code of a shared replay's link,
// /?replay=ABCD-EFGH: the finished game the page opens in the replay
// viewer ("" for none).
func PageReplay() string {
	loc := js.Global().Get("location")
	if !loc.Truthy() {
		return ""
	}
	q, err := url.ParseQuery(strings.TrimPrefix(loc.Get("search").String(), "?"))
	if err != nil {
		return ""
	}
	return q.Get("replay")
}
