package orbit

import (
	"strings"

	"orbis/game"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
)

// promptStep is the step of the game the prompt speaks of.
type promptStep uint8

const (
	promptOver        promptStep = iota // the game is over
	promptInspect                       // another seat's system is drawn large
	promptOnline                        // an online table waits for another seat or the server
	promptWaitGeneral                   // another seat chooses the order
	promptWait                          // another seat follows the order
	promptOrder                         // the person, General, gives the order
	promptAccept                        // solo: the Emperor's roll, to follow or countermand
	promptPass                          // the person cannot follow the order
	promptFollow                        // the person follows the order, once or again
)

// promptCase is what the prompt says: the step, and what the words of
// that step name. play.promptCase reads it from the table; everyPrompt
// lists them all, for the room the prompt needs.
type promptCase struct {
	step    promptStep
	name    string      // who acts, or whose system is looked at
	status  string      // promptOnline: the online table's words
	order   rules.Order // the order to follow, or the Emperor's roll
	again   bool        // followed once already
	ship    int         // Scout: the ship picked, or -1
	picked  bool        // Buy: a market hex picked, paid with pay
	pay     rules.Payment
	sure    bool // Zap: pressed once
	penalty int  // promptAccept: what the countermands cost once one more is made
}

// text writes the prompt in the player's language.
func (c promptCase) text(env *game.Env) string {
	switch c.step {
	case promptOver:
		return env.T("play.game_over")
	case promptInspect:
		return env.T(env.Pointing("orbit.inspecting", "orbit.inspecting_touch"), c.name)
	case promptOnline:
		return c.status
	case promptWaitGeneral:
		return env.T("orbit.prompt.wait_general", c.name)
	case promptWait:
		return env.T("orbit.prompt.wait", c.name)
	case promptOrder:
		return env.T("orbit.prompt.order")
	case promptAccept:
		return env.T("orbit.prompt.accept", orderWord(env, c.order), env.N("orbit.prompt.penalty", c.penalty, c.penalty))
	case promptPass:
		return env.T("orbit.prompt.pass", orderWord(env, c.order))
	}
	text := env.T(env.Pointing(keyOf(promptKeys[:], c.order), keyOf(promptTouchKeys[:], c.order)))
	switch {
	case c.order == rules.Scout && c.ship >= 0:
		text = env.T(env.Pointing("orbit.prompt.scout_pick", "orbit.prompt.scout_pick_touch"), shipWord(env, c.ship))
	case c.order == rules.Buy && c.picked:
		text = env.T(env.Pointing("orbit.prompt.buy_pick", "orbit.prompt.buy_pick_touch"), env.T(keyOf(paymentKeys[:], c.pay)))
	case c.order == rules.Zap && c.sure:
		text = env.T("orbit.prompt.zap_sure")
	}
	if c.again {
		text = env.T("orbit.prompt.again", text)
	}
	return text
}

// promptCase reads what the prompt says from the table: the person to act
// and their picks, or who is acting.
func (p *play) promptCase(env *game.Env) promptCase {
	s := p.m.State()
	if s.IsOver() {
		return promptCase{step: promptOver}
	}
	if p.inspect >= 0 {
		return promptCase{step: promptInspect, name: p.m.Seats[p.inspect].Name}
	}
	seat := s.CurrentPlayer()
	name := p.m.Seats[seat].Name
	switch {
	case !p.humanToAct() && p.net != nil:
		return promptCase{step: promptOnline, status: p.net.Status(env, p.m.Sess)}
	case !p.humanToAct() && s.Phase() == rules.PhaseOrder:
		return promptCase{step: promptWaitGeneral, name: name}
	case !p.humanToAct():
		return promptCase{step: promptWait, name: name}
	case s.Phase() == rules.PhaseOrder:
		return promptCase{step: promptOrder}
	case s.Phase() == rules.PhaseAccept:
		return promptCase{step: promptAccept, order: s.Rolled(), penalty: s.Kit().PenaltyFor(int(s.Player(seat).Countermands) + 1)}
	case p.legalKind(rules.KindPass):
		return promptCase{step: promptPass, order: s.Order()}
	}
	c := promptCase{step: promptFollow, order: s.Order(), again: s.FollowedBy(p.here()) > 0, ship: -1}
	switch s.Order() {
	case rules.Scout:
		c.ship = p.pickShip
	case rules.Buy:
		c.picked, c.pay = p.pickMarket >= 0, p.pay
	case rules.Zap:
		c.sure = p.zapSure
	}
	if !c.picked {
		c.pay = 0
	}
	return c
}

// everyPrompt lists every prompt the table can show to seats of these
// names with this kit, but the online table's words: each step of each
// order, first follow and second, with each pick.
func everyPrompt(names []string, k *rules.Kit) []promptCase {
	out := []promptCase{{step: promptOver}, {step: promptOrder}}
	for _, name := range names {
		out = append(out, promptCase{step: promptInspect, name: name}, promptCase{step: promptWaitGeneral, name: name}, promptCase{step: promptWait, name: name})
	}
	for o := range rules.Order(rules.NumOrders) {
		for n := 1; n <= rules.PenaltySteps; n++ {
			out = append(out, promptCase{step: promptAccept, order: o, penalty: k.PenaltyFor(n)})
		}
		out = append(out, promptCase{step: promptPass, order: o})
		for _, again := range []bool{false, true} {
			c := promptCase{step: promptFollow, order: o, again: again, ship: -1}
			out = append(out, c)
			switch o {
			case rules.Scout:
				for ship := range rules.Ships {
					c.ship = ship
					out = append(out, c)
				}
			case rules.Buy:
				c.picked = true
				for pay := range rules.NumPayments {
					c.pay = pay
					out = append(out, c)
				}
			case rules.Zap:
				c.sure = true
				out = append(out, c)
			}
		}
	}
	return out
}

// promptLines is how many lines the prompt's room holds: as many as the
// longest prompt the table can show in this language takes, so that the
// ring stays where it is from one step to the next, or the prompt shown
// now, when it takes more (an online table's words). The longest is
// measured again when the language, the pointer (click or tap), the
// window, the scale or the names change. A fluid table's room is the prompt's own.
func (p *play) promptLines(env *game.Env) int {
	f, text := env.Frame(), env.Text()
	size, width := promptSize(env), p.promptRoomW(env)
	if f.Fluid() { // a phone's ring has no room to spare for a longer prompt
		return len(text.Wrap(p.prompt, size, width))
	}
	names := p.m.Names()
	key := strings.Join(append([]string{env.Lang(), env.Pointing("mouse", "touch"), itoa(int(f.W)), itoa(int(f.H)), itoa(int(width)), itoa(int(size * 100))}, names...), "\x00")
	if key != p.fitKey {
		p.fitKey, p.fitLines = key, 0
		for _, c := range everyPrompt(names, p.m.State().Kit()) {
			p.fitLines = max(p.fitLines, len(text.Wrap(c.text(env), size, width)))
		}
	}
	return max(p.fitLines, len(text.Wrap(p.prompt, size, width)))
}

// The prompt's words: their size, before the interface's scale, and the
// width of the lines, in design units.
const (
	promptPx    = 14
	promptWidth = 536
	promptPitch = board.PromptPitch // the lines' spacing, in sizes
)

// promptRoomW is the width of the prompt's lines, in pixels: the desktop's
// promptWidth, a fluid table's room.
func (p *play) promptRoomW(env *game.Env) float64 {
	if f := env.Frame(); !f.Fluid() || p.layout == nil {
		return f.Px(promptWidth)
	}
	return p.layout.Prompt.W
}

// promptSize is the prompt's words' size, in pixels.
func promptSize(env *game.Env) float64 {
	f := env.Frame()
	if f.Fluid() && f.DH < 700 { // a short phone: a line more for the ring
		return f.Px(promptPx-1) * env.InterfaceScale()
	}
	return f.Px(promptPx) * env.InterfaceScale()
}
