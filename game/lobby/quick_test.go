package lobby

import (
	"testing"

	"orbis/game"
	"orbis/game/gametest"
	"orbis/game/online"
)

// quickMatchOver is Play now with the server's answer as given (nil: not
// answered yet), laid out for the window.
func quickMatchOver(env *game.Env, a *quickAnswer) *quickMatch {
	q := &quickMatch{server: "ws://orbis.example.org:8080/ws", game: &gametest.Teacher{}, name: "Ada", sizes: []int{2, 3, 4}, answer: a}
	inOwnFrame(env, q, func() { q.lay(env) })
	return q
}

// crowdedQuickAnswer is the server's answer at its most crowded: tables of
// long names, a full leaderboard, the person's own row.
func crowdedQuickAnswer() *quickAnswer {
	long := "Wwwwwwwwwwwwwwwwwwwwwwww"
	a := &quickAnswer{mine: &online.RatingRow{Rank: 12, Name: "Ada", Rating: 1623.4, Deviation: 88.2, Games: 14}}
	for i := range quickTablesShown + 1 {
		a.tables = append(a.tables, online.PublicTable{Code: "K9E81GJR", Game: "teacher", Players: 4, Open: 1 + i%3,
			Seats: []online.TablePlace{{Name: long, Rating: 1500}, {Name: "Bea", Rating: 1480}, {Name: long[:12], Rating: 1700}}[:1+i%3]})
	}
	for i := range quickRowsShown + 2 {
		a.rows = append(a.rows, online.RatingRow{Rank: i + 1, Name: long, Rating: 2100 - 50*float64(i), Deviation: 60, Games: 40})
	}
	return a
}

// TestPlayNowJoinsATableOrAsksTheQuickMatch: a table's button joins it by
// its code, a size's asks the quick match for a table of that size, and
// Back goes back to the lobby.
func TestPlayNowJoinsATableOrAsksTheQuickMatch(t *testing.T) {
	env := newTestEnv(t, "en")
	env.SetWindow(1280, 800, 1)
	tests := []struct {
		click int
		want  online.Message
	}{
		{btnQuickJoin + 1, online.Message{Type: online.TypeJoin, Code: "K9E81GJR", Name: "Ada"}},
		{btnQuickSize + 3, online.Message{Type: online.TypeQuick, Game: (&gametest.Teacher{}).ID(), Players: 3}},
	}
	for _, tt := range tests {
		q := quickMatchOver(env, crowdedQuickAnswer())
		env.Enter(q)
		if !menuHas(q.col.menu, tt.click) {
			t.Fatalf("no button %d", tt.click)
		}
		change, err := q.Update(env, gametest.Click(tt.click))
		if err != nil {
			t.Fatal(err)
		}
		c, ok := change.Scene().(*connecting)
		if !ok {
			t.Fatalf("button %d opens %T, want connecting", tt.click, change.Scene())
		}
		c.cancel()
		if c.hello.Type != tt.want.Type || c.hello.Code != tt.want.Code || c.hello.Players != tt.want.Players || c.hello.Game != tt.want.Game {
			t.Errorf("button %d sends %+v, want %+v", tt.click, c.hello, tt.want)
		}
	}
	q := quickMatchOver(env, crowdedQuickAnswer())
	env.Enter(q)
	if change, _ := q.Update(env, gametest.Click(btnQuickBack)); func() bool { _, ok := change.Scene().(*lobby); return !ok }() {
		t.Errorf("Back opens %T, want the lobby", change.Scene())
	}
}
