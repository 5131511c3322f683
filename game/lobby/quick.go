package lobby

import (
	"context"
	"log"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/input"
	"orbis/render"
)

// quickMatch is "Play now" of a game on a server: the person's rating in
// it, a button per table size that asks the quick match for a seat, the
// public tables waiting for players (one click joins one), and the
// game's best players. It asks the server in the background, signed in
// as the person's profile when there is one.
type quickMatch struct {
	server string // the server's WebSocket URL
	game   game.Game
	name   string // the name a join gives (the server uses the profile's)
	sizes  []int
	asked  chan quickAnswer
	answer *quickAnswer // nil while the server has not answered
	col    *column
	hover  input.Target
	focus  int
}

// quickAnswer is what the server said of the game's quick match.
type quickAnswer struct {
	tables []online.PublicTable
	rows   []online.RatingRow
	mine   *online.RatingRow
	err    error
}

// Table sizes offered, at most, and the rows and tables shown.
const (
	quickTablesShown = 4
	quickRowsShown   = 5
)

const (
	btnQuickBack = iota + 1
	btnQuickSize = 100 // + the table's size
	btnQuickJoin = 200 // + the table's place in the list
)

// newQuickMatch opens Play now of a game on the server at url.
func newQuickMatch(env *game.Env, url string, g game.Game, name string) *quickMatch {
	q := &quickMatch{server: url, game: g, name: name, sizes: quickSizes(g), asked: make(chan quickAnswer, 1)}
	id := env.Identity()
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		q.asked <- askQuickMatch(ctx, url, g.ID(), id)
	}()
	inOwnFrame(env, q, func() { q.lay(env) })
	return q
}

// quickSizes are the table sizes Play now offers for a game: two to four
// players, within what its tables seat.
func quickSizes(g game.Game) []int {
	most := 4
	if many, ok := g.(game.ManySeats); ok {
		most = min(most, many.OnlineSeats())
	}
	var out []int
	for n := 2; n <= most; n++ {
		out = append(out, n)
	}
	return out
}

// askQuickMatch reads the game's public tables and leaderboard, with the
// person's own row when they sign in.
func askQuickMatch(ctx context.Context, url, gameID string, id online.Identity) quickAnswer {
	var a quickAnswer
	if id != nil {
		ps, err := online.OpenProfile(ctx, url, id)
		if err == nil {
			defer ps.Close()
			if a.rows, a.mine, a.err = ps.Ratings(ctx, gameID, 0); a.err == nil {
				a.tables, a.err = ps.Tables(ctx, gameID)
			}
			return a
		}
		log.Printf("orbis: signing in to %s for Play now: %v", url, err)
	}
	if a.rows, a.err = online.QueryRatings(ctx, url, gameID, 0); a.err == nil {
		a.tables, a.err = online.QueryTables(ctx, url, gameID)
	}
	return a
}

// Responsive: the screen lays itself out for a phone's or a tablet's
// window.
func (q *quickMatch) Responsive() bool { return true }

// Restyle lays the screen out again for the window, or in the language
// chosen.
func (q *quickMatch) Restyle(env *game.Env) { q.lay(env) }

// Resting: the screen changes when the player acts, once the server
// answered.
func (q *quickMatch) Resting() bool { return q.answer != nil }

// lay lays the screen out for the canvas: in one column, or on a wide
// low canvas with the tables and the best players side by side; where
// even that is too tall, with fewer of them (quickShows).
func (q *quickMatch) lay(env *game.Env) {
	f := env.Frame()
	fits := func(c *column) bool { return c.h <= f.DH-2*fluidMargin }
	var c *column
	for _, show := range quickShows() {
		if c = q.build(env, newColumn(env), false, show); fits(c) {
			break
		}
		if f.DW >= 600 {
			if c = q.build(env, newColumnOf(env, 960), true, show); fits(c) {
				break
			}
		}
	}
	c.centre(env)
	q.col = c
}

// quickShow is how much of the screen a layout shows: tables and rows of
// the leaderboard at most, and whether it says how the match works.
type quickShow struct {
	tables, rows int
	intro        bool
}

// quickShows are the layouts from the fullest to the barest: fewer of the
// best players first, then fewer tables, then without the words on how
// the match works.
func quickShows() []quickShow {
	var out []quickShow
	for _, intro := range []bool{true, false} {
		for t := quickTablesShown; t >= 1; t-- {
			for r := quickRowsShown; r >= 1; r-- {
				out = append(out, quickShow{t, r, intro})
			}
		}
	}
	return append(out, quickShow{1, 0, false}, quickShow{0, 0, false})
}

// build lays the screen out in a column, or with the tables and the
// leaderboard in two halves side by side.
func (q *quickMatch) build(env *game.Env, c *column, halves bool, show quickShow) *column {
	c.title(env, env.T("match.title", q.game.Name()))
	a := q.answer
	switch {
	case a == nil:
		c.say(env, env.T("match.asking"), fluidText, render.InkDim)
	case a.err != nil:
		c.say(env, env.T("match.no_answer"), fluidText, render.InkDim)
	case a.mine != nil:
		c.say(env, env.T("match.your_rating", int(math.Round(a.mine.Rating)), int(math.Round(a.mine.Deviation))), fluidText, render.Gold)
	default:
		c.say(env, env.T("match.unrated"), fluidText, render.InkDim)
	}
	if show.intro {
		c.say(env, env.T("match.intro"), fluidSmall+1, render.InkDim)
	}
	var sizes []render.MenuButton
	for _, n := range q.sizes {
		sizes = append(sizes, render.MenuButton{ID: btnQuickSize + n, Label: env.N("match.players", n, n), Enabled: true, Primary: n == 2})
	}
	c.row(env, 200, sizes...)
	c.gap(fluidGap)
	tables, board := c, c
	if halves {
		tables, board = c.halves()
	}
	tables.say(env, env.T("match.tables"), fluidText, render.Ink)
	if a != nil && a.err == nil {
		if len(a.tables) == 0 {
			tables.say(env, env.T("match.no_tables"), fluidSmall+1, render.InkDim)
		}
		for i, t := range a.tables[:min(len(a.tables), show.tables)] {
			names := make([]string, len(t.Seats))
			for j, s := range t.Seats {
				names[j] = env.T("match.table_person", s.Name, s.Rating)
			}
			tables.say(env, strings.Join(names, ", "), fluidSmall+1, render.InkDim)
			tables.row(env, 320, render.MenuButton{ID: btnQuickJoin + i, Label: env.N("match.join_table", t.Open, t.Open), Enabled: true})
		}
	}
	board.say(env, env.T("match.leaderboard"), fluidText, render.Ink)
	if a != nil && a.err == nil {
		if len(a.rows) == 0 {
			board.say(env, env.T("match.nobody_rated"), fluidSmall+1, render.InkDim)
		}
		for _, r := range a.rows[:min(len(a.rows), show.rows)] {
			board.say(env, env.T("match.board_line", r.Rank, r.Name, int(math.Round(r.Rating))), fluidSmall+1, render.InkDim)
		}
	}
	if halves {
		c.join(tables, board)
	}
	c.gap(fluidGap)
	c.row(env, 280, render.MenuButton{ID: btnQuickBack, Label: env.T("online.back"), Enabled: true})
	return c
}

func (q *quickMatch) Hit(env *game.Env, x, y float64) input.Target {
	return game.HitMenu(env, q.col.menu, x, y)
}

func (q *quickMatch) Draggable(input.Target) bool { return false }

func (q *quickMatch) Update(env *game.Env, intents []input.Intent) (game.Change, error) {
	q.hover = game.LatestHover(intents, q.hover)
	select {
	case a := <-q.asked:
		if a.err != nil {
			log.Printf("orbis: Play now at %s: %v", q.server, a.err)
		}
		q.answer = &a
		q.lay(env)
	default:
	}
	id, ok := game.ClickedButton(intents)
	if !ok {
		id, ok = game.MenuKeys(intents, q.col.menu, &q.focus)
	}
	if game.Pressed(intents, input.KeyCancel) {
		id, ok = btnQuickBack, true
	}
	at := game.Hosted{Local: q.server}
	switch {
	case !ok:
	case id == btnQuickBack:
		return game.Replace(New(env)), nil
	case id >= btnQuickJoin && q.answer != nil && id-btnQuickJoin < len(q.answer.tables):
		return game.Replace(newConnecting(env, at, online.Message{Type: online.TypeJoin, Code: q.answer.tables[id-btnQuickJoin].Code, Name: q.name})), nil
	case id >= btnQuickSize && id < btnQuickJoin:
		return game.Replace(newConnecting(env, at, online.Message{Type: online.TypeQuick, Game: q.game.ID(), Players: id - btnQuickSize})), nil
	}
	return game.Stay, nil
}

func (q *quickMatch) Draw(env *game.Env, dst *ebiten.Image) {
	dst.Fill(render.Felt)
	q.col.draw(env, dst)
	game.DrawMenu(env, dst, q.col.menu, q.hover, q.focus)
}

// quick opens Play now of the lobby's game on the server typed.
func (l *lobby) quick(env *game.Env) game.Change {
	u, err := game.ServerURL(l.server)
	if err != nil {
		l.message = game.Say("online.bad_server")
		return game.Stay
	}
	l.remember(env)
	return game.Replace(newQuickMatch(env, u, l.game, strings.TrimSpace(l.name)))
}

// QuickMatchDemo is Play now of a game on the server at url (a
// picture's), once the server answered or 10 s passed.
func QuickMatchDemo(env *game.Env, url string, g game.Game) game.Scene {
	q := newQuickMatch(env, url, g, "Ada")
	for deadline := time.Now().Add(10 * time.Second); q.answer == nil && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
		env.Enter(q)
		_, _ = q.Update(env, nil) // takes the server's answer
	}
	return q
}
