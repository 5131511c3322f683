package orbis

import (
	"orbis/game"
	rules "orbis/rules/orbis"
)

// tileTip describes a tile: its header and its effect.
func tileTip(env *game.Env, t *rules.Tile) string {
	return tileHeader(env, t) + " " + effectTip(env, t)
}

func tileHeader(env *game.Env, t *rules.Tile) string {
	return env.T("tip.tile_header", int(t.Level), env.T("color."+t.Color.String()), costWords(env, t.Cost), int(t.CP))
}

func colorList(env *game.Env, set rules.ColorSet) string {
	var names []string
	for _, c := range set.Colors() {
		names = append(names, env.T("color."+c.String()))
	}
	return env.Or(names...)
}

func effectTip(env *game.Env, t *rules.Tile) string {
	color := func(c rules.Color) string { return env.T("color." + c.String()) }
	switch t.Effect {
	case rules.Farm:
		return env.T("tip.farm", color(t.EffectColor), int(t.CP))
	case rules.Village:
		return env.T("tip.village", int(t.Amount), int(t.CP))
	case rules.Forest:
		return env.T("tip.forest", int(t.Amount), colorList(env, t.ForestColors), int(t.CP))
	case rules.Volcano:
		return env.T("tip.volcano", costWords(env, t.VolcanoCubes), int(t.CP))
	case rules.Irrigation:
		return env.T("tip.irrigation", color(t.EffectColor), int(t.CP))
	case rules.Temple:
		return env.T("tip.temple", int(t.Amount), int(t.CP))
	case rules.Proselytism:
		if t.EffectColor == rules.AnyColor {
			return env.T("tip.proselytism_any", int(t.Amount), int(t.CP))
		}
		return env.T("tip.proselytism", int(t.Amount), color(t.EffectColor), int(t.CP))
	}
	return env.T("tip.sacred_stone", int(t.CP))
}

// tileName names a tile in the log.
func tileName(env *game.Env, t *rules.Tile) string {
	return env.T("tile.name", int(t.Level), env.T("color."+t.Color.String()), env.T("effect."+t.Effect.String()+".name"))
}

// turnLog describes every finished turn of a match, for a resumed game.
func turnLog(env *game.Env, m *match) []string {
	rec := m.Record()
	st, err := rec.Start()
	if err != nil {
		return nil
	}
	var lines []string
	from := 0
	for i, act := range rec.Actions {
		turn := st.Turn()
		if st.Apply(act) != nil {
			break
		}
		if st.Turn() != turn {
			lines = append(lines, describeTurn(env, m.Seats, &st, rec.Actions[from:i+1]))
			from = i + 1
		}
	}
	return lines
}

// describeTurn writes one turn in words from the state just after it.
func describeTurn(env *game.Env, seats []SeatConfig, after *rules.State, turn []rules.Action) string {
	seat := (after.StartPlayer() + after.Turn() - 1) % after.NumPlayers()
	name := seats[seat].Name
	for _, act := range turn {
		switch act.Kind {
		case rules.KindTakeGod:
			line := env.T("log.god", name, env.T("god."+rules.God(act.Pos).String()+".name"))
			if after.Seat(seat).GodCancelled {
				line += " " + env.T("log.cancelled")
			}
			return line
		case rules.KindPlace:
			slot, _ := rules.Landing(int(act.Pos))
			pl := after.PyramidOf(seat)[slot]
			t := after.Tiles().Tile(pl.Tile)
			if pl.Wild {
				return env.T("log.take_wild", name, tileName(env, t))
			}
			line := env.T("log.take_face_up", name, tileName(env, t))
			if pl.Cancelled {
				line += " " + env.T("log.cancelled")
			}
			return line
		}
	}
	return name
}

// costWords writes a cost or a Volcano's worshippers in words ("2 blue and
// 1 any").
func costWords(env *game.Env, c rules.Cost) string {
	var parts []string
	for col := rules.Color(0); col <= rules.AnyColor; col++ {
		if c[col] > 0 {
			parts = append(parts, env.T("cost.symbol", int(c[col]), env.T("color."+col.String())))
		}
	}
	if len(parts) == 0 {
		return env.T("cost.free")
	}
	return env.And(parts...)
}
