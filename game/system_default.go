//go:build !js

package game

import (
	"os"
	"strings"
)

// systemLanguages lists the user's languages, most wanted first, separated
// by colons: POSIX's LANGUAGE list, then the first of LC_ALL, LC_MESSAGES
// and LANG.
func systemLanguages() string {
	var tags []string
	if l := os.Getenv("LANGUAGE"); l != "" {
		tags = append(tags, l)
	}
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if l := os.Getenv(name); l != "" {
			tags = append(tags, l)
			break
		}
	}
	return strings.Join(tags, ":")
}

// inBrowser is false: the game runs in its own window.
const inBrowser = false

// offline is false: a desktop tells nothing short of a failed connection.
func offline() bool { return false }
