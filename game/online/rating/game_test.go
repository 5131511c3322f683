package rating

import (
	"math"
	"strings"
	"testing"

	"orbis/rules/tournament"
)

// testLadder is Orbis' ladder of the levels, rounded.
func testLadder(t *testing.T) Ladder {
	t.Helper()
	l, err := NewLadder(map[string]float64{"easy": 1000, "medium": 1300, "hard": 1678, "vesta": 1634})
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func update(t *testing.T, before map[string]Rating, seats []Seat, ladder Ladder) map[string]Rating {
	t.Helper()
	after, err := Update(before, seats, ladder)
	if err != nil {
		t.Fatal(err)
	}
	return after
}

// periodOf is the rating period Update should give a seat's person: a
// result by rank against every other seat's rating before the game.
func periodOf(t *testing.T, before map[string]Rating, seats []Seat, ladder Ladder, i int) Rating {
	t.Helper()
	rating := func(s Seat) Rating {
		if s.Person == "" {
			r, err := ladder.Computer(s.Level)
			if err != nil {
				t.Fatal(err)
			}
			return r
		}
		if r, ok := before[s.Person]; ok {
			return r
		}
		return New()
	}
	var games []Result
	for j, o := range seats {
		if j != i {
			games = append(games, Result{Opponent: rating(o), Score: tournament.ShareOf(seats[i].Rank, o.Rank)})
		}
	}
	r, err := Period(rating(seats[i]), games)
	if err != nil {
		t.Fatal(err)
	}
	r.Games = rating(seats[i]).Games + 1 // one game, however many seats
	return r
}

// TestTheGameIsThePapersPeriod: the paper's example as one game of four,
// the player third behind the 1550 and 1700 players and ahead of the 1400.
func TestTheGameIsThePapersPeriod(t *testing.T) {
	before := map[string]Rating{
		"player": paperPlayer,
		"p1400":  paperGames[0].Opponent,
		"p1550":  paperGames[1].Opponent,
		"p1700":  paperGames[2].Opponent,
	}
	seats := []Seat{{Person: "p1700", Rank: 1}, {Person: "p1400", Rank: 4}, {Person: "player", Rank: 3}, {Person: "p1550", Rank: 2}}
	got := update(t, before, seats, Ladder{})["player"]
	near(t, "r'", got.R, 1464.06, 0.01)
	near(t, "RD'", got.RD, 151.52, 0.01)
	near(t, "σ'", got.Sigma, 0.05999, 0.00001)
	if got.Games != 1 {
		t.Errorf("games = %d, want 1: a game of four is one game", got.Games)
	}
}

func TestAGameOfFour(t *testing.T) {
	before := map[string]Rating{
		"ann": {R: 1620, RD: 80, Sigma: 0.058, Games: 40},
		"bob": {R: 1480, RD: 120, Sigma: 0.061, Games: 12},
		"cat": {R: 1550, RD: 60, Sigma: 0.06, Games: 90},
		// dan is new
	}
	seats := []Seat{{Person: "ann", Rank: 3}, {Person: "bob", Rank: 1}, {Person: "cat", Rank: 2}, {Person: "dan", Rank: 4}}
	after := update(t, before, seats, Ladder{})
	if len(after) != 4 {
		t.Fatalf("%d people rated, want 4: %v", len(after), after)
	}
	for i, s := range seats {
		want := periodOf(t, before, seats, Ladder{}, i)
		if got := after[s.Person]; got != want {
			t.Errorf("%s: %+v, want the period of a result against each other seat %+v", s.Person, got, want)
		}
	}
	if after["bob"].R <= before["bob"].R || after["dan"].R >= NewR {
		t.Errorf("the winner bob %v → %v, the last dan 1500 → %v: want up and down", before["bob"].R, after["bob"].R, after["dan"].R)
	}
	if after["ann"].R >= before["ann"].R {
		t.Errorf("ann, the favourite, third: %v → %v, want down", before["ann"].R, after["ann"].R)
	}
	for _, name := range []string{"ann", "bob", "cat"} {
		if after[name].RD >= before[name].RD || after[name].Games != before[name].Games+1 {
			t.Errorf("%s: %+v → %+v, want a smaller deviation and one game more", name, before[name], after[name])
		}
	}
}

// TestEqualsZeroSum: four newcomers ranked 1 to 4 move by opposite
// amounts, the first as far up as the last down.
func TestEqualsZeroSum(t *testing.T) {
	seats := []Seat{{Person: "a", Rank: 1}, {Person: "b", Rank: 2}, {Person: "c", Rank: 3}, {Person: "d", Rank: 4}}
	after := update(t, nil, seats, Ladder{})
	near(t, "a+d", after["a"].R+after["d"].R, 2*NewR, 1e-9)
	near(t, "b+c", after["b"].R+after["c"].R, 2*NewR, 1e-9)
	if !(after["a"].R > after["b"].R && after["b"].R > NewR) {
		t.Errorf("a %v, b %v: want the first above the second above 1500", after["a"].R, after["b"].R)
	}
}

func TestTies(t *testing.T) {
	t.Run("everyone tied moves no equal rating", func(t *testing.T) {
		seats := []Seat{{Person: "a", Rank: 1}, {Person: "b", Rank: 1}, {Person: "c", Rank: 1}}
		for name, r := range update(t, nil, seats, Ladder{}) {
			near(t, name+"'s r'", r.R, NewR, 1e-9)
			if r.RD >= NewRD {
				t.Errorf("%s's deviation %v, want below %v", name, r.RD, NewRD)
			}
		}
	})
	t.Run("two tied for first move alike", func(t *testing.T) {
		seats := []Seat{{Person: "a", Rank: 1}, {Person: "b", Rank: 3}, {Person: "c", Rank: 1}, {Person: "d", Rank: 4}}
		after := update(t, nil, seats, Ladder{})
		near(t, "a-c", after["a"].R-after["c"].R, 0, 1e-9)
		want := periodOf(t, nil, seats, Ladder{}, 0) // ½ against c, 1 against b and d
		if after["a"] != want {
			t.Errorf("a: %+v, want %+v", after["a"], want)
		}
	})
	t.Run("a shared rank below is a tie", func(t *testing.T) {
		seats := []Seat{{Person: "a", Rank: 1}, {Person: "b", Rank: 2}, {Person: "c", Rank: 2}}
		after := update(t, nil, seats, Ladder{})
		near(t, "b-c", after["b"].R-after["c"].R, 0, 1e-9)
		if after["b"].R >= NewR {
			t.Errorf("b, half a point of two: %v, want below 1500", after["b"].R)
		}
	})
}

// TestIdenticalOpponents: a person at the rating of four identical
// computers, third of five (two wins, two losses), keeps the rating and
// knows it better; first of five is four wins against that opponent.
func TestIdenticalOpponents(t *testing.T) {
	ladder := testLadder(t)
	before := map[string]Rating{"eve": {R: 1000, RD: 150, Sigma: 0.06, Games: 5}}
	easy := func(rank int) Seat { return Seat{Level: "easy", Rank: rank} }

	middle := update(t, before, []Seat{easy(1), easy(2), {Person: "eve", Rank: 3}, easy(4), easy(5)}, ladder)["eve"]
	near(t, "r' in the middle", middle.R, 1000, 1e-9)
	if middle.RD >= 150 {
		t.Errorf("deviation %v, want below 150", middle.RD)
	}

	first := update(t, before, []Seat{easy(2), easy(3), {Person: "eve", Rank: 1}, easy(4), easy(5)}, ladder)["eve"]
	computer, err := ladder.Computer("easy")
	if err != nil {
		t.Fatal(err)
	}
	win := Result{Opponent: computer, Score: 1}
	want, err := Period(before["eve"], []Result{win, win, win, win})
	if err != nil {
		t.Fatal(err)
	}
	want.Games = 6
	if first != want {
		t.Errorf("first of five: %+v, want four wins' %+v", first, want)
	}
}

// TestSwappedRanksSwapChanges: two people of equal rating who swap ranks
// swap their changes, the others' change nothing.
func TestSwappedRanksSwapChanges(t *testing.T) {
	same := Rating{R: 1510, RD: 90, Sigma: 0.06, Games: 8}
	before := map[string]Rating{"a": same, "b": same, "c": {R: 1700, RD: 50, Sigma: 0.05, Games: 100}}
	seats := []Seat{{Person: "a", Rank: 1}, {Person: "b", Rank: 3}, {Person: "c", Rank: 2}, {Level: "hard", Rank: 4}}
	swapped := []Seat{{Person: "a", Rank: 3}, {Person: "b", Rank: 1}, {Person: "c", Rank: 2}, {Level: "hard", Rank: 4}}
	one, two := update(t, before, seats, testLadder(t)), update(t, before, swapped, testLadder(t))
	for _, pair := range [][2]string{{"a", "b"}, {"b", "a"}, {"c", "c"}} {
		x, y := one[pair[0]], two[pair[1]]
		near(t, pair[0]+" then "+pair[1]+": r'", x.R, y.R, 1e-9)
		near(t, pair[0]+" then "+pair[1]+": RD'", x.RD, y.RD, 1e-9)
		near(t, pair[0]+" then "+pair[1]+": σ'", x.Sigma, y.Sigma, 1e-12)
	}
}

// TestSeatOrderChangesNothing: every result counts against the ratings
// before the game, so the same game told in another seat order rates the
// same.
func TestSeatOrderChangesNothing(t *testing.T) {
	before := map[string]Rating{"a": {R: 1400, RD: 200, Sigma: 0.06, Games: 2}, "b": {R: 1650, RD: 70, Sigma: 0.06, Games: 30}}
	seats := []Seat{{Person: "a", Rank: 2}, {Level: "medium", Rank: 1}, {Person: "b", Rank: 4}, {Person: "c", Rank: 3}, {Level: "vesta", Rank: 2}}
	reversed := make([]Seat, len(seats))
	for i, s := range seats {
		reversed[len(seats)-1-i] = s
	}
	one, two := update(t, before, seats, testLadder(t)), update(t, before, reversed, testLadder(t))
	for name, x := range one {
		y := two[name]
		near(t, name+"'s r'", x.R, y.R, 1e-9)
		near(t, name+"'s RD'", x.RD, y.RD, 1e-9)
		if x.Games != y.Games {
			t.Errorf("%s: %d games, then %d", name, x.Games, y.Games)
		}
	}
	if again := update(t, before, seats, testLadder(t)); again["a"] != one["a"] || again["c"] != one["c"] {
		t.Errorf("the same game twice: %+v then %+v", one, again)
	}
}

// TestAgainstComputersOnly: one person against computers is rated, more
// for beating a stronger one; the computers are not in the answer.
func TestAgainstComputersOnly(t *testing.T) {
	ladder := testLadder(t)
	beat := func(level string) Rating {
		seats := []Seat{{Person: "zoe", Rank: 1}, {Level: level, Rank: 2}}
		if !Rateable(seats) {
			t.Fatalf("%v is not rateable", seats)
		}
		after := update(t, nil, seats, ladder)
		if len(after) != 1 {
			t.Fatalf("%v rated, want zoe alone", after)
		}
		return after["zoe"]
	}
	easy, hard := beat("easy"), beat("hard")
	if !(hard.R > easy.R && easy.R > NewR) {
		t.Errorf("beating easy: %v, hard: %v; want both above 1500, hard more", easy.R, hard.R)
	}
	lost := update(t, nil, []Seat{{Person: "zoe", Rank: 2}, {Level: "easy", Rank: 1}}, ladder)["zoe"]
	if lost.R >= NewR || lost.Games != 1 {
		t.Errorf("losing to easy: %+v, want below 1500 after one game", lost)
	}
}

func TestUpdateRefusesBadGames(t *testing.T) {
	person := func(id string, rank int) Seat { return Seat{Person: id, Rank: rank} }
	for _, tc := range []struct {
		name   string
		before map[string]Rating
		seats  []Seat
		want   string
	}{
		{"no seat", nil, nil, "0 seats: a rated game has 2 or more"},
		{"solo", nil, []Seat{person("a", 1)}, "1 seats"},
		{"rank 0", nil, []Seat{person("a", 0), person("b", 1)}, "seat 1: rank 0, want 1 to 2"},
		{"rank past the seats", nil, []Seat{person("a", 1), person("b", 3)}, "seat 2: rank 3, want 1 to 2"},
		{"unknown level", nil, []Seat{person("a", 1), {Level: "grandmaster", Rank: 2}}, `seat 2: computer level "grandmaster" is not on the ladder (easy, hard, medium, vesta)`},
		{"a person twice", nil, []Seat{person("a", 1), {Level: "easy", Rank: 2}, person("a", 3)}, `seat 3: person "a" already sits`},
		{"a person and a level", nil, []Seat{person("a", 1), {Person: "b", Level: "easy", Rank: 2}}, `seat 2: both person "b" and computer level "easy"`},
		{"an empty seat", nil, []Seat{person("a", 1), {Rank: 2}}, "seat 2: neither a person nor a computer level"},
		{"computers only", nil, []Seat{{Level: "easy", Rank: 1}, {Level: "hard", Rank: 2}}, "no person at the table"},
		{"NaN before", map[string]Rating{"b": {R: math.NaN(), RD: 50, Sigma: 0.06}}, []Seat{person("a", 1), person("b", 2)}, `seat 2: person "b": rating NaN`},
		{"no deviation before", map[string]Rating{"a": {R: 1500, Sigma: 0.06}}, []Seat{person("a", 1), person("b", 2)}, `seat 1: person "a": rating 1500, deviation 0`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			after, err := Update(tc.before, tc.seats, testLadder(t))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Update = %v, %v; want an error with %q", after, err, tc.want)
			}
		})
	}
	t.Run("a computer without a ladder", func(t *testing.T) {
		_, err := Update(nil, []Seat{person("a", 1), {Level: "easy", Rank: 2}}, Ladder{})
		if err == nil || !strings.Contains(err.Error(), `computer level "easy": the ladder rates no computer`) {
			t.Fatalf("Update: %v", err)
		}
	})
}

func TestRateable(t *testing.T) {
	for _, tc := range []struct {
		name  string
		seats []Seat
		want  bool
	}{
		{"no seat", nil, false},
		{"solo Orbit: one person", []Seat{{Person: "a", Rank: 1}}, false},
		{"two people", []Seat{{Person: "a", Rank: 1}, {Person: "b", Rank: 2}}, true},
		{"a person and a computer", []Seat{{Level: "easy", Rank: 1}, {Person: "a", Rank: 2}}, true},
		{"computers only", []Seat{{Level: "easy", Rank: 1}, {Level: "hard", Rank: 2}}, false},
		{"a person in two seats", []Seat{{Person: "a", Rank: 1}, {Level: "easy", Rank: 2}, {Person: "a", Rank: 3}}, false},
	} {
		if got := Rateable(tc.seats); got != tc.want {
			t.Errorf("%s: Rateable = %v, want %v", tc.name, got, tc.want)
		}
	}
}

// TestUpdateAllocatesItsAnswer: a game of four allocates its answer and
// one slice of the seats, nothing per result.
func TestUpdateAllocatesItsAnswer(t *testing.T) {
	ladder := testLadder(t)
	seats := []Seat{{Person: "a", Rank: 1}, {Level: "hard", Rank: 2}, {Person: "b", Rank: 3}, {Level: "easy", Rank: 4}}
	small := testing.AllocsPerRun(50, func() { update(t, nil, seats, ladder) })
	big := make([]Seat, 40)
	for i := range big {
		big[i] = Seat{Level: "medium", Rank: i + 1}
	}
	big[0].Person, big[0].Level = "a", ""
	large := testing.AllocsPerRun(50, func() { update(t, nil, big, ladder) })
	t.Logf("allocations: %v for four seats, %v for forty", small, large)
	if small > 3 || large > small {
		t.Errorf("a game of four allocates %v times, of forty %v; want at most 3, no more for forty", small, large)
	}
}
