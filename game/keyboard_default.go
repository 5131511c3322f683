//go:build !js

package game

import "orbis/render"

// The desktop types with the keys the game reads: no page, no keyboard of
// its own.
func offerFields([]TextField, *render.Frame) {}

func typeInto(TextField) {}

func typed() (int, string, bool) { return -1, "", false }
