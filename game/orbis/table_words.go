package orbis

import (
	"slices"

	"orbis/game"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// tableWords phrases the table's own words for a view of the game, so that
// drawing looks up none: the top bar, each seat's score and realm, the
// heads. score may be nil (no scores shown); thinking is the seat
// searching, or -1.
func tableWords(env *game.Env, s *rules.View, score *rules.Result, names []string, thinking int) board.Words {
	var w board.Words
	turn := env.T("play.game_over")
	if seat := s.CurrentPlayer(); seat >= 0 && seat < len(names) {
		turn = env.T("orbis.play.turn_of", names[seat])
	}
	w.Top = env.T("orbis.play.round_and_turn", env.T("orbis.play.round", s.Round()), turn)
	w.Thinking = env.T("orbis.play.thinking", "")
	if thinking >= 0 && thinking < len(names) {
		w.NameThinking = env.T("orbis.play.name_thinking", names[thinking], w.Thinking)
	}
	for seat := range s.NumPlayers() {
		if score != nil {
			w.Scores[seat] = env.T("orbis.play.cp", score.Players[seat].Total)
		}
		st := s.Seat(seat)
		realm := st.Realm.Total()
		w.Realm[seat], w.RealmShort[seat] = env.T("orbis.play.realm", realm), env.T("orbis.play.realm_short", realm)
	}
	w.Pays, w.HintHead = env.T("orbis.play.pays"), env.T("orbis.play.hint")
	w.LogHead, w.GodsHead = env.T("play.log"), env.T("orbis.play.gods")
	return w
}

// phrasedTable keeps the table's words (tableWords) until what they say
// changes: the game's view (the score is the view's), the seats' names,
// the seat thinking or the language. A frame that changes none of them
// phrases nothing.
type phrasedTable struct {
	seen     rules.View
	names    []string
	thinking int
	lang     string
	words    board.Words
	ok       bool
}

// get returns the table's words for a view, phrased again only when they
// would say something else.
func (c *phrasedTable) get(env *game.Env, s *rules.View, score *rules.Result, names []string, thinking int) board.Words {
	if c.ok && c.seen == *s && c.thinking == thinking && c.lang == env.Lang() && slices.Equal(c.names, names) {
		return c.words
	}
	c.words = tableWords(env, s, score, names, thinking)
	c.seen, c.thinking, c.lang, c.names, c.ok = *s, thinking, env.Lang(), append(c.names[:0], names...), true
	return c.words
}
