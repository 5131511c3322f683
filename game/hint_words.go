package game

import (
	"orbis/rules"
	"orbis/rules/ai"
)

// hintWords says a hint's reason in the player's language.
func hintWords(a *App, r ai.Reason) string {
	switch r.Kind {
	case ai.ReasonFinish:
		return a.T("hint.finish")
	case ai.ReasonGod:
		return a.T("hint.god", a.T("god."+r.God.String()+".name"), r.Worth)
	case ai.ReasonGodLast:
		return a.T("hint.god_last", a.T("god."+r.God.String()+".name"), r.Worth)
	case ai.ReasonWild:
		return a.N("hint.wild", r.Worshippers, tileName(a, r.Tile), r.Worshippers, r.Row+1, r.Col+1)
	case ai.ReasonFaceUp:
		effect := effectWords(a, r)
		if r.Worshippers > 0 {
			return a.N("hint.face_up_paid", r.Worshippers, tileName(a, r.Tile), r.Row+1, r.Col+1, effect, r.Worshippers)
		}
		return a.T("hint.face_up", tileName(a, r.Tile), r.Row+1, r.Col+1, effect)
	}
	return ""
}

// effectWords says what a face-up tile brings, the second half of its hint.
func effectWords(a *App, r ai.Reason) string {
	t := r.Tile
	amount, cp := int(t.Amount), int(t.CP)
	switch t.Effect {
	case rules.Forest:
		if r.ForestReady {
			return a.N("hint.forest_ready", amount, amount, cp)
		}
		return a.N("hint.forest", amount, amount, cp)
	case rules.Irrigation:
		return a.T("hint.irrigation", cp)
	case rules.Village:
		return a.N("hint.village", amount, amount, cp)
	case rules.Volcano:
		n := t.VolcanoCubes.Symbols()
		return a.N("hint.volcano", n, n, cp)
	case rules.Temple:
		return a.N("hint.temple", amount, amount, cp)
	case rules.Farm:
		return a.T("hint.farm", a.T("color."+t.EffectColor.String()))
	case rules.Proselytism:
		return a.N("hint.proselytism", amount, amount, cp)
	}
	return a.T("hint.sacred", cp)
}
