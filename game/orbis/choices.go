package orbis

import (
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// PanelKind is the kind of choice the player is asked to make on screen.
type PanelKind uint8

// The choice panels.
const (
	NoPanel       PanelKind = iota
	PanelPay                // which colours pay the multicolour symbols
	PanelVillage            // which worshippers to discard for a Village (or decline)
	PanelDeath              // which 6 to discard for the God of Death (or decline)
	PanelVolcano            // which worshippers on the display to destroy (or decline)
	PanelGain               // which colours to gain (Proselytism "any", Love)
	PanelDiscard            // which worshippers to discard down to 10
	PanelExchange           // 3 of one colour for 1 of another
	PanelWild               // place the tile in hand face down where it was dropped? (Turn.Pending)
)

// Panel is an open choice: what is asked and what is chosen so far. It is
// pre-filled with a sensible choice, which the player may change.
type Panel struct {
	Kind       PanelKind
	Need       int         // worshippers to choose in all
	Counts     rules.Cubes // chosen, per colour
	Limit      rules.Cubes // at most per colour (the realm), for discards and payments
	Picks      [rules.DisplaySize]rules.Cubes
	Volcano    rules.Cost // what the Volcano destroys
	CanDecline bool
	From, To   rules.Color // exchange
	HasFrom    bool
	HasTo      bool
}

// exchangePanel opens the exchange with a pair of colours chosen: the one a
// tile dropped where it needs an exchange asks for.
func exchangePanel(from, to rules.Color) Panel {
	return Panel{Kind: PanelExchange, CanDecline: true, From: from, To: to, HasFrom: true, HasTo: true}
}

// openExchange opens the exchange from its button. A realm that holds 3 of
// one colour only can give nothing else: that colour is chosen, so that
// what the panel shows as chosen is what Confirm exchanges.
func openExchange(s *rules.State) Panel {
	p := Panel{Kind: PanelExchange, CanDecline: true}
	realm := s.RealmOf(s.CurrentPlayer())
	for c := range rules.NumColors {
		if realm[c] < 3 {
			continue
		}
		if p.HasFrom {
			return Panel{Kind: PanelExchange, CanDecline: true} // a choice to make
		}
		p.From, p.HasFrom = rules.Color(c), true
	}
	return p
}

// panelFor opens the panel the state waits for, pre-filled; NoPanel when the
// state waits for no small choice.
func panelFor(s *rules.State) Panel {
	seat := s.CurrentPlayer()
	if seat < 0 {
		return Panel{}
	}
	realm := s.RealmOf(seat)
	p := Panel{Limit: realm, Need: s.Remaining(), CanDecline: !s.ChoiceBegun()}
	switch s.Phase() {
	case rules.PhasePay:
		p.Kind = PanelPay
	case rules.PhaseVillage:
		p.Kind = PanelVillage
	case rules.PhaseDeath:
		p.Kind = PanelDeath
	case rules.PhaseVolcano:
		p.Kind, p.Volcano = PanelVolcano, s.VolcanoNeeds()
	case rules.PhaseGain:
		p.Kind, p.Limit = PanelGain, rules.Cubes{99, 99, 99, 99, 99}
	case rules.PhaseFinish:
		if p.Need == 0 {
			return Panel{}
		}
		p.Kind = PanelDiscard
	default:
		return Panel{}
	}
	p.prefill(s)
	return p
}

// prefill follows the computer players' turn policy on a copy of the state;
// where it would decline, it still proposes the worshippers it would give.
func (p *Panel) prefill(s *rules.State) {
	st := *s
	phase := st.Phase()
	for range 32 {
		if st.Phase() != phase {
			return
		}
		a, ok := ai.Choose(&st)
		if !ok {
			return
		}
		if a.Kind == rules.KindDecline {
			p.fillFromMost(&st)
			return
		}
		if st.Apply(a) != nil {
			return
		}
		switch a.Kind {
		case rules.KindDestroy:
			p.Picks[a.Pos][a.Color]++
		default:
			p.Counts[a.Color]++
		}
		if phase == rules.PhaseFinish && st.Remaining() == 0 {
			return
		}
	}
}

// fillFromMost proposes the worshippers of the colours the realm holds most.
func (p *Panel) fillFromMost(s *rules.State) {
	realm := s.RealmOf(s.CurrentPlayer())
	for range p.Need {
		best := rules.Color(0)
		for c := rules.Color(1); c < rules.NumColors; c++ {
			if realm[c] > realm[best] {
				best = c
			}
		}
		p.Counts[best]++
		realm[best]--
	}
}

// give chooses the colour an exchange gives 3 of, when the realm holds 3;
// the colour to get cannot be the same.
func (p *Panel) give(s *rules.State, c rules.Color) {
	if p.Kind != PanelExchange || s.RealmOf(s.CurrentPlayer())[c] < 3 {
		return
	}
	p.From, p.HasFrom = c, true
	if p.HasTo && p.To == c {
		p.HasTo = false
	}
}

// get chooses the colour an exchange gets 1 of: any but the one given.
func (p *Panel) get(c rules.Color) {
	if p.Kind != PanelExchange || p.HasFrom && p.From == c {
		return
	}
	p.To, p.HasTo = c, true
}

// Chosen returns how many worshippers are chosen so far.
func (p *Panel) Chosen() int {
	n := p.Counts.Total()
	for pos := range p.Picks {
		n += p.Picks[pos].Total()
	}
	return n
}

// Complete reports whether the choice can be confirmed.
func (p *Panel) Complete() bool {
	switch p.Kind {
	case PanelExchange:
		return p.HasFrom && p.HasTo && p.From != p.To
	case PanelWild:
		return true // a question: Confirm answers yes
	}
	return p.Chosen() == p.Need
}

// Plus adds one worshipper of c to the choice, within the limits.
func (p *Panel) Plus(c rules.Color) {
	if p.Kind == PanelVolcano || p.Chosen() >= p.Need || p.Counts[c] >= p.Limit[c] {
		return
	}
	p.Counts[c]++
}

// Minus takes one worshipper of c off the choice.
func (p *Panel) Minus(c rules.Color) {
	if p.Counts[c] > 0 {
		p.Counts[c]--
	}
}

// TogglePick adds a display worshipper to a Volcano's choice, or takes it
// off again once all of that colour on the tile are chosen.
func (p *Panel) TogglePick(s *rules.State, pos int, c rules.Color) {
	if p.Kind != PanelVolcano {
		return
	}
	onTile := s.DisplayCubes(pos)[c]
	_, taken := s.TakenTile()
	if pos == taken {
		return
	}
	if p.Picks[pos][c] < onTile && p.Chosen() < p.Need && p.volcanoFits(c) {
		p.Picks[pos][c]++
		return
	}
	p.Picks[pos][c] = 0
}

// PickColors are the colours a Volcano's choice picks on the display:
// those it destroys, every one when it destroys any colour; none for
// another choice.
func (p *Panel) PickColors() rules.ColorSet {
	var set rules.ColorSet
	if p.Kind != PanelVolcano {
		return set
	}
	for c := range rules.NumColors {
		if p.Volcano[c] > 0 || p.Volcano[rules.AnyColor] > 0 {
			set = set.With(rules.Color(c))
		}
	}
	return set
}

// volcanoFits reports whether one more worshipper of c still fits what the
// Volcano destroys.
func (p *Panel) volcanoFits(c rules.Color) bool {
	var chosen rules.Cubes
	for pos := range p.Picks {
		for col := range rules.NumColors {
			chosen[col] += p.Picks[pos][col]
		}
	}
	extra := 0
	for col := range rules.NumColors {
		extra += max(0, int(chosen[col])-int(p.Volcano[col]))
	}
	if chosen[c] < p.Volcano[c] {
		return true
	}
	return extra < int(p.Volcano[rules.AnyColor])
}

// Actions turns the confirmed choice into rules actions.
func (p *Panel) Actions() []rules.Action {
	var out []rules.Action
	switch p.Kind {
	case PanelExchange:
		return []rules.Action{rules.Exchange(p.From, p.To)}
	case PanelVolcano:
		for pos := range p.Picks {
			for c := range rules.NumColors {
				for range p.Picks[pos][c] {
					out = append(out, rules.Destroy(pos, rules.Color(c)))
				}
			}
		}
		return out
	}
	mk := map[PanelKind]func(rules.Color) rules.Action{
		PanelPay: rules.Pay, PanelVillage: rules.Discard, PanelDeath: rules.Discard, PanelDiscard: rules.Discard, PanelGain: rules.Gain,
	}[p.Kind]
	for c := range rules.NumColors {
		for range p.Counts[c] {
			out = append(out, mk(rules.Color(c)))
		}
	}
	return out
}
