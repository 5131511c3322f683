//go:build !js

package orbit

import (
	"fmt"
	"time"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/session"
	"orbis/game/table"
	"orbis/input"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// watchSeed is the first deal of orbis fps --game orbit: the same table
// in every run, so that runs compare.
const watchSeed = 2026

// Watch returns games of computer captains only, one after another, for
// timing the frames (orbis fps): when one ends, the next is dealt from the
// next seed rather than its score shown.
func (g *Game) Watch(env *game.Env, players int, level ai.Level, speed game.Speed) (game.Scene, error) {
	return g.watch(env, players, level, speed, watchSeed)
}

func (g *Game) watch(env *game.Env, players int, level ai.Level, speed game.Speed, seed uint64) (game.Scene, error) {
	if players < rules.MinPlayers || players > len(computerNameKeys) {
		return nil, fmt.Errorf("orbit: a table of %d computer captains, want %d to %d", players, rules.MinPlayers, len(computerNameKeys))
	}
	seats := make([]SeatConfig, players)
	for i := range seats {
		seats[i] = SeatConfig{Name: env.T(computerNameKeys[i]), Level: level}
	}
	m, err := newMatch(seats, 0, seed, false)
	if err != nil {
		return nil, err
	}
	return &watching{play: newPlay(g, env, m, speed), next: func(env *game.Env) (game.Scene, error) {
		return g.watch(env, players, level, speed, seed+1)
	}}, nil
}

// watching is a table watched by orbis fps: the play scene, which opens
// the next game in place of the final score.
type watching struct {
	*play
	next func(env *game.Env) (game.Scene, error)
}

// Update plays the table; a game over opens the next one.
func (w *watching) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	change, err := w.play.Update(env, intents)
	if err != nil || change.Scene() == nil || !w.m.State().IsOver() {
		return change, err
	}
	w.Close()
	next, err := w.next(env)
	if err != nil {
		return game.Stay, err
	}
	return game.Replace(next), nil
}

// Spectate opens the table of a recorded game (orbis fps --record): seat
// 0's screen of an online room, every step coming as the server sends it,
// a seat's action and the table's draws after it at once, the next at the
// table's pace. Once the game is over it begins again, for as long as the
// frames are measured.
func (g *Game) Spectate(env *game.Env, data []byte, speed game.Speed) (game.Scene, error) {
	rec, _, err := rules.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	by, err := rec.StepSeats()
	if err != nil {
		return nil, err
	}
	dealt := *rec
	dealt.Actions, dealt.By = nil, nil
	start, err := dealt.Marshal()
	if err != nil {
		return nil, err
	}
	m, err := table.MatchFromView(tableSpec, start, 0)
	if err != nil {
		return nil, err
	}
	m.Slot = game.NewSaveSlot(g.ID()) // kept as a game here is, in the measure's own folder
	p, err := openTable(g, env, m, speed)
	if err != nil {
		return nil, err
	}
	return &spectating{play: p, rec: rec, by: by, again: func(env *game.Env) (game.Scene, error) {
		return g.Spectate(env, data, speed)
	}}, nil
}

// openTable opens the table of a match, or says that the table cannot lay
// out its number of captains: a record may hold more than the table of
// this build shows, and a measure's bad input is an error, not a crash.
func openTable(g *Game, env *game.Env, m *match, speed game.Speed) (p *play, err error) {
	defer func() {
		if r := recover(); r != nil {
			p, err = nil, fmt.Errorf("orbit: the table cannot show a game of %d captains: %v", len(m.Seats), r)
		}
	}()
	return newPlay(g, env, m, speed), nil
}

// spectating is a recorded game shown as it was played, for orbis fps.
type spectating struct {
	*play
	rec   *rules.Record
	by    []int     // the seat of each of its steps
	shown int       // the steps of rec followed so far
	due   time.Time // when the next seat's step is shown
	ended time.Time // when the last step was shown
	again func(env *game.Env) (game.Scene, error)
}

// Update follows the record's next steps when they are due, then plays
// the table; the game's end, or the record's, begins it again.
func (s *spectating) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	if err := s.follow(); err != nil {
		return game.Stay, err
	}
	change, err := s.play.Update(env, intents)
	recordDone := s.shown == len(s.rec.Actions) && time.Since(s.ended) > 2*time.Second
	if err != nil || !recordDone && (change.Scene() == nil || !s.m.State().IsOver()) {
		return change, err
	}
	s.Close()
	next, err := s.again(env)
	if err != nil {
		return game.Stay, err
	}
	return game.Replace(next), nil
}

// follow plays the record's next seat step, and the table's steps after
// it, once the table's pace says it is due.
func (s *spectating) follow() error {
	now := time.Now()
	if s.shown == len(s.rec.Actions) || now.Before(s.due) {
		return nil
	}
	for first := true; s.shown < len(s.rec.Actions); first = false {
		step := s.step(s.rec.Actions[s.shown], s.by[s.shown])
		if step.Seat != session.Table && !first {
			break // the next seat's step waits its turn
		}
		if err := s.m.Sess.Follow(step); err != nil {
			return fmt.Errorf("orbit: the record's step %d (%v): %w", s.shown+1, step.Action, err)
		}
		s.shown++
	}
	s.due = now.Add(max(s.speed.Step(), time.Millisecond))
	if s.shown == len(s.rec.Actions) {
		s.ended = now
	}
	return nil
}

// Seats is the record's number of captains, for the measure's report.
func (s *spectating) Seats() int { return s.m.State().NumPlayers() }

// step is a recorded action as the server sends it: a seat's, or the
// table's (for the seat whose market it fills, when captains follow at
// once).
func (s *spectating) step(a rules.Action, seat int) session.Step[rules.Action] {
	if s.m.Sess.AtOnce() {
		return online.SeatedStep(any(s.m.State()).(session.AtOnce[rules.Action]), seat, a)
	}
	if tableSpec.Table(a) {
		return session.Step[rules.Action]{Seat: session.Table, Action: a}
	}
	return session.Step[rules.Action]{Seat: seat, Action: a}
}
