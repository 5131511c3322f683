package rating

import (
	"errors"
	"fmt"
	"math"
)

// Result is one game of a rating period: the opponent's rating before the
// period and the score against it (1 a win, ½ a draw, 0 a loss).
type Result struct {
	Opponent Rating
	Score    float64
}

// Period is Glicko-2's update of one rating period (the paper's steps 2 to
// 8): the rating after these games, each counted against the opponent's
// rating before them. A period without games only grows the deviation.
// Games grows by the number of games.
func Period(player Rating, games []Result) (Rating, error) {
	if err := player.check(); err != nil {
		return Rating{}, fmt.Errorf("rating: the player's %w", err)
	}
	p := scale(player)
	var s sums
	for i, game := range games {
		if err := game.Opponent.check(); err != nil {
			return Rating{}, fmt.Errorf("rating: game %d: the opponent's %w", i+1, err)
		}
		if !(game.Score >= 0 && game.Score <= 1) {
			return Rating{}, fmt.Errorf("rating: game %d: score %v, want 0 to 1", i+1, game.Score)
		}
		o := scale(game.Opponent)
		s.add(p.mu, o.mu, g(o.phi), game.Score)
	}
	after, err := s.finish(player, p)
	if err != nil {
		return Rating{}, fmt.Errorf("rating: %w", err)
	}
	after.Games += len(games)
	return after, nil
}

// scaled is a rating on the Glicko-2 scale (the paper's step 2).
type scaled struct{ mu, phi float64 }

func scale(r Rating) scaled {
	return scaled{mu: (r.R - NewR) / glickoPerUnit, phi: r.RD / glickoPerUnit}
}

// g weighs a result by how well the opponent's rating is known.
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expect is the score a player at mu expects against an opponent at oppMu
// whose weight is oppG.
func expect(mu, oppMu, oppG float64) float64 { return 1 / (1 + math.Exp(-oppG*(mu-oppMu))) }

// sums are a period's two sums over its games: info, Σ g²E(1−E), whose
// inverse is the variance v (step 3); gain, Σ g(s−E), which v scales to
// the improvement Δ (step 4).
type sums struct {
	info, gain float64
	games      int
}

func (s *sums) add(mu, oppMu, oppG, score float64) {
	e := expect(mu, oppMu, oppG)
	s.info += oppG * oppG * e * (1 - e)
	s.gain += oppG * (score - e)
	s.games++
}

// errNotFinite is what an update that overflowed says (bounded input
// never does: the check keeps a wrong number out of the store).
var errNotFinite = errors.New("the update is not a finite number")

// finish turns the sums into the new rating (steps 5 to 8); Games is left
// to the caller, who knows what a game is.
func (s sums) finish(before Rating, p scaled) (Rating, error) {
	after := before
	if s.games == 0 {
		// Step 6 alone: a period without games only adds uncertainty.
		after.RD = capRD(math.Sqrt(p.phi*p.phi+before.Sigma*before.Sigma) * glickoPerUnit)
		return after, nil
	}
	v := 1 / s.info
	sigma, err := volatility(v*s.gain, p.phi, v, before.Sigma)
	if err != nil {
		return Rating{}, err
	}
	sigma = min(sigma, MaxSigma)
	phiStar := math.Sqrt(p.phi*p.phi + sigma*sigma)
	phi := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu := p.mu + phi*phi*s.gain
	after.R = max(MinR, min(mu*glickoPerUnit+NewR, MaxR))
	after.RD = capRD(phi * glickoPerUnit)
	after.Sigma = sigma
	for _, x := range []float64{after.R, after.RD, after.Sigma} {
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return Rating{}, errNotFinite
		}
	}
	return after, nil
}

// capRD keeps a deviation at or below a newcomer's.
func capRD(rd float64) float64 { return min(rd, NewRD) }

// The Illinois algorithm's tolerance (the paper's ε) and bounds on its
// loops, which converge in a handful of steps; the bounds only keep a
// pathological input from spinning.
const (
	tolerance  = 0.000001
	maxBracket = 64
	maxSteps   = 200
)

// volatility is step 5: the new σ, the root of f by the Illinois algorithm
// (regula falsi that halves the stale end's value).
func volatility(delta, phi, v, sigma float64) (float64, error) {
	a := math.Log(sigma * sigma)
	d2, p2 := delta*delta, phi*phi
	f := func(x float64) float64 {
		ex := math.Exp(x)
		den := p2 + v + ex
		return ex*(d2-p2-v-ex)/(2*den*den) - (x-a)/(System*System)
	}
	// The paper's A and B: the ends of a bracket around the root.
	endA := a
	var endB float64
	if d2 > p2+v {
		endB = math.Log(d2 - p2 - v)
	} else {
		k := 1
		for ; f(a-float64(k)*System) < 0; k++ {
			if k == maxBracket {
				return 0, fmt.Errorf("the volatility found no bracket from σ %v", sigma)
			}
		}
		endB = a - float64(k)*System
	}
	fA, fB := f(endA), f(endB)
	for step := 0; math.Abs(endB-endA) > tolerance; step++ {
		if step == maxSteps {
			return 0, fmt.Errorf("the volatility did not converge from σ %v", sigma)
		}
		c := endA + (endA-endB)*fA/(fB-fA)
		fC := f(c)
		if fC*fB <= 0 {
			endA, fA = endB, fB
		} else {
			fA /= 2
		}
		endB, fB = c, fC
	}
	return math.Exp(endA / 2), nil
}
