//go:build !js

package orbit

import (
	"fmt"
	"github.com/hajimehoshi/ebiten/v2"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

func testEnv(t testing.TB) *game.Env {
	t.Helper()
	env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Games: []game.Game{New()}})
	if err != nil {
		t.Fatal(err)
	}
	return env
}

func click(t input.Target) input.Intent { return input.Intent{Kind: input.Click, Target: t} }

func button(id int) input.Intent {
	return click(input.Target{Kind: game.KindButton, Index: id})
}

func piece(kind, index, sub int) input.Target {
	return input.Target{Kind: kind, Index: index, Sub: sub}
}

// gesture is how a person at the table plays an action: clicks on buttons
// and pieces, or a drag where one moves a piece.
func gesture(s *rules.State, a rules.Action, drag bool) [][]input.Intent {
	seat := s.CurrentPlayer()
	pl := s.Player(seat)
	one := func(in ...input.Intent) [][]input.Intent {
		out := make([][]input.Intent, len(in))
		for i := range in {
			out[i] = []input.Intent{in[i]}
		}
		return out
	}
	switch a.Kind {
	case rules.KindOrder:
		return one(button(btnOrder + int(a.Order)))
	case rules.KindAccept:
		return one(button(btnAccept))
	case rules.KindCountermand:
		return one(button(btnCountermand + int(a.Order)))
	case rules.KindDone:
		return one(button(btnDone))
	case rules.KindPass:
		return one(button(btnPass))
	case rules.KindMine:
		return one(click(piece(board.HitShip, int(a.Ship), seat)))
	case rules.KindScout:
		ship, to := piece(board.HitShip, int(a.Ship), seat), piece(board.HitRingHex, int(a.To), seat)
		if drag {
			return one(input.Intent{Kind: input.DragStart, Target: ship}, input.Intent{Kind: input.Drop, Target: ship, Over: to})
		}
		return one(click(ship), click(to))
	case rules.KindBuy:
		g := int(pl.Ships[a.Ship])
		if !a.After {
			g = (g - 1 + int(pl.RingLen)) % int(pl.RingLen)
		}
		slot, gap := piece(board.HitMarket, int(a.Market), 0), piece(board.HitGap, g, seat)
		if drag {
			return one(button(btnPay+int(a.Pay)), input.Intent{Kind: input.DragStart, Target: slot}, input.Intent{Kind: input.Drop, Target: slot, Over: gap})
		}
		return one(button(btnPay+int(a.Pay)), click(slot), click(gap))
	case rules.KindZap:
		var out [][]input.Intent
		if a.Market >= 0 {
			out = append(out, []input.Intent{click(piece(board.HitMarket, int(a.Market), 0))})
		}
		if a.Ship >= 0 {
			out = append(out, []input.Intent{click(piece(board.HitShip, int(a.Ship), seat))})
		}
		return append(out, []input.Intent{button(btnZap)}, []input.Intent{button(btnZap)})
	}
	return nil
}

// TestPeoplePlayWholeGamesAtTheTable: people play whole games of 1 to 6
// seats (with a computer captain beside them from 3 seats) through the
// table's intents alone, clicks and drags, choosing among the legal
// actions; every action they mean is played, and the game ends.
func TestPeoplePlayWholeGamesAtTheTable(t *testing.T) {
	for players := 1; players <= rules.MaxPlayers; players++ {
		t.Run(fmt.Sprintf("%dp", players), func(t *testing.T) {
			env := testEnv(t)
			seats := make([]SeatConfig, players)
			for i := range seats {
				seats[i] = SeatConfig{Name: fmt.Sprintf("P%d", i+1)}
			}
			if players >= 3 {
				seats[players-1].Level = ai.Easy
			}
			m, err := newMatch(seats, 0, uint64(players)*11, false)
			if err != nil {
				t.Fatal(err)
			}
			p := newPlay(New(), env, m, game.SpeedInstant)
			r := rand.New(rand.NewPCG(uint64(players), 3))
			var legal []rules.Action
			deadline := time.Now().Add(2 * time.Minute)
			for step := 0; !m.State().IsOver(); step++ {
				if time.Now().After(deadline) {
					t.Fatalf("no end after %d steps (turn %d)", step, m.State().Turn())
				}
				if !p.humanToAct() {
					update(t, env, p)
					time.Sleep(time.Millisecond) // the captain thinks on a goroutine
					continue
				}
				s := m.State()
				legal = s.LegalActions(legal[:0])
				a := legal[r.IntN(len(legal))]
				want := *s
				if err := want.Apply(a); err != nil {
					t.Fatal(err)
				}
				before := len(m.Sess.History())
				for _, frame := range gesture(s, a, step%2 == 1) {
					update(t, env, p, frame...)
				}
				if len(m.Sess.History()) == before {
					t.Fatalf("step %d: %v was not played (prompt %q)", step, a, p.prompt)
				}
				if got := m.Sess.History()[before].Action; got.Kind != a.Kind {
					t.Fatalf("step %d: meant %v, played %v", step, a, got)
				}
			}
			if len(p.log) == 0 {
				t.Error("the log tells nothing of a whole game")
			}
		})
	}
}

// update runs one frame of the scene.
func update(t *testing.T, env *game.Env, p *play, intents ...input.Intent) game.Change {
	t.Helper()
	change, err := p.Update(env, intents)
	if err != nil {
		t.Fatal(err)
	}
	return change
}

// soloAt deals a solo game and plays it with Medium's choices until ready.
func soloAt(t *testing.T, env *game.Env, ready func(*match) bool) *play {
	t.Helper()
	m, err := demoMatch(env, 1, 5, ready)
	if err != nil {
		t.Fatal(err)
	}
	if m.State().IsOver() {
		t.Fatal("the game ended first")
	}
	return newPlay(New(), env, m, game.SpeedInstant)
}

func following(o rules.Order) func(*match) bool {
	return func(m *match) bool {
		s := m.State()
		return s.Phase() == rules.PhaseFollow && s.Order() == o && s.Followed() == 0 && !humanCanOnly(m, rules.KindPass)
	}
}

// TestKeyboardPlaysAMove: Tab reaches a ship that can mine, Space mines.
func TestKeyboardPlaysAMove(t *testing.T) {
	env := testEnv(t)
	p := soloAt(t, env, following(rules.Mine))
	before := len(p.m.Sess.History())
	update(t, env, p, input.Intent{Kind: input.KeyNext, Amount: 1})
	if p.focus != 0 || p.focusables[0].hit.Kind != board.HitShip {
		t.Fatalf("Tab put the focus on %+v, want a ship", p.focusables)
	}
	update(t, env, p, input.Intent{Kind: input.KeyActivate})
	if h := p.m.Sess.History(); len(h) == before || h[before].Action.Kind != rules.KindMine {
		t.Fatalf("Space on a ship did not mine: %v", h[before:])
	}
}

// TestUndoTakesBackAFollow: a scout taken back leaves the state as it was,
// and Redo plays it again.
func TestUndoTakesBackAFollow(t *testing.T) {
	env := testEnv(t)
	p := soloAt(t, env, following(rules.Scout))
	start := *p.m.State()
	var a rules.Action
	for _, l := range p.legal {
		if l.Kind == rules.KindScout {
			a = l
			break
		}
	}
	for _, frame := range gesture(p.m.State(), a, false) {
		update(t, env, p, frame...)
	}
	if *p.m.State() == start {
		t.Fatal("the scout was not played")
	}
	played := *p.m.State()
	update(t, env, p, input.Intent{Kind: input.KeyUndo})
	if *p.m.State() != start {
		t.Fatal("Undo did not take the scout back")
	}
	update(t, env, p, button(btnRedo))
	if *p.m.State() != played {
		t.Fatal("Redo did not play the scout again")
	}
}

// TestZapAsksTwice: a zap picked is played only on the second press, and
// Esc drops the picks.
func TestZapAsksTwice(t *testing.T) {
	env := testEnv(t)
	p := soloAt(t, env, following(rules.Zap))
	a, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindZap })
	if !ok {
		t.Fatal("no zap to play")
	}
	frames := gesture(p.m.State(), a, false)
	start := *p.m.State()
	for _, frame := range frames[:len(frames)-1] {
		update(t, env, p, frame...)
	}
	if *p.m.State() != start || !p.zapSure {
		t.Fatalf("one press of Zap played it (sure %v)", p.zapSure)
	}
	update(t, env, p, input.Intent{Kind: input.KeyCancel})
	if p.zapSure || p.pickMarket >= 0 || p.pickShip >= 0 {
		t.Fatal("Esc did not drop the picks")
	}
	for _, frame := range frames {
		update(t, env, p, frame...)
	}
	if *p.m.State() == start {
		t.Fatal("two presses of Zap did not play it")
	}
}

// TestAutosaveResumes: the table's save reads back as the same game, with
// the same log.
func TestAutosaveResumes(t *testing.T) {
	env := testEnv(t)
	p := soloAt(t, env, following(rules.Buy))
	g := New()
	sv, err := g.Resume(env, p.SaveData())
	if err != nil {
		t.Fatal(err)
	}
	q := sv.Scene(env, p.m.Slot).(*play)
	if !reflect.DeepEqual(*q.m.State(), *p.m.State()) {
		t.Fatal("the resumed game is not where it was saved")
	}
	if len(q.log) != len(p.log) {
		t.Errorf("the resumed log has %d lines, the game's %d", len(q.log), len(p.log))
	}
	if _, err := g.Resume(env, []byte(`{"format":"orbit-record","version":1,`)); err == nil {
		t.Error("a broken save resumed")
	}
	if _, err := g.Resume(env, []byte(`{"format":"orbis-record"}`)); err != game.ErrNotThisGame {
		t.Errorf("another game's save: %v, want ErrNotThisGame", err)
	}
}

// TestAFollowIsSavedBeforeTheTurnEnds: a page closed in the middle of a
// turn keeps the follows already played (a turn of Orbit is many steps).
func TestAFollowIsSavedBeforeTheTurnEnds(t *testing.T) {
	env := testEnv(t)
	p := soloAt(t, env, following(rules.Scout))
	a, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindScout })
	if !ok {
		t.Fatal("no scout to play")
	}
	for _, frame := range gesture(p.m.State(), a, false) {
		update(t, env, p, frame...)
	}
	if p.m.State().Phase() != rules.PhaseFollow {
		t.Fatal("the scout ended the turn: this test wants a turn still open")
	}
	sv, err := env.ResumeSave(p.m.Slot)
	if err != nil {
		t.Fatal(err)
	}
	q := sv.Scene(env, p.m.Slot).(*play)
	if !reflect.DeepEqual(*q.m.State(), *p.m.State()) {
		t.Fatal("the save read back is not the game after the scout")
	}
}

// TestEveryPieceExplainsItself: every hex, ship, goal, market hex, tracker
// row and other system has a tooltip, with every word found.
func TestEveryPieceExplainsItself(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 3, 9, following(rules.Buy))
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	s := m.State()
	me := p.layout.Active
	var hits []board.Hit
	for pos := range int(s.Player(me).RingLen) {
		hits = append(hits, board.Hit{Kind: board.HitRingHex, Index: pos, Sub: me})
	}
	for i := range 3 {
		hits = append(hits, board.Hit{Kind: board.HitShip, Index: i, Sub: me}, board.Hit{Kind: board.HitGoal, Index: i}, board.Hit{Kind: board.HitMarket, Index: i}, board.Hit{Kind: board.HitTracker, Index: i})
	}
	hits = append(hits, board.Hit{Kind: board.HitSystem, Index: (me + 1) % 3}, board.Hit{Kind: board.HitGap, Index: 0, Sub: me})
	for _, h := range hits {
		p.hover = h
		lines := p.tooltip(env)
		if len(lines) == 0 {
			t.Errorf("%+v has no tooltip", h)
		}
		for _, l := range lines {
			if strings.Contains(l, "{") || strings.Contains(l, "%!") {
				t.Errorf("%+v: tooltip line %q", h, l)
			}
		}
	}
}

// TestTheTableHitsWhatItDraws: the centre of every ship, hex and market hex
// of the large system drawn is hit as that piece; another captain's small
// system is hit whole (a click opens it large), its pieces being smaller
// than a mouse's 24 pixels.
func TestTheTableHitsWhatItDraws(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 4, 3, following(rules.Scout))
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	s := &p.seen
	for seat := range 4 {
		for pos := range int(s.Player(seat).RingLen) {
			x, y, _ := p.layout.HexCentre(s, seat, pos)
			got := p.Hit(env, x, y)
			if seat != p.layout.Active {
				if got.Kind != board.HitSystem || got.Index != seat {
					t.Errorf("seat %d hex %d: hit %+v, want the whole system", seat, pos, got)
				}
				continue
			}
			if got.Kind != board.HitRingHex || got.Index != pos || got.Sub != seat {
				// A ship may sit over its hex's edge, not its centre.
				t.Errorf("seat %d hex %d: hit %+v", seat, pos, got)
			}
		}
	}
	seat := p.layout.Active
	for ship := range rules.Ships {
		x, y, _ := p.layout.ShipCentre(s, seat, ship)
		if got := p.Hit(env, x, y); got.Kind != board.HitShip || got.Sub != seat || s.Player(seat).Ships[got.Index] != s.Player(seat).Ships[ship] {
			t.Errorf("ship %d: hit %+v", ship, got)
		}
	}
	for slot, mk := range p.layout.Market {
		if got := p.Hit(env, mk.CX, mk.CY); got.Kind != board.HitMarket || got.Index != slot {
			t.Errorf("market %d: hit %+v", slot, got)
		}
	}
}

// TestRefusalsSayWhy: a ship that has mined, clicked again, says so; a
// click on another captain's ship says whose it is; neither plays.
func TestRefusalsSayWhy(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 2, 4, following(rules.Mine))
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	a, ok := p.find(func(a rules.Action) bool { return a.Kind == rules.KindMine })
	if !ok {
		t.Fatal("nothing to mine")
	}
	update(t, env, p, click(piece(board.HitShip, int(a.Ship), 0)))
	before := len(m.Sess.History())
	update(t, env, p, click(piece(board.HitShip, int(a.Ship), 0)))
	if len(m.Sess.History()) != before || p.notice.Key != "orbit.refuse.ship_used" {
		t.Errorf("a ship that mined, clicked again: notice %q", p.notice.Key)
	}
	update(t, env, p, click(piece(board.HitShip, 0, 1)))
	if len(m.Sess.History()) != before || p.notice.Key != "orbit.refuse.not_yours" {
		t.Errorf("another captain's ship clicked: notice %q", p.notice.Key)
	}
}

// TestInspectAnotherSystem: a click on another captain's panel draws that
// system large, with no move possible, until a click anywhere.
func TestInspectAnotherSystem(t *testing.T) {
	env := testEnv(t)
	m, err := demoMatch(env, 3, 2, following(rules.Scout))
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	update(t, env, p, click(piece(board.HitSystem, 2, 0)))
	if p.layout.Active != 2 || p.Draggable(piece(board.HitShip, 0, 2)) {
		t.Fatalf("after a click on seat 3's panel the large system is seat %d", p.layout.Active+1)
	}
	for _, b := range p.menu {
		if b.ID >= btnDone {
			t.Errorf("a move's button %d is offered while looking at another system", b.ID)
		}
	}
	update(t, env, p, click(piece(board.HitRingHex, 0, 2)))
	if p.layout.Active != 0 {
		t.Errorf("a click did not bring the person's own system back (seat %d large)", p.layout.Active+1)
	}
}

// TestFinalScoreExplainsEveryHex: on the final score, every hex of every
// card is under the pointer where it is drawn, and says what it scored.
func TestFinalScoreExplainsEveryHex(t *testing.T) {
	env := testEnv(t)
	sc, err := New().Demo(env, "gameover", 3, 7)
	if err != nil {
		t.Fatal(err)
	}
	o := sc.(*over)
	s := o.m.State()
	for seat := range 3 {
		cx, cy, radius := o.systemAt(env, seat)
		n := int(s.Player(seat).RingLen)
		for pos := range n {
			x, y := board.RingPoint(cx, cy, radius, pos, n)
			got := o.Hit(env, x, y)
			if got.Kind != board.HitRingHex || got.Index != pos || got.Sub != seat {
				t.Fatalf("seat %d hex %d: hit %+v", seat, pos, got)
			}
			if _, err := o.Update(env, []input.Intent{{Kind: input.Hover, Over: got, X: x, Y: y}}); err != nil {
				t.Fatal(err)
			}
			lines := o.tooltip(env)
			want := env.T("orbit.over.hex_scored", s.Player(seat).Value(s.Kit(), pos))
			if len(lines) == 0 || lines[len(lines)-1] != want {
				t.Errorf("seat %d hex %d: tooltip %q, want it to end %q", seat, pos, lines, want)
			}
		}
	}
}

// TestRandomIntentsNeverBreakTheTable: thousands of random clicks, drags,
// drops, hovers and keys on every kind of target, indices out of range
// among them, never panic, never play an illegal action, and leave a
// history that replays to the same state.
func TestRandomIntentsNeverBreakTheTable(t *testing.T) {
	env := testEnv(t)
	for _, players := range []int{1, 3} {
		seats := make([]SeatConfig, players)
		for i := range seats {
			seats[i] = SeatConfig{Name: fmt.Sprintf("P%d", i+1)}
		}
		m, err := newMatch(seats, 0, uint64(players), false)
		if err != nil {
			t.Fatal(err)
		}
		p := newPlay(New(), env, m, game.SpeedInstant)
		r := rand.New(rand.NewPCG(uint64(players), 9))
		dst := ebiten.NewImage(1280, 800)
		kinds := []int{0, game.KindButton, board.HitRingHex, board.HitShip, board.HitGap, board.HitMarket, board.HitGoal, board.HitSystem, board.HitTracker}
		intentKinds := []input.Kind{input.Click, input.Click, input.Click, input.DragStart, input.Drop, input.DragCancel, input.Hover,
			input.KeyNext, input.KeyActivate, input.KeyConfirm, input.KeyUndo, input.KeyRedo, input.KeyLeft}
		target := func() input.Target {
			return input.Target{Kind: kinds[r.IntN(len(kinds))], Index: r.IntN(24) - 2, Sub: r.IntN(players+2) - 1}
		}
		for range 1500 {
			in := input.Intent{Kind: intentKinds[r.IntN(len(intentKinds))], Target: target(), Over: target(), X: r.Float64() * 1280, Y: r.Float64() * 800, Amount: 1}
			if in.Kind == input.Click && in.Target.Kind == game.KindButton && (in.Target.Index == btnMenu || in.Target.Index == btnRules) {
				continue // they open another scene
			}
			if _, err := p.Update(env, []input.Intent{in}); err != nil {
				t.Fatal(err)
			}
			p.Draw(env, dst)
			if m.State().IsOver() {
				break
			}
		}
		replayed := m.Sess.Start()
		for i, st := range m.Sess.History() {
			if err := replayed.Apply(st.Action); err != nil {
				t.Fatalf("%d players: step %d (%v) does not replay: %v", players, i+1, st.Action, err)
			}
		}
		if !reflect.DeepEqual(replayed, *m.State()) {
			t.Fatalf("%d players: the history does not replay to the state", players)
		}
		t.Logf("%d players: %d steps played by random intents", players, len(m.Sess.History()))
	}
}

// TestFinishedGamesAreRecorded: the final score adds the game to the
// statistics, with every seat's score and rank.
func TestFinishedGamesAreRecorded(t *testing.T) {
	env := testEnv(t)
	sc, err := New().Demo(env, "gameover", 2, 7)
	if err != nil {
		t.Fatal(err)
	}
	o := sc.(*over)
	s, err := env.Stats()
	if err != nil || len(s.Games) != 1 || s.Games[0].Game != "orbit" || len(s.Games[0].Seats) != 2 {
		t.Fatalf("statistics %+v (%v), want the one game of Orbit", s, err)
	}
	for seat, r := range s.Games[0].Seats {
		if b := o.score.Players[seat]; r.Score != b.Total || r.Rank != b.Rank || r.Name != o.m.Seats[seat].Name {
			t.Errorf("seat %d recorded as %+v, scored %d ranked %d", seat, r, b.Total, b.Rank)
		}
	}
	if sum := s.Summary("orbit"); sum.Played != 1 {
		t.Errorf("summary %+v", sum)
	}
}
