package analysis

import (
	"context"
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// preferredRecord deals a game and plays seat 0's (human) first turn as the
// analysis' own search prefers it, with the analysis' seed for turn 1.
func preferredRecord(t *testing.T, players int, gameSeed uint64, opts Options) *rules.Record {
	t.Helper()
	s, su, err := rules.NewGame(rules.Config{Players: players, Seed: gameSeed, StartPlayer: 0})
	if err != nil {
		t.Fatal(err)
	}
	infos := []rules.PlayerInfo{{Name: "Ada", Kind: "human"}}
	for i := 1; i < players; i++ {
		infos = append(infos, rules.PlayerInfo{Name: "Bot", Kind: "ai:hard"})
	}
	rec := rules.NewRecord(infos, &gameSeed, su)
	obs := s.Observe(0)
	search := ai.NewSearch(&obs, taskSeed(opts.Seed, 1))
	if err := search.Step(opts.Iterations); err != nil {
		t.Fatal(err)
	}
	plan, err := search.Plan()
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range plan {
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	rec.Actions = plan
	if draw, ok := s.Chance(); ok {
		rec.Actions = append(rec.Actions, draw)
	}
	return rec
}

func TestThePreferredMoveCostsNothing(t *testing.T) {
	tests := []struct {
		name       string
		players    int
		seed, game uint64
	}{
		{"2 players", 2, 1, 3},
		{"3 players", 3, 7, 11},
		{"4 players", 4, 42, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			opts := Options{Iterations: 1500, TimelineIterations: 100, Seed: tt.seed}
			rep, err := Analyse(t.Context(), preferredRecord(t, tt.players, tt.game, opts), opts, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(rep.Decisions) != 1 {
				t.Fatalf("%d decisions, want the human's one", len(rep.Decisions))
			}
			d := rep.Decisions[0]
			if d.Cost != 0 || d.WinLost != 0 || d.Class != Best || d.Accuracy != 100 {
				t.Errorf("the preferred move: cost %v, win lost %v, class %v, accuracy %v; want 0, 0, best, 100", d.Cost, d.WinLost, d.Class, d.Accuracy)
			}
			if d.Played.Notation != d.Best.Notation || d.PlayedMargin != d.BestMargin {
				t.Errorf("played %q (margin %v), best %q (margin %v): want the same move", d.Played.Notation, d.PlayedMargin, d.Best.Notation, d.BestMargin)
			}
			if len(rep.KeyMoments) != 0 {
				t.Errorf("key moments %+v for a game of best moves", rep.KeyMoments)
			}
		})
	}
}

// valuablePosition plays random moves until the human seat 0 is to choose,
// has no god yet, and could place a display tile worth at least minCP
// outright face up without an exchange. It returns the record so far, the
// position, the tile's display position and its face-up and Wilderness
// slots.
func valuablePosition(t *testing.T, minCP int) (rec *rules.Record, s rules.State, pos, faceUp, wild int) {
	t.Helper()
	for seed := uint64(1); seed < 300; seed++ {
		s, su, err := rules.NewGame(rules.Config{Players: 2, Seed: seed, StartPlayer: 0})
		if err != nil {
			t.Fatal(err)
		}
		rec := rules.NewRecord([]rules.PlayerInfo{{Name: "Ada", Kind: "human"}, {Name: "Bo", Kind: "random"}}, &seed, su)
		r := rand.New(rand.NewPCG(seed, 9))
		var legal []rules.Action
		for !s.IsOver() && s.Round() < 12 {
			if s.CurrentPlayer() == 0 && s.Phase() == rules.PhaseChoose && s.Round() >= 3 && s.Seat(0).God == rules.NoGod && s.GodCount() >= 2 {
				for pos := range rules.DisplaySize {
					if up, wild, ok := placeable(&s, pos, minCP); ok {
						return rec, s, pos, up, wild
					}
				}
			}
			legal = s.LegalActions(legal[:0])
			a := legal[r.IntN(len(legal))]
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			rec.Actions = append(rec.Actions, a)
		}
	}
	t.Fatalf("no game offered a tile of %d CP", minCP)
	return
}

// placeable finds a face-up slot payable without an exchange and a
// Wilderness slot for the display tile at pos, if it is worth minCP
// outright.
func placeable(s *rules.State, pos, minCP int) (faceUp, wild int, ok bool) {
	id := s.Display(pos)
	if id == rules.NoTile {
		return 0, 0, false
	}
	tile := s.Tiles().Tile(id)
	up, open := s.Placements(pos)
	if int(tile.CP) < minCP || tile.Effect.Conditional() || open == 0 {
		return 0, 0, false
	}
	taken := *s
	if taken.Apply(rules.TakeTile(pos)) != nil {
		return 0, 0, false
	}
	faceUp, wild = -1, -1
	for slot := range rules.PlaceTargets {
		if up.Has(slot) && faceUp < 0 && taken.Check(rules.Place(slot)) == nil {
			faceUp = slot
		}
		if open.Has(slot) && wild < 0 {
			wild = slot
		}
	}
	return faceUp, wild, faceUp >= 0 && wild >= 0
}

// playOut plays first from s, then the turn policy's small choices, and
// returns the actions up to the end of the turn.
func playOut(t *testing.T, s rules.State, first ...rules.Action) []rules.Action {
	t.Helper()
	actions := append([]rules.Action(nil), first...)
	for _, a := range first {
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	for {
		a, ok := ai.Choose(&s)
		if !ok {
			return actions
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		actions = append(actions, a)
	}
}

// wildRecord is a valuablePosition where the tile goes down as a
// Wilderness instead.
func wildRecord(t *testing.T, minCP int) (*rules.Record, *rules.Tile) {
	t.Helper()
	rec, s, pos, _, wild := valuablePosition(t, minCP)
	rec.Actions = append(rec.Actions, rules.TakeTile(pos), rules.PlaceWild(wild))
	return rec, s.Tiles().Tile(s.Display(pos))
}

func TestKeyMomentsSayWhyFromTheFacts(t *testing.T) {
	rec, s, pos, upSlot, wildSlot := valuablePosition(t, 4)
	g1, g2 := s.GodAt(0), s.GodAt(1)
	faceUp := ai.Move{God: rules.NoGod, Pos: int8(pos), Slot: int8(upSlot)}
	wild := ai.Move{God: rules.NoGod, Pos: int8(pos), Slot: int8(wildSlot), Wild: true}
	god1 := ai.Move{God: g1, Pos: -1, Slot: -1}
	god2 := ai.Move{God: g2, Pos: -1, Slot: -1}
	actions := map[ai.Move][]rules.Action{
		faceUp: playOut(t, s, rules.TakeTile(pos), rules.Place(upSlot)),
		wild:   playOut(t, s, rules.TakeTile(pos), rules.PlaceWild(wildSlot)),
		god1:   playOut(t, s, rules.TakeGod(g1)),
		god2:   playOut(t, s, rules.TakeGod(g2)),
	}
	g := &game{rec: rec}
	tests := []struct {
		name          string
		played, best  ai.Move
		cost, winLost float64
		want          Why
	}{
		{"a Wilderness of a tile that scores face up", wild, faceUp, 6, 0.2, Why{Reason: ReasonWildSame, GainCP: -1}},
		{"a god before a valuable tile", god1, faceUp, 4, 0.1, Why{Reason: ReasonGodTooEarly, MarginCP: 4}},
		{"a tile where a god was worth more", faceUp, god1, 2, 0.1, Why{Reason: ReasonGodWorthMore, MarginCP: 2}},
		{"the weaker god", god1, god2, 3, 0.1, Why{Reason: ReasonOtherGod, MarginCP: 3}},
		{"the same facts: the margin", faceUp, faceUp, 2, 0.1, Why{Reason: ReasonMargin, MarginCP: 2}},
		{"little margin, a lower chance", wild, faceUp, 0.3, 0.06, Why{Reason: ReasonChance, ChancePoints: 6}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tu := &turn{number: s.Turn() + 1, seat: 0, start: s, actions: actions[tt.played], move: tt.played, decided: true}
			out := &outcome{rated: true, best: tt.best, bestActions: actions[tt.best]}
			d := &Decision{}
			d.Cost, d.WinLost = tt.cost, tt.winLost
			why := g.why(tu, out, d)
			want := tt.want
			if want.GainCP < 0 { // what the tile scores face up: the rules' to say
				if why.GainCP <= 0 {
					t.Fatalf("why = %+v: no CP gained face up", why)
				}
				want.GainCP = why.GainCP
			}
			if why != want {
				t.Fatalf("why = %+v, want %+v", why, want)
			}
		})
	}
}

func TestAWildernessInsteadOfAValuableTileIsAMistake(t *testing.T) {
	rec, tile := wildRecord(t, 5)
	opts := Options{Iterations: 3000, TimelineIterations: 64, Seed: 3}
	rep, err := Analyse(t.Context(), rec, opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	d := rep.Decisions[len(rep.Decisions)-1]
	if d.Cost <= 0 || d.Class < Mistake {
		t.Errorf("a Wilderness instead of %s (%d CP): cost %v, class %v; want a mistake or a blunder", tile.ID, tile.CP, d.Cost, d.Class)
	}
	if d.WinPlayed > d.WinBest || d.WinLost <= 0 {
		t.Errorf("win played %v, best %v, lost %v: the Wilderness should lower the chance to win", d.WinPlayed, d.WinBest, d.WinLost)
	}
	if d.Played.Took != TookWild || d.Played.Effect != tile.Effect || d.Played.Color != tile.Color || d.Played.Row < 1 {
		t.Errorf("played %+v, want a Wilderness of the %v %v", d.Played, tile.Color, tile.Effect)
	}
	var moment *KeyMoment
	for i := range rep.KeyMoments {
		if rep.KeyMoments[i].Turn == d.Turn {
			moment = &rep.KeyMoments[i]
		}
	}
	if moment == nil {
		t.Fatalf("the Wilderness is no key moment: %+v", rep.KeyMoments)
	}
	// The facts: the tile would have scored face up, and the sentence says
	// so in the game's terms.
	if want := []Reason{ReasonWildSame, ReasonWildGaveUp, ReasonFewerPoints, ReasonMargin}; !slices.Contains(want, moment.Reason) {
		t.Errorf("key moment %v, want one of %v", moment.Reason, want)
	}
	if moment.Played != d.Played || moment.Best != d.Best || moment.GainCP+moment.MarginCP <= 0 {
		t.Errorf("key moment %+v names not the decision's moves %+v, %+v, or no CP", moment, d.Played, d.Best)
	}
}

func TestClassify(t *testing.T) {
	tests := []struct {
		cost float64
		want Class
	}{
		{0, Best}, {0.49, Best}, {GoodFrom, Good}, {1.49, Good}, {InaccuracyFrom, Inaccuracy}, {2.99, Inaccuracy},
		{MistakeFrom, Mistake}, {5.99, Mistake}, {BlunderFrom, Blunder}, {40, Blunder},
	}
	for _, tt := range tests {
		if got := Classify(tt.cost); got != tt.want {
			t.Errorf("Classify(%v) = %v, want %v", tt.cost, got, tt.want)
		}
	}
}

func TestDecisionAccuracy(t *testing.T) {
	tests := []struct {
		cost     float64
		low, top float64
	}{
		{0, 100, 100}, {-3, 100, 100}, {math.NaN(), 100, 100}, {1, 81, 82}, {3, 54, 55}, {6, 30, 31},
		{1e9, 0, 0.0001}, {math.Inf(1), 0, 0},
	}
	last := 101.0
	for _, tt := range tests {
		got := DecisionAccuracy(tt.cost)
		if got < tt.low || got > tt.top {
			t.Errorf("DecisionAccuracy(%v) = %v, want %v to %v", tt.cost, got, tt.low, tt.top)
		}
		if tt.cost > 0 && !math.IsInf(tt.cost, 1) && got >= last {
			t.Errorf("DecisionAccuracy(%v) = %v does not fall with the cost", tt.cost, got)
		}
		if tt.cost > 0 {
			last = got
		}
	}
}

// quick are options that keep a whole game's analysis to a second or two.
var quick = Options{Iterations: 300, TimelineIterations: 64, Seed: 9}

func TestReportOfAWholeGame(t *testing.T) {
	tests := []struct {
		name    string
		players int
		humans  []int
		rated   []bool
	}{
		{"one human of 4", 4, []int{2}, []bool{false, false, true, false}},
		{"no human: every seat", 3, nil, []bool{true, true, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := randomRecord(t, tt.players, 21, -1, tt.humans...)
			rep, err := Analyse(t.Context(), rec, quick, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := 0
			for seat, p := range rep.Players {
				if p.Analysed != tt.rated[seat] {
					t.Errorf("seat %d analysed %v, want %v", seat, p.Analysed, tt.rated[seat])
				}
				if p.Accuracy < 0 || p.Accuracy > 100 {
					t.Errorf("seat %d accuracy %v out of 0..100", seat, p.Accuracy)
				}
				c := p.Counts
				if n := c.Best + c.Good + c.Inaccuracy + c.Mistake + c.Blunder; n != p.Decisions {
					t.Errorf("seat %d: %d decisions counted, %d rated", seat, n, p.Decisions)
				}
				if tt.rated[seat] {
					want += rules.TurnsPerSeat
				}
			}
			if len(rep.Decisions) != want {
				t.Errorf("%d decisions, want %d", len(rep.Decisions), want)
			}
			for _, d := range rep.Decisions {
				if d.Cost < 0 || d.WinLost < 0 || d.Class != Classify(d.Cost) && !d.Forced || d.Played.Notation == "" || d.Played.Took == TookNothing || d.Best.Took == TookNothing {
					t.Errorf("decision %+v", d)
				}
			}
			if n := tt.players*rules.TurnsPerSeat + 1; len(rep.Timeline) != n {
				t.Fatalf("timeline of %d points, want %d (every turn and the end)", len(rep.Timeline), n)
			}
			for i, p := range rep.Timeline {
				if len(p.Scores) != tt.players || len(p.Win) != tt.players || p.Turn != i+1 {
					t.Errorf("point %d: %+v", i, p)
				}
				for _, w := range p.Win {
					if w < 0 || w > 1 {
						t.Errorf("point %d: chance to win %v", i, w)
					}
				}
			}
			if end := rep.Timeline[len(rep.Timeline)-1]; !end.Final || end.Seat != -1 {
				t.Errorf("last point %+v, want the final result", end)
			}
			if len(rep.KeyMoments) == 0 || len(rep.KeyMoments) > 3 {
				t.Errorf("%d key moments for a game of random moves", len(rep.KeyMoments))
			}
			for i, m := range rep.KeyMoments {
				if m.Reason >= numReasons || m.Played.Notation == "" || i > 0 && m.Cost > rep.KeyMoments[i-1].Cost {
					t.Errorf("key moment %d: %+v", i, m)
				}
			}
			if data, err := json.Marshal(rep); err != nil || !strings.Contains(string(data), `"win_lost"`) {
				t.Errorf("JSON: %v", err)
			}
		})
	}
}

func TestSteppedAndOneCallReportsAgree(t *testing.T) {
	rec := randomRecord(t, 2, 33, -1, 1)
	opts := quick
	opts.Workers = 2
	heard := 0
	one, err := Analyse(t.Context(), rec, opts, func(done, total int) {
		heard++
		if done != heard || total != 2*rules.TurnsPerSeat {
			t.Errorf("progress %d of %d, heard %d times; want one call per turn of %d", done, total, heard, 2*rules.TurnsPerSeat)
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if heard != 2*rules.TurnsPerSeat {
		t.Errorf("progress heard %d times, want %d", heard, 2*rules.TurnsPerSeat)
	}
	a, err := New(rec, opts)
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	for !a.Step(50 * time.Microsecond) {
		steps++
		if done, total := a.Progress(); done > total {
			t.Fatalf("progress %d of %d", done, total)
		}
	}
	stepped, err := a.Report()
	if err != nil {
		t.Fatal(err)
	}
	if steps < 10 {
		t.Errorf("the analysis took %d slices: the slices are not short", steps)
	}
	if !reflect.DeepEqual(one, stepped) {
		a, _ := json.Marshal(one)
		b, _ := json.Marshal(stepped)
		t.Errorf("the one-call and the stepped reports differ:\n%s\n%s", a, b)
	}
}

func TestReportBeforeTheEndIsAnError(t *testing.T) {
	a, err := New(randomRecord(t, 2, 4, -1), quick)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.Report(); err == nil || !strings.Contains(err.Error(), "not finished") {
		t.Errorf("Report before Step: %v, want an error saying it is not finished", err)
	}
}

func TestCancellation(t *testing.T) {
	rec := randomRecord(t, 4, 8, -1, 0)
	t.Run("before", func(t *testing.T) {
		ctx, cancel := context.WithCancel(t.Context())
		cancel()
		if rep, err := Analyse(ctx, rec, quick, nil); !errors.Is(err, context.Canceled) || rep != nil {
			t.Errorf("Analyse with a cancelled context: %v, %v; want context.Canceled", rep, err)
		}
	})
	t.Run("during", func(t *testing.T) {
		ctx, cancel := context.WithCancel(t.Context())
		defer cancel()
		opts := Options{Iterations: 20_000, Seed: 1}
		start := time.Now()
		rep, err := Analyse(ctx, rec, opts, func(done, total int) {
			if done == 1 {
				cancel()
			}
		})
		if !errors.Is(err, context.Canceled) || rep != nil {
			t.Errorf("Analyse cancelled after a turn: %v, %v; want context.Canceled", rep, err)
		}
		if elapsed := time.Since(start); elapsed > 20*time.Second {
			t.Errorf("the cancelled analysis ran on for %v", elapsed)
		}
	})
	t.Run("deadline", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
		defer cancel()
		if _, err := Analyse(ctx, rec, Options{Iterations: 50_000}, nil); !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("Analyse past its deadline: %v, want context.DeadlineExceeded", err)
		}
	})
}

func TestUnfinishedGames(t *testing.T) {
	tests := []struct {
		name    string
		actions int
	}{
		{"nothing played", 0},
		{"a tile taken, not placed", 1},
		{"some turns", 40},
		{"mid-game", 150},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := randomRecord(t, 3, 12, tt.actions, 0)
			rep, err := Analyse(t.Context(), rec, quick, nil)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Over || len(rep.Timeline) == 0 || rep.Timeline[len(rep.Timeline)-1].Final {
				t.Errorf("over %v, timeline %d points: an unfinished game has no final result", rep.Over, len(rep.Timeline))
			}
			for _, d := range rep.Decisions {
				if d.Seat != 0 {
					t.Errorf("decision of seat %d, only seat 0 is human", d.Seat)
				}
			}
		})
	}
}

func TestBadOptions(t *testing.T) {
	rec := randomRecord(t, 2, 1, 10)
	for _, opts := range []Options{{Iterations: -1}, {TimelineIterations: -5}, {Workers: -1}, {Iterations: maxIterations + 1}} {
		if _, err := New(rec, opts); err == nil {
			t.Errorf("New with %+v: no error", opts)
		}
	}
}

// TestEveryTurnOfRandomGamesIsRated: whatever a seat did, legally, the
// analysis names it and weighs it.
func TestEveryTurnOfRandomGamesIsRated(t *testing.T) {
	opts := Options{Iterations: 24, TimelineIterations: 16, Seed: 2}
	for players := rules.MinPlayers; players <= rules.MaxPlayers; players++ {
		for seed := uint64(100); seed < 106; seed++ {
			rep, err := Analyse(t.Context(), randomRecord(t, players, seed, -1), opts, nil)
			if err != nil {
				t.Fatalf("%d players, seed %d: %v", players, seed, err)
			}
			if want := players * rules.TurnsPerSeat; len(rep.Decisions) != want {
				t.Errorf("%d players, seed %d: %d decisions, want %d", players, seed, len(rep.Decisions), want)
			}
		}
	}
}
