package orbit

import (
	"context"

	"orbis/game/online"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// Online is Orbit as a room plays it, for the server and the clients. A
// room seats two captains or more: the solo game is played at home.
func Online() online.Ruleset { return online.Bind(onlineSpec()) }

// OnlineView is how a client follows a room's game of it.
func (g *Game) OnlineView() online.Viewer { return online.BindView(onlineSpec()) }

// OnlineSeats is the most captains a room of Orbit seats: the host
// chooses "seats up to" within it and the server's cap.
func (g *Game) OnlineSeats() int { return rules.MaxCaptains }

// onlineSpec is the game's side of the online contract.
func onlineSpec() online.Spec[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record] {
	return online.Spec[rules.State, rules.Action, rules.Observation, *rules.State, *rules.Record]{
		ID:       "orbit",
		MinSeats: 2,
		MaxSeats: rules.MaxCaptains, // the room and the server set their own limits
		Deal: func(seats []online.SeatInfo, seed uint64) (*rules.Record, error) {
			_, su, err := rules.NewGame(rules.Config{Players: len(seats), Seed: seed, FirstGeneral: -1})
			if err != nil {
				return nil, err
			}
			rec := &rules.Record{Seed: &seed, Setup: su}
			for _, s := range seats {
				rec.Players = append(rec.Players, rules.PlayerInfo{Name: s.Name, Kind: s.Kind})
			}
			return rec, nil
		},
		Read:    rules.ReadView, // read, not replayed: the match replays it, a view by following
		Players: func(r *rules.Record) int { return len(r.Setup.Seats) },
		Start:   func(r *rules.Record) (rules.State, error) { return r.Start() },
		Actions: func(r *rules.Record) []rules.Action { return r.Actions },
		WithActions: func(r *rules.Record, actions []rules.Action) *rules.Record {
			c := *r
			c.Actions = actions
			return &c
		},
		Marshal:      func(r *rules.Record) ([]byte, error) { return r.Marshal() },
		View:         (*rules.Record).View,
		ParseAction:  rules.ParseAction,
		FormatAction: rules.Action.String,
		Follow:       (*rules.State).Follow,
		Reveals:      rules.Reveals,
		// Every captain follows the order at once, on their own screen.
		AtOnce:    true,
		StepSeats: (*rules.Record).StepSeats,
		WithSeats: func(r *rules.Record, seats []int) *rules.Record {
			c := *r
			c.By = seats
			return &c
		},
		FollowFor: (*rules.State).FollowFor,
		Scores: func(s *rules.State) []int {
			sc := s.Score()
			out := make([]int, sc.N)
			for i := range out {
				out[i] = sc.Players[i].Total
			}
			return out
		},
		Ranks: func(s *rules.State) []int {
			sc := s.Score()
			out := make([]int, sc.N)
			for i := range out {
				out[i] = sc.Players[i].Rank
			}
			return out
		},
		Decide: func(ctx context.Context, level string, seed uint64, obs rules.Observation) ([]rules.Action, error) {
			l, err := ai.ParseLevel(level)
			if err != nil {
				return nil, err
			}
			p, err := ai.NewPlayer(ai.Config{Level: l, Seed: seed})
			if err != nil {
				return nil, err
			}
			return p.Decide(ctx, &obs)
		},
		ValidLevel: func(level string) bool { _, err := ai.ParseLevel(level); return err == nil },
	}
}
