package game

// Restyle lays the title's buttons out again in the settings as they are
// now, the options' overlay covering it or not.
func (t *title) Restyle(env *Env) { t.menu = t.buttons(env) }

// Restyle writes the menu's buttons again: the options it opened may have
// changed their language.
func (m *pause) Restyle(env *Env) { m.menu = m.buttons(env) }
