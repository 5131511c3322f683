// Package notify tells a person that it is their turn in an online game
// played over hours or days while the application is in the background
// or minimised: through the desktop's notifications (D-Bus on Linux;
// nothing elsewhere) or the browser's (its service worker's, once the
// person allowed them), with the app's badge where the browser has one.
package notify

import "orbis/game/online"

// MinTurnLimit is the shortest turn limit, in seconds, of a game whose
// players are told of their turn: an hour or more a turn is a game played
// apart, one look a day; a faster one is played at the table.
const MinTurnLimit = 3600

// Watch decides when to tell: at the moment the seat's turn comes, once
// a turn, in a game played apart, while the application is not focused;
// and when the badge set then goes (the turn passed, or the game is
// another). It is plain logic: Bell acts on what it says.
type Watch struct {
	code string // the room looked at
	mine bool   // the seat was to act at the last look
	rung bool   // this turn was told (the badge is up)
}

// Verdict is what a look at the turn calls for.
type Verdict struct {
	Notify bool // tell the person: it became their turn
	Clear  bool // take the badge down: the turn it was set for is over
}

// See looks at the turn as it stands now; focused is whether the
// application's window (or page) has the person's attention.
func (w *Watch) See(t online.Turn, focused bool) Verdict {
	var v Verdict
	if t.Code != w.code { // another room (a rematch): its turns are new
		v.Clear = w.rung
		*w = Watch{code: t.Code}
	}
	mine := t.Mine && !t.Over
	became := mine && !w.mine
	w.mine = mine
	switch {
	case !mine:
		v.Clear = v.Clear || w.rung
		w.rung = false
	case became && !focused && t.TurnLimit >= MinTurnLimit:
		v.Notify, w.rung = true, true
	}
	return v
}
