//go:build !js

package game

// publishFigures has no page to tell: the desktop's figures are read by
// the diagnostics (App.Figures).
func publishFigures(Figures) {}
