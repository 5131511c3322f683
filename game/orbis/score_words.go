package orbis

import (
	"fmt"
	"strings"

	"orbis/game"
	rules "orbis/rules/orbis"
)

// scoreTip explains a seat's score part by part, one paragraph a part: the
// tiles, the Wilderness, the temple token, the god, and, before the end,
// what "provisional" means.
func scoreTip(env *game.Env, name string, b *rules.Breakdown, over bool) string {
	head := env.T("orbis.score.total", name, b.Total)
	if !over {
		head = env.T("orbis.score.total_provisional", name, b.Total)
	}
	lines := append([]string{head}, scoreParts(env, b)...)
	if !over {
		lines = append(lines, env.T("orbis.score.provisional"))
	}
	return strings.Join(lines, "\n")
}

// scoreParts are a score's parts, a sentence each: the tiles, the
// Wilderness, the temple token, the god.
func scoreParts(env *game.Env, b *rules.Breakdown) []string {
	var counted, cancelled, short int
	for _, ts := range b.Tiles {
		switch ts.Status {
		case rules.StatusScored, rules.StatusValidated:
			counted++
		case rules.StatusCancelled:
			cancelled++
		case rules.StatusForestShort:
			short++
		}
	}
	tiles := []string{env.N("orbis.score.tiles_counted", counted, counted)}
	if cancelled > 0 {
		tiles = append(tiles, env.N("orbis.score.tiles_cancelled", cancelled, cancelled))
	}
	if short > 0 {
		tiles = append(tiles, env.N("orbis.score.forests_short", short, short))
	}
	lines := []string{
		env.T("orbis.score.tiles", signed(b.TileCP), env.And(tiles...)),
		env.N("orbis.score.wilderness", b.Wilderness, signed(b.WildernessPenalty), b.Wilderness),
	}
	symbols := env.N("orbis.score.temple_symbols", b.TempleSymbols, b.TempleSymbols)
	if b.TempleToken > 0 {
		lines = append(lines, env.T("orbis.score.temple_token", signed(b.TempleToken), symbols))
	} else {
		lines = append(lines, env.T("orbis.score.no_temple_token", symbols))
	}
	switch {
	case b.God == rules.NoGod:
		lines = append(lines, env.T("orbis.score.no_god"))
	case b.GodMet:
		lines = append(lines, env.T("orbis.score.god_met", godName(env, b.God), signed(b.GodCP)))
	default:
		lines = append(lines, env.T("orbis.score.god_unmet", godName(env, b.God), signed(b.GodCP)))
	}
	return lines
}

// signed writes a number of CP with its sign: +3, -2, 0.
func signed(n int) string {
	if n > 0 {
		return fmt.Sprintf("%+d", n)
	}
	return fmt.Sprint(n)
}
