package orbis

import (
	"orbis/game"
	rules "orbis/rules/orbis"
)

// logEntry is one line of the game log: what happened, in a sentence, and
// the piece it speaks of, lit on the table while the pointer rests on it.
type logEntry struct {
	text string
	head bool // a turn's first line: the round and who plays
	seat int  // whose pyramid holds the piece, or -1
	slot int  // the pyramid slot, or -1
	pos  int  // the display position, or -1
	// Worshippers paid, gained or discarded one by one make one line: the
	// key, who and how many so far, to write it again with one more.
	key   string
	who   string
	cubes rules.Cubes
}

// cubeLine is a line about worshippers that joins the next like it.
func cubeLine(env *game.Env, key, who string, c rules.Color) logEntry {
	e := entry("")
	e.key, e.who = key, who
	e.cubes[c]++
	e.text = cubeText(env, &e)
	return e
}

// cubeText writes a line about worshippers with all it holds.
func cubeText(env *game.Env, e *logEntry) string {
	n := e.cubes.Total()
	return env.N(e.key, n, e.who, cubeWords(env, e.cubes), n)
}

// appendLines adds lines to a log, joining worshippers paid, gained or
// discarded one by one for the same reason into one line.
func appendLines(env *game.Env, log []logEntry, lines ...logEntry) []logEntry {
	for _, e := range lines {
		if last := len(log) - 1; last >= 0 && e.key != "" && log[last].key == e.key && log[last].who == e.who {
			for c := range rules.NumColors {
				log[last].cubes[c] += e.cubes[c]
			}
			log[last].text = cubeText(env, &log[last])
			continue
		}
		log = append(log, e)
	}
	return log
}

// entry is a line that points at nothing.
func entry(text string) logEntry { return logEntry{text: text, seat: -1, slot: -1, pos: -1} }

// turnHead is the line that opens a seat's turn.
func turnHead(env *game.Env, seats []SeatConfig, s *rules.State, seat int) logEntry {
	e := entry(env.T("orbis.log.turn", s.Round(), seats[seat].Name))
	e.head = true
	return e
}

// describeStep writes what one step of the game did, from the states just
// before and after it: the tile taken and the worshippers on it, payments,
// exchanges, worshippers destroyed, discarded and gained, tiles cancelled
// and drawn. seat is who acted, or session.Table for chance.
func describeStep(env *game.Env, seats []SeatConfig, before, after *rules.State, seat int, a rules.Action) []logEntry {
	lines := describeAction(env, seats, before, after, seat, a)
	if seat >= 0 {
		if e, ok := cancelledNow(env, before, after, seat, a); ok {
			lines = append(lines, e)
		}
	}
	if e, ok := templesMoved(env, seats, before, after); ok {
		lines = append(lines, e)
	}
	return lines
}

// templesMoved is the line for temple tokens changing hands in the
// provisional score (they go to the most temple symbols as if the game
// ended now): who would take which, so that a score's jump has its word.
func templesMoved(env *game.Env, seats []SeatConfig, before, after *rules.State) (logEntry, bool) {
	was, is := before.Score(), after.Score()
	moved := false
	for p := range is.N {
		moved = moved || was.Players[p].TempleToken != is.Players[p].TempleToken
	}
	if !moved {
		return logEntry{}, false
	}
	var holders []string
	for p := range is.N {
		if v := is.Players[p].TempleToken; v > 0 {
			holders = append(holders, env.T("orbis.log.temple_holder", seats[p].Name, v))
		}
	}
	if len(holders) == 0 {
		return entry(env.T("orbis.log.temples_none")), true
	}
	return entry(env.T("orbis.log.temples", env.And(holders...))), true
}

// describeAction writes what the action itself did.
func describeAction(env *game.Env, seats []SeatConfig, before, after *rules.State, seat int, a rules.Action) []logEntry {
	if a.Kind == rules.KindDraw {
		for pos := range rules.DisplaySize {
			if after.Display(pos) == rules.TileID(a.Pos) && before.Display(pos) != after.Display(pos) {
				e := entry(env.T("orbis.log.draw", tileName(env, after.Tiles().Tile(after.Display(pos)))))
				e.pos = pos
				return []logEntry{e}
			}
		}
		return nil
	}
	if seat < 0 {
		return nil
	}
	name := seats[seat].Name
	at := func(text string, slot, pos int) logEntry {
		e := entry(text)
		e.seat, e.slot, e.pos = seat, slot, pos
		return e
	}
	switch a.Kind {
	case rules.KindTakeTile:
		pos := int(a.Pos)
		t := before.Tiles().Tile(before.Display(pos))
		if cubes := before.DisplayCubes(pos); cubes.Total() > 0 {
			return []logEntry{at(env.T("orbis.log.take", name, tileName(env, t), cubeWords(env, cubes)), -1, -1)}
		}
		return []logEntry{at(env.T("orbis.log.take_bare", name, tileName(env, t)), -1, -1)}
	case rules.KindTakeGod:
		return []logEntry{at(env.T("orbis.log.god", name, godName(env, rules.God(a.Pos))), -1, -1)}
	case rules.KindPlace:
		return describePlacement(env, before, after, seat, name, a)
	case rules.KindPay:
		return []logEntry{cubeLine(env, "orbis.log.pay", name, a.Color)}
	case rules.KindExchange:
		return []logEntry{at(env.T("orbis.log.exchange", name, colorWord(env, a.From), colorWord(env, a.Color)), -1, -1)}
	case rules.KindDiscard:
		key := "orbis.log.discard_limit"
		switch before.Phase() {
		case rules.PhaseVillage:
			key = "orbis.log.discard_village"
		case rules.PhaseDeath:
			key = "orbis.log.discard_death"
		}
		return []logEntry{cubeLine(env, key, name, a.Color)}
	case rules.KindGain:
		return []logEntry{cubeLine(env, "orbis.log.gain", name, a.Color)}
	case rules.KindDestroy:
		pos := int(a.Pos)
		t := before.Tiles().Tile(before.Display(pos))
		return []logEntry{at(env.T("orbis.log.destroy", name, colorWord(env, a.Color), tileName(env, t)), -1, pos)}
	case rules.KindDecline:
		if before.Phase() == rules.PhaseDeath {
			return []logEntry{at(env.T("orbis.log.decline_death", name), -1, -1)}
		}
		return []logEntry{at(env.T("orbis.log.decline", name), -1, -1)}
	}
	return nil
}

// describePlacement writes a tile's placement: face down, or face up with
// what it cost, what it gave, and whether the rules cancelled it.
func describePlacement(env *game.Env, before, after *rules.State, seat int, name string, a rules.Action) []logEntry {
	slot, _ := rules.Landing(int(a.Pos))
	pl := after.PyramidOf(seat)[slot]
	row, _ := rules.SlotRowCol(slot)
	at := func(text string) logEntry {
		e := entry(text)
		e.seat, e.slot = seat, slot
		return e
	}
	if pl.Wild {
		return []logEntry{at(env.T("orbis.log.place_wild", name, row+1))}
	}
	paid, gained := realmChange(before.RealmOf(seat), after.RealmOf(seat))
	var out []logEntry
	if paid.Total() > 0 {
		out = append(out, at(env.T("orbis.log.place_paid", name, row+1, cubeWords(env, paid))))
	} else {
		out = append(out, at(env.T("orbis.log.place_free", name, row+1)))
	}
	if n := gained.Total(); n > 0 {
		out = append(out, at(env.N("orbis.log.gain", n, name, cubeWords(env, gained), n)))
	}
	if red := after.Seat(seat).Reductions &^ before.Seat(seat).Reductions; red != 0 {
		for _, c := range red.Colors() {
			out = append(out, at(env.T("orbis.log.reduction", name, colorWord(env, c))))
		}
	}
	return out
}

// cancelledNow is the line for a tile the rules cancelled in this step (a
// Village the realm cannot feed, a Volcano with nothing to destroy, an
// Irrigation without its colour beneath), if any: a tile declined has a
// line of its own.
func cancelledNow(env *game.Env, before, after *rules.State, seat int, a rules.Action) (logEntry, bool) {
	slot, ok := cancelledByRules(before, after, seat, a)
	if !ok {
		return logEntry{}, false
	}
	e := entry(env.T("orbis.log.cancelled"))
	e.seat, e.slot = seat, slot
	return e, true
}

// cancelledByRules finds the slot of the region tile the rules cancelled
// in a step of the seat, with no choice of theirs (not a Decline).
func cancelledByRules(before, after *rules.State, seat int, a rules.Action) (int, bool) {
	if a.Kind == rules.KindDecline {
		return -1, false
	}
	was, is := before.PyramidOf(seat), after.PyramidOf(seat)
	for slot, pl := range is {
		if pl.Tile != rules.NoTile && !pl.Wild && pl.Cancelled && !cancelledIn(&was, pl.Tile) {
			return slot, true
		}
	}
	return -1, false
}

// realmChange splits the change of a realm into what left it and what came.
func realmChange(before, after rules.Cubes) (left, came rules.Cubes) {
	for c := range rules.NumColors {
		if before[c] > after[c] {
			left[c] = before[c] - after[c]
		} else {
			came[c] = after[c] - before[c]
		}
	}
	return left, came
}

// cubeWords writes worshippers by colour: "2 red and 1 blue".
func cubeWords(env *game.Env, c rules.Cubes) string {
	var parts []string
	for col := range rules.NumColors {
		if n := int(c[col]); n > 0 {
			parts = append(parts, env.N("orbis.cost.symbol", n, n, colorWord(env, rules.Color(col))))
		}
	}
	return env.And(parts...)
}
