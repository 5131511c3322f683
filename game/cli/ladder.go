//go:build !js

package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"orbis/rules/orbis/ai"
	orbitai "orbis/rules/orbit/ai"
	"orbis/rules/tournament"
)

// perLevel is --iterations: one count for every searching level ("48000")
// or one per level ("hard=48000,expert=22000"), since Expert's deeper
// iterations cost about twice Hard's.
type perLevel struct {
	all   int
	level map[string]int
}

func (p *perLevel) String() string {
	if p == nil {
		return "0"
	}
	if len(p.level) == 0 {
		return strconv.Itoa(p.all)
	}
	var parts []string
	for _, name := range ai.Levels() {
		if k, ok := p.level[name]; ok {
			parts = append(parts, fmt.Sprintf("%s=%d", name, k))
		}
	}
	return strings.Join(parts, ",")
}

func (p *perLevel) Set(text string) error {
	if k, err := strconv.Atoi(text); err == nil {
		if k < 0 {
			return fmt.Errorf("%d iterations", k)
		}
		p.all, p.level = k, nil
		return nil
	}
	p.all, p.level = 0, map[string]int{}
	for part := range strings.SplitSeq(text, ",") {
		name, count, ok := strings.Cut(strings.TrimSpace(part), "=")
		k, err := strconv.Atoi(count)
		if _, lerr := ai.ParseLevel(name); !ok || err != nil || k < 0 || lerr != nil {
			return fmt.Errorf("%q: want a count or level=count pairs such as hard=48000,expert=22000", part)
		}
		p.level[strings.ToLower(name)] = k
	}
	return nil
}

// For is the count for a level, or a rival's at its level: its own, else
// the one for every level.
func (p *perLevel) For(level string) int {
	if r, err := ai.RivalByID(level); err == nil {
		level = r.Level.String()
	}
	if k, ok := p.level[level]; ok {
		return k
	}
	return p.all
}

// ladderRun is what `orbis arena --ladder` was asked for.
type ladderRun struct {
	game       string
	rungs      string // --ai, the levels to rate
	allRungs   bool   // --ai not given: every level
	games      int    // per pair
	seed       uint64
	budget     time.Duration
	iterations perLevel
	rollouts   int
	workers    int
	out        string
	ratings    string // with out: the ratings file setup reads
	asJSON     bool
	args       []string        // as typed, for the report's command line
	set        map[string]bool // the flags given
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
	if r.set["players"] {
		return usageError("the ladder plays 2-player games; --players does not go with --ladder")
	}
	if r.games < 2 || r.games%2 != 0 {
		return usageError("--games %d: the ladder wants an even number of games per pair (each seed from both seats)", r.games)
	}
	if r.out != "" && r.ratings != "" { // before hours of games, not after
		if info, err := os.Stat(filepath.Dir(r.ratings)); err != nil || !info.IsDir() {
			return usageError("--ratings %s: no such folder (run from the project's root, or give --ratings FILE, or --ratings= for none)", r.ratings)
		}
	}
	started, shown := time.Now(), time.Now()
	progress := func(done, total int) {
		// At most once every few seconds, so that a log of a long run stays short.
		if time.Since(shown) >= 5*time.Second || done == total {
			shown = time.Now()
			fmt.Fprintf(stderr, "ladder game %d/%d, %s\n", done, total, time.Since(started).Round(time.Second))
		}
	}
	rep := ladderReport{Game: r.game, Games: r.games, Seed: r.seed, Workers: r.workers}
	var err error
	switch r.game {
	case "orbis":
		rep.Settings, rep.Ladder, err = ladderOrbis(r, progress)
	case "orbit":
		rep.Settings, rep.Ladder, err = ladderOrbit(r, progress)
	default:
		return usageError("--game wants orbis or orbit, not %q", r.game)
	}
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

// ladderOrbis plays Orbis' levels; Hard and Expert think for --budget or
// search --iterations.
func ladderOrbis(r ladderRun, progress func(done, total int)) (string, tournament.Ladder, error) {
	if r.set["rollouts"] {
		return "", tournament.Ladder{}, usageError("--rollouts is Orbit's; Orbis' Hard and Expert take --budget or --iterations")
	}
	names := ai.Contestants()
	if !r.allRungs {
		names = strings.Split(r.rungs, ",")
	}
	var seats []ai.Seat
	var thinkers, rivals []string
	for _, name := range names {
		name = strings.ToLower(strings.TrimSpace(name))
		level, _, err := ai.Contestant(name)
		if err != nil {
			return "", tournament.Ladder{}, usageError("--ai: %v", err)
		}
		seat := ai.Seat{Name: name, Budget: r.budget, Iterations: r.iterations.For(name)}
		seats = append(seats, seat)
		if _, err := ai.ParseLevel(name); err != nil { // a rival thinks as its level does
			rivals = append(rivals, fmt.Sprintf("%s (%v)", title(name), title(level.String())))
			continue
		}
		if level >= ai.Hard {
			if seat.Iterations > 0 {
				thinkers = append(thinkers, fmt.Sprintf("%v searches %d iterations a turn", title(name), seat.Iterations))
			} else {
				thinkers = append(thinkers, fmt.Sprintf("%v thinks %s a turn", title(name), seat.Budget))
			}
		}
	}
	if len(seats) < 2 {
		return "", tournament.Ladder{}, usageError("--ai: a ladder needs two levels or more")
	}
	settings := "Easy and Medium decide at once."
	if len(thinkers) > 0 {
		settings = strings.Join(thinkers, ", ") + " (stopping early once the best move is settled)."
	}
	if len(rivals) > 0 {
		settings += " The rivals " + strings.Join(rivals, ", ") + " search as their level does, with their style."
	}
	l := ai.Ladder{Seats: seats, Games: r.games, Seed: r.seed, Workers: r.workers, Progress: progress}
	lad, err := l.Run(context.Background())
	return settings, lad, err
}

// ladderOrbit plays Orbit's captains; Hard plays out each candidate
// --rollouts times (--iterations says the same), with no clock.
func ladderOrbit(r ladderRun, progress func(done, total int)) (string, tournament.Ladder, error) {
	if r.set["budget"] {
		return "", tournament.Ladder{}, usageError("Orbit's captains have no time budget; Hard takes --rollouts (or --iterations)")
	}
	if len(r.iterations.level) > 0 {
		return "", tournament.Ladder{}, usageError("--iterations %s: Orbit's ladder takes one count, Hard's rollouts per candidate", r.iterations.String())
	}
	rollouts := r.rollouts
	if rollouts == 0 {
		rollouts = r.iterations.all
	}
	levels := orbitai.Levels()
	if !r.allRungs {
		levels = nil
		for name := range strings.SplitSeq(r.rungs, ",") {
			level, err := orbitai.ParseLevel(strings.TrimSpace(name))
			if err != nil {
				return "", tournament.Ladder{}, usageError("--ai: %v", err)
			}
			levels = append(levels, level)
		}
	}
	if len(levels) < 2 {
		return "", tournament.Ladder{}, usageError("--ai: a ladder needs two levels or more")
	}
	seats := make([]orbitai.Seat, len(levels))
	for i, level := range levels {
		seats[i] = orbitai.Seat{Level: level, Rollouts: rollouts}
	}
	settings := fmt.Sprintf("Hard plays each candidate out %d times (its default).", orbitai.DefaultRollouts)
	if rollouts > 0 {
		settings = fmt.Sprintf("Hard plays each candidate out %d times.", rollouts)
	}
	if !slices.Contains(levels, orbitai.Hard) {
		settings = "Easy and Medium decide at once."
	}
	l := orbitai.Ladder{Seats: seats, Games: r.games, Seed: r.seed, Workers: r.workers, Progress: progress}
	lad, err := l.Run(context.Background())
	return settings, lad, err
}

// title is a level's name as a sentence starts it.
func title(name string) string { return strings.ToUpper(name[:1]) + name[1:] }

// gameTitles are the headings of the games' sections in the ladder file.
var gameTitles = map[string]string{"orbis": "Orbis", "orbit": "Orbit"}

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
	fmt.Fprintf(&b, "## %s\n\n", gameTitles[rep.Game])
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
	doc := replaceSection(string(old), gameTitles[rep.Game], rep.section(args))
	if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
		return fmt.Errorf("ladder file: %w", err)
	}
	return nil
}

// replaceSection puts body in place of the "## title" section of doc, or
// among the games' sections in alphabetical order when it has none.
func replaceSection(doc, title, body string) string {
	lines := strings.SplitAfter(doc, "\n")
	isGame := func(line string) (string, bool) {
		for _, t := range gameTitles {
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
