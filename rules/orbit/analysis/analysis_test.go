package analysis

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"orbis/rules/orbit"
)

// quick is a cheap analysis for the tests that check its shape, not its
// judgement.
var quick = Options{Rollouts: 6, Candidates: 3, Seed: 1}

// reread writes a record and reads it back as orbis analyse does, in the
// version given (1 rewrites a version 2 record's number).
func reread(t *testing.T, rec *orbit.Record, version int) *orbit.Record {
	t.Helper()
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if version == 1 {
		data = []byte(strings.Replace(string(data), fmt.Sprintf(`"version": %d`, orbit.RecordVersion), `"version": 1`, 1))
	}
	if !strings.Contains(string(data), fmt.Sprintf(`"version": %d`, version)) {
		t.Fatalf("the record is not of version %d", version)
	}
	back, err := Parse(data)
	if err != nil {
		t.Fatalf("a version %d record: %v", version, err)
	}
	return back
}

// noMax is the kit of version 1 records: goals without a max.
func noMax() *orbit.Kit {
	k := orbit.DefaultKit()
	for i := range k.Hexes {
		k.Hexes[i].Goal.Max = 0
	}
	return &k
}

// decisionKey names a decision by what it was, wherever the record put it.
func decisionKey(d *decision) string {
	return fmt.Sprintf("turn %d seat %d %v: %v", d.turn, d.seat, d.kind, d.actions)
}

// TestDecisionsOfEveryRecordVersion: records of versions 1, 2 and 3 (the
// seats' follows interleaved) are cut into decisions that hold every step
// a seat took, each playable from where it was made; the interleaved
// record of a game has the same decisions as the game played seat by seat.
func TestDecisionsOfEveryRecordVersion(t *testing.T) {
	seatBySeat := playedRecord(t, table{players: 3, seed: 4, human: -1, worst: -1})
	tests := []struct {
		name    string
		rec     *orbit.Record
		version int
		solo    bool
	}{
		{"version 1, solo", playedRecord(t, table{players: 1, seed: 2, human: -1, worst: -1, kit: noMax()}), 1, true},
		{"version 1, 2 captains", playedRecord(t, table{players: 2, seed: 3, human: -1, worst: -1, kit: noMax()}), 1, false},
		{"version 2, 3 captains", seatBySeat, 2, false},
		{"version 3, interleaved", interleave(t, seatBySeat, 9), 3, false},
		{"version 3, played at once", playedRecord(t, table{players: 4, seed: 5, atOnce: true, human: -1, worst: -1}), 3, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := readGame(reread(t, tt.rec, tt.version))
			if err != nil {
				t.Fatal(err)
			}
			steps, turns := 0, g.final.Turn()
			for _, a := range tt.rec.Actions {
				if a.Kind != orbit.KindDraw && a.Kind != orbit.KindRoll {
					steps++
				}
			}
			held, orders, answers := 0, 0, 0
			for i := range g.decisions {
				d := &g.decisions[i]
				held += len(d.actions)
				switch d.kind {
				case KindOrder:
					orders++
				case KindAnswer:
					answers++
				case KindFollow:
					if st := d.start.Status(d.seat); st != orbit.SeatFollowing {
						t.Fatalf("%s starts where the seat is %v, not following", decisionKey(d), st)
					}
				}
				s := d.start
				for _, a := range d.actions {
					if err := s.ApplyFor(d.seat, a); err != nil {
						t.Fatalf("%s does not play from where it was made: %v", decisionKey(d), err)
					}
				}
				if d.kind == KindFollow && s.Status(d.seat) == orbit.SeatFollowing && !s.IsOver() {
					t.Fatalf("%s stops while the seat still follows", decisionKey(d))
				}
			}
			if held != steps {
				t.Errorf("the decisions hold %d steps; the seats took %d", held, steps)
			}
			if tt.solo && (answers != turns || orders != 0) || !tt.solo && (orders != turns || answers != 0) {
				t.Errorf("%d orders and %d answers in %d turns", orders, answers, turns)
			}
			if len(g.starts) != turns {
				t.Errorf("%d turns' starts for %d turns", len(g.starts), turns)
			}
		})
	}
	t.Run("interleaved as seat by seat", func(t *testing.T) {
		mixed := interleave(t, seatBySeat, 9)
		if slices.Equal(mixed.By, mustSeats(t, seatBySeat)) {
			t.Fatal("the interleaving kept the seat-by-seat order: it proves nothing")
		}
		a, errA := readGame(seatBySeat)
		b, errB := readGame(mixed)
		if errA != nil || errB != nil {
			t.Fatal(errA, errB)
		}
		keys := func(g *game) []string {
			var out []string
			for i := range g.decisions {
				out = append(out, decisionKey(&g.decisions[i]))
			}
			slices.Sort(out)
			return out
		}
		if ka, kb := keys(a), keys(b); !slices.Equal(ka, kb) {
			t.Errorf("the interleaved record has other decisions:\n%v\n%v", ka, kb)
		}
	})
}

func mustSeats(t *testing.T, rec *orbit.Record) []int {
	t.Helper()
	seats, err := rec.StepSeats()
	if err != nil {
		t.Fatal(err)
	}
	return seats
}

// TestAnalyseRatesTheHumanSeats: with a human seat only its decisions are
// rated, every seat's without one; the report has its shape (a point at
// every turn's start with each seat's expected final score, the final
// result) and reads back as it was written.
func TestAnalyseRatesTheHumanSeats(t *testing.T) {
	tests := []struct {
		name  string
		human int
		rated []bool
	}{
		{"one human seat", 1, []bool{false, true, false}},
		{"no human seat", -1, []bool{true, true, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := playedRecord(t, table{players: 3, seed: 6, atOnce: true, human: tt.human, worst: -1})
			rep, err := Analyse(context.Background(), rec, quick, nil)
			if err != nil {
				t.Fatal(err)
			}
			final, _ := rec.Replay()
			if rep.Format != ReportFormat || rep.Version != ReportVersion || len(rep.Players) != 3 || !rep.Over {
				t.Fatalf("report %q version %d, %d players, over %v", rep.Format, rep.Version, len(rep.Players), rep.Over)
			}
			seen := make([]bool, 3)
			for _, d := range rep.Decisions {
				seen[d.Seat] = true
				if !tt.rated[d.Seat] {
					t.Errorf("seat %d's decision at turn %d is rated", d.Seat, d.Turn)
				}
				switch {
				case d.Step < 1 || d.Step > len(rec.Actions) || rec.Actions[d.Step-1] != d.Played.Actions[0] || rec.By[d.Step-1] != d.Seat:
					t.Errorf("turn %d: step %d is not where %s began", d.Turn, d.Step, d.Played.Notation)
				case d.Cost < 0 || d.WinLost < 0:
					t.Errorf("turn %d: cost %v, win lost %v", d.Turn, d.Cost, d.WinLost)
				case d.Played.Notation == d.Best.Notation && (d.Cost != 0 || d.Class != Best || d.Accuracy != 100):
					t.Errorf("turn %d: the judge's own move costs %v (%v, accuracy %v)", d.Turn, d.Cost, d.Class, d.Accuracy)
				case !d.Forced && d.Class != classify(d.Cost):
					t.Errorf("turn %d: cost %v classed %v", d.Turn, d.Cost, d.Class)
				}
			}
			for seat, p := range rep.Players {
				if p.Analysed != tt.rated[seat] || seen[seat] != tt.rated[seat] || p.Score != final.ScoreOf(seat).Total {
					t.Errorf("seat %d: analysed %v, rated decisions %v, score %d; want %v, %v, %d",
						seat, p.Analysed, seen[seat], p.Score, tt.rated[seat], tt.rated[seat], final.ScoreOf(seat).Total)
				}
			}
			if len(rep.Timeline) != final.Turn()+1 {
				t.Fatalf("%d points for %d turns and the end", len(rep.Timeline), final.Turn())
			}
			for i, p := range rep.Timeline {
				if len(p.Expected) != 3 || len(p.Win) != 3 || p.Final != (i == final.Turn()) {
					t.Fatalf("point %d: %+v", i, p)
				}
				if !p.Final && p.Turn != i+1 {
					t.Errorf("point %d is turn %d", i, p.Turn)
				}
			}
			data, err := json.Marshal(rep)
			if err != nil {
				t.Fatal(err)
			}
			back, err := ReadReport(data)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(back, rep) {
				t.Error("the report does not read back as it was written")
			}
		})
	}
}

func classify(cost float64) Class {
	for _, c := range []struct {
		below float64
		class Class
	}{{0.5, Best}, {1.5, Good}, {3, Inaccuracy}, {6, Mistake}} {
		if cost < c.below {
			return c.class
		}
	}
	return Blunder
}

// TestTheWorstCaptainCostsMore: a seat that always plays Medium's worst
// choice gives away more, and is rated less accurate, than the same seat
// playing as Medium does, and its costliest decisions are the key moments.
func TestTheWorstCaptainCostsMore(t *testing.T) {
	opts := Options{Rollouts: 24, Candidates: 4, Seed: 2}
	rate := func(worst int) *Report {
		t.Helper()
		rec := playedRecord(t, table{players: 2, seed: 8, human: 0, worst: worst})
		rep, err := Analyse(context.Background(), rec, opts, nil)
		if err != nil {
			t.Fatal(err)
		}
		return rep
	}
	good, bad := rate(-1).Players[0], rate(0)
	if p := bad.Players[0]; p.Accuracy >= good.Accuracy-10 || p.TotalCost < 2*good.TotalCost || p.Counts.Blunder+p.Counts.Mistake == 0 {
		t.Errorf("the worst captain: accuracy %v, cost %v, %+v; Medium: accuracy %v, cost %v, %+v",
			p.Accuracy, p.TotalCost, p.Counts, good.Accuracy, good.TotalCost, good.Counts)
	}
	if len(bad.KeyMoments) != 3 {
		t.Fatalf("%d key moments", len(bad.KeyMoments))
	}
	for i, m := range bad.KeyMoments {
		if m.Seat != 0 || m.Cost < 0.5 && m.WinLost < 0.02 || i > 0 && m.Cost > bad.KeyMoments[i-1].Cost {
			t.Errorf("key moment %d: %+v", i, m)
		}
	}
}

// TestSteppedAsAtOnce: the analysis stepped a slice at a time on one
// thread gives the report of the one on every core.
func TestSteppedAsAtOnce(t *testing.T) {
	rec := playedRecord(t, table{players: 2, seed: 10, atOnce: true, human: 1, worst: -1})
	want, err := Analyse(context.Background(), rec, Options{Rollouts: 4, Candidates: 3, Seed: 5, Workers: 2}, nil)
	if err != nil {
		t.Fatal(err)
	}
	a, err := New(rec, Options{Rollouts: 4, Candidates: 3, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	for steps := 0; !a.Step(time.Microsecond); steps++ {
		if steps > 1e6 {
			t.Fatal("the stepped analysis never ends")
		}
	}
	got, err := a.Report()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Error("the stepped analysis differs from the one at once")
	}
}

// TestJudgeAgreesWithItself: the default judge, run with two seeds, rates
// most decisions of a game the same: 36 of 39 here (92%). Measured on a
// 3-captain game of Medium captains, every seat rated (231 decisions with
// a choice): the same class for 91% of them at 96 rollouts, 97% at 256
// (mean difference of the costs 0.10 and 0.07 points).
func TestJudgeAgreesWithItself(t *testing.T) {
	if testing.Short() {
		t.Skip("two analyses at the default strength")
	}
	rec := playedRecord(t, table{players: 2, seed: 12, human: 0, worst: -1})
	var reps [2]*Report
	for i := range reps {
		var err error
		if reps[i], err = Analyse(context.Background(), rec, Options{Seed: uint64(100 + i)}, nil); err != nil {
			t.Fatal(err)
		}
	}
	same, n := 0, 0
	for i, d := range reps[0].Decisions {
		if d.Forced {
			continue
		}
		n++
		if d.Class == reps[1].Decisions[i].Class {
			same++
		}
	}
	agree := float64(same) / float64(n)
	t.Logf("the same class for %d of %d decisions (%.0f%%)", same, n, 100*agree)
	if n < 20 || agree < 0.85 {
		t.Errorf("the judge agrees with itself on %d of %d decisions; want at least 85%% of 20 or more", same, n)
	}
}

// TestBadInput: another game's record, a broken one and bad options are
// refused with errors that say so; nothing panics.
func TestBadInput(t *testing.T) {
	good, err := playedRecord(t, table{players: 2, seed: 1, human: -1, worst: -1}).Marshal()
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		data string
		want error
	}{
		{"an Orbis record", `{"format": "orbis-record", "version": 3}`, ErrNotOrbit},
		{"broken JSON", `{"format": "orbit-record",`, orbit.ErrRecord},
		{"an illegal step", strings.Replace(string(good), `"order `, `"countermand `, 1), orbit.ErrRecord},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := Parse([]byte(tt.data)); !errors.Is(err, tt.want) {
				t.Errorf("Parse: %v; want an error wrapping %v", err, tt.want)
			}
		})
	}
	rec, _ := Parse(good)
	for _, o := range []Options{{Rollouts: -1}, {Candidates: -2}, {Rollouts: maxRollouts + 1}} {
		if _, err := New(rec, o); err == nil {
			t.Errorf("options %+v are taken", o)
		}
	}
	if _, err := ReadReport([]byte(`{"format": "orbis-analysis", "version": 2}`)); err == nil {
		t.Error("an Orbis report reads as Orbit's")
	}
}
