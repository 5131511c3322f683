package analysis

import (
	"math"

	"orbis/rules/internal/grade"
	"orbis/rules/orbit"
)

// Reason is why a key moment cost what it did, chosen from the facts of
// the played and the preferred move; the game says it in words.
type Reason uint8

// The reasons, each with the figures of Why it names.
const (
	// ReasonMargin: the preferred move was worth MarginPoints more, and no
	// fact of the rules says more.
	ReasonMargin Reason = iota
	// ReasonChance: little margin given away, but ChancePoints percentage
	// points of the chance to win.
	ReasonChance
	// ReasonOtherOrder: the General's order Order was worth MarginPoints
	// more than the one given.
	ReasonOtherOrder
	// ReasonCountermanded: following the Emperor's roll was worth
	// MarginPoints more than the countermand (and its penalty).
	ReasonCountermanded
	// ReasonCountermand: countermanding to Order was worth MarginPoints
	// more than following the roll.
	ReasonCountermand
	// ReasonStoppedEarly: a second follow was worth MarginPoints more than
	// stopping after one.
	ReasonStoppedEarly
	// ReasonFewerPoints: the follow scored GainPoints fewer now than the
	// preferred one would have.
	ReasonFewerPoints
	numReasons
)

var reasonNames = [numReasons]string{"margin", "chance", "other_order", "countermanded", "countermand", "stopped_early", "fewer_points"}

func (r Reason) String() string { return grade.NameOf(reasonNames[:], r, "reason") }

// MarshalText writes the reason's name.
func (r Reason) MarshalText() ([]byte, error) { return []byte(r.String()), nil }

// UnmarshalText reads a reason by its name.
func (r *Reason) UnmarshalText(text []byte) error {
	return grade.ParseName(reasonNames[:], text, "key moment's reason", r)
}

// Why is why a key moment cost what it did: the reason and the figures its
// sentence names (see each Reason), the others zero.
type Why struct {
	Reason       Reason `json:"reason"`
	MarginPoints int    `json:"margin_points,omitempty"` // final margin given away, whole points
	GainPoints   int    `json:"gain_points,omitempty"`   // points the preferred follow scores more now
	ChancePoints int    `json:"chance_points,omitempty"` // percentage points of the chance to win
	Order        string `json:"order,omitempty"`         // the order preferred, by its record name
}

// why says why a costly decision cost what it did, choosing the reason by
// the facts of the played and the preferred move.
func why(dec *decision, d *Decision) Why {
	cost := int(math.Round(d.Cost))
	if cost < 1 {
		return Why{Reason: ReasonChance, ChancePoints: max(1, int(math.Round(d.WinLost*100)))}
	}
	played, best := d.Played.Actions, d.Best.Actions
	if len(played) == 0 || len(best) == 0 {
		return Why{Reason: ReasonMargin, MarginPoints: cost}
	}
	p, b := played[0], best[0]
	switch {
	case dec.kind == KindOrder && b.Kind == orbit.KindOrder:
		return Why{Reason: ReasonOtherOrder, MarginPoints: cost, Order: b.Order.String()}
	case dec.kind == KindAnswer && p.Kind == orbit.KindCountermand && b.Kind == orbit.KindAccept:
		return Why{Reason: ReasonCountermanded, MarginPoints: cost}
	case dec.kind == KindAnswer && b.Kind == orbit.KindCountermand:
		return Why{Reason: ReasonCountermand, MarginPoints: cost, Order: b.Order.String()}
	case dec.kind != KindFollow:
		return Why{Reason: ReasonMargin, MarginPoints: cost}
	case p == b && len(played) == 2 && played[1].Kind == orbit.KindDone && len(best) == 2 && best[1].Kind != orbit.KindDone:
		return Why{Reason: ReasonStoppedEarly, MarginPoints: cost}
	}
	if gp, gb := gain(dec, played), gain(dec, best); gb > gp {
		return Why{Reason: ReasonFewerPoints, GainPoints: gb - gp}
	}
	return Why{Reason: ReasonMargin, MarginPoints: cost}
}

// gain is how many points a follow scores its seat at once.
func gain(dec *decision, actions []orbit.Action) int {
	s := dec.start
	before := s.ScoreOf(dec.seat).Total
	for _, a := range actions {
		if s.ApplyFor(dec.seat, a) != nil {
			return 0
		}
	}
	return s.ScoreOf(dec.seat).Total - before
}
