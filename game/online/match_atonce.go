package online

import (
	"fmt"
	"slices"

	"orbis/game/session"
)

// A game whose seats act at once (Spec.AtOnce: Orbit's captains following
// an order) is played through a session that lets every seat to act do
// so: a seat's step is checked against that seat alone, a table's step
// names the seat it is for, and a record keeps each step's seat.

// atOnceOf is the state as one whose seats act at once.
func atOnceOf[S any, A comparable, O any, P session.State[S, A, O]](s P) (session.AtOnce[A], error) {
	at, ok := any(s).(session.AtOnce[A])
	if !ok {
		return nil, fmt.Errorf("a game played at once whose state is not: %w", session.ErrNotAtOnce)
	}
	return at, nil
}

// SeatedStep tells a record's action by a seat from the table's step for
// it: the table's when that seat's is due and the seat may not act
// itself. The state is the one before the action.
func SeatedStep[A any](at session.AtOnce[A], seat int, a A) session.Step[A] {
	var buf [8]int
	if slices.Contains(at.Due(buf[:0]), seat) && !slices.Contains(at.ToAct(buf[:0]), seat) {
		return session.Step[A]{Seat: session.Table, Action: a, For: seat}
	}
	return session.Step[A]{Seat: seat, Action: a, For: seat}
}

// stepSeats reads the seat of each of a record's actions.
func stepSeats[S any, A comparable, O any, P session.State[S, A, O], R any](spec *Spec[S, A, O, P, R], r R) ([]int, error) {
	seats, err := spec.StepSeats(r)
	if err != nil {
		return nil, fmt.Errorf("%s: the seats of the steps: %w: %w", spec.ID, ErrBadRecord, err)
	}
	if n := len(spec.Actions(r)); len(seats) != n {
		return nil, fmt.Errorf("%s: %d steps and %d seats: %w", spec.ID, n, len(seats), ErrBadRecord)
	}
	return seats, nil
}

// openAtOnce replays a full record of a game played at once.
func (b *bound[S, A, O, P, R]) openAtOnce(r R, start S) (Match, error) {
	by, err := stepSeats(&b.spec, r)
	if err != nil {
		return nil, err
	}
	actions := b.spec.Actions(r)
	history := make([]session.Step[A], 0, len(actions))
	shared := make([]bool, 0, len(actions))
	st := start
	at, err := atOnceOf[S, A, O, P](&st)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", b.spec.ID, err)
	}
	for i, a := range actions {
		step := SeatedStep(at, by[i], a)
		step.Unit = i + 1
		was := at.Simultaneous()
		if err := at.ApplyFor(by[i], a); err != nil {
			return nil, fmt.Errorf("%s: step %d: %w: %w", b.spec.ID, i+1, ErrBadRecord, err)
		}
		history = append(history, step)
		shared = append(shared, !was || !at.Simultaneous())
	}
	sess, err := session.ResumeAtOnce[S, A, O, P](start, history, roomSeats[A, O](b.spec.Players(r)))
	if err != nil {
		return nil, fmt.Errorf("%s: %w: %w", b.spec.ID, ErrBadRecord, err)
	}
	return &full[S, A, O, P, R]{spec: &b.spec, rec: r, sess: sess, shared: shared}, nil
}

// seatsOf is the seat of each step of a history: a table's step counts as
// its seat's.
func seatsOf[A any](history []session.Step[A]) []int {
	out := make([]int, len(history))
	for i, h := range history {
		out[i] = h.Seat
		if h.Seat == session.Table {
			out[i] = h.For
		}
	}
	return out
}

// moved reports whether steps from number from on concern a seat: one of
// its own, or a shared one.
func moved(steps []Step, shared []bool, from, seat int) bool {
	for i := max(from, 0); i < len(steps) && i < len(shared); i++ {
		if shared[i] || steps[i].Seat == seat || (steps[i].Seat == session.Table && steps[i].For == seat) {
			return true
		}
	}
	return false
}

// followAtOnce plays a step the server sent on a view of a game played at
// once: a seat's, when that seat may act; the table's for a seat, when it
// is due (taken as made, whatever the view guessed of the deck).
func (v *view[S, A, O, P, R]) followAtOnce(st Step, a A) error {
	at, err := atOnceOf[S, A, O, P](&v.state)
	if err != nil {
		return err
	}
	var buf [8]int
	seat := st.Seat
	switch {
	case st.Seat == session.Table:
		seat = st.For
		if !slices.Contains(at.Due(buf[:0]), seat) {
			return fmt.Errorf("a table's step for seat %d, which is not due one: %w", seat, ErrNotToAct)
		}
		if err := v.spec.FollowFor(&v.state, seat, a); err != nil {
			return fmt.Errorf("%w: %w", ErrIllegal, err)
		}
	case !slices.Contains(at.ToAct(buf[:0]), st.Seat):
		return fmt.Errorf("seat %d: %w", st.Seat, ErrNotToAct)
	default:
		was := at.Simultaneous()
		if err := at.ApplyFor(seat, a); err != nil {
			return fmt.Errorf("%w: %w", ErrIllegal, err)
		}
		v.shared = append(v.shared, !was || !at.Simultaneous())
		v.keep(a, seat, Step{Seat: st.Seat, Action: v.spec.FormatAction(a)})
		return nil
	}
	v.shared = append(v.shared, false)
	v.keep(a, seat, TableFor(seat, v.spec.FormatAction(a)))
	return nil
}

// keep notes a step the view played.
func (v *view[S, A, O, P, R]) keep(a A, seat int, st Step) {
	v.actions = append(v.actions, a)
	v.by = append(v.by, seat)
	v.steps = append(v.steps, st)
}

// openViewAtOnce replays a view of a game played at once.
func (v *view[S, A, O, P, R]) openAtOnce() error {
	by, err := stepSeats(v.spec, v.rec)
	if err != nil {
		return err
	}
	at, err := atOnceOf[S, A, O, P](&v.state)
	if err != nil {
		return err
	}
	for i, a := range v.spec.Actions(v.rec) {
		st := Step{Seat: by[i], Action: v.spec.FormatAction(a)}
		if s := SeatedStep(at, by[i], a); s.Seat == session.Table {
			st = TableFor(by[i], st.Action)
		}
		if err := v.followAtOnce(st, a); err != nil {
			return fmt.Errorf("%s: step %d: %w: %w", v.spec.ID, i+1, ErrBadRecord, err)
		}
	}
	return nil
}
