package notify

import (
	"slices"
	"testing"

	"orbis/game/online"
)

// TestBoardTellsOncePerTurnOfEachGame: looks at two games of a day a turn
// and one of a minute, in the background: each long game's turn is told
// once as it comes, with its words and its tag, the short one's never;
// the badge goes only when no turn told of is the person's any more.
func TestBoardTellsOncePerTurnOfEachGame(t *testing.T) {
	const day = 24 * 3600
	sys := &fakeSystem{notify: make(chan struct{}, 8)}
	b := NewBoard(sys, func() bool { return false })
	see := func(code string, mine bool, limit int) {
		b.See(online.Turn{Code: code, Mine: mine, TurnLimit: limit}, Words{Title: "Your turn", Body: "game " + code})
	}
	see("AAAA", false, day)
	see("BBBB", false, day)
	see("CCCC", true, 60)
	see("AAAA", true, day) // A's turn comes: told
	<-sys.notify
	see("AAAA", true, day) // and not again in that turn
	see("BBBB", true, day) // B's comes: told
	<-sys.notify
	see("AAAA", false, day) // A's passes; B's still the person's: the badge stays
	see("BBBB", false, day) // B's passes: the badge goes
	see("AAAA", true, day)  // A's next turn: told again
	<-sys.notify
	b.Close() // the person came to the games: the badge goes

	sys.mu.Lock()
	defer sys.mu.Unlock()
	if want := []string{"Your turn|game AAAA|orbis-AAAA", "Your turn|game BBBB|orbis-BBBB", "Your turn|game AAAA|orbis-AAAA"}; !slices.Equal(sys.shown, want) {
		t.Fatalf("shown %q, want %q", sys.shown, want)
	}
	if want := []bool{true, true, false, true, false}; !slices.Equal(sys.badge, want) {
		t.Fatalf("the badge went %v, want %v", sys.badge, want)
	}
}
