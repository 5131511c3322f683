//go:build !js

package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"math"
	"os"
	"strings"
	"time"

	"orbis/assets"
)

// writeLadderRatings rewrites the game's entry of the ratings file the
// game embeds (assets/ladder.json), keeping the other game's: setup shows
// each computer seat's rating from it.
func writeLadderRatings(path string, rep ladderReport, args []string) error {
	file := assets.LadderFile{Version: assets.LadderVersion, Games: map[string]assets.GameLadder{}}
	old, err := os.ReadFile(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
	case err != nil:
		return fmt.Errorf("ratings file: %w", err)
	default:
		// A broken file is not overwritten blind: it may hold the other
		// game's ladder, hours of games.
		if file, err = assets.ParseLadder(old); err != nil {
			return fmt.Errorf("ratings file %s (mend or remove it): %w", path, err)
		}
		if file.Games == nil {
			file.Games = map[string]assets.GameLadder{}
		}
		file.Version = assets.LadderVersion
	}
	g := assets.GameLadder{Date: time.Now().UTC().Format("2006-01-02"), Command: "orbis arena " + strings.Join(args, " "), Ratings: map[string]assets.Rating{}}
	for _, lv := range rep.Levels {
		g.Ratings[lv.Name] = assets.Rating{Elo: tenth(lv.Elo), Lo: tenth(lv.CI95[0]), Hi: tenth(lv.CI95[1]), Games: lv.Games}
	}
	file.Games[rep.Game] = g
	data, err := json.MarshalIndent(file, "", "  ")
	if err != nil {
		return fmt.Errorf("ratings file: %w", err)
	}
	if _, err := assets.ParseLadder(data); err != nil { // what the game would refuse is not written
		return fmt.Errorf("ratings file %s: %w", path, err)
	}
	if err := os.WriteFile(path, append(data, '\n'), 0o644); err != nil {
		return fmt.Errorf("ratings file: %w", err)
	}
	return nil
}

// tenth rounds a rating to a tenth of a point: the file reads as the
// ladder's table does.
func tenth(v float64) float64 { return math.Round(v*10) / 10 }
