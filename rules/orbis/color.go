package orbis

import "fmt"

// Color is one of the five worshipper and tile colours.
type Color uint8

// The five colours, in the order used by every per-colour array.
const (
	Red Color = iota
	Blue
	Yellow
	Green
	White
	// AnyColor stands for the multicolour symbol in costs and effects; it is
	// never the colour of a tile or a worshipper.
	AnyColor
)

// NumColors is the number of real colours.
const NumColors = 5

var colorNames = [...]string{"red", "blue", "yellow", "green", "white", "any"}

// String returns the lower-case English name used in records and texts.
func (c Color) String() string {
	if int(c) < len(colorNames) {
		return colorNames[c]
	}
	return fmt.Sprintf("color(%d)", uint8(c))
}

// Valid reports whether c is one of the five real colours.
func (c Color) Valid() bool { return c < NumColors }

// ParseColor reads a colour name; "any" is accepted only when allowAny is set.
func ParseColor(name string, allowAny bool) (Color, error) {
	for i, n := range colorNames {
		if n == name {
			if Color(i) == AnyColor && !allowAny {
				break
			}
			return Color(i), nil
		}
	}
	return 0, fmt.Errorf("unknown colour %q", name)
}

// Cubes counts worshippers per colour.
type Cubes [NumColors]uint8

// Total returns the number of worshippers of all colours.
func (c *Cubes) Total() int {
	return int(c[0]) + int(c[1]) + int(c[2]) + int(c[3]) + int(c[4])
}

// Cost counts cost symbols per colour, with index AnyColor for multicolour.
type Cost [NumColors + 1]uint8

// Symbols returns the number of symbols of the cost.
func (c *Cost) Symbols() int {
	n := 0
	for _, v := range c {
		n += int(v)
	}
	return n
}

// ColorSet is a set of real colours as a bit mask.
type ColorSet uint8

// Has reports whether c is in the set.
func (s ColorSet) Has(c Color) bool { return s&(1<<c) != 0 }

// With returns the set with c added.
func (s ColorSet) With(c Color) ColorSet { return s | 1<<c }

// Colors lists the set's colours in colour order.
func (s ColorSet) Colors() []Color {
	var out []Color
	for c := Color(0); c < NumColors; c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	return out
}

// SetOf builds a set from colours.
func SetOf(colors ...Color) ColorSet {
	var s ColorSet
	for _, c := range colors {
		s = s.With(c)
	}
	return s
}

// allColors holds every real colour: what a Wilderness counts as.
const allColors ColorSet = 1<<NumColors - 1
