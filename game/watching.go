package game

// Watching reports whether the table is a spectator's: it follows the
// room with no seat, and says nothing to it.
func (n *Net[S, A, O, P]) Watching() bool { return n.Client.Watching() }

// spectating reports whether the online table made last is watched, not
// played: its chat is not this screen's to speak in.
func spectating(env *Env) bool {
	w, ok := env.Room().(interface{ Watching() bool })
	return ok && w.Watching()
}
