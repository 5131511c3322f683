package table

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"orbis/game/online"
	"orbis/game/session"
)

// race is a game small enough to check the table with: the seats take
// turns adding 1 or 2 to a count, and after each turn the table draws the
// next card of its pile onto it; the first turn to reach the goal ends it.
type race struct {
	Seats, ToAct, Count, Goal int
	Pile                      [3]int // the table's cards, in order
	Drawn                     int
	due                       bool // a card is to be drawn
}

// raceAction is a seat's "add N" or the table's "draw N".
type raceAction struct {
	Draw bool
	N    int
}

func (s *race) CurrentPlayer() int {
	if s.IsOver() {
		return -1
	}
	return s.ToAct
}

func (s *race) IsOver() bool { return s.Count >= s.Goal }

func (s *race) LegalActions(dst []raceAction) []raceAction {
	if s.IsOver() || s.due {
		return dst
	}
	return append(dst, raceAction{N: 1}, raceAction{N: 2})
}

func (s *race) Apply(a raceAction) error {
	switch {
	case s.IsOver():
		return errors.New("race: over")
	case a.Draw != s.due || !a.Draw && (a.N < 1 || a.N > 2):
		return fmt.Errorf("race: %+v refused", a)
	case a.Draw && a.N != s.Pile[s.Drawn%len(s.Pile)]:
		return fmt.Errorf("race: draw %d, the pile has %d", a.N, s.Pile[s.Drawn%len(s.Pile)])
	}
	return s.Follow(a)
}

// Follow plays a step, taking a draw as the server made it.
func (s *race) Follow(a raceAction) error {
	s.Count += a.N
	if a.Draw {
		s.Drawn++
		s.ToAct = (s.ToAct + 1) % s.Seats
	}
	s.due = !a.Draw && !s.IsOver()
	return nil
}

func (s *race) Chance() (raceAction, bool) {
	if !s.due {
		return raceAction{}, false
	}
	return raceAction{Draw: true, N: s.Pile[s.Drawn%len(s.Pile)]}, true
}

func (s *race) Observe(int) race { return *s }

// raceSeat is who plays a seat of the race: a person, or a computer.
type raceSeat struct {
	Name     string
	Computer bool
}

func (c raceSeat) Human() bool   { return !c.Computer }
func (c raceSeat) Named() string { return c.Name }
func (c raceSeat) Kind() string {
	if c.Computer {
		return "ai:hard"
	}
	return "human"
}

// raceRecord is a race's record.
type raceRecord struct {
	Format  string            `json:"format"`
	Players []online.SeatInfo `json:"players"`
	Seed    *uint64           `json:"seed,omitempty"`
	First   int               `json:"first"`
	Actions []raceAction      `json:"actions"`
}

func (r *raceRecord) start() (race, error) {
	if len(r.Players) == 0 {
		return race{}, errors.New("race: no players")
	}
	pile := [3]int{1, 2, 3}
	if r.Seed != nil {
		pile[0] = int(*r.Seed%3) + 1
	}
	return race{Seats: len(r.Players), ToAct: r.First, Goal: 20, Pile: pile}, nil
}

// errRaceRecord is the race's error for a record it cannot read.
var errRaceRecord = errors.New("not a race record")

type raceSpec = Spec[race, raceAction, race, *race, *raceRecord, raceSeat]

func newRaceSpec() *raceSpec {
	record := func(dealt *raceRecord, seats []raceSeat, seed uint64, actions []raceAction) *raceRecord {
		r := &raceRecord{Format: "race-record", Seed: &seed, First: dealt.First, Actions: actions}
		for _, s := range seats {
			r.Players = append(r.Players, online.SeatInfo{Name: s.Name, Kind: s.Kind()})
		}
		return r
	}
	return &raceSpec{
		Online: online.Spec[race, raceAction, race, *race, *raceRecord]{
			ID: "race",
			Read: func(data []byte) (*raceRecord, error) {
				var r raceRecord
				return &r, json.Unmarshal(data, &r)
			},
			Start:   func(r *raceRecord) (race, error) { return r.start() },
			Actions: func(r *raceRecord) []raceAction { return r.Actions },
			Marshal: func(r *raceRecord) ([]byte, error) { return json.Marshal(r) },
			Follow:  (*race).Follow,
		},
		Deal: func(seats []raceSeat, first int, seed uint64) (*raceRecord, error) {
			return record(&raceRecord{First: max(first, 0)}, seats, seed, nil), nil
		},
		Seats: func(r *raceRecord) []raceSeat {
			return SeatsOf(r.Players, func(p online.SeatInfo) raceSeat {
				return raceSeat{Name: p.Name, Computer: strings.HasPrefix(p.Kind, "ai:")}
			})
		},
		Seed:   func(r *raceRecord) *uint64 { return r.Seed },
		Record: record,
		Table:  func(a raceAction) bool { return a.Draw },
		Computer: func(c raceSeat, seed uint64, stepped bool) (session.Controller[raceAction, race], error) {
			return &session.Computer[raceAction, race]{
				Start: func(obs race) (session.Turn[raceAction], error) {
					if c.Name == "Broken" {
						return nil, errors.New("race: a broken computer")
					}
					return &raceTurn{n: int(seed%2) + 1}, nil
				},
				Stepped: stepped,
				Slice:   time.Millisecond,
			}, nil
		},
		Format: "race-record",
		Parse: func(data []byte) (*raceRecord, error) {
			var r raceRecord
			if err := json.Unmarshal(data, &r); err != nil {
				return nil, fmt.Errorf("%w: %w", err, errRaceRecord)
			}
			return &r, nil
		},
		ErrRecord: errRaceRecord,
		AsPerson:  func(c raceSeat) raceSeat { c.Computer = false; return c },
		AsStandIn: func(c raceSeat) raceSeat { c.Computer = true; return c },
	}
}

// raceTurn is a computer's turn: add n, decided at once.
type raceTurn struct{ n int }

func (t *raceTurn) Step(time.Duration) bool        { return true }
func (t *raceTurn) Actions() ([]raceAction, error) { return []raceAction{{N: t.n}}, nil }

func (a raceAction) String() string {
	if a.Draw {
		return "draw " + strconv.Itoa(a.N)
	}
	return "add " + strconv.Itoa(a.N)
}
