package grade

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestRate(t *testing.T) {
	tests := []struct {
		name                 string
		played, best         Estimate
		same, forced         bool
		by                   Classing
		wantCost, wantWin    float64
		wantClass            Class
		wantAccuracy         float64
		wantPlayed, wantBest float64
	}{
		{"the preferred move", Estimate{2, 0.6}, Estimate{2, 0.6}, true, false, ByEstimate, 0, 0, Best, 100, 2, 2},
		{"a mistake", Estimate{1, 0.4}, Estimate{5, 0.7}, false, false, ByEstimate, 4, 0.3, Mistake, 44.9, 1, 5},
		{"another move estimated worse: nothing given away", Estimate{3, 0.7}, Estimate{2, 0.6}, false, false, ByEstimate, 0, 0, Best, 100, 3, 2},
		{"the same move: nothing given away", Estimate{1, 0.4}, Estimate{5, 0.7}, true, false, ByEstimate, 0, 0, Best, 100, 1, 5},
		{"forced: best at 100", Estimate{1, 0.4}, Estimate{5, 0.7}, false, true, ByEstimate, 4, 0.3, Best, 100, 1, 5},
		// 0.4996 rounds to 0.5, the bound of Good: classed by the estimate
		// it is Best, by the cost written Good.
		{"by the estimate", Estimate{0, 0.5}, Estimate{0.4996, 0.5}, false, false, ByEstimate, 0.5, 0, Best, 90.5, 0, 0.5},
		{"by the cost written", Estimate{0, 0.5}, Estimate{0.4996, 0.5}, false, false, ByWritten, 0.5, 0, Good, 90.5, 0, 0.5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Rate(tt.played, tt.best, tt.same, tt.forced, tt.by)
			if r.Cost != tt.wantCost || r.WinLost != tt.wantWin || r.Class != tt.wantClass || r.Accuracy != tt.wantAccuracy ||
				r.PlayedMargin != tt.wantPlayed || r.BestMargin != tt.wantBest || r.Forced != tt.forced {
				t.Errorf("Rate = %+v, want cost %v, win lost %v, %v at %v, margins %v and %v",
					r, tt.wantCost, tt.wantWin, tt.wantClass, tt.wantAccuracy, tt.wantPlayed, tt.wantBest)
			}
		})
	}
}

func TestFinalPoint(t *testing.T) {
	totals, ranks := []int{12, 30, 30}, []int{3, 1, 1}
	result := func(q int) (int, int) { return totals[q], ranks[q] }
	got := FinalPoint(9, 4, 3, result, false)
	want := Point{Turn: 9, Round: 4, Seat: -1, Final: true, Scores: []int{12, 30, 30}, Win: []float64{0, 1, 1}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("FinalPoint = %+v, want %+v", got, want)
	}
	want.Expected = []float64{12, 30, 30}
	if got := FinalPoint(9, 4, 3, result, true); !reflect.DeepEqual(got, want) {
		t.Errorf("FinalPoint with expected = %+v, want %+v", got, want)
	}
}

func TestSummaries(t *testing.T) {
	decisions := []Rated{
		{Turn: 1, Seat: 0, Cost: 4, Class: Mistake, Accuracy: 44.9},
		{Turn: 2, Seat: 1, Cost: 0, Class: Best, Accuracy: 100},
		{Turn: 3, Seat: 0, Cost: 1, Class: Good, Accuracy: 50, Forced: true},
	}
	got := Summaries(2, decisions, func(seat int) PlayerSummary { return PlayerSummary{Seat: seat, Score: 10 * seat} })
	if len(got) != 2 || got[0].Decisions != 2 || got[0].Accuracy != 44.9 || got[0].TotalCost != 5 || got[0].Counts.Mistake != 1 ||
		got[1].Decisions != 1 || got[1].Score != 10 || got[1].Accuracy != 100 {
		t.Errorf("Summaries = %+v", got)
	}
}

// A report's head, the game's own fields and its body write one flat
// object in that order, and read back.
func TestReportShape(t *testing.T) {
	type report struct {
		Head
		Rollouts int `json:"rollouts"`
		Body[int, string]
	}
	rep := report{Head: Head{Format: "f", Version: 2, Seed: 7}, Rollouts: 3, Body: NewBody[int, string](true)}
	data, err := json.Marshal(rep)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"format":"f","version":2,"seed":7,"rollouts":3,"over":true,"players":null,"decisions":[],"timeline":[],"key_moments":[]}`
	if string(data) != want {
		t.Errorf("report = %s, want %s", data, want)
	}
	var back report
	if err := json.Unmarshal(data, &back); err != nil || !reflect.DeepEqual(back, rep) {
		t.Errorf("read back %+v (%v), want %+v", back, err, rep)
	}
}

func TestNames(t *testing.T) {
	names := []string{"zero", "one"}
	if got := NameOf(names, uint8(1), "thing"); got != "one" {
		t.Errorf("NameOf(1) = %q", got)
	}
	if got := NameOf(names, uint8(5), "thing"); got != "thing(5)" {
		t.Errorf("NameOf(5) = %q", got)
	}
	var e uint8
	if err := ParseName(names, []byte("one"), "thing", &e); err != nil || e != 1 {
		t.Errorf("ParseName(one) = %d, %v", e, err)
	}
	if err := ParseName(names, []byte("two"), "thing", &e); err == nil || err.Error() != `analysis: no thing "two"` {
		t.Errorf("ParseName(two) = %v", err)
	}
}
