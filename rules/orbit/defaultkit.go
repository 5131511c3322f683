package orbit

// The project's own kit (docs/orbit/kit.md gives the reasons for the
// numbers). Shorthands keep the table readable.
var (
	rise0  = [EdgeCount]uint8{0, 1, 1, 1, 2, 2} // a deck hex's usual rise
	steep0 = [EdgeCount]uint8{0, 1, 1, 2, 3, 4} // a points-heavy hex: the comets
	dust0  = [EdgeCount]uint8{0, 0, 1, 1, 1, 2} // space dust: little
	worm0  = [EdgeCount]uint8{0, 0, 1, 1, 1, 2} // a wormhole pays in moves
	start1 = [EdgeCount]uint8{1, 1, 1, 1, 2, 2} // a starting body
	dust1  = [EdgeCount]uint8{1, 1, 1, 1, 2, 2} // a starting space dust
)

// circleMax is the most resources a circle goal counts.
const circleMax = 6

func circle(r Resource, pts, upTo uint8) Goal {
	return Goal{Shape: Circle, Resource: r, Points: pts, Max: upTo}
}
func triangle(b Body, pts uint8) Goal  { return Goal{Shape: Triangle, Body: b, Points: pts} }
func square(a, b Body, pts uint8) Goal { return Goal{Shape: Square, Body: a, Other: b, Points: pts} }
func hex(b Body, r Resource, e [EdgeCount]uint8, g Goal) HexDef {
	return HexDef{Body: b, Resource: r, Edges: e, Goal: g}
}

// DefaultKit returns the kit every game uses unless a record carries
// another.
func DefaultKit() Kit {
	return Kit{
		Hexes: [KitHexes]HexDef{
			// The six starting hexes: three bodies and three space dusts, each
			// resource twice, worth 1 as they are laid.
			hex(Planet, Water, start1, Goal{}),
			hex(Moon, Ore, start1, Goal{}),
			hex(Asteroid, Gold, start1, Goal{}),
			hex(SpaceDust, Water, dust1, Goal{}),
			hex(SpaceDust, Ore, dust1, Goal{}),
			hex(SpaceDust, Gold, dust1, Goal{}),

			// The deck: 8 circles, 8 triangles, 8 squares; 4 planets, 4 moons,
			// 4 asteroids, 3 comets, 5 wormholes, 4 space dusts; each resource
			// on 8 hexes.
			hex(Planet, Water, rise0, circle(Water, 1, circleMax)),
			hex(Planet, Ore, rise0, triangle(Moon, 2)),
			hex(Planet, Gold, rise0, square(Moon, SpaceDust, 1)),
			hex(Planet, Water, rise0, circle(Gold, 1, circleMax)),
			hex(Moon, Ore, rise0, circle(Ore, 1, circleMax)),
			hex(Moon, Gold, rise0, triangle(Planet, 2)),
			hex(Moon, Water, rise0, square(Planet, Asteroid, 1)),
			hex(Moon, Ore, rise0, triangle(Comet, 3)),
			hex(Asteroid, Gold, rise0, circle(Water, 1, circleMax)),
			hex(Asteroid, Water, rise0, square(Comet, Wormhole, 1)),
			hex(Asteroid, Ore, rise0, triangle(Asteroid, 2)),
			hex(Asteroid, Gold, rise0, circle(Ore, 1, circleMax)),
			hex(Comet, Water, steep0, square(Planet, Moon, 1)),
			hex(Comet, Ore, steep0, circle(Gold, 1, circleMax)),
			hex(Comet, Gold, steep0, triangle(Wormhole, 2)),
			hex(Wormhole, Water, worm0, circle(Water, 1, circleMax)),
			hex(Wormhole, Ore, worm0, square(Asteroid, Moon, 1)),
			hex(Wormhole, Gold, worm0, triangle(SpaceDust, 2)),
			hex(Wormhole, Water, worm0, circle(Ore, 1, circleMax)),
			hex(Wormhole, Ore, worm0, square(Planet, SpaceDust, 1)),
			hex(SpaceDust, Gold, dust0, triangle(Planet, 2)),
			hex(SpaceDust, Water, dust0, square(Wormhole, SpaceDust, 1)),
			hex(SpaceDust, Ore, dust0, square(Asteroid, SpaceDust, 1)),
			hex(SpaceDust, Gold, dust0, triangle(Moon, 2)),
		},
		Penalty: [PenaltySteps]uint8{1, 3, 6, 10, 15, 21},
	}
}
