package orbis

import "fmt"

// Report is a score in a form for JSON and text output: `orbis replay`
// prints it, and tools read it.
type Report struct {
	Over    bool           `json:"over"`
	Players []ReportPlayer `json:"players"`
}

// ReportPlayer is one seat's score.
type ReportPlayer struct {
	Name        string          `json:"name"`
	Seat        int             `json:"seat"`
	Total       int             `json:"total"`
	Rank        int             `json:"rank"`
	Worshippers int             `json:"worshippers"`
	Breakdown   ReportBreakdown `json:"breakdown"`
}

// ReportBreakdown lists where the total comes from.
type ReportBreakdown struct {
	Tiles             []ReportTile `json:"tiles"`
	TileCP            int          `json:"tile_cp"`
	Wilderness        int          `json:"wilderness"`
	WildernessPenalty int          `json:"wilderness_penalty"`
	TempleSymbols     int          `json:"temple_symbols"`
	HighestMystic     int          `json:"highest_mystic"`
	TempleToken       int          `json:"temple_token"`
	God               string       `json:"god"`
	GodCP             int          `json:"god_cp"`
	GodReason         string       `json:"god_reason"`
}

// ReportTile is one occupied pyramid slot.
type ReportTile struct {
	Slot   string `json:"slot"` // "row,col" from the base
	Tile   string `json:"tile"`
	Effect string `json:"effect,omitempty"`
	CP     int    `json:"cp"`
	Status string `json:"status"`
	Reason string `json:"reason"`
}

// Report scores the state and describes it; names label the seats (missing
// names become "Player N").
func (s *State) Report(names []string) Report {
	res := s.Score()
	rep := Report{Over: s.IsOver()}
	for p := range res.N {
		b := &res.Players[p]
		name := fmt.Sprintf("Player %d", p+1)
		if p < len(names) && names[p] != "" {
			name = names[p]
		}
		rp := ReportPlayer{Name: name, Seat: p, Total: b.Total, Rank: b.Rank, Worshippers: b.Worshippers}
		rb := &rp.Breakdown
		*rb = ReportBreakdown{Tiles: []ReportTile{}, TileCP: b.TileCP, Wilderness: b.Wilderness, WildernessPenalty: b.WildernessPenalty,
			TempleSymbols: b.TempleSymbols, HighestMystic: b.HighestMystic, TempleToken: b.TempleToken,
			God: b.God.String(), GodCP: b.GodCP, GodReason: godReason(b)}
		for slot, ts := range b.Tiles {
			if ts.Status == StatusEmpty {
				continue
			}
			r, c := SlotRowCol(slot)
			t := &s.set.tiles[ts.Tile]
			rt := ReportTile{Slot: fmt.Sprintf("%d,%d", r, c), Tile: t.ID, CP: ts.CP, Status: ts.Status.String(), Reason: s.tileReason(t, ts, b.God)}
			if ts.Status != StatusWilderness {
				rt.Effect = t.Effect.String()
			}
			rb.Tiles = append(rb.Tiles, rt)
		}
		rep.Players = append(rep.Players, rp)
	}
	return rep
}

// tileReason says in words why a tile scores what it scores.
func (s *State) tileReason(t *Tile, ts TileScore, god God) string {
	switch ts.Status {
	case StatusWilderness:
		if god == Idleness {
			return "Wilderness, no penalty with the Goddess of Idleness"
		}
		return "Wilderness: -1 CP"
	case StatusScored:
		return fmt.Sprintf("%v: %d CP", t.Effect, t.CP)
	case StatusValidated:
		if t.Effect == Forest {
			return fmt.Sprintf("forest validated: %d of %d neighbours match", ts.Have, ts.Need)
		}
		return fmt.Sprintf("%v validated", t.Effect)
	case StatusForestShort:
		return fmt.Sprintf("forest not validated: %d of %d neighbours match", ts.Have, ts.Need)
	case StatusCancelled:
		switch t.Effect {
		case Village:
			return fmt.Sprintf("village cancelled: %d worshippers not discarded", t.Amount)
		case Volcano:
			return "volcano cancelled: worshippers not destroyed"
		case Irrigation:
			return fmt.Sprintf("irrigation cancelled: no %v tile or Wilderness beneath", t.EffectColor)
		}
		return "cancelled"
	}
	return ""
}

// godReason says in words what the god is worth and why.
func godReason(b *Breakdown) string {
	switch b.God {
	case NoGod:
		return "no god taken"
	case Love, Apprentice, Idleness:
		return fmt.Sprintf("%d CP", b.GodCP)
	case Death:
		if b.GodMet {
			return "6 worshippers discarded: 3 CP"
		}
		return "cancelled: 6 worshippers not discarded"
	case Technology:
		if b.GodMet {
			return fmt.Sprintf("fewest Wilderness tiles (%d)", b.Wilderness)
		}
		return fmt.Sprintf("%d Wilderness tiles, another player has fewer", b.Wilderness)
	case Equilibrium:
		if b.GodMet {
			return "a validated village, a temple and a validated volcano"
		}
		return "needs a validated village, a temple and a validated volcano"
	}
	effect := godEffect[b.God]
	if b.GodMet {
		return fmt.Sprintf("most validated %v tiles (%d)", effect, b.Validated[effect])
	}
	return fmt.Sprintf("%d validated %v tiles, not the most", b.Validated[effect], effect)
}
