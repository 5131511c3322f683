package analysis

import (
	"context"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"time"

	"orbis/rules/internal/cputime"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// A hint trial measures whether the Hint button suggests moves the analysis
// agrees with: 2-player games against Medium in which one seat always plays
// the hint, that seat's decisions then rated by the analysis with seeds of
// its own and more iterations than the hint had (a judge sharing the
// hint's seed and search would agree with it by construction).

// HintTrialOptions set up a hint trial.
type HintTrialOptions struct {
	Games           int
	Seed            uint64
	HintIterations  int // the hint's search per decision; 0: DefaultIterations, the desktop's
	JudgeIterations int // the analysis' per rated decision; 0: twice DefaultIterations
	Workers         int // games played and judged at once; 0: runtime.NumCPU()
	// Hint is the hint's player: "" for the Hint button's (the analysis'
	// search, ai.NewHinter), or a computer level ("medium": the button as
	// it was before it searched), to compare with.
	Hint string
}

// HintGame is one game of a trial.
type HintGame struct {
	Seed      uint64          `json:"seed"`
	Starts    bool            `json:"hint_starts"` // the hint's seat played first
	Score     int             `json:"hint_score"`
	Opponent  int             `json:"opponent_score"`
	Decisions []Decision      `json:"decisions"` // the hint seat's, as the analysis rated them
	Thinks    []time.Duration `json:"think_ns"`  // each hint's search time, in order
	// CPU is each hint's CPU time, where the platform tells it (Linux):
	// the think time of a machine with a core to spare.
	CPU    []time.Duration `json:"think_cpu_ns,omitempty"`
	Record *rules.Record   `json:"-"`
}

// HintTrial is what a trial found.
type HintTrial struct {
	Options   HintTrialOptions `json:"options"`
	Games     []HintGame       `json:"games"`
	Decisions int              `json:"decisions"` // rated decisions that had a choice
	MeanLoss  float64          `json:"mean_loss"` // CP given away per such decision
	Mistakes  int              `json:"mistakes"`  // not counting blunders
	Blunders  int              `json:"blunders"`
	Wins      int              `json:"wins"` // games the hint's seat won outright
	ThinkMean time.Duration    `json:"think_mean_ns"`
	ThinkP95  time.Duration    `json:"think_p95_ns"`
	CPUMean   time.Duration    `json:"think_cpu_mean_ns,omitempty"`
	CPUP95    time.Duration    `json:"think_cpu_p95_ns,omitempty"`
}

// hintSeat is the seat that follows the hints; the other is Medium.
const hintSeat = 0

// maxTrialGames bounds a trial, so that a mistyped count cannot hold a
// machine for days.
const maxTrialGames = 1000

// RunHintTrial plays and judges the games, Workers at a time. progress (may
// be nil) hears of each game as it is judged, in the order they finish.
// The result depends only on the options, not on Workers or timing.
func RunHintTrial(ctx context.Context, opts HintTrialOptions, progress func(HintGame)) (*HintTrial, error) {
	if opts.Games <= 0 || opts.Games > maxTrialGames {
		return nil, fmt.Errorf("analysis: a hint trial wants 1 to %d games, not %d", maxTrialGames, opts.Games)
	}
	if opts.HintIterations < 0 || opts.JudgeIterations < 0 || opts.Workers < 0 {
		return nil, fmt.Errorf("analysis: negative hint trial option: %+v", opts)
	}
	if opts.HintIterations == 0 {
		opts.HintIterations = DefaultIterations
	}
	if opts.JudgeIterations == 0 {
		opts.JudgeIterations = 2 * DefaultIterations
	}
	if opts.HintIterations > maxIterations || opts.JudgeIterations > maxIterations {
		return nil, fmt.Errorf("analysis: at most %d iterations per turn", maxIterations)
	}
	if opts.Workers == 0 {
		opts.Workers = runtime.NumCPU()
	}
	if opts.Hint != "" {
		if _, err := ai.ParseLevel(opts.Hint); err != nil {
			return nil, fmt.Errorf("analysis: hint trial: %w", err)
		}
	}
	games := make([]HintGame, opts.Games)
	errs := make([]error, opts.Games)
	jobs := make(chan int)
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	var mu sync.Mutex
	var wg sync.WaitGroup
	for range min(opts.Workers, opts.Games) {
		wg.Go(func() {
			runtime.LockOSThread() // a hint's CPU time is its thread's
			defer runtime.UnlockOSThread()
			for i := range jobs {
				g, err := hintGame(ctx, &opts, i)
				games[i], errs[i] = g, err
				if err != nil {
					cancel()
					continue
				}
				if progress != nil {
					mu.Lock()
					progress(g)
					mu.Unlock()
				}
			}
		})
	}
feed:
	for i := range opts.Games {
		select {
		case jobs <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(jobs)
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			return nil, fmt.Errorf("analysis: hint trial, game %d: %w", i+1, err)
		}
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	return summarise(opts, games), nil
}

// summarise adds up the games' decisions and think times.
func summarise(opts HintTrialOptions, games []HintGame) *HintTrial {
	t := &HintTrial{Options: opts, Games: games}
	var loss float64
	var thinks, cpu []time.Duration
	for _, g := range games {
		if g.Score > g.Opponent {
			t.Wins++
		}
		thinks, cpu = append(thinks, g.Thinks...), append(cpu, g.CPU...)
		for _, d := range g.Decisions {
			if d.Forced {
				continue
			}
			t.Decisions++
			loss += d.Cost
			switch d.Class {
			case Mistake:
				t.Mistakes++
			case Blunder:
				t.Blunders++
			}
		}
	}
	if t.Decisions > 0 {
		t.MeanLoss = loss / float64(t.Decisions)
	}
	t.ThinkMean, t.ThinkP95 = meanAndP95(thinks)
	if len(cpu) == len(thinks) {
		t.CPUMean, t.CPUP95 = meanAndP95(cpu)
	}
	return t
}

// meanAndP95 returns the mean and the 95th percentile of durations (it
// sorts them).
func meanAndP95(ds []time.Duration) (mean, p95 time.Duration) {
	if len(ds) == 0 {
		return 0, 0
	}
	var sum time.Duration
	for _, d := range ds {
		sum += d
	}
	slices.Sort(ds)
	return sum / time.Duration(len(ds)), ds[(len(ds)*95+99)/100-1]
}

// hinter makes the hint's player for one decision.
func (o *HintTrialOptions) hinter(seed uint64) (*ai.Player, error) {
	if o.Hint == "" {
		return ai.NewHinter(o.HintIterations, seed)
	}
	level, err := ai.ParseLevel(o.Hint)
	if err != nil {
		return nil, err
	}
	return ai.NewPlayer(ai.Config{Level: level, Seed: seed, Iterations: o.HintIterations})
}

// trialSeeds are a game's seeds: its deal, the hints', Medium's and the
// judge's, each drawn apart from the trial's seed and the game's number.
type trialSeeds struct{ deal, hint, medium, judge uint64 }

func seedsOf(seed uint64, game int) trialSeeds {
	r := rand.New(rand.NewPCG(seed, 0x41_17_00+uint64(game)))
	return trialSeeds{deal: r.Uint64(), hint: r.Uint64(), medium: r.Uint64(), judge: r.Uint64()}
}

// hintGame plays game i of a trial and judges the hint seat's decisions.
func hintGame(ctx context.Context, opts *HintTrialOptions, i int) (HintGame, error) {
	seeds := seedsOf(opts.Seed, i)
	start := i % 2 // the hint's seat plays first in every other game
	st, su, err := rules.NewGame(rules.Config{Players: 2, Seed: seeds.deal, StartPlayer: (hintSeat + start) % 2})
	if err != nil {
		return HintGame{}, err
	}
	infos := []rules.PlayerInfo{{Name: "Hint", Kind: "human"}, {Name: "Medium", Kind: "ai:medium"}}
	rec := rules.NewRecord(infos, &seeds.deal, su)
	medium, err := ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: seeds.medium})
	if err != nil {
		return HintGame{}, err
	}
	g := HintGame{Seed: seeds.deal, Starts: start == 0}
	for !st.IsOver() {
		if err := ctx.Err(); err != nil {
			return g, err
		}
		seat := st.CurrentPlayer()
		obs := st.Observe(seat)
		var plan []rules.Action
		if seat == hintSeat {
			hinter, err := opts.hinter(seeds.hint ^ uint64(st.Turn()))
			if err != nil {
				return g, err
			}
			began := time.Now()
			cpu, cerr := cputime.Thread()
			h, err := hinter.Suggest(ctx, &obs)
			g.Thinks = append(g.Thinks, time.Since(began))
			if after, aerr := cputime.Thread(); cerr == nil && aerr == nil {
				g.CPU = append(g.CPU, after-cpu)
			}
			if err != nil {
				return g, fmt.Errorf("turn %d: hint: %w", st.Turn()+1, err)
			}
			plan = h.Actions
		} else if plan, err = medium.PlanTurn(ctx, &obs); err != nil {
			return g, fmt.Errorf("turn %d: Medium: %w", st.Turn()+1, err)
		}
		for _, a := range plan {
			if err := st.Apply(a); err != nil {
				return g, fmt.Errorf("turn %d: seat %d's plan: %w", st.Turn()+1, seat, err)
			}
		}
		rec.Actions = append(rec.Actions, plan...)
		if draw, ok := st.Chance(); ok {
			if err := st.Apply(draw); err != nil {
				return g, err
			}
			rec.Actions = append(rec.Actions, draw)
		}
	}
	score := st.Score()
	g.Score, g.Opponent, g.Record = score.Players[hintSeat].Total, score.Players[1-hintSeat].Total, rec
	rep, err := Analyse(ctx, rec, Options{Iterations: opts.JudgeIterations, Seed: seeds.judge, Workers: 1}, nil)
	if err != nil {
		return g, fmt.Errorf("judging: %w", err)
	}
	for _, d := range rep.Decisions {
		if d.Seat == hintSeat {
			g.Decisions = append(g.Decisions, d)
		}
	}
	return g, nil
}
