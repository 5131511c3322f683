//go:build js

package game

import "orbis/game/online"

// deviceIdentity: the browser's build links no Ed25519 of Go's (it would
// cost 140 KB of the first load); until it signs with WebCrypto, the
// browser plays online without a profile, as before profiles.
func deviceIdentity(store, string) online.Identity { return nil }
