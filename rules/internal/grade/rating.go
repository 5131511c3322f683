package grade

// Rating is a decision's rating, as both games' reports write it beside
// the decision's own fields: the expected final margins (the seat's score
// less the best other's) and chances to win (0 to 1) after the played and
// the preferred move, what was given away, and the class.
type Rating struct {
	PlayedMargin float64 `json:"played_margin"`
	BestMargin   float64 `json:"best_margin"`
	Cost         float64 `json:"cost"` // BestMargin − PlayedMargin, never below 0
	WinPlayed    float64 `json:"win_played"`
	WinBest      float64 `json:"win_best"`
	WinLost      float64 `json:"win_lost"`
	Class        Class   `json:"class"`
	Accuracy     float64 `json:"accuracy"`
	Forced       bool    `json:"forced,omitempty"` // the only move there was
}

// Estimate is what an analysis found of a move: its expected final margin
// and the deciding seat's chance to win after it.
type Estimate struct {
	Margin, Win float64
}

// Classing says which cost a decision is classed by.
type Classing bool

// The costs a decision may be classed by.
const (
	// ByEstimate: the cost as the analysis estimated it (Orbis').
	ByEstimate Classing = false
	// ByWritten: the cost as the report writes it (2 places), so that a
	// reader can check the class (Orbit's).
	ByWritten Classing = true
)

// Rate rates a decision from the estimates of the played and the
// preferred move: nothing given away when they are the same move, and a
// forced decision (the only move there was) Best at 100.
func Rate(played, best Estimate, same, forced bool, by Classing) Rating {
	cost, winLost := 0.0, 0.0
	if !same {
		cost = max(0, best.Margin-played.Margin)
		winLost = max(0, best.Win-played.Win)
	}
	r := Rating{PlayedMargin: Round(played.Margin, 2), BestMargin: Round(best.Margin, 2),
		WinPlayed: Round(played.Win, 3), WinBest: Round(best.Win, 3),
		Cost: Round(cost, 2), WinLost: Round(winLost, 3), Forced: forced}
	if by == ByWritten {
		cost = r.Cost
	}
	r.Class, r.Accuracy = Classify(cost), Round(DecisionAccuracy(cost), 1)
	if forced {
		r.Class, r.Accuracy = Best, 100
	}
	return r
}
