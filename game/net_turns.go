package game

import (
	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game/notify"
	"orbis/game/online"
)

// followTurns has the person told when it becomes their turn in the
// client's game while the application is in the background, in a game
// of hours or days a turn (see package notify), in their language.
func (e *Env) followTurns(c *online.Client, code string) {
	if e.diag {
		return // a diagnostic's tables tell nobody
	}
	name := c.Game()
	for _, g := range e.games {
		if g.ID() == c.Game() {
			name = g.Name()
		}
	}
	notify.Follow(c, notify.Words{Title: e.T("notify.your_turn"), Body: e.T("notify.your_turn_body", name, online.ShowCode(code))}, ebiten.IsFocused)
}
