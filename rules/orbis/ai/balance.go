package ai

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	rules "orbis/rules/orbis"
)

// TileStats counts what happened to one tile over the games it was in play.
type TileStats struct {
	InPlay, Taken, FaceUp, Wild, NotValidated int
	Shown                                     int // times the tile appeared on the display
	FirstTaken                                int // times the first player who could take it did
	Waited                                    int // turns spent on the display before being taken, summed
}

// GodStats counts what happened to one god over the games it was drawn.
type GodStats struct {
	Drawn, Taken, Paid int
}

// Balance gathers the statistics of games between equal computer players
// for one player count.
type Balance struct {
	Players     int
	AI          string
	Games       int
	OrderWins   [rules.MaxPlayers]float64 // wins by turn order: 0 is the start player
	WinScores   []int
	AllScores   []int
	Wilderness  int // Wilderness tiles over all pyramids
	TileOrder   []string
	Tiles       map[string]*TileStats
	Gods        [rules.NumGods]GodStats
	tilesByName map[string]rules.Tile
}

// RunBalance plays games between equal players of one level and gathers
// the statistics.
func RunBalance(ctx context.Context, players int, level string, games int, seed uint64, iterations int, progress func(done, total int)) (*Balance, error) {
	b := &Balance{Players: players, AI: level, Tiles: map[string]*TileStats{}, tilesByName: map[string]rules.Tile{}}
	for _, t := range rules.CatalogueFor(players) {
		b.TileOrder = append(b.TileOrder, t.ID)
		b.Tiles[t.ID] = &TileStats{}
		b.tilesByName[t.ID] = t
	}
	seats := make([]Seat, players)
	for i := range seats {
		seats[i] = Seat{Name: level, Iterations: iterations}
	}
	var keepErr error
	arena := Arena{Seats: seats, Games: games, Seed: seed, Progress: progress, Keep: func(res GameResult) {
		if err := b.add(res); err != nil && keepErr == nil {
			keepErr = err
		}
	}}
	if _, err := arena.Run(ctx); err != nil {
		return nil, err
	}
	return b, keepErr
}

// add counts one finished game.
func (b *Balance) add(res GameResult) error {
	st, err := res.Record.Replay()
	if err != nil {
		return err
	}
	b.Games++
	set := st.Tiles()
	if err := b.watchDisplay(res.Record); err != nil {
		return err
	}
	for i := range set.Len() {
		if ts := b.Tiles[set.Tile(rules.TileID(i)).ID]; ts != nil {
			ts.InPlay++
		}
	}
	for _, g := range res.Record.Setup.Gods {
		b.Gods[g].Drawn++
	}
	score := st.Score()
	winners := 0
	for p := range score.N {
		if score.Players[p].Rank == 1 {
			winners++
		}
	}
	for p := range score.N {
		bd := &score.Players[p]
		b.AllScores = append(b.AllScores, bd.Total)
		if bd.Rank == 1 {
			b.OrderWins[(p-st.StartPlayer()+score.N)%score.N] += 1 / float64(winners)
			b.WinScores = append(b.WinScores, bd.Total)
		}
		b.Wilderness += bd.Wilderness
		for _, tile := range bd.Tiles {
			if tile.Status == rules.StatusEmpty {
				continue
			}
			ts := b.Tiles[set.Tile(tile.Tile).ID]
			if ts == nil {
				continue
			}
			ts.Taken++
			switch tile.Status {
			case rules.StatusWilderness:
				ts.Wild++
			case rules.StatusCancelled, rules.StatusForestShort:
				ts.FaceUp++
				ts.NotValidated++
			default:
				ts.FaceUp++
			}
		}
		if bd.God != rules.NoGod {
			b.Gods[bd.God].Taken++
			if bd.GodCP > 0 {
				b.Gods[bd.God].Paid++
			}
		}
	}
	return nil
}

// watchDisplay replays a game and counts how long each tile waited on the
// display, and whether the first player who could take it did.
func (b *Balance) watchDisplay(rec *rules.Record) error {
	st, err := rec.Start()
	if err != nil {
		return err
	}
	var shownAt [rules.DisplaySize]int
	var seen [rules.DisplaySize]rules.TileID
	note := func() {
		for pos := range rules.DisplaySize {
			if id := st.Display(pos); id != seen[pos] {
				seen[pos], shownAt[pos] = id, st.Turn()
				if id != rules.NoTile {
					if ts := b.Tiles[st.Tiles().Tile(id).ID]; ts != nil {
						ts.Shown++
					}
				}
			}
		}
	}
	for pos := range seen {
		seen[pos] = rules.NoTile
	}
	note()
	for _, a := range rec.Actions {
		if a.Kind == rules.KindTakeTile {
			if ts := b.Tiles[st.Tiles().Tile(st.Display(int(a.Pos))).ID]; ts != nil {
				wait := st.Turn() - shownAt[a.Pos]
				ts.Waited += wait
				if wait == 0 {
					ts.FirstTaken++
				}
			}
		}
		if err := st.Apply(a); err != nil {
			return err
		}
		if a.Kind == rules.KindDraw || a.Kind == rules.KindEndTurn && st.Phase() != rules.PhaseDraw {
			note() // the display as the next player sees it
		}
	}
	return nil
}

func meanStd(xs []int) (mean, std float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += float64(x)
	}
	mean /= float64(len(xs))
	for _, x := range xs {
		std += (float64(x) - mean) * (float64(x) - mean)
	}
	return mean, math.Sqrt(std / float64(len(xs)))
}

func pct(n, of int) string {
	if of == 0 {
		return "–"
	}
	return fmt.Sprintf("%.0f%%", 100*float64(n)/float64(of))
}

// Outliers lists the tiles almost never worth placing face up (or almost
// never validated), and the tiles the first player who can nearly always
// takes: the candidates for retuning.
func (b *Balance) Outliers() (weak, strong []string) {
	for _, id := range b.TileOrder {
		ts := b.Tiles[id]
		if ts.Taken == 0 {
			continue
		}
		faceUp := float64(ts.FaceUp) / float64(ts.Taken)
		valid := float64(ts.FaceUp-ts.NotValidated) / float64(ts.Taken)
		if faceUp < 0.25 || valid < 0.15 {
			weak = append(weak, id)
		}
		if float64(ts.FirstTaken)/float64(ts.Taken) > 0.8 {
			strong = append(strong, id)
		}
	}
	return weak, strong
}

// Markdown writes the balance section of one player count.
func (b *Balance) Markdown() string {
	var w strings.Builder
	fmt.Fprintf(&w, "## %d players: %d games between %s players\n\n", b.Players, b.Games, b.AI)
	fmt.Fprintf(&w, "| turn order | win rate |\n|---|---|\n")
	for i := range b.Players {
		fmt.Fprintf(&w, "| %d | %.1f%% |\n", i+1, 100*b.OrderWins[i]/float64(max(1, b.Games)))
	}
	wm, ws := meanStd(b.WinScores)
	am, as := meanStd(b.AllScores)
	fmt.Fprintf(&w, "\nWinning score: mean %.1f CP, standard deviation %.1f (min %d, max %d). All scores: mean %.1f, standard deviation %.1f. Wilderness tiles per player: %.2f.\n\n",
		wm, ws, slices.Min(b.WinScores), slices.Max(b.WinScores), am, as, float64(b.Wilderness)/float64(max(1, b.Games*b.Players)))
	fmt.Fprintf(&w, "| tile | level | colour | effect | CP | cost | taken | first chance | waits | face up | Wilderness | not validated |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, id := range b.TileOrder {
		ts, t := b.Tiles[id], b.tilesByName[id]
		fmt.Fprintf(&w, "| %s | %d | %v | %s | %d | %d | %s | %s | %.1f | %s | %s | %s |\n", id, t.Level, t.Color, tileSummary(&t), t.CP, t.Cost.Symbols(),
			pct(ts.Taken, ts.InPlay), pct(ts.FirstTaken, ts.Taken), float64(ts.Waited)/float64(max(1, ts.Taken)),
			pct(ts.FaceUp, ts.Taken), pct(ts.Wild, ts.Taken), pct(ts.NotValidated, ts.FaceUp))
	}
	fmt.Fprintf(&w, "\n*taken*: share of the games in play that the tile ended in a pyramid; *first chance*: share of those takes made by the first player who could (on the turn it appeared, or the first turn for the opening display); *waits*: turns it lay on the display before being taken, on average; *face up*, *Wilderness*: shares of the times taken; *not validated*: share of the face-up placements that score nothing (cancelled, or a Forest short of neighbours).\n\n")
	fmt.Fprintf(&w, "| god | drawn | taken when drawn | pays when taken |\n|---|---|---|---|\n")
	for g := range rules.NumGods {
		gs := b.Gods[g]
		fmt.Fprintf(&w, "| %s | %d | %s | %s |\n", godTitle(g), gs.Drawn, pct(gs.Taken, gs.Drawn), pct(gs.Paid, gs.Taken))
	}
	return w.String()
}

// tileSummary names a tile's effect with its parameters.
func tileSummary(t *rules.Tile) string {
	switch t.Effect {
	case rules.Farm:
		return fmt.Sprintf("farm %v", t.EffectColor)
	case rules.Village:
		return fmt.Sprintf("village %d", t.Amount)
	case rules.Forest:
		var cs []string
		for _, c := range t.ForestColors.Colors() {
			cs = append(cs, c.String())
		}
		return fmt.Sprintf("forest %d %s", t.Amount, strings.Join(cs, "/"))
	case rules.Volcano:
		return "volcano " + costString(t.VolcanoCubes)
	case rules.Irrigation:
		return fmt.Sprintf("irrigation %v", t.EffectColor)
	case rules.Temple:
		return fmt.Sprintf("temple %d", t.Amount)
	case rules.Proselytism:
		return fmt.Sprintf("proselytism +%d %v", t.Amount, t.EffectColor)
	}
	return strings.ReplaceAll(t.Effect.String(), "_", " ")
}

func costString(c rules.Cost) string {
	letters := "RBYGW*"
	var b strings.Builder
	for col := range len(c) {
		for range c[col] {
			b.WriteByte(letters[col])
		}
	}
	return b.String()
}

// godTitle is a god's name in the report.
func godTitle(g rules.God) string {
	titles := [rules.NumGods]string{"Goddess of Love", "Apprentice Goddess", "God of the Oceans", "Goddess of Idleness", "Goddess of Fire",
		"God of Technology", "Goddess of Nature", "God of Equilibrium", "God of Harvests", "God of Death"}
	if g < rules.NumGods {
		return titles[g]
	}
	return g.String()
}
