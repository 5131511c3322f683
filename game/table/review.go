package table

import (
	"bytes"
	"fmt"

	"orbis/game"
	"orbis/game/session"
	"orbis/render"
)

// Replay is a recorded game replayed once, for a viewer to show any of
// its positions: who played each seat, the position after each action
// ([0] is the deal) and who took each action (a seat, or session.Table).
type Replay[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat] struct {
	Rec    R
	Seats  []C
	Names  []string
	States []S
	Actors []int
}

// ReadFile reads a file of the game (a record, or an autosave, which is
// one) for its viewer: game.ErrNotThisGame for another game's file, one
// that does not name the game's record format.
func (s *Spec[S, A, O, P, R, C]) ReadFile(data []byte) (R, error) {
	if !bytes.Contains(data, []byte(`"`+s.Format+`"`)) {
		var none R
		return none, game.ErrNotThisGame
	}
	return s.Parse(data)
}

// Replay replays a record once, keeping every position; an action the
// rules refuse is an error wrapping the rules' ErrRecord.
func (s *Spec[S, A, O, P, R, C]) Replay(rec R) (*Replay[S, A, O, P, R, C], error) {
	r := &Replay[S, A, O, P, R, C]{Rec: rec, Seats: s.Seats(rec)}
	for _, c := range r.Seats {
		r.Names = append(r.Names, c.Named())
	}
	st, err := s.Online.Start(rec)
	if err != nil {
		return nil, fmt.Errorf("%s: review: the deal: %w: %w", s.ID(), err, s.ErrRecord)
	}
	start := st
	actions := s.Online.Actions(rec)
	r.States = make([]S, 0, len(actions)+1)
	r.States = append(r.States, st)
	for i, a := range actions {
		r.Actors = append(r.Actors, s.actor(&st, a))
		if err := P(&st).Apply(a); err != nil {
			if s.Online.AtOnce { // the seats followed at once online: their actions interleave
				return s.replayAtOnce(r, start, rec)
			}
			return nil, fmt.Errorf("%s: review: action %d: %w: %w", s.ID(), i+1, err, s.ErrRecord)
		}
		r.States = append(r.States, st)
	}
	return r, nil
}

// replayAtOnce replays a record of a game whose seats acted at once, as
// an online room played it: each action by the seat the record names, the
// table's steps for a seat taken as made (a view's decks are in a
// canonical order).
func (s *Spec[S, A, O, P, R, C]) replayAtOnce(r *Replay[S, A, O, P, R, C], st S, rec R) (*Replay[S, A, O, P, R, C], error) {
	steps, err := viewStepsAtOnce(s, st, rec) // checks the record whole first
	if err != nil {
		return nil, fmt.Errorf("%s: review: %w: %w", s.ID(), err, s.ErrRecord)
	}
	r.States, r.Actors = append(r.States[:0], st), r.Actors[:0]
	at := any(P(&st)).(session.AtOnce[A]) // viewStepsAtOnce found it one
	for _, step := range steps {
		if step.Seat == session.Table {
			err = s.Online.FollowFor(&st, step.For, step.Action)
		} else {
			err = at.ApplyFor(step.Seat, step.Action)
		}
		if err != nil { // it replayed just now
			return nil, fmt.Errorf("%s: review: action %d: %w: %w", s.ID(), step.Unit, err, s.ErrRecord)
		}
		r.Actors = append(r.Actors, step.Seat)
		r.States = append(r.States, st)
	}
	return r, nil
}

// OpenBar is the review bar a viewer of the replay opens with, its words and
// controls where the game's table leaves room: at the end and with
// everything open for a finished game, at the last position from the
// first person's seat for a game in progress.
func (r *Replay[S, A, O, P, R, C]) OpenBar(env *game.Env, words, controls render.Rect) game.ReviewBar {
	n := len(r.States) - 1
	over := P(&r.States[n]).IsOver()
	bar := game.ReviewBar{Len: n, Pos: n, Seats: r.Names, Open: over, View: -1, Speed: env.Speed(), Words: words, Controls: controls}
	if !over {
		bar.View = 0
		for seat, s := range r.Seats {
			if s.Human() {
				bar.View = seat
				break
			}
		}
	}
	return bar
}

// FileViewer is a game's replay viewer of a file: ShowFile keeps the
// file it shows (an analysis is kept with it) and shows the analysis kept
// with it before.
type FileViewer interface {
	game.Scene
	ShowFile(env *game.Env, data []byte)
}

// OpenFile opens a file of a game (a record, or an autosave) in its
// viewer: read reads it (the Spec's ReadFile: game.ErrNotThisGame for
// another game's file), open replays it in the viewer, which is then given
// the file.
func OpenFile[R any, V FileViewer](env *game.Env, data []byte, read func([]byte) (R, error), open func(R) (V, error)) (game.Scene, error) {
	rec, err := read(data)
	if err != nil {
		return nil, err
	}
	v, err := open(rec)
	if err != nil {
		return nil, err
	}
	v.ShowFile(env, data)
	return v, nil
}
