//go:build !js

package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"orbis/game/games"
	"orbis/game/headless"
	"orbis/rules/tournament"
)

// ladderRun is what `orbis arena --ladder` was asked for.
type ladderRun struct {
	game string
	headless.Ladder
	out     string
	ratings string // with out: the ratings file setup reads
	asJSON  bool
	args    []string // as typed, for the report's command line
}

// ladderReport is the ladder of one game, as printed and written.
type ladderReport struct {
	Game     string `json:"game"`
	Games    int    `json:"games"` // per pair
	Seed     uint64 `json:"seed"`
	Settings string `json:"settings"` // how much the searching levels think
	tournament.Ladder
	Elapsed time.Duration `json:"-"`
	Workers int           `json:"workers"`
}

// runLadder plays and rates the ladder of one game: every level against
// every other in 2-player games, each seed from both seats.
func runLadder(r ladderRun, stdout, stderr io.Writer) error {
	if r.Set["players"] {
		return usageError("the ladder plays 2-player games; --players does not go with --ladder")
	}
	if r.Games < 2 || r.Games%2 != 0 {
		return usageError("--games %d: the ladder wants an even number of games per pair (each seed from both seats)", r.Games)
	}
	if r.out != "" && r.ratings != "" { // before hours of games, not after
		if info, err := os.Stat(filepath.Dir(r.ratings)); err != nil || !info.IsDir() {
			return usageError("--ratings %s: no such folder (run from the project's root, or give --ratings FILE, or --ratings= for none)", r.ratings)
		}
	}
	started, progress := time.Now(), headless.Progress(stderr, "ladder game", 5*time.Second) // at most once every few seconds
	g, err := gameFlag(r.game)
	if err != nil {
		return err
	}
	rep := ladderReport{Game: r.game, Games: r.Games, Seed: r.Seed, Workers: r.Workers}
	rep.Settings, rep.Ladder, err = g.Headless().Ladder(r.Ladder, progress)
	if err != nil {
		return err
	}
	rep.Elapsed = time.Since(started)
	if r.out != "" {
		if err := writeLadderSection(r.out, rep, r.args); err != nil {
			return err
		}
		if r.ratings != "" {
			if err := writeLadderRatings(r.ratings, rep, r.args); err != nil {
				return err
			}
		}
	}
	if r.asJSON {
		return json.NewEncoder(stdout).Encode(rep)
	}
	_, err = io.WriteString(stdout, rep.section(r.args))
	return err
}

// gameTitles are the headings of the games' sections in the ladder file.
func gameTitles() map[string]string {
	titles := map[string]string{}
	for _, e := range games.All() {
		titles[e.Game.ID()] = e.Game.Headless().Title
	}
	return titles
}

// section is the game's part of the ladder file: its command, settings,
// ratings and pairwise results.
func (rep ladderReport) section(args []string) string {
	var b strings.Builder
	workers := "one a core"
	if rep.Workers > 0 {
		workers = strconv.Itoa(rep.Workers)
	}
	seeds := fmt.Sprintf("seeds %d to %d", rep.Seed, rep.Seed+uint64(rep.Games/2)-1)
	if rep.Games == 2 {
		seeds = fmt.Sprintf("seed %d", rep.Seed)
	}
	fmt.Fprintf(&b, "## %s\n\n", gameTitles()[rep.Game])
	fmt.Fprintf(&b, "`orbis arena %s`\n\n", strings.Join(args, " "))
	n := len(rep.Levels)
	fmt.Fprintf(&b, "%d games, %d a pair of levels (%s, each from both seats), %s at once, in %s on %s. %s\n\n",
		rep.Games*n*(n-1)/2, rep.Games, seeds, workers, rep.Elapsed.Round(time.Second), time.Now().UTC().Format("2006-01-02"), rep.Settings)
	b.WriteString(rep.Markdown())
	return b.String()
}

// ladderIntro opens a new ladder file; an existing file keeps its own.
const ladderIntro = `# The computer players' ladder

Every level a person can choose (and Orbis' named rivals), rated on one
Elo scale, one section a game. Regenerate both with ` + "`./build.sh ladder`" + `,
or one game with ` + "`orbis arena --ladder --game orbis|orbit --out docs/ladder.md`" + `:
it rewrites that game's section and keeps the rest of this file, and that
game's ratings in ` + "`assets/ladder.json`" + `, which setup shows.

`

// writeLadderSection rewrites the game's section of the ladder file (from
// its "## Orbis" or "## Orbit" heading to the next game's or the end),
// keeping the text before the first game's section and the other game's.
func writeLadderSection(path string, rep ladderReport, args []string) error {
	old, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		old, err = []byte(ladderIntro), nil
	}
	if err != nil {
		return fmt.Errorf("ladder file: %w", err)
	}
	doc := replaceSection(string(old), gameTitles()[rep.Game], rep.section(args))
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		return fmt.Errorf("ladder file: %w", err)
	}
	return nil
}

// replaceSection puts body in place of the "## title" section of doc, or
// among the games' sections in alphabetical order when it has none.
func replaceSection(doc, title, body string) string {
	lines := strings.SplitAfter(doc, "\n")
	titles := gameTitles()
	isGame := func(line string) (string, bool) {
		for _, t := range titles {
			if strings.TrimRight(line, "\r\n") == "## "+t {
				return t, true
			}
		}
		return "", false
	}
	var before, after strings.Builder
	inside, placed := false, false
	for _, line := range lines {
		t, heading := isGame(line)
		switch {
		case heading && t == title:
			inside = true
			continue
		case heading:
			inside = false
			if !placed && t > title {
				placed = true
				after.WriteString(strings.TrimRight(body, "\n") + "\n\n")
			}
		case inside:
			continue
		}
		if placed {
			after.WriteString(line)
		} else {
			before.WriteString(line)
		}
	}
	head := strings.TrimRight(before.String(), "\n") + "\n\n"
	if !placed {
		return head + strings.TrimRight(body, "\n") + "\n"
	}
	return head + strings.TrimRight(after.String(), "\n") + "\n"
}
