package orbis

import (
	"orbis/game"
	rules "orbis/rules/orbis"
)

// The catalogue keys of the names the rules use, written out in full: no
// key is built from an engine name, so the words test sees every key the
// game can ask for (assets' TestCodeKeys).
var (
	colorKeys = [...]string{
		rules.Red: "color.red", rules.Blue: "color.blue", rules.Yellow: "color.yellow",
		rules.Green: "color.green", rules.White: "color.white", rules.AnyColor: "color.any",
	}
	effectNameKeys = [...]string{
		rules.Farm: "effect.farm.name", rules.Village: "effect.village.name", rules.Forest: "effect.forest.name",
		rules.Volcano: "effect.volcano.name", rules.Irrigation: "effect.irrigation.name", rules.Temple: "effect.temple.name",
		rules.Proselytism: "effect.proselytism.name", rules.SacredStone: "effect.sacred_stone.name",
	}
	godNameKeys = [rules.NumGods]string{
		rules.Love: "god.love.name", rules.Apprentice: "god.apprentice.name", rules.Oceans: "god.oceans.name",
		rules.Idleness: "god.idleness.name", rules.Fire: "god.fire.name", rules.Technology: "god.technology.name",
		rules.Nature: "god.nature.name", rules.Equilibrium: "god.equilibrium.name", rules.Harvests: "god.harvests.name",
		rules.Death: "god.death.name",
	}
	godShortKeys = [rules.NumGods]string{
		rules.Love: "god.love.short", rules.Apprentice: "god.apprentice.short", rules.Oceans: "god.oceans.short",
		rules.Idleness: "god.idleness.short", rules.Fire: "god.fire.short", rules.Technology: "god.technology.short",
		rules.Nature: "god.nature.short", rules.Equilibrium: "god.equilibrium.short", rules.Harvests: "god.harvests.short",
		rules.Death: "god.death.short",
	}
	godTipKeys = [rules.NumGods]string{
		rules.Love: "god.love.tip", rules.Apprentice: "god.apprentice.tip", rules.Oceans: "god.oceans.tip",
		rules.Idleness: "god.idleness.tip", rules.Fire: "god.fire.tip", rules.Technology: "god.technology.tip",
		rules.Nature: "god.nature.tip", rules.Equilibrium: "god.equilibrium.tip", rules.Harvests: "god.harvests.tip",
		rules.Death: "god.death.tip",
	}
	// computerNameKeys name the computer seats nobody named, by seat.
	computerNameKeys = [...]string{"setup.computer_name.1", "setup.computer_name.2", "setup.computer_name.3", "setup.computer_name.4"}
)

// keyOf returns table[i], or "" (a missing key, shown as "{}") for an index
// the table does not have.
func keyOf[I ~uint8 | ~int](table []string, i I) string {
	if int(i) < 0 || int(i) >= len(table) {
		return ""
	}
	return table[i]
}

// colorWord names a colour ("red", "any").
func colorWord(env *game.Env, c rules.Color) string { return env.T(keyOf(colorKeys[:], c)) }

// sayColor is a colour's name as a phrase, for a phrase's arguments.
func sayColor(c rules.Color) game.Phrase { return game.Say(keyOf(colorKeys[:], c)) }

// godName names a god in full ("God of Death").
func godName(env *game.Env, g rules.God) string { return env.T(keyOf(godNameKeys[:], g)) }

// sayGod is a god's name as a phrase.
func sayGod(g rules.God) game.Phrase { return game.Say(keyOf(godNameKeys[:], g)) }

// separated joins parts of a line: "a · b · c".
func separated(env *game.Env, parts ...string) string { return joined(env, "text.separated", parts) }

// sentences joins sentences in the language's way: "A. B. C."
func sentences(env *game.Env, lines ...string) string { return joined(env, "text.sentences", lines) }

// joined folds parts, two at a time, with a catalogue text that joins two.
func joined(env *game.Env, key string, parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	s := parts[0]
	for _, p := range parts[1:] {
		s = env.T(key, s, p)
	}
	return s
}

// rivalKeys are each rival's words, by its id: its name, and what it
// likes beyond winning.
var rivalKeys = map[string]struct{ name, style string }{
	"vesta":   {"rival.vesta.name", "rival.vesta.style"},
	"demeter": {"rival.demeter.name", "rival.demeter.style"},
	"etna":    {"rival.etna.name", "rival.etna.style"},
}
