package analysis

import (
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// Words phrases catalogue keys in a language; *assets.Catalog is one. The
// rules stay free of the catalogue: a report holds keys and arguments, and
// its texts are filled in only when Options.Words is set.
type Words interface {
	T(key string, args ...any) string
	N(key string, n int, args ...any) string
}

// Phrase is a sentence or a name as a catalogue key with its arguments. An
// argument is a number, a string (a player's name) or a Phrase (a game
// term, such as a god's name), phrased first. Count, when set, chooses the
// key's plural form.
type Phrase struct {
	Key   string `json:"key"`
	Args  []any  `json:"args,omitempty"`
	Count *int   `json:"count,omitempty"`
}

// say is the phrase of key with args.
func say(key string, args ...any) Phrase { return Phrase{Key: key, Args: args} }

// sayN is the phrase of key for the count n, with args.
func sayN(key string, n int, args ...any) Phrase { return Phrase{Key: key, Args: args, Count: &n} }

// In phrases p with w; "" for an empty phrase.
func (p Phrase) In(w Words) string {
	if p.Key == "" || w == nil {
		return ""
	}
	args := make([]any, len(p.Args))
	for i, a := range p.Args {
		if inner, ok := a.(Phrase); ok {
			a = inner.In(w)
		}
		args[i] = a
	}
	if p.Count != nil {
		return w.N(p.Key, *p.Count, args...)
	}
	return w.T(p.Key, args...)
}

// The catalogue keys of the game's terms, written out in full so that the
// catalogue's tests see every key the analysis can name.
var (
	colorKeys = [rules.NumColors]string{
		rules.Red: "color.red", rules.Blue: "color.blue", rules.Yellow: "color.yellow",
		rules.Green: "color.green", rules.White: "color.white",
	}
	effectKeys = [...]string{
		rules.Farm: "effect.farm.name", rules.Village: "effect.village.name", rules.Forest: "effect.forest.name",
		rules.Volcano: "effect.volcano.name", rules.Irrigation: "effect.irrigation.name", rules.Temple: "effect.temple.name",
		rules.Proselytism: "effect.proselytism.name", rules.SacredStone: "effect.sacred_stone.name",
	}
	godKeys = [rules.NumGods]string{
		rules.Love: "god.love.name", rules.Apprentice: "god.apprentice.name", rules.Oceans: "god.oceans.name",
		rules.Idleness: "god.idleness.name", rules.Fire: "god.fire.name", rules.Technology: "god.technology.name",
		rules.Nature: "god.nature.name", rules.Equilibrium: "god.equilibrium.name", rules.Harvests: "god.harvests.name",
		rules.Death: "god.death.name",
	}
	classKeys = [...]string{
		Best: "analysis.class.best", Good: "analysis.class.good", Inaccuracy: "analysis.class.inaccuracy",
		Mistake: "analysis.class.mistake", Blunder: "analysis.class.blunder",
	}
)

// LabelKeys are the catalogue keys of the analysis screen's labels: a
// chart's axes and legend, the columns of the list of decisions.
var LabelKeys = struct {
	Title, Score, Chance, Accuracy, BestMove, YourMove, Cost, Round, KeyMoments, Forced string
}{
	Title: "analysis.label.title", Score: "analysis.label.score", Chance: "analysis.label.chance",
	Accuracy: "analysis.label.accuracy", BestMove: "analysis.label.best_move", YourMove: "analysis.label.your_move",
	Cost: "analysis.label.cost", Round: "analysis.label.round", KeyMoments: "analysis.label.key_moments",
	Forced: "analysis.label.forced",
}

// keyOf returns table[i], or "" for an index the table does not have (a
// missing key, which shows as "{}" rather than failing).
func keyOf[I ~uint8 | ~int](table []string, i I) string {
	if int(i) < 0 || int(i) >= len(table) {
		return ""
	}
	return table[i]
}

// tileTerm names a tile by its effect: "Forest".
func tileTerm(t *rules.Tile) Phrase {
	if t == nil {
		return Phrase{}
	}
	return say(keyOf(effectKeys[:], t.Effect))
}

// godTerm names a god: "Goddess of Love".
func godTerm(g rules.God) Phrase { return say(keyOf(godKeys[:], g)) }

// moveWords describes a move made from s (at the start of its turn) in the
// game's words: the god, or the tile, its colour, how and in which row it
// was placed.
func moveWords(s *rules.State, m ai.Move) Phrase {
	if m.God != rules.NoGod {
		return godTerm(m.God)
	}
	if m.Slot < 0 || int(m.Pos) >= rules.DisplaySize || s.Display(int(m.Pos)) == rules.NoTile {
		return say("analysis.move.finish")
	}
	t := s.Tiles().Tile(s.Display(int(m.Pos)))
	slot, _ := rules.Landing(int(m.Slot))
	row, _ := rules.SlotRowCol(slot)
	if m.Wild {
		return say("analysis.move.wild", tileTerm(t), say(keyOf(colorKeys[:], t.Color)), row+1)
	}
	return say("analysis.move.face_up", tileTerm(t), say(keyOf(colorKeys[:], t.Color)), row+1)
}
