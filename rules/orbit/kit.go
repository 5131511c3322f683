// Package orbit is the rules engine of Orbit (Chris Backe), the second
// game on the table: each captain grows a ring of hexes around a sun, three
// ships orbit it, and each turn one order (Scout, Mine, Buy, Zap) is
// followed by every player once, and a second time if they wish, all at
// the same time (follow.go), however many they are. It is pure
// Go with no display and no global random source: a seed and the actions
// replay a game. ../shared/design/ORBIT.md settles what the rules text
// leaves open; docs/orbit/rulings.md what both leave open.
package orbit

import (
	"errors"
	"fmt"
)

// Body is a hex's celestial body; SpaceDust is a hex without one (it
// counts as a body in goals).
type Body uint8

// The bodies.
const (
	SpaceDust Body = iota
	Planet
	Moon
	Asteroid
	Comet
	Wormhole
	NumBodies
)

var bodyNames = [NumBodies]string{"dust", "planet", "moon", "asteroid", "comet", "wormhole"}

func (b Body) String() string {
	if b < NumBodies {
		return bodyNames[b]
	}
	return fmt.Sprintf("body(%d)", uint8(b))
}

// Resource is what a hex is mined for, and a track of the tracker.
type Resource uint8

// The resources.
const (
	Water Resource = iota
	Ore
	Gold
	NumResources
)

var resourceNames = [NumResources]string{"water", "ore", "gold"}

func (r Resource) String() string {
	if r < NumResources {
		return resourceNames[r]
	}
	return fmt.Sprintf("resource(%d)", uint8(r))
}

// Shape is a goal's family.
type Shape uint8

// The shapes; a starting hex has none.
const (
	NoShape  Shape = iota
	Circle         // scores a resource in the tracker
	Triangle       // scores a body in the ring
	Square         // scores two bodies next to each other in the ring
	NumShapes
)

var shapeNames = [NumShapes]string{"none", "circle", "triangle", "square"}

func (s Shape) String() string {
	if s < NumShapes {
		return shapeNames[s]
	}
	return fmt.Sprintf("shape(%d)", uint8(s))
}

// Goal is the goal side of a deck hex: its shape and what it scores.
type Goal struct {
	Shape    Shape
	Resource Resource // Circle: the resource counted
	Body     Body     // Triangle: the body counted; Square: one of the pair
	Other    Body     // Square: the other of the pair (never Body)
	Points   uint8    // per resource, per body, per adjacent pair
	// Max is the most resources, bodies or pairs the goal counts ("1 a
	// water, up to 6"); 0 counts them all.
	Max uint8
}

// names reports the symbols a goal names: its resource (as NumBodies +
// resource, to keep them apart from bodies) or its bodies.
func (g Goal) names() (a, b int) {
	switch g.Shape {
	case Circle:
		return int(NumBodies) + int(g.Resource), -1
	case Triangle:
		return int(g.Body), -1
	case Square:
		return int(g.Body), int(g.Other)
	}
	return -1, -1
}

// clashes reports whether two goals share a shape or a named symbol.
func (g Goal) clashes(o Goal) bool {
	if g.Shape == o.Shape {
		return true
	}
	a1, a2 := g.names()
	b1, b2 := o.names()
	for _, x := range [2]int{a1, a2} {
		if x >= 0 && (x == b1 || x == b2) {
			return true
		}
	}
	return false
}

// EdgeCount is the number of edges of a hex: the values it shows at its top
// as it turns.
const EdgeCount = 6

// HexDef is one hex of the kit.
type HexDef struct {
	Body     Body
	Resource Resource
	// Edges are the values in the order they come to the top as the hex
	// turns clockwise: Edges[0] when it enters the ring, Edges[5] when it is
	// fully scouted. They never decrease.
	Edges [EdgeCount]uint8
	Goal  Goal // the goal side; Shape NoShape for a starting hex
}

// The kit's size.
const (
	StartHexes = 6
	DeckHexes  = 24
	KitHexes   = StartHexes + DeckHexes
	// PenaltySteps is the length of the solo penalty row: for 1 to 6+
	// countermands.
	PenaltySteps = 6
)

// HexID names a hex of a kit: 0 to 5 the starting hexes, 6 to 29 the deck.
type HexID uint8

// NoHex is an empty place (a market slot bought or zapped).
const NoHex HexID = 0xff

// Kit is every player's set of hexes and the solo penalty row: the pieces'
// definitions, carried by every record.
type Kit struct {
	Hexes [KitHexes]HexDef
	// Penalty is what a solo game subtracts for 1, 2, ... 6 or more
	// countermands.
	Penalty [PenaltySteps]uint8
}

// Hex returns a hex's definition.
func (k *Kit) Hex(id HexID) *HexDef { return &k.Hexes[id] }

// PenaltyFor is the solo penalty for a number of countermands.
func (k *Kit) PenaltyFor(countermands int) int {
	if countermands <= 0 {
		return 0
	}
	return int(k.Penalty[min(countermands, PenaltySteps)-1])
}

// ErrKit is wrapped by every error about a kit that cannot be played.
var ErrKit = errors.New("invalid kit")

// maxEdge bounds an edge value: a hex is worth at most this much.
const maxEdge = 9

// Validate checks a kit: starting hexes without goals, deck hexes with one
// of each shape's goals, edges that never decrease, a penalty row that
// never falls, and goals a setup can always pick (see goalsAlwaysFound).
func (k *Kit) Validate() error {
	for i := range k.Hexes {
		h := &k.Hexes[i]
		where := fmt.Sprintf("hex %d", i)
		if h.Body >= NumBodies || h.Resource >= NumResources {
			return fmt.Errorf("%s: body %d or resource %d unknown: %w", where, h.Body, h.Resource, ErrKit)
		}
		for e := 1; e < EdgeCount; e++ {
			if h.Edges[e] < h.Edges[e-1] || h.Edges[e] > maxEdge {
				return fmt.Errorf("%s: edges %v must rise from the first and stay at most %d: %w", where, h.Edges, maxEdge, ErrKit)
			}
		}
		g := h.Goal
		if i < StartHexes {
			if g.Shape != NoShape {
				return fmt.Errorf("%s: a starting hex has no goal: %w", where, ErrKit)
			}
			continue
		}
		switch {
		case g.Shape == NoShape || g.Shape >= NumShapes:
			return fmt.Errorf("%s: a deck hex needs a goal: %w", where, ErrKit)
		case g.Points == 0 || g.Points > 10:
			return fmt.Errorf("%s: goal points %d, want 1 to 10: %w", where, g.Points, ErrKit)
		case g.Shape == Circle && g.Resource >= NumResources,
			g.Shape == Triangle && g.Body >= NumBodies,
			g.Shape == Square && (g.Body >= NumBodies || g.Other >= NumBodies || g.Body == g.Other):
			return fmt.Errorf("%s: the %v goal names what is not there: %w", where, g.Shape, ErrKit)
		}
	}
	for i := 1; i < PenaltySteps; i++ {
		if k.Penalty[i] < k.Penalty[i-1] {
			return fmt.Errorf("the penalty row %v falls: %w", k.Penalty, ErrKit)
		}
	}
	if err := k.goalsAlwaysFound(); err != nil {
		return err
	}
	return nil
}

// goalsAlwaysFound proves that the setup's draw of goals ends whatever the
// deck's order: from no goal, or from any goal or pair of goals the draw
// could accept, some hex of the deck still fits, so a pass through the
// deck always accepts one.
func (k *Kit) goalsAlwaysFound() error {
	deck := k.Hexes[StartHexes:]
	fits := func(held []Goal, g Goal) bool {
		for _, h := range held {
			if g.clashes(h) {
				return false
			}
		}
		return true
	}
	var check func(held []Goal) error
	check = func(held []Goal) error {
		if len(held) == int(NumShapes)-1 {
			return nil
		}
		found := false
		for i := range deck {
			if g := deck[i].Goal; fits(held, g) {
				found = true
				if err := check(append(held, g)); err != nil {
					return err
				}
			}
		}
		if !found {
			return fmt.Errorf("with the goals %v held, no deck hex fits: the setup would draw forever: %w", held, ErrKit)
		}
		return nil
	}
	return check(make([]Goal, 0, 3))
}
