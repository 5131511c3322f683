//go:build !js

// Package cli is the binary's entry (Main): it holds the headless
// sub-commands of the one binary (random, replay, arena, balance,
// screenshot, fps, serve, server, package) and opens the game window when
// there is none. The browser's build has only main_js.go, the window: the
// commands stay out of the download. The games come from game/games, each
// game's part of a command from its headless.Features.
package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"orbis/game"
	"orbis/game/cli/packaging"
	"orbis/game/games"
	"orbis/game/headless"
	"orbis/game/shell"
)

const usage = `usage:
  orbis                                         open the game window
  orbis random [--game orbis|orbit] --players N --seed S --out FILE
                                                play a game of random legal moves and write its record
                                                (Orbis: 2 to 4 players; Orbit: 1 to 6, 1 the solo game)
  orbis replay FILE                             replay a record (Orbis or Orbit) and print the score as JSON
  orbis analyse [--json] [--iterations N] [--seed S] FILE
                                                rate every decision of an Orbis record's human seats against the Hard search
  orbis hints [--games 10] [--seed 1] [--iterations N] [--judge-iterations N] [--workers W] [--hint medium] [--json]
                                                2-player games against Medium in which one seat plays the Hint, its
                                                decisions then judged by the analysis: the hints' mean loss and mistakes
  orbis arena --players N --ai LIST --games G --seed S [--budget D | --iterations K] [--json]
                                                play computer players (easy, medium, hard, expert, random, or a rival:
                                                vesta, demeter, etna) against each other
  orbis arena --ladder [--game orbis|orbit] [--games G] [--iterations hard=K,expert=K | --budget D] [--out docs/ladder.md] [--ratings assets/ladder.json]
                                                rate every computer level (and Orbis' rivals) in a round-robin (Elo with
                                                95% intervals); --out also rewrites the ratings setup shows
  orbis screenshot --scene title|setup|play|gameover --players N --seed S --out FILE.png [--size WxH]
                                                render a scene in a real window and save it as PNG;
                                                --switch-lang L, --switch-safe-colours or --switch-scale P with
                                                --frames DIR change the settings once it is drawn, as the
                                                options do, and write every frame after
  orbis fps [--game orbis|orbit] [--players 4] [--seconds 20] [--ai hard] [--speed fast] [--bare]
                                                frames per second and Update/Draw times while computers play;
                                                --bare alternates the table with a bare Ebitengine program;
                                                --record FILE shows a recorded game (Orbit) at the table's pace;
                                                --check-frames compares each frame with the table drawn whole
  orbis balance [--games G] [--ai LEVEL] [--out docs/balance.md]
                                                the catalogue's balance report from games between equal players
  orbis package linux --out DIR [--exec PATH]   write the desktop entry and icons of the Linux package
  orbis package windows-resources --out FILE.syso
                                                write the Windows icon, manifest and version info for go build
  orbis package check-exe FILE.exe              check that a Windows build is a GUI program with its resources
  orbis package macos --out DIR/Orbis.app --amd64 BIN --arm64 BIN [--zip FILE]
                                                assemble the macOS app bundle with a universal executable
  orbis serve [--dir dist/web] [--port 8080]    serve the web build on 127.0.0.1
  orbis webpack [--max-brotli N] [--max-gzip-wasm N] DIR
                                                pack a web build in place (./build.sh web): names by content hash,
                                                manifest and icons, brotli and gzip copies; fails over the limits
  orbis server [--addr :8080] [--data DIR] [--nats URL] [--web dist/web] [--origin NAMES] [--tls-cert F --tls-key F]
                                                host online rooms of both games: WebSocket at /ws, /healthz,
                                                the web build at /; rooms kept in NATS JetStream (embedded in DIR)
  orbis bot --server HOST:PORT --code ABCD-EFGH [--name N] [--level medium]
                                                join a room as a computer player and play its seat to the end
  orbis watch --server HOST:PORT --code ABCD-EFGH [--json]
                                                watch a room as a spectator: each step and the chat as they
                                                come, the final scores (JSON lines with --json); exit 0 at the end
  orbis bot --server HOST:PORT --quick GAME[:PLAYERS] [--profile FILE] [--name N]
                                                a computer player with a profile: the quick match seats it at a
                                                public table, where it waits for people and plays a rated game
  orbis ratings --server HOST:PORT --game GAME [--from N] [--json]
                                                a game's leaderboard: name, rating, deviation, rated games
  orbis nats-node --name N --data DIR [--port 4222] [--cluster-port 6222] [--routes nats://H:P,...]
                                                run one node of a NATS JetStream cluster for orbis server --nats
  orbis loadtest [--rooms 1000] [--players 2] [--game orbis|orbit] [--think D] [--duration 60s] [--url ws://HOST:PORT/ws] [--bare] [--json]
                                                rooms of scripted clients playing random moves: moves/s, action
                                                latency, memory per room (no --url: a server in this process)
  orbis bare-server --data DIR [--addr 127.0.0.1:8091] [--sync always] [--spacing 10ms]
                                                a server that only stores each move and sends it to its room: the
                                                least CPU a move costs here (orbis loadtest --bare --url ws://ADDR/ws)
`

// Main runs the binary with its arguments: the game window without any, a
// sub-command otherwise. It returns the exit code.
func Main(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		host := &inAppHost{}
		if err := shell.Run(game.Options{Games: games.Games(), Host: host.start}); err != nil {
			fmt.Fprintln(stderr, "orbis:", err)
			return 1
		}
		return 0
	}
	return Run(args[0], args[1:], stdout, stderr)
}

// Run runs a headless sub-command and returns the exit code.
func Run(name string, args []string, stdout, stderr io.Writer) int {
	var err error
	switch name {
	case "random":
		err = cmdRandom(args, stderr)
	case "replay":
		err = cmdReplay(args, stdout, stderr)
	case "analyse":
		err = cmdAnalyse(args, stdout, stderr)
	case "hints":
		err = cmdHints(args, stdout, stderr)
	case "arena":
		err = cmdArena(args, stdout, stderr)
	case "balance":
		err = cmdBalance(args, stdout, stderr)
	case "screenshot":
		err = cmdScreenshot(args, stderr)
	case "fps":
		err = cmdFPS(args, stdout, stderr)
	case "package":
		err = packaging.Run(args, stdout, stderr)
	case "serve":
		err = cmdServe(args, stdout, stderr)
	case "webpack":
		err = cmdWebpack(args, stdout, stderr)
	case "server":
		err = cmdServer(args, stderr)
	case "bot":
		err = cmdBot(args, stdout, stderr)
	case "watch":
		err = cmdWatch(args, stdout, stderr)
	case "ratings":
		err = cmdRatings(args, stdout, stderr)
	case "nats-node":
		err = cmdNATSNode(args, stderr)
	case "loadtest":
		err = cmdLoadtest(args, stdout, stderr)
	case "bare-server":
		err = cmdBareServer(args, stderr)
	case "help", "-h", "--help":
		fmt.Fprint(stdout, usage)
		return 0
	default:
		fmt.Fprintf(stderr, "orbis: unknown command %q\n%s", name, usage)
		return 2
	}
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errUsage), errors.Is(err, packaging.ErrUsage):
		fmt.Fprintf(stderr, "orbis %s: %v\n", name, err)
		return 2
	case err != nil:
		fmt.Fprintf(stderr, "orbis %s: %v\n", name, err)
		return 1
	}
	return 0
}

// errUsage marks a sub-command called with the wrong words: exit status 2.
var errUsage = headless.ErrUsage

var usageError = headless.UsageError
