//go:build !js

package lobby

import (
	"context"
	"crypto/rand"
	"math"
	"strings"
	"testing"
	"time"

	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/profile"
	"orbis/game/online/server/servertest"
)

// TestPlayNowShowsTheRatingARatedGameLeft: Play now reads the person's
// rating from the server each time it opens, so that after a rated game,
// back in the lobby, it says the rating the final score showed: unrated
// before the game, the new rating after.
func TestPlayNowShowsTheRatingARatedGameLeft(t *testing.T) {
	url := servertest.Start(t, onlinetest.Game(1))
	env := newTestEnv(t, "en")
	og := &onlineTest{}
	playNow := func() *quickMatch {
		t.Helper()
		q := newQuickMatch(env, url, og, "Ada")
		for deadline := time.Now().Add(10 * time.Second); q.answer == nil && time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
			env.Enter(q)
			if _, err := q.Update(env, nil); err != nil {
				t.Fatal(err)
			}
		}
		if q.answer == nil || q.answer.err != nil {
			t.Fatalf("Play now had no answer: %+v", q.answer)
		}
		return q
	}
	if q := playNow(); q.answer.mine != nil {
		t.Fatalf("a rating before any game: %+v", q.answer.mine)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	views := []online.Viewer{og.OnlineView()}
	ada, err := online.DialAs(ctx, url, views, online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ada",
		Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}, Rated: true}, env.Identity())
	if err != nil {
		t.Fatal(err)
	}
	defer ada.Close()
	code, _, _ := ada.Seat()
	d, err := profile.NewDevice(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	bo, err := online.DialAs(ctx, url, views, online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"}, online.NewDeviceIdentity(d, "Bo", nil))
	if err != nil {
		t.Fatal(err)
	}
	defer bo.Close()
	if err := ada.Act(0, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	for ada.RatingChanges() == nil {
		select {
		case <-ada.Changed():
		case <-time.After(10 * time.Millisecond):
		case <-ctx.Done():
			t.Fatalf("the rated game was not counted: %v", ada.Err())
		}
	}
	var after float64
	for _, ch := range ada.RatingChanges() {
		if ch.Seat == 0 {
			after = ch.After
		}
	}
	q := playNow()
	if q.answer.mine == nil || math.Round(q.answer.mine.Rating) != math.Round(after) {
		t.Fatalf("Play now after the game says %+v, want the rating the score showed, %.0f", q.answer.mine, after)
	}
	if !strings.Contains(quickWords(q), env.T("match.your_rating", int(math.Round(after)), int(math.Round(q.answer.mine.Deviation)))) {
		t.Errorf("Play now's words %q do not say the new rating %.0f", quickWords(q), after)
	}
}

// quickWords is what Play now's column says, its lines joined.
func quickWords(q *quickMatch) string {
	var words []string
	for _, p := range q.col.lines {
		words = append(words, strings.Join(p.lines, " "))
	}
	return strings.Join(words, "\n")
}
