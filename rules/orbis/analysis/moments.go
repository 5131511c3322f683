package analysis

import (
	"math"

	"orbis/rules/internal/grade"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// facts are what the rules say about a played turn and the preferred one:
// the key moment's sentence is chosen from them, never from estimates
// alone.
type facts struct {
	played, best         rules.Outcome
	playedTile, bestTile *rules.Tile // nil for a god
	playedGain, bestGain int         // provisional score gained by the turn
	playedGift, bestGift int         // most worshippers left on one display tile
	ok                   bool        // both outcomes are known
}

// factsOf applies the played and the preferred turn to the turn's start.
func factsOf(t *turn, out *outcome) facts {
	var f facts
	st := &t.start
	var errP, errB error
	f.played, errP = st.Outcome(withoutEnd(t.actions))
	f.best, errB = st.Outcome(out.bestActions)
	if errP != nil || errB != nil {
		return f
	}
	f.ok = true
	f.playedTile, f.bestTile = tileOf(st, t.move), tileOf(st, out.best)
	f.playedGain, f.bestGain = f.played.Total-f.played.TotalBefore, f.best.Total-f.best.TotalBefore
	f.playedGift, f.bestGift = gift(st, withoutEnd(t.actions)), gift(st, out.bestActions)
	return f
}

// tileOf returns the display tile a move takes, nil for a god.
func tileOf(s *rules.State, m ai.Move) *rules.Tile {
	if m.IsGod() || m.Pos < 0 || int(m.Pos) >= rules.DisplaySize || s.Display(int(m.Pos)) == rules.NoTile {
		return nil
	}
	return s.Tiles().Tile(s.Display(int(m.Pos)))
}

// gift is the most worshippers on one display tile once the actions are
// played: the take the turn leaves to the next player.
func gift(start *rules.State, actions []rules.Action) int {
	s := *start
	for _, a := range actions {
		if s.Apply(a) != nil {
			return 0
		}
	}
	most := 0
	for pos := range rules.DisplaySize {
		if s.Display(pos) != rules.NoTile {
			c := s.DisplayCubes(pos)
			most = max(most, c.Total())
		}
	}
	return most
}

// giftMargin is how many more worshippers than the preferred move a turn
// must leave on one display tile, and giftFloor how many at least, for the
// analysis to say it fed the next player.
const (
	giftMargin = 2
	giftFloor  = 4
)

// Reason is why a key moment cost what it did, chosen from the facts of
// the played and the preferred turn; the game says it in words.
type Reason uint8

// The reasons, each with the figures of Why it names.
const (
	// ReasonMargin: the preferred move was worth MarginCP more, and no
	// fact of the rules says more.
	ReasonMargin Reason = iota
	// ReasonChance: little margin given away, but ChancePoints percentage
	// points of the chance to win.
	ReasonChance
	// ReasonOtherGod: the preferred god was worth MarginCP more than the
	// god taken.
	ReasonOtherGod
	// ReasonGodTooEarly: a god taken where the preferred tile was worth
	// MarginCP more.
	ReasonGodTooEarly
	// ReasonGodWorthMore: a tile taken where the preferred god was worth
	// MarginCP more.
	ReasonGodWorthMore
	// ReasonWildSame: the tile turned into a Wilderness would have scored
	// GainCP more face up.
	ReasonWildSame
	// ReasonWildGaveUp: a Wilderness gave up the GainCP more that the
	// preferred tile would have scored.
	ReasonWildGaveUp
	// ReasonCancelled: the tile placed was cancelled; the preferred move
	// would have scored GainCP.
	ReasonCancelled
	// ReasonForestShort: the Forest placed has Have of the Need matching
	// neighbours; the preferred move was worth MarginCP more.
	ReasonForestShort
	// ReasonFewerPoints: the tile placed scored GainCP fewer than the
	// preferred tile would have.
	ReasonFewerPoints
	// ReasonGift: the turn left Worshippers on one display tile for Next,
	// the next player.
	ReasonGift
	// ReasonExcess: the turn left Worshippers over 10 to discard, which the
	// preferred move would have kept.
	ReasonExcess
	numReasons
)

var reasonNames = [numReasons]string{"margin", "chance", "other_god", "god_too_early", "god_worth_more", "wild_same",
	"wild_gave_up", "cancelled", "forest_short", "fewer_points", "gift", "excess"}

func (r Reason) String() string { return grade.NameOf(reasonNames[:], r, "reason") }

// MarshalText writes the reason's name.
func (r Reason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a reason by its name.
func (r *Reason) UnmarshalText(text []byte) error {
	return grade.ParseName(reasonNames[:], text, "key moment's reason", r)
}

// Why is why a key moment cost what it did: the reason and the figures
// its sentence names (see each Reason), the others zero.
type Why struct {
	Reason       Reason `json:"reason"`
	MarginCP     int    `json:"margin_cp,omitempty"`     // final margin given away, whole CP
	GainCP       int    `json:"gain_cp,omitempty"`       // CP the preferred tile scores more, or at all
	ChancePoints int    `json:"chance_points,omitempty"` // percentage points of the chance to win
	Worshippers  int    `json:"worshippers,omitempty"`
	Have         int    `json:"have,omitempty"` // a Forest's matching neighbours
	Need         int    `json:"need,omitempty"`
	Next         string `json:"next,omitempty"` // the next player's name
}

// why says why a costly decision cost what it did, choosing the reason by
// the facts of the played and the preferred turn.
func (g *game) why(t *turn, out *outcome, d *Decision) Why {
	costCP := int(math.Round(d.Cost))
	if costCP < 1 {
		return Why{Reason: ReasonChance, ChancePoints: max(1, int(math.Round(d.WinLost*100)))}
	}
	f := factsOf(t, out)
	if !f.ok {
		return Why{Reason: ReasonMargin, MarginCP: costCP}
	}
	switch {
	case t.move.IsGod() && out.best.IsGod():
		return Why{Reason: ReasonOtherGod, MarginCP: costCP}
	case t.move.IsGod() && f.bestTile != nil:
		return Why{Reason: ReasonGodTooEarly, MarginCP: costCP}
	case out.best.IsGod():
		return Why{Reason: ReasonGodWorthMore, MarginCP: costCP}
	case t.move.Wild && !out.best.Wild && f.bestGain > f.playedGain && out.best.Pos == t.move.Pos:
		return Why{Reason: ReasonWildSame, GainCP: f.bestGain - f.playedGain}
	case t.move.Wild && !out.best.Wild && f.bestGain > f.playedGain:
		return Why{Reason: ReasonWildGaveUp, GainCP: f.bestGain - f.playedGain}
	case !t.move.Wild && (f.played.Status == rules.StatusCancelled || f.played.Declined) && f.bestGain > 0:
		return Why{Reason: ReasonCancelled, GainCP: f.bestGain}
	case !t.move.Wild && f.played.Status == rules.StatusForestShort && f.played.Need > 0:
		return Why{Reason: ReasonForestShort, Have: f.played.Have, Need: f.played.Need, MarginCP: costCP}
	case !t.move.Wild && !out.best.Wild && f.bestGain > f.playedGain:
		return Why{Reason: ReasonFewerPoints, GainCP: f.bestGain - f.playedGain}
	case f.playedGift >= f.bestGift+giftMargin && f.playedGift >= giftFloor && t.number < turnsInGame(&t.start):
		return Why{Reason: ReasonGift, Worshippers: f.playedGift, Next: g.playerName((t.seat + 1) % t.start.NumPlayers())}
	case f.played.Excess.Total() > f.best.Excess.Total():
		return Why{Reason: ReasonExcess, Worshippers: f.played.Excess.Total() - f.best.Excess.Total()}
	}
	return Why{Reason: ReasonMargin, MarginCP: costCP}
}
