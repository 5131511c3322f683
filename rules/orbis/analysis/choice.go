package analysis

import (
	"encoding/json"
	"fmt"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// Took is what a decision took: a god, a display tile placed face up or
// as a Wilderness, or nothing (a turn that ended without either).
type Took uint8

// What a decision can take.
const (
	TookNothing Took = iota
	TookGod
	TookFaceUp
	TookWild
	numTook
)

var tookNames = [numTook]string{"nothing", "god", "face_up", "wild"}

func (k Took) String() string {
	if k < numTook {
		return tookNames[k]
	}
	return fmt.Sprintf("took(%d)", uint8(k))
}

// MarshalText writes the name of what was taken.
func (k Took) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads it back.
func (k *Took) UnmarshalText(text []byte) error {
	for i, name := range tookNames {
		if string(text) == name {
			*k = Took(i)
			return nil
		}
	}
	return fmt.Errorf("analysis: nothing taken is called %q", text)
}

// Choice is a decision's move: its record notation and, in the game's
// terms, what it took and where a tile went. The game names it in words.
type Choice struct {
	Notation string       // e.g. "take 4, place 1,2" or "god love"
	Took     Took         // what the decision took
	God      rules.God    // the god taken (TookGod), else NoGod
	Effect   rules.Effect // the tile's effect (TookFaceUp, TookWild)
	Color    rules.Color  // the tile's colour
	Row      int          // the row the tile went to, 1 at the base
}

// choiceOf describes a move made from s (at the start of its turn).
func choiceOf(s *rules.State, m ai.Move, notation string) Choice {
	c := Choice{Notation: notation, God: rules.NoGod}
	if m.God != rules.NoGod {
		c.Took, c.God = TookGod, m.God
		return c
	}
	t := tileOf(s, m)
	if m.Slot < 0 || t == nil {
		return c
	}
	slot, _ := rules.Landing(int(m.Slot))
	row, _ := rules.SlotRowCol(slot)
	c.Took, c.Effect, c.Color, c.Row = TookFaceUp, t.Effect, t.Color, row+1
	if m.Wild {
		c.Took = TookWild
	}
	return c
}

// choiceJSON is a choice as the report writes it: the god, the tile's
// effect and its colour by their record names, only what was taken.
type choiceJSON struct {
	Notation string `json:"notation"`
	Took     Took   `json:"took"`
	God      string `json:"god,omitempty"`
	Tile     string `json:"tile,omitempty"`
	Color    string `json:"color,omitempty"`
	Row      int    `json:"row,omitempty"`
}

// MarshalJSON writes a choice.
func (c Choice) MarshalJSON() ([]byte, error) {
	j := choiceJSON{Notation: c.Notation, Took: c.Took}
	switch c.Took {
	case TookGod:
		j.God = c.God.String()
	case TookFaceUp, TookWild:
		j.Tile, j.Color, j.Row = c.Effect.String(), c.Color.String(), c.Row
	}
	return json.Marshal(j)
}

// UnmarshalJSON reads a choice, every name one of the game's.
func (c *Choice) UnmarshalJSON(data []byte) error {
	var j choiceJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return fmt.Errorf("analysis: a move: %w", err)
	}
	*c = Choice{Notation: j.Notation, Took: j.Took, God: rules.NoGod}
	var err error
	switch j.Took {
	case TookGod:
		c.God, err = rules.ParseGod(j.God)
	case TookFaceUp, TookWild:
		if c.Effect, err = parseEffect(j.Tile); err == nil {
			c.Color, err = rules.ParseColor(j.Color, false)
		}
		if err == nil && j.Row < 1 {
			err = fmt.Errorf("row %d", j.Row)
		}
		c.Row = j.Row
	}
	if err != nil {
		return fmt.Errorf("analysis: the move %q: %w", j.Notation, err)
	}
	return nil
}

// parseEffect reads a tile's effect by its record name.
func parseEffect(name string) (rules.Effect, error) {
	for e := rules.Farm; e <= rules.SacredStone; e++ {
		if e.String() == name {
			return e, nil
		}
	}
	return 0, fmt.Errorf("no tile effect %q", name)
}
