package tournament

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestStandingsTally(t *testing.T) {
	ms := time.Millisecond
	tests := []struct {
		name  string
		games [][]SeatResult
		want  []Standing
	}{
		{
			name: "a clear winner; margins against the best other seat",
			games: [][]SeatResult{{
				{Name: "hard", Score: 40, Rank: 1, Thinks: []time.Duration{2 * ms, 4 * ms}},
				{Name: "easy", Score: 30, Rank: 2, Thinks: []time.Duration{1 * ms}},
			}},
			want: []Standing{
				{AI: "hard", Seats: 1, Wins: 1, WinRate: 1, CI95: Wilson95(1, 1), MeanScore: 40, MeanMargin: 10, MeanThink: 3, MaxThink: 4, P95Think: 4},
				{AI: "easy", Seats: 1, Wins: 0, WinRate: 0, CI95: Wilson95(0, 1), MeanScore: 30, MeanMargin: -10, MeanThink: 1, MaxThink: 1, P95Think: 1},
			},
		},
		{
			name: "a shared first place counts 1/k to each; a contestant in two seats tallies both",
			games: [][]SeatResult{{
				{Name: "medium", Score: 20, Rank: 1},
				{Name: "easy", Score: 20, Rank: 1},
				{Name: "medium", Score: 14, Rank: 3},
			}},
			want: []Standing{
				{AI: "medium", Seats: 2, Wins: 0.5, WinRate: 0.25, CI95: Wilson95(0.5, 2), MeanScore: 17, MeanMargin: -3},
				{AI: "easy", Seats: 1, Wins: 0.5, WinRate: 0.5, CI95: Wilson95(0.5, 1), MeanScore: 20, MeanMargin: 0},
			},
		},
		{
			name: "a seat alone has no margin",
			games: [][]SeatResult{
				{{Name: "medium", Score: 21, Rank: 1}},
				{{Name: "medium", Score: 25, Rank: 1}},
			},
			want: []Standing{{AI: "medium", Seats: 2, Wins: 2, WinRate: 1, CI95: Wilson95(2, 2), MeanScore: 23, MeanMargin: 0}},
		},
		{
			name: "order of first appearance over games; means over seat-games",
			games: [][]SeatResult{
				{{Name: "b", Score: 10, Rank: 2}, {Name: "a", Score: 12, Rank: 1}},
				{{Name: "a", Score: 5, Rank: 2}, {Name: "b", Score: 9, Rank: 1}},
				{{Name: "c", Score: 1, Rank: 2}, {Name: "b", Score: 3, Rank: 1}},
			},
			want: []Standing{
				{AI: "b", Seats: 3, Wins: 2, WinRate: 2.0 / 3, CI95: Wilson95(2, 3), MeanScore: 22.0 / 3, MeanMargin: 4.0 / 3},
				{AI: "a", Seats: 2, Wins: 1, WinRate: 0.5, CI95: Wilson95(1, 2), MeanScore: 8.5, MeanMargin: -1},
				{AI: "c", Seats: 1, Wins: 0, WinRate: 0, CI95: Wilson95(0, 1), MeanScore: 1, MeanMargin: -2},
			},
		},
		{
			name:  "no games, no standings",
			games: nil,
			want:  []Standing{},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s Standings
			for _, g := range tt.games {
				s.Add(g)
			}
			if got := s.Table(); !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got  %+v\nwant %+v", got, tt.want)
			}
		})
	}
}

func TestStandingsTableLeavesTheTallyGoing(t *testing.T) {
	var s Standings
	s.Add([]SeatResult{{Name: "a", Score: 3, Rank: 1}, {Name: "b", Score: 1, Rank: 2}})
	first := s.Table()
	s.Add([]SeatResult{{Name: "a", Score: 1, Rank: 2}, {Name: "b", Score: 5, Rank: 1}})
	if first[0].MeanScore != 3 {
		t.Errorf("a first table changed under a later game: %+v", first[0])
	}
	if got := s.Table(); got[0].MeanScore != 2 || got[0].Wins != 1 || got[1].MeanMargin != 1 {
		t.Errorf("after two games: %+v", got)
	}
}

func TestStandingsAddAllocatesNothingForKnownContestants(t *testing.T) {
	var s Standings
	game := []SeatResult{{Name: "hard", Score: 40, Rank: 1}, {Name: "easy", Score: 30, Rank: 2}}
	s.Add(game)
	if allocs := testing.AllocsPerRun(100, func() { s.Add(game) }); allocs != 0 {
		t.Errorf("Add allocates %.0f times a game", allocs)
	}
}

// seating is what a fake arena game saw: its seats and its seed.
type seating struct {
	seats []string
	seed  uint64
}

func TestArenaRotatesSeatsOverEachSeed(t *testing.T) {
	tests := []struct {
		seats []string
		games int
		seed  uint64
		want  []seating
	}{
		{[]string{"a", "b"}, 4, 10, []seating{{[]string{"a", "b"}, 10}, {[]string{"b", "a"}, 10}, {[]string{"a", "b"}, 11}, {[]string{"b", "a"}, 11}}},
		{[]string{"a", "b", "c"}, 4, 1, []seating{{[]string{"a", "b", "c"}, 1}, {[]string{"b", "c", "a"}, 1}, {[]string{"c", "a", "b"}, 1}, {[]string{"a", "b", "c"}, 2}}},
		{[]string{"solo"}, 2, 5, []seating{{[]string{"solo"}, 5}, {[]string{"solo"}, 6}}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.seats, ","), func(t *testing.T) {
			var kept []seating
			progress := 0
			standings, err := Arena[string, seating]{Seats: tt.seats, Games: tt.games, Seed: tt.seed, Workers: 1,
				Play: func(_ context.Context, seats []string, seed uint64) (seating, error) {
					return seating{seats, seed}, nil
				},
				// The first seat wins with 1 point; the others share second place with 0.
				Results: func(r seating, seats []string, into []SeatResult) []SeatResult {
					for i, s := range seats {
						into = append(into, SeatResult{Name: s, Score: 1 - min(i, 1), Rank: 1 + min(i, 1)})
					}
					return into
				},
				Progress: func(done, total int) {
					if done != progress+1 || total != tt.games {
						t.Errorf("progress %d/%d after %d", done, total, progress)
					}
					progress = done
				},
				Keep: func(r seating) { kept = append(kept, r) },
			}.Run(context.Background())
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(kept, tt.want) {
				t.Errorf("games %v, want %v", kept, tt.want)
			}
			firsts := map[string]float64{}
			for _, g := range tt.want {
				firsts[g.seats[0]]++
			}
			for _, st := range standings {
				if st.Wins != firsts[st.AI] {
					t.Errorf("%s won %v, want %v (its games in the first seat)", st.AI, st.Wins, firsts[st.AI])
				}
			}
			if len(standings) != len(tt.seats) || standings[0].AI != tt.seats[0] {
				t.Errorf("standings %+v, want one per seat in order of first appearance", standings)
			}
		})
	}
}

func TestArenaRefusesAndStops(t *testing.T) {
	boom := errors.New("boom")
	play := func(_ context.Context, _ []string, seed uint64) (int, error) {
		if seed == 3 {
			return 0, boom
		}
		return 0, nil
	}
	results := func(_ int, seats []string, into []SeatResult) []SeatResult {
		return append(into, SeatResult{Name: seats[0], Rank: 1})
	}
	tests := []struct {
		name  string
		arena Arena[string, int]
		want  string
	}{
		{"no seats", Arena[string, int]{Games: 2, Play: play, Results: results}, "0 seats"},
		{"no games", Arena[string, int]{Seats: []string{"a"}, Play: play, Results: results}, "0 games"},
		{"a game that fails", Arena[string, int]{Seats: []string{"a"}, Games: 5, Seed: 1, Workers: 1, Play: play, Results: results}, "game 2: boom"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			standings, err := tt.arena.Run(context.Background())
			if err == nil || !strings.Contains(err.Error(), tt.want) || standings != nil {
				t.Errorf("standings %v, error %v; want no standings and an error with %q", standings, err, tt.want)
			}
			if tt.name == "a game that fails" && !errors.Is(err, boom) {
				t.Errorf("%v does not wrap the game's error", err)
			}
		})
	}
}

func ExampleStandings() {
	var s Standings
	s.Add([]SeatResult{{Name: "hard", Score: 41, Rank: 1}, {Name: "medium", Score: 38, Rank: 2}})
	s.Add([]SeatResult{{Name: "medium", Score: 40, Rank: 1}, {Name: "hard", Score: 40, Rank: 1}})
	for _, st := range s.Table() {
		fmt.Printf("%s: %d seats, %.1f wins, mean margin %+.1f\n", st.AI, st.Seats, st.Wins, st.MeanMargin)
	}
	// Output:
	// hard: 2 seats, 1.5 wins, mean margin +1.5
	// medium: 2 seats, 0.5 wins, mean margin -1.5
}
