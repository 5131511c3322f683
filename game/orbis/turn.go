package orbis

import (
	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// Turn is the human seat's side of the play scene: what is selected or
// dragged, the open choice panel, and a status message. It turns intents
// into rules actions on the match.
type Turn struct {
	Selected board.Target // a display tile or god picked by a click
	Dragging board.Target // what is being dragged
	DragOver board.Target
	AsWild   bool  // place the tile as a Wilderness where it could go face up
	Panel    Panel // the open choice
	Message  game.Phrase
	Err      bool         // Message reports a refused move
	Refused  error        // the refusal behind Message, in the rules' own (English) words
	Hint     board.Target // the slot (or base end) a hint suggests, marked on the table
	HintText string       // what the hinted move does, in words
	// Pending is where the player dropped the tile in hand: where it goes
	// face up once the exchange the panel offers makes it payable, or face
	// down once the player confirms the Wilderness the panel asks about.
	Pending board.Target
	// ConfirmEnd: ending the turn asks once more (an option); AskedEnd: it
	// has asked, and the next End turn or Enter ends it.
	ConfirmEnd, AskedEnd bool
}

// Reset clears the turn's interface state, e.g. after an undo.
func (t *Turn) Reset(m *match) {
	*t = Turn{}
	t.Panel = panelFor(m.State())
}

// Handle applies one intent for the human seat to act. It returns whether
// the match changed.
func (t *Turn) Handle(m *match, in input.Intent) bool {
	s := m.State()
	endTurnClicked := in.Kind == input.Click && in.Target.Kind == board.Button && board.ButtonID(in.Target.Index) == board.BtnEndTurn
	if t.AskedEnd && (in.Kind == input.Click && !endTurnClicked || in.Kind == input.KeyCancel || in.Kind == input.DragStart) {
		t.AskedEnd, t.Message = false, game.Phrase{} // the player did something else
	}
	switch in.Kind {
	case input.DragStart:
		if t.Panel.Kind == NoPanel && s.Phase() == rules.PhaseChoose && (in.Target.Kind == board.DisplayTile || in.Target.Kind == board.GodTile) {
			t.Dragging, t.Selected = board.Target(in.Target), board.Target{}
		}
	case input.DragMove:
		t.DragOver = board.Target(in.Over)
	case input.DragCancel:
		t.Dragging = board.Target{}
	case input.Drop:
		from := t.Dragging
		t.Dragging = board.Target{}
		if from.Kind == board.None {
			return false
		}
		return t.drop(m, from, board.Target(in.Over))
	case input.Click:
		return t.click(m, board.Target(in.Target))
	case input.KeyConfirm:
		return t.endTurn(m)
	case input.KeyUndo:
		return t.undo(m)
	case input.KeyRedo:
		return t.redo(m)
	case input.KeyCancel:
		if t.Panel.Kind == PanelExchange || t.Panel.Kind == PanelWild {
			t.closeOffer(m)
		}
		t.Selected, t.Message, t.Hint, t.HintText = board.Target{}, game.Phrase{}, board.Target{}, ""
	}
	return false
}

// drop places a dragged tile on a slot or takes a dragged god.
func (t *Turn) drop(m *match, from, over board.Target) bool {
	switch {
	case from.Kind == board.DisplayTile && over.Kind == board.Slot:
		return t.place(m, from.Index, over.Index)
	case from.Kind == board.GodTile && over.Kind != board.GodTile && over.Kind != board.None:
		return t.takeGod(m, from.Index)
	}
	return false // dropped elsewhere: cancelled
}

// click handles a click on the table.
func (t *Turn) click(m *match, target board.Target) bool {
	s := m.State()
	switch target.Kind {
	case board.DisplayTile:
		if s.Phase() == rules.PhaseChoose && t.Panel.Kind == NoPanel {
			if t.Selected == target {
				t.Selected = board.Target{}
			} else {
				t.Selected = target
			}
		}
	case board.GodTile:
		if s.Phase() == rules.PhaseChoose && t.Panel.Kind == NoPanel {
			if t.Selected == target {
				return t.takeGod(m, target.Index) // a second click takes it
			}
			t.Selected = target
		}
	case board.Slot:
		if t.Selected.Kind == board.DisplayTile {
			return t.place(m, t.Selected.Index, target.Index)
		}
		if _, pos := s.TakenTile(); s.Phase() == rules.PhasePlace && pos >= 0 {
			return t.place(m, pos, target.Index)
		}
	case board.DisplayCube:
		t.Panel.TogglePick(s, target.Index, rules.Color(target.Sub))
	case board.PanelPlus:
		t.Panel.Plus(rules.Color(target.Index))
	case board.PanelMinus:
		t.Panel.Minus(rules.Color(target.Index))
	case board.PanelPick:
		t.Panel.Plus(rules.Color(target.Index)) // one more of a colour
	case board.PanelGive:
		t.Panel.give(m.State(), rules.Color(target.Index))
	case board.PanelGet:
		t.Panel.get(rules.Color(target.Index))
	case board.Button:
		return t.button(m, board.ButtonID(target.Index))
	}
	return false
}

// button handles the table's buttons.
func (t *Turn) button(m *match, b board.ButtonID) bool {
	switch b {
	case board.BtnEndTurn:
		return t.endTurn(m)
	case board.BtnUndo:
		return t.undo(m)
	case board.BtnRedo:
		return t.redo(m)
	case board.BtnConfirm:
		return t.confirm(m)
	case board.BtnDecline:
		if t.Panel.Kind == PanelExchange || t.Panel.Kind == PanelWild {
			t.closeOffer(m)
			return false
		}
		if t.Panel.CanDecline {
			return t.apply(m, rules.Decline())
		}
	case board.BtnExchange:
		if t.Panel.Kind != PanelExchange && m.State().CanExchange() {
			t.Panel = openExchange(m.State())
		}
	case board.BtnWild:
		t.AsWild = !t.AsWild
	}
	return false
}

// closeOffer closes the exchange without exchanging, or the Wilderness
// question without placing: the panel the state waits for comes back, and
// a tile waiting on either stays in hand.
func (t *Turn) closeOffer(m *match) {
	t.Panel, t.Pending = panelFor(m.State()), board.Target{}
}

// place takes the display tile at pos (unless it is already taken) and puts
// it in slot: face up where it can go face up (unless AsWild), else as a
// Wilderness: at once when the player chose Place as Wilderness, else once
// the player answers the question it asks. Taking and placing are two
// steps: undo takes back the placement first, then the take.
func (t *Turn) place(m *match, pos, slot int) bool {
	s := m.State()
	faceUp, wild := s.Placements(pos)
	exchange, plan := s.ExchangePlacements(pos)
	var placement rules.Action
	switch {
	case faceUp.Has(slot) && !t.AsWild:
		placement = rules.Place(slot)
	case exchange.Has(slot) && !t.AsWild:
		// Face up after an exchange: take the tile, and offer the exchange
		// that pays for it; the tile goes here once the player confirms it.
		if s.Phase() == rules.PhaseChoose && !t.apply(m, rules.TakeTile(pos)) {
			return false
		}
		t.Selected, t.Pending = board.Target{}, board.Target{Kind: board.Slot, Index: slot}
		t.Panel = exchangePanel(plan.From[0], plan.To[0])
		return true
	case wild.Has(slot) && !t.AsWild:
		// Only face down here, which the player did not ask for: take the
		// tile, and ask; it goes here once the player confirms.
		if s.Phase() == rules.PhaseChoose && !t.apply(m, rules.TakeTile(pos)) {
			return false
		}
		t.Selected, t.Pending = board.Target{}, board.Target{Kind: board.Slot, Index: slot}
		t.Panel = Panel{Kind: PanelWild, CanDecline: true}
		return true
	case wild.Has(slot):
		placement = rules.PlaceWild(slot)
	case slot >= rules.PyramidSlots:
		return false // an end beyond the base row that is not open: as if dropped elsewhere
	default:
		t.refuse(m, placementRefusal(s, pos, slot))
		return false
	}
	seat := s.CurrentPlayer()
	took := s.Phase() == rules.PhaseChoose
	if took && !t.apply(m, rules.TakeTile(pos)) {
		return false
	}
	if !t.apply(m, placement) {
		if took {
			_ = m.Sess.Undo(seat) // the take alone is no move the player made
			t.Panel = panelFor(m.State())
		}
		return false
	}
	t.Selected, t.AsWild = board.Target{}, false
	return true
}

// takeGod takes the i-th god on the table.
func (t *Turn) takeGod(m *match, i int) bool {
	s := m.State()
	if i < 0 || i >= s.GodCount() {
		return false
	}
	t.Selected = board.Target{}
	return t.apply(m, rules.TakeGod(s.GodAt(i)))
}

// confirm applies the open panel's choice; an exchange for a tile dropped
// where it needs one then places it there.
func (t *Turn) confirm(m *match) bool {
	if t.Panel.Kind == NoPanel || !t.Panel.Complete() {
		return false
	}
	pending := t.Pending
	if t.Panel.Kind == PanelWild {
		return t.apply(m, rules.PlaceWild(pending.Index))
	}
	if !t.apply(m, t.Panel.Actions()...) {
		return false
	}
	if pending.Kind == board.Slot {
		t.placePending(m, pending.Index)
	}
	return true
}

// placePending places the tile in hand face up where the player dropped it,
// once exchanges make it payable; another exchange is offered while one is
// still wanted.
func (t *Turn) placePending(m *match, slot int) {
	s := m.State()
	if faceUp, _ := s.Placements(-1); faceUp.Has(slot) {
		t.apply(m, rules.Place(slot))
		return
	}
	if exchange, plan := s.ExchangePlacements(-1); exchange.Has(slot) {
		t.Pending, t.Panel = board.Target{Kind: board.Slot, Index: slot}, exchangePanel(plan.From[0], plan.To[0])
	}
}

// endTurn ends the turn when nothing is left to decide.
func (t *Turn) endTurn(m *match) bool {
	s := m.State()
	if s.Phase() != rules.PhaseFinish || t.Panel.Kind != NoPanel {
		if t.Panel.Kind != NoPanel && (t.Panel.Kind != PanelExchange || t.Panel.HasTo) {
			return t.confirm(m) // Enter confirms the choice open, an exchange offered included
		}
		return false
	}
	if t.ConfirmEnd && !t.AskedEnd {
		t.AskedEnd, t.Message = true, game.Say("orbis.play.end_turn_sure")
		return false
	}
	t.AskedEnd = false
	return t.apply(m, rules.EndTurn())
}

// undo takes back the last step of the turn: the last action, or the
// last choice confirmed as one (a payment, a Village's discards).
func (t *Turn) undo(m *match) bool {
	if m.Sess.Undo(m.State().CurrentPlayer()) != nil {
		return false
	}
	t.Reset(m)
	return true
}

// redo plays again the last step taken back.
func (t *Turn) redo(m *match) bool {
	if m.Sess.Redo(m.State().CurrentPlayer()) != nil {
		return false
	}
	t.Reset(m)
	return true
}

// apply plays actions as one step of the turn, all or none; a refusal is
// shown.
func (t *Turn) apply(m *match, actions ...rules.Action) bool {
	if err := m.Sess.SubmitAll(m.State().CurrentPlayer(), actions...); err != nil {
		t.refuse(m, err)
		return false
	}
	t.Message, t.Err, t.Refused, t.Hint, t.HintText, t.Pending = game.Phrase{}, false, nil, board.Target{}, "", board.Target{}
	t.Panel = panelFor(m.State())
	return true
}

// refuse shows why a move was refused, in the player's words.
func (t *Turn) refuse(m *match, err error) {
	t.Message, t.Err, t.Refused = refusalPhrase(m.State(), err), true, err
}

// placementRefusal is the rules' refusal of the display tile at pos (or the
// tile in hand) going to slot, face up or as a Wilderness, whichever it
// could least: tried on a copy of the state.
func placementRefusal(s *rules.State, pos, slot int) error {
	try := *s
	if try.Phase() == rules.PhaseChoose {
		if err := try.Apply(rules.TakeTile(pos)); err != nil {
			return err
		}
	}
	return try.Check(rules.PlaceWild(slot))
}

// Highlights returns the slots to light up for the tile being dragged or
// selected or in hand: face up, face up after an exchange, and as a
// Wilderness only.
func (t *Turn) Highlights(s *rules.State) (faceUp, exchange, wildOnly rules.SlotSet) {
	pos := -1
	switch {
	case t.Dragging.Kind == board.DisplayTile:
		pos = t.Dragging.Index
	case t.Selected.Kind == board.DisplayTile:
		pos = t.Selected.Index
	case s.Phase() == rules.PhasePlace:
		_, pos = s.TakenTile()
	}
	if pos < 0 {
		return 0, 0, 0
	}
	f, w := s.Placements(pos)
	if t.AsWild {
		return 0, 0, w
	}
	x, _ := s.ExchangePlacements(pos)
	return f, x &^ f, w &^ f &^ x
}
