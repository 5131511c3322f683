package orbis

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"orbis/game"
	"orbis/input"
	board "orbis/render/orbis"
	rules "orbis/rules/orbis"
	"orbis/rules/orbis/ai"
)

// playRandom plays a whole game of random legal moves through the table,
// taking back a step now and then, and returns the table.
func playRandom(t *testing.T, env *game.Env, seed uint64) *play {
	t.Helper()
	m, err := newMatch([]SeatConfig{{Name: "Ada"}, {Name: "Bot", Level: ai.Easy}, {Name: "Cleo"}}, 0, seed, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	rng := rand.New(rand.NewPCG(seed, 3))
	var legal []rules.Action
	var told [][]logEntry // the turn's lines before each of its steps
	for !m.State().IsOver() {
		seat := m.State().CurrentPlayer()
		if m.Sess.CanUndo(seat) && rng.IntN(6) == 0 && len(told) > 0 {
			if err := m.Sess.Undo(seat); err != nil {
				t.Fatal(err)
			}
			p.showEvents(env)
			want := told[len(told)-1]
			told = told[:len(told)-1]
			if !slices.Equal(p.log.turn, want) {
				t.Fatalf("after an undo the turn reads %d lines, want the %d before the step", len(p.log.turn), len(want))
			}
			continue
		}
		turn := m.State().Turn()
		told = append(told, slices.Clone(p.log.turn))
		legal = m.State().LegalActions(legal[:0])
		if err := m.Sess.Submit(seat, legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
		p.showEvents(env)
		if m.State().Turn() != turn || !m.Sess.CanUndo(m.State().CurrentPlayer()) {
			told = told[:0] // a new turn, or no way back: nothing to take back to
		}
	}
	return p
}

// TestLogTellsTheWholeGame: the log told live, step by step and through
// undos, is the log a resumed game tells from its record; every step but
// the end of a turn has its line (worshippers one by one share one), and
// every turn its head.
func TestLogTellsTheWholeGame(t *testing.T) {
	env := testEnv(t)
	templeMoves := 0
	defer func() {
		if templeMoves == 0 {
			t.Error("no game moved a temple token: the test shows nothing of it")
		}
	}()
	for seed := uint64(1); seed <= 6; seed++ {
		p := playRandom(t, env, seed)
		live := append(slices.Clone(p.log.done), p.log.turn...)
		told := newGameLog(env, p.m)
		resumed := append(slices.Clone(told.done), told.turn...)
		if !slices.Equal(live, resumed) {
			for i := range min(len(live), len(resumed)) {
				if live[i] != resumed[i] {
					t.Fatalf("seed %d: line %d is %q live and %q resumed", seed, i, live[i].text, resumed[i].text)
				}
			}
			t.Fatalf("seed %d: %d lines live, %d resumed", seed, len(live), len(resumed))
		}
		var heads, steps int
		for _, e := range live {
			if e.head {
				heads++
			}
			if strings.Contains(e.text, "{") || strings.TrimSpace(e.text) == "" {
				t.Fatalf("seed %d: a line reads %q", seed, e.text)
			}
		}
		for _, a := range p.m.Record().Actions {
			switch a.Kind {
			case rules.KindEndTurn:
			case rules.KindPay, rules.KindGain, rules.KindDiscard:
				// worshippers one by one join into a line
			default:
				steps++
			}
		}
		if want := rules.TurnsPerSeat * 3; heads != want {
			t.Errorf("seed %d: %d turn heads, want %d", seed, heads, want)
		}
		if len(live)-heads < steps {
			t.Errorf("seed %d: %d lines for %d steps (besides the ends of turns)", seed, len(live)-heads, steps)
		}
		// A line each time the temple tokens change hands in the provisional
		// score, counted again from the record.
		var moves, said int
		st, _ := p.m.Record().Start()
		for _, a := range p.m.Record().Actions {
			before := st.Score()
			if st.Apply(a) != nil {
				t.Fatal("the record does not replay")
			}
			after := st.Score()
			for s := range after.N {
				if before.Players[s].TempleToken != after.Players[s].TempleToken {
					moves++
					break
				}
			}
		}
		prefix := strings.SplitN(env.T("orbis.log.temples", ""), ":", 2)[0]
		for _, e := range live {
			if strings.HasPrefix(e.text, prefix) {
				said++
			}
		}
		if said != moves {
			t.Errorf("seed %d: the temple tokens changed hands %d times and the log says so %d times", seed, moves, said)
		}
		templeMoves += moves
	}
}

// TestLogRowsAreWholeLines: wrapped to the log's width, every line is
// there to its last word, and no row is wider than the log.
func TestLogRowsAreWholeLines(t *testing.T) {
	env := testEnv(t)
	p := playRandom(t, env, 11)
	for _, size := range [][2]float64{{1280, 800}, {1920, 1080}, {960, 600}} {
		l := board.NewLayout(size[0], size[1], 3, 0)
		p.log.wrap(env, l)
		byEntry := make([][]string, len(p.log.entries))
		for _, row := range p.log.rows {
			byEntry[row.Entry] = append(byEntry[row.Entry], row.Text)
			if w := env.Text().Width(row.Text, l.LogTextSize(), row.Head); w > l.LogWidth()-row.Indent+0.5 {
				t.Errorf("%v: the row %q is %.0f px wide, the log %.0f", size, row.Text, w, l.LogWidth()-row.Indent)
			}
		}
		for i, e := range p.log.entries {
			if got := strings.Join(byEntry[i], " "); got != e.text {
				t.Fatalf("%v: the line %q shows as %q", size, e.text, got)
			}
		}
	}
}

// TestLogScrolls: the log follows new lines until the player scrolls back,
// and follows again at its end; the wheel, the page keys and a drag move it.
func TestLogScrolls(t *testing.T) {
	env := testEnv(t)
	p := playRandom(t, env, 5)
	l := p.layout
	g := &p.log
	g.wrap(env, l)
	bottom := g.bottomTop(l)
	if g.top != bottom || bottom == 0 {
		t.Fatalf("the log shows row %d of %d rows, want the newest (%d)", g.top, len(g.rows), bottom)
	}
	over := input.Target{Kind: board.LogLine, Index: 2}
	steps := []struct {
		in   input.Intent
		want int
	}{
		{input.Intent{Kind: input.Scroll, Over: over, Amount: 2}, bottom - 6},
		{input.Intent{Kind: input.KeyPageDown}, min(bottom, bottom-6+l.LogRowsShown()-1)},
		{input.Intent{Kind: input.KeyHome}, 0},
		{input.Intent{Kind: input.DragStart, Target: over, Y: 500}, 0},
		{input.Intent{Kind: input.DragMove, Target: over, Y: 500 - 3*l.LogRowHeight()}, 3},
		{input.Intent{Kind: input.KeyEnd}, bottom},
	}
	for i, s := range steps {
		if !g.handle(l, s.in) {
			t.Fatalf("step %d: the log did not take %+v", i, s.in)
		}
		if g.top != s.want {
			t.Fatalf("step %d: the log shows from row %d, want %d", i, g.top, s.want)
		}
	}
	if !g.follow {
		t.Error("at its end the log does not follow new lines")
	}
	if g.handle(l, input.Intent{Kind: input.Scroll, Over: input.Target{Kind: board.DisplayTile}, Amount: 1}) {
		t.Error("the wheel over the display scrolled the log")
	}
	g.handle(l, input.Intent{Kind: input.KeyHome})
	g.turn = append(g.turn, entry("one more line"))
	g.wrap(env, l)
	if g.top != 0 {
		t.Errorf("a new line moved a log scrolled back to row %d", g.top)
	}
}

// TestLogTitleHovered: the pointer over the log's title, at the start of
// a game (the log at its first row), hovers no entry (it once read the row
// before the first, and crashed).
func TestLogTitleHovered(t *testing.T) {
	env := testEnv(t)
	m, err := newMatch([]SeatConfig{{Name: "A"}, {Name: "B"}}, 0, 5, false)
	if err != nil {
		t.Fatal(err)
	}
	p := newPlay(New(), env, m, game.SpeedInstant)
	title := input.Target{Kind: board.LogLine, Index: -1}
	if _, err := p.Update(env, []input.Intent{{Kind: input.Hover, Over: title}}); err != nil {
		t.Fatal(err)
	}
	if p.log.top != 0 || p.log.hovering != -1 {
		t.Errorf("the log's title, the log at row %d, hovers entry %d", p.log.top, p.log.hovering)
	}
}
