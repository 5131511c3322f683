package tournament

import (
	"math"
	"strings"
	"testing"
	"time"
)

// pairs builds the games and score matrices of n players from
// {i, j, games, i's points} lines.
func pairs(n int, lines ...[4]float64) (games, score [][]float64) {
	games, score = square(n), square(n)
	for _, l := range lines {
		i, j := int(l[0]), int(l[1])
		games[i][j] += l[2]
		games[j][i] += l[2]
		score[i][j] += l[3]
		score[j][i] += l[2] - l[3]
	}
	return games, score
}

func TestFitEloKnownAnswers(t *testing.T) {
	const noPrior = -1
	tests := []struct {
		name    string
		n       int
		lines   [][4]float64
		prior   float64
		want    []float64 // Elo, the first player anchored at 1000
		tol     float64
		wantSE1 float64 // the second player's standard error, when not 0
	}{
		{"3:1 is +191", 2, [][4]float64{{1, 0, 4, 3}}, noPrior, []float64{1000, 1190.85}, 0.01, 0},
		{"an even match is level", 2, [][4]float64{{0, 1, 10, 5}}, 0, []float64{1000, 1000}, 1e-6, 0},
		{"1:3 is -191", 2, [][4]float64{{1, 0, 4, 1}}, noPrior, []float64{1000, 809.15}, 0.01, 0},
		// se of the log-odds is 1/sqrt(n p (1-p)) = 1/sqrt(75): 20.06 Elo.
		{"300:100 with the prior", 2, [][4]float64{{1, 0, 400, 300}}, 0, []float64{1000, 1190.85}, 0.5, 20.06},
		{"a chain adds up", 3, [][4]float64{{1, 0, 40, 30}, {2, 1, 40, 30}, {2, 0, 40, 36}}, noPrior, []float64{1000, 1190.85, 1381.7}, 0.05, 0},
		{"the prior pulls 3:1 in four games in a little", 2, [][4]float64{{1, 0, 4, 3}}, 0, []float64{1000, 1170.3}, 1, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			games, score := pairs(tt.n, tt.lines...)
			fit, err := FitElo(games, score, EloOptions{AnchorElo: 1000, PriorSD: tt.prior})
			if err != nil {
				t.Fatal(err)
			}
			for i, w := range tt.want {
				if math.Abs(fit.Elo[i]-w) > tt.tol {
					t.Errorf("player %d: %.2f, want %.2f", i, fit.Elo[i], w)
				}
			}
			if fit.SE[0] != 0 || fit.CI95[0] != [2]float64{1000, 1000} {
				t.Errorf("the anchor has an error: %v, %v", fit.SE[0], fit.CI95[0])
			}
			if tt.wantSE1 != 0 && math.Abs(fit.SE[1]-tt.wantSE1) > 0.1 {
				t.Errorf("standard error %.2f, want %.2f", fit.SE[1], tt.wantSE1)
			}
			if lo, hi := fit.CI95[1][0], fit.CI95[1][1]; !(lo < fit.Elo[1] && fit.Elo[1] < hi) {
				t.Errorf("interval %.1f-%.1f misses %.1f", lo, hi, fit.Elo[1])
			}
		})
	}
	if d := EloDiff(0.75); math.Abs(d-190.85) > 0.01 {
		t.Errorf("EloDiff(0.75) = %.2f", d)
	}
}

// TestFitEloPerfectRecords: a player who won or lost every game gets a
// finite rating from the prior, far from the others and with a wide
// interval; without the prior there is no answer.
func TestFitEloPerfectRecords(t *testing.T) {
	games, score := pairs(3, [4]float64{1, 0, 20, 20}, [4]float64{2, 1, 20, 14}, [4]float64{2, 0, 20, 20})
	fit, err := FitElo(games, score, EloOptions{AnchorElo: 1000})
	if err != nil {
		t.Fatal(err)
	}
	if !(fit.Elo[1] > 1400 && fit.Elo[2] > fit.Elo[1] && fit.Elo[2] < 4000) {
		t.Errorf("ratings %v", fit.Elo)
	}
	if w := fit.CI95[1][1] - fit.CI95[1][0]; w < 400 || math.IsNaN(w) {
		t.Errorf("a perfect record's interval is only %.0f wide", w)
	}
	if _, err := FitElo(games, score, EloOptions{AnchorElo: 1000, PriorSD: -1}); err == nil {
		t.Error("no error without the prior")
	}
}

func TestFitEloRefusesBadResults(t *testing.T) {
	tests := []struct {
		name         string
		games, score [][]float64
		anchor       int
		want         string
	}{
		{"no players", nil, nil, 0, "0 players"},
		{"anchor outside", [][]float64{{0, 2}, {2, 0}}, [][]float64{{0, 1}, {1, 0}}, 2, "anchor 2"},
		{"scores do not add up", [][]float64{{0, 2}, {2, 0}}, [][]float64{{0, 2}, {1, 0}}, 0, "results 0 v 1"},
		{"games not symmetric", [][]float64{{0, 2}, {3, 0}}, [][]float64{{0, 1}, {1, 0}}, 0, "results 0 v 1"},
		{"short row", [][]float64{{0}, {2, 0}}, [][]float64{{0, 1}, {1, 0}}, 0, "row 0"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := FitElo(tt.games, tt.score, EloOptions{Anchor: tt.anchor})
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err %v, want one saying %q", err, tt.want)
			}
		})
	}
	// Players who never met have no relative rating without the prior.
	games, score := pairs(3, [4]float64{0, 1, 4, 2})
	if _, err := FitElo(games, score, EloOptions{PriorSD: -1}); err == nil {
		t.Error("a player who never played is rated without a prior")
	}
}

func TestPercentileAndMean(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		var ds []time.Duration
		for _, x := range v {
			ds = append(ds, time.Duration(x)*time.Millisecond)
		}
		return ds
	}
	hundred := make([]int, 100)
	for i := range hundred {
		hundred[i] = 100 - i
	}
	tests := []struct {
		name      string
		ds        []time.Duration
		p95, mean float64
	}{
		{"none", nil, 0, 0},
		{"one", ms(7), 7, 7},
		{"1 to 100 in any order", ms(hundred...), 95, 50.5},
		{"a slow turn among twenty", ms(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 981), 1, 50},
		{"two slow turns among twenty", ms(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 500, 500), 500, 50.9},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := PercentileMS(tt.ds, 95); got != tt.p95 {
				t.Errorf("p95 %v, want %v", got, tt.p95)
			}
			if got := MeanMS(tt.ds); math.Abs(got-tt.mean) > 1e-9 {
				t.Errorf("mean %v, want %v", got, tt.mean)
			}
		})
	}
}

func TestRoundRobin(t *testing.T) {
	ms, err := RoundRobin(4, 6, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(ms) != 6*6 {
		t.Fatalf("%d matches, want 36", len(ms))
	}
	type key struct {
		a, b    int
		seed    uint64
		swapped bool
	}
	seen := map[key]int{}
	for _, m := range ms {
		seen[key{m.A, m.B, m.Seed, m.Swapped}]++
		if m.A >= m.B || m.Seed < 10 || m.Seed > 12 {
			t.Errorf("match %+v", m)
		}
	}
	for k, n := range seen {
		if n != 1 {
			t.Errorf("%+v scheduled %d times", k, n)
		}
		if seen[key{k.a, k.b, k.seed, !k.swapped}] != 1 {
			t.Errorf("%+v is not played from the other seat", k)
		}
	}
	for _, bad := range [][2]int{{1, 2}, {3, 3}, {3, 0}} {
		if _, err := RoundRobin(bad[0], bad[1], 1); err == nil {
			t.Errorf("%d players, %d games: no error", bad[0], bad[1])
		}
	}
}

func TestRateTalliesTheLadder(t *testing.T) {
	ms, _ := RoundRobin(3, 4, 1)
	var outcomes []Outcome
	for _, m := range ms {
		o := Outcome{Match: m, ScoreA: 0}                      // the stronger (later) player wins...
		if m.A == 0 && m.B == 1 && m.Seed == 1 && !m.Swapped { // ...but one draw
			o.ScoreA = 0.5
		}
		o.Think = [2][]time.Duration{{time.Millisecond}, {time.Duration(m.B) * 10 * time.Millisecond, time.Duration(m.B) * 10 * time.Millisecond}}
		outcomes = append(outcomes, o)
	}
	l, err := Rate([]string{"easy", "medium", "hard"}, outcomes)
	if err != nil {
		t.Fatal(err)
	}
	e, m, h := l.Levels[0], l.Levels[1], l.Levels[2]
	if e.Games != 8 || e.Wins != 0 || e.Draws != 1 || e.Score != 0.5 || h.Wins != 8 || m.Wins != 3 || m.Draws != 1 {
		t.Errorf("tally %+v %+v %+v", e, m, h)
	}
	if e.Elo != LadderAnchorElo || !(m.Elo > e.Elo && h.Elo > m.Elo) {
		t.Errorf("ratings %v %v %v", e.Elo, m.Elo, h.Elo)
	}
	if l.Score[1][0] != 3.5 || l.Games[0][1] != 4 || h.MeanThink != 20 || h.P95Think != 20 || h.Turns != 16 || e.MeanThink != 1 {
		t.Errorf("pair score %v of %v, hard think %v/%v over %d turns, easy %v", l.Score[1][0], l.Games[0][1], h.MeanThink, h.P95Think, h.Turns, e.MeanThink)
	}
	md := l.Markdown()
	for _, want := range []string{"| hard |", "| anchor |", "| **medium** | 0/4 (0%) | — | 3.5/4 (88%) |", "Think p95 ms"} {
		if !strings.Contains(md, want) {
			t.Errorf("the tables lack %q:\n%s", want, md)
		}
	}
	if strings.Index(md, "| hard |") > strings.Index(md, "| easy |") {
		t.Errorf("the table is not strongest first:\n%s", md)
	}
}
