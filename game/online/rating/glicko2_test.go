package rating

import (
	"math"
	"strings"
	"testing"
)

// near fails the test when got is farther than tol from want.
func near(t *testing.T, what string, got, want, tol float64) {
	t.Helper()
	if !(math.Abs(got-want) <= tol) {
		t.Errorf("%s = %.6f, want %.6f ± %g", what, got, want, tol)
	}
}

// paperPlayer and paperGames are the worked example of Glickman's
// "Example of the Glicko-2 system": a 1500/200/0.06 player beats a 1400/30
// and loses to a 1550/100 and a 1700/300.
var (
	paperPlayer = Rating{R: 1500, RD: 200, Sigma: 0.06}
	paperGames  = []Result{
		{Opponent: Rating{R: 1400, RD: 30, Sigma: 0.06}, Score: 1},
		{Opponent: Rating{R: 1550, RD: 100, Sigma: 0.06}, Score: 0},
		{Opponent: Rating{R: 1700, RD: 300, Sigma: 0.06}, Score: 0},
	}
)

func TestPeriodFollowsThePaper(t *testing.T) {
	rd200idle := math.Sqrt(200*200 + (0.06*glickoPerUnit)*(0.06*glickoPerUnit))
	for _, tc := range []struct {
		name   string
		player Rating
		games  []Result
		want   Rating // R, RD to 0.01 (the paper rounds μ' and φ' to four digits), Sigma to 0.00001
	}{
		{"the paper's worked example", paperPlayer, paperGames, Rating{R: 1464.06, RD: 151.52, Sigma: 0.05999, Games: 3}},
		{"a period without games only grows the deviation", paperPlayer, nil, Rating{R: 1500, RD: rd200idle, Sigma: 0.06}},
		{"a newcomer's deviation grows no further", New(), nil, New()},
		{"a draw between equals moves no rating", New(), []Result{{Opponent: New(), Score: 0.5}}, Rating{R: 1500, RD: 290.32, Sigma: 0.06, Games: 1}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Period(tc.player, tc.games)
			if err != nil {
				t.Fatal(err)
			}
			near(t, "r'", got.R, tc.want.R, 0.01)
			near(t, "RD'", got.RD, tc.want.RD, 0.01)
			near(t, "σ'", got.Sigma, tc.want.Sigma, 0.00001)
			if got.Games != tc.want.Games {
				t.Errorf("games = %d, want %d", got.Games, tc.want.Games)
			}
		})
	}
}

// TestPaperIntermediates checks the paper's steps 3 to 5 on its example:
// v = 1.7785, Δ = −0.4834, σ' = 0.05999, which it works out from g and E
// rounded to three or four digits (unrounded: 1.77898, −0.48393, 0.059996).
func TestPaperIntermediates(t *testing.T) {
	p := scale(paperPlayer)
	near(t, "μ", p.mu, 0, 1e-12)
	near(t, "φ", p.phi, 1.1513, 0.0001)
	var s sums
	for _, game := range paperGames {
		o := scale(game.Opponent)
		s.add(p.mu, o.mu, g(o.phi), game.Score)
	}
	v := 1 / s.info
	near(t, "v", v, 1.7785, 0.001)
	near(t, "Δ", v*s.gain, -0.4834, 0.001)
	sigma, err := volatility(v*s.gain, p.phi, v, paperPlayer.Sigma)
	if err != nil {
		t.Fatal(err)
	}
	near(t, "σ'", sigma, 0.05999, 0.00001)
}

func TestPeriodRefusesWhatNoGameGives(t *testing.T) {
	for _, tc := range []struct {
		name   string
		player Rating
		games  []Result
		want   string
	}{
		{"NaN rating", Rating{R: math.NaN(), RD: 100, Sigma: 0.06}, nil, "the player's rating NaN"},
		{"no deviation", Rating{R: 1500, Sigma: 0.06}, nil, "deviation 0"},
		{"infinite rating", Rating{R: math.Inf(1), RD: 100, Sigma: 0.06}, nil, "rating +Inf"},
		{"no volatility", Rating{R: 1500, RD: 100}, nil, "volatility 0"},
		{"negative games", Rating{R: 1500, RD: 100, Sigma: 0.06, Games: -1}, nil, "-1 rated games"},
		{"NaN opponent", New(), []Result{{Opponent: New(), Score: 1}, {Opponent: Rating{R: 1500, RD: math.NaN(), Sigma: 0.06}}}, "game 2: the opponent's rating"},
		{"score above 1", New(), []Result{{Opponent: New(), Score: 2}}, "game 1: score 2, want 0 to 1"},
		{"NaN score", New(), []Result{{Opponent: New(), Score: math.NaN()}}, "score NaN"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Period(tc.player, tc.games)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Period = %+v, %v; want an error with %q", got, err, tc.want)
			}
		})
	}
}

// TestPeriodAtTheBounds: the farthest ratings the package accepts give
// answers it accepts, won, drawn or lost, one game or 254 at once.
func TestPeriodAtTheBounds(t *testing.T) {
	ratings := []Rating{
		{R: MinR, RD: 30, Sigma: 0.04},
		{R: MaxR, RD: 30, Sigma: 0.04},
		{R: MinR, RD: NewRD, Sigma: MaxSigma},
		{R: MaxR, RD: NewRD, Sigma: MaxSigma},
		{R: 1500, RD: 1e-3, Sigma: 1e-3},
		New(),
	}
	games := make([]Result, 254)
	for _, player := range ratings {
		for _, opponent := range ratings {
			for _, score := range []float64{0, 0.5, 1} {
				for _, n := range []int{1, len(games)} {
					for i := range n {
						games[i] = Result{Opponent: opponent, Score: score}
					}
					got, err := Period(player, games[:n])
					if err == nil {
						err = got.check()
					}
					if err != nil {
						t.Errorf("%+v scoring %v against %d of %+v: %+v, %v", player, score, n, opponent, got, err)
					}
				}
			}
		}
	}
}

// TestTheRunawayIsHeld: by the paper alone, a newcomer who beats seven
// players at 2500 reaches 5947 (σ 0.0605), and a settled 500 who beats 254
// at 3000 reaches σ 99355 and a rating of 2.6·10⁸. Both stay within the
// bounds: the newcomer at the top, the other's σ held at MaxSigma.
func TestTheRunawayIsHeld(t *testing.T) {
	for _, tc := range []struct {
		name     string
		player   Rating
		opponent float64
		wins     int
		held     func(Rating) bool
	}{
		{"a newcomer beats seven at 2500", New(), 2500, 7, func(r Rating) bool { return r.R == MaxR }},
		{"a settled 500 beats 254 at 3000", Rating{R: 500, RD: 30, Sigma: 0.06}, 3000, 254, func(r Rating) bool { return r.Sigma == MaxSigma }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			games := make([]Result, tc.wins)
			for i := range games {
				games[i] = Result{Opponent: Rating{R: tc.opponent, RD: 50, Sigma: 0.06}, Score: 1}
			}
			got, err := Period(tc.player, games)
			if err != nil {
				t.Fatal(err)
			}
			if err := got.check(); err != nil || !tc.held(got) {
				t.Errorf("%+v (%v): want it held at a bound", got, err)
			}
		})
	}
}

func TestPeriodAllocatesNothing(t *testing.T) {
	allocs := testing.AllocsPerRun(100, func() {
		if _, err := Period(paperPlayer, paperGames); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("Period allocates %v times, want 0", allocs)
	}
}

// TestVolatilityIsTheRoot: σ' is the root of the paper's f(x), found here
// by plain bisection, for results that surprise (σ grows) or confirm (σ
// shrinks). The paper's example moves σ by 4·10⁻⁶ only.
func TestVolatilityIsTheRoot(t *testing.T) {
	for _, tc := range []struct {
		name                 string
		delta, phi, v, sigma float64
	}{
		{"the paper's example", -0.4834, 1.1513, 1.7785, 0.06},
		{"a settled player's upset: Δ² > φ² + v", 3, 0.3, 0.5, 0.06},
		{"a huge upset", 12, 0.2, 0.3, 0.05},
		{"a newcomer's expected win", 0.1, 2.0148, 2.5, 0.06},
		{"a volatile player who plays to form", 0, 0.5, 0.8, 0.3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := math.Log(tc.sigma * tc.sigma)
			f := func(x float64) float64 {
				d := tc.phi*tc.phi + tc.v + math.Exp(x)
				return math.Exp(x)*(tc.delta*tc.delta-tc.phi*tc.phi-tc.v-math.Exp(x))/(2*d*d) - (x-a)/(System*System)
			}
			lo, hi := a-20, a+20 // f falls from positive to negative across them
			for range 200 {
				if mid := (lo + hi) / 2; f(mid) > 0 {
					lo = mid
				} else {
					hi = mid
				}
			}
			want := math.Exp(lo / 2)
			got, err := volatility(tc.delta, tc.phi, tc.v, tc.sigma)
			if err != nil {
				t.Fatal(err)
			}
			near(t, "σ'", got, want, 1e-7)
		})
	}
}
