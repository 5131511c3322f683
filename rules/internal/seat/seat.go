// Package seat is what every game's record says of a seat: its name and
// who plays it. The games' records share it, so a seat reads the same in
// both.
package seat

// Info names a seat and says who plays it (e.g. "human", "random",
// "ai:hard"); the engine does not interpret Kind.
type Info struct {
	Name string `json:"name"`
	Kind string `json:"kind,omitempty"`
}
