//go:build !js

package orbit

import (
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// TestOverlayIsMadeInUpdate: what Draw draws over the table is made in
// Update, phrased: the solo column (alone in the solo game), the log's
// head, the prompt, and the piece the keyboard is on; drawing looks up
// nothing.
func TestOverlayIsMadeInUpdate(t *testing.T) {
	env := testEnv(t)
	p := soloAt(t, env, following(rules.Mine))
	o := &p.overlay
	if o.Solo == nil || o.Solo.Head == "" || o.Solo.Orders[5] != orderWord(env, rules.EmperorOrder(7)) || len(o.Solo.Ranks) != len(rankKeys) {
		t.Fatalf("the solo column is not phrased: %+v", o.Solo)
	}
	if o.LogHead != env.T("play.log") || len(o.Prompt) == 0 || o.PromptSize <= 0 || o.Scale != env.InterfaceScale() {
		t.Errorf("the log's head %q, the prompt %q at %v, scale %v", o.LogHead, o.Prompt, o.PromptSize, o.Scale)
	}
	if o.Focus.Kind != board.HitNone {
		t.Errorf("no key pressed, the focus is on %+v", o.Focus)
	}
	update(t, env, p, input.Intent{Kind: input.KeyNext, Amount: 1})
	if o.Focus != p.focusables[p.focus].hit || o.Focus.Kind != board.HitShip {
		t.Errorf("Tab: the overlay rings %+v, the focus is on %+v", o.Focus, p.focusables[p.focus])
	}
	m, err := demoMatch(env, 2, 5, following(rules.Scout))
	if err != nil {
		t.Fatal(err)
	}
	if two := newPlay(New(), env, m, game.SpeedInstant); two.overlay.Solo != nil {
		t.Error("a game of two shows the solo column")
	}
}
