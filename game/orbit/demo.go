//go:build !js

package orbit

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"

	"orbis/game"
	"orbis/game/saves"
	"orbis/game/table"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

// The scenes the diagnostics show: pictures of the table. Only game/cli
// calls them, so the web build leaves them out (!js), as it does the tests
// that use them.

// demoMatch deals a game with a person at seat 0 and Medium captains, and
// plays it with Medium captains in every seat until ready says the picture
// is there (the person to act, in the state it wants), or to the end.
func demoMatch(env *game.Env, players int, seed uint64, ready func(*match) bool) (*match, error) {
	seats := make([]SeatConfig, players)
	for i := range seats {
		seats[i] = SeatConfig{Name: captainName(env, i), Level: ai.Medium}
	}
	seats[0] = SeatConfig{Name: env.T("setup.default_name", 1)}
	m, err := newMatch(seats, 0, seed, false)
	if err != nil {
		return nil, err
	}
	captains := make([]*ai.Player, players)
	for i := range captains {
		if captains[i], err = ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: seed + uint64(i)}); err != nil {
			return nil, err
		}
	}
	var plan []rules.Action
	for !m.State().IsOver() && !(m.State().CurrentPlayer() == 0 && ready(m)) {
		seat := m.State().CurrentPlayer()
		if len(plan) == 0 {
			obs := m.State().Observe(seat)
			if plan, err = captains[seat].Decide(context.Background(), &obs); err != nil {
				return nil, err
			}
			plan = slices.Clone(plan)
		}
		if err := m.Sess.Submit(seat, plan[0]); err != nil {
			return nil, err
		}
		plan = plan[1:]
		if m.State().CurrentPlayer() != seat {
			plan = nil // the turn passed on
		}
	}
	return m, nil
}

// Demo returns a scene of Orbit for a picture, for 1 to 6 captains of whom
// the first is a person: "play" (the person to follow an order, some turns
// in), "order" (the person the General), "accept" (solo: the Emperor's
// order rolled), "scout" (a ship picked, the hexes it reaches lit), "buy"
// (a market hex picked, the gaps lit), "zap" (a zap picked, to confirm),
// "again" (the person has followed a Scout once and may follow again),
// "countermand" (solo: the person countermanded the Emperor's roll and
// follows the order chosen), "tutorial" (its first lesson) or
// "tutorial-<lesson>" (welcome, roll, scout, mine, buy, zap, countermand,
// goals, end: the tutorial where that lesson comes), "log" (play with a phone's drawer open: the
// log, and what the table has no room for), "captains" (play with a
// phone's grid of the other captains open, at a table of more than six), "gameover",
// "overrated" or "overrating" (a rated online game's final score, its
// changes counted or not yet: the first two seats people), "review" (the viewer in the
// middle of a finished game) or "reviewpicker" (the list of games kept).
func (g *Game) Demo(env *game.Env, scene string, players int, seed uint64) (game.Scene, error) {
	turns := 4 * max(players, 2)
	if crowded(players) {
		turns = crowdTurnsIn
	}
	turnsIn := func(m *match) bool { return m.State().Turn() >= turns }
	order := func(o rules.Order) func(*match) bool {
		return func(m *match) bool {
			s := m.State()
			return turnsIn(m) && s.Phase() == rules.PhaseFollow && s.Order() == o && s.Followed() == 0 && !humanCanOnly(m, rules.KindPass)
		}
	}
	if lesson, ok := strings.CutPrefix(scene, "tutorial"); ok { // the tutorial's first lesson, or the one named
		return demoLesson(g, env, "orbit.tutorial."+cmp.Or(strings.TrimPrefix(lesson, "-"), "welcome"))
	}
	var ready func(*match) bool
	switch scene {
	case "play", "scout", "again", "log", "captains":
		ready = order(rules.Scout)
	case "buy":
		ready = order(rules.Buy)
	case "zap":
		ready = order(rules.Zap)
	case "order":
		ready = func(m *match) bool { return turnsIn(m) && m.State().Phase() == rules.PhaseOrder }
	case "accept", "countermand":
		ready = func(m *match) bool { return turnsIn(m) && m.State().Phase() == rules.PhaseAccept }
	case "gameover", "overrated", "overrating", "review", "analysis", "reviewpicker":
		ready = func(*match) bool { return false }
	default:
		return nil, fmt.Errorf("orbit: no picture of the scene %q (play, order, accept, countermand, tutorial, tutorial-<lesson>, scout, again, buy, zap, log, captains, gameover, overrated, overrating, review, analysis, reviewpicker)", scene)
	}
	// The scene may not come in a game (Medium seldom follows a Zap): the
	// next seeds are tried.
	var m *match
	for try := range uint64(20) {
		var err error
		if m, err = demoMatch(env, players, seed+try, ready); err != nil {
			return nil, err
		}
		switch scene {
		case "gameover":
			return newOver(g, env, m), nil
		case "overrated", "overrating": // a rated online game's final score: counted, or being counted
			return demoRated(g, env, m, scene == "overrated"), nil
		case "review":
			return demoReview(g, env, m)
		case "analysis":
			return demoAnalysis(g, env, m)
		case "reviewpicker":
			m.Keep(env)
			return saves.NewPicker(env), nil
		}
		if !m.State().IsOver() && stepTo(m, scene) {
			break
		}
	}
	if m.State().IsOver() || !stepTo(m, scene) {
		return nil, fmt.Errorf("orbit: the games of seeds %d to %d ended before the scene %q came", seed, seed+19, scene)
	}
	p := newPlay(g, env, m, game.SpeedInstant)
	switch scene {
	case "scout":
		for ship := range rules.Ships {
			if p.shipCan(ship) {
				p.pickShip = ship
				break
			}
		}
	case "buy":
		for slot := range rules.MarketSize {
			if _, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindBuy && int(a.Market) == slot }); ok {
				p.pickMarket = slot
				break
			}
		}
	case "zap":
		if a, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindZap && a.Market >= 0 && a.Ship >= 0 }); ok {
			p.pickMarket, p.pickShip, p.zapSure = int(a.Market), int(a.Ship), true
		}
	case "log":
		p.drawer = true
	case "captains":
		p.crowd.open = true
	}
	p.refresh(env)
	return p, nil
}

// stepTo plays the person's step a scene shows the table after, and
// reports whether the table is then as the scene wants: after a first
// Scout, the person may follow again; after a countermand (to Buy, or the
// first other order the person can follow), the person follows the order
// chosen. The step is played once: a table already past it is as the
// scene wants.
func stepTo(m *match, scene string) bool {
	s := m.State()
	switch {
	case scene == "again" && s.Followed() == 0:
		legal := s.LegalActions(nil)
		if len(legal) == 0 || legal[0].Kind != rules.KindScout || m.Sess.Submit(0, legal[0]) != nil {
			return false
		}
		return m.State().CurrentPlayer() == 0 && m.State().Followed() == 1
	case scene == "countermand" && s.Phase() == rules.PhaseAccept:
		for _, to := range []rules.Order{rules.Buy, rules.Scout, rules.Zap, rules.Mine} {
			after := *s
			if after.Apply(rules.Countermand(to)) == nil && !after.IsLegal(rules.Pass()) {
				return m.Sess.Submit(0, rules.Countermand(to)) == nil
			}
		}
		return false
	}
	return true
}

// humanCanOnly reports whether the seat to act can do nothing but one kind
// of action.
func humanCanOnly(m *match, k rules.Kind) bool {
	legal := m.State().LegalActions(nil)
	return len(legal) == 1 && legal[0].Kind == k
}

// demoRated is a rated online game's final score for a picture: the
// first two seats people, the second named as a person, the rest
// computers; counted, or still being counted.
func demoRated(g *Game, env *game.Env, m *match, counted bool) *over {
	if len(m.Seats) > 1 {
		m.Seats[1].Name = env.T("setup.default_name", 2)
	}
	o := newOver(g, env, m)
	ranks := make([]int, o.score.N)
	for seat := range ranks {
		ranks[seat] = o.score.Players[seat].Rank
	}
	o.ratings = table.RatingsDemo(ranks, counted)
	o.speak(env)
	return o
}
