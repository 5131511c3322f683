//go:build !js

package cli

import (
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/game"
	"orbis/game/games"
	"orbis/game/headless"
	"orbis/game/lobby"
	"orbis/game/online"
	"orbis/game/options"
	"orbis/game/saves"
	"orbis/game/stats"
)

// shot is the screenshot command's hook: it opens the scene asked for and
// writes the screen to a PNG file once every piece of it is drawn.
type shot struct {
	game      headless.Game
	scene     string
	players   int
	seed      uint64
	out       string
	frames    int
	done      bool
	err       error
	switching *switchFrames // a change of settings over the scene, or nil
}

// shotFrames lets glyph caches fill and animations settle before a picture.
const shotFrames = 10

func (s *shot) Start(env *game.Env) (game.Scene, error) {
	first, err := s.first(env)
	if err != nil || s.switching == nil {
		return first, err
	}
	if first == nil {
		first = game.Title(env)
	}
	return game.Stacked(first, s.switching.sw), nil
}

// first is the scene asked for; nil for the title.
func (s *shot) first(env *game.Env) (game.Scene, error) {
	switch s.scene {
	case "title":
		return nil, nil
	case "setup":
		return s.game.SetupFor(env, s.players), nil
	case "options":
		return game.Stacked(game.Title(env), options.New(env)), nil
	case "rules":
		return game.Stacked(game.Title(env), game.Rules(env, s.game.Rules())), nil
	case "stats": // a made-up history: the picture never reads a real record
		return game.Stacked(game.Title(env), stats.Demo(env, s.seed)), nil
	case "lobby":
		return lobby.New(env), nil
	case "mygames": // the lobby with games of mine, the person's turn in some
		return lobby.MyGamesDemo(env), nil
	case "profile": // the device's profile, a made-up one with its code shown
		return lobby.ProfileDemo(env), nil
	case "profilereplace", "profilesignout": // the profile's screen asking before it replaces the key, or signs out
		return lobby.ProfileAskDemo(env, s.scene == "profilereplace"), nil
	case "originrefused": // a browser page opened by a host name the server was not told
		return lobby.RefusedDemo(env, &online.OriginRefused{Host: "orbis.lan"}), nil
	case "offline": // a join tried on a page that knows it is offline
		return lobby.OfflineDemo(env), nil
	case "server_full", "too_many_rooms": // a server's refusal of a new room
		return lobby.RefusedDemo(env, &online.Refused{Reason: s.scene}), nil
	case "replayopening", "replaynotover": // a shared replay's link: asking, and a game under way
		return replayScene(env, s.scene), nil
	case "hostsetup": // the new-game screen of a room on a server
		return lobby.HostDemo(env), nil
	case "watching": // a spectator's table
		return s.watchingScene(env)
	case "online", "invite", "chat", "onlinepause":
		return s.onlineScene(env)
	case "seats", "seatsask", "seatsguest", "lost":
		return s.seatsScene(env)
	case "roomsize", "waitingroom", "waitingguest":
		return s.roomsScene(env)
	case "quickmatch":
		return s.quickScene(env)
	case "wentback":
		return s.wentBackScene(env)
	case "toomanyconns", "connsfull", "roomfailed":
		return s.refusedScene(env)
	case "continue", "inprogress", "deletegame", "reviewsaves":
		if err := saveDemoGames(env, s.seed); err != nil {
			return nil, err
		}
		switch s.scene {
		case "continue":
			return game.Title(env), nil
		case "reviewsaves":
			return game.Stacked(game.Title(env), saves.NewPicker(env)), nil
		}
		return saves.Demo(env, s.scene == "deletegame"), nil
	case "pause": // the pause menu over a game
		scene, err := s.game.Demo(env, "play", s.players, s.seed)
		if err != nil {
			return nil, err
		}
		p, ok := scene.(game.Pausable)
		if !ok {
			return nil, fmt.Errorf("the %s table has no pause menu", s.game.ID())
		}
		return game.Stacked(scene, game.NewPause(env, p)), nil
	}
	return s.game.Demo(env, s.scene, s.players, s.seed)
}

// RedrawAll: a picture is of a whole frame, drawn afresh.
func (s *shot) RedrawAll() bool { return true }

func (s *shot) Updated(*game.Env, game.Scene, time.Duration) error {
	if !s.done {
		return nil
	}
	if s.err != nil {
		return s.err
	}
	return ebiten.Termination
}

func (s *shot) Drawn(env *game.Env, top game.Scene, screen *ebiten.Image, _ time.Duration) {
	s.frames++
	if s.done {
		return
	}
	ready := s.frames >= shotFrames && settled(top, s.game)
	if s.switching != nil {
		var err error
		if ready, err = s.switching.drawn(screen, ready); err != nil {
			s.err, s.done = err, true
			return
		}
	}
	if ready {
		s.err, s.done = writePNG(screen, s.out), true
	}
}

// saveDemoGames leaves games of every game in progress, as if played and
// left: for the pictures of the title's Continue and of the list of games
// in progress. The default game's are saved last, the newest.
func saveDemoGames(env *game.Env, seed uint64) error {
	all := games.All()
	for i := len(all) - 1; i >= 0; i-- {
		if err := saveDemoGamesOf(env, all[i].Game, seed); err != nil {
			return err
		}
	}
	return nil
}

// saveDemoGamesOf saves a game's DemoSaves.
func saveDemoGamesOf(env *game.Env, g headless.Game, seed uint64) error {
	for _, d := range g.Headless().DemoSaves {
		scene, err := g.Demo(env, "play", d.Players, seed+d.SeedOffset)
		if err != nil {
			return err
		}
		table, ok := scene.(game.Pausable)
		if !ok {
			return fmt.Errorf("the demo game of %d players is no table to save", d.Players)
		}
		err = env.Save(table.SaveSlot(), table.SaveData())
		table.Close()
		if err != nil {
			return err
		}
	}
	return nil
}

// settled reports whether the scene on top has drawn every piece it holds:
// a picture waits until then.
func settled(top game.Scene, g headless.Game) bool {
	if s, ok := top.(interface{ Settled() bool }); ok {
		return s.Settled()
	}
	return g.Settled()
}

// writePNG writes the screen to a PNG file.
func writePNG(screen *ebiten.Image, path string) error {
	img := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(img.Pix)
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// bench is the fps command's hook: computer seats play while it measures
// frames per second and the time spent in Update and Draw.
type bench struct {
	game      headless.Game
	watch     func(env *game.Env, players, level int, speed game.Speed) (game.Scene, error)
	players   int
	duration  time.Duration
	level     int    // of the game's Levels, 1 the weakest
	levelName string // its name
	speed     game.Speed
	out       io.Writer

	top        game.Scene // the scene on top at the last Update
	wholeFrame bool       // the next frame is drawn whole
	bare       bool       // orbis fps --bare times the frames; this hook only runs the game

	started        time.Time
	updates, draws []time.Duration
	fps            []float64
	lastSample     time.Time

	check *frameCheck // --check-frames: each frame against the scene drawn whole; nil: none
}

func (b *bench) Start(env *game.Env) (game.Scene, error) {
	return b.watch(env, b.players, b.level, b.speed)
}

// RedrawAll: a frame over another program's is drawn whole.
func (b *bench) RedrawAll() bool { return b.wholeFrame }

// close stops the computers' work.
func (b *bench) close() {
	if c, ok := b.top.(interface{ Close() }); ok {
		c.Close()
	}
}

func (b *bench) Updated(_ *game.Env, top game.Scene, took time.Duration) error {
	b.top = top
	if b.bare {
		return nil
	}
	now := time.Now()
	if b.started.IsZero() {
		b.started, b.lastSample = now, now
		return nil
	}
	b.updates = append(b.updates, took)
	if now.Sub(b.lastSample) >= time.Second {
		b.fps = append(b.fps, ebiten.ActualFPS())
		b.lastSample = now
	}
	if now.Sub(b.started) < b.duration {
		return nil
	}
	turns := 0
	if t, ok := top.(interface{ Turns() int }); ok {
		turns = t.Turns()
	}
	b.close()
	b.report(turns)
	if b.check != nil {
		return b.check.report(b.out)
	}
	return ebiten.Termination
}

func (b *bench) Drawn(env *game.Env, top game.Scene, screen *ebiten.Image, took time.Duration) {
	if !b.started.IsZero() {
		b.draws = append(b.draws, took)
	}
	if b.check != nil {
		b.check.frame(env, top, screen)
	}
}

// report prints the figures.
func (b *bench) report(turns int) {
	stats := func(d []time.Duration) (mean, p99, worst float64) {
		if len(d) == 0 {
			return
		}
		s := slices.Clone(d)
		slices.Sort(s)
		var sum time.Duration
		for _, x := range s {
			sum += x
		}
		ms := func(x time.Duration) float64 { return float64(x) / float64(time.Millisecond) }
		return ms(sum) / float64(len(s)), ms(s[len(s)*99/100]), ms(s[len(s)-1])
	}
	um, u99, umax := stats(b.updates)
	dm, d99, dmax := stats(b.draws)
	fps := b.fps
	if len(fps) > 2 {
		fps = fps[1:] // the first second fills the sprite cache
	}
	var sum, low float64
	low = 1e9
	for _, f := range fps {
		sum += f
		low = min(low, f)
	}
	players := b.players
	if s, ok := b.top.(interface{ Seats() int }); ok && players == 0 {
		players = s.Seats() // a record's
	}
	fmt.Fprintf(b.out, "players %d, level %v, speed %d, %s: %d turns played\n", players, b.levelName, b.speed, b.duration, turns)
	fmt.Fprintf(b.out, "FPS mean %.1f, lowest one-second sample %.1f (%d samples)\n", sum/float64(max(1, len(fps))), low, len(fps))
	fmt.Fprintf(b.out, "Update ms: mean %.3f, p99 %.3f, max %.3f (%d frames)\n", um, u99, umax, len(b.updates))
	fmt.Fprintf(b.out, "Draw   ms: mean %.3f, p99 %.3f, max %.3f (%d frames)\n", dm, d99, dmax, len(b.draws))
}
