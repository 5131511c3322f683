package game

// Restyle lays the title's buttons out again in the settings as they are
// now, the options' overlay covering it or not, and says the saved game's
// line in their language.
func (t *title) Restyle(env *Env) {
	if t.saved != nil {
		t.info = SavedLine(env, t.game.Name(), t.saved.Summary(env), t.slot.Played)
	}
	t.menu = t.buttons(env)
}

// Restyle writes the menu's buttons again: the options it opened may have
// changed their language.
func (m *pause) Restyle(env *Env) { m.menu = m.buttons(env) }
