package table

import (
	"fmt"

	"orbis/game/online"
	"orbis/game/session"
)

// viewStepsAtOnce says who played each action of a view of a game whose
// seats act at once: the seat the record names, or the table for that
// seat (a refill of its market), followed as the server made it.
func viewStepsAtOnce[S any, A comparable, O any, P session.State[S, A, O], R any, C Seat](spec *Spec[S, A, O, P, R, C], st S, rec R) ([]session.Step[A], error) {
	by, err := spec.Online.StepSeats(rec)
	if err != nil {
		return nil, fmt.Errorf("%s: the view's seats: %w", spec.ID(), err)
	}
	actions := spec.Online.Actions(rec)
	if len(by) != len(actions) {
		return nil, fmt.Errorf("%s: the view has %d steps and %d seats", spec.ID(), len(actions), len(by))
	}
	at, ok := any(P(&st)).(session.AtOnce[A])
	if !ok {
		return nil, fmt.Errorf("%s: %w", spec.ID(), session.ErrNotAtOnce)
	}
	steps := make([]session.Step[A], len(actions))
	for i, a := range actions {
		step := online.SeatedStep(at, by[i], a)
		step.Unit = i + 1
		if step.Seat == session.Table {
			err = spec.Online.FollowFor(&st, by[i], a)
		} else {
			err = at.ApplyFor(by[i], a)
		}
		if err != nil {
			return nil, fmt.Errorf("%s: the view's step %d: %w", spec.ID(), i+1, err)
		}
		steps[i] = step
	}
	return steps, nil
}
