package orbis

import (
	"fmt"

	"orbis/game"
	"orbis/game/table"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// A finished analysis is kept with its game (table.KeepAnalysis), so that
// the game reopened in the viewer shows it rather than Analyse.

// keepAnalysis keeps a finished analysis with the game shown.
func (r *review) keepAnalysis(env *game.Env, rep *analysis.Report) {
	table.KeepAnalysis(env, "orbis", r.data, rep)
}

// readKeptAnalysis shows the analysis kept with the game shown, if it was
// analysed before and is of this game.
func (r *review) readKeptAnalysis(env *game.Env) {
	if rep, ok := table.KeptAnalysis(env, "orbis", r.data, readReport, r.fits); ok {
		r.takeReport(rep)
		r.refreshAnalysis(env)
	}
}

// fits checks that a report read back is of the game shown: a player for
// each seat, and every decision and key moment a seat's, in a turn and a
// round of the game, as the viewer reads them.
func (r *review) fits(rep *analysis.Report) error {
	seats := len(r.Seats)
	if len(rep.Players) != seats {
		return fmt.Errorf("%d players in the analysis, %d seats in the game", len(rep.Players), seats)
	}
	turns := r.States[len(r.States)-1].Turn() + 1
	check := func(what string, i, turn, round, seat int) error {
		if seat < 0 || seat >= seats || turn < 1 || turn > turns || round < 1 || round > rules.TurnsPerSeat {
			return fmt.Errorf("%s %d: turn %d, round %d, seat %d, in a game of %d seats and %d turns", what, i+1, turn, round, seat, seats, turns)
		}
		return nil
	}
	for i, d := range rep.Decisions {
		if err := check("decision", i, d.Turn, d.Round, d.Seat); err != nil {
			return err
		}
	}
	for i, m := range rep.KeyMoments {
		if err := check("key moment", i, m.Turn, m.Round, m.Seat); err != nil {
			return err
		}
	}
	return nil
}
