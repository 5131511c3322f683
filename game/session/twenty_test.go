package session

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"time"
)

// twenty is a tiny game for the session's tests, proof that the session
// knows no ruleset: two seats take turns adding 1 or 2 to a total (at most
// twice a turn) and then end the turn; the table then draws a card from a
// hidden deck and adds it. The first turn to bring the total to 20 or more
// ends the game.
type twenty struct {
	total, turn, added int
	ended, over        bool
	deck               [8]int // the hidden order; deck[top:] is still to come
	top                int
}

type move struct {
	kind byte // 'a' add n, 'e' end the turn, 'd' the table draws card n
	n    int
}

func (m move) String() string { return fmt.Sprintf("%c%d", m.kind, m.n) }

// view is what a seat sees: everything but the deck's order.
type view struct {
	total, turn, added int
	ended              bool
	left               []int // the cards still to come, sorted
}

func newTwenty(seed uint64) twenty {
	g := twenty{deck: [8]int{1, 2, 3, 4, 5, 6, 7, 8}}
	r := rand.New(rand.NewPCG(seed, 1))
	r.Shuffle(len(g.deck), func(i, j int) { g.deck[i], g.deck[j] = g.deck[j], g.deck[i] })
	return g
}

func (g *twenty) CurrentPlayer() int {
	if g.over {
		return -1
	}
	return g.turn % 2
}

func (g *twenty) IsOver() bool { return g.over }

func (g *twenty) LegalActions(dst []move) []move {
	switch {
	case g.over:
	case g.ended:
		for _, c := range g.deck[g.top:] {
			dst = append(dst, move{'d', c})
		}
	default:
		if g.added < 2 {
			dst = append(dst, move{'a', 1}, move{'a', 2})
		}
		dst = append(dst, move{'e', 0})
	}
	return dst
}

func (g *twenty) Apply(m move) error {
	if !slices.Contains(g.LegalActions(nil), m) {
		return errors.New("illegal move " + m.String())
	}
	switch m.kind {
	case 'a':
		g.total += m.n
		g.added++
	case 'e':
		g.ended = true
		if g.top == len(g.deck) || g.total >= 20 {
			g.pass()
		}
	case 'd':
		i := slices.Index(g.deck[g.top:], m.n) + g.top
		g.deck[i], g.deck[g.top] = g.deck[g.top], g.deck[i]
		g.top++
		g.total += m.n
		g.pass()
	}
	return nil
}

func (g *twenty) pass() {
	g.ended, g.added = false, 0
	g.turn++
	g.over = g.total >= 20
}

func (g *twenty) Chance() (move, bool) {
	if !g.ended || g.over {
		return move{}, false
	}
	return move{'d', g.deck[g.top]}, true
}

func (g *twenty) Observe(seat int) view {
	left := slices.Clone(g.deck[g.top:])
	slices.Sort(left)
	return view{total: g.total, turn: g.turn, added: g.added, ended: g.ended, left: left}
}

type twentySession = Session[twenty, move, view, *twenty]

// greedyTurn is a computer's turn at twenty: it adds 2 twice, then ends,
// working a little at a time so that a Job runs it.
type greedyTurn struct {
	steps int // how many Steps it takes to decide
	plan  []move
}

func (w *greedyTurn) Step(time.Duration) bool {
	if w.steps--; w.steps > 0 {
		return false
	}
	w.plan = []move{{'a', 2}, {'a', 2}, {'e', 0}}
	return true
}

func (w *greedyTurn) Actions() ([]move, error) { return w.plan, nil }

// greedy is the controller of a seat the greedy computer plays.
func greedy(stepped bool) *Computer[move, view] {
	return &Computer[move, view]{
		Start:   func(view) (Turn[move], error) { return &greedyTurn{steps: 3}, nil },
		Stepped: stepped, Slice: time.Millisecond,
	}
}
