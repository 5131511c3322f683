package orbis

import (
	"time"

	"orbis/game"
	rules "orbis/rules/orbis"
)

// noticeTime is how long a notice stays: long enough to read two lines.
const noticeTime = 4 * time.Second

// notify shows a passing word over the table. It is said once, in the
// language of the moment: it is gone before anyone could change it.
func (p *play) notify(text string) {
	p.notice, p.noticeUntil = text, time.Now().Add(noticeTime)
}

// noticeView shows the notice until its time is up.
func (p *play) noticeView() {
	if p.notice != "" && time.Now().After(p.noticeUntil) {
		p.notice = ""
	}
	p.view.Notice = p.notice
}

// explainCancel tells a person why the tile they just placed face up was
// cancelled by the rules, with no choice of theirs: a Village their realm
// cannot feed, a Volcano with nothing to destroy, an Irrigation without its
// colour beneath. (A computer's cancelled tile is in the log.)
func (p *play) explainCancel(env *game.Env, e *event) {
	seat := e.Step.Seat
	if seat < 0 || !p.m.Seats[seat].Human() {
		return
	}
	slot, ok := cancelledByRules(&e.Before, &e.After, seat, e.Step.Action)
	if !ok {
		return
	}
	t := e.After.Tiles().Tile(e.After.PyramidOf(seat)[slot].Tile)
	switch t.Effect {
	case rules.Village:
		realm := e.After.RealmOf(seat)
		p.notify(env.N("orbis.notice.cancelled_village", int(t.Amount), int(t.Amount), realm.Total()))
	case rules.Volcano:
		p.notify(env.T("orbis.notice.cancelled_volcano", costWords(env, t.VolcanoCubes)))
	case rules.Irrigation:
		p.notify(env.T("orbis.notice.cancelled_irrigation", colorWord(env, t.EffectColor)))
	}
}

// cancelledIn reports whether a pyramid holds the tile cancelled already
// (wherever: a placement beyond the base row moves every tile).
func cancelledIn(pyr *rules.Pyramid, tile rules.TileID) bool {
	for _, pl := range pyr {
		if pl.Tile == tile && !pl.Wild && pl.Cancelled {
			return true
		}
	}
	return false
}
