package input

import "testing"

// TestShiftMakesAnArrowABiggerStep: Left and Right with Shift held carry
// Amount 1 (a turn in a replay), without it 0; the other arrows never.
func TestShiftMakesAnArrowABiggerStep(t *testing.T) {
	hit := func(float64, float64) Target { return Target{} }
	tests := []struct {
		k      Keys
		kind   Kind
		amount float64
	}{
		{Keys{Left: true}, KeyLeft, 0},
		{Keys{Left: true, Shift: true}, KeyLeft, 1},
		{Keys{Right: true, Shift: true}, KeyRight, 1},
		{Keys{Right: true}, KeyRight, 0},
		{Keys{Up: true, Shift: true}, KeyUp, 0},
	}
	var m Machine
	for _, tc := range tests {
		found := false
		for _, in := range m.Update(Pointer{}, tc.k, hit, nil) {
			if in.Kind == tc.kind {
				found = true
				if in.Amount != tc.amount {
					t.Errorf("%+v: amount %v, want %v", tc.k, in.Amount, tc.amount)
				}
			}
		}
		if !found {
			t.Errorf("%+v: no intent %d", tc.k, tc.kind)
		}
	}
}
