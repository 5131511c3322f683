//go:build js

package game

import "syscall/js"

// publishFigures gives the page the figures of the scene on screen, as
// window.orbisLayout, for a browser test to read what the player gets.
func publishFigures(f Figures) {
	js.Global().Set("orbisLayout", map[string]any{
		"scene":          f.Scene,
		"layout":         f.Layout.String(),
		"minFontCssPx":   f.MinFont,
		"minPrintCssPx":  f.MinPrint,
		"minTargetCssPx": f.MinTarget,
	})
}
