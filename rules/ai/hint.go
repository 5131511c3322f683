package ai

import (
	"context"
	"fmt"
	"strings"

	"orbis/rules"
)

// Hint is a suggested turn for a human seat.
type Hint struct {
	Move    Move
	Actions []rules.Action // the rest of the turn, ending with EndTurn
	Reason  string         // one or two sentences in English
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
func (p *Player) explain(st *rules.State, m Move) string {
	v := p.v
	seat := st.CurrentPlayer()
	v.prepare(st, seat)
	switch {
	case m.IsGod():
		return explainGod(v, st, m.God)
	case m.Slot < 0:
		return "Finish the turn: the tile is placed; keep the worshippers the display needs most."
	}
	onDisplay := st.Phase() == rules.PhaseChoose
	v.considerTile(st, m.Pos, onDisplay)
	t := v.tile
	r, c := rules.SlotRowCol(int(m.Slot))
	where := fmt.Sprintf("row %d, column %d", r+1, c+1)
	name := fmt.Sprintf("the level-%d %v %s", t.Level, t.Color, effectName(t))
	var b strings.Builder
	if m.Wild {
		fmt.Fprintf(&b, "Take %s for its %d worshippers and place it as a Wilderness at %s (-1 CP).", name, v.afterTotal-v.realmTotal, where)
		b.WriteString(" Nothing on the display is worth paying for right now, and a Wilderness supports any colour above it.")
		return b.String()
	}
	fmt.Fprintf(&b, "Take %s and place it face up at %s", name, where)
	if v.spend > 0 {
		fmt.Fprintf(&b, " for %d worshippers", v.spend)
	}
	b.WriteString(": ")
	switch t.Effect {
	case rules.Forest:
		chance := v.forestChance(st, int(m.Slot), t)
		if chance >= 1 {
			fmt.Fprintf(&b, "it already has the %d matching neighbours it needs for %d CP.", t.Amount, t.CP)
		} else {
			fmt.Fprintf(&b, "with %d matching neighbours around it, it scores %d CP; the spot leaves room for them.", t.Amount, t.CP)
		}
	case rules.Irrigation:
		fmt.Fprintf(&b, "the tile beneath validates it for %d CP.", t.CP)
	case rules.Village:
		fmt.Fprintf(&b, "discard %d worshippers to validate it for %d CP.", t.Amount, t.CP)
	case rules.Volcano:
		fmt.Fprintf(&b, "destroy %d worshippers on the display to validate it for %d CP, and deny them to the others.", t.VolcanoCubes.Symbols(), t.CP)
	case rules.Temple:
		fmt.Fprintf(&b, "%d CP and %d temple symbol(s) towards a temple token.", t.CP, t.Amount)
	case rules.Farm:
		fmt.Fprintf(&b, "%v costs are free from now on.", t.EffectColor)
	case rules.Proselytism:
		fmt.Fprintf(&b, "it brings %d worshipper(s) and %d CP.", t.Amount, t.CP)
	default:
		fmt.Fprintf(&b, "%d CP for sure.", t.CP)
	}
	return b.String()
}

func effectName(t *rules.Tile) string {
	return strings.ReplaceAll(t.Effect.String(), "_", " ")
}

func explainGod(v *valuer, st *rules.State, g rules.God) string {
	worth := v.godValue(st, g)
	if v.remaining == 0 {
		return fmt.Sprintf("Take the %s: your pyramid is complete, and it is worth about %.0f CP.", godTitle(g), worth)
	}
	return fmt.Sprintf("Take the %s now: it should bring about %.0f CP, and no tile on the display is worth more this turn.", godTitle(g), worth)
}

func godTitle(g rules.God) string {
	titles := [rules.NumGods]string{"Goddess of Love", "Apprentice Goddess", "God of the Oceans", "Goddess of Idleness", "Goddess of Fire",
		"God of Technology", "Goddess of Nature", "God of Equilibrium", "God of Harvests", "God of Death"}
	if g < rules.NumGods {
		return titles[g]
	}
	return g.String()
}
