package table

import (
	"context"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/online"
	"orbis/game/online/onlinetest"
	"orbis/game/online/server/servertest"
	"orbis/input"
)

// countGame is the online test game as an application's game: its table
// is a scene that names the client it was opened with.
type countGame struct{}

func (countGame) ID() string                                   { return onlinetest.ID }
func (countGame) Name() string                                 { return "COUNT" }
func (countGame) Tagline(*game.Env) string                     { return "" }
func (countGame) Setup(*game.Env) game.Scene                   { return nil }
func (countGame) Resume(*game.Env, []byte) (game.Saved, error) { return nil, game.ErrNotThisGame }
func (countGame) Ornament(*game.Env, *ebiten.Image)            {}
func (countGame) Rules() []game.RuleSection                    { return nil }
func (countGame) SeatSetup() game.SeatSetup                    { return game.SeatSetup{} }
func (countGame) OnlineView() online.Viewer                    { return onlinetest.Game(1) }
func (countGame) PlayOnline(_ *game.Env, c *online.Client) (game.Scene, error) {
	return countTable{c}, nil
}

type countTable struct{ c *online.Client }

func (countTable) Update(*game.Env, []input.Intent) (game.Change, error) { return game.Stay, nil }
func (countTable) Draw(*game.Env, *ebiten.Image)                         {}
func (countTable) Hit(*game.Env, float64, float64) input.Target          { return input.Target{} }
func (countTable) Draggable(input.Target) bool                           { return false }

// TestOnlineRematchMovesThoseAtTheScore: two players at an online game's
// final score; one presses Rematch, and both final scores open the new
// room's table, each remembered among the player's games, without the
// other pressing anything.
func TestOnlineRematchMovesThoseAtTheScore(t *testing.T) {
	url := servertest.Start(t, onlinetest.Game(1))
	dial := func(hello online.Message) *online.Client {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		c, err := online.Dial(ctx, url, []online.Viewer{onlinetest.Game(1)}, hello)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(c.Close)
		return c
	}
	host := dial(online.Message{Type: online.TypeCreate, Game: onlinetest.ID, Name: "Ana", Seats: []online.SeatInfo{{Kind: "human"}, {Kind: "open"}}, Spectators: true})
	code, _, _ := host.Seat()
	guest := dial(online.Message{Type: online.TypeJoin, Code: code, Name: "Bo"})
	spectator := dial(online.Message{Type: online.TypeWatch, Code: code})
	if err := host.Act(0, []string{onlinetest.Move}); err != nil {
		t.Fatal(err)
	}
	scores := map[*online.Client]*OnlineRematch{}
	envs := map[*online.Client]*game.Env{}
	for _, c := range []*online.Client{host, guest} {
		env, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{countGame{}}})
		if err != nil {
			t.Fatal(err)
		}
		envs[c], scores[c] = env, NewOnlineRematch(c)
	}
	s := Score{RematchWord: scores[host].Word}
	scores[host].Ask()
	s.Buttons(envs[host], "")
	if s.Menu[0].Label != envs[host].T("rematch.joining") || s.Menu[0].Enabled {
		t.Fatalf("the Rematch button while asked: %+v", s.Menu[0])
	}
	tables := map[*online.Client]game.Scene{}
	deadline := time.Now().Add(5 * time.Second)
	for len(tables) < 2 && time.Now().Before(deadline) {
		for c, r := range scores {
			if tables[c] != nil {
				continue
			}
			next, err := r.Follow(envs[c])
			if err != nil {
				t.Fatal(err)
			}
			if next != nil {
				tables[c] = next
			}
		}
		time.Sleep(time.Millisecond)
	}
	if len(tables) < 2 {
		t.Fatalf("the final scores opened %d tables of the rematch, want 2", len(tables))
	}
	// A spectator's score offers no Rematch and follows none: it holds no seat.
	watcherEnv, err := game.NewEnv(game.Options{ConfigDir: t.TempDir(), Lang: "en", Games: []game.Game{countGame{}}})
	if err != nil {
		t.Fatal(err)
	}
	watcher := NewOnlineRematch(spectator)
	ws := Score{RematchWord: watcher.Word}
	watcher.Ask()
	ws.Buttons(watcherEnv, "")
	if ws.Menu[0].Enabled {
		t.Errorf("a spectator's Rematch button can be pressed: %+v", ws.Menu[0])
	}
	for range 50 {
		if next, err := watcher.Follow(watcherEnv); next != nil || err != nil {
			t.Fatalf("a spectator's score followed the rematch: %v %v", next, err)
		}
		time.Sleep(time.Millisecond)
	}
	hostCode, _, hostSeat := host.Seat()
	guestCode, guestToken, guestSeat := guest.Seat()
	if hostCode == code || guestCode != hostCode || hostSeat != 1 || guestSeat != 0 {
		t.Fatalf("the rematch: host in %s seat %d, guest in %s seat %d; want one new room, the seats turned", hostCode, hostSeat, guestCode, guestSeat)
	}
	if refs := envs[guest].OnlineGames(); len(refs) == 0 || refs[0].Code != guestCode || refs[0].Token != guestToken {
		t.Fatalf("the guest's games: %+v; want the rematch first", refs)
	}
}
