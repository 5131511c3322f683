package orbis

import "orbis/game"

// Restyle writes the table's words and lays it out again for the settings
// as they are now (the language, the colours, the interface scale), while
// the pause menu and the options cover it too: when they close, the table
// is already as chosen.
func (p *play) Restyle(env *game.Env) {
	if p.lang != env.Lang() {
		p.speak(env)
	}
	p.g.drawer(env) // the pieces' colours and the gods' names
	p.relayout(env)
	p.buildView(env)
}

// Restyle builds the viewer's words, table and analysis again for the
// settings as they are now.
func (r *review) Restyle(env *game.Env) {
	if r.viewer.Built.Lang != env.Lang() {
		r.speak(env)
	}
	r.g.drawer(env)
	r.refresh(env)
	r.refreshAnalysis(env)
}
