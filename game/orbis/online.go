package orbis

import (
	"context"
	"fmt"
	"time"

	"orbis/game/online"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// Online is Orbis as a room plays it, for the server and the clients.
func Online() online.Ruleset { return online.Bind(onlineSpec()) }

// OnlineView is how a client follows a room's game of it.
func (g *Game) OnlineView() online.Viewer { return online.BindView(onlineSpec()) }

// onlineSpec is the game's side of the online contract.
func onlineSpec() online.Spec[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record] {
	return online.Spec[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record]{
		ID:       "orbis",
		MinSeats: rules.MinPlayers,
		MaxSeats: rules.MaxPlayers,
		Deal: func(seats []online.SeatInfo, seed uint64) (*rules.Record, error) {
			_, su, err := rules.NewGame(rules.Config{Players: len(seats), Seed: seed, StartPlayer: -1})
			if err != nil {
				return nil, err
			}
			infos := make([]rules.PlayerInfo, len(seats))
			for i, s := range seats {
				infos[i] = rules.PlayerInfo{Name: s.Name, Kind: s.Kind}
			}
			return rules.NewRecord(infos, &seed, su), nil
		},
		Read: func(data []byte) (*rules.Record, error) {
			rec, _, err := rules.ParseRecord(data) // a view replays too: a draw may take any tile of its pile
			return rec, err
		},
		Players: func(r *rules.Record) int { return r.Setup.Players },
		Start:   func(r *rules.Record) (rules.State, error) { return r.Start() },
		Actions: func(r *rules.Record) []rules.Action { return r.Actions },
		WithActions: func(r *rules.Record, actions []rules.Action) *rules.Record {
			c := *r
			c.Actions = actions
			return &c
		},
		Marshal:      func(r *rules.Record) ([]byte, error) { return r.Marshal() },
		View:         func(r *rules.Record) (*rules.Record, error) { return r.View(), nil },
		ParseAction:  rules.ParseAction,
		FormatAction: rules.Action.String,
		Follow:       (*rules.State).Follow,
		Reveals:      rules.Reveals,
		Ranks: func(s *rules.State) []int {
			res := s.Score()
			out := make([]int, res.N)
			for i := range out {
				out[i] = res.Players[i].Rank
			}
			return out
		},
		Scores: func(s *rules.State) []int {
			res := s.Score()
			out := make([]int, res.N)
			for i := range out {
				out[i] = res.Players[i].Total
			}
			return out
		},
		Decide: func(ctx context.Context, level string, seed uint64, obs rules.Observation) ([]rules.Action, error) {
			cfg, err := onlineLevel(level)
			if err != nil {
				return nil, err
			}
			cfg.Seed = seed
			p, err := ai.NewPlayer(cfg)
			if err != nil {
				return nil, err
			}
			return p.PlanTurn(ctx, &obs)
		},
		ValidLevel: func(level string) bool { _, err := onlineLevel(level); return err == nil },
	}
}

// onlineBudget is a server's computer seat's think time: a server plays
// many rooms on few cores.
const onlineBudget = 500 * time.Millisecond

// onlineLevel reads a computer seat's level: a level's name or a rival's.
func onlineLevel(name string) (ai.Config, error) {
	if l, err := ai.ParseLevel(name); err == nil {
		return ai.Config{Level: l, Budget: onlineBudget}, nil
	}
	if r, err := ai.RivalByID(name); err == nil {
		return ai.Config{Level: r.Level, Style: r.Style, Budget: onlineBudget}, nil
	}
	return ai.Config{}, fmt.Errorf("orbis: no computer %q (easy, medium, hard, expert or a rival)", name)
}
