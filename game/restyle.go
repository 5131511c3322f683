package game

// Restyle lays the title out again in the settings as they are now: its
// buttons and the line on the saved game are in the language chosen, the
// options' overlay covering it or not.
func (t *title) Restyle(env *Env) {
	t.menu = t.buttons(env)
	if t.saved != nil {
		t.info = t.saved.Summary(env)
	}
}

// Restyle writes the menu's buttons again: the options it opened may have
// changed their language.
func (m *pause) Restyle(env *Env) { m.menu = m.buttons(env) }
