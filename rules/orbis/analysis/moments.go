package analysis

import (
	"math"

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

// why says in the game's terms why a costly decision cost what it did,
// choosing the sentence by the facts of the played and the preferred turn.
func (g *game) why(t *turn, out *outcome, d *Decision) Phrase {
	costCP := int(math.Round(d.Cost))
	bestName := moveTerm(&t.start, out.best)
	if costCP < 1 {
		points := max(1, int(math.Round(d.WinLost*100)))
		return sayN("analysis.moment.chance", points, points, bestName)
	}
	f := factsOf(t, out)
	if !f.ok {
		return say("analysis.moment.margin", bestName, costCP)
	}
	playedName := moveTerm(&t.start, t.move)
	switch {
	case t.move.IsGod() && out.best.IsGod():
		return say("analysis.moment.other_god", bestName, playedName, costCP)
	case t.move.IsGod() && f.bestTile != nil:
		return say("analysis.moment.god_too_early", playedName, tileTerm(f.bestTile), costCP)
	case out.best.IsGod():
		return say("analysis.moment.god_worth_more", bestName, playedName, costCP)
	case t.move.Wild && !out.best.Wild && f.bestGain > f.playedGain && out.best.Pos == t.move.Pos:
		return say("analysis.moment.wild_same", tileTerm(f.playedTile), f.bestGain-f.playedGain)
	case t.move.Wild && !out.best.Wild && f.bestGain > f.playedGain:
		return say("analysis.moment.wild_gave_up", tileTerm(f.playedTile), tileTerm(f.bestTile), f.bestGain-f.playedGain)
	case !t.move.Wild && (f.played.Status == rules.StatusCancelled || f.played.Declined) && f.bestGain > 0:
		return say("analysis.moment.cancelled", tileTerm(f.playedTile), bestName, f.bestGain)
	case !t.move.Wild && f.played.Status == rules.StatusForestShort && f.played.Need > 0:
		return sayN("analysis.moment.forest_short", f.played.Need, f.played.Have, f.played.Need, bestName, costCP)
	case !t.move.Wild && !out.best.Wild && f.bestGain > f.playedGain:
		return say("analysis.moment.fewer_points", tileTerm(f.playedTile), tileTerm(f.bestTile), f.bestGain-f.playedGain)
	case f.playedGift >= f.bestGift+giftMargin && f.playedGift >= giftFloor && t.number < turnsInGame(&t.start):
		next := g.playerName((t.seat + 1) % t.start.NumPlayers())
		return sayN("analysis.moment.gift", f.playedGift, f.playedGift, next)
	case f.played.Excess.Total() > f.best.Excess.Total():
		n := f.played.Excess.Total() - f.best.Excess.Total()
		return sayN("analysis.moment.excess", n, n, bestName)
	}
	return say("analysis.moment.margin", bestName, costCP)
}

// moveTerm names a move by what it takes: the god, the tile's effect, or a
// Wilderness for a tile turned face down.
func moveTerm(s *rules.State, m ai.Move) Phrase {
	if m.IsGod() {
		return godTerm(m.God)
	}
	if m.Wild {
		return say("analysis.term.wilderness")
	}
	if t := tileOf(s, m); t != nil {
		return tileTerm(t)
	}
	return say("analysis.move.finish")
}
