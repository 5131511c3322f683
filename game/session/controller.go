package session

// Controller plays a seat: a person at this screen, a computer, and later a
// player at the other end of a network.
type Controller[A any, O any] interface {
	// Local reports whether a person at this screen plays the seat: the
	// table takes their moves from the pointer and the keys.
	Local() bool
	// Begin starts deciding the seat's turn from what it sees. A person's
	// controller has nothing to do.
	Begin(obs O)
	// Poll returns the turn's actions once they are decided; ready is
	// false while deciding, and always for a person.
	Poll() (actions []A, ready bool, err error)
	// Stop abandons what was begun.
	Stop()
}

// Person is the controller of a seat played at this screen.
type Person[A any, O any] struct{}

func (Person[A, O]) Local() bool              { return true }
func (Person[A, O]) Begin(O)                  {}
func (Person[A, O]) Poll() ([]A, bool, error) { return nil, false, nil }
func (Person[A, O]) Stop()                    {}
