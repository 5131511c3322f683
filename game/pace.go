package game

import (
	"fmt"
	"time"
)

// Computers is a session's computer seats as the table paces them: the
// seat to act thinks, and what it decided is shown a step at a time.
type Computers[A any] interface {
	Think() error
	Planned() bool
	PlayPlanned() (A, error)
}

// Pace is when a table shows the next move a computer decided.
type Pace struct{ next time.Time }

// PlayComputer lets the computer seat to act think, and plays its decided
// actions one at a time at the speed chosen (all at once at Instant). An
// error says the seat could not decide, or that the rules refused its
// plan; either way it decides again next time.
func PlayComputer[A any](p *Pace, c Computers[A], speed Speed) error {
	if err := c.Think(); err != nil {
		return fmt.Errorf("a computer seat could not decide: %w", err)
	}
	if !c.Planned() {
		p.next = time.Now().Add(speed.Step() / 2) // a thought is shown a moment after it is done
		return nil
	}
	for c.Planned() && !time.Now().Before(p.next) {
		if _, err := c.PlayPlanned(); err != nil {
			return fmt.Errorf("a computer seat's plan was refused: %w", err)
		}
		p.next = time.Now().Add(speed.Step())
		if speed != SpeedInstant {
			return nil
		}
	}
	return nil
}
