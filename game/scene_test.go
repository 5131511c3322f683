package game

import (
	"testing"

	"orbis/rules/orbis/ai"
)

// TestNewScenesAreReadyToDraw: Ebitengine draws the frame in which a scene
// was switched to before that scene's first Update, so every scene must be
// drawable as soon as it is made (a new play scene once crashed here).
func TestNewScenesAreReadyToDraw(t *testing.T) {
	a, err := NewApp(Options{ConfigDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}}, 0, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(a, m, SpeedFast)
	if p.view.S == nil || p.view.T == nil || len(p.view.Names) != 2 || p.layout == nil {
		t.Fatalf("a new play scene has no view to draw: %+v", p.view)
	}
}
