// Command preview draws Orbit's pieces on one sheet and saves it as a PNG,
// so the art can be reviewed without the game: a system from the middle of
// a game between computer captains, its goals and its market.
//
//	go run ./render/orbit/internal/preview -out sheet.png
package main

import (
	"context"
	"flag"
	"log"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"orbis/render"
	"orbis/render/internal/sheet"
	board "orbis/render/orbit"
	rules "orbis/rules/orbit"
	"orbis/rules/orbit/ai"
)

const sheetW, sheetH = 1280, 800

// pieces is what the sheet shows: a system, its goals and market, the
// bodies and resources; or the whole table.
type pieces struct {
	art   *board.Art
	table *board.Table
	text  *render.Text
	state rules.State
	view  rules.View // what the table draws: what every seat may see of state
	whole bool       // the whole table, not the pieces
}

func (s *pieces) draw(screen *ebiten.Image) {
	if s.whole {
		s.drawTable(screen)
		return
	}
	s.art.System(screen, &s.view, 0, 420, 400, 280, nil)
	p := s.view.Player(0)
	k := s.view.Kit()
	for i, id := range p.Goals {
		s.art.GoalHex(screen, k.Hex(id).Goal, 900+float64(i)*130, 150, 58)
	}
	for i, id := range p.Market {
		if id != rules.NoHex {
			s.art.RingHex(screen, k.Hex(id), 0, 900+float64(i)*130, 330, 58, board.HexOpts{})
		}
	}
	for b := range rules.NumBodies {
		s.art.Body(screen, b, 860+float64(b)*70, 520, 22)
	}
	for r := range rules.NumResources {
		s.art.Resource(screen, r, 880+float64(r)*70, 600, 16)
	}
	s.text.Draw(screen, "goals · market · bodies · resources", 1030, 700, 18, render.InkDim, render.Center)
}

// drawTable draws the whole table with placeholder words: a preview of the
// layout, not of the game's catalogue.
func (s *pieces) drawTable(screen *ebiten.Image) {
	n := s.view.NumPlayers()
	l := board.NewLayout(sheetW, sheetH, n, 0)
	v := &board.TableView{Status: "round · General · order", GoalsHead: "goals", Market: "market", Tracker: "resources"}
	sc := s.state.Score()
	for seat := range n {
		v.Names = append(v.Names, "Captain "+strconv.Itoa(seat+1))
		v.Scores = append(v.Scores, strconv.Itoa(sc.Players[seat].Total))
	}
	s.table.Draw(screen, l, &s.view, v)
}

// midGame plays Medium captains until the first ring holds n hexes.
func midGame(n, captains int) (rules.State, error) {
	st, _, err := rules.NewGame(rules.Config{Players: captains, Seed: 4, FirstGeneral: 0})
	if err != nil {
		return st, err
	}
	players := make([]*ai.Player, captains)
	for i := range players {
		if players[i], err = ai.NewPlayer(ai.Config{Level: ai.Medium, Seed: uint64(i)}); err != nil {
			return st, err
		}
	}
	for !st.IsOver() && int(st.Player(0).RingLen) < n {
		if a, ok := st.Chance(); ok {
			_ = st.Apply(a)
			continue
		}
		obs := st.Observe(st.CurrentPlayer())
		plan, err := players[st.CurrentPlayer()].Decide(context.Background(), &obs)
		if err != nil {
			return st, err
		}
		for _, a := range plan {
			_ = st.Apply(a)
		}
	}
	return st, nil
}

func main() {
	out := flag.String("out", "sheet.png", "PNG file to write")
	table := flag.Int("table", 0, "draw the whole table for this many captains (1 to 6) instead of the pieces")
	flag.Parse()
	st, err := midGame(10, max(*table, 2))
	if err != nil {
		log.Fatal(err)
	}
	text := render.NewText()
	s := &pieces{art: board.NewArt(text), table: board.NewTable(text), text: text, state: st, view: st.View(), whole: *table > 0}
	if err := sheet.Run("Orbit art preview", sheetW, sheetH, sheetW, sheetH, *out, s.draw); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s", *out)
}
