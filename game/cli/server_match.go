//go:build !js

package cli

import (
	"flag"
	"fmt"

	"orbis/assets"
	"orbis/game/online/rating"
	"orbis/game/online/server"
)

// matchFlags are orbis server's flags of the quick match (docs/protocol.md,
// Limits); the function reads them once parsed.
func matchFlags(fs *flag.FlagSet) func() server.MatchLimits {
	quicks := fs.Int("quick-rate", 6, "quick matches one profile may ask for a minute")
	offer := fs.Duration("fill-offer-after", server.MatchLimits{}.WithDefaults().FillOfferAfter, "how long a public table waits for people before its people are offered computers for the open seats")
	turn := fs.Duration("public-turn-limit", server.MatchLimits{}.WithDefaults().TurnLimit, "a public table's turn limit: past it the computer plays an absent person's turn")
	return func() server.MatchLimits {
		return server.MatchLimits{QuicksPerMinute: *quicks, FillOfferAfter: *offer, TurnLimit: *turn}
	}
}

// onlineLadders are the computers' ratings a rated game counts them at:
// each online game's ladder as the game ships it (assets/ladder.json).
func onlineLadders() (map[string]rating.Ladder, error) {
	out := map[string]rating.Ladder{}
	for _, g := range onlineGames() {
		elo := map[string]float64{}
		for level, r := range assets.Ratings(g.ID()) {
			elo[level] = r.Elo
		}
		l, err := rating.NewLadder(elo)
		if err != nil {
			return nil, fmt.Errorf("the ladder of %s: %w", g.ID(), err)
		}
		out[g.ID()] = l
	}
	return out, nil
}
