package orbis

import (
	"math/rand/v2"
	"slices"
	"testing"

	"orbis/game"
	"orbis/game/session"
	"orbis/game/table"
	rules "orbis/rules/orbis"
)

// TestAnOnlineTableTellsTheSameLog plays whole games as an online table
// sees them: its own seat's moves played here and committed once the
// unit is whole, the other seats' moves and the table's draws followed as
// a server sends them. The log told live is the log the view's record
// tells, line for line, and the table ends where the server's game does.
func TestAnOnlineTableTellsTheSameLog(t *testing.T) {
	env := testEnv(t)
	for seed := uint64(1); seed <= 4; seed++ {
		truth, su, err := rules.NewGame(rules.Config{Players: 3, Seed: seed, StartPlayer: -1})
		if err != nil {
			t.Fatal(err)
		}
		infos := []rules.PlayerInfo{{Name: "Ada", Kind: "human"}, {Name: "Bob", Kind: "human"}, {Name: "Cy", Kind: "ai:medium"}}
		rec := rules.NewRecord(infos, &seed, su)
		view, err := rec.View().Marshal()
		if err != nil {
			t.Fatal(err)
		}
		m, err := table.MatchFromView(tableSpec, view, 0)
		if err != nil {
			t.Fatal(err)
		}
		p := newPlay(New(), env, m, game.SpeedInstant)
		rng := rand.New(rand.NewPCG(seed, 9))
		var legal []rules.Action
		for !truth.IsOver() {
			seat := truth.CurrentPlayer()
			a, chance := truth.Chance()
			if !chance {
				legal = truth.LegalActions(legal[:0])
				a = legal[rng.IntN(len(legal))]
			}
			if err := truth.Apply(a); err != nil {
				t.Fatal(err)
			}
			switch {
			case chance:
				err = m.Sess.Follow(session.Step[rules.Action]{Seat: session.Table, Action: a})
			case seat == 0:
				err = m.Sess.Submit(0, a)
				if _, due := m.State().Chance(); due || m.State().CurrentPlayer() != 0 {
					m.Sess.Commit() // the unit goes to the server
				}
			default:
				err = m.Sess.Follow(session.Step[rules.Action]{Seat: seat, Action: a})
			}
			if err != nil {
				t.Fatalf("seed %d: %v: %v", seed, a, err)
			}
			p.showEvents(env)
		}
		if !m.State().IsOver() || m.State().Score() != truth.Score() {
			t.Fatalf("seed %d: the online table ends elsewhere than the server's game", seed)
		}
		live := append(slices.Clone(p.log.done), p.log.turn...)
		told := newGameLog(env, p.m)
		resumed := append(slices.Clone(told.done), told.turn...)
		for i := range min(len(live), len(resumed)) {
			if live[i] != resumed[i] {
				t.Fatalf("seed %d: line %d is %q live and %q told from the record", seed, i, live[i].text, resumed[i].text)
			}
		}
		if len(live) != len(resumed) {
			t.Fatalf("seed %d: %d lines live, %d told from the record", seed, len(live), len(resumed))
		}
	}
}
