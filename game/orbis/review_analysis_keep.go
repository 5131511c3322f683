package orbis

import (
	"encoding/json"
	"fmt"
	"log"

	"orbis/game"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/analysis"
)

// A finished analysis is kept with its game (game.Env.KeepAnalysis), so
// that the game reopened in the viewer shows it rather than Analyse.

// keepAnalysis keeps a finished analysis with the game shown, if the game
// is kept; failing to is worth a line in the log, not an interruption.
func (r *review) keepAnalysis(env *game.Env, rep *analysis.Report) {
	if r.data == nil {
		return
	}
	data, err := json.Marshal(rep)
	if err == nil {
		err = env.KeepAnalysis(r.data, data)
	}
	if err != nil {
		log.Printf("orbis: keeping the analysis with its game: %v", err)
	}
}

// readKeptAnalysis shows the analysis kept with the game shown, if it was
// analysed before. One that cannot be read, or is not of this game, is
// left with a line in the log: Analyse is offered again.
func (r *review) readKeptAnalysis(env *game.Env) {
	if r.data == nil {
		return
	}
	data, err := env.KeptAnalysis(r.data)
	if err == nil && data != nil {
		var rep *analysis.Report
		if rep, err = readReport(data); err == nil {
			if err = r.fits(rep); err == nil {
				r.takeReport(rep)
				r.refreshAnalysis(env)
				return
			}
		}
	}
	if err != nil {
		log.Printf("orbis: the analysis kept with this game is left aside, Analyse runs it again: %v", err)
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
