package game

// Summary is what the statistics say of one game's finished games, from
// the people's side of the table.
type Summary struct {
	Games     int
	ByPlayers map[int]int // games by the number of seats
	// Won is the games a person won (ranked first; a shared first place is
	// a win), of Played with a person at the table.
	Played, Won int
	// ByLevel is, by the strongest computer at the table (LevelHuman: no
	// computer), the games a person played and won.
	ByLevel [LevelHard + 1]struct{ Played, Won int }
	// The people's scores: their mean and best.
	MeanScore float64
	BestScore int
	// Streak is the person's wins in a row up to the last game; BestStreak
	// the longest run.
	Streak, BestStreak int
}

// Summary sums up the finished games of one game (its ID).
func (s Stats) Summary(game string) Summary {
	sum := Summary{ByPlayers: map[int]int{}}
	scores, total := 0, 0
	for _, g := range s.Games {
		if g.Game != game {
			continue
		}
		sum.Games++
		sum.ByPlayers[len(g.Seats)]++
		person, won, strongest := false, false, LevelHuman
		for _, seat := range g.Seats {
			if seat.Level != LevelHuman {
				strongest = max(strongest, seat.Level)
				continue
			}
			if scores == 0 || seat.Score > sum.BestScore {
				sum.BestScore = seat.Score // scores may be below zero (Orbit alone)
			}
			person, won = true, won || seat.Rank == 1
			scores++
			total += seat.Score
		}
		if !person {
			continue
		}
		sum.Played++
		sum.ByLevel[strongest].Played++
		if won {
			sum.Won++
			sum.ByLevel[strongest].Won++
			sum.Streak++
			sum.BestStreak = max(sum.BestStreak, sum.Streak)
		} else {
			sum.Streak = 0
		}
	}
	if scores > 0 {
		sum.MeanScore = float64(total) / float64(scores)
	}
	return sum
}
