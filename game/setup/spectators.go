package setup

import (
	"orbis/game"
	"orbis/render"
)

// spectatorsButton is the host's choice to let the room be watched: marked
// while it is.
func (s *setup) spectatorsButton(env *game.Env) render.MenuButton {
	return render.MenuButton{ID: btnSpectators, Label: env.T("watch.spectators"), Enabled: true, Marked: *s.spec.Spectators}
}
