// Package rating is the arithmetic of ratings between people (issue 37):
// Glicko-2, as Mark Glickman's "Example of the Glicko-2 system" gives it,
// applied once per finished rated game. It is pure Go (the standard
// library and the tournaments' score by rank only, no I/O, no randomness)
// so that the server, a test or a tool get the same numbers from the same
// game, bit for bit.
//
// The choices, and why:
//
//   - One game is one rating period. A rated game is stored as soon as it
//     ends, so the new rating must exist then; periods of a calendar would
//     leave it pending. Glickman advises 10–15 games a period for the
//     volatility to mean much, hence a small τ (below).
//   - A game of N players counts, for each person, as N−1 results in that
//     period, one against each other seat by final rank: a better rank 1,
//     an equal rank ½, a worse one 0 (how Board Game Arena rates games of
//     several players). All of them use the ratings from before the game,
//     so the order of the seats changes nothing.
//   - A computer seat is a fixed opponent at its level's rating on the
//     ladder of the game (assets/ladder.json, the same Elo scale, Easy at
//     1000), with a deviation of ComputerRD; a computer's rating never
//     changes, so one person against computers is rated too.
//   - τ = 0.5 (System), the paper's own example: Glickman advises 0.3 to
//     1.2, smaller for games whose results surprise less. A period of one
//     game is a small sample, so volatility should move slowly.
//   - A new person is 1500, RD 350, σ 0.06 (the paper's defaults). A
//     deviation never grows past 350: nobody is less known than a
//     newcomer.
//   - Ratings stay within 0 to 4000 and σ at or below 0.1 (MinR, MaxR,
//     MaxSigma): beyond them Glicko-2 runs away on results its model calls
//     impossible, and an answer is always valid input for the next game.
//   - The Glicko scale is the Elo scale: 400 points are a factor of ten in
//     the odds, so μ = (r − 1500)/(400/ln 10) (the paper's 173.7178).
//
// Nothing is drawn at random and sums run in seat order, so equal input
// gives equal output; Period allocates nothing and Update only its answer
// and one slice of the seats.
package rating

import (
	"fmt"
	"math"
)

// Rating is one person's rating on the Glicko scale: R the rating, RD its
// deviation (one standard deviation: R ± 2·RD holds the person's strength
// with 95% confidence), Sigma the volatility, and the number of rated
// games it counts.
type Rating struct {
	R, RD, Sigma float64
	Games        int
}

// A new person's rating, the paper's defaults.
const (
	NewR     = 1500
	NewRD    = 350
	NewSigma = 0.06
)

// New is the rating of a person who has played no rated game.
func New() Rating { return Rating{R: NewR, RD: NewRD, Sigma: NewSigma} }

// System is the system constant τ, which holds back how fast the
// volatility changes (see the package comment for why 0.5).
const System = 0.5

// glickoPerUnit converts the Glicko scale to the Glicko-2 scale: 400 Elo
// points are ln 10 on the log-odds scale Glicko-2 works in.
const glickoPerUnit = 400 / math.Ln10

// The bounds of every rating, which Period and Update keep their answers
// in (and refuse input outside): far beyond any real game, they stop the
// runaway of Glicko-2 on a result its model calls impossible (a newcomer
// who beats seven players at 2500 would reach 5947; a settled 500 who
// beats 254 at 3000, σ 99355: φ* grows with σ', and the rating jumps by Δ
// itself). Realistic games keep σ within 0.06 ± 0.001.
const (
	MinR     = 0    // the scale's floor, far below Easy (1000), the weakest computer
	MaxR     = 4000 // over twice the strongest computer's (Expert, 1825)
	MaxSigma = 0.1  // σ' is held here before it grows the deviation (step 6)
)

// check refuses a rating no game could have given: not a number, or out of
// the bounds above (a deviation past a newcomer's included).
func (r Rating) check() error {
	switch {
	case !(r.R >= MinR && r.R <= MaxR) || !(r.RD > 0 && r.RD <= NewRD) || !(r.Sigma > 0 && r.Sigma <= MaxSigma):
		return fmt.Errorf("rating %v, deviation %v, volatility %v: want a rating of %d to %d, a deviation above 0 up to %d and a volatility above 0 up to %v",
			r.R, r.RD, r.Sigma, MinR, MaxR, NewRD, MaxSigma)
	case r.Games < 0:
		return fmt.Errorf("%d rated games", r.Games)
	}
	return nil
}
