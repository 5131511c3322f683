package ai

import (
	"fmt"
	"strings"

	rules "orbis/rules/orbis"
)

// Style is what a rival likes beyond winning: the same search, with a
// bonus in its own estimated score for the positions it prefers, so it
// still plays legal, strong moves and still wants to win, but picks the
// ones a player can recognise.
type Style uint8

// The styles.
const (
	Plain     Style = iota // wins, nothing more
	Builder                // builds temples and gathers temple symbols
	Hoarder                // farms and keeps a full realm of worshippers
	Firebrand              // erupts Volcanoes and takes the God of Fire's part
)

var styleNames = [...]string{"plain", "builder", "hoarder", "firebrand"}

func (s Style) String() string {
	if int(s) < len(styleNames) {
		return styleNames[s]
	}
	return fmt.Sprintf("style(%d)", uint8(s))
}

// styleBonus is the CP a style adds to its seat's estimated final score in
// a position: small beside a game's margins (a few CP), enough to choose
// between moves of nearly equal worth.
func styleBonus(style Style, s *rules.State, seat int) float32 {
	if style == Plain {
		return 0
	}
	res := s.Score()
	b := &res.Players[seat]
	st := s.Seat(seat)
	switch style {
	case Builder:
		return 1.6*float32(b.Validated[rules.Temple]) + 0.25*float32(b.TempleSymbols)
	case Hoarder:
		reductions := 0
		for c := range rules.NumColors {
			if st.Reductions.Has(rules.Color(c)) {
				reductions++
			}
		}
		return 0.2*float32(min(b.Worshippers, rules.RealmLimit)) + 1.2*float32(b.Validated[rules.Farm]) + 0.5*float32(reductions)
	case Firebrand:
		bonus := 1.8 * float32(b.Validated[rules.Volcano])
		if st.God == rules.Fire {
			bonus += 1.8
		}
		return bonus
	}
	return 0
}

// Rival is a named computer opponent: a level and a style. Its name and
// the line about its style are the catalogue's (rival.<ID>.name, .style).
type Rival struct {
	ID    string
	Level Level
	Style Style
}

// Rivals are the named opponents offered in setup.
var Rivals = []Rival{
	{ID: "vesta", Level: Hard, Style: Builder},
	{ID: "demeter", Level: Hard, Style: Hoarder},
	{ID: "etna", Level: Expert, Style: Firebrand},
}

// RivalByID finds a rival.
func RivalByID(id string) (Rival, error) {
	for _, r := range Rivals {
		if r.ID == strings.ToLower(id) {
			return r, nil
		}
	}
	names := make([]string, len(Rivals))
	for i, r := range Rivals {
		names[i] = r.ID
	}
	return Rival{}, fmt.Errorf("ai: no rival %q (%s)", id, strings.Join(names, ", "))
}
