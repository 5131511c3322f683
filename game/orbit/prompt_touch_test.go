//go:build !js

package orbit

import (
	"strings"
	"testing"

	rules "orbis/rules/orbit"
)

// TestPromptSaysTapToAFinger: the scout's prompt says tap after a finger's
// press and click after the mouse's, whatever the window: a tablet's
// 1280×800 screen tapped says tap, a laptop's small (fluid) window clicked
// says click; before any press, a phone's window says tap and the
// desktop's click. The ship picked, then the prompt of another captain's
// system, say it the same way.
func TestPromptSaysTapToAFinger(t *testing.T) {
	tests := []struct {
		name          string
		w, h          float64
		press, finger bool
		tap           bool
	}{
		{name: "desktop, no press yet", w: 1280, h: 800, tap: false},
		{name: "desktop clicked", w: 1280, h: 800, press: true, tap: false},
		{name: "tablet of 1280x800 tapped", w: 1280, h: 800, press: true, finger: true, tap: true},
		{name: "small laptop window clicked", w: 900, h: 600, press: true, tap: false},
		{name: "phone, no press yet", w: 390, h: 844, tap: true},
		{name: "phone tapped", w: 390, h: 844, press: true, finger: true, tap: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := testEnv(t)
			p := soloAt(t, env, following(rules.Scout))
			env.SetWindow(tt.w, tt.h, 1)
			env.Enter(p)
			if tt.press {
				env.SetTouch(tt.finger)
			}
			want, not := "click", "tap"
			if tt.tap {
				want, not = not, want
			}
			check := func(what string) {
				t.Helper()
				p.refresh(env)
				if said := strings.ToLower(p.prompt); !strings.Contains(said, want) || strings.Contains(said, not+" ") {
					t.Errorf("%s: the prompt says %q, want %q in it and no %q", what, p.prompt, want, not)
				}
			}
			check("the scout")
			p.pickShip = 0
			check("a ship picked")
			p.pickShip, p.inspect = -1, 0
			check("a system looked at")
		})
	}
}
