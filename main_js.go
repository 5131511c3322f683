//go:build js

package main

import (
	"fmt"
	"os"

	"orbis/game"
	"orbis/game/games"
)

// main runs the game in the browser's page: the headless commands, and all
// they would add to the download, stay in the desktop binary.
func main() {
	if err := game.Run(game.Options{Games: games.Games()}); err != nil {
		fmt.Fprintln(os.Stderr, "orbis:", err)
		os.Exit(1)
	}
}
