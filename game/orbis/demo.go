//go:build !js

package orbis

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"orbis/game"
	"orbis/game/setup"
	"orbis/game/table"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// The scenes the diagnostics show: pictures of the table, and computer
// games to time the frames of. Only game/cli calls them, so the web build
// leaves them out (!js), as it does the tests that use them.

// demoMatch makes the matches a picture shows: a person at seat 0 and
// computer seats, played by random legal moves to about round 6, or by
// Medium players to the end.
func demoMatch(env *game.Env, players int, seed uint64, complete, stepped bool) (*match, error) {
	seats := make([]SeatConfig, players)
	for i := range seats {
		seats[i] = SeatConfig{Name: env.T(computerNameKeys[i]), Level: ai.Medium}
	}
	seats[0] = SeatConfig{Name: env.T("setup.default_name", 1)}
	m, err := newMatch(seats, 0, seed, stepped)
	if err != nil {
		return nil, err
	}
	if complete {
		bots := make([]*ai.Player, players)
		for i := range bots {
			bots[i], _ = ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: seed + uint64(i)})
		}
		for !m.State().IsOver() {
			seat := m.State().CurrentPlayer()
			obs := m.State().Observe(seat)
			plan, err := bots[seat].PlanTurn(context.Background(), &obs)
			if err != nil {
				return nil, err
			}
			if err := m.Sess.SubmitAll(seat, plan...); err != nil {
				return nil, err
			}
		}
		return m, nil
	}
	r := rand.New(rand.NewPCG(seed, 6))
	var legal []rules.Action
	for m.State().Turn() < 5*players {
		legal = m.State().LegalActions(legal[:0])
		if err := m.Sess.Submit(m.State().CurrentPlayer(), legal[r.IntN(len(legal))]); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// Demo returns a scene of Orbis for a picture: "play", "tutorial" (its
// first lesson), "tutorial-rows", "tutorial-god" or "tutorial-exchange"
// (the tutorial where that lesson comes), "legend" (the icons
// explained over the table), "notice" (the word
// that the game was saved), "choice" (a choice
// panel open), "volcano" (the Volcano's choice: worshippers picked on
// the display), "exchange" (a tile dropped where it needs an exchange, the
// exchange offered), "wild" (a tile dropped where it can only go face
// down, the Wilderness asked about), "hint" (a hint shown), "drawer" (a
// phone's log drawer open), "gameover", "overrated" or "overrating" (a
// rated online game's final score, its changes counted or not yet: the
// first two seats people), "review" (the
// viewer in the middle of a finished game) or "reviewpicker" (the list of
// games kept, the demo game among them), for 2 to 4 players of
// whom the first is a person.
func (g *Game) Demo(env *game.Env, scene string, players int, seed uint64) (game.Scene, error) {
	switch scene {
	case "tutorial":
		return g.Tutorial(env), nil
	case "tutorial-rows", "tutorial-god", "tutorial-exchange":
		return demoLesson(g, env, "orbis.tutorial."+strings.TrimPrefix(scene, "tutorial-"))
	case "rivals":
		return g.rivalsSetup(env, players), nil
	}
	final := scene == "gameover" || scene == "overrated" || scene == "overrating"
	m, err := demoMatch(env, players, seed, final || scene == "review" || scene == "reviewpicker" || scene == "analysis", env.InBrowser())
	if err != nil {
		return nil, err
	}
	switch scene {
	case "gameover":
		return newGameOver(g, env, m), nil
	case "overrated", "overrating": // a rated online game's final score: counted, or being counted
		m.Seats[1].Name = env.T("setup.default_name", 2) // a person rated too
		o := newGameOver(g, env, m)
		ranks := make([]int, o.score.N)
		for seat := range ranks {
			ranks[seat] = o.score.Players[seat].Rank
		}
		o.ratings = table.RatingsDemo(ranks, scene == "overrated")
		o.layout(env)
		return o, nil
	case "review":
		return demoReview(g, env, m)
	case "analysis":
		return demoAnalysis(g, env, m)
	case "reviewpicker":
		return demoPicker(env, m)
	case "play":
		return newPlay(g, env, m, game.SpeedInstant), nil
	case "legend":
		p := newPlay(g, env, m, game.SpeedInstant)
		lg := newLegend(g, env, m.State().Tiles())
		lg.under = p
		return lg, nil
	case "notice":
		p := newPlay(g, env, m, game.SpeedInstant)
		p.notify(env.T("play.saved"))
		p.buildView(env)
		return p, nil
	case "choice":
		p := newPlay(g, env, m, game.SpeedInstant)
		openChoice(m, &p.turn)
		p.observe()
		p.buildView(env)
		return p, nil
	case "volcano":
		return demoVolcano(g, env, players, seed)
	case "exchange":
		p, err := demoExchange(g, env, players, seed)
		if err != nil {
			return nil, err
		}
		return p, nil
	case "wild":
		return demoWild(g, env, players, seed)
	case "hint":
		p := newPlay(g, env, m, game.SpeedInstant)
		if err := demoHint(env, p); err != nil {
			return nil, err
		}
		return p, nil
	case "drawer": // a phone's log drawer open
		p := newPlay(g, env, m, game.SpeedInstant)
		p.drawer = true
		p.relayout(env)
		p.buildView(env)
		return p, nil
	}
	return nil, fmt.Errorf("orbis: no picture of the scene %q (play, rivals, tutorial, tutorial-rows, tutorial-god, tutorial-exchange, legend, notice, choice, volcano, exchange, wild, hint, drawer, gameover, overrated, overrating, review, analysis, reviewpicker)", scene)
}

// Watch returns games of computer seats only, one after another, for
// timing the frames: when one ends, the next begins on the next seed.
func (g *Game) Watch(env *game.Env, players int, level ai.Level, speed game.Speed) (game.Scene, error) {
	return g.watch(env, players, level, speed, 2026)
}

func (g *Game) watch(env *game.Env, players int, level ai.Level, speed game.Speed, seed uint64) (*play, error) {
	names := []string{"North", "East", "South", "West"}
	seats := make([]SeatConfig, players)
	for i := range seats {
		seats[i] = SeatConfig{Name: names[i], Level: level}
	}
	m, err := newMatch(seats, 0, seed, env.InBrowser())
	if err != nil {
		return nil, err
	}
	p := newPlay(g, env, m, speed)
	p.next = func(env *game.Env) (game.Scene, error) { return g.watch(env, players, level, speed, seed+1) }
	return p, nil
}

// openChoice plays, for the person of a demo, the first take that opens a
// choice panel, so that a picture shows one.
func openChoice(m *match, turn *Turn) {
	openChoiceOf(m, turn, func(k PanelKind) bool { return k != NoPanel })
}

// openChoiceOf plays, for the person of a demo, the first take that opens
// a choice panel of a kind want accepts; it reports whether one did.
func openChoiceOf(m *match, turn *Turn, want func(PanelKind) bool) bool {
	s := m.State()
	seat := s.CurrentPlayer()
	for pos := range rules.DisplaySize {
		faceUp, _ := s.Placements(pos)
		for _, slot := range faceUp.Slots() {
			if turn.place(m, pos, slot) && want(turn.Panel.Kind) {
				return true
			}
			for m.Sess.CanUndo(seat) {
				_ = m.Sess.Undo(seat)
			}
			turn.Reset(m)
		}
	}
	return false
}

// demoVolcano finds, from seed on, a demo game whose person can take a
// Volcano and place it face up, and does: the table asks which
// worshippers on the display it destroys, picked there.
func demoVolcano(g *Game, env *game.Env, players int, seed uint64) (*play, error) {
	for try := range uint64(50) {
		m, err := demoMatch(env, players, seed+try, false, env.InBrowser())
		if err != nil {
			return nil, err
		}
		var turn Turn
		turn.Reset(m)
		if openChoiceOf(m, &turn, func(k PanelKind) bool { return k == PanelVolcano }) {
			return newPlay(g, env, m, game.SpeedInstant), nil // its log told from the record, the tries undone left out
		}
	}
	return nil, fmt.Errorf("orbis: no demo game from seed %d on lets its person place a Volcano", seed)
}

// demoHint asks the Hint button's player for the person's turn of a demo
// and shows it, so that a picture shows a hint.
func demoHint(env *game.Env, p *play) error {
	st := p.m.State()
	obs := st.Observe(st.CurrentPlayer())
	player, err := newHinter(st, env.InBrowser())
	if err != nil {
		return err
	}
	h, err := player.Suggest(context.Background(), &obs)
	if err != nil {
		return err
	}
	p.showHint(env, &h)
	p.buildView(env)
	return nil
}

// demoExchange finds, from seed on, a demo game whose person can take a
// tile that goes face up only after an exchange, and drops it there: the
// exchange is offered with its colours chosen.
func demoExchange(g *Game, env *game.Env, players int, seed uint64) (*play, error) {
	return demoDrop(g, env, players, seed, "needs an exchange", func(s *rules.State, pos int) []int {
		faceUp, _ := s.Placements(pos)
		exchange, _ := s.ExchangePlacements(pos)
		return (exchange &^ faceUp).Slots()
	})
}

// demoWild finds, from seed on, a demo game whose person can take a tile
// that goes only face down somewhere in the pyramid, and drops it there:
// the table asks whether it goes there as a Wilderness.
func demoWild(g *Game, env *game.Env, players int, seed uint64) (*play, error) {
	return demoDrop(g, env, players, seed, "goes only face down", func(s *rules.State, pos int) []int {
		faceUp, wild := s.Placements(pos)
		exchange, _ := s.ExchangePlacements(pos)
		return slices.DeleteFunc((wild &^ faceUp &^ exchange).Slots(), func(slot int) bool { return slot >= rules.PyramidSlots })
	})
}

// demoDrop finds, from seed on, a demo game in which the person can drop a
// display tile on a slot that slots lists for its position, and drops it
// on the first such slot; what names the kind of drop, for the error.
func demoDrop(g *Game, env *game.Env, players int, seed uint64, what string, slots func(s *rules.State, pos int) []int) (*play, error) {
	for try := range uint64(50) {
		m, err := demoMatch(env, players, seed+try, false, env.InBrowser())
		if err != nil {
			return nil, err
		}
		for pos := range rules.DisplaySize {
			if found := slots(m.State(), pos); len(found) > 0 {
				p := newPlay(g, env, m, game.SpeedInstant)
				p.turn.place(m, pos, found[0])
				p.observe()
				p.buildView(env)
				return p, nil
			}
		}
	}
	return nil, fmt.Errorf("orbis: no demo game from seed %d on offers a tile that %s", seed, what)
}

// demoLesson plays the tutorial's deal, the person as a newcomer (see
// newcomerMove) and the computer's policy for its choices, until the
// lesson of key is ready, and shows it, the lessons before it done.
func demoLesson(g *Game, env *game.Env, key string) (*play, error) {
	p := g.Tutorial(env).(*play)
	step := slices.IndexFunc(lessons[:], func(l lesson) bool { return l.Key == key })
	if step < 0 {
		return nil, fmt.Errorf("orbis: the tutorial has no lesson %q", key)
	}
	p.coach = &coach{Course: &course, Step: step, Done: 1<<step - 1}
	opponent, err := ai.NewPlayer(ai.Config{Level: ai.Easy, Seed: tutorialSeed})
	if err != nil {
		return nil, err
	}
	for s := p.m.State(); !s.IsOver(); s = p.m.State() {
		seat, choose := s.CurrentPlayer(), s.Phase() == rules.PhaseChoose
		var turn []rules.Action
		switch {
		case seat == 0 && choose && (lessons[step].Ready == nil || lessons[step].Ready(p)):
			p.m.Sess.Drain() // told by the log, as at a resumed table: no notices, no flights
			p.speak(env)
			p.observe()
			p.buildView(env)
			return p, nil
		case seat != 0:
			obs := s.Observe(seat)
			if turn, err = opponent.PlanTurn(context.Background(), &obs); err != nil {
				return nil, err
			}
		case choose && s.Seat(0).RegionCount < rules.RegionTiles:
			pos, slot := newcomerMove(s, false)
			faceUp, _ := s.Placements(pos)
			turn = []rules.Action{rules.TakeTile(pos), rules.PlaceWild(slot)}
			if faceUp.Has(slot) {
				turn[1] = rules.Place(slot)
			}
		case s.Phase() == rules.PhaseFinish && s.Remaining() == 0:
			turn = []rules.Action{rules.EndTurn()}
		default:
			a, ok := ai.Choose(s)
			if !ok {
				return nil, fmt.Errorf("orbis: the tutorial's person has nothing to play in phase %v", s.Phase())
			}
			turn = []rules.Action{a}
		}
		if err := p.m.Sess.SubmitAll(seat, turn...); err != nil {
			return nil, err
		}
	}
	return nil, fmt.Errorf("orbis: the tutorial's lesson %q never comes", key)
}

// newcomerMove is a newcomer's move, who builds the bottom row first: a
// display tile and the slot it goes to, face up in the bottom row, else
// face up above it, else a Wilderness in the bottom row, else above it;
// with up, face up above the bottom row first.
func newcomerMove(s *rules.State, up bool) (pos, slot int) {
	above := func(slot int) bool { return slot >= rules.RowLen(0) && slot < rules.PyramidSlots }
	best, bestRank := [2]int{}, 99
	for pos := range rules.DisplaySize {
		if s.Display(pos) == rules.NoTile {
			continue
		}
		faceUp, wild := s.Placements(pos)
		for _, sl := range faceUp.Slots() {
			rank := 0
			if above(sl) != up {
				rank = 1
			}
			if rank < bestRank {
				best, bestRank = [2]int{pos, sl}, rank
			}
		}
		for _, sl := range wild.Slots() {
			rank := 2
			if above(sl) {
				rank = 3
			}
			if rank < bestRank {
				best, bestRank = [2]int{pos, sl}, rank
			}
		}
	}
	return best[0], best[1]
}

// rivalsSetup is the new-game screen with a person against the named
// rivals, one a seat in their order: a picture of what they say.
func (g *Game) rivalsSetup(env *game.Env, players int) game.Scene {
	seats := []game.SeatChoice{{Level: game.LevelHuman}}
	for i := 1; i < players; i++ {
		r := ai.Rivals[(i-1)%len(ai.Rivals)]
		seats = append(seats, game.SeatChoice{Level: int(r.Level), Rival: r.ID})
	}
	return setup.NewWith(env, g.seatSetup(), seats)
}
