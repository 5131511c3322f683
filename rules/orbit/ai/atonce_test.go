package ai

import (
	"context"
	"slices"
	"testing"

	"orbis/rules/orbit"
)

// TestGeneralAvoidsAnOrderNobodyCanFollow: with every hex fully scouted
// and every tracker empty, no captain can follow Scout or Buy; a General
// of every level gives another order, which someone can follow.
func TestGeneralAvoidsAnOrderNobodyCanFollow(t *testing.T) {
	ctx := context.Background()
	for _, level := range []Level{Easy, Medium, Hard} {
		for seed := range uint64(8) {
			s, _, err := orbit.NewGame(orbit.Config{Players: 3, Seed: seed, FirstGeneral: int(seed % 3)})
			if err != nil {
				t.Fatal(err)
			}
			for seat := range s.NumPlayers() {
				p := s.Player(seat) // seats held in place: written for the test
				for pos := range int(p.RingLen) {
					p.Ring[pos].Turns = orbit.EdgeCount - 1
				}
				p.Track = [orbit.NumResources]uint8{}
			}
			for _, o := range []orbit.Order{orbit.Scout, orbit.Buy} {
				after := s
				if err := after.Apply(orbit.GiveOrder(o)); err != nil || anyoneFollows(&after) {
					t.Fatalf("%v can be followed: %v", o, err)
				}
			}
			p, err := NewPlayer(Config{Level: level, Seed: seed, Rollouts: 2})
			if err != nil {
				t.Fatal(err)
			}
			obs := s.Observe(s.CurrentPlayer())
			plan, err := p.Decide(ctx, &obs)
			if err != nil {
				t.Fatal(err)
			}
			if len(plan) != 1 || plan[0].Kind != orbit.KindOrder || plan[0].Order == orbit.Scout || plan[0].Order == orbit.Buy {
				t.Fatalf("%v, seed %d: the General orders %v, which nobody can follow", level, seed, plan)
			}
		}
	}
}

// TestCaptainsFollowAtOnce: once the order is given, every captain
// decides its follow from what it sees, all at once; their follows played
// in the reverse of the seat-by-seat order (each seat's refill as soon as
// it is due) end the turn where seat by seat does.
func TestCaptainsFollowAtOnce(t *testing.T) {
	ctx := context.Background()
	for _, players := range []int{3, 8} {
		for _, order := range []orbit.Order{orbit.Scout, orbit.Mine, orbit.Buy, orbit.Zap} {
			s, _, err := orbit.NewGame(orbit.Config{Players: players, Seed: uint64(players) + uint64(order), FirstGeneral: 1})
			if err != nil {
				t.Fatal(err)
			}
			if err := s.Apply(orbit.GiveOrder(order)); err != nil {
				t.Fatal(err)
			}
			toAct := s.ToAct(nil)
			if len(toAct) != players {
				t.Fatalf("%d players: %v to act", players, toAct)
			}
			plans := make([][]orbit.Action, players)
			for _, seat := range toAct {
				p, err := NewPlayer(Config{Level: Level(1 + seat%3), Seed: uint64(seat), Rollouts: 2})
				if err != nil {
					t.Fatal(err)
				}
				obs := s.Observe(seat)
				plan, err := p.Decide(ctx, &obs)
				if err != nil {
					t.Fatalf("seat %d (current %d) decides: %v", seat, s.CurrentPlayer(), err)
				}
				plans[seat] = slices.Clone(plan)
			}
			bySeat, atOnce := s, s
			for _, seat := range toAct {
				for _, a := range plans[seat] {
					if err := bySeat.Apply(a); err != nil {
						t.Fatalf("seat %d seat by seat: %v: %v", seat, a, err)
					}
				}
				for {
					c, ok := bySeat.Chance()
					if !ok {
						break
					}
					_ = bySeat.Apply(c)
				}
			}
			slices.Reverse(toAct)
			for _, seat := range toAct {
				for _, a := range plans[seat] {
					if err := atOnce.ApplyFor(seat, a); err != nil {
						t.Fatalf("seat %d at once: %v: %v", seat, a, err)
					}
				}
				for slices.Contains(atOnce.Due(nil), seat) {
					c, _ := atOnce.ChanceFor(seat)
					if err := atOnce.ApplyFor(seat, c); err != nil {
						t.Fatal(err)
					}
				}
			}
			if bySeat.Turn() != 1 || !atOnce.Equal(&bySeat) {
				t.Fatalf("%d players, %v: the follows at once end elsewhere (turn %d, %d)", players, order, bySeat.Turn(), atOnce.Turn())
			}
		}
	}
}

// TestManyCaptainsPlay: twelve computer captains play a game to its end.
func TestManyCaptainsPlay(t *testing.T) {
	seats := make([]Seat, 12)
	for i := range seats {
		seats[i] = Seat{Level: Level(1 + i%2)}
	}
	res, err := PlayGame(context.Background(), seats, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Scores) != 12 || res.Turns == 0 {
		t.Fatalf("%+v", res)
	}
}

// TestFollowsWeighRivalsOnce: the others' worth, weighed once for a
// seat's follows, gives every plan the value the full margin gives it.
func TestFollowsWeighRivalsOnce(t *testing.T) {
	checked := 0
	for seed := range uint64(6) {
		s, _, err := orbit.NewGame(orbit.Config{Players: 9, Seed: seed, FirstGeneral: -1})
		if err != nil {
			t.Fatal(err)
		}
		var buf []int
		for turn := 0; turn < 12 && !s.IsOver(); turn++ {
			// give the order, then check the follows of each captain to follow
			legal := s.LegalActionsFor(s.CurrentPlayer(), nil)
			if err := s.ApplyFor(s.CurrentPlayer(), legal[int(seed)%len(legal)]); err != nil {
				t.Fatal(err)
			}
			for _, seat := range s.ToAct(buf[:0]) {
				th := newThinker()
				left := turnsLeft(&s)
				for _, p := range th.follows(&s, seat, 0) {
					after := s
					for _, a := range p.acts[:p.n] {
						if err := after.ApplyFor(seat, a); err != nil {
							t.Fatal(err)
						}
					}
					if want := margin(&after, seat, left); p.val != want {
						t.Fatalf("seed %d, seat %d, plan %v: %v, the margin %v", seed, seat, p.acts[:p.n], p.val, want)
					}
					checked++
				}
			}
			for !s.IsOver() && s.Simultaneous() { // everyone passes or follows first
				seat := s.ToAct(buf[:0])
				if len(seat) == 0 {
					due := s.Due(buf[:0])
					a, _ := s.ChanceFor(due[0])
					_ = s.ApplyFor(due[0], a)
					continue
				}
				l := s.LegalActionsFor(seat[0], nil)
				if err := s.ApplyFor(seat[0], l[len(l)-1]); err != nil {
					t.Fatal(err)
				}
			}
			for !s.IsOver() && len(s.ToAct(buf[:0])) == 0 { // the table's steps
				due := s.Due(buf[:0])
				if len(due) == 0 {
					break
				}
				a, _ := s.ChanceFor(due[0])
				_ = s.ApplyFor(due[0], a)
			}
		}
	}
	if checked < 100 {
		t.Fatalf("only %d plans checked", checked)
	}
}
