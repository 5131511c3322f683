package ai

import (
	"fmt"

	rules "orbis/rules/orbis"
)

// NewSearchWith starts a search like NewSearch that also searches move at
// the root, even where the candidates' pruning leaves it out: an analysis
// weighs the move a player chose beside the moves the search prefers. The
// move must be legal for the seat to act.
func NewSearchWith(obs *rules.Observation, seed uint64, move Move) (*Search, error) {
	s := NewSearch(obs, seed)
	st := obs.Public()
	if st.IsOver() || st.CurrentPlayer() != obs.Seat() {
		return nil, fmt.Errorf("ai: analysis of %v: seat %d is not to act", move, obs.Seat())
	}
	value, err := s.v.moveValue(&st, move)
	if err != nil {
		return nil, err
	}
	trial := st
	if err := s.pol.play(&trial, move, false); err != nil {
		return nil, fmt.Errorf("ai: analysis: %v is not a legal move here: %w", move, err)
	}
	s.include, s.hasInclude = scoredMove{move, value}, true
	return s, nil
}

// RootValues returns, for every seat, its mean reward over the iterations
// so far (its estimated chance to win from the searched position) and its
// mean estimated final score.
func (s *Search) RootValues() (win, score [rules.MaxPlayers]float64) {
	root := &s.nodes[0]
	if root.visits == 0 {
		return win, score
	}
	for q := range rules.MaxPlayers {
		win[q] = s.rootReward[q] / float64(root.visits)
		score[q] = s.rootEst[q] / float64(root.visits)
	}
	return win, score
}

// Seat returns the searching seat.
func (s *Search) Seat() int { return s.seat }

// moveValue is the quick value of any legal move for the seat to act, the
// prior the search gives it.
func (v *valuer) moveValue(s *rules.State, m Move) (float32, error) {
	seat := s.CurrentPlayer()
	if seat < 0 {
		return 0, fmt.Errorf("ai: the game is over")
	}
	v.prepare(s, seat)
	switch {
	case m.IsGod():
		return v.godMoveValue(s, m.God), nil
	case m.Slot < 0:
		return 0, nil
	case m.Pos < 0 || int(m.Pos) >= rules.DisplaySize || int(m.Slot) >= rules.PlaceTargets:
		return 0, fmt.Errorf("ai: %v is no move", m)
	}
	switch s.Phase() {
	case rules.PhaseChoose:
		if s.Display(int(m.Pos)) == rules.NoTile {
			return 0, fmt.Errorf("ai: %v: display position %d is empty", m, m.Pos)
		}
		v.considerTile(s, m.Pos, true)
	case rules.PhasePlace:
		v.considerTile(s, m.Pos, false)
	default:
		return 0, fmt.Errorf("ai: %v: the turn is past choosing a tile", m)
	}
	if m.Wild {
		return v.wildValue(int(m.Slot)), nil
	}
	return v.faceUpValue(s, int(m.Slot)), nil
}

// MoveOf returns the main decision of a turn from its actions as played
// from st (which the actions do not change): the god taken, or the tile's
// display position and its placement. It is how an analysis names the move
// a player made.
func MoveOf(st *rules.State, actions []rules.Action) (Move, error) {
	m := finishMove
	pos := int8(-1)
	if st.Phase() == rules.PhasePlace {
		_, p := st.TakenTile()
		pos = int8(p)
	}
	for _, a := range actions {
		switch a.Kind {
		case rules.KindTakeGod:
			return Move{God: rules.God(a.Pos), Pos: -1, Slot: -1}, nil
		case rules.KindTakeTile:
			pos = int8(a.Pos)
		case rules.KindPlace:
			if pos < 0 {
				return m, fmt.Errorf("ai: a placement before any tile was taken")
			}
			return Move{God: rules.NoGod, Pos: pos, Slot: int8(a.Pos), Wild: a.Wild}, nil
		}
	}
	return m, nil
}
