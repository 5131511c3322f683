package orbit

import (
	"fmt"
	"testing"
)

// Each order's follow, its edge cases row by row, with the ruling of
// docs/orbit/rulings.md (#n) or ../shared/design/ORBIT.md each row holds to.

func TestScoutFollows(t *testing.T) {
	full := func(pos ...int) func(p *Player) {
		return func(p *Player) {
			for _, at := range pos {
				p.Ring[at].Turns = EdgeCount - 1
			}
		}
	}
	runFollows(t, Scout, []followCase{{
		name:  "every ship lists its stops, 1 to 3 steps clockwise",
		ships: [Ships]uint8{0, 2, 4},
		legal: "scout 0>1, scout 0>2, scout 0>3, scout 1>3, scout 1>4, scout 1>5, scout 2>0, scout 2>1, scout 2>5",
		after: "ring 0 1 2 3 4 5 | ships 0 2 4 | track 2 2 2 | market 14 15 16 | deck 4 | seat 0 follow 0",
	}, {
		name:  "a scout turns the hex it stops at; that ship is used, done is offered (#1)",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{ScoutTo(0, 3)},
		legal: "scout 1>3, scout 1>4, scout 1>5, scout 2>0, scout 2>1, scout 2>5, done",
		after: "ring 0 1 2 3:1 4 5 | ships 3 2 4 | track 2 2 2 | market 14 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "done after one scout hands the order to the next seat",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{ScoutTo(0, 1), Done()},
		after: "ring 0 1:1 2 3 4 5 | ships 1 2 4 | track 2 2 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}, {
		name:  "a second scout ends the follow",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{ScoutTo(0, 1), ScoutTo(2, 1)},
		after: "ring 0 1:2 2 3 4 5 | ships 1 2 1 | track 2 2 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}, {
		name:  "the second ship may stop where the first did, and the hex turns again",
		ships: [Ships]uint8{0, 0, 4},
		play:  []Action{ScoutTo(0, 2), ScoutTo(1, 2)},
		after: "ring 0 1 2:2 3 4 5 | ships 2 2 4 | track 2 2 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}, {
		name:  "a fully scouted hex is no stop",
		ships: [Ships]uint8{0, 2, 4},
		setup: full(1, 2),
		legal: "scout 0>3, scout 1>3, scout 1>4, scout 1>5, scout 2>0, scout 2>5",
	}, {
		name:  "a ship passes through fully scouted hexes (#3)",
		ships: [Ships]uint8{0, 2, 4},
		setup: full(1, 2, 4, 5),
		legal: "scout 0>3, scout 1>3, scout 2>0",
	}, {
		name:  "no stop within reach of any ship: the only action is to pass (#2)",
		ships: [Ships]uint8{0, 0, 0},
		setup: full(1, 2, 3),
		legal: "pass",
	}, {
		name:  "a pass changes nothing and hands the order on",
		ships: [Ships]uint8{0, 0, 0},
		setup: full(1, 2, 3),
		play:  []Action{Pass()},
		after: "ring 0 1:5 2:5 3:5 4 5 | ships 0 0 0 | track 2 2 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}, {
		name:  "the follow ends by itself when no second scout is possible (#1)",
		ships: [Ships]uint8{0, 0, 0},
		setup: func(p *Player) { full(2, 3)(p); p.Ring[1].Turns = EdgeCount - 2 },
		play:  []Action{ScoutTo(0, 1)},
		after: "ring 0 1:5 2:5 3:5 4 5 | ships 1 0 0 | track 2 2 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}, {
		name:  "a turn brings the hex's next edge up: its value rises",
		ships: [Ships]uint8{0, 2, 4},
		setup: func(p *Player) { p.Ring[1].Turns = 3 },
		play:  []Action{ScoutTo(0, 1)},
		holds: func(s *State) string {
			if v := s.players[0].Value(s.kit, 1); v != 2 {
				return fmt.Sprintf("a starting hex at its fifth edge is worth %d, want 2", v)
			}
			return ""
		},
	}, {
		name:  "two wormholes: a step may jump between them (#4)",
		ring:  []HexID{holeA, 1, 2, 3, 4, holeB},
		ships: [Ships]uint8{0, 2, 4},
		legal: "scout 0>1, scout 0>2, scout 0>3, scout 0>5, scout 1>3, scout 1>4, scout 1>5, scout 2>0, scout 2>1, scout 2>5",
	}, {
		name:  "a ring of three: round it, never back where it started (#4)",
		ring:  []HexID{0, 1, 2},
		ships: [Ships]uint8{0, 1, 2},
		legal: "scout 0>1, scout 0>2, scout 1>0, scout 1>2, scout 2>0, scout 2>1",
	}})
}

func TestMineFollows(t *testing.T) {
	track := func(w, o, g uint8) func(p *Player) {
		return func(p *Player) { p.Track = [NumResources]uint8{w, o, g} }
	}
	runFollows(t, Mine, []followCase{{
		name:  "each ship's hex is listed",
		ships: [Ships]uint8{0, 2, 4},
		legal: "mine 0, mine 1, mine 2",
	}, {
		name:  "a mine gains the hex's value in its resource; done is offered",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{MineWith(0)},
		legal: "mine 1, mine 2, done",
		after: "ring 0 1 2 3 4 5 | ships 0 2 4 | track 3 2 2 | market 14 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "two mines end the follow",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{MineWith(0), MineWith(2)},
		after: "ring 0 1 2 3 4 5 | ships 0 2 4 | track 3 3 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}, {
		name:  "two ships at one hex are one choice (#15)",
		ships: [Ships]uint8{0, 0, 4},
		legal: "mine 0, mine 2",
		holds: legalToo(MineWith(1)),
	}, {
		name:  "two ships at one hex each collect",
		ships: [Ships]uint8{0, 0, 4},
		play:  []Action{MineWith(0), MineWith(1)},
		after: "ring 0 1 2 3 4 5 | ships 0 0 4 | track 4 2 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}, {
		name:  "hexes worth 0 cannot be mined: pass",
		ring:  []HexID{6, 7, 8, 3, 4, 5},
		ships: [Ships]uint8{0, 1, 2},
		legal: "pass",
	}, {
		name:  "the follow ends when no other ship can mine (#1)",
		ring:  []HexID{0, 7, 8, 3, 4, 5},
		ships: [Ships]uint8{0, 1, 2},
		play:  []Action{MineWith(0)},
		after: "ring 0 7 8 3 4 5 | ships 0 1 2 | track 3 2 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}, {
		name:  "the tracker stops at 10, the rest is lost",
		ships: [Ships]uint8{0, 2, 4},
		setup: func(p *Player) { track(9, 2, 2)(p); p.Ring[0].Turns = 4 },
		play:  []Action{MineWith(0)},
		after: "ring 0:4 1 2 3 4 5 | ships 0 2 4 | track 10 2 2 | market 14 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "mining a resource at 10 is a follow that gains nothing",
		ships: [Ships]uint8{0, 2, 4},
		setup: track(10, 2, 2),
		play:  []Action{MineWith(0)},
		after: "ring 0 1 2 3 4 5 | ships 0 2 4 | track 10 2 2 | market 14 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "a second mine that gains nothing is left off the list, as done (#15)",
		ships: [Ships]uint8{0, 2, 4},
		setup: track(2, 2, 10),
		play:  []Action{MineWith(0)},
		legal: "mine 2, done",
		holds: legalToo(MineWith(1)),
	}, {
		name:  "a mine that ends the follow is listed once per tracker it leaves (#15)",
		ships: [Ships]uint8{1, 0, 3},
		play:  []Action{MineWith(0)},
		legal: "mine 1, done",
		holds: legalToo(MineWith(2)),
	}, {
		name:  "the unlisted spelling plays as written",
		ships: [Ships]uint8{1, 0, 3},
		play:  []Action{MineWith(0), MineWith(2)},
		after: "ring 0 1 2 3 4 5 | ships 1 0 3 | track 3 3 2 | market 14 15 16 | deck 4 | seat 1 follow 0",
	}})
}

func TestBuyFollows(t *testing.T) {
	track := func(w, o, g uint8) func(p *Player) {
		return func(p *Player) { p.Track = [NumResources]uint8{w, o, g} }
	}
	all := []int{0, 1, 2}
	runFollows(t, Buy, []followCase{{
		name:  "1 of each: every slot into every gap, once each",
		ships: [Ships]uint8{0, 2, 4},
		legal: buyList(all, []string{"each"}, everyPlace...),
	}, {
		name:  "3 of one resource",
		ships: [Ships]uint8{0, 2, 4},
		setup: track(3, 0, 0),
		legal: buyList(all, []string{"water"}, everyPlace...),
	}, {
		name:  "every payment the tracker holds",
		ships: [Ships]uint8{0, 2, 4},
		setup: track(3, 3, 3),
		legal: buyList(all, []string{"water", "ore", "gold", "each"}, everyPlace...),
	}, {
		name:  "nothing affordable: pass",
		ships: [Ships]uint8{0, 2, 4},
		setup: track(2, 2, 0),
		legal: "pass",
	}, {
		name:  "bought before a ship it takes the hex's place; the ships move along (#5)",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{BuyHex(1, PayEach, 1, false)},
		legal: buyList([]int{0, 2}, []string{"each"}, everyPlace...) + ", done",
		after: "ring 0 1 15 2 3 4 5 | ships 0 3 5 | track 1 1 1 | market 14 - 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "bought after a ship it goes clockwise of the ship's hex (#5)",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{BuyHex(0, PayEach, 1, true)},
		after: "ring 0 1 2 14 3 4 5 | ships 0 2 5 | track 1 1 1 | market - 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "a second buy ends the follow: the table refills (#7)",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{BuyHex(2, PayEach, 0, false), BuyHex(0, PayEach, 0, false)},
		legal: "draw 26",
		after: "ring 16 14 0 1 2 3 4 5 | ships 2 4 6 | track 0 0 0 | market - 15 - | deck 4 | seat 0 refill",
	}, {
		name:  "the refill fills the leftmost empty slot first (#7)",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{BuyHex(2, PayEach, 0, false), BuyHex(0, PayEach, 0, false), Draw(26)},
		legal: "draw 27",
		after: "ring 16 14 0 1 2 3 4 5 | ships 2 4 6 | track 0 0 0 | market 26 15 - | deck 3 | seat 0 refill",
	}, {
		name:  "a market of 3 again: the next seat follows",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{BuyHex(2, PayEach, 0, false), BuyHex(0, PayEach, 0, false), Draw(26), Draw(27)},
		after: "ring 16 14 0 1 2 3 4 5 | ships 2 4 6 | track 0 0 0 | market 26 15 27 | deck 2 | seat 1 follow 0",
	}, {
		name:  "done after one buy refills its slot",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{BuyHex(1, PayEach, 0, false), Done()},
		legal: "draw 26",
		after: "ring 15 0 1 2 3 4 5 | ships 1 3 5 | track 1 1 1 | market 14 - 16 | deck 4 | seat 0 refill",
	}, {
		name:  "the refill stops when the deck runs out",
		ships: [Ships]uint8{0, 2, 4},
		setup: func(p *Player) { stock(p, p.Market, 26) },
		play:  []Action{BuyHex(2, PayEach, 0, false), BuyHex(0, PayEach, 0, false), Draw(26)},
		after: "ring 16 14 0 1 2 3 4 5 | ships 2 4 6 | track 0 0 0 | market 26 15 - | deck 0 | seat 1 follow 0",
	}, {
		name:  "an empty deck refills nothing",
		ships: [Ships]uint8{0, 2, 4},
		setup: func(p *Player) { stock(p, p.Market) },
		play:  []Action{BuyHex(1, PayEach, 0, false), Done()},
		after: "ring 15 0 1 2 3 4 5 | ships 1 3 5 | track 1 1 1 | market 14 - 16 | deck 0 | seat 1 follow 0",
	}, {
		name:  "an empty slot is not for sale",
		ships: [Ships]uint8{0, 2, 4},
		setup: func(p *Player) { p.Market[0] = NoHex },
		legal: buyList([]int{1, 2}, []string{"each"}, everyPlace...),
	}, {
		name:  "an empty market: pass",
		ships: [Ships]uint8{0, 2, 4},
		setup: func(p *Player) { p.Market = [MarketSize]HexID{NoHex, NoHex, NoHex} },
		legal: "pass",
	}, {
		name:  "a ring of 16 takes no more hexes: pass",
		ring:  []HexID{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 17, 18},
		ships: [Ships]uint8{0, 2, 4},
		legal: "pass",
	}, {
		name:  "a ring grown to 16 ends the follow by itself",
		ring:  []HexID{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 17},
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{BuyHex(0, PayEach, 0, false)},
		after: "ring 14 0 1 2 3 4 5 6 7 8 9 10 11 12 13 17 | ships 1 3 5 | track 1 1 1 | market - 15 16 | deck 4 | seat 0 refill",
	}, {
		name:  "after the last hex is the gap before the first: listed once (#5)",
		ships: [Ships]uint8{0, 2, 5},
		legal: buyList(all, []string{"each"}, "0 before", "0 after", "1 before", "1 after", "2 before"),
		holds: legalToo(BuyHex(0, PayEach, 2, true)),
	}, {
		name:  "the unlisted spelling plays as written, into the same gap",
		ships: [Ships]uint8{0, 2, 5},
		play:  []Action{BuyHex(0, PayEach, 2, true)},
		after: "ring 0 1 2 3 4 5 14 | ships 0 2 5 | track 1 1 1 | market - 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "two ships at one hex give each gap once (#5)",
		ships: [Ships]uint8{0, 0, 4},
		legal: buyList(all, []string{"each"}, "0 before", "0 after", "2 before", "2 after"),
	}})
}

func TestZapFollows(t *testing.T) {
	emptyMarket := func(p *Player) { p.Market = [MarketSize]HexID{NoHex, NoHex, NoHex} }
	runFollows(t, Zap, []followCase{{
		name:  "a market hex and the hex under a ship, every pair",
		ships: [Ships]uint8{0, 2, 4},
		legal: "zap 0 0, zap 0 1, zap 0 2, zap 1 0, zap 1 1, zap 1 2, zap 2 0, zap 2 1, zap 2 2",
	}, {
		name:  "the ship of a zapped hex moves on to the next, which does not turn (#6)",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{ZapWith(1, 1)},
		legal: "zap 0 0, zap 0 1, zap 0 2, zap 2 0, zap 2 1, zap 2 2, done",
		after: "ring 0 1 3 4 5 | ships 0 2 3 | track 2 2 2 | market 14 - 16 | deck 4 | seat 0 follow 1",
		holds: func(s *State) string {
			if g := s.players[0].Gone; g != 1<<15|1<<2 {
				return fmt.Sprintf("the zapped hexes 15 and 2 are out of the game: gone marks %b", g)
			}
			return ""
		},
	}, {
		name:  "the other ships at the zapped hex move with it",
		ships: [Ships]uint8{2, 2, 4},
		play:  []Action{ZapWith(0, 0)},
		after: "ring 0 1 3 4 5 | ships 2 2 3 | track 2 2 2 | market - 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "after the last hex the next is the first (#6)",
		ships: [Ships]uint8{5, 5, 2},
		play:  []Action{ZapWith(0, 0)},
		after: "ring 0 1 2 3 4 | ships 0 0 2 | track 2 2 2 | market - 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "a second zap ends the follow: the table refills (#7)",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{ZapWith(0, 0), ZapWith(1, 0)},
		legal: "draw 26",
		after: "ring 2 3 4 5 | ships 0 0 2 | track 2 2 2 | market - - 16 | deck 4 | seat 0 refill",
	}, {
		name:  "done after one zap refills its slot",
		ships: [Ships]uint8{0, 2, 4},
		play:  []Action{ZapWith(2, 1), Done(), Draw(26)},
		after: "ring 0 1 3 4 5 | ships 0 2 3 | track 2 2 2 | market 14 15 26 | deck 3 | seat 1 follow 0",
	}, {
		name:  "a ring of 3: the market part alone",
		ring:  []HexID{0, 1, 2},
		ships: [Ships]uint8{0, 1, 2},
		legal: "zap 0 -, zap 1 -, zap 2 -",
	}, {
		name:  "an empty market: the ring part alone",
		ships: [Ships]uint8{0, 2, 4},
		setup: emptyMarket,
		legal: "zap - 0, zap - 1, zap - 2",
	}, {
		name:  "nothing to zap: pass",
		ring:  []HexID{0, 1, 2},
		ships: [Ships]uint8{0, 1, 2},
		setup: emptyMarket,
		legal: "pass",
	}, {
		name:  "a zap down to 3 hexes leaves the second the market part",
		ring:  []HexID{0, 1, 2, 3},
		ships: [Ships]uint8{0, 1, 2},
		play:  []Action{ZapWith(0, 0)},
		legal: "zap 1 -, zap 2 -, done",
		after: "ring 1 2 3 | ships 0 0 1 | track 2 2 2 | market - 15 16 | deck 4 | seat 0 follow 1",
	}, {
		name:  "the last market hex zapped at 3 hexes ends the follow: refill",
		ring:  []HexID{0, 1, 2},
		ships: [Ships]uint8{0, 1, 2},
		setup: func(p *Player) { p.Market = [MarketSize]HexID{14, NoHex, NoHex} },
		play:  []Action{ZapWith(0, NoShip)},
		legal: "draw 26",
		after: "ring 0 1 2 | ships 0 1 2 | track 2 2 2 | market - - - | deck 4 | seat 0 refill",
	}, {
		name:  "two ships at one hex: one zap per hex",
		ships: [Ships]uint8{0, 0, 4},
		legal: "zap 0 0, zap 0 2, zap 1 0, zap 1 2, zap 2 0, zap 2 2",
		holds: legalToo(ZapWith(0, 1)),
	}})
}
