package tournament

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// The Elo scale: a player 400 points above another is expected to score
// ten times as much against it (400·log10 of the odds).
const eloPerNat = 400 / math.Ln10

// DefaultPriorSD is the spread, in Elo, of the weak prior that keeps a
// player who won or lost every game at a finite rating: the ratings are
// taken to be drawn from a normal distribution of this standard deviation
// around their mean. It pulls a 3:1 result (+191 Elo) to +170 in 4 games,
// +188 in 40 and +191 in 400.
const DefaultPriorSD = 400

// EloOptions are the choices of a rating fit.
type EloOptions struct {
	Anchor    int     // the player whose rating is fixed
	AnchorElo float64 // its rating, e.g. 1000
	// PriorSD is the spread of the prior in Elo: 0 means DefaultPriorSD, a
	// negative value no prior at all (pure maximum likelihood, which has no
	// finite answer when a player won or lost every game).
	PriorSD float64
}

// EloFit is the players' ratings, in the order of the results' rows.
type EloFit struct {
	Elo  []float64
	SE   []float64    // standard error, relative to the anchor (0 for it)
	CI95 [][2]float64 // Elo ± 1.96 SE
}

// FitElo rates n players from their pairwise results: games[i][j] games
// between i and j, of which i scored score[i][j] (a win 1, a draw ½), so
// score[i][j]+score[j][i] = games[i][j]. The ratings maximise the
// Bradley–Terry likelihood on the Elo scale (i expects
// 1/(1+10^((Rj−Ri)/400)) of a game against j) times the prior, found by
// Newton's method. The intervals come from the inverse of the Hessian of
// the log posterior (Fisher information plus prior) at the maximum, with
// the anchor held fixed: they say how far each player may be from the
// anchor, not from the field.
func FitElo(games, score [][]float64, opt EloOptions) (EloFit, error) {
	n := len(games)
	if n < 1 || len(score) != n {
		return EloFit{}, fmt.Errorf("tournament: elo of %d players with %d score rows", n, len(score))
	}
	if opt.Anchor < 0 || opt.Anchor >= n {
		return EloFit{}, fmt.Errorf("tournament: elo anchor %d out of %d players", opt.Anchor, n)
	}
	for i := range n {
		if len(games[i]) != n || len(score[i]) != n {
			return EloFit{}, fmt.Errorf("tournament: elo row %d has %d games and %d scores for %d players", i, len(games[i]), len(score[i]), n)
		}
		for j := range n {
			g, s := games[i][j], score[i][j]
			if g < 0 || s < 0 || s > g || g != games[j][i] || math.Abs(s+score[j][i]-g) > 1e-9 {
				return EloFit{}, fmt.Errorf("tournament: elo results %d v %d: %g of %g games, %g the other way", i, j, s, g, score[j][i])
			}
		}
	}
	prior := 0.0 // the prior's precision, in natural units
	switch {
	case opt.PriorSD == 0:
		prior = 1 / sq(DefaultPriorSD/eloPerNat)
	case opt.PriorSD > 0:
		prior = 1 / sq(opt.PriorSD/eloPerNat)
	}
	theta := make([]float64, n) // natural-log strengths, the anchor's 0
	grad := make([]float64, n)
	hess := make([][]float64, n)
	for i := range hess {
		hess[i] = make([]float64, n)
	}
	// logPost is the log posterior; grad and hess its derivatives, with
	// the anchor's row and column made the identity so that it stays put.
	logPost := func(th []float64) float64 {
		lp, mean := 0.0, 0.0
		for i := range n {
			mean += th[i] / float64(n)
			for j := range n {
				if games[i][j] > 0 && score[i][j] > 0 {
					lp -= score[i][j] * math.Log1p(math.Exp(th[j]-th[i]))
				}
			}
		}
		for i := range n {
			lp -= prior / 2 * sq(th[i]-mean)
		}
		return lp
	}
	derivatives := func(th []float64) {
		mean := 0.0
		for i := range n {
			mean += th[i] / float64(n)
		}
		for i := range n {
			grad[i] = -prior * (th[i] - mean)
			for j := range n {
				hess[i][j] = prior / float64(n)
			}
			hess[i][i] -= prior
		}
		for i := range n {
			for j := range n {
				if i == j || games[i][j] == 0 {
					continue
				}
				p := 1 / (1 + math.Exp(th[j]-th[i])) // i's expected share
				grad[i] += score[i][j] - games[i][j]*p
				w := games[i][j] * p * (1 - p)
				hess[i][i] -= w
				hess[i][j] += w
			}
		}
		a := opt.Anchor
		grad[a] = 0
		for k := range n {
			hess[a][k], hess[k][a] = 0, 0
		}
		hess[a][a] = -1
	}
	cur := logPost(theta)
	converged := false
	for range 200 {
		derivatives(theta)
		step, err := solve(hess, grad)
		if err != nil {
			return EloFit{}, fmt.Errorf("tournament: elo: %w (do the results connect every player?)", err)
		}
		// Newton's step is -H⁻¹g; halve it until the posterior rises.
		next := make([]float64, n)
		t, improved := 1.0, false
		for range 40 {
			for i := range n {
				next[i] = theta[i] - t*step[i]
			}
			if v := logPost(next); v >= cur-1e-12 {
				cur, improved = v, true
				break
			}
			t /= 2
		}
		size := 0.0
		for i := range n {
			size = max(size, math.Abs(t*step[i]))
		}
		if improved {
			copy(theta, next)
		}
		if !improved || size < 1e-10 {
			converged = true
			break
		}
		if prior == 0 && slices.ContainsFunc(theta, func(t float64) bool { return math.Abs(t) > 40 }) { // off to infinity: someone won or lost every game
			return EloFit{}, errors.New("tournament: elo has no finite maximum without a prior (a player won or lost every game)")
		}
	}
	if !converged {
		return EloFit{}, errors.New("tournament: elo did not converge")
	}
	derivatives(theta)
	cov, err := inverse(hess)
	if err != nil {
		return EloFit{}, fmt.Errorf("tournament: elo intervals: %w", err)
	}
	fit := EloFit{Elo: make([]float64, n), SE: make([]float64, n), CI95: make([][2]float64, n)}
	for i := range n {
		fit.Elo[i] = opt.AnchorElo + eloPerNat*theta[i]
		if i != opt.Anchor {
			fit.SE[i] = eloPerNat * math.Sqrt(max(0, -cov[i][i]))
		}
		fit.CI95[i] = [2]float64{fit.Elo[i] - z95*fit.SE[i], fit.Elo[i] + z95*fit.SE[i]}
	}
	return fit, nil
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959964

// EloDiff is the Elo difference that expects share of the points: 3:1
// gives +191.
func EloDiff(share float64) float64 {
	return eloPerNat * math.Log(share/(1-share))
}

func sq(x float64) float64 { return x * x }

// solve returns x with a·x = b by Gaussian elimination with partial
// pivoting; a and b are left as they were.
func solve(a [][]float64, b []float64) ([]float64, error) {
	n := len(b)
	m := make([][]float64, n)
	for i := range n {
		m[i] = append(append(make([]float64, 0, n+1), a[i]...), b[i])
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(m[r][c]) > math.Abs(m[p][c]) {
				p = r
			}
		}
		if math.Abs(m[p][c]) < 1e-300 {
			return nil, errors.New("singular system")
		}
		m[c], m[p] = m[p], m[c]
		for r := range n {
			if r == c || m[r][c] == 0 {
				continue
			}
			f := m[r][c] / m[c][c]
			for k := c; k <= n; k++ {
				m[r][k] -= f * m[c][k]
			}
		}
	}
	x := make([]float64, n)
	for i := range n {
		x[i] = m[i][n] / m[i][i]
	}
	return x, nil
}

// inverse returns a⁻¹, a column at a time.
func inverse(a [][]float64) ([][]float64, error) {
	n := len(a)
	inv := make([][]float64, n)
	for i := range inv {
		inv[i] = make([]float64, n)
	}
	e := make([]float64, n)
	for c := range n {
		clear(e)
		e[c] = 1
		col, err := solve(a, e)
		if err != nil {
			return nil, err
		}
		for r := range n {
			inv[r][c] = col[r]
		}
	}
	return inv, nil
}
