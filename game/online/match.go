package online

import (
	"context"
	"fmt"
	"slices"

	"orbis/game/session"
)

// full is the server's match: the whole record, secrets included, played
// through a session whose table steps it draws itself.
type full[S any, A comparable, O any, P session.State[S, A, O], R any] struct {
	spec   *Spec[S, A, O, P, R]
	rec    R
	sess   *session.Session[S, A, O, P]
	shared []bool // at once: whether each step concerned every seat
}

func (m *full[S, A, O, P, R]) Players() int { return m.sess.Players() }
func (m *full[S, A, O, P, R]) Over() bool   { return P(m.sess.State()).IsOver() }
func (m *full[S, A, O, P, R]) Steps() int   { return len(m.sess.History()) }

func (m *full[S, A, O, P, R]) History(from int) []Step {
	h := m.sess.History()
	return stepsOf(h[min(max(from, 0), len(h)):], m.spec.FormatAction, m.spec.AtOnce)
}

func (m *full[S, A, O, P, R]) ToAct() int {
	if m.Over() {
		return -1
	}
	if m.spec.AtOnce {
		var buf [8]int
		if seats := m.sess.ToAct(buf[:0]); len(seats) > 0 {
			return seats[0]
		}
	}
	return P(m.sess.State()).CurrentPlayer()
}

func (m *full[S, A, O, P, R]) AtOnce() bool           { return m.spec.AtOnce }
func (m *full[S, A, O, P, R]) Acting(buf []int) []int { return m.sess.ToAct(buf) }
func (m *full[S, A, O, P, R]) LegalFor(seat int) []string {
	return formatAll(m.sess.LegalFor(seat, nil), m.spec.FormatAction)
}

func (m *full[S, A, O, P, R]) Shared(n int) bool {
	return !m.spec.AtOnce || n < 1 || n > len(m.shared) || m.shared[n-1]
}

func (m *full[S, A, O, P, R]) Moved(from, seat int) bool {
	if !m.spec.AtOnce {
		return from < m.Steps()
	}
	h := m.sess.History()
	for i := max(from, 0); i < len(h) && i < len(m.shared); i++ {
		if m.shared[i] || h[i].Seat == seat || (h[i].Seat == session.Table && h[i].For == seat) {
			return true
		}
	}
	return false
}

func (m *full[S, A, O, P, R]) Play(seat int, texts []string) ([]Step, error) {
	if m.Over() {
		return nil, fmt.Errorf("%s: %w", m.spec.ID, session.ErrOver)
	}
	if !m.sess.MayAct(seat) {
		return nil, fmt.Errorf("%s: seat %d: %w (seats %v may act)", m.spec.ID, seat, ErrNotToAct, m.sess.ToAct(nil))
	}
	if len(texts) == 0 {
		return nil, fmt.Errorf("%s: no action: %w", m.spec.ID, ErrIllegal)
	}
	actions := make([]A, len(texts))
	for i, t := range texts {
		a, err := m.spec.ParseAction(t)
		if err != nil {
			return nil, fmt.Errorf("%s: action %d %q: %w: %w", m.spec.ID, i+1, t, ErrIllegal, err)
		}
		actions[i] = a
	}
	from := len(m.sess.History())
	if err := m.sess.SubmitAll(seat, actions...); err != nil {
		return nil, fmt.Errorf("%s: %w: %w", m.spec.ID, ErrIllegal, err)
	}
	for _, e := range m.sess.Drain() { // a room reads its steps from the history
		if m.spec.AtOnce && e.Kind == session.Applied {
			was, is := any(&e.Before).(session.AtOnce[A]), any(&e.After).(session.AtOnce[A])
			m.shared = append(m.shared, !was.Simultaneous() || !is.Simultaneous())
		}
	}
	return stepsOf(m.sess.History()[from:], m.spec.FormatAction, m.spec.AtOnce), nil
}

func (m *full[S, A, O, P, R]) Follow(Step) error {
	return fmt.Errorf("%s: a full record plays its own table steps: %w", m.spec.ID, ErrViewOnly)
}

func (m *full[S, A, O, P, R]) Reveals(st Step) bool { return reveals(m.spec, st) }

func (m *full[S, A, O, P, R]) Legal() []string {
	return formatAll(P(m.sess.State()).LegalActions(nil), m.spec.FormatAction)
}

func (m *full[S, A, O, P, R]) Record() ([]byte, error) { return m.spec.Marshal(m.withSteps()) }

// withSteps is the record with the history's actions, and at once their
// seats.
func (m *full[S, A, O, P, R]) withSteps() R {
	r := m.spec.WithActions(m.rec, m.sess.Actions())
	if m.spec.AtOnce {
		r = m.spec.WithSeats(r, seatsOf(m.sess.History()))
	}
	return r
}

func (m *full[S, A, O, P, R]) View() ([]byte, error) {
	v, err := m.spec.View(m.withSteps())
	if err != nil {
		return nil, fmt.Errorf("%s: the view: %w", m.spec.ID, err)
	}
	return m.spec.Marshal(v)
}

func (m *full[S, A, O, P, R]) Scores() []int { return m.spec.Scores(P(m.sess.State())) }

// Ranks are the final places by seat with the game's tie-breaks, nil
// when the game ranks by score alone (Ranker).
func (m *full[S, A, O, P, R]) Ranks() []int {
	if m.spec.Ranks == nil {
		return nil
	}
	return m.spec.Ranks(P(m.sess.State()))
}

// DeciderFor reads the seat's observation now, for a decision made later
// away from the match (a server's worker, while the room plays on).
func (m *full[S, A, O, P, R]) DeciderFor(seat int) func(ctx context.Context, level string, seed uint64) ([]string, error) {
	st := *m.sess.State() // a copy of the state is a clone
	return func(ctx context.Context, level string, seed uint64) ([]string, error) {
		return decide(ctx, m.spec, P(&st), seat, level, seed)
	}
}

func (m *full[S, A, O, P, R]) Decide(ctx context.Context, seat int, level string, seed uint64) ([]string, error) {
	if !m.Over() && !m.sess.MayAct(seat) {
		return nil, fmt.Errorf("%s: seat %d: %w", m.spec.ID, seat, ErrNotToAct)
	}
	return decide(ctx, m.spec, m.sess.State(), seat, level, seed)
}

// view is a client's match: what every seat may know, kept in step by
// following the steps the server sends.
type view[S any, A comparable, O any, P session.State[S, A, O], R any] struct {
	spec    *Spec[S, A, O, P, R]
	rec     R
	state   S
	actions []A
	steps   []Step
	players int
	by      []int  // at once: the seat of each step
	shared  []bool // at once: whether each step concerned every seat
}

func (v *view[S, A, O, P, R]) Players() int { return v.players }
func (v *view[S, A, O, P, R]) Over() bool   { return P(&v.state).IsOver() }
func (v *view[S, A, O, P, R]) Steps() int   { return len(v.actions) }

func (v *view[S, A, O, P, R]) History(from int) []Step {
	return append([]Step(nil), v.steps[min(max(from, 0), len(v.steps)):]...)
}

func (v *view[S, A, O, P, R]) ToAct() int {
	if v.Over() {
		return -1
	}
	if seats := v.Acting(nil); v.spec.AtOnce && len(seats) > 0 {
		return seats[0]
	}
	return P(&v.state).CurrentPlayer()
}

func (v *view[S, A, O, P, R]) AtOnce() bool { return v.spec.AtOnce }

func (v *view[S, A, O, P, R]) Acting(buf []int) []int {
	switch {
	case v.Over():
		return buf
	case v.spec.AtOnce:
		return any(&v.state).(session.AtOnce[A]).ToAct(buf)
	}
	if _, chance := P(&v.state).Chance(); chance {
		return buf
	}
	return append(buf, P(&v.state).CurrentPlayer())
}

func (v *view[S, A, O, P, R]) Shared(n int) bool {
	return !v.spec.AtOnce || n < 1 || n > len(v.shared) || v.shared[n-1]
}

func (v *view[S, A, O, P, R]) Moved(from, seat int) bool {
	if !v.spec.AtOnce {
		return from < v.Steps()
	}
	return moved(v.steps, v.shared, from, seat)
}

func (v *view[S, A, O, P, R]) LegalFor(seat int) []string {
	var buf [8]int
	switch {
	case !slices.Contains(v.Acting(buf[:0]), seat):
		return nil
	case v.spec.AtOnce:
		return formatAll(any(&v.state).(session.AtOnce[A]).LegalActionsFor(seat, nil), v.spec.FormatAction)
	}
	return v.Legal()
}

func (v *view[S, A, O, P, R]) Play(int, []string) ([]Step, error) {
	return nil, fmt.Errorf("%s: %w", v.spec.ID, ErrViewOnly)
}

// Follow plays a step the server sent. A seat's step must be the seat to
// act's; a table's step must come when the table is due.
func (v *view[S, A, O, P, R]) Follow(st Step) error {
	a, err := v.spec.ParseAction(st.Action)
	if err != nil {
		return fmt.Errorf("%s: step %d %q: %w", v.spec.ID, len(v.actions)+1, st.Action, err)
	}
	_, chance := P(&v.state).Chance()
	switch {
	case v.Over():
		return fmt.Errorf("%s: step %d: %w", v.spec.ID, len(v.actions)+1, session.ErrOver)
	case v.spec.AtOnce:
		if err := v.followAtOnce(st, a); err != nil {
			return fmt.Errorf("%s: step %d: %w", v.spec.ID, len(v.actions)+1, err)
		}
		return nil
	case st.Seat == session.Table && !chance, st.Seat != session.Table && (chance || st.Seat != v.ToAct()):
		return fmt.Errorf("%s: step %d by seat %d: %w", v.spec.ID, len(v.actions)+1, st.Seat, ErrNotToAct)
	}
	if err := v.follow(a); err != nil {
		return fmt.Errorf("%s: step %d: %w", v.spec.ID, len(v.actions)+1, err)
	}
	return nil
}

func (v *view[S, A, O, P, R]) follow(a A) error {
	seat := P(&v.state).CurrentPlayer()
	if _, chance := P(&v.state).Chance(); chance {
		seat = session.Table
	}
	if err := v.spec.Follow(&v.state, a); err != nil {
		return fmt.Errorf("%w: %w", ErrIllegal, err)
	}
	v.actions = append(v.actions, a)
	v.steps = append(v.steps, Step{Seat: seat, Action: v.spec.FormatAction(a)})
	return nil
}

func (v *view[S, A, O, P, R]) Reveals(st Step) bool { return reveals(v.spec, st) }

func (v *view[S, A, O, P, R]) Legal() []string {
	if _, chance := P(&v.state).Chance(); chance {
		return nil // the table's step is the server's to make
	}
	return formatAll(P(&v.state).LegalActions(nil), v.spec.FormatAction)
}

func (v *view[S, A, O, P, R]) Record() ([]byte, error) {
	r := v.spec.WithActions(v.rec, v.actions)
	if v.spec.AtOnce {
		r = v.spec.WithSeats(r, v.by)
	}
	return v.spec.Marshal(r)
}

func (v *view[S, A, O, P, R]) View() ([]byte, error) { return v.Record() }

func (v *view[S, A, O, P, R]) Scores() []int { return v.spec.Scores(&v.state) }

func (v *view[S, A, O, P, R]) Decide(ctx context.Context, seat int, level string, seed uint64) ([]string, error) {
	var buf [8]int
	if !v.Over() && !slices.Contains(v.Acting(buf[:0]), seat) {
		return nil, fmt.Errorf("%s: seat %d: %w", v.spec.ID, seat, ErrNotToAct)
	}
	return decide(ctx, v.spec, &v.state, seat, level, seed)
}

// decide asks the ruleset's computer for the seat to act's turn, from its
// observation.
func decide[S any, A comparable, O any, P session.State[S, A, O], R any](ctx context.Context, spec *Spec[S, A, O, P, R], s P, seat int, level string, seed uint64) ([]string, error) {
	switch {
	case seat < 0 || s.IsOver():
		return nil, fmt.Errorf("%s: %w", spec.ID, session.ErrOver)
	case !spec.ValidLevel(level):
		return nil, fmt.Errorf("%s: no computer level %q", spec.ID, level)
	}
	if _, chance := s.Chance(); chance {
		return nil, fmt.Errorf("%s: the table's step is due, not a seat's", spec.ID)
	}
	actions, err := spec.Decide(ctx, level, seed, s.Observe(seat))
	if err != nil && len(actions) == 0 {
		return nil, fmt.Errorf("%s: seat %d: %w", spec.ID, seat, err)
	}
	return formatAll(actions, spec.FormatAction), nil
}

func reveals[S any, A comparable, O any, P session.State[S, A, O], R any](spec *Spec[S, A, O, P, R], st Step) bool {
	a, err := spec.ParseAction(st.Action)
	return err == nil && spec.Reveals(a)
}

func stepsOf[A any](history []session.Step[A], format func(A) string, atOnce bool) []Step {
	out := make([]Step, len(history))
	for i, h := range history {
		out[i] = Step{Seat: h.Seat, Action: format(h.Action)}
		if atOnce && h.Seat == session.Table {
			out[i] = TableFor(h.For, out[i].Action)
		}
	}
	return out
}

func formatAll[A any](actions []A, format func(A) string) []string {
	out := make([]string, len(actions))
	for i, a := range actions {
		out[i] = format(a)
	}
	return out
}
