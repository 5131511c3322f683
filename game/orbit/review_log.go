package orbit

import (
	"orbis/game"
	"orbis/game/session"
	rules "orbis/rules/orbit"
)

// describe writes, in the player's language, what each action did (the
// words of the review bar) with the play's log words (log_words.go), and
// keeps the game log's lines, with how many there are at each position.
func (r *review) describe(env *game.Env) (said []string, lines []game.Phrase, count []int) {
	m := &match{Seats: r.Seats} // the log's words need only the seats
	said = make([]string, len(r.Rec.Actions))
	count = make([]int, len(r.States))
	for i, a := range r.Rec.Actions {
		before, after := &r.States[i], &r.States[i+1]
		line, ok := logLine(m, before, after, session.Step[rules.Action]{Seat: r.Actors[i], Action: a, Unit: i + 1})
		if ok {
			lines = append(lines, line)
		}
		if ok && line.Key != "orbit.log.over" { // the end is said after the action's words
			said[i] = env.Say(line)
		} else {
			said[i] = quietStep(env, r.Names, before, a)
		}
		count[i+1] = len(lines)
	}
	return said, lines, count
}

// quietStep says what a step the log keeps quiet about did: a solo order
// followed, a captain done with the order, a hex drawn into a market.
func quietStep(env *game.Env, names []string, before *rules.State, a rules.Action) string {
	seat := before.CurrentPlayer()
	if seat < 0 || seat >= len(names) {
		return ""
	}
	switch a.Kind {
	case rules.KindAccept:
		return env.T("orbit.review.accept", names[seat], orderWord(env, before.Rolled()))
	case rules.KindDone:
		return env.T("orbit.review.done", names[seat])
	case rules.KindDraw:
		return env.T("orbit.review.draw", names[seat], hexWord(env, before.Kit().Hex(a.Hex)))
	}
	return ""
}
