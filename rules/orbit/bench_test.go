package orbit

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// playOut plays random legal moves to the end, with a caller's buffer.
func playOut(s *State, r *rand.Rand, buf []Action) []Action {
	for !s.IsOver() {
		buf = s.LegalActions(buf[:0])
		_ = s.Apply(buf[r.IntN(len(buf))])
	}
	return buf
}

// TestHotPathAllocatesNothing: listing the legal actions into a caller's
// slice and applying them allocates nothing, a whole game long.
func TestHotPathAllocatesNothing(t *testing.T) {
	for _, players := range []int{1, 4} {
		start, _, err := NewGame(Config{Players: players, Seed: 3, FirstGeneral: 0})
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(1, 2))
		buf := make([]Action, 0, 256)
		allocs := testing.AllocsPerRun(20, func() {
			s := start
			buf = playOut(&s, r, buf)
			_ = s.Score()
		})
		if allocs != 0 {
			t.Errorf("%d players: %.1f allocations per game", players, allocs)
		}
	}
}

// BenchmarkRandomGame plays whole games of random legal moves (chance
// steps included) from a dealt state.
func BenchmarkRandomGame(b *testing.B) {
	for _, players := range []int{1, 2, 4, 6} {
		b.Run(map[int]string{1: "solo", 2: "2p", 4: "4p", 6: "6p"}[players], func(b *testing.B) {
			start, _, err := NewGame(Config{Players: players, Seed: 3, FirstGeneral: 0})
			if err != nil {
				b.Fatal(err)
			}
			r := rand.New(rand.NewPCG(1, 2))
			buf := make([]Action, 0, 256)
			b.ReportAllocs()
			for b.Loop() {
				s := start
				buf = playOut(&s, r, buf)
			}
		})
	}
}

// TestStateSize: a State holds its first MaxPlayers captains in place and
// the others in a shared store, so a copy of a game of 2 to 6 costs what it
// did (about 550 bytes), and a copy of a game of any size no more.
func TestStateSize(t *testing.T) {
	size := unsafe.Sizeof(State{})
	if per := unsafe.Sizeof(Player{}); size > MaxPlayers*per+128 {
		t.Errorf("a State is %d bytes: more than its %d kits of %d bytes", size, MaxPlayers, per)
	}
	t.Logf("State %d bytes (Player %d), View %d, Score %d", size, unsafe.Sizeof(Player{}), unsafe.Sizeof(View{}), unsafe.Sizeof(Score{}))
}

// wideState is what a State would be with every captain of a big game
// held in place: the alternative to the shared store, measured here.
type wideState struct {
	turnState
	players [128]Player
	dice    [2]uint64
}

// BenchmarkStateCopy is the search's copy of a state, as it is and as it
// would be with 128 kits in place.
func BenchmarkStateCopy(b *testing.B) {
	s, _, err := NewGame(Config{Players: 6, Seed: 3, FirstGeneral: 0})
	if err != nil {
		b.Fatal(err)
	}
	b.Run("state", func(b *testing.B) {
		var sink State
		for b.Loop() {
			sink = s
			sink.turn++
		}
		_ = sink
	})
	b.Run("wide128", func(b *testing.B) {
		var w, sink wideState
		for b.Loop() {
			sink = w
			sink.turn++
			sink.dice[0]++
		}
		_ = sink.players[0]
	})
}
