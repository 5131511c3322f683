package orbit

import (
	"errors"
	"testing"
)

// TestRefusals: each action the rules do not allow at that moment is
// refused with ErrIllegal and changes nothing.
func TestRefusals(t *testing.T) {
	ordered := func(o Order) func(t *testing.T) State {
		return func(t *testing.T) State {
			s := table(t, startRing, [Ships]uint8{0, 2, 4}, o)
			stock(&s.players[0], [MarketSize]HexID{14, 15, 16}, 26, 27)
			return s
		}
	}
	atOrder := func(t *testing.T) State { return newTable(t, 2, 0) }
	solo := func(t *testing.T) State { return newTable(t, 1, 0) }
	tests := []struct {
		name string
		at   func(t *testing.T) State
		a    Action
	}{
		{"a follow before the order", atOrder, MineWith(0)},
		{"done before the order", atOrder, Done()},
		{"accept in a game of two", atOrder, Accept()},
		{"a countermand in a game of two", atOrder, Countermand(Zap)},
		{"a roll in a game of two", atOrder, RollDice(7)},
		{"a draw before any buy", atOrder, Draw(26)},
		{"an order beyond the four", atOrder, GiveOrder(NumOrders)},
		{"an order spelt with a ship", atOrder, Action{Kind: KindOrder, Order: Mine, Ship: 1}},
		{"an order before the roll (solo)", solo, GiveOrder(Mine)},
		{"accept before the roll (solo)", solo, Accept()},
		{"a roll the dice did not give (solo)", solo, RollDice(13)},
		{"a second order while following", ordered(Scout), GiveOrder(Mine)},
		{"done before following once (#1)", ordered(Scout), Done()},
		{"a pass while the order can be followed (#2)", ordered(Mine), Pass()},
		{"a mine under a scout order", ordered(Scout), MineWith(0)},
		{"a scout to the ship's own hex", ordered(Scout), ScoutTo(0, 0)},
		{"a scout of four steps", ordered(Scout), ScoutTo(0, 4)},
		{"a scout off the ring", ordered(Scout), ScoutTo(0, 7)},
		{"a scout of a fourth ship", ordered(Scout), ScoutTo(3, 1)},
		{"a mine of a fourth ship", ordered(Mine), MineWith(3)},
		{"a buy paid with what the tracker lacks", ordered(Buy), BuyHex(0, PayGold, 0, false)},
		{"a buy with no such payment", ordered(Buy), BuyHex(0, NumPayments, 0, false)},
		{"a buy of a fourth market slot", ordered(Buy), BuyHex(3, PayEach, 0, false)},
		{"a buy beside a fourth ship", ordered(Buy), BuyHex(0, PayEach, 3, false)},
		{"a zap of nothing", ordered(Zap), ZapWith(NoSlot, NoShip)},
		{"a zap leaving out the market part that can be done", ordered(Zap), ZapWith(NoSlot, 0)},
		{"a zap leaving out the ring part that can be done", ordered(Zap), ZapWith(0, NoShip)},
		{"a zap of a fourth market slot", ordered(Zap), ZapWith(3, 0)},
		{"a zap under a fourth ship", ordered(Zap), ZapWith(0, 3)},
		{"a zap under a scout order", ordered(Scout), ZapWith(0, 0)},
		{"a buy under a zap order", ordered(Zap), BuyHex(0, PayEach, 0, false)},
		{"the same ship scouting twice", func(t *testing.T) State {
			s := ordered(Scout)(t)
			must(t, &s, ScoutTo(0, 1))
			return s
		}, ScoutTo(0, 2)},
		{"the same ship mining twice", func(t *testing.T) State {
			s := ordered(Mine)(t)
			must(t, &s, MineWith(0))
			return s
		}, MineWith(0)},
		{"a buy from a slot bought this follow", func(t *testing.T) State {
			s := ordered(Buy)(t)
			must(t, &s, BuyHex(0, PayEach, 0, false))
			return s
		}, BuyHex(0, PayEach, 0, false)},
		{"a draw that is not the deck's top (#7)", func(t *testing.T) State {
			s := ordered(Buy)(t)
			must(t, &s, BuyHex(0, PayEach, 0, false))
			must(t, &s, Done())
			return s
		}, Draw(27)},
		{"done while the table refills", func(t *testing.T) State {
			s := ordered(Buy)(t)
			must(t, &s, BuyHex(0, PayEach, 0, false))
			must(t, &s, Done())
			return s
		}, Done()},
		{"a countermand to the order rolled (#9)", func(t *testing.T) State {
			s := solo(t)
			a, _ := s.Chance()
			must(t, &s, a)
			return s
		}, Action{Kind: KindCountermand, Order: EmperorOrder(8)}},
		{"anything once the game is over", func(t *testing.T) State {
			s := atOrder(t)
			s.over, s.phase = true, PhaseOver
			return s
		}, GiveOrder(Mine)},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := tc.at(t)
			before := s
			err := s.Apply(tc.a)
			if !errors.Is(err, ErrIllegal) {
				t.Fatalf("%v: error %v, want one wrapping ErrIllegal", tc.a, err)
			}
			if s != before {
				t.Errorf("%v was refused but changed the table", tc.a)
			}
			if isListed(s.LegalActions(nil), tc.a) {
				t.Errorf("%v is refused but listed", tc.a)
			}
		})
	}
}
