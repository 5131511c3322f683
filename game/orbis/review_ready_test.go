//go:build !js

package orbis

import (
	"testing"

	"orbis/game"
)

// TestANewReviewIsReadyToDraw: the viewer is drawn once before its first
// Update (the frame it is opened in), so its bar's buttons, Analyse among
// them, are laid out when it is made: none was drawn in that frame.
func TestANewReviewIsReadyToDraw(t *testing.T) {
	env := reviewEnv(t, "en")
	r := openReview(t, env, finishedRecord(t, env, 2, 3))
	f := env.Frame()
	for _, b := range r.bar.Extra {
		if got := r.bar.Hit(env, f.X(b.X), f.Y(b.Y)); got.Kind != game.KindReviewButton || got.Index != b.ID {
			t.Errorf("button %d (%s) is not under its place before the first Update: %+v", b.ID, b.Label, got)
		}
	}
	if len(r.bar.Extra) == 0 {
		t.Fatal("no Analyse button before the first Update")
	}
}
