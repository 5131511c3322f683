package ai

import (
	"context"
	"math"
	"math/rand/v2"
	"time"

	rules "orbis/rules/orbis"
)

// Search is an open-loop Information Set MCTS (Cowling, Powley & Whitehouse
// 2012) over whole-turn moves. Each iteration samples a fresh order of the
// unseen tiles from the observation, walks the tree of move sequences
// choosing among the moves available in that sample (UCB1 with
// availability counts), expands one move, plays a short heuristic rollout
// and backs up one reward per player (max^n).
//
// A Search is steppable: Step and Run may be called again and again, so a
// browser build can search a few milliseconds per frame. With a fixed
// number of iterations and seed its result is reproducible.
type Search struct {
	obs   rules.Observation
	seat  int
	rng   *rand.Rand
	v     *valuer
	pol   *policy
	opts  searchOptions
	nodes []node
	iters int

	// Scratch, reused by every iteration.
	moves      []scoredMove
	root       []scoredMove // the root's candidates, once rootListed (rootCandidates)
	rootListed bool
	index      []int16 // moveIndex of each of moves
	path       []int32
	stamp      [moveIndexes]int32 // per move index: negative while available and untried
	err        error              // the first internal error; it stops the search

	// Analysis: a root move searched even when the candidates prune it
	// (the move a player chose), and the estimated final scores summed
	// over the iterations at the root.
	include    scoredMove
	hasInclude bool
	rootEst    [rules.MaxPlayers]float64
	rootReward [rules.MaxPlayers]float64
}

// searchOptions tune the search.
type searchOptions struct {
	exploration  float32 // UCB1 constant
	priorWeight  float32 // progressive bias from the heuristic, fading with visits
	rolloutTurns int     // turns played by the rollout policy before evaluating; <0: to the end
	epsilon      float32 // rollout: chance of a random candidate instead of the best
	rewardScale  float32 // CP lead that counts as a clear win in the reward
	tree, roll   breadth
	style        Style // the searching seat's liking, added to its own estimate
	// Progressive widening: a node tries a new move only while it has
	// fewer than widen*visits^widenPower children (widen 0: every move).
	widen, widenPower float32
}

// expertSearch is Expert's tuning of the same search. Progressive widening
// is what makes it stronger at the same think time: a node tries its
// moves best prior first and a new one only as its visits grow (about
// their square root), so the iterations go deeper into the likely lines
// (the opponents' best replies among them) instead of trying every
// candidate everywhere. With it, a sharper reward, less exploration and
// longer rollouts did as well or better in arena games against Hard
// (docs/performance.md, "Computer players: speed and strength").
var expertSearch = searchOptions{
	exploration: 0.4, priorWeight: 1.5, rolloutTurns: 10, epsilon: 0.1, rewardScale: 2,
	tree: breadth{faceUp: 3, wild: 2}, roll: breadth{faceUp: 1, wild: 1},
	widen: 1, widenPower: 0.5,
}

var defaultSearch = searchOptions{
	exploration: 0.7, priorWeight: 1.0, rolloutTurns: 6, epsilon: 0.15, rewardScale: 3,
	tree: breadth{faceUp: 3, wild: 2}, roll: breadth{faceUp: 1, wild: 1},
}

// hardManySearch is Hard's tuning for 3 and 4 players: rollouts of 10
// turns see every seat's plans play out (6 turns are hardly more than a
// round there), with a sharper reward and less exploration. Against three
// Medium players it won 67% of 200 games, the 2-player tuning 52-62% of
// each 100 (docs/performance.md).
var hardManySearch = searchOptions{
	exploration: 0.4, priorWeight: 1.0, rolloutTurns: 10, epsilon: 0.15, rewardScale: 2,
	tree: breadth{faceUp: 3, wild: 2}, roll: breadth{faceUp: 1, wild: 1},
}

// wideEnough reports whether a node of the given visits has as many
// children as progressive widening lets it have.
func (o *searchOptions) wideEnough(children int, visits int32) bool {
	if o.widen <= 0 {
		return false
	}
	limit := float64(visits + 1)
	if o.widenPower == 0.5 {
		limit = math.Sqrt(limit) // the usual power, without a call
	} else {
		limit = math.Pow(limit, float64(o.widenPower))
	}
	return float32(children) >= o.widen*float32(limit)
}

// node is one move in the tree of move sequences: 32 bytes, so that a
// node never straddles two cache lines (walking the siblings is the
// tree's cost); its move is kept as its index.
type node struct {
	index   int16 // moveIndex of the move
	mover   int8  // the seat that plays the move
	child   int32 // first child, -1 for none
	sibling int32 // next sibling, -1 for none
	visits  int32
	avail   int32 // iterations in which the move was available
	prior   float32
	margin  float32 // summed estimated final margin of the searching seat (score less the best other)
	reward  float32 // summed reward of the mover: selection weighs nothing else (max^n)
}

// moveIndexes bounds the compact move index: 9 positions x 16 placement
// targets x face-up/wild, the gods, and finishing a turn.
const moveIndexes = rules.DisplaySize*rules.PlaceTargets*2 + int(rules.NumGods) + 1

// move returns the node's move.
func (n *node) move() Move { return moveAt(int(n.index)) }

// moveAt is the move of a move index, moveIndex's inverse.
func moveAt(i int) Move {
	const gods = rules.DisplaySize * rules.PlaceTargets * 2
	switch {
	case i == moveIndexes-1:
		return finishMove
	case i >= gods:
		return Move{God: rules.God(i - gods), Pos: -1, Slot: -1}
	}
	return Move{God: rules.NoGod, Pos: int8(i / 2 / rules.PlaceTargets), Slot: int8(i / 2 % rules.PlaceTargets), Wild: i%2 == 1}
}

func moveIndex(m Move) int {
	switch {
	case m.IsGod():
		return rules.DisplaySize*rules.PlaceTargets*2 + int(m.God)
	case m.Slot < 0:
		return moveIndexes - 1
	}
	i := (int(m.Pos)*rules.PlaceTargets + int(m.Slot)) * 2
	if m.Wild {
		i++
	}
	return i
}

// NewSearch starts a search for the observing seat, which must be the seat
// to act.
func NewSearch(obs *rules.Observation, seed uint64) *Search {
	return newSearch(obs, seed, MaxNodes)
}

// MaxNodes bounds a search's tree (about 2.4 MB): its nodes are allocated
// at the start, so that an iteration allocates nothing; once they are all
// used, iterations go on without growing the tree.
const MaxNodes = 1 << 16

// newSearch starts a search whose tree holds at most nodes nodes.
func newSearch(obs *rules.Observation, seed uint64, nodes int) *Search {
	v := newValuer()
	s := &Search{
		obs: *obs, seat: obs.Seat(), rng: rand.New(rand.NewPCG(seed, 0x15_3c75)),
		v: v, pol: newPolicy(v), opts: defaultSearch,
		nodes: make([]node, 1, max(2, min(nodes, MaxNodes))), moves: make([]scoredMove, 0, 128), root: make([]scoredMove, 0, 128), index: make([]int16, 0, 128), path: make([]int32, 0, 64),
	}
	s.nodes[0] = node{child: -1, sibling: -1, mover: -1}
	return s
}

// Iterations returns the number of iterations run so far.
func (s *Search) Iterations() int { return s.iters }

// Step runs n iterations. An error means a bug in the AI or the engine:
// the search stops and keeps what it found so far.
func (s *Search) Step(n int) error {
	for range n {
		if s.err != nil {
			return s.err
		}
		s.iterate()
	}
	return s.err
}

// Run iterates until ctx is done, the deadline passes (zero: none) or
// maxIterations have run in total (<= 0: no limit); it returns ctx's error
// when ctx ended it.
func (s *Search) Run(ctx context.Context, deadline time.Time, maxIterations int) error {
	for {
		if s.err != nil {
			return s.err
		}
		if maxIterations > 0 && s.iters >= maxIterations {
			return nil
		}
		// Check the clock and the context every few iterations only.
		if s.iters%16 == 0 {
			if err := ctx.Err(); err != nil {
				return err
			}
			if !deadline.IsZero() && time.Now().After(deadline) {
				return nil
			}
		}
		s.iterate()
	}
}

// Best returns the most visited move at the root, or the best move by the
// heuristic before any iteration.
func (s *Search) Best() Move {
	best, visits := int32(-1), int32(-1)
	for c := s.nodes[0].child; c >= 0; c = s.nodes[c].sibling {
		if n := &s.nodes[c]; n.visits > visits || n.visits == visits && n.prior > s.nodes[best].prior {
			best, visits = c, n.visits
		}
	}
	if best >= 0 {
		return s.nodes[best].move()
	}
	st := s.obs.Public()
	s.moves = s.v.appendMoves(s.moves[:0], &st, s.opts.tree)
	return bestScored(s.moves).Move
}

// Settled reports whether the most visited root move stays the most
// visited whatever the next left iterations do: they cannot all go to one
// rival and make up the gap. Best cannot change, so thinking on is wasted.
func (s *Search) Settled(left int) bool {
	first, second := int32(-1), int32(-1)
	for c := s.nodes[0].child; c >= 0; c = s.nodes[c].sibling {
		switch v := s.nodes[c].visits; {
		case v > first:
			first, second = v, first
		case v > second:
			second = v
		}
	}
	return first >= 0 && int(first-max(second, 0)) > left
}

// RootStats reports, for each move tried at the root, its visits and its
// mean reward for the searching seat.
func (s *Search) RootStats() []MoveStat {
	var out []MoveStat
	for c := s.nodes[0].child; c >= 0; c = s.nodes[c].sibling {
		n := &s.nodes[c]
		visits := float32(max(1, n.visits))
		out = append(out, MoveStat{Move: n.move(), Visits: int(n.visits), Mean: float64(n.reward / visits), Margin: float64(n.margin / visits)})
	}
	return out
}

// MoveStat is one root move's statistics.
type MoveStat struct {
	Move   Move
	Visits int
	Mean   float64 // mean reward for the searching seat: its estimated chance to win
	Margin float64 // mean estimated final margin of the searching seat, in CP
}

func bestScored(moves []scoredMove) scoredMove {
	best := moves[0]
	for _, m := range moves[1:] {
		if m.value > best.value {
			best = m
		}
	}
	return best
}

// iterate runs one iteration: determinize, select, expand, roll out, back up.
func (s *Search) iterate() {
	s.iters++
	st := s.obs.Determinize(s.rng)
	cur := int32(0)
	s.path = append(s.path[:0], 0)
	for !st.IsOver() {
		if cur == 0 {
			s.moves = append(s.moves[:0], s.rootCandidates(&st)...)
		} else {
			s.moves = s.v.appendMoves(s.moves[:0], &st, s.opts.tree)
		}
		mover := st.CurrentPlayer()
		s.index = s.index[:0]
		for i := range s.moves {
			idx := int16(moveIndex(s.moves[i].Move))
			s.index = append(s.index, idx)
			s.stamp[idx] = -(int32(i) + 1) // available, not yet a child
		}
		// Count availability and find the best available child.
		var bestChild int32 = -1
		bestScore := float32(math.Inf(-1))
		maxPrior := bestScored(s.moves).value
		children := 0
		for c := s.nodes[cur].child; c >= 0; c = s.nodes[c].sibling {
			children++
			n := &s.nodes[c]
			idx := n.index
			if s.stamp[idx] >= 0 {
				continue // not available in this determinization
			}
			s.stamp[idx] = 0 // available and already a child
			n.avail++
			score := n.reward/float32(n.visits) +
				s.opts.exploration*float32(math.Sqrt(float64(logOf(n.avail)/float32(n.visits)))) +
				s.opts.priorWeight*(n.prior-maxPrior)/(rewardSpan*float32(n.visits+1))
			if score > bestScore {
				bestChild, bestScore = c, score
			}
		}
		// Expand the best untried move, if any.
		untried := -1
		for i, idx := range s.index {
			if s.stamp[idx] < 0 && (untried < 0 || s.moves[i].value > s.moves[untried].value) {
				untried = i
			}
		}
		for _, idx := range s.index {
			s.stamp[idx] = 0
		}
		if untried >= 0 && bestChild >= 0 && s.opts.wideEnough(children, s.nodes[cur].visits) {
			untried = -1 // wide enough for its visits: choose among the children
		}
		if untried >= 0 && (len(s.nodes) < cap(s.nodes) || bestChild < 0) {
			m := s.moves[untried]
			if len(s.nodes) < cap(s.nodes) {
				s.path = append(s.path, s.addChild(cur, m, int8(mover)))
			} // else the tree is full: roll out from the move without a node
			if err := s.pol.play(&st, m.Move, true); err != nil {
				s.err = err // a candidate move is legal by construction
				return
			}
			break
		}
		if bestChild < 0 {
			break // no move at all: cannot happen in a legal state
		}
		if err := s.pol.play(&st, s.nodes[bestChild].move(), true); err != nil {
			s.err = err
			return
		}
		cur = bestChild
		s.path = append(s.path, cur)
	}
	est, err := s.rollout(&st)
	if err != nil {
		s.err = err
		return
	}
	if s.opts.style != Plain {
		est[s.seat] += styleBonus(s.opts.style, &st, s.seat)
	}
	reward := rewards(est, &st, s.opts.rewardScale)
	margin := lead(est, st.NumPlayers(), s.seat)
	for q := range est {
		s.rootEst[q] += float64(est[q])
		s.rootReward[q] += float64(reward[q])
	}
	s.nodes[0].visits++
	s.nodes[0].margin += margin
	for _, i := range s.path[1:] {
		n := &s.nodes[i]
		n.visits++
		n.margin += margin
		n.reward += reward[n.mover]
	}
}

// rootCandidates returns the candidate moves at the root, listed in the
// first iteration: the piles' order, all that a determinization draws,
// changes nothing before the first move.
func (s *Search) rootCandidates(st *rules.State) []scoredMove {
	if !s.rootListed {
		s.root = s.v.appendMoves(s.root[:0], st, s.opts.tree)
		if s.hasInclude {
			s.root = appendMissing(s.root, s.include)
		}
		s.rootListed = true
	}
	return s.root
}

// lead is seat q's estimated margin: its score less the best other's.
func lead(est [rules.MaxPlayers]float32, players, q int) float32 {
	best := float32(math.Inf(-1))
	for o := range players {
		if o != q {
			best = max(best, est[o])
		}
	}
	return est[q] - best
}

// appendMissing appends m to the candidates unless it is among them.
func appendMissing(moves []scoredMove, m scoredMove) []scoredMove {
	for i := range moves {
		if moves[i].Move == m.Move {
			return moves
		}
	}
	return append(moves, m)
}

// logOf is the natural logarithm of a visit count: a table lookup for the
// counts a search mostly meets, where the logarithm would be a call.
func logOf(n int32) float32 {
	if n < int32(len(logTable)) {
		return logTable[n]
	}
	return float32(math.Log(float64(n)))
}

var logTable = func() (t [1 << 14]float32) {
	for i := 1; i < len(t); i++ {
		t[i] = float32(math.Log(float64(i)))
	}
	return t
}()

// rewardSpan scales heuristic move values (CP) into reward units for the
// progressive bias.
const rewardSpan = 4

func (s *Search) addChild(parent int32, m scoredMove, mover int8) int32 {
	idx := int32(len(s.nodes))
	s.nodes = append(s.nodes, node{mover: mover, index: int16(moveIndex(m.Move)), child: -1, sibling: s.nodes[parent].child, avail: 1, prior: m.value})
	s.nodes[parent].child = idx
	return idx
}

// rollout plays a few turns with the heuristic policy (epsilon-greedy over
// the quick values), then estimates every player's final score.
func (s *Search) rollout(st *rules.State) ([rules.MaxPlayers]float32, error) {
	for turns := 0; !st.IsOver() && (s.opts.rolloutTurns < 0 || turns < s.opts.rolloutTurns); turns++ {
		s.moves = s.v.appendMoves(s.moves[:0], st, s.opts.roll)
		m := bestScored(s.moves)
		if s.rng.Float32() < s.opts.epsilon {
			m = s.moves[s.rng.IntN(len(s.moves))]
		}
		if err := s.pol.play(st, m.Move, true); err != nil {
			return [rules.MaxPlayers]float32{}, err
		}
	}
	return s.v.evaluate(st), nil
}

// rewards turns estimated final scores into rewards in [0,1]: a logistic of
// each player's lead over the best other player.
func rewards(est [rules.MaxPlayers]float32, st *rules.State, scale float32) (r [rules.MaxPlayers]float32) {
	n := st.NumPlayers()
	for q := range n {
		r[q] = 1 / (1 + float32(math.Exp(float64(-lead(est, n, q)/scale))))
	}
	return r
}

// Plan expands the best root move into the actions of the rest of the
// turn, on the observed state.
func (s *Search) Plan() ([]rules.Action, error) {
	st := s.obs.Public()
	return s.pol.playMove(&st, s.Best(), nil, true)
}
