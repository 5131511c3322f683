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
		rules.Red: "orbis.color.red", rules.Blue: "orbis.color.blue", rules.Yellow: "orbis.color.yellow",
		rules.Green: "orbis.color.green", rules.White: "orbis.color.white", rules.AnyColor: "orbis.color.any",
	}
	effectNameKeys = [...]string{
		rules.Farm: "orbis.effect.farm.name", rules.Village: "orbis.effect.village.name", rules.Forest: "orbis.effect.forest.name",
		rules.Volcano: "orbis.effect.volcano.name", rules.Irrigation: "orbis.effect.irrigation.name", rules.Temple: "orbis.effect.temple.name",
		rules.Proselytism: "orbis.effect.proselytism.name", rules.SacredStone: "orbis.effect.sacred_stone.name",
	}
	godNameKeys = [rules.NumGods]string{
		rules.Love: "orbis.god.love.name", rules.Apprentice: "orbis.god.apprentice.name", rules.Oceans: "orbis.god.oceans.name",
		rules.Idleness: "orbis.god.idleness.name", rules.Fire: "orbis.god.fire.name", rules.Technology: "orbis.god.technology.name",
		rules.Nature: "orbis.god.nature.name", rules.Equilibrium: "orbis.god.equilibrium.name", rules.Harvests: "orbis.god.harvests.name",
		rules.Death: "orbis.god.death.name",
	}
	godShortKeys = [rules.NumGods]string{
		rules.Love: "orbis.god.love.short", rules.Apprentice: "orbis.god.apprentice.short", rules.Oceans: "orbis.god.oceans.short",
		rules.Idleness: "orbis.god.idleness.short", rules.Fire: "orbis.god.fire.short", rules.Technology: "orbis.god.technology.short",
		rules.Nature: "orbis.god.nature.short", rules.Equilibrium: "orbis.god.equilibrium.short", rules.Harvests: "orbis.god.harvests.short",
		rules.Death: "orbis.god.death.short",
	}
	godTipKeys = [rules.NumGods]string{
		rules.Love: "orbis.god.love.tip", rules.Apprentice: "orbis.god.apprentice.tip", rules.Oceans: "orbis.god.oceans.tip",
		rules.Idleness: "orbis.god.idleness.tip", rules.Fire: "orbis.god.fire.tip", rules.Technology: "orbis.god.technology.tip",
		rules.Nature: "orbis.god.nature.tip", rules.Equilibrium: "orbis.god.equilibrium.tip", rules.Harvests: "orbis.god.harvests.tip",
		rules.Death: "orbis.god.death.tip",
	}
	// computerNameKeys name the computer seats nobody named, by seat.
	computerNameKeys = [...]string{"orbis.setup.computer_name.1", "orbis.setup.computer_name.2", "orbis.setup.computer_name.3", "orbis.setup.computer_name.4"}
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
	"vesta":   {"orbis.rival.vesta.name", "orbis.rival.vesta.style"},
	"demeter": {"orbis.rival.demeter.name", "orbis.rival.demeter.style"},
	"etna":    {"orbis.rival.etna.name", "orbis.rival.etna.style"},
}
