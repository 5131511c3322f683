package orbit

import "orbis/game"

// Restyle makes what the table shows again for the settings as they are
// now, while the pause menu and the options cover it too.
func (p *play) Restyle(env *game.Env) {
	if p.lang != env.Lang() {
		p.speak(env)
		return
	}
	p.refresh(env)
}
