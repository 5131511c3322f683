//go:build !js

package input

// pageOffset is where the game's screen sits in its window: in its corner.
func pageOffset() (x, y float64) { return 0, 0 }
