package game

import (
	"testing"

	"orbis/input"
)

// TestDrawScaleCappedInBrowser: a page draws a 3× phone at 2×; the desktop
// draws at the monitor's density, whatever it is.
func TestDrawScaleCappedInBrowser(t *testing.T) {
	tests := []struct {
		device  float64
		browser bool
		want    float64
	}{
		{1, true, 1},
		{2, true, 2},
		{3, true, 2},
		{2.625, true, 2},
		{1.5, true, 1.5},
		{3, false, 3},
		{1.25, false, 1.25},
	}
	for _, tc := range tests {
		if got := drawScale(tc.device, tc.browser); got != tc.want {
			t.Errorf("device scale %v (browser %v): drawn at %v, want %v", tc.device, tc.browser, got, tc.want)
		}
	}
}

// liftingScene lifts targets of kind 1 only.
type liftingScene struct{ Scene }

func (liftingScene) Lifted(t input.Target) bool { return t.Kind == 1 }

// TestLiftedAsksTheScene: a finger's drag rides above it only where the
// scene says a piece is dragged; a scene that says nothing lifts nothing
// (its drags scroll).
func TestLiftedAsksTheScene(t *testing.T) {
	tests := []struct {
		scene Scene
		kind  int
		want  bool
	}{
		{liftingScene{}, 1, true},
		{liftingScene{}, 2, false},
		{nil, 1, false},
	}
	for _, tc := range tests {
		if got := lifted(tc.scene, input.Target{Kind: tc.kind}); got != tc.want {
			t.Errorf("%T lifts a target of kind %d: %v, want %v", tc.scene, tc.kind, got, tc.want)
		}
	}
}
