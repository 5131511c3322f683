// Command orbis is the digital edition of the board game Orbis. With no
// arguments it opens the game window; with a sub-command it runs headless
// (orbis help lists them). The commands live in game/cli; in the browser's
// build game/cli has only the window (its main_js.go).
package main

import (
	"os"

	"orbis/game/cli"
)

func main() { os.Exit(cli.Main(os.Args[1:], os.Stdout, os.Stderr)) }
