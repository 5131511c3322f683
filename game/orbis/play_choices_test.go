package orbis

import (
	"math/rand/v2"
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
)

// matchWhere plays random legal moves of two-seat hot-seat games until the
// seat to act starts a turn where want holds, and returns that match.
func matchWhere(t *testing.T, want func(s *rules.State) bool) *match {
	t.Helper()
	var legal []rules.Action
	for seed := uint64(1); seed < 300; seed++ {
		m, err := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, seed, false)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 7))
		for s := m.State(); !s.IsOver(); s = m.State() {
			if s.Phase() == rules.PhaseChoose && s.CurrentPlayer() >= 0 && want(s) {
				return m
			}
			legal = s.LegalActions(legal[:0])
			a := legal[r.IntN(len(legal))]
			seat := s.CurrentPlayer()
			if a.Kind == rules.KindDraw {
				seat = -1
			}
			if err := m.Sess.Submit(seat, a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Fatal("no game of seeds 1 to 299 comes to such a turn")
	return nil
}

// givable counts the colours the seat to act holds 3 of.
func givable(s *rules.State) int {
	n := 0
	for _, held := range s.RealmOf(s.CurrentPlayer()) {
		if held >= 3 {
			n++
		}
	}
	return n
}

// clickOn is a click of the pointer on a target of the table.
func clickOn(kind, index int) input.Intent {
	tg := input.Target{Kind: kind, Index: index}
	return input.Intent{Kind: input.Click, Target: tg, Over: tg}
}

// TestExchangeShowsAsChosenOnlyWhatIsChosen: the exchange opened by its
// button marks a colour to give only when it is the one given, and Confirm
// works as soon as the colours marked make an exchange. A realm with 3 of
// one colour only has that colour chosen at once (it once looked chosen,
// lit among greyed ones, while Confirm stayed grey until it was clicked).
func TestExchangeShowsAsChosenOnlyWhatIsChosen(t *testing.T) {
	for _, tc := range []struct {
		name     string
		colours  int   // colours the realm holds 3 of
		clicks   []int // PanelGive: a colour held 3 of; PanelGet: one held fewer of
		complete bool  // Confirm works after the clicks
	}{
		{"one colour to give, the colour to get clicked", 1, []int{board.PanelGet}, true},
		{"two colours to give, the colour to get clicked", 2, []int{board.PanelGet}, false},
		{"two colours to give, both clicked", 2, []int{board.PanelGive, board.PanelGet}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := testEnv(t)
			m := matchWhere(t, func(s *rules.State) bool { return s.CanExchange() && givable(s) == tc.colours })
			p := newPlay(New(), env, m, game.SpeedInstant)
			realm := m.State().RealmOf(m.State().CurrentPlayer())
			var give, get int // a colour held 3 of, and one held fewer of
			for c := range rules.NumColors {
				if realm[c] >= 3 {
					give = c
				} else {
					get = c
				}
			}
			update := func(ins ...input.Intent) {
				t.Helper()
				if _, err := p.Update(env, ins); err != nil {
					t.Fatal(err)
				}
				pv, confirm := &p.view.Panel, p.view.Buttons[board.BtnConfirm]
				marked := 0
				for c := range rules.NumColors {
					if pv.Marked[c] != (p.turn.Panel.HasFrom && p.turn.Panel.From == rules.Color(c)) {
						t.Errorf("colour %d to give: shown chosen %v, chosen %v", c, pv.Marked[c], p.turn.Panel.HasFrom)
					}
					if pv.Marked[c] {
						marked++
					}
					if pv.To[c] {
						marked++
					}
				}
				if looks := marked == 2; looks != (confirm.Shown && confirm.Enabled) {
					t.Errorf("a colour to give and one to get shown chosen: %v, but Confirm works: %v", looks, confirm.Shown && confirm.Enabled)
				}
			}
			update(clickOn(board.Button, int(board.BtnExchange)))
			if p.turn.Panel.Kind != PanelExchange {
				t.Fatal("the Exchange button opened no exchange")
			}
			if chosen := p.view.Panel.Marked[give]; chosen != (tc.colours == 1) {
				t.Errorf("the realm holds 3 of %d colours: colour %d to give chosen at once: %v", tc.colours, give, chosen)
			}
			for _, kind := range tc.clicks {
				colour := get
				if kind == board.PanelGive {
					colour = give
				}
				update(clickOn(kind, colour))
			}
			if b := p.view.Buttons[board.BtnConfirm]; b.Enabled != tc.complete {
				t.Fatalf("Confirm enabled %v, want %v", b.Enabled, tc.complete)
			}
			if !tc.complete {
				return
			}
			before := realm[give]
			update(input.Intent{Kind: input.KeyConfirm})
			if after := m.State().RealmOf(m.State().CurrentPlayer()); after[give] != before-3 || p.turn.Panel.Kind == PanelExchange {
				t.Errorf("Enter did not exchange 3 of colour %d: %d held, panel %v", give, after[give], p.turn.Panel.Kind)
			}
		})
	}
}

// wildOnly finds a display tile of the seat to act and a pyramid slot
// where it can only go face down.
func wildOnly(s *rules.State) (pos, slot int, ok bool) {
	for pos := range rules.DisplaySize {
		if s.Display(pos) == rules.NoTile {
			continue
		}
		faceUp, wild := s.Placements(pos)
		exchange, _ := s.ExchangePlacements(pos)
		for _, slot := range (wild &^ faceUp &^ exchange).Slots() {
			if slot < rules.PyramidSlots {
				return pos, slot, true
			}
		}
	}
	return 0, 0, false
}

// focusOn moves the keyboard's focus with Tab to target.
func focusOn(t *testing.T, env *game.Env, p *play, target board.Target) {
	t.Helper()
	for range len(p.focusable) + 2 {
		if p.focus == target {
			return
		}
		if _, err := p.Update(env, []input.Intent{{Kind: input.KeyNext, Amount: 1}}); err != nil {
			t.Fatal(err)
		}
	}
	if p.focus != target {
		t.Fatalf("Tab does not reach %+v (it can reach %+v)", target, p.focusable)
	}
}

// TestWildernessIsAskedFor: a tile dropped where it can only go face down
// (an orange slot) is placed there only once the player confirms the
// Wilderness the table asks about, by the mouse or Enter; Cancel or Esc
// leaves it in hand. The same by drag, by click then slot, and by keys.
func TestWildernessIsAskedFor(t *testing.T) {
	key := func(k input.Kind) input.Intent { return input.Intent{Kind: k} }
	answers := []struct {
		name  string
		in    input.Intent
		place bool
	}{
		{"Confirm", clickOn(board.Button, int(board.BtnConfirm)), true},
		{"Enter", key(input.KeyConfirm), true},
		{"Cancel", clickOn(board.Button, int(board.BtnDecline)), false},
		{"Esc", key(input.KeyCancel), false},
	}
	for _, way := range []string{"drag", "click", "keys"} {
		for _, answer := range answers {
			t.Run(way+" then "+answer.name, func(t *testing.T) {
				env := testEnv(t)
				m := matchWhere(t, func(s *rules.State) bool { _, _, ok := wildOnly(s); return ok })
				pos, slot, _ := wildOnly(m.State())
				seat := m.State().CurrentPlayer()
				p := newPlay(New(), env, m, game.SpeedInstant)
				update := func(ins ...input.Intent) game.Change {
					t.Helper()
					ch, err := p.Update(env, ins)
					if err != nil {
						t.Fatal(err)
					}
					return ch
				}
				update()
				tile, over := board.Target{Kind: board.DisplayTile, Index: pos}, board.Target{Kind: board.Slot, Index: slot}
				switch way {
				case "drag":
					update(input.Intent{Kind: input.DragStart, Target: input.Target(tile), Over: input.Target(tile)})
					update(input.Intent{Kind: input.DragMove, Target: input.Target(tile), Over: input.Target(over)})
					update(input.Intent{Kind: input.Drop, Target: input.Target(tile), Over: input.Target(over)})
				case "click":
					update(clickOn(tile.Kind, tile.Index))
					update(clickOn(over.Kind, over.Index))
				case "keys":
					focusOn(t, env, p, tile)
					update(key(input.KeyActivate))
					focusOn(t, env, p, over)
					update(key(input.KeyActivate))
				}
				if got := m.State().PyramidOf(seat)[slot]; !got.Empty() {
					t.Fatalf("the tile went face down at once: %+v", got)
				}
				if p.turn.Panel.Kind != PanelWild || !p.view.Panel.Open || p.view.Panel.Title == "" || p.view.Panel.Hint == "" {
					t.Fatalf("no question asked: panel %v %+v", p.turn.Panel.Kind, p.view.Panel)
				}
				if b := p.view.Buttons[board.BtnConfirm]; !b.Shown || !b.Enabled {
					t.Errorf("the question's Confirm does not work: %+v", b)
				}
				if b := p.view.Buttons[board.BtnDecline]; !b.Shown || !b.Enabled {
					t.Errorf("the question cannot be cancelled: %+v", b)
				}
				if ch := update(answer.in); ch != game.Stay {
					t.Fatalf("%s left the table", answer.name)
				}
				s := m.State()
				placed := s.PyramidOf(seat)[slot]
				if answer.place {
					if !placed.Wild || s.Phase() == rules.PhasePlace || p.turn.Panel.Kind == PanelWild {
						t.Errorf("%s did not place the tile face down: %+v, phase %v", answer.name, placed, s.Phase())
					}
					return
				}
				if _, inHand := s.TakenTile(); !placed.Empty() || s.Phase() != rules.PhasePlace || inHand != pos || p.turn.Panel.Kind != NoPanel {
					t.Errorf("%s did not leave the tile in hand: slot %+v, phase %v, panel %v", answer.name, placed, s.Phase(), p.turn.Panel.Kind)
				}
			})
		}
	}
}

// TestPlaceAsWildernessSaysWhatItDoes: before any tile is held, the Place
// as Wilderness button explains itself in its tooltip, and once chosen the
// prompt says what the next tile does; a tile dropped then goes face down
// at once, the player having chosen it.
func TestPlaceAsWildernessSaysWhatItDoes(t *testing.T) {
	env := testEnv(t)
	m := matchWhere(t, func(s *rules.State) bool {
		faceUp, _ := s.Placements(0)
		return s.Display(0) != rules.NoTile && faceUp.Slots() != nil && faceUp.Slots()[0] < rules.PyramidSlots
	})
	seat := m.State().CurrentPlayer()
	slot := func() int { faceUp, _ := m.State().Placements(0); return faceUp.Slots()[0] }()
	p := newPlay(New(), env, m, game.SpeedInstant)
	wild := input.Target{Kind: board.Button, Index: int(board.BtnWild)}
	if _, err := p.Update(env, []input.Intent{{Kind: input.Hover, Over: wild}}); err != nil {
		t.Fatal(err)
	}
	if want := env.T("orbis.tip.as_wild"); p.view.Tooltip != want {
		t.Errorf("the button's tooltip is %q, want %q", p.view.Tooltip, want)
	}
	if _, err := p.Update(env, []input.Intent{clickOn(board.Button, int(board.BtnWild))}); err != nil {
		t.Fatal(err)
	}
	if want := env.T("orbis.play.as_wild_on"); p.view.Status != want {
		t.Errorf("chosen, the prompt says %q, want %q", p.view.Status, want)
	}
	tile, over := input.Target{Kind: board.DisplayTile}, input.Target{Kind: board.Slot, Index: slot}
	if _, err := p.Update(env, []input.Intent{{Kind: input.DragStart, Target: tile, Over: tile}, {Kind: input.Drop, Target: tile, Over: over}}); err != nil {
		t.Fatal(err)
	}
	if placed := m.State().PyramidOf(seat)[slot]; !placed.Wild || p.turn.Panel.Kind == PanelWild {
		t.Errorf("a tile dropped as a Wilderness chosen was not placed face down at once: %+v, panel %v", placed, p.turn.Panel.Kind)
	}
}
