package orbit

import (
	"orbis/game"
	board "orbis/render/orbit"
)

// deckShown is how many of a deck's hexes the open view's market tooltip
// names: enough to see what was coming.
const deckShown = 3

// tableTip explains the piece of the position shown under the pointer
// with the play's words; with everything open, a market hex also tells
// the deck's next hexes, which a seat's view hides.
func (r *review) tableTip(env *game.Env, h board.Hit) []string {
	if h.Kind == hitReviewWords {
		return r.wordsTip(env)
	}
	lines := tableTip(env, &r.seen, r.layout.Active, r.Names, h)
	if h.Kind != board.HitMarket || r.bar.View >= 0 || len(lines) == 0 {
		return lines
	}
	pl := r.seen.Player(r.layout.Active)
	var next []string
	for i := int(pl.DeckTop); i < int(pl.DeckLen) && len(next) < deckShown; i++ {
		next = append(next, hexWord(env, r.seen.Kit().Hex(pl.Deck[i])))
	}
	if len(next) > 0 {
		lines = append(lines, env.T("orbit.review.deck_next", joinWith(env, next)))
	}
	return lines
}

// wordsTip is the bar's line on the action, whole, when the bar cuts it
// short; nothing when it shows whole.
func (r *review) wordsTip(env *game.Env) []string {
	f, text := env.Frame(), env.Text()
	if !r.bar.Cut() {
		return nil
	}
	sc := env.InterfaceScale()
	return text.Wrap(r.bar.Line, f.Px(14)*sc, f.Px(420)*sc)
}
