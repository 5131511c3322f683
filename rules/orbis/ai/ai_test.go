package ai

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	rules "orbis/rules/orbis"
)

// playFor applies a whole plan and fails on an illegal action or a plan that
// does not end the turn.
func playFor(t *testing.T, st *rules.State, plan []rules.Action) {
	t.Helper()
	if len(plan) == 0 || plan[len(plan)-1] != rules.EndTurn() {
		t.Fatalf("plan %v does not end the turn", plan)
	}
	turn := st.Turn()
	for i, a := range plan {
		if err := st.Apply(a); err != nil {
			t.Fatalf("plan %v, action %d: %v", plan, i, err)
		}
	}
	if draw, ok := st.Chance(); ok { // the table's draw follows the turn
		if err := st.Apply(draw); err != nil {
			t.Fatal(err)
		}
	}
	if st.Turn() != turn+1 {
		t.Fatalf("plan %v did not pass the turn", plan)
	}
}

// twinStates plays turns of random play from a seed and returns the state
// twice: once as dealt, once from a setup whose not-yet-drawn pile tiles are
// in another order. The two differ only in the hidden order.
func twinStates(t *testing.T, players, turns int, seed uint64) (a, b rules.State) {
	t.Helper()
	su, err := rules.NewSetup(rules.Config{Players: players, Seed: seed, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	a, _ = rules.FromSetup(su)
	r := rand.New(rand.NewPCG(seed, 9))
	var played, legal []rules.Action
	for a.Turn() < turns {
		legal = a.LegalActions(legal[:0])
		x := legal[r.IntN(len(legal))]
		if err := a.Apply(x); err != nil {
			t.Fatal(err)
		}
		played = append(played, x)
	}
	other := su
	for l := range other.Piles {
		drawn := len(su.Piles[l]) - a.PileSize(l+1)
		pile := slices.Clone(su.Piles[l])
		rest := pile[drawn:]
		slices.Reverse(rest)
		r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
		other.Piles[l] = pile
	}
	b, err = rules.FromSetup(other)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range played {
		if err := b.Apply(x); err != nil {
			t.Fatal(err)
		}
	}
	if slices.Equal(a.PileTiles(3), b.PileTiles(3)) && a.PileSize(3) > 1 {
		t.Fatal("the twin states have the same hidden order")
	}
	return a, b
}

func TestDecisionsIgnoreHiddenPileOrder(t *testing.T) {
	for _, level := range []Level{Easy, Medium, Hard} {
		for _, tc := range []struct{ players, turns int }{{2, 0}, {2, 9}, {3, 14}, {4, 27}} {
			for seed := range uint64(3) {
				a, b := twinStates(t, tc.players, tc.turns, seed+10)
				var plans [2][]rules.Action
				for i, st := range []*rules.State{&a, &b} {
					p, err := NewPlayer(Config{Level: level, Seed: 77, Iterations: 300})
					if err != nil {
						t.Fatal(err)
					}
					obs := st.Observe(st.CurrentPlayer())
					if plans[i], err = p.PlanTurn(context.Background(), &obs); err != nil {
						t.Fatal(err)
					}
				}
				if !slices.Equal(plans[0], plans[1]) {
					t.Fatalf("%v, %d players, turn %d, seed %d: the hidden order changed the decision: %v vs %v",
						level, tc.players, tc.turns, seed, plans[0], plans[1])
				}
			}
		}
	}
}

func TestHardIsReproducible(t *testing.T) {
	a, _ := twinStates(t, 3, 6, 4)
	var plans [2][]rules.Action
	for i := range plans {
		p, _ := NewPlayer(Config{Level: Hard, Seed: 5, Iterations: 500})
		obs := a.Observe(a.CurrentPlayer())
		var err error
		if plans[i], err = p.PlanTurn(context.Background(), &obs); err != nil {
			t.Fatal(err)
		}
	}
	if !slices.Equal(plans[0], plans[1]) {
		t.Fatalf("same seed and iterations, different plans: %v vs %v", plans[0], plans[1])
	}
}

// TestSearchIsSteppable: a search run in slices ends where one run of the
// same length does.
func TestSearchIsSteppable(t *testing.T) {
	st, _ := twinStates(t, 2, 4, 6)
	obs := st.Observe(st.CurrentPlayer())
	whole, sliced := NewSearch(&obs, 3), NewSearch(&obs, 3)
	if err := whole.Step(400); err != nil {
		t.Fatal(err)
	}
	for range 40 {
		if err := sliced.Step(10); err != nil {
			t.Fatal(err)
		}
	}
	if whole.Best() != sliced.Best() || !slices.Equal(whole.RootStats(), sliced.RootStats()) {
		t.Fatalf("stepped search differs: %v vs %v", whole.Best(), sliced.Best())
	}
	if sliced.Iterations() != 400 {
		t.Fatalf("%d iterations", sliced.Iterations())
	}
}

// TestThinkingInSlicesPlansLikeOneGo: a turn planned in short slices (the
// browser's way) is the turn PlanTurn gives, for every level.
func TestThinkingInSlicesPlansLikeOneGo(t *testing.T) {
	st, _ := twinStates(t, 3, 5, 8)
	obs := st.Observe(st.CurrentPlayer())
	for _, level := range []Level{Easy, Medium, Hard} {
		cfg := Config{Level: level, Seed: 9, Iterations: 300}
		whole, _ := NewPlayer(cfg)
		want, err := whole.PlanTurn(context.Background(), &obs)
		if err != nil {
			t.Fatal(err)
		}
		sliced, _ := NewPlayer(cfg)
		th, err := sliced.BeginTurn(&obs)
		if err != nil {
			t.Fatal(err)
		}
		steps := 0
		for !th.Step(time.Microsecond) {
			steps++
		}
		if level == Hard && steps < 2 {
			t.Errorf("%v: decided in %d slices of 1µs, want several", level, steps)
		}
		got, err := th.Actions()
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%v: sliced plan %v, one-go plan %v", level, got, want)
		}
	}
}

// TestThinkingStopsAtItsBudget: without fixed iterations, Hard is decided
// once its thinking time is spent, however it was sliced.
func TestThinkingStopsAtItsBudget(t *testing.T) {
	st, _ := twinStates(t, 2, 4, 10)
	obs := st.Observe(st.CurrentPlayer())
	p, _ := NewPlayer(Config{Level: Hard, Seed: 2, Budget: 30 * time.Millisecond, NoEarlyStop: true})
	th, err := p.BeginTurn(&obs)
	if err != nil {
		t.Fatal(err)
	}
	if th.Decided() {
		t.Fatal("decided before thinking")
	}
	for range 1000 {
		if th.Step(5 * time.Millisecond) {
			break
		}
	}
	if !th.Decided() || th.spent < 30*time.Millisecond {
		t.Fatalf("decided %v after %v of a 30ms budget", th.Decided(), th.spent)
	}
	plan, err := th.Actions()
	if err != nil {
		t.Fatal(err)
	}
	playFor(t, &st, plan)
}

func TestHardIsCancellable(t *testing.T) {
	st, _ := twinStates(t, 4, 5, 7)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, _ := NewPlayer(Config{Level: Hard, Seed: 1}) // default budget, cut short at once
	obs := st.Observe(st.CurrentPlayer())
	plan, err := p.PlanTurn(ctx, &obs)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("error %v, want context.Canceled", err)
	}
	playFor(t, &st, plan) // the best so far is still a legal turn
}

// TestPlansFromEveryPhase: a player asked in the middle of a turn (a resumed
// game, a hint after the tile is taken) finishes it legally.
func TestPlansFromEveryPhase(t *testing.T) {
	phases := map[rules.Phase]int{}
	var legal []rules.Action
	for seed := range uint64(120) {
		players := 2 + int(seed%3)
		st, _, err := rules.NewGame(rules.Config{Players: players, Seed: seed, StartPlayer: -1})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 3))
		stop := r.IntN(40 * players)
		for i := 0; i < stop && !st.IsOver(); i++ {
			legal = st.LegalActions(legal[:0])
			if err := st.Apply(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if draw, ok := st.Chance(); ok { // no seat acts while the table draws
			if err := st.Apply(draw); err != nil {
				t.Fatal(err)
			}
		}
		if st.IsOver() {
			continue
		}
		phases[st.Phase()]++
		level := Level(1 + seed%3)
		p, _ := NewPlayer(Config{Level: level, Seed: seed, Iterations: 40})
		obs := st.Observe(st.CurrentPlayer())
		plan, err := p.PlanTurn(context.Background(), &obs)
		if err != nil {
			t.Fatalf("seed %d, %v, phase %v: %v", seed, level, st.Phase(), err)
		}
		playFor(t, &st, plan)
	}
	for _, ph := range []rules.Phase{rules.PhaseChoose, rules.PhasePlace, rules.PhaseFinish} {
		if phases[ph] == 0 {
			t.Errorf("no state in the %v phase was tried", ph)
		}
	}
}

func TestPlanTurnRefusesWrongSeatAndFinishedGame(t *testing.T) {
	st, _ := twinStates(t, 2, 3, 8)
	p, _ := NewPlayer(Config{Level: Medium})
	obs := st.Observe(1 - st.CurrentPlayer())
	if _, err := p.PlanTurn(context.Background(), &obs); err == nil || !strings.Contains(err.Error(), "to act") {
		t.Fatalf("planning for the seat not to act: %v", err)
	}
	res, err := PlayGame(context.Background(), []Seat{{Name: "easy"}, {Name: "easy"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	end, _ := res.Record.Replay()
	obs = end.Observe(0)
	if _, err := p.PlanTurn(context.Background(), &obs); err == nil {
		t.Fatal("planning after the end succeeds")
	}
	if _, err := NewPlayer(Config{Level: 9}); err == nil {
		t.Fatal("level 9 accepted")
	}
}

// TestLevelsAreOrdered plays short fixed-seed matches: each level must beat
// the one below clearly. (The arena measures the real margins.)
func TestLevelsAreOrdered(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 60 games")
	}
	for _, tc := range []struct {
		strong, weak string
		games        int
		minWins      float64
	}{
		{"easy", Random, 20, 19},
		{"medium", "easy", 30, 18},
		{"hard", "medium", 10, 6},
	} {
		arena := Arena{Seats: []Seat{{Name: tc.strong, Iterations: 1500}, {Name: tc.weak, Iterations: 1500}}, Games: tc.games, Seed: 100}
		st, err := arena.Run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if st[0].AI != tc.strong {
			st[0], st[1] = st[1], st[0]
		}
		if st[0].Wins < tc.minWins {
			t.Errorf("%s won %.1f of %d against %s, want at least %.0f", tc.strong, st[0].Wins, tc.games, tc.weak, tc.minWins)
		}
	}
}

func TestHintSuggestsALegalTurnWithItsOutcome(t *testing.T) {
	for seed := range uint64(12) {
		st, _ := twinStates(t, 2+int(seed%3), int(seed*2), seed)
		p, _ := NewPlayer(Config{Level: Medium, Seed: seed})
		obs := st.Observe(st.CurrentPlayer())
		h, err := p.Suggest(context.Background(), &obs)
		if err != nil {
			t.Fatal(err)
		}
		o := h.Outcome
		switch {
		case h.Move.IsGod():
			if o.God != h.Move.God || o.Tile != rules.NoTile {
				t.Fatalf("a god move %v with the outcome %+v", h.Move, o)
			}
		default:
			if o.God != rules.NoGod || o.Tile != st.Display(int(h.Move.Pos)) || o.Target != int(h.Move.Slot) || o.Wild != h.Move.Wild {
				t.Fatalf("a region move %v with the outcome %+v", h.Move, o)
			}
		}
		playFor(t, &st, h.Actions)
	}
}
