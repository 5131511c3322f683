package orbis

import (
	"orbis/game"
	rules "orbis/rules/orbis"
)

// tileTip describes a tile: its header, its effect, and a white tile's
// mystic value, a paragraph each.
func tileTip(env *game.Env, t *rules.Tile) string {
	tip := tileHeader(env, t) + "\n" + effectTip(env, t)
	if t.Mystic > 0 {
		tip += "\n" + env.T("orbis.tip.mystic", int(t.Mystic))
	}
	return tip
}

func tileHeader(env *game.Env, t *rules.Tile) string {
	return env.T("orbis.tip.tile_header", int(t.Level), colorWord(env, t.Color), costWords(env, t.Cost), int(t.CP))
}

func colorList(env *game.Env, set rules.ColorSet) string {
	var names []string
	for _, c := range set.Colors() {
		names = append(names, colorWord(env, c))
	}
	return env.Or(names...)
}

func effectTip(env *game.Env, t *rules.Tile) string {
	switch t.Effect {
	case rules.Farm:
		return env.T("orbis.tip.farm", colorWord(env, t.EffectColor), int(t.CP))
	case rules.Village:
		return env.N("orbis.tip.village", int(t.Amount), int(t.Amount), int(t.CP))
	case rules.Forest:
		return env.N("orbis.tip.forest", int(t.Amount), int(t.Amount), colorList(env, t.ForestColors), int(t.CP))
	case rules.Volcano:
		return env.N("orbis.tip.volcano", t.VolcanoCubes.Symbols(), costWords(env, t.VolcanoCubes), int(t.CP))
	case rules.Irrigation:
		return env.T("orbis.tip.irrigation", colorWord(env, t.EffectColor), int(t.CP))
	case rules.Temple:
		return env.N("orbis.tip.temple", int(t.Amount), int(t.Amount), int(t.CP))
	case rules.Proselytism:
		if t.EffectColor == rules.AnyColor {
			return env.N("orbis.tip.proselytism_any", int(t.Amount), int(t.Amount), int(t.CP))
		}
		return env.N("orbis.tip.proselytism", int(t.Amount), int(t.Amount), colorWord(env, t.EffectColor), int(t.CP))
	}
	return env.T("orbis.tip.sacred_stone", int(t.CP))
}

// sayTile names a tile ("the red Volcano (level 1)"), for the log and for
// sentences about it.
func sayTile(t *rules.Tile) game.Phrase {
	return game.Say("orbis.tile.name", int(t.Level), sayColor(t.Color), game.Say(keyOf(effectNameKeys[:], t.Effect)))
}

// tileName names a tile in the log.
func tileName(env *game.Env, t *rules.Tile) string { return env.Say(sayTile(t)) }

// costWords writes a cost or a Volcano's worshippers in words ("2 blue and
// 1 any").
func costWords(env *game.Env, c rules.Cost) string {
	var parts []string
	for col := rules.Color(0); col <= rules.AnyColor; col++ {
		if n := int(c[col]); n > 0 {
			parts = append(parts, env.N("orbis.cost.symbol", n, n, colorWord(env, col)))
		}
	}
	if len(parts) == 0 {
		return env.T("orbis.cost.free")
	}
	return env.And(parts...)
}
