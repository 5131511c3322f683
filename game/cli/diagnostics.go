//go:build !js

package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/assets"
	"orbis/game"
	"orbis/game/games"
	"orbis/game/headless"
	"orbis/game/shell"
)

// cmdScreenshot renders one scene in a real window and writes it as PNG.
func cmdScreenshot(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis screenshot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	scene := fs.String("scene", "play", "title, setup, options, rules, stats, lobby (play online), mygames (the lobby with games of mine, the person's turn in some), profile, profilereplace and profilesignout (a profile's screen, asking before it replaces the key or signs out on this device), server_full, too_many_rooms (a server's refusal of a new room), originrefused (joining refused: the page was opened by a host name the server was not told), online (a table of a room on a server in this process), invite (the invitation that room opens with), chat (its chat, which offers the invitation), wentback (a table whose server lost its last moves), onlinepause (its pause menu), seats (the players of a room of four before the first move as its host sees them: a friend here, one away, an open seat), seatsask (the host asked to let the computer play the absent friend's seat), seatsguest (the players as the friend here sees them), lost (a table whose seat is played on another device), roomsize (the size and turn clock of a room of Orbit, as its host chooses them), quickmatch (Play now: a rating, public tables waiting, the leaderboard), waitingroom and waitingguest (a room of seats up to 24 waiting for its host's start, as the host and a guest see it), toomanyconns and connsfull (joining refused before the WebSocket opens: too many connections from this address, all the server's connections taken), roomfailed (a table whose room failed on the server), offline (joining tried on a page that knows it is offline), continue (the title with games in progress), inprogress (the list of games in progress), deletegame (its question before a delete), reviewsaves (the replay viewer's list with them), pause (the pause menu over a game), and the game's own: Orbis' play, rivals (the setup with the named rivals), tutorial (its first lesson), tutorial-rows, tutorial-god, tutorial-exchange (where that lesson comes), legend, notice, choice (a choice panel open), exchange, wild (the Wilderness question), hint (a hint shown), gameover, review, analysis or reviewpicker (the replay viewer, analysed, the list of games kept); Orbit's play, order, accept, countermand (solo: an order countermanded), scout, again (a second follow), buy, zap, log (a phone's drawer open), tutorial (its first lesson), tutorial-roll, -scout, -mine, -buy, -zap, -countermand, -goals, -end (where that lesson comes), captains (a phone's grid of the other captains open, --players 7 to 100), gameover, review or reviewpicker")
	which := fs.String("game", defaultGame().ID(), "the game shown: "+gameIDs())
	players := fs.Int("players", 2, "players: Orbis 2 to 4, Orbit 1 to 6 (a picture of a crowd's table: up to 100)")
	seed := fs.Uint64("seed", 1, "seed of the game shown")
	out := fs.String("out", "", "PNG file to write")
	size := fs.String("size", "", "window size WxH (default 1280x800)")
	lang := fs.String("lang", "en", "the language of the words: "+strings.Join(assets.Languages(), ", "))
	scale := fs.Int("scale", 100, "the interface scale in percent: 100, 125 or 150")
	safe := fs.Bool("safe-colours", false, "the colour-blind-safe colours")
	device := fs.Float64("device-scale", 0, "the screen's pixels per window pixel, as a phone's 2 or 3 (default: the monitor's); the picture is that many times the --size")
	switchLang := fs.String("switch-lang", "", "once the scene is drawn, change the language to this one, as the options do (with --frames)")
	switchSafe := fs.Bool("switch-safe-colours", false, "once the scene is drawn, choose the colour-blind-safe colours, as the options do (with --frames)")
	switchScale := fs.Int("switch-scale", 0, "once the scene is drawn, change the interface scale to this one, as the options do (with --frames)")
	frames := fs.String("frames", "", "a folder for the frames of a switch: before.png, then every frame after it; --out is the last")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !slices.Contains(assets.Languages(), *lang) {
		return usageError("--lang wants one of %s", strings.Join(assets.Languages(), ", "))
	}
	if *switchLang != "" && !slices.Contains(assets.Languages(), *switchLang) {
		return usageError("--switch-lang wants one of %s", strings.Join(assets.Languages(), ", "))
	}
	if (*switchLang != "" || *switchSafe || *switchScale != 0) != (*frames != "") {
		return usageError("--switch-lang, --switch-safe-colours and --switch-scale go with --frames")
	}
	var w, h int
	if *size != "" {
		if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 320 || h < 200 {
			return usageError("--size wants WxH, e.g. 2560x1600")
		}
	}
	// Every game, the one shown first: the title offers the choice.
	var shown headless.Game
	var others []game.Game
	for _, e := range games.All() {
		if e.Game.ID() == *which {
			shown = e.Game
		} else {
			others = append(others, e.Game)
		}
	}
	if shown == nil {
		return usageError("--game wants %s", gameIDs())
	}
	minP, maxP := shown.Headless().MinPlayers, max(shown.Headless().MaxPlayers, shown.Headless().MaxPictured)
	if *out == "" || fs.NArg() > 0 || *players < minP || *players > maxP {
		return usageError("want --out FILE.png, --players %d..%d and no other arguments", minP, maxP)
	}
	dir, err := os.MkdirTemp("", "orbis-shot-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	// A fresh config folder: a screenshot never shows or touches a real save.
	shot := &shot{game: shown, scene: *scene, players: *players, seed: *seed, out: *out}
	if *frames != "" {
		shot.switching = &switchFrames{sw: &switcher{lang: *switchLang, safe: *switchSafe, scale: *switchScale}, dir: *frames}
	}
	// The application's own server, started only if a picture clicks "Host".
	host := &inAppHost{}
	return shell.Run(game.Options{ConfigDir: dir, Games: append([]game.Game{shown}, others...), Hook: shot, W: w, H: h, DeviceScale: *device, Lang: *lang, Scale: *scale, SafeColours: *safe, Host: host.start})
}

// cmdFPS measures the frame rate and frame times in a real window while
// computer seats play.
func cmdFPS(args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("orbis fps", flag.ContinueOnError)
	fs.SetOutput(stderr)
	which := fs.String("game", defaultGame().ID(), "the game watched: "+gameIDs())
	players := fs.Int("players", 4, "computer seats: "+playersUsage())
	seconds := fs.Float64("seconds", 20, "how long to measure")
	level := fs.String("ai", "hard", "the computers' level")
	speed := fs.String("speed", "fast", "slow, normal, fast or instant")
	bare := fs.Bool("bare", false, "alternate the table with a bare Ebitengine program, three times each for --seconds, at 1280x800, after 2 s of the table not counted")
	check := fs.Bool("check-frames", false, "compare every frame, pixel for pixel, with the table drawn whole (a table that keeps its picture: Orbit's); any other frame is an error")
	record := fs.String("record", "", "a record file (orbis random --out): its game shown step by step at the table's pace, as a seat's screen of an online room, in place of computers playing")
	if err := fs.Parse(args); err != nil {
		return err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	watched, err := gameFlag(*which)
	if err != nil {
		return err
	}
	f := watched.Headless()
	lvl, err := f.Levels.Parse(*level)
	speeds := map[string]game.Speed{"slow": game.SpeedSlow, "normal": game.SpeedNormal, "fast": game.SpeedFast, "instant": game.SpeedInstant}
	sp, ok := speeds[*speed]
	seats := *players >= f.MinPlayers && *players <= f.MaxPlayers || *record != ""
	if err != nil || !ok || fs.NArg() > 0 || !seats || *seconds <= 0 {
		return usageError("want --players %d..%d for %s, --seconds > 0, --ai %s, --speed slow|normal|fast|instant",
			f.MinPlayers, f.MaxPlayers, f.Title, strings.Join(f.Levels, "|"))
	}
	watch := f.Watch
	if *record != "" {
		if set["players"] || set["ai"] {
			return usageError("--record plays the record's seats: no --players or --ai")
		}
		if watched, f, watch, err = spectated(*record, watched, set["game"]); err != nil {
			return err
		}
		*players = 0 // the record's, said by the table
	}
	if watch == nil {
		return usageError("%s has no table of computers to watch", f.Title)
	}
	dir, err := os.MkdirTemp("", "orbis-fps-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	phase := time.Duration(*seconds * float64(time.Second))
	bench := &bench{game: watched, watch: watch, players: *players, duration: phase, level: lvl, levelName: f.Levels.Name(lvl),
		speed: sp, out: stdout, bare: *bare}
	if *check {
		if *bare {
			return usageError("--check-frames measures the table's own frames: not with --bare")
		}
		bench.check = &frameCheck{}
	}
	opts := game.Options{ConfigDir: dir, Games: []game.Game{bench.game}, Hook: bench}
	if *bare {
		b, err := newBareBench(bench, phase, stdout)
		if err != nil {
			return err
		}
		opts.W, opts.H = 1280, 800
		opts.Wrap = func(a *game.App) ebiten.Game { b.app = a; return b }
	}
	return shell.Run(opts)
}

// spectated is orbis fps --record: the game of the record file (the one
// --game names, when given, must be its), and a table that shows it.
func spectated(path string, named headless.Game, gameGiven bool) (headless.Game, headless.Features, func(*game.Env, int, int, game.Speed) (game.Scene, error), error) {
	data, err := readRecord(path)
	if err != nil {
		return nil, headless.Features{}, nil, err
	}
	for _, e := range games.All() {
		f := e.Game.Headless()
		if !f.IsRecord(data) {
			continue
		}
		if gameGiven && e.Game.ID() != named.ID() {
			return nil, f, nil, usageError("%s is a record of %s, not of %s", path, f.Title, named.Headless().Title)
		}
		if f.Spectate == nil {
			return nil, f, nil, usageError("%s has no table to show a record on", f.Title)
		}
		watch := func(env *game.Env, _, _ int, speed game.Speed) (game.Scene, error) {
			s, err := f.Spectate(env, data, speed)
			if err != nil {
				return nil, fmt.Errorf("%s: %w", path, err)
			}
			return s, nil
		}
		return e.Game, f, watch, nil
	}
	return nil, headless.Features{}, nil, fmt.Errorf("%s: not a record of %s", path, gameIDs())
}
