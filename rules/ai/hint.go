package ai

import (
	"context"
	"math"

	"orbis/rules"
)

// Hint is a suggested turn for a human seat.
type Hint struct {
	Move    Move
	Actions []rules.Action // the rest of the turn, ending with EndTurn
	Reason  Reason
}

// ReasonKind is what a hint's turn does, for its reason's words.
type ReasonKind uint8

// The kinds of reason.
const (
	ReasonNone    ReasonKind = iota
	ReasonFinish             // the tile is placed: finish the turn
	ReasonWild               // take a tile for its worshippers, place it as a Wilderness
	ReasonFaceUp             // take a tile and place it face up, for its effect
	ReasonGod                // take a god now
	ReasonGodLast            // take a god: the pyramid is complete
)

// Reason says why a hint's turn is good, in numbers and game terms: the game
// words it in the player's language.
type Reason struct {
	Kind        ReasonKind
	Tile        *rules.Tile // the region taken (Wild, FaceUp)
	Row, Col    int         // where it goes, 0-based (Wild, FaceUp)
	Worshippers int         // gained (Wild) or paid (FaceUp)
	ForestReady bool        // a Forest already has the neighbours it needs
	God         rules.God   // God, GodLast
	Worth       int         // the god's expected CP (God, GodLast)
}

// Suggest asks the player for the observing seat's best turn and explains
// it in words. It is the Hint button: the same engine as the computer
// seats, at the player's level.
func (p *Player) Suggest(ctx context.Context, obs *rules.Observation) (Hint, error) {
	t, err := p.think(ctx, obs)
	if err != nil {
		return Hint{}, err
	}
	move := t.Move()
	actions, err := t.Plan()
	if actions == nil {
		return Hint{}, err
	}
	before := obs.Public()
	return Hint{Move: move, Actions: actions, Reason: p.explain(&before, move)}, err
}

// explain says why a move is good, from the same numbers the heuristic uses.
func (p *Player) explain(st *rules.State, m Move) Reason {
	v := p.v
	seat := st.CurrentPlayer()
	v.prepare(st, seat)
	switch {
	case m.IsGod():
		r := Reason{Kind: ReasonGod, God: m.God, Worth: int(math.Round(float64(v.godValue(st, m.God))))}
		if v.remaining == 0 {
			r.Kind = ReasonGodLast
		}
		return r
	case m.Slot < 0:
		return Reason{Kind: ReasonFinish}
	}
	v.considerTile(st, m.Pos, st.Phase() == rules.PhaseChoose)
	row, col := rules.SlotRowCol(int(m.Slot))
	r := Reason{Kind: ReasonFaceUp, Tile: v.tile, Row: row, Col: col, Worshippers: v.spend}
	if m.Wild {
		r.Kind, r.Worshippers = ReasonWild, v.afterTotal-v.realmTotal
	} else if v.tile.Effect == rules.Forest {
		r.ForestReady = v.forestChance(st, int(m.Slot), v.tile) >= 1
	}
	return r
}
