package table

import (
	"log"

	"orbis/game"
	"orbis/game/session"
	"orbis/render"
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

// Viewer is the skeleton of every game's replay viewer: the record
// replayed once, the review bar to move through its positions, which
// seat a position is shown from, and "play on from here". Each game's
// review embeds it and keeps its own drawing, words and panels.
type Viewer[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat] struct {
	*Replay[S, A, O, P, R, C]
	Bar game.ReviewBar
	// Built is what the game's view was last built for.
	Built Built

	spec  *Spec[S, A, O, P, R, C]
	words Positions
}

// OpenReview replays a record for a viewer whose bar's words and controls
// go where the game's table leaves room (see Replay.Bar); words is the
// game's review, which says what the positions are.
func (s *Spec[S, A, O, P, R, C]) OpenReview(env *game.Env, rec R, words, controls render.Rect, positions Positions) (*Viewer[S, A, O, P, R, C], error) {
	rp, err := s.Replay(rec)
	if err != nil {
		return nil, err
	}
	v := &Viewer[S, A, O, P, R, C]{Replay: rp, spec: s, words: positions}
	v.Bar = rp.Bar(env, words, controls)
	v.Built.Pos = -1
	return v, nil
}

// TurnStarts are the positions where a turn begins, by the turn number
// of each position; the table's own steps (a draw before a seat acts)
// begin none when tableWaits.
func (v *Viewer[S, A, O, P, R, C]) TurnStarts(turn func(P) int, tableWaits bool) []int {
	var out []int
	last := -1
	for pos := range len(v.Actors) {
		if tableWaits && v.Actors[pos] == session.Table {
			continue
		}
		if t := turn(&v.States[pos]); t != last {
			out, last = append(out, pos), t
		}
	}
	return out
}

// Renamed takes the seats' names again (the game has said them in the
// player's language) and has the view built again.
func (v *Viewer[S, A, O, P, R, C]) Renamed() {
	for i := range v.Seats {
		v.Names[i] = v.Seats[i].Named()
	}
	v.Built.Pos = -1
}

// Watched is the seat a position is shown from: the seat chosen on the
// bar, or with everything open the game's choice.
func (v *Viewer[S, A, O, P, R, C]) Watched(pos int) int {
	if v.Bar.View >= 0 {
		return v.Bar.View
	}
	return v.words.OpenSeat(pos)
}

// Stale reports whether the view must be built again: the position, the
// seat watched, the language, the window or the reading scale changed
// (moved: the position). When it must, the bar says the position's words.
func (v *Viewer[S, A, O, P, R, C]) Stale(env *game.Env) (moved, stale bool) {
	f := env.Frame()
	pos := v.Bar.Pos
	now := Built{Pos: pos, View: v.Bar.View, Lang: env.Lang(), W: f.W, H: f.H, Reading: env.InterfaceScale()}
	if now == v.Built {
		return false, false
	}
	moved = v.Built.Pos != pos
	v.Built = now
	v.Bar.CanPlay = !P(&v.States[pos]).IsOver()
	v.Bar.Head, v.Bar.Line = v.words.Words(env, pos)
	return moved, true
}

// Event hands the bar's event on: closed leaves the viewer (leave, when
// not nil, first), branch plays on from the position shown in the play
// scene open makes; done is false for any other event, the game's.
func (v *Viewer[S, A, O, P, R, C]) Event(env *game.Env, ev game.ReviewEvent, leave func(), open func(*Match[S, A, O, P, R, C]) game.Scene) (c game.Change, done bool) {
	switch ev {
	case game.ReviewClosed:
		if leave != nil {
			leave()
		}
		return game.Pop(), true
	case game.ReviewBranch:
		return v.PlayOn(env, open), true
	}
	return game.Stay, false
}

// PlayOn starts a match from the position shown, through the same match
// and session as any game: the seat watched is the person, the others are
// the computers they were, a person's seat a Hard computer.
func (v *Viewer[S, A, O, P, R, C]) PlayOn(env *game.Env, open func(*Match[S, A, O, P, R, C]) game.Scene) game.Change {
	pos := v.Bar.Pos
	return v.spec.PlayOn(env, v.Rec, &v.States[pos], pos, v.Watched(pos), open)
}

// Branch makes the match that plays on from the position shown; nil at
// the end of a game.
func (v *Viewer[S, A, O, P, R, C]) Branch(env *game.Env) (*Match[S, A, O, P, R, C], error) {
	pos := v.Bar.Pos
	return v.spec.Branch(v.Rec, &v.States[pos], pos, v.Watched(pos), env.InBrowser())
}

// ReviewFinished opens a game just finished in the viewer open makes, over
// the final score it goes back to. A game just played replays; if not,
// the final score stays (a line in the log).
func (s *Spec[S, A, O, P, R, C]) ReviewFinished(open func() (game.Scene, error)) game.Change {
	r, err := open()
	if err != nil {
		log.Printf("%s: review: %v", s.ID(), err)
		return game.Stay
	}
	return game.Push(r)
}
