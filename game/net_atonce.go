package game

import (
	"time"

	"orbis/game/online"
	"orbis/game/session"
)

// A table whose seats act at once (Orbit's captains following an order)
// plays its own seat's steps as they are made, while the others' arrive in
// the server's order: the session's history is then the server's steps
// with the seat's own not yet sent back in between. The others' steps
// touch only their own seats, so the table stands as the server's does
// whatever the order; the seat's own steps, sent back by the server, are
// already on the table and are only counted.

// pumpAtOnce plays the queued server steps on a table played at once. It
// reports whether the table must be made again from the server's view.
func (n *Net[S, A, O, P]) pumpAtOnce(sess *session.Session[S, A, O, P], speed Speed) (remake bool) {
	for len(n.queue) > 0 {
		q := n.queue[0]
		switch {
		case q.n <= n.applied:
			n.queue = n.queue[1:]
			continue
		case q.n > n.applied+1:
			return n.remade(sess)
		case n.shared(q.n) && time.Now().Before(n.pace.next):
			return false // an order, and the end of a turn, at the table's pace
		}
		if q.step.Seat == n.Seat {
			mine := n.ownSteps(sess)
			if n.echoed >= len(mine) || n.Format(mine[n.echoed].Action) != q.step.Action {
				return n.remade(sess) // the server played the seat otherwise (its clock ran out)
			}
			n.echoed++
		} else {
			a, err := n.Parse(q.step.Action)
			if err != nil {
				return n.remade(sess)
			}
			step := session.Step[A]{Seat: q.step.Seat, Action: a, For: q.step.For}
			if sess.Follow(step) != nil {
				return n.remade(sess)
			}
		}
		n.applied++
		if n.shared(q.n) && speed != SpeedInstant {
			n.pace.next = time.Now().Add(speed.Step())
		}
		n.queue = n.queue[1:]
	}
	if n.restate {
		return n.remade(sess)
	}
	n.sendAtOnce(sess)
	return false
}

// shared reports whether the server's step number k concerned every seat.
func (n *Net[S, A, O, P]) shared(k int) bool {
	shared := true
	n.Client.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m != nil {
			shared = m.Shared(k)
		}
	})
	return shared
}

// ownSteps are the seat's own steps on the table, oldest first.
func (n *Net[S, A, O, P]) ownSteps(sess *session.Session[S, A, O, P]) []session.Step[A] {
	var out []session.Step[A]
	for _, h := range sess.History() {
		if h.Seat == n.Seat {
			out = append(out, h)
		}
	}
	return out
}

// sendAtOnce sends the seat's steps not yet sent once they are whole: the
// seat has finished (or waits for its refill), or a step of them concerns
// every seat (the General's order: the others wait for it).
func (n *Net[S, A, O, P]) sendAtOnce(sess *session.Session[S, A, O, P]) {
	hist := sess.History()
	var unsent []string
	whole := !sess.MayAct(n.Seat) || P(sess.State()).IsOver()
	count := 0
	for i, h := range hist {
		if h.Seat != n.Seat {
			continue
		}
		if count++; count > n.sentOwn {
			unsent = append(unsent, n.Format(h.Action))
			whole = whole || sess.SharedStep(i)
		}
	}
	if len(unsent) == 0 || !whole {
		return
	}
	confirmed := 0
	n.Client.With(func(m online.Match, _ []online.SeatState, _ int64) {
		if m != nil {
			confirmed = m.Steps()
		}
	})
	if err := n.Client.Act(confirmed, unsent); err != nil {
		return // offline: sent again once the connection is back
	}
	n.sentOwn = count
	sess.Commit()
}

// carryAtOnce keeps, for a table made anew, the seat's own steps the
// server has not sent back, unless it refused them.
func (n *Net[S, A, O, P]) carryAtOnce(sess *session.Session[S, A, O, P]) {
	n.carry = n.carry[:0]
	if n.refused {
		return
	}
	for _, h := range n.ownSteps(sess)[n.echoed:] {
		n.carry = append(n.carry, h.Action)
	}
}

// sync counts a table made from the server's view: every step on it is
// the server's, the seat's own among them sent and sent back.
func (n *Net[S, A, O, P]) sync(sess *session.Session[S, A, O, P]) {
	n.applied = len(sess.History())
	n.echoed = len(n.ownSteps(sess))
	n.sentOwn, n.synced = n.echoed, true
}

// statusAtOnce says what a table played at once waits for: nothing while
// the seat may act; the one seat to act by name (the General giving the
// order); otherwise how many captains still follow.
func (n *Net[S, A, O, P]) statusAtOnce(env *Env, sess *session.Session[S, A, O, P], code string) string {
	acting := sess.ToAct(nil)
	table, _ := n.Table()
	switch {
	case len(acting) == 0 || sess.MayAct(n.Seat):
		return ""
	case len(acting) == 1 && acting[0] < len(table):
		if table[acting[0]].Kind == "open" {
			return n.Invite.Waiting(env)
		}
		return env.T("online.waiting_for", table[acting[0]].Name, online.ShowCode(code))
	}
	return env.N("online.still_following", len(acting), len(acting), online.ShowCode(code))
}
