//go:build !js

package cli

import (
	"flag"

	"orbis/game/online/server"
)

// profileFlags are orbis server's flags of the profiles' limits
// (docs/protocol.md, Limits); the function reads them once parsed.
func profileFlags(fs *flag.FlagSet) func() server.ProfileLimits {
	registrations := fs.Int("profile-rate", 3, "new profiles one address may register a minute")
	failures := fs.Int("sign-in-failures", 10, "refused sign-ins, registrations and key replacements one address may have a minute")
	signIns := fs.Int("sign-in-rate", 30, "sign-ins one profile may make a minute, from any address")
	changes := fs.Int("profile-changes", 20, "renames, key replacements and seats taken back one profile may make an hour")
	return func() server.ProfileLimits {
		return server.ProfileLimits{RegistrationsPerMinute: *registrations, SignInFailuresPerMinute: *failures, SignInsPerMinute: *signIns, ChangesPerHour: *changes}
	}
}
