package orbis

import (
	"strings"

	"orbis/game"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// tipKey is what a tooltip depends on: the piece under the pointer, in
// the position and view shown, in the player's language, at a size.
type tipKey struct {
	hover     board.Target
	pos, view int
	lang      string
	w, scale  float64
}

// retip writes the tooltip again when what it speaks of may have changed,
// wrapped as the table wraps its own; the viewer draws it over its bar.
func (r *review) retip(env *game.Env) {
	key := tipKey{r.hover, r.bar.Pos, r.bar.View, env.Lang(), r.layout.W, r.layout.Reading}
	if key == r.tipFor {
		return
	}
	r.tipFor, r.tipLines = key, r.tipLines[:0]
	l := r.layout
	width := min(l.Px(560)*max(1, l.Reading), l.W-l.Px(40))
	for _, para := range strings.Split(r.tip(env), "\n") {
		r.tipLines = append(r.tipLines, env.Text().Wrap(para, l.TipTextSize(), width)...)
	}
}

// tip explains the piece of the position shown under the pointer, with
// the play scene's words: a tile, a god, a placed tile, a seat's score.
func (r *review) tip(env *game.Env) string {
	s := &r.seen
	h := r.hover
	var tip string
	switch h.Kind {
	case board.DisplayTile:
		if id := s.Display(h.Index); id != rules.NoTile {
			tip = tileTip(env, s.Tiles().Tile(id))
		}
	case board.DisplayCube:
		n := int(s.DisplayCubes(h.Index)[h.Sub])
		tip = env.N("orbis.tip.cube_count", n, n, colorWord(env, rules.Color(h.Sub)))
	case board.DisplayTray:
		tip = trayTip(env, s.DisplayCubes(h.Index))
	case board.GodTile:
		if h.Index < s.GodCount() {
			g := s.GodAt(h.Index)
			tip = env.T("orbis.tip.god", godName(env, g), env.T(keyOf(godTipKeys[:], g)))
		}
	case board.Slot:
		if h.Index < rules.PyramidSlots {
			tip = placedTip(env, s, s.PyramidOf(r.layout.Active)[h.Index])
		}
	case board.SeatSlot:
		tip = placedTip(env, s, s.PyramidOf(h.Index)[h.Sub])
	case board.SeatPanel:
		realm := s.RealmOf(h.Index)
		tip = scoreTip(env, r.Names[h.Index], &r.score.Players[h.Index], s.IsOver()) + "\n" + env.T("orbis.tip.realm", realm.Total())
	case board.TempleToken:
		if tokens := s.TempleTokens(); h.Index < len(tokens) {
			tip = env.T("orbis.tip.temple_token", tokens[h.Index])
		}
	case board.Pile:
		tip = env.N("orbis.tip.pile", s.PileSize(h.Index+1), h.Index+1, s.PileSize(h.Index+1))
	}
	if tip == "" {
		return ""
	}
	return tip + "\n" + env.T("orbis.tip.legend")
}
