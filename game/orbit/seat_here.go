package orbit

// here is the seat whose moves this screen takes: online, where every
// captain follows at once, its own seat; otherwise the seat to act (one
// screen's captains one after another).
func (p *play) here() int {
	if p.net != nil && p.m.Sess.AtOnce() {
		return p.net.Seat
	}
	return p.m.State().CurrentPlayer()
}

// actorOf is the seat that played a step: the step names it (a table's
// step is the seat to act's).
func actorOf(e *event) int {
	if e.Step.Seat >= 0 {
		return e.Step.Seat
	}
	return e.Before.CurrentPlayer()
}
