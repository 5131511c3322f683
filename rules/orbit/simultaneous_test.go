package orbit

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Every captain follows the order at once (docs/orbit/rulings.md #16): these
// tests play each turn's follows seat by seat, then the same follows in
// other interleavings, and find the same table at the turn's end.

// seatBySeat plays the follows of the turn under way from s (just after
// the order) seat by seat, each choice at random, the table's draws as
// they come; it returns each seat's steps (its draws included) and the
// state once the turn is over.
func seatBySeat(t testing.TB, s State, r *rand.Rand) ([][]Action, State) {
	t.Helper()
	scripts := make([][]Action, s.NumPlayers())
	turn := s.Turn()
	var legal []Action
	for !s.IsOver() && s.Turn() == turn {
		seat := s.CurrentPlayer()
		a, ok := s.Chance()
		if !ok {
			legal = s.LegalActions(legal[:0])
			a = legal[r.IntN(len(legal))]
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("seat %d: %v: %v", seat, a, err)
		}
		scripts[seat] = append(scripts[seat], a)
	}
	return scripts, s
}

// playScripts plays each seat's steps from s in the interleaving pick
// chooses (a seat among those with steps left), checking at each step that
// the seat is to act (or due a draw, which is the step scripted) and that a
// seat that has finished is refused; it returns the end state and the
// seats in the order they acted.
func playScripts(t testing.TB, s State, scripts [][]Action, pick func(ready []int) int) (State, []int) {
	t.Helper()
	next := make([]int, len(scripts))
	var ready, by, toAct, due []int
	for {
		ready = ready[:0]
		for seat, steps := range scripts {
			if next[seat] < len(steps) {
				ready = append(ready, seat)
			} else if s.Status(seat) == SeatFinished {
				before := s
				if err := s.ApplyFor(seat, Done()); !errors.Is(err, ErrNotToAct) || !s.Equal(&before) {
					t.Fatalf("seat %d has finished, and done is %v", seat, err)
				}
			}
		}
		if len(ready) == 0 {
			return s, by
		}
		seat := ready[pick(ready)]
		a := scripts[seat][next[seat]]
		toAct, due = s.ToAct(toAct[:0]), s.Due(due[:0])
		if a.Kind == KindDraw {
			if c, ok := s.ChanceFor(seat); !ok || c != a || !slices.Contains(due, seat) {
				t.Fatalf("seat %d: the draw due is %v (%v), want %v; due %v", seat, c, ok, a, due)
			}
		} else if s.Phase() == PhaseFollow || s.Phase() == PhaseRefill {
			if !slices.Contains(toAct, seat) || !s.MayAct(seat) {
				t.Fatalf("seat %d is not to act (%v) for %v", seat, toAct, a)
			}
		}
		if err := s.ApplyFor(seat, a); err != nil {
			t.Fatalf("seat %d: %v: %v", seat, a, err)
		}
		by = append(by, seat)
		next[seat]++
	}
}

// randomGame plays a game of random choices; each turn's follows are
// chosen seat by seat, then played again from the order in the
// interleavings given, each of which must reach the same state. It
// returns the game's record seat by seat and, played in the first
// interleaving, with each step's seat.
func randomGame(t testing.TB, players int, seed uint64, interleavings int) (seq, mixed *Record, end State) {
	t.Helper()
	s, su, err := NewGame(Config{Players: players, Seed: seed, FirstGeneral: -1})
	if err != nil {
		t.Fatal(err)
	}
	seq, mixed = &Record{Setup: su}, &Record{Setup: su, By: []int{}}
	for i := range players {
		seq.Players = append(seq.Players, PlayerInfo{Name: fmt.Sprintf("P%d", i+1)})
	}
	mixed.Players = seq.Players
	r := rand.New(rand.NewPCG(seed, uint64(players)))
	var legal []Action
	for !s.IsOver() {
		if !s.following() {
			seat := s.CurrentPlayer()
			a, ok := s.Chance()
			if !ok {
				legal = s.LegalActions(legal[:0])
				a = legal[r.IntN(len(legal))]
			}
			if err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			seq.Actions = append(seq.Actions, a)
			mixed.Actions, mixed.By = append(mixed.Actions, a), append(mixed.By, seat)
			continue
		}
		scripts, want := seatBySeat(t, s, r)
		for i := range players {
			seq.Actions = append(seq.Actions, scripts[(s.General()+i)%players]...)
		}
		for i := range interleavings {
			got, by := playScripts(t, s, scripts, func(ready []int) int { return r.IntN(len(ready)) })
			if !got.Equal(&want) {
				t.Fatalf("%d players, seed %d, turn %d: interleaving %d (%v) ends elsewhere than seat by seat", players, seed, s.Turn(), i, by)
			}
			if i == 0 {
				next := make([]int, len(scripts))
				for _, seat := range by {
					mixed.Actions, mixed.By = append(mixed.Actions, scripts[seat][next[seat]]), append(mixed.By, seat)
					next[seat]++
				}
			}
		}
		s = want
		checkKits(t, &s)
	}
	return seq, mixed, s
}

// checkKits: every seat's hexes are each in one place, its ships on its
// ring, its tracker within bounds, however many seats.
func checkKits(t testing.TB, s *State) {
	t.Helper()
	for seat := range s.NumPlayers() {
		p := s.at(seat)
		var seen [KitHexes]int
		for pos := range int(p.RingLen) {
			seen[p.Ring[pos].ID]++
		}
		for _, id := range p.Market {
			if id != NoHex {
				seen[id]++
			}
		}
		for _, id := range p.Goals {
			seen[id]++
		}
		for i := p.DeckTop; i < p.DeckLen; i++ {
			seen[p.Deck[i]]++
		}
		for id, n := range seen {
			if n > 1 {
				t.Fatalf("seat %d: hex %d is in %d places", seat, id, n)
			}
		}
		for _, pos := range p.Ships {
			if pos >= p.RingLen {
				t.Fatalf("seat %d: a ship at %d of a ring of %d", seat, pos, p.RingLen)
			}
		}
		for _, v := range p.Track {
			if v > TrackMax {
				t.Fatalf("seat %d: a track at %d", seat, v)
			}
		}
	}
}

// TestFollowsInAnyOrder: over random games of 1 to 12 captains, each
// turn's follows played in random interleavings end the turn where seat by
// seat does; the records of both replay to the same end and the same final
// scores, and the interleaved one (version 3, each step's seat) is written
// and read back as itself.
func TestFollowsInAnyOrder(t *testing.T) {
	for players := 1; players <= 12; players++ {
		seeds := 6
		if testing.Short() {
			seeds = 2
		}
		for seed := range uint64(seeds) {
			seq, mixed, end := randomGame(t, players, seed+100, 3)
			a, err := seq.Replay()
			if err != nil {
				t.Fatal(err)
			}
			b, err := mixed.Replay()
			if err != nil {
				t.Fatalf("%d players, seed %d: the interleaved record: %v", players, seed, err)
			}
			if !a.Equal(&end) || !b.Equal(&end) || a.Score() != b.Score() || !end.IsOver() {
				t.Fatalf("%d players, seed %d: the records end elsewhere", players, seed)
			}
			data, err := mixed.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			back, c, err := ParseRecord(data)
			if err != nil || !c.Equal(&end) || !slices.Equal(back.By, mixed.By) || !strings.Contains(string(data), fmt.Sprintf(`"version": %d`, RecordVersionBy)) {
				t.Fatalf("%d players, seed %d: the record read back: %v", players, seed, err)
			}
			if seqData, err := seq.Marshal(); err != nil || !strings.Contains(string(seqData), fmt.Sprintf(`"version": %d`, RecordVersion)) {
				t.Fatalf("%d players, seed %d: a record seat by seat is not of version %d: %v", players, seed, RecordVersion, err)
			}
			bad := strings.Replace(string(data), fmt.Sprintf(`"version": %d`, RecordVersionBy), fmt.Sprintf(`"version": %d`, RecordVersion), 1)
			if _, _, err := ParseRecord([]byte(bad)); !errors.Is(err, ErrRecord) {
				t.Fatalf("%d players, seed %d: the seats of the steps in a version %d record: %v", players, seed, RecordVersion, err)
			}
			seats, err := seq.StepSeats()
			if err != nil {
				t.Fatal(err)
			}
			byOrder := &Record{Setup: seq.Setup, Actions: seq.Actions, By: seats}
			if d, err := byOrder.Replay(); err != nil || !d.Equal(&end) {
				t.Fatalf("%d players, seed %d: the seats found for a record seat by seat: %v", players, seed, err)
			}
		}
	}
}

// TestFollowsInEveryOrder: for games of two and three captains, every
// interleaving of each turn's follows ends the turn where seat by seat
// does.
func TestFollowsInEveryOrder(t *testing.T) {
	for _, tc := range []struct{ players, seeds int }{{2, 6}, {3, 3}} {
		if testing.Short() {
			tc.seeds = 1
		}
		for seed := range uint64(tc.seeds) {
			s, _, err := NewGame(Config{Players: tc.players, Seed: seed, FirstGeneral: -1})
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(seed, 3))
			var legal []Action
			leaves := 0
			for !s.IsOver() {
				if !s.following() {
					legal = s.LegalActions(legal[:0])
					must(t, &s, legal[r.IntN(len(legal))])
					continue
				}
				scripts, want := seatBySeat(t, s, r)
				leaves += everyInterleaving(t, s, scripts, make([]int, len(scripts)), &want)
				s = want
			}
			t.Logf("%d captains, seed %d: %d interleavings, every one alike", tc.players, seed, leaves)
		}
	}
}

// everyInterleaving plays every interleaving of the seats' steps left
// (from next on) and checks each ends at want; it returns how many.
func everyInterleaving(t *testing.T, s State, scripts [][]Action, next []int, want *State) int {
	t.Helper()
	leaves := 0
	for seat, steps := range scripts {
		if next[seat] == len(steps) {
			continue
		}
		after := s
		if err := after.ApplyFor(seat, steps[next[seat]]); err != nil {
			t.Fatalf("seat %d, step %d (%v): %v", seat, next[seat], steps[next[seat]], err)
		}
		next[seat]++
		leaves += everyInterleaving(t, after, scripts, next, want)
		next[seat]--
	}
	if leaves == 0 {
		if !s.Equal(want) {
			t.Fatalf("turn %d: an interleaving ends elsewhere than seat by seat: %s", want.Turn(), difference(&s, want))
		}
		return 1
	}
	return leaves
}

// TestFinishingLastChangesNoScore: a seat that finishes its follow last,
// or first, ends the game with the same scores.
func TestFinishingLastChangesNoScore(t *testing.T) {
	for _, players := range []int{2, 5, 9} {
		seq, _, end := randomGame(t, players, 7, 0)
		for _, last := range []bool{false, true} {
			rec := &Record{Setup: seq.Setup}
			s, err := rec.Start()
			if err != nil {
				t.Fatal(err)
			}
			i := 0
			for i < len(seq.Actions) {
				if !s.following() {
					rec.Actions, rec.By = append(rec.Actions, seq.Actions[i]), append(rec.By, s.CurrentPlayer())
					must(t, &s, seq.Actions[i])
					i++
					continue
				}
				// This turn's steps, seat by seat, then played with the
				// General's (or the last seat's) follow kept for the end.
				turnStart, n := s, 0
				scripts := make([][]Action, players)
				for probe := s; probe.Turn() == s.Turn() && !probe.IsOver(); n++ {
					seat := probe.CurrentPlayer()
					scripts[seat] = append(scripts[seat], seq.Actions[i+n])
					must(t, &probe, seq.Actions[i+n])
				}
				held := s.General()
				if last {
					held = (held + players - 1) % players
				}
				var by []int
				s, by = playScripts(t, turnStart, scripts, func(ready []int) int {
					if len(ready) > 1 && ready[0] == held {
						return 1
					}
					return 0
				})
				next := make([]int, players)
				for _, seat := range by {
					rec.Actions, rec.By = append(rec.Actions, scripts[seat][next[seat]]), append(rec.By, seat)
					next[seat]++
				}
				i += n
			}
			if s.Score() != end.Score() || !s.Equal(&end) {
				t.Fatalf("%d players: finishing %v changes the end", players, map[bool]string{true: "the last seat last", false: "the General last"}[last])
			}
			if got, err := rec.Replay(); err != nil || got.Score() != end.Score() {
				t.Fatalf("%d players: the record: %v", players, err)
			}
		}
	}
}

// TestWhoIsToAct: after the order every seat is to act at once, clockwise
// from the General; a seat that finishes leaves the list and the current
// seat stays the first not finished; the others are refused with
// ErrNotToAct and change nothing.
func TestWhoIsToAct(t *testing.T) {
	s := newTable(t, 4, 2)
	if got := s.ToAct(nil); !slices.Equal(got, []int{2}) || s.MayAct(0) {
		t.Fatalf("the General orders: to act %v", got)
	}
	before := s
	for _, seat := range []int{0, 1, 3, -1, 4, 200} {
		if err := s.ApplyFor(seat, GiveOrder(Mine)); !errors.Is(err, ErrNotToAct) || !errors.Is(err, ErrIllegal) || s != before {
			t.Fatalf("seat %d gives the order: %v", seat, err)
		}
	}
	must(t, &s, GiveOrder(Zap))
	if got := s.ToAct(nil); !slices.Equal(got, []int{2, 3, 0, 1}) || s.CurrentPlayer() != 2 || s.StillToFollow() != 4 {
		t.Fatalf("to act %v, current %d", got, s.CurrentPlayer())
	}
	// Seat 0 zaps once and is done before the General has acted.
	legal := s.LegalActionsFor(0, nil)
	if len(legal) == 0 {
		t.Fatal("seat 0 has nothing to do")
	}
	for _, a := range []Action{legal[0], Done()} {
		if err := s.ApplyFor(0, a); err != nil {
			t.Fatal(err)
		}
	}
	if got, due := s.ToAct(nil), s.Due(nil); !slices.Equal(got, []int{2, 3, 1}) || !slices.Equal(due, []int{0}) ||
		s.Status(0) != SeatRefilling || s.CurrentPlayer() != 2 || s.FollowedBy(0) != 1 {
		t.Fatalf("to act %v, due %v, seat 0 %v", got, due, s.Status(0))
	}
	draw, ok := s.ChanceFor(0)
	if c, _ := s.Chance(); !ok || c == draw {
		t.Fatalf("the draw due for seat 0 is %v (%v); the current seat's %v", draw, ok, c)
	}
	if err := s.ApplyFor(0, draw); err != nil {
		t.Fatal(err)
	}
	before = s
	if err := s.ApplyFor(0, Done()); !errors.Is(err, ErrNotToAct) || s != before || s.Status(0) != SeatFinished {
		t.Fatalf("a seat that has finished acts again: %v", err)
	}
	v := s.View()
	if got := v.ToAct(nil); !slices.Equal(got, []int{2, 3, 1}) || v.Status(0) != SeatFinished || v.Status(2) != SeatFollowing {
		t.Fatalf("the view: to act %v", got)
	}
}

// TestManyCaptains: games of 7 to 100 captains are dealt, each with a kit
// of its own, and played to the end; a copy of such a state is a clone:
// playing on it leaves the state it was copied from as it was.
func TestManyCaptains(t *testing.T) {
	for _, players := range []int{7, 12, 40, 100} {
		s, su, err := NewGame(Config{Players: players, Seed: uint64(players), FirstGeneral: -1})
		if err != nil {
			t.Fatal(err)
		}
		if len(su.Seats) != players || s.NumPlayers() != players {
			t.Fatalf("%d captains: %d seats", players, len(su.Seats))
		}
		r := rand.New(rand.NewPCG(uint64(players), 1))
		var legal []Action
		for step := 0; !s.IsOver(); step++ {
			if step%50 == 0 {
				snapshot := make([]Player, players)
				for i := range snapshot {
					snapshot[i] = *s.at(i)
				}
				copied, ref := s, s
				var toAct []int
				for _, seat := range copied.ToAct(toAct) {
					legal = copied.LegalActionsFor(seat, legal[:0])
					if err := copied.ApplyFor(seat, legal[r.IntN(len(legal))]); err != nil {
						t.Fatal(err)
					}
				}
				for i := range snapshot {
					if *s.at(i) != snapshot[i] {
						t.Fatalf("%d captains: playing on a copy changed seat %d of the original", players, i)
					}
				}
				if !s.Equal(&ref) {
					t.Fatal("the original is no longer its other copy")
				}
			}
			legal = s.LegalActions(legal[:0])
			must(t, &s, legal[r.IntN(len(legal))])
		}
		checkKits(t, &s)
		sc := s.Score()
		if sc.N != players {
			t.Fatalf("%d captains: a score of %d", players, sc.N)
		}
		v := s.View()
		for seat := range players {
			if v.Player(seat).RingLen != s.Player(seat).RingLen || sc.Players[seat] != s.ScoreOf(seat) && sc.Players[seat].Total != s.ScoreOf(seat).Total {
				t.Fatalf("%d captains: seat %d's view or score", players, seat)
			}
		}
		obs := s.Observe(players - 1)
		if d := obs.Determinize(r); !d.Equal(&s) && d.Score() != s.Score() {
			t.Fatalf("%d captains: a determinization scores otherwise", players)
		}
	}
}

// TestTurnsLeft: the cap of MaxTurns is counted down for the table.
func TestTurnsLeft(t *testing.T) {
	s := newTable(t, 3, 0)
	if s.TurnsLeft() != MaxTurns {
		t.Fatalf("%d turns left at the start", s.TurnsLeft())
	}
	for range 3 {
		must(t, &s, GiveOrder(Mine))
		for s.Phase() != PhaseOrder {
			followFirst(t, &s)
		}
	}
	if v := s.View(); s.TurnsLeft() != MaxTurns-3 || v.TurnsLeft() != MaxTurns-3 {
		t.Fatalf("%d turns left after three", s.TurnsLeft())
	}
	s.turn = MaxTurns - 1
	must(t, &s, GiveOrder(Mine))
	if s.TurnsLeft() != 1 {
		t.Fatalf("%d turns left in the last", s.TurnsLeft())
	}
	for !s.IsOver() {
		followFirst(t, &s)
	}
	if s.TurnsLeft() != 0 || s.Turn() != MaxTurns {
		t.Fatalf("%d turns left at the end of turn %d", s.TurnsLeft(), s.Turn())
	}
}

// TestBigRecordFits: a record of MaxCaptains captains played to the cap
// of MaxTurns is read back.
func TestBigRecordFits(t *testing.T) {
	if testing.Short() {
		t.Skip("a game of 255 captains")
	}
	_, su, err := NewGame(Config{Players: MaxCaptains, Seed: 1, FirstGeneral: 0})
	if err != nil {
		t.Fatal(err)
	}
	rec := &Record{Setup: su, By: []int{}}
	for i := range MaxCaptains {
		rec.Players = append(rec.Players, PlayerInfo{Name: fmt.Sprintf("Captain %d", i+1), Kind: "ai:medium"})
	}
	// Zap as often as the rules let, every seat, refills and all: long
	// turns.
	s, _ := rec.Start()
	for !s.IsOver() {
		rec.Actions, rec.By = append(rec.Actions, GiveOrder(Zap)), append(rec.By, s.General())
		must(t, &s, GiveOrder(Zap))
		for s.following() {
			seat := s.CurrentPlayer()
			a, ok := s.Chance()
			if !ok {
				a = s.LegalActions(nil)[0]
			}
			must(t, &s, a)
			rec.Actions, rec.By = append(rec.Actions, a), append(rec.By, seat)
		}
	}
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if _, _, err := ParseRecord(data); err != nil {
		t.Fatalf("a record of %d bytes: %v", len(data), err)
	}
	t.Logf("%d captains, %d turns: %d steps, %d bytes", MaxCaptains, s.Turn(), len(rec.Actions), len(data))
}

// difference says where two states differ.
func difference(a, b *State) string {
	if a.turnState != b.turnState {
		return fmt.Sprintf("the turn: %+v and %+v", a.turnState, b.turnState)
	}
	for seat := range a.NumPlayers() {
		if *a.at(seat) != *b.at(seat) {
			return fmt.Sprintf("seat %d: %+v and %+v", seat, *a.at(seat), *b.at(seat))
		}
	}
	return "the dice"
}

// TestAViewFollowsStepsAtOnce: a client following the view of a game whose
// follows came in any interleaving (each step with its seat, FollowFor)
// reaches the table the full record reaches, as every seat sees it.
func TestAViewFollowsStepsAtOnce(t *testing.T) {
	for _, players := range []int{2, 5, 9} {
		_, mixed, end := randomGame(t, players, 31, 1)
		v, err := mixed.View()
		if err != nil {
			t.Fatal(err)
		}
		s, err := v.Start()
		if err != nil {
			t.Fatal(err)
		}
		for i, a := range v.Actions {
			if err := s.FollowFor(v.By[i], a); err != nil {
				t.Fatalf("%d players: the view's step %d (seat %d, %v): %v", players, i+1, v.By[i], a, err)
			}
		}
		if got, want := s.View(), end.View(); got.players != want.players || got.Turn() != want.Turn() || !s.IsOver() {
			t.Fatalf("%d players: the view ends elsewhere", players)
		}
		if sc, want := s.Score(), end.Score(); sc != want {
			t.Fatalf("%d players: the view scores %v, want %v", players, sc.Players[:players], want.Players[:players])
		}
	}
}

// TestIllegalStepsOfAnySeatChangeNothing: in games of 3 and 9 captains,
// actions of every kind for every seat (and seats the game does not have)
// are either listed for that seat or refused, and a refused one changes
// nothing; ApplyFor never panics.
func TestIllegalStepsOfAnySeatChangeNothing(t *testing.T) {
	odd := []Action{{}, {Kind: numKinds}, GiveOrder(Mine), RollDice(7), Accept(), Countermand(Zap), ScoutTo(0, 1), ScoutTo(2, 15),
		MineWith(1), MineWith(5), BuyHex(0, PayEach, 0, true), ZapWith(0, 0), ZapWith(NoSlot, NoShip), Draw(20), Done(), Pass()}
	for _, players := range []int{3, 9} {
		s, _, err := NewGame(Config{Players: players, Seed: 4, FirstGeneral: 1})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(4, uint64(players)))
		var legal []Action
		for step := 0; !s.IsOver(); step++ {
			if step%3 == 0 {
				for seat := -1; seat <= players; seat++ {
					legal = s.LegalActionsFor(seat, legal[:0])
					for _, a := range odd {
						before := s
						err := s.ApplyFor(seat, a)
						if err == nil {
							if !slices.Contains(legal, a) && !before.IsLegalFor(seat, a) {
								t.Fatalf("seat %d: %v was played, and is not legal", seat, a)
							}
							s = before
							continue
						}
						if !errors.Is(err, ErrIllegal) || !s.Equal(&before) {
							t.Fatalf("seat %d: the refused %v (%v) changed the state", seat, a, err)
						}
					}
				}
			}
			legal = s.LegalActions(legal[:0])
			must(t, &s, legal[r.IntN(len(legal))])
		}
	}
}
