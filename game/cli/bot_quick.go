//go:build !js

package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"orbis/game/online"
)

// ratingWait bounds how long a bot waits, after a rated game, for the
// server to count it: the final state comes again with the changes.
const ratingWait = 30 * time.Second

// parseQuick reads --quick GAME[:PLAYERS]: a game the server plays and
// the table's size, two when not given.
func parseQuick(spec string) (game string, players int, err error) {
	game, size, sized := strings.Cut(spec, ":")
	players = 2
	if sized {
		if players, err = strconv.Atoi(size); err != nil || players < 1 || players > online.MaxSeats {
			return "", 0, usageError("--quick %s: the players are a number from 1 to %d", spec, online.MaxSeats)
		}
	}
	for _, g := range onlineGames() {
		if g.ID() == game {
			if lo, hi := g.Seats(); players < lo || players > hi {
				return "", 0, usageError("--quick %s: %s is played by %d to %d", spec, game, lo, hi)
			}
			return game, players, nil
		}
	}
	return "", 0, usageError("--quick %s: no online game %q", spec, game)
}

// quickBot asks the quick match for a table of the game and size, waits
// there for people (it never fills the table with computers), plays its
// seat as a computer of the level to the end, and prints its rating's
// change once the server has counted the game.
func quickBot(ctx context.Context, stdout io.Writer, dial func(online.Message) (*online.Client, error), spec, level string) error {
	game, players, err := parseQuick(spec)
	if err != nil {
		return err
	}
	c, err := dial(online.Message{Type: online.TypeQuick, Game: game, Players: players})
	if err != nil {
		return err
	}
	defer c.Close()
	code, _, seat := c.Seat()
	fmt.Fprintf(stdout, "seat %d of public table %s\n", seat+1, online.ShowCode(code))
	for c.Waiting() { // people come; the fill offer is left unanswered
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-c.Changed():
		case <-time.After(time.Second):
		}
		if err := c.Err(); err != nil {
			return err
		}
	}
	if err := c.PlayAs(ctx, level, uint64(seat)+1); err != nil {
		return err
	}
	var scores []int
	c.With(func(m online.Match, _ []online.SeatState, _ int64) { scores = m.Scores() })
	fmt.Fprintf(stdout, "game over: scores %v\n", scores)
	if rated, _ := c.Rated(); !rated {
		return nil
	}
	wait := time.After(ratingWait)
	for c.RatingChanges() == nil {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-wait:
			return fmt.Errorf("the rated game was not counted within %v", ratingWait)
		case <-c.Changed():
		case <-time.After(time.Second):
		}
	}
	for _, ch := range c.RatingChanges() {
		if ch.Seat == seat {
			fmt.Fprintf(stdout, "rating %.0f -> %.0f (deviation %.0f)\n", ch.Before, ch.After, ch.Deviation)
		}
	}
	return nil
}
