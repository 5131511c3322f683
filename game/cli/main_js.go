//go:build js

package cli

import (
	"fmt"
	"io"

	"orbis/game"
	"orbis/game/games"
	"orbis/game/shell"
)

// Main runs the game in the browser's page, whatever the arguments: the
// headless commands, and all they would add to the download, stay in the
// desktop binary. It returns the exit code.
func Main(_ []string, _, stderr io.Writer) int {
	if err := shell.Run(game.Options{Games: games.Games()}); err != nil {
		fmt.Fprintln(stderr, "orbis:", err)
		return 1
	}
	return 0
}
