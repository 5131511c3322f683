package orbis

import (
	"orbis/game"
	rules "orbis/rules/orbis"
)

// The statistics keep, for each seat of a finished game, the god it took
// and the tiles of each effect that counted for it, by the rules' record
// names: the statistics screen charts the people's favourites.

// The kinds of Orbis' tallies in the statistics.
const (
	tallyGod    = "god"
	tallyEffect = "effect"
)

// seatTallies are one seat's tallies from its final score.
func seatTallies(b *rules.Breakdown) map[string]map[string]int {
	out := map[string]map[string]int{}
	if b.God != rules.NoGod {
		out[tallyGod] = map[string]int{b.God.String(): 1}
	}
	effects := map[string]int{}
	for e := rules.Farm; e <= rules.SacredStone; e++ {
		if n := int(b.Validated[e]); n > 0 {
			effects[e.String()] = n
		}
	}
	if len(effects) > 0 {
		out[tallyEffect] = effects
	}
	return out
}

// TallyCharts: the people's favourite gods and effects (game.Tallied).
func (g *Game) TallyCharts() []game.TallyChart {
	var gods, effects []string
	for god := range rules.NumGods {
		gods = append(gods, god.String())
	}
	for e := rules.Farm; e <= rules.SacredStone; e++ {
		effects = append(effects, e.String())
	}
	return []game.TallyChart{
		{Kind: tallyGod, Title: "orbis.statistics.gods", Names: gods, Name: godRecordName, One: true},
		{Kind: tallyEffect, Title: "orbis.statistics.effects", Names: effects, Name: effectRecordName},
	}
}

// godRecordName names a god by its record name; "" for none the rules know.
func godRecordName(env *game.Env, name string) string {
	god, err := rules.ParseGod(name)
	if err != nil {
		return ""
	}
	return godName(env, god)
}

// effectRecordName names an effect by its record name; "" for none the
// rules know.
func effectRecordName(env *game.Env, name string) string {
	for e := rules.Farm; e <= rules.SacredStone; e++ {
		if e.String() == name {
			return env.T(keyOf(effectNameKeys[:], e))
		}
	}
	return ""
}
