package game

import "testing"

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
