package orbis

import (
	"log"

	"orbis/game"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// startHint asks the Hint button's player for the turn of the person to act,
// as a Job: it thinks away from the frame.
func (p *play) startHint(env *game.Env) {
	if !p.humanToAct() || p.hint != nil {
		return
	}
	job, work, err := startHint(p.m.State(), env.InBrowser())
	if err != nil {
		log.Printf("orbis: no hint: %v", err)
		p.turn.Message, p.turn.Err = game.Say("orbis.hint.failed"), true
		return
	}
	p.hint, p.hintWork, p.hintFor = job, work, len(p.m.Sess.History())
	p.status = game.Say("orbis.play.hint_wait")
}

// pollHint shows a finished hint, unless the player moved meanwhile.
func (p *play) pollHint(env *game.Env) {
	if p.hint == nil || !p.hint.Poll() {
		return
	}
	w := p.hintWork
	p.hint, p.hintWork, p.status = nil, nil, game.Phrase{}
	switch {
	case len(p.m.Sess.History()) != p.hintFor:
	case w.err != nil && len(w.hint.Actions) == 0:
		log.Printf("orbis: no hint: %v", w.err)
		p.turn.Message, p.turn.Err = game.Say("orbis.hint.failed"), true
	default:
		p.showHint(env, &w.hint)
	}
}

// cancelHint abandons a hint under way.
func (p *play) cancelHint() {
	if p.hint != nil {
		p.hint.Cancel()
		p.hint, p.hintWork, p.status = nil, nil, game.Phrase{}
	}
}

// showHint shows a hint for the position it was asked in: what the move
// does in words, the tile or god selected and the slot marked.
func (p *play) showHint(env *game.Env, h *ai.Hint) {
	st := p.m.State()
	p.turn.HintText, p.turn.Message, p.turn.Err = hintWords(env, st, &h.Outcome), game.Phrase{}, false
	if h.Outcome.Target >= 0 {
		p.turn.Hint = board.Target{Kind: board.Slot, Index: h.Outcome.Target}
	}
	switch {
	case h.Move.IsGod():
		for i := range st.GodCount() {
			if st.GodAt(i) == h.Move.God {
				p.turn.Selected = board.Target{Kind: board.GodTile, Index: i}
			}
		}
	case h.Move.Slot >= 0 && st.Phase() == rules.PhaseChoose:
		p.turn.Selected = board.Target{Kind: board.DisplayTile, Index: int(h.Move.Pos)}
		p.turn.AsWild = h.Move.Wild
	}
}
