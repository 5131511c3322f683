package table

import (
	"log"

	"orbis/game"
	"orbis/game/session"
)

// Positions is what a game's replay viewer says of its positions in its
// own words: the rest of the viewer is the table's (Viewer).
type Positions interface {
	// OpenSeat is the seat a position is shown from with everything open.
	OpenSeat(pos int) int
	// Words are the review bar's two lines on a position: which action of
	// the game, whose; and what it did.
	Words(env *game.Env, pos int) (head, line string)
}

// Built is what a viewer's picture of a position depends on: the game
// builds it again when one changes, and Draw only draws it.
type Built struct {
	Pos, View int
	Lang      string
	W, H      float64
	Reading   float64
}

// Viewer is the skeleton of every game's replay viewer over a Replay and
// the game's review bar: which seat a position is shown from, when the
// view is built again, the bar's close and "play on from here". Each
// game's review holds it beside its Replay and bar, and keeps its own
// drawing, words and panels. It takes no type parameters (a generic
// type's methods cost the web build long names for every game), and is
// held as a field, not embedded (a promoted method costs a wrapper).
type Viewer struct {
	// Built is what the game's view was last built for.
	Built Built

	bar       *game.ReviewBar
	actors    []int // who took each action (Replay.Actors)
	over      bool  // the last position ends the game
	positions Positions
}

// NewViewer is the viewer of a replay through the game's bar, opened as
// Replay.OpenBar opens it (everything open, Open, for a finished game);
// actors are the Replay's, who took each action; positions is the game's
// review, which says what the positions are.
func NewViewer(bar *game.ReviewBar, actors []int, positions Positions) Viewer {
	return Viewer{Built: Built{Pos: -1}, bar: bar, actors: actors, over: bar.Open, positions: positions}
}

// TurnStarts are the positions where a turn begins, by the game's turn
// number at each position; the table's own steps (a draw before a seat
// acts) begin none when tableWaits.
func (v *Viewer) TurnStarts(turn func(pos int) int, tableWaits bool) []int {
	var out []int
	last := -1
	for pos, actor := range v.actors {
		if tableWaits && actor == session.Table {
			continue
		}
		if t := turn(pos); t != last {
			out, last = append(out, pos), t
		}
	}
	return out
}

// Rename takes the seats' names again, as the game has said them in the
// player's language.
func Rename[C Seat](names []string, seats []C) {
	for i := range seats {
		names[i] = seats[i].Named()
	}
}

// Rebuild has the view built again at the next Stale.
func (v *Viewer) Rebuild() { v.Built.Pos = -1 }

// Watched is the seat a position is shown from: the seat chosen on the
// bar, or with everything open the game's choice.
func (v *Viewer) Watched(pos int) int {
	if v.bar.View >= 0 {
		return v.bar.View
	}
	return v.positions.OpenSeat(pos)
}

// Stale reports whether the view must be built again: the position, the
// seat watched, the language, the window or the reading scale changed
// (moved: the position). When it must, the bar says the position's words.
func (v *Viewer) Stale(env *game.Env) (moved, stale bool) {
	f := env.Frame()
	pos := v.bar.Pos
	now := Built{Pos: pos, View: v.bar.View, Lang: env.Lang(), W: f.W, H: f.H, Reading: env.InterfaceScale()}
	if now == v.Built {
		return false, false
	}
	moved = v.Built.Pos != pos
	v.Built = now
	v.bar.CanPlay = !v.over || pos != v.bar.Len
	v.bar.Head, v.bar.Line = v.positions.Words(env, pos)
	return moved, true
}

// Event hands the bar's event on: closed leaves the viewer (leave, when
// not nil, first), branch plays on from the position shown (playOn, the
// game's, through Spec.PlayOn); done is false for any other event, the
// game's.
func (v *Viewer) Event(ev game.ReviewEvent, leave func(), playOn func() game.Change) (c game.Change, done bool) {
	switch ev {
	case game.ReviewClosed:
		if leave != nil {
			leave()
		}
		return game.Pop(), true
	case game.ReviewBranch:
		return playOn(), true
	}
	return game.Stay, false
}

// ReviewFinished opens a game just finished in the viewer open makes, over
// the final score it goes back to. A game just played replays; if not,
// the final score stays (a line in the log).
// id names the game in the log's line.
func ReviewFinished(id string, open func() (game.Scene, error)) game.Change {
	r, err := open()
	if err != nil {
		log.Printf("%s: review: %v", id, err)
		return game.Stay
	}
	return game.Push(r)
}
