package ai

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	rules "orbis/rules/orbis"
	"orbis/rules/tournament"
)

// Random is the level name of a uniformly random legal player, the arena's
// baseline (not a Level a person can choose).
const Random = "random"

// Seat is one arena contestant: a level name ("easy", "medium", "hard",
// "expert" or "random") or a rival's id ("vesta"), with a search budget.
type Seat struct {
	Name       string
	Budget     time.Duration
	Iterations int
}

// SeatResult is one seat's outcome in one game.
type SeatResult struct {
	Name        string
	Score       int
	Rank        int
	Worshippers int
	Margin      int // score minus the best other score
	Turns       int
	Think       time.Duration   // total thinking time
	MaxThink    time.Duration   // longest single turn
	Thinks      []time.Duration // each turn's thinking time, in order
}

// GameResult is one arena game.
type GameResult struct {
	Seed   uint64
	Seats  []SeatResult
	Record *rules.Record
}

// PlayGame plays one game between the seats (in seat order) from a seed.
func PlayGame(ctx context.Context, seats []Seat, seed uint64) (GameResult, error) {
	n := len(seats)
	st, su, err := rules.NewGame(rules.Config{Players: n, Seed: seed, StartPlayer: int(seed % uint64(n))})
	if err != nil {
		return GameResult{}, err
	}
	infos := make([]rules.PlayerInfo, n)
	players := make([]*Player, n)
	rngs := make([]*rand.Rand, n)
	for i, s := range seats {
		infos[i] = rules.PlayerInfo{Name: fmt.Sprintf("%s %d", s.Name, i+1), Kind: "ai:" + s.Name}
		if s.Name == Random {
			rngs[i] = rand.New(rand.NewPCG(seed, uint64(i)))
			continue
		}
		level, style, err := Contestant(s.Name)
		if err != nil {
			return GameResult{}, err
		}
		players[i], err = NewPlayer(Config{Level: level, Style: style, Seed: seed*31 + uint64(i), Budget: s.Budget, Iterations: s.Iterations})
		if err != nil {
			return GameResult{}, err
		}
	}
	res := GameResult{Seed: seed, Seats: make([]SeatResult, n), Record: rules.NewRecord(infos, &seed, su)}
	var legal []rules.Action
	for !st.IsOver() {
		if err := ctx.Err(); err != nil {
			return res, err
		}
		seat := st.CurrentPlayer()
		start := time.Now()
		var plan []rules.Action
		if players[seat] == nil {
			for { // a random player: uniformly random legal actions to the end of its turn
				legal = st.LegalActions(legal[:0])
				a := legal[rngs[seat].IntN(len(legal))]
				plan = append(plan, a)
				if err := st.Apply(a); err != nil {
					return res, err
				}
				if a.Kind == rules.KindEndTurn || st.IsOver() {
					break
				}
			}
		} else {
			obs := st.Observe(seat)
			plan, err = players[seat].PlanTurn(ctx, &obs)
			if err != nil {
				return res, fmt.Errorf("ai: seat %d (%s), turn %d: %w", seat, seats[seat].Name, st.Turn(), err)
			}
			for _, a := range plan {
				if err := st.Apply(a); err != nil {
					return res, fmt.Errorf("ai: seat %d (%s) planned an illegal action: %w", seat, seats[seat].Name, err)
				}
			}
		}
		think := time.Since(start)
		sr := &res.Seats[seat]
		sr.Turns++
		sr.Think += think
		sr.MaxThink = max(sr.MaxThink, think)
		sr.Thinks = append(sr.Thinks, think)
		res.Record.Actions = append(res.Record.Actions, plan...)
		if draw, ok := st.Chance(); ok { // the table refills the display
			if err := st.Apply(draw); err != nil {
				return res, err
			}
			res.Record.Actions = append(res.Record.Actions, draw)
		}
	}
	score := st.Score()
	for i := range n {
		b := &score.Players[i]
		best := math.MinInt
		for q := range n {
			if q != i {
				best = max(best, score.Players[q].Total)
			}
		}
		sr := &res.Seats[i]
		sr.Name, sr.Score, sr.Rank, sr.Worshippers, sr.Margin = seats[i].Name, b.Total, b.Rank, b.Worshippers, b.Total-best
	}
	return res, nil
}

// Contestant reads an arena contestant's name: a level plays plainly, a
// rival (its id) at its level with its style.
func Contestant(name string) (Level, Style, error) {
	if level, err := ParseLevel(name); err == nil {
		return level, Plain, nil
	}
	if r, err := RivalByID(name); err == nil {
		return r.Level, r.Style, nil
	}
	return 0, Plain, fmt.Errorf("ai: unknown contestant %q (easy, medium, hard, expert, or a rival: %s)", name, strings.Join(RivalIDs(), ", "))
}

// RivalIDs are the rivals' ids, in the order setup offers them.
func RivalIDs() []string {
	ids := make([]string, len(Rivals))
	for i, r := range Rivals {
		ids[i] = r.ID
	}
	return ids
}

// Arena plays games between contestants.
type Arena struct {
	Seats    []Seat // one per player, in the order of the first rotation
	Games    int
	Seed     uint64
	Workers  int                   // games played at once; 0: one per core
	Progress func(done, total int) // called after each game, from one goroutine at a time
	Keep     func(GameResult)      // called with each finished game, likewise
}

// Standing is one distinct contestant's results over the arena.
type Standing = tournament.Standing

// Run plays the games: each seed once per rotation of the seats, so every
// contestant meets the same deals from every seat. It returns one standing
// per distinct contestant, in order of first appearance.
func (a *Arena) Run(ctx context.Context) ([]Standing, error) {
	n := len(a.Seats)
	if n < rules.MinPlayers || n > rules.MaxPlayers {
		return nil, fmt.Errorf("ai: arena needs %d to %d seats, has %d", rules.MinPlayers, rules.MaxPlayers, n)
	}
	if a.Games < 1 {
		return nil, fmt.Errorf("ai: arena needs at least one game")
	}
	standings, err := tournament.Arena[Seat, GameResult]{Seats: a.Seats, Games: a.Games, Seed: a.Seed, Workers: a.Workers,
		Play: PlayGame, Results: seatResults, Progress: a.Progress, Keep: a.Keep}.Run(ctx)
	if err != nil {
		return nil, fmt.Errorf("ai: %w", err)
	}
	return standings, nil
}

// seatResults appends each seat's result, as the standings read it, to into.
func seatResults(res GameResult, _ []Seat, into []tournament.SeatResult) []tournament.SeatResult {
	for _, s := range res.Seats {
		into = append(into, tournament.SeatResult{Name: s.Name, Score: s.Score, Rank: s.Rank, Thinks: s.Thinks})
	}
	return into
}
