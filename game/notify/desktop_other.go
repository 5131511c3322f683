//go:build !linux && !js

package notify

// Platform shows nothing where the game knows no notifications of the
// system (Windows and macOS would want a library of their own).
func Platform() System { return none{} }

type none struct{}

func (none) Notify(string, string, string) error { return nil }
func (none) Badge(bool)                          {}
func (none) Focused() (bool, bool)               { return false, false }
