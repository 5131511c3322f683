package rating_test

import (
	"math"
	"os"
	"strings"
	"testing"

	"orbis/assets"
	"orbis/game/online/rating"
)

// TestTheShippedLadder: every computer on assets/ladder.json, read by its
// one reader, plays at its Elo with ComputerRD, Easy at 1000 in each game.
func TestTheShippedLadder(t *testing.T) {
	data, err := os.ReadFile("../../../assets/ladder.json")
	if err != nil {
		t.Fatal(err)
	}
	file, err := assets.ParseLadder(data)
	if err != nil {
		t.Fatal(err)
	}
	for _, game := range []string{"orbis", "orbit"} {
		ratings := file.Games[game].Ratings
		if len(ratings) < 3 {
			t.Fatalf("%s: %d computers on the ladder, want its levels", game, len(ratings))
		}
		elo := make(map[string]float64, len(ratings))
		for level, r := range ratings {
			elo[level] = r.Elo
		}
		ladder, err := rating.NewLadder(elo)
		if err != nil {
			t.Fatalf("%s: %v", game, err)
		}
		for level, r := range ratings {
			got, err := ladder.Computer(level)
			if err != nil {
				t.Fatalf("%s: %v", game, err)
			}
			if got != (rating.Rating{R: r.Elo, RD: rating.ComputerRD, Sigma: rating.NewSigma}) {
				t.Errorf("%s %s plays at %+v, want its Elo %v at RD %v", game, level, got, r.Elo, rating.ComputerRD)
			}
		}
		if easy, err := ladder.Computer("easy"); err != nil || easy.R != 1000 {
			t.Errorf("%s: Easy at %+v, %v; want 1000", game, easy, err)
		}
	}
}

func TestNewLadderRefusesWhatNoLadderGives(t *testing.T) {
	for _, tc := range []struct {
		name string
		elo  map[string]float64
		want string
	}{
		{"NaN", map[string]float64{"easy": 1000, "hard": math.NaN()}, `level "hard" rated NaN`},
		{"infinite", map[string]float64{"easy": math.Inf(1)}, `level "easy" rated +Inf`},
		{"no name", map[string]float64{"": 1200}, "a level without a name rated 1200"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := rating.NewLadder(tc.elo)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("NewLadder(%v): %v, want an error with %q", tc.elo, err, tc.want)
			}
		})
	}
}

// TestTheLadderIsItsOwn: changing the map it was made from changes no
// computer's rating.
func TestTheLadderIsItsOwn(t *testing.T) {
	elo := map[string]float64{"easy": 1000}
	ladder, err := rating.NewLadder(elo)
	if err != nil {
		t.Fatal(err)
	}
	elo["easy"] = 2000
	if got, err := ladder.Computer("easy"); err != nil || got.R != 1000 {
		t.Errorf("easy after its map changed: %+v, %v; want 1000", got, err)
	}
}
