//go:build !js

package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"

	"orbis/rules/orbit"
)

// randomOrbit plays an Orbit game of random legal actions (the table's
// dice and draws among them) and returns its record.
func randomOrbit(players int, seed uint64, general int) ([]byte, error) {
	s, su, err := orbit.NewGame(orbit.Config{Players: players, Seed: seed, FirstGeneral: general})
	if err != nil {
		return nil, err
	}
	rec := &orbit.Record{Seed: &seed, Setup: su}
	for i := range players {
		rec.Players = append(rec.Players, orbit.PlayerInfo{Name: fmt.Sprintf("Random %d", i+1), Kind: "random"})
	}
	r := rand.New(rand.NewPCG(seed, 0x5eed))
	var legal []orbit.Action
	for !s.IsOver() {
		legal = s.LegalActions(legal[:0])
		a := legal[r.IntN(len(legal))]
		if err := s.Apply(a); err != nil {
			return nil, fmt.Errorf("internal error: a legal action was refused: %w", err)
		}
		rec.Actions = append(rec.Actions, a)
	}
	return rec.Marshal()
}

// orbitReport is what replay prints of an Orbit game.
type orbitReport struct {
	Game    string              `json:"game"`
	Over    bool                `json:"over"`
	Turns   int                 `json:"turns"`
	Players []orbitPlayerReport `json:"players"`
}

type orbitPlayerReport struct {
	Name         string `json:"name"`
	Score        int    `json:"score"`
	Rank         int    `json:"rank"`
	Circle       int    `json:"circle_goal"`
	Triangle     int    `json:"triangle_goal"`
	Square       int    `json:"square_goal"`
	Hexes        int    `json:"hexes"`
	Penalty      int    `json:"penalty,omitempty"`
	Resources    int    `json:"resources"`
	Ring         int    `json:"ring_hexes"`
	Countermands int    `json:"countermands,omitempty"`
}

// replayOrbit replays an Orbit record and prints every captain's score.
func replayOrbit(path string, data []byte, stdout io.Writer) error {
	rec, s, err := orbit.ParseRecord(data)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	sc := s.Score()
	rep := orbitReport{Game: "orbit", Over: s.IsOver(), Turns: s.Turn()}
	for i, p := range rec.Players {
		b, pl := sc.Players[i], s.Player(i)
		rep.Players = append(rep.Players, orbitPlayerReport{Name: p.Name, Score: b.Total, Rank: b.Rank,
			Circle: b.Goals[0], Triangle: b.Goals[1], Square: b.Goals[2], Hexes: b.Hexes, Penalty: b.Penalty,
			Resources: b.Resources, Ring: int(pl.RingLen), Countermands: int(pl.Countermands)})
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(rep)
}
