//go:build !linux && !js && !darwin && !windows

package notify

// Platform shows nothing where the game knows no notifications of the
// system (another system than Linux, macOS and Windows).
func Platform() System { return none{} }

type none struct{}

func (none) Notify(string, string, string) error { return nil }
func (none) Badge(bool)                          {}
func (none) Focused() (bool, bool)               { return false, false }
