package orbis

import (
	"orbis/game"
	rules "orbis/rules/orbis"
)

// reviewLog is the game log as it read after each action, kept small: the
// whole game's lines, how many of them there were at each position, and
// the last as it read then (worshippers paid one by one join one line, so
// only the last line changes while it grows).
type reviewLog struct {
	all   []logEntry
	count []int      // lines at each position
	last  []logEntry // the last line at each position, as it read
}

// describe writes, in the player's language, what each action did (the
// words under the table) and the log at every position, with the play
// scene's words (log_words.go) and its turns' heads.
func (r *review) describe(env *game.Env) ([]string, reviewLog) {
	said := make([]string, len(r.Rec.Actions))
	lg := reviewLog{count: make([]int, len(r.States)), last: make([]logEntry, len(r.States))}
	fresh := true // a turn begins: its head comes before its first line
	for i, a := range r.Rec.Actions {
		before, after := &r.States[i], &r.States[i+1]
		if fresh && a.Kind != rules.KindDraw && before.CurrentPlayer() >= 0 {
			lg.all = append(lg.all, turnHead(env, r.Seats, before, before.CurrentPlayer()))
			fresh = false
		}
		lines := describeStep(env, r.Seats, before, after, r.Actors[i], a)
		texts := make([]string, len(lines))
		for j, e := range lines {
			texts[j] = e.text
		}
		said[i] = sentences(env, texts...)
		lg.all = appendLines(env, lg.all, lines...)
		if after.Turn() != before.Turn() {
			fresh = true
		}
		lg.count[i+1] = len(lg.all)
		if n := len(lg.all); n > 0 {
			lg.last[i+1] = lg.all[n-1]
		}
	}
	return said, lg
}

// show gives the table's log the lines of a position.
func (lg *reviewLog) show(g *gameLog, pos int) {
	n := lg.count[pos]
	// The lines are the turn under way's: the log writes its rows again
	// when their number or the last one changes.
	g.done = g.done[:0]
	g.turn = append(g.turn[:0], lg.all[:n]...)
	if n > 0 {
		g.turn[n-1] = lg.last[pos]
	}
}

// lastOf is the last line an action wrote, to light the piece it speaks
// of: none at the deal, or for an action that wrote none.
func (lg *reviewLog) lastOf(pos int) (logEntry, bool) {
	if pos == 0 || lg.count[pos] == lg.count[pos-1] && lg.last[pos].text == lg.last[pos-1].text {
		return logEntry{}, false
	}
	return lg.last[pos], true
}
