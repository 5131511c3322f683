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
	notify.Follow(c, e.TurnWords()(c.Game(), code), ebiten.IsFocused)
}

// TurnWords makes the words of a notification of the person's turn in a
// game (by its id) of a room, in the language of now, on any goroutine:
// the catalogue it holds is never changed, only replaced.
func (e *Env) TurnWords() func(gameID, code string) notify.Words {
	msgs, names := e.msgs, map[string]string{}
	for _, g := range e.games {
		names[g.ID()] = g.Name()
	}
	return func(gameID, code string) notify.Words {
		name, ok := names[gameID]
		if !ok {
			name = gameID
		}
		return notify.Words{Title: msgs.T("notify.your_turn"), Body: msgs.T("notify.your_turn_body", name, online.ShowCode(code))}
	}
}
