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

// TestPeriodAtTheBounds: the farthest ratings the package accepts still
// give finite numbers, won or lost.
func TestPeriodAtTheBounds(t *testing.T) {
	low := Rating{R: -maxAbsR, RD: 30, Sigma: 0.06}
	high := Rating{R: maxAbsR, RD: maxRD, Sigma: maxSigma}
	for _, score := range []float64{0, 0.5, 1} {
		for _, pair := range [][2]Rating{{low, high}, {high, low}} {
			got, err := Period(pair[0], []Result{{Opponent: pair[1], Score: score}})
			if err != nil {
				t.Fatalf("%+v against %+v scoring %v: %v", pair[0], pair[1], score, err)
			}
			if err := got.check(); err != nil {
				t.Errorf("%+v against %+v scoring %v gave %+v: %v", pair[0], pair[1], score, got, err)
			}
		}
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
