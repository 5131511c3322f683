//go:build !js

package orbis

import (
	"slices"
	"testing"
	"time"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// TestTutorialTeachesAndResumes: the tutorial's coach shows its lessons in
// turn, a lesson to read going on with a click on it, a lesson to try only
// once the player did it; left and resumed from the title, it goes on at
// the lesson reached; done, it is gone.
func TestTutorialTeachesAndResumes(t *testing.T) {
	env := testEnv(t)
	g := New()
	p := g.Tutorial(env).(*play)
	update := func(ins ...input.Intent) {
		t.Helper()
		if _, err := p.Update(env, ins); err != nil {
			t.Fatal(err)
		}
	}
	coachClick := input.Intent{Kind: input.Click, Target: input.Target{Kind: board.CoachBox}}
	update()
	if p.coach.Step != 0 || p.view.Coach == "" || p.view.CoachNext == "" || p.view.CoachPoint.W == 0 {
		t.Fatalf("the first lesson is not shown: step %d, %q", p.coach.Step, p.view.Coach)
	}
	update(coachClick)
	update(coachClick)
	if p.coach.Step != 2 || p.view.CoachNext != "" {
		t.Fatalf("after two clicks the lesson is %d (%q to go on), want the lesson to try", p.coach.Step, p.view.CoachNext)
	}
	update(coachClick) // a lesson to try does not go on with a click
	if p.coach.Step != 2 {
		t.Fatalf("a click skipped the lesson to try: now %d", p.coach.Step)
	}
	// The player takes a tile and places it, as the lesson asks.
	s := p.m.State()
	var legal []rules.Action
	for s.Seat(0).RegionCount == 0 {
		legal = s.LegalActions(legal[:0])
		a := legal[0]
		for _, b := range legal {
			if b.Kind == rules.KindPlace && b.Wild {
				a = b
			}
		}
		if err := p.m.Sess.Submit(0, a); err != nil {
			t.Fatal(err)
		}
	}
	update()
	if p.coach.Step != 3 {
		t.Fatalf("after placing a tile the lesson is %d, want 3 (end the turn)", p.coach.Step)
	}
	// Left and resumed from the title: the same lesson.
	if err := env.Save(p.SaveSlot(), p.SaveData()); err != nil {
		t.Fatal(err)
	}
	slot, saved, err := env.LatestSaved("orbis")
	if err != nil || saved == nil {
		t.Fatalf("no game to continue (%v)", err)
	}
	back := saved.Scene(env, slot.Slot).(*play)
	if _, err := back.Update(env, nil); err != nil {
		t.Fatal(err)
	}
	if back.coach == nil || back.coach.Step != 3 {
		t.Fatalf("the resumed tutorial is at lesson %v, want 3", back.coach)
	}
	// As remembered before lessons could come out of order: at the lesson
	// reached, or done.
	for _, tc := range []struct {
		remembered string
		step       int // -1: no coach
	}{{`{"seed":20180,"step":3}`, 3}, {`{"seed":20180,"step":8}`, -1}} {
		env.RememberSetup(tutorialKey, []byte(tc.remembered))
		c := resumeCoach(env, back.m)
		switch {
		case tc.step < 0 && c != nil:
			t.Errorf("remembered %s: a coach with lessons done %b", tc.remembered, c.Done)
		case tc.step >= 0 && (c == nil || c.Next(back) != tc.step):
			t.Errorf("remembered %s: the coach %+v does not go on at lesson %d", tc.remembered, c, tc.step)
		}
	}
	// A game that is not the tutorial has no coach.
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bo"}}, 0, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	if c := resumeCoach(env, m); c != nil {
		t.Errorf("another game got the tutorial's coach at lesson %d", c.Step)
	}
	back.coach.Step, back.coach.Done = -1, allLessons
	back.buildView(env)
	if back.view.Coach != "" {
		t.Error("the coach speaks after its last lesson")
	}
}

// newcomer plays the tutorial's person by intents, as a newcomer would:
// it reads each lesson and does what the lesson to try asks; otherwise it
// plays newcomerMove, and takes no god and makes no exchange unasked. It returns the lessons in the order shown, and the
// round each was shown in.
func newcomer(t *testing.T, env *game.Env, p *play, rounds int) (shown []string, at map[string]int) {
	t.Helper()
	at = map[string]int{}
	update := func(ins ...input.Intent) {
		t.Helper()
		if _, err := p.Update(env, ins); err != nil {
			t.Fatal(err)
		}
	}
	click := func(kind, index int) input.Intent {
		tg := input.Target{Kind: kind, Index: index}
		return input.Intent{Kind: input.Click, Target: tg, Over: tg}
	}
	drop := func(from, to input.Target) {
		update(input.Intent{Kind: input.DragStart, Target: from, Over: from})
		update(input.Intent{Kind: input.DragMove, Target: from, Over: to})
		update(input.Intent{Kind: input.Drop, Target: from, Over: to})
	}
	tile := func(pos int) input.Target { return input.Target{Kind: board.DisplayTile, Index: pos} }
	slot := func(i int) input.Target { return input.Target{Kind: board.Slot, Index: i} }
	lesson := func() string {
		if !p.coach.Active() {
			return ""
		}
		return lessons[p.coach.Step].Key
	}
	update()
	// Waiting for the computer is not a step: how many frames it takes
	// depends on the machine, so only a minute's deadline bounds the waits.
	waits, deadline := 0, time.Now().Add(time.Minute)
	for step := 0; p.m.State().Round() <= rounds && !p.m.State().IsOver(); step++ {
		if step-waits > 5000 || time.Now().After(deadline) {
			t.Fatalf("the tutorial does not go on: lesson %q, round %d, phase %v", lesson(), p.m.State().Round(), p.m.State().Phase())
		}
		if k := lesson(); k != "" && (len(shown) == 0 || shown[len(shown)-1] != k) {
			shown, at[k] = append(shown, k), p.m.State().Round()
		}
		s := p.m.State()
		switch {
		case p.coach.Active() && p.view.CoachNext != "":
			update(input.Intent{Kind: input.Click, Target: input.Target{Kind: board.CoachBox}})
		case !p.humanToAct() || p.view.Coach != "" && lessons[p.coach.Step].Done == nil:
			time.Sleep(time.Millisecond) // the computer plays, its pieces fly; a lesson is read
			update()
			waits++
		case p.turn.Panel.Kind == PanelExchange && !p.turn.Panel.Complete():
			realm := s.RealmOf(0)
			for c := range rules.NumColors {
				if realm[c] >= 3 && !p.turn.Panel.HasFrom {
					update(click(board.PanelGive, c))
				}
			}
			for c := range rules.NumColors {
				if realm[c] < 3 && !p.turn.Panel.HasTo {
					update(click(board.PanelGet, c))
				}
			}
		case p.turn.Panel.Kind != NoPanel || s.Phase() == rules.PhaseFinish:
			update(input.Intent{Kind: input.KeyConfirm})
		case s.Phase() == rules.PhasePlace:
			faceUp, wild := s.Placements(-1)
			if faceUp == 0 {
				faceUp = wild
			}
			update(click(board.Slot, faceUp.Slots()[0]))
		case lesson() == "orbis.tutorial.god" || s.Seat(0).RegionCount == rules.RegionTiles:
			drop(input.Target{Kind: board.GodTile}, slot(0))
		case lesson() == "orbis.tutorial.exchange":
			if pos, to, ok := blueSlot(s); ok {
				drop(tile(pos), slot(to))
				continue
			}
			update(click(board.Button, int(board.BtnExchange)))
		default:
			pos, to := newcomerMove(s, lesson() == "orbis.tutorial.rows")
			drop(tile(pos), slot(to))
		}
	}
	return shown, at
}

// blueSlot is a display tile and a slot it goes to face up after an exchange.
func blueSlot(s *rules.State) (pos, slot int, ok bool) {
	for pos := range rules.DisplaySize {
		faceUp, _ := s.Placements(pos)
		exchange, _ := s.ExchangePlacements(pos)
		if slots := (exchange &^ faceUp).Slots(); len(slots) > 0 {
			return pos, slots[0], true
		}
	}
	return 0, 0, false
}

// TestTutorialWatchStaysUntilTheOpponentHasPlayed: the lesson that asks to
// watch the opponent stays while the computer plays and offers to go on
// only once its turn is over and its pieces have landed; it does not go on
// by itself (it once flashed past, from the lesson before to the one after).
func TestTutorialWatchStaysUntilTheOpponentHasPlayed(t *testing.T) {
	env := testEnv(t)
	p := New().Tutorial(env).(*play)
	p.speed = game.SpeedFast
	watch := -1
	for i, l := range lessons {
		if l.Key == "orbis.tutorial.watch" {
			watch = i
		}
	}
	update := func(ins ...input.Intent) {
		t.Helper()
		if _, err := p.Update(env, ins); err != nil {
			t.Fatal(err)
		}
	}
	coachClick := input.Intent{Kind: input.Click, Target: input.Target{Kind: board.CoachBox}}
	update()
	update(coachClick)
	update(coachClick)
	// The person's first turn: a tile face down in the bottom row, asked
	// and confirmed, and the turn ended.
	s := p.m.State()
	_, wild := s.Placements(0)
	tile, slot := input.Target{Kind: board.DisplayTile}, input.Target{Kind: board.Slot, Index: wild.Slots()[0]}
	update(input.Intent{Kind: input.Click, Target: tile, Over: tile})
	update(input.Intent{Kind: input.Click, Target: slot, Over: slot})
	for i := 0; p.m.State().Turn() == 0; i++ {
		if i > 10 {
			t.Fatalf("the first turn does not end (phase %v, panel %v)", p.m.State().Phase(), p.turn.Panel.Kind)
		}
		update(input.Intent{Kind: input.KeyConfirm})
	}
	if p.coach.Step != watch {
		t.Fatalf("once the turn is ended, lesson %d is shown, want %d (watch)", p.coach.Step, watch)
	}
	deadline := time.Now().Add(20 * time.Second)
	for !p.humanToAct() || len(p.flights) > 0 {
		if time.Now().After(deadline) {
			t.Fatal("the computer's turn does not end")
		}
		if p.coach.Step != watch || p.view.CoachNext != "" {
			t.Fatalf("while the computer plays the lesson is %d (%q to go on), want %d with nothing to go on", p.coach.Step, p.view.CoachNext, watch)
		}
		update(coachClick) // a click before the opponent is done does not go on
		time.Sleep(5 * time.Millisecond)
	}
	update()
	if p.coach.Step != watch || p.view.CoachNext == "" {
		t.Fatalf("the opponent's turn over, the lesson is %d (%q to go on), want %d offering to go on", p.coach.Step, p.view.CoachNext, watch)
	}
	update(coachClick)
	if p.coach.Step != watch+1 {
		t.Errorf("a click on the settled watch lesson went to lesson %d, want %d", p.coach.Step, watch+1)
	}
}

// TestTutorialTeachesByDoing: on the tutorial's deal, a newcomer who does
// what the coach asks meets every lesson once, within 8 rounds, among them
// the upper rows' colour rule, a god and the 3 → 1 exchange, each done by
// the newcomer's own moves; the coach then has nothing more to say.
func TestTutorialTeachesByDoing(t *testing.T) {
	env := testEnv(t)
	p := New().Tutorial(env).(*play)
	p.speed = game.SpeedInstant
	shown, at := newcomer(t, env, p, 8)
	for _, key := range []string{"orbis.tutorial.rows", "orbis.tutorial.god", "orbis.tutorial.exchange"} {
		if _, ok := at[key]; !ok {
			t.Errorf("the lesson %q never came (lessons shown: %v)", key, shown)
		}
	}
	if len(shown) != len(lessons) || shown[len(shown)-1] != "orbis.tutorial.help" || p.coach.Active() {
		t.Errorf("the lessons shown are %v, want each of the %d once, the last %q", shown, len(lessons), "orbis.tutorial.help")
	}
	s := p.m.State()
	if pyr := s.PyramidOf(0); !slices.ContainsFunc(pyr[rules.RowLen(0):], func(pl rules.Placed) bool { return !pl.Empty() && !pl.Wild }) {
		t.Error("the colour rule's lesson went by with no tile face up above the bottom row")
	}
	if s.Seat(0).God == rules.NoGod {
		t.Error("the god's lesson went by with no god taken")
	}
	made := false
	for _, st := range p.m.Sess.History() {
		made = made || st.Seat == 0 && st.Action.Kind == rules.KindExchange
	}
	if !made {
		t.Error("the exchange's lesson went by with no exchange made")
	}
}

// TestTutorialLessonWaitsForTheTable: a lesson to try that the table does
// not offer is not shown, and one asked in a turn gone by that the table
// no longer offers gives way until it is offered again; within the turn it
// was asked in, it stays.
func TestTutorialLessonWaitsForTheTable(t *testing.T) {
	env := testEnv(t)
	p := New().Tutorial(env).(*play)
	rows := slices.IndexFunc(lessons[:], func(l lesson) bool { return l.Key == "orbis.tutorial.rows" })
	for _, tc := range []struct {
		name  string
		shown int // the turn the lesson was asked in
		want  int
	}{{"asked this turn", 0, rows}, {"asked a turn before", -1, -1}} {
		p.coach = &coach{Course: &course, Step: rows, Done: 1<<rows - 1, Shown: tc.shown}
		if _, err := p.Update(env, nil); err != nil {
			t.Fatal(err)
		}
		if p.coach.Step != tc.want || (tc.want < 0) != (p.view.Coach == "") {
			t.Errorf("%s, with no slot above the bottom row: lesson %d shown (%q), want %d", tc.name, p.coach.Step, p.view.Coach, tc.want)
		}
	}
}
