package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"orbis/game/online"
)

// tally is a tiny game for the server's own tests, so that they need no
// real rules: the seats take turns adding 1, 2 or 3 to a tally, and the
// game ends when the tally reaches its goal. It can be told to panic when
// a unit is played, or a computer decides, on a given step.
type tally struct {
	id          string // "tally" when empty
	goal        int
	panicPlay   int // Play panics on the table after this many steps (0: never)
	panicDecide int // Decide panics on the table after this many steps (0: never)
	panicOpen   int // Open panics on a record of this many steps (0: never)
	most        int // the most seats (4 when zero)
	pad         int // bytes of padding in a dealt record, to make it large
}

func (g *tally) ID() string {
	if g.id == "" {
		return "tally"
	}
	return g.id
}

func (g *tally) Seats() (int, int) {
	if g.most > 0 {
		return 2, g.most
	}
	return 2, 4
}

func (g *tally) ValidLevel(level string) bool               { return level == "easy" }
func (g *tally) OpenView(view []byte) (online.Match, error) { return g.Open(view) }

// tallyRecord is the game's record: its seats and every step.
type tallyRecord struct {
	Seed  uint64        `json:"seed"`
	Seats int           `json:"seats"`
	Steps []online.Step `json:"steps"`
	Pad   string        `json:"pad,omitempty"`
}

func (g *tally) Deal(seats []online.SeatInfo, seed uint64) ([]byte, error) {
	return json.Marshal(tallyRecord{Seed: seed, Seats: len(seats), Steps: []online.Step{}, Pad: strings.Repeat("x", g.pad)})
}

func (g *tally) Open(record []byte) (online.Match, error) {
	var rec tallyRecord
	if err := json.Unmarshal(record, &rec); err != nil {
		return nil, fmt.Errorf("tally: the record: %w", err)
	}
	if g.panicOpen > 0 && len(rec.Steps) == g.panicOpen {
		panic(fmt.Sprintf("tally: told to panic opening a record of %d steps", g.panicOpen))
	}
	m := &tallyMatch{g: g, seed: rec.Seed, seats: rec.Seats}
	for i, st := range rec.Steps {
		if err := m.apply(st.Seat, st.Action); err != nil {
			return nil, fmt.Errorf("tally: step %d: %w", i+1, err)
		}
	}
	return m, nil
}

type tallyMatch struct {
	g     *tally
	seed  uint64
	seats int
	total int
	steps []online.Step
}

func (m *tallyMatch) Players() int { return m.seats }
func (m *tallyMatch) Over() bool   { return m.total >= m.g.goal }
func (m *tallyMatch) Steps() int   { return len(m.steps) }

func (m *tallyMatch) ToAct() int {
	if m.Over() {
		return -1
	}
	return len(m.steps) % m.seats
}

func (m *tallyMatch) History(from int) []online.Step {
	return append([]online.Step(nil), m.steps[min(max(from, 0), len(m.steps)):]...)
}

// apply plays one action, checked.
func (m *tallyMatch) apply(seat int, action string) error {
	n, err := strconv.Atoi(strings.TrimPrefix(action, "add "))
	switch {
	case m.Over():
		return errors.New("the game is over")
	case seat != m.ToAct():
		return fmt.Errorf("seat %d is not to act", seat)
	case err != nil || !strings.HasPrefix(action, "add ") || n < 1 || n > 3:
		return fmt.Errorf("not an action: %q", action)
	}
	m.total += n
	m.steps = append(m.steps, online.Step{Seat: seat, Action: action})
	return nil
}

func (m *tallyMatch) Play(seat int, actions []string) ([]online.Step, error) {
	if m.g.panicPlay > 0 && len(m.steps) == m.g.panicPlay {
		panic(fmt.Sprintf("tally: told to panic at step %d", m.g.panicPlay))
	}
	from := len(m.steps)
	for _, a := range actions {
		if err := m.apply(seat, a); err != nil {
			m.steps, m.total = m.steps[:from], m.total-m.added(from)
			return nil, err
		}
	}
	return m.History(from), nil
}

// added is what the steps from number from on added.
func (m *tallyMatch) added(from int) int {
	sum := 0
	for _, st := range m.steps[from:] {
		n, _ := strconv.Atoi(strings.TrimPrefix(st.Action, "add "))
		sum += n
	}
	return sum
}

func (m *tallyMatch) Follow(st online.Step) error { return m.apply(st.Seat, st.Action) }
func (m *tallyMatch) Reveals(online.Step) bool    { return false }
func (m *tallyMatch) Legal() []string             { return []string{"add 1", "add 2", "add 3"} }

func (m *tallyMatch) Record() ([]byte, error) {
	return json.Marshal(tallyRecord{Seed: m.seed, Seats: m.seats, Steps: m.History(0)})
}

func (m *tallyMatch) View() ([]byte, error) {
	return json.Marshal(tallyRecord{Seats: m.seats, Steps: m.History(0)})
}

func (m *tallyMatch) Scores() []int {
	out := make([]int, m.seats)
	for _, st := range m.steps {
		n, _ := strconv.Atoi(strings.TrimPrefix(st.Action, "add "))
		out[st.Seat] += n
	}
	return out
}

func (m *tallyMatch) Shared(int) bool            { return true }
func (m *tallyMatch) AtOnce() bool               { return false }
func (m *tallyMatch) Acting(buf []int) []int     { return seatBySeatActing(m, buf) }
func (m *tallyMatch) Moved(from, _ int) bool     { return from < m.Steps() }
func (m *tallyMatch) LegalFor(seat int) []string { return seatBySeatLegal(m, seat) }

func (m *tallyMatch) Decide(ctx context.Context, _ int, level string, seed uint64) ([]string, error) {
	if m.g.panicDecide > 0 && len(m.steps) == m.g.panicDecide {
		panic(fmt.Sprintf("tally: told to panic deciding at step %d", m.g.panicDecide))
	}
	return []string{"add 1"}, ctx.Err()
}

// seatBySeatActing and seatBySeatLegal are the several-seats methods of a
// test's match whose seats act one after another.
func seatBySeatActing(m interface{ ToAct() int }, buf []int) []int {
	if seat := m.ToAct(); seat >= 0 {
		buf = append(buf, seat)
	}
	return buf
}

func seatBySeatLegal(m interface {
	ToAct() int
	Legal() []string
}, seat int) []string {
	if seat != m.ToAct() {
		return nil
	}
	return m.Legal()
}
