package orbit

import (
	"fmt"
	"strconv"
	"strings"
)

// Kind is the kind of an action.
type Kind uint8

// The actions. Each is one atomic step: a turn of a follow is one or two of
// Scout, Mine, Buy or Zap, then Done (or nothing more to do).
const (
	KindOrder       Kind = iota + 1 // the General gives Order
	KindRoll                        // chance (solo): the dice total Roll
	KindAccept                      // solo: follow the rolled order
	KindCountermand                 // solo: put the deck's top out of the game and follow Order instead
	KindScout                       // Ship moves to ring position To, which turns
	KindMine                        // Ship mines the hex it is at
	KindBuy                         // buy Market slot paying Pay, insert it beside Ship (After: clockwise of it)
	KindZap                         // discard Market slot (NoSlot: none) and the hex at Ship (NoShip: none)
	KindDone                        // stop after one follow
	KindPass                        // cannot follow at all
	KindDraw                        // chance: Hex refills the acting seat's market
	numKinds
)

var kindWords = [numKinds]string{"", "order", "roll", "accept", "countermand", "scout", "mine", "buy", "zap", "done", "pass", "draw"}

func (k Kind) String() string {
	if k > 0 && k < numKinds {
		return kindWords[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Payment is how a hex is paid: 3 of one resource, or 1 of each.
type Payment uint8

// The payments.
const (
	PayWater Payment = iota // 3 water
	PayOre                  // 3 ore
	PayGold                 // 3 gold
	PayEach                 // 1 of each
	NumPayments
)

var paymentWords = [NumPayments]string{"water", "ore", "gold", "each"}

// Cost returns what a payment takes from the tracker.
func (p Payment) Cost() (c [NumResources]uint8) {
	if p == PayEach {
		return [NumResources]uint8{1, 1, 1}
	}
	c[p] = 3
	return c
}

// NoShip and NoSlot leave out a Zap's ring or market part.
const (
	NoShip = -1
	NoSlot = -1
)

// Action is one step of the game: a small comparable value.
type Action struct {
	Kind   Kind
	Order  Order   // KindOrder, KindCountermand
	Ship   int8    // KindScout, KindMine, KindBuy, KindZap (NoShip)
	To     int8    // KindScout: the ring position the ship stops at
	Market int8    // KindBuy, KindZap (NoSlot): a market slot
	Pay    Payment // KindBuy
	After  bool    // KindBuy: insert clockwise after the ship's hex, not before
	Roll   uint8   // KindRoll: the dice's total, 2 to 12
	Hex    HexID   // KindDraw
}

// Constructors for the actions.
func GiveOrder(o Order) Action    { return Action{Kind: KindOrder, Order: o} }
func RollDice(total int) Action   { return Action{Kind: KindRoll, Roll: uint8(total)} }
func Accept() Action              { return Action{Kind: KindAccept} }
func Countermand(o Order) Action  { return Action{Kind: KindCountermand, Order: o} }
func ScoutTo(ship, to int) Action { return Action{Kind: KindScout, Ship: int8(ship), To: int8(to)} }
func MineWith(ship int) Action    { return Action{Kind: KindMine, Ship: int8(ship)} }
func Done() Action                { return Action{Kind: KindDone} }
func Pass() Action                { return Action{Kind: KindPass} }
func Draw(h HexID) Action         { return Action{Kind: KindDraw, Hex: h} }
func ZapWith(market, ship int) Action {
	return Action{Kind: KindZap, Market: int8(market), Ship: int8(ship)}
}
func BuyHex(market int, pay Payment, ship int, after bool) Action {
	return Action{Kind: KindBuy, Market: int8(market), Pay: pay, Ship: int8(ship), After: after}
}

// String writes an action in the record notation: "order mine", "roll 7",
// "accept", "countermand zap", "scout 1>4", "mine 2", "buy 0 each 1 after",
// "zap 2 0" ("zap - 0", "zap 2 -"), "done", "pass", "draw 17".
func (a Action) String() string {
	switch a.Kind {
	case KindOrder, KindCountermand:
		return a.Kind.String() + " " + a.Order.String()
	case KindRoll:
		return "roll " + strconv.Itoa(int(a.Roll))
	case KindScout:
		return fmt.Sprintf("scout %d>%d", a.Ship, a.To)
	case KindMine:
		return fmt.Sprintf("mine %d", a.Ship)
	case KindBuy:
		side := "before"
		if a.After {
			side = "after"
		}
		pay := "?"
		if a.Pay < NumPayments {
			pay = paymentWords[a.Pay]
		}
		return fmt.Sprintf("buy %d %s %d %s", a.Market, pay, a.Ship, side)
	case KindZap:
		return "zap " + dashOr(int(a.Market)) + " " + dashOr(int(a.Ship))
	case KindDraw:
		return "draw " + strconv.Itoa(int(a.Hex))
	}
	return a.Kind.String()
}

func dashOr(v int) string {
	if v < 0 {
		return "-"
	}
	return strconv.Itoa(v)
}

// ParseAction reads the record notation String writes.
func ParseAction(text string) (Action, error) {
	f := strings.Fields(text)
	bad := func() (Action, error) { return Action{}, fmt.Errorf("orbit: cannot read the action %q", text) }
	if len(f) == 0 {
		return bad()
	}
	num := func(s string, lo, hi int) (int, bool) {
		if s == "-" && lo < 0 {
			return -1, true
		}
		v, err := strconv.Atoi(s)
		return v, err == nil && v >= lo && v <= hi && s != "-"
	}
	order := func(s string) (Order, bool) {
		for i, w := range orderNames {
			if w == s {
				return Order(i), true
			}
		}
		return 0, false
	}
	switch {
	case len(f) == 1:
		for k, w := range kindWords {
			if w == f[0] && (Kind(k) == KindAccept || Kind(k) == KindDone || Kind(k) == KindPass) {
				return Action{Kind: Kind(k)}, nil
			}
		}
	case len(f) == 2 && (f[0] == "order" || f[0] == "countermand"):
		if o, ok := order(f[1]); ok {
			if f[0] == "order" {
				return GiveOrder(o), nil
			}
			return Countermand(o), nil
		}
	case len(f) == 2 && f[0] == "roll":
		if v, ok := num(f[1], 2, 12); ok {
			return RollDice(v), nil
		}
	case len(f) == 2 && f[0] == "scout":
		a, b, found := strings.Cut(f[1], ">")
		ship, ok1 := num(a, 0, Ships-1)
		to, ok2 := num(b, 0, MaxRing-1)
		if found && ok1 && ok2 {
			return ScoutTo(ship, to), nil
		}
	case len(f) == 2 && f[0] == "mine":
		if ship, ok := num(f[1], 0, Ships-1); ok {
			return MineWith(ship), nil
		}
	case len(f) == 2 && f[0] == "draw":
		if h, ok := num(f[1], 0, KitHexes-1); ok {
			return Draw(HexID(h)), nil
		}
	case len(f) == 3 && f[0] == "zap":
		m, ok1 := num(f[1], -1, MarketSize-1)
		ship, ok2 := num(f[2], -1, Ships-1)
		if ok1 && ok2 {
			return ZapWith(m, ship), nil
		}
	case len(f) == 5 && f[0] == "buy":
		m, ok1 := num(f[1], 0, MarketSize-1)
		ship, ok2 := num(f[3], 0, Ships-1)
		pay := -1
		for i, w := range paymentWords {
			if w == f[2] {
				pay = i
			}
		}
		if ok1 && ok2 && pay >= 0 && (f[4] == "before" || f[4] == "after") {
			return BuyHex(m, Payment(pay), ship, f[4] == "after"), nil
		}
	}
	return bad()
}
