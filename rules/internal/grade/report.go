package grade

// Head opens both games' reports: the document's format and version, and
// the seed of the analysis; each game's own options follow it.
type Head struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Seed    uint64 `json:"seed"`
}

// Body closes both games' reports, after the game's own options: the
// players' summaries, the rated decisions (D, each game's own), the
// timeline and the key moments (K).
type Body[D, K any] struct {
	Over       bool            `json:"over"`
	Players    []PlayerSummary `json:"players"`
	Decisions  []D             `json:"decisions"`
	Timeline   []Point         `json:"timeline"`
	KeyMoments []K             `json:"key_moments"`
}

// NewBody starts a report's body with empty decisions, timeline and key
// moments, so that JSON writes them as [] rather than null.
func NewBody[D, K any](over bool) Body[D, K] {
	return Body[D, K]{Over: over, Decisions: []D{}, Timeline: []Point{}, KeyMoments: []K{}}
}

// FinalPoint is the chart's last point of a finished game: every seat's
// final score from result, a chance to win of 1 for the seats ranked
// first; with expected, the final scores as the expected ones too.
func FinalPoint(turn, round, n int, result func(seat int) (total, rank int), expected bool) Point {
	p := Point{Turn: turn, Round: round, Seat: -1, Final: true, Scores: make([]int, n), Win: make([]float64, n)}
	if expected {
		p.Expected = make([]float64, n)
	}
	for q := range n {
		total, rank := result(q)
		p.Scores[q] = total
		if expected {
			p.Expected[q] = float64(total)
		}
		if rank == 1 {
			p.Win[q] = 1
		}
	}
	return p
}

// Summaries is every seat's summary: what seat says of it (name, kind,
// score and rank), summarised from the rated decisions of every seat.
func Summaries(n int, decisions []Rated, seat func(seat int) PlayerSummary) []PlayerSummary {
	out := make([]PlayerSummary, 0, n)
	for q := range n {
		ps := seat(q)
		ps.Summarise(decisions)
		out = append(out, ps)
	}
	return out
}
