package table

import (
	"encoding/json"
	"log"

	"orbis/game"
)

// A finished analysis is kept with its game (game.Env.KeepAnalysis), so
// that the game reopened in the viewer shows it rather than Analyse: the
// same for every game, its report its own.

// KeepAnalysis keeps a finished analysis with the game whose record is
// data, if the game is kept (data not nil); failing to is worth a line in
// the log, not an interruption.
func KeepAnalysis(env *game.Env, id string, data []byte, report any) {
	if data == nil {
		return
	}
	kept, err := json.Marshal(report)
	if err == nil {
		err = env.KeepAnalysis(data, kept)
	}
	if err != nil {
		log.Printf("%s: keeping the analysis with its game: %v", id, err)
	}
}

// KeptAnalysis reads back the analysis kept with the game whose record is
// data, if it was analysed before: read parses it and fits checks it is
// of this game. One that cannot be read, or is not of this game, is left
// with a line in the log (Analyse is offered again); ok is false then and
// when there is none.
func KeptAnalysis[R any](env *game.Env, id string, data []byte, read func([]byte) (R, error), fits func(R) error) (report R, ok bool) {
	if data == nil {
		return report, false
	}
	kept, err := env.KeptAnalysis(data)
	if err == nil && kept != nil {
		if report, err = read(kept); err == nil {
			if err = fits(report); err == nil {
				return report, true
			}
		}
	}
	if err != nil {
		log.Printf("%s: the analysis kept with this game is left aside, Analyse runs it again: %v", id, err)
	}
	var none R
	return none, false
}
